//! The messages only the screens send: a new game or a daily one asked for, the answer to the
//! question about a game in progress, a linked or a date's deal started (with its rules and
//! level: `setup.rs`), the coach's "Replay from here", the way back to the game and the
//! coach's reviews asked for (the game log's). In the site's build (the `split` feature) their handling travels in the screens'
//! chunk (docs/site.md, "The chunks"), which hands it to the store when it is built (the
//! practice banner, which sends "Back to the game", is built with them too); a message sent
//! before that waits for it, in order. Elsewhere they are handled at once.

use leptos::prelude::Set;

use super::{GameStore, Msg};

/// Handles a screen's message (any other is not one: nothing happens).
fn handle(store: GameStore, msg: Msg) {
    match msg {
        Msg::NewGame(Some(seed)) => {
            let rules = store.rules_for(seed);
            store.new_game(rules, seed, store.seat_for(seed, rules));
        }
        Msg::AskNewGame => store.ask_new_game(),
        Msg::AskDaily(date) => store.ask_daily(date),
        Msg::EndMyGame => store.end_my_game(),
        Msg::KeepMyGame => store.ending.set(None),
        // A guest's game at a table holds only what its seat saw: no practice from it.
        Msg::ReplayFrom { index } if !store.is_guest() => store.replay_from(index),
        Msg::BackToGame => store.back_to_game(),
        Msg::Review(what) => store.ask_review(what),
        _ => {}
    }
}

#[cfg(not(feature = "split"))]
pub(super) fn send(store: GameStore, msg: Msg) {
    handle(store, msg);
}

/// The screens are built: their messages are handled from now on (nothing to do here
/// without the `split` feature).
#[cfg(not(feature = "split"))]
pub(crate) fn screens_built() {}

#[cfg(feature = "split")]
pub(crate) use imp::screens_built;
#[cfg(feature = "split")]
pub(super) use imp::send;

#[cfg(feature = "split")]
mod imp {
    use std::cell::RefCell;

    use super::{GameStore, Msg};

    /// The handler, once the screens' chunk has handed it over, and what waits for it.
    #[derive(Default)]
    struct Screens {
        handle: Option<fn(GameStore, Msg)>,
        waiting: Vec<(GameStore, Msg)>,
    }

    thread_local! {
        static SCREENS: RefCell<Screens> = RefCell::new(Screens::default());
    }

    /// Handles `msg` now, or once the screens are built.
    pub(in crate::store) fn send(store: GameStore, msg: Msg) {
        let handle = SCREENS.with_borrow_mut(|s| {
            if s.handle.is_none() {
                s.waiting.push((store, msg.clone()));
            }
            s.handle
        });
        if let Some(handle) = handle {
            handle(store, msg);
        }
    }

    /// Called by the screens' chunk when it builds them: the handler is reached only from
    /// here, so it travels in that chunk; what waited is handled now.
    pub(crate) fn screens_built() {
        let waiting = SCREENS.with_borrow_mut(|s| {
            s.handle = Some(super::handle);
            std::mem::take(&mut s.waiting)
        });
        for (store, msg) in waiting {
            super::handle(store, msg);
        }
    }
}
