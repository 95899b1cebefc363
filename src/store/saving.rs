//! Saving and loading: the game in progress, the settings and the statistics in
//! localStorage.

use euchre::Game;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use super::{GameStore, Settings, Stats};

/// localStorage keys.
pub(crate) const GAME_KEY: &str = "bower.game";
const SETTINGS_KEY: &str = "bower.settings";
const STATS_KEY: &str = "bower.stats";
/// The version of the saved game wrapper; an older one is refused with a notice.
const SAVE_VERSION: u32 = 1;

/// The game in progress as saved: the engine's save and what the page shows on top of it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedGame {
    version: u32,
    game: String,
    seen: usize,
    undo_used: bool,
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The saved settings, or the defaults.
pub(super) fn load_settings() -> Settings {
    load_json(SETTINGS_KEY).unwrap_or_default()
}

/// The saved statistics, or none.
pub(super) fn load_stats() -> Stats {
    load_json(STATS_KEY).unwrap_or_default()
}

fn load_json<T: for<'de> Deserialize<'de>>(key: &str) -> Option<T> {
    let text = storage()?.get_item(key).ok()??;
    serde_json::from_str(&text).ok()
}

fn store_json<T: Serialize>(key: &str, value: &T) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(value)) {
        let _ = storage.set_item(key, &text);
    }
}

/// The saved game, `Ok(None)` when there is none, or why it cannot be resumed.
pub(super) fn load_game() -> Result<Option<(Game, usize, bool)>, String> {
    let Some(text) = storage().and_then(|s| s.get_item(GAME_KEY).ok().flatten()) else {
        return Ok(None);
    };
    let saved: SavedGame =
        serde_json::from_str(&text).map_err(|_| "the save is damaged".to_string())?;
    if saved.version != SAVE_VERSION {
        return Err(format!(
            "it was saved by an older version ({})",
            saved.version
        ));
    }
    let game = Game::load(&saved.game).map_err(|e| e.to_string())?;
    let seen = saved.seen.min(game.history().len());
    Ok(Some((game, seen, saved.undo_used)))
}

impl GameStore {
    /// Saves the game in progress, the settings and the statistics after every change.
    pub(super) fn save_effects(self) {
        // Save the game in progress after every change.
        Effect::new(move |_| {
            let saved = SavedGame {
                version: SAVE_VERSION,
                game: self.game.with(Game::save),
                seen: self.seen.get(),
                undo_used: self.undo_used.get(),
            };
            store_json(GAME_KEY, &saved);
        });
        Effect::new(move |_| store_json(SETTINGS_KEY, &self.settings.get()));
        Effect::new(move |_| store_json(STATS_KEY, &self.stats.get()));
    }
}
