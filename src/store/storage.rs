//! localStorage: the game in progress, the settings and the statistics, read when the app
//! starts and written after every change, in the format of `saving.rs`. A save the page
//! cannot read is kept aside, never overwritten; a browser that refuses to store anything is
//! told about once.
//!
//! In the site's build (the `split` feature) the format's code (serde's, the bulk of a save)
//! is a wasm chunk of its own, `bower_saves` (docs/site.md, "The chunks"). A first visit, with
//! nothing saved, paints the table without it and fetches it once the table is shown; the
//! first save waits for it. A visit with something saved fetches it before the table is
//! built, from the service worker's cache once the site has been visited. If it cannot be
//! fetched, nothing is written: what was saved stays as it was for a reload.

use leptos::prelude::*;

use super::Swept;

use super::saving::{Codec, Resumed, Unreadable};
use super::{GameStore, Settings, Stats};

/// localStorage keys.
pub(crate) const GAME_KEY: &str = "bower.game";
/// Where a saved game the page could not read is kept (the newest such save).
pub(crate) const UNREADABLE_KEY: &str = "bower.unreadable";
const SETTINGS_KEY: &str = "bower.settings";
const STATS_KEY: &str = "bower.stats";

/// The notice when the browser refuses to store anything.
pub(crate) const STORAGE_REFUSED: &str = "Your browser is not letting Bower save: this game will \
     be lost if you reload or close the page.";

/// The notice when what reads and writes saves could not be fetched though something is
/// saved: a new game starts, and nothing is written over the save.
pub(crate) const SAVES_HELD: &str = "Part of Bower could not be loaded, so your saved game, \
     settings and statistics could not be read. They are kept as they were: reload the page to \
     have them back. Until then nothing is saved.";

/// The notice when what writes saves could not be fetched on a first visit.
pub(crate) const SAVES_UNAVAILABLE: &str = "Part of Bower could not be loaded, so this game \
     cannot be saved: it will be lost if you reload or close the page.";

/// How the store starts: with what reads and writes saves, or without it for now.
#[derive(Clone, Copy, Debug)]
pub struct Start {
    codec: Option<Codec>,
    /// Something is saved but the codec could not be fetched: it stays unread and unwritten.
    held: bool,
}

impl Start {
    /// At once, without waiting: in the site's build the codec is fetched once the table is
    /// shown, and anything saved is neither read nor written over (the app waits for
    /// [`Start::begin`] instead).
    pub fn now() -> Start {
        let codec = imp::at_once();
        Start {
            codec,
            held: codec.is_none() && anything_saved(),
        }
    }

    /// The app's start: when something is saved, with the codec (fetched first in the site's
    /// build, tried again after 1, 2 and 4 s); otherwise [`Start::now`].
    pub async fn begin() -> Start {
        if !anything_saved() && !names_link() {
            return Start::now();
        }
        let codec = imp::fetch().await;
        Start {
            codec,
            held: codec.is_none() && anything_saved(),
        }
    }

    /// The challenge the address names ([`open_challenge`](super::open_challenge)), read
    /// with the codec; `None` without one, or without the codec.
    pub(super) fn challenge(self, query: &str) -> Option<Result<super::Accepted, String>> {
        (self.codec?.open_challenge)(query)
    }

    /// The rules and level the address names ([`open_game`](super::open_game)), read with
    /// the codec; `None` without them, or without the codec (a bare seed's game then).
    pub(super) fn game(self, query: &str) -> Option<Result<euchre_ai::challenge::Setup, String>> {
        (self.codec?.open_game)(query)
    }
}

/// What reads and writes saves, and whether the person was told the browser refuses them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Saves {
    /// What reads and writes saves, once the page has it.
    codec: Swept<Option<Codec>>,
    /// Whether the codec is never to be fetched (see [`Start`]).
    held: bool,
    /// Whether the person was told that the browser refuses to save.
    refused: StoredValue<bool>,
}

