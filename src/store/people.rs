//! The store's side of a table of people ([`crate::friends`]): which seats other devices
//! play ([`super::table`]), a guest's action applied for its seat at the host, and a guest's
//! game following the host's. Called only from the friends' chunk, so that in the site's
//! build this code is in it, not in the first paint's wasm.

use euchre::{Action, Game, Seat};
use leptos::prelude::*;

use euchre_peer::same_to_south;

use super::{GameStore, SweptReader, table};

impl GameStore {
    /// What the table tells the store ([`table`]).
    pub(crate) fn people(self) -> SweptReader<u8> {
        self.people.read_only()
    }

    /// Sets what the table tells the store; at a host, [`table::PLAYED`] stays until a new
    /// game.
    pub(crate) fn set_people(self, bits: u8) {
        let bits = table::next(self.people.get_untracked(), bits);
        if self.people.get_untracked() != bits {
            self.people.set(bits);
        }
    }

    /// At the host: `seat`'s action, from its guest and checked by the table, applied and
    /// announced as a computer player's is.
    pub(crate) fn apply_for(self, seat: Seat, action: Action) {
        self.apply(seat, action);
    }

    /// At a guest: the game as the host's latest message makes it (`next`, built by the
    /// table; `new`: a new game, or the first the guest is told). When it goes on from the
    /// game on screen, the actions since are applied one by one, announced and animated as at
    /// one's own table; otherwise (the person's move refused) it replaces the game on screen.
    /// The summaries of hands that ended before a new game was told are not shown.
    pub(crate) fn follow(self, next: Game, new: bool) {
        let known = self.game.with_untracked(|g| {
            let goes_on = !new
                && g.given().is_some()
                && g.rules() == next.rules()
                && g.actions().len() <= next.actions().len()
                && g.actions()
                    .iter()
                    .zip(next.actions())
                    .all(|(a, b)| same_to_south(*a, *b));
            goes_on.then(|| g.actions().len())
        });
        let base = known.and_then(|len| Game::replay_prefix(&next.record(), len).ok());
        match (known, base) {
            (Some(len), Some(base)) => {
                // The same game as far as this seat can tell: only what it cannot see differs.
                self.game.set(base);
                for &(seat, action) in &next.actions()[len..] {
                    self.apply(seat, action);
                }
            }
            _ => {
                self.epoch.update_value(|e| *e += 1);
                self.hint.set(None);
                let ended = next.history().len();
                if new {
                    self.seen.set(ended);
                } else {
                    self.seen.update(|seen| *seen = (*seen).min(ended));
                }
                self.game.set(next);
            }
        }
    }

    /// Shows `text` as the notice over the table.
    pub(crate) fn say(self, text: String) {
        self.notice.set(Some(text));
    }

    /// Whether this device is a guest at a table.
    pub(crate) fn is_guest(self) -> bool {
        self.people.get_untracked() & table::GUEST != 0
    }
}
