//! What the friends' screens keep in localStorage: the person's name and STUN setting
//! (`bower.friends`), and a host's table with the game it is for (`bower.table`), so that a
//! reloaded host keeps its table. What cannot be read is left unread (a notice-free default:
//! nothing of a game depends on it).

use euchre_peer::Host;
use serde::{Deserialize, Serialize};

const FRIENDS_KEY: &str = "bower.friends";
const JOINED_KEY: &str = "bower.joined";
const TABLE_KEY: &str = "bower.table";

/// The person's choices on the friends' screens.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct Choices {
    /// The name the table shows.
    pub(crate) name: String,
    /// A STUN server to reach other networks with (`stun:host:port`), if the host named one.
    pub(crate) stun: Option<String>,
}

/// A host's table, saved with the seed of the game it is for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct SavedTable {
    pub(crate) seed: u64,
    pub(crate) host: Host,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn read<T: for<'de> Deserialize<'de>>(key: &str) -> Option<T> {
    serde_json::from_str(&storage()?.get_item(key).ok()??).ok()
}

fn write<T: Serialize>(key: &str, value: &T) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(value)) {
        let _ = storage.set_item(key, &text);
    }
}

/// The person's choices, as last saved.
pub(crate) fn choices() -> Choices {
    read(FRIENDS_KEY).unwrap_or_default()
}

/// Saves the person's choices.
pub(crate) fn keep_choices(choices: &Choices) {
    write(FRIENDS_KEY, choices);
}

/// Whether a host's table is saved.
pub(crate) fn table_saved() -> bool {
    read::<SavedTable>(TABLE_KEY).is_some()
}

/// The host's table saved for the game of `seed`, if any.
pub(crate) fn table_for(seed: u64) -> Option<Host> {
    read::<SavedTable>(TABLE_KEY)
        .filter(|t| t.seed == seed)
        .map(|t| t.host)
}

/// Saves the host's table for the game of `seed`.
pub(crate) fn keep_table(seed: u64, host: &Host) {
    write(
        TABLE_KEY,
        &SavedTable {
            seed,
            host: host.clone(),
        },
    );
}

/// Forgets the host's table (closed).
pub(crate) fn forget_table() {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(TABLE_KEY);
    }
}

/// The invitation (table and number) this device last joined a table with: opened again
/// (a reload), it is used, and the guest asks the host for a new one.
pub(crate) fn joined() -> Option<(u64, u32)> {
    read(JOINED_KEY)
}

/// Keeps the invitation this device joined a table with.
pub(crate) fn keep_joined(table: u64, nonce: u32) {
    write(JOINED_KEY, &(table, nonce));
}