impl Saves {
    pub(super) fn new(start: Start) -> Saves {
        Saves {
            codec: Swept::new(start.codec),
            held: start.held,
            refused: StoredValue::new(false),
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn stored(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Whether the address names a challenge or a game's rules and level (read with the codec,
/// fetched first for them).
fn names_link() -> bool {
    window()
        .location()
        .search()
        .is_ok_and(|q| q.contains("challenge=") || q.contains("game="))
}

/// Whether a game, settings or statistics are saved.
fn anything_saved() -> bool {
    [GAME_KEY, SETTINGS_KEY, STATS_KEY]
        .into_iter()
        .any(|key| stored(key).is_some())
}

/// Stores `text` under `key`; false when the browser refused (or has no localStorage).
fn store_text(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// localStorage, for [`store_js_text`].
    type JsStorage;
    /// `Storage.setItem` with text already in JS (web-sys's takes it from the page's memory).
    #[wasm_bindgen(method, catch, js_name = setItem)]
    fn set_item(
        this: &JsStorage,
        key: &str,
        value: &js_sys::JsString,
    ) -> Result<(), wasm_bindgen::JsValue>;
}

/// [`store_text`] for text already in JS.
fn store_js_text(key: &str, text: &js_sys::JsString) -> bool {
    use wasm_bindgen::JsCast;
    storage().is_some_and(|s| s.unchecked_ref::<JsStorage>().set_item(key, text).is_ok())
}

/// The saved settings, or the defaults.
pub(super) fn load_settings(start: Start) -> Settings {
    start
        .codec
        .and_then(|codec| (codec.read_settings)(&stored(SETTINGS_KEY)?))
        .unwrap_or_default()
}

/// The saved statistics, or none.
pub(super) fn load_stats(start: Start) -> Stats {
    start
        .codec
        .and_then(|codec| (codec.read_stats)(&stored(STATS_KEY)?))
        .unwrap_or_default()
}

/// The saved game, `Ok(None)` when there is none, or why it cannot be resumed. A save that
/// cannot be resumed is first copied to [`UNREADABLE_KEY`] (replacing an older one there), so
/// the game saved after it destroys nothing; the words say whether that worked. Without the
/// codec, what is saved is not read ([`SAVES_HELD`]).
pub(super) fn load_game(start: Start) -> Result<Option<Resumed>, String> {
    let Some(codec) = start.codec else {
        return if start.held {
            Err(SAVES_HELD.to_string())
        } else {
            Ok(None)
        };
    };
    let Some(text) = stored(GAME_KEY) else {
        return Ok(None);
    };
    (codec.read_save)(&text)
        .map(Some)
        .map_err(|Unreadable(why)| {
            if store_text(UNREADABLE_KEY, &text) {
                format!(
                    "Your saved game could not be resumed ({why}); a new game has started. The \
                     old save is kept in this browser as {UNREADABLE_KEY}."
                )
            } else {
                format!("Your saved game could not be resumed ({why}); a new game has started.")
            }
        })
}

impl GameStore {
    /// Saves the game in progress, the settings and the statistics after every change, once
    /// the page has the codec (fetched now if it has not); the first save the browser refuses
    /// shows a notice (once).
    pub(super) fn save_effects(self) {
        self.fetch_codec();
        let codec = self.saves.codec;
        // Each save is joined in JS, a piece at a time, from one room kept for the page's life:
        // the page's memory never holds a whole save (see `saving::write_save`).
        let mut room = Vec::new();
        Effect::new(move |_| {
            let Some(codec) = codec.get() else { return };
            // A guest's game at a table of people is the host's to keep: the person's own
            // game stays saved as it was.
            if self.people.get() & super::table::GUEST != 0 {
                return;
            }
            let (seen, undo_used) = (self.seen.get(), self.undo_used.get());
            let room = &mut room;
            let mut text = js_sys::JsString::from("");
            let mut join = |piece: &str| text = text.concat(&piece.into());
            let written = self.coach.kept.with(|real| {
                self.coach.reviews.done.with(|reviews| {
                    self.game.with(|g| {
                        (codec.write_save)(
                            room,
                            &mut join,
                            g,
                            seen,
                            undo_used,
                            real.as_ref(),
                            reviews,
                        )
                    })
                })
            });
            // Nothing in a save fails to serialize; if it ever did, the last save would stay.
            if written {
                self.saved(store_js_text(GAME_KEY, &text));
            }
        });
        Effect::new(move |_| {
            let Some(codec) = codec.get() else { return };
            let text = self.settings.with(codec.write_settings);
            self.saved(text.is_some_and(|text| store_text(SETTINGS_KEY, &text)));
        });
        Effect::new(move |_| {
            let Some(codec) = codec.get() else { return };
            let text = self.stats.with(codec.write_stats);
            self.saved(text.is_some_and(|text| store_text(STATS_KEY, &text)));
        });
    }

    /// The address naming `a`'s game ([`super::address::address`], tracked): `None` until
    /// the page has the codec.
    pub(super) fn write_address(self, a: &super::address::Address) -> Option<String> {
        self.saves.codec.with(|c| c.map(|c| (c.address)(a)))
    }

    /// Fetches the codec when the page has none and nothing saved waits for a reload; if it
    /// cannot be fetched, says that this game will not be saved.
    fn fetch_codec(self) {
        if self.saves.held || self.saves.codec.with_untracked(Option::is_some) {
            return;
        }
        let codec = self.saves.codec;
        wasm_bindgen_futures::spawn_local(async move {
            match imp::fetch().await {
                Some(fetched) => {
                    codec.try_set(Some(fetched));
                }
                None => self.tell(SAVES_UNAVAILABLE),
            }
        });
    }

    /// After a save: if the browser refused it, and the person was not told yet, say so.
    fn saved(self, ok: bool) {
        if ok || self.saves.refused.get_value() {
            return;
        }
        self.saves.refused.set_value(true);
        self.tell(STORAGE_REFUSED);
    }

    /// Adds `words` to the notice on screen (or shows them).
    fn tell(self, words: &str) {
        self.notice.try_update(|notice| {
            *notice = Some(match notice.take() {
                Some(before) => format!("{before} {words}"),
                None => words.to_string(),
            });
        });
    }
}

/// The codec at once, everywhere but in the site's build.
#[cfg(not(feature = "split"))]
mod imp {
    use super::Codec;

    pub(super) fn at_once() -> Option<Codec> {
        Some(Codec::new())
    }

    pub(super) async fn fetch() -> Option<Codec> {
        at_once()
    }
}

/// The codec from its chunk, in the site's build.
#[cfg(feature = "split")]
mod imp {
    use leptos::wasm_split::SplitLoaderError;

    use super::Codec;

    pub(super) fn at_once() -> Option<Codec> {
        None
    }

    /// The split point: the codec's functions are reached only through it.
    #[leptos::wasm_split::wasm_split(bower_saves, wasm_split_path = ::leptos::wasm_split, fallible)]
    fn saves_chunk() -> Result<Codec, SplitLoaderError> {
        Ok(Codec::new())
    }

    pub(super) async fn fetch() -> Option<Codec> {
        crate::chunks::with_retries(saves_chunk).await.ok()
    }
}
