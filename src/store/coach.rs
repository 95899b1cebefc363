//! The coach's state: practice from any decision of the game ("Replay from here"), with the
//! real game kept aside (with its reviews) until the person goes back to it; the reviews of
//! the decisions (`review.rs` asks for them); and learning mode, which asks for the hint
//! before each of South's decisions by itself.

use euchre::Game;
use euchre_ai::review::DecisionReview;
use leptos::prelude::*;

use super::Swept;

use super::review::Reviews;
use super::{GameStore, Msg, YOU};

/// The real game, kept aside exactly as it was while the person practises.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Kept {
    /// The game.
    pub(super) game: Game,
    /// The hand summaries already seen in it.
    pub(super) seen: usize,
    /// Whether undo was used in it.
    pub(super) undo_used: bool,
    /// Its reviews, by decision.
    pub(super) reviews: Vec<Option<DecisionReview>>,
}

/// What a save gives the coach: the real game kept aside while practising, and the reviews
/// of the game on screen, by decision.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Coached {
    pub(super) kept: Option<Kept>,
    pub(super) reviews: Vec<Option<DecisionReview>>,
}

/// The coach's part of the store.
#[derive(Clone, Copy, Debug)]
pub(super) struct Coach {
    /// The real game while a practice branch is on screen; `None` when the game on screen
    /// is the real one.
    pub(super) kept: Swept<Option<Kept>>,
    /// The reviews of the game on screen's decisions (forgotten from where that game is
    /// replaced), and the requests for them.
    pub(super) reviews: Reviews,
    /// The decision (epoch, actions) learning mode last asked the hint for.
    asked: StoredValue<Option<(u64, usize)>>,
}

impl Coach {
    pub(super) fn new(saved: Coached) -> Coach {
        Coach {
            kept: Swept::new(saved.kept),
            reviews: Reviews::new(saved.reviews),
            asked: StoredValue::new(None),
        }
    }
}

impl GameStore {
    /// Whether the game on screen is a practice branch (kept out of the statistics).
    pub fn practising(self) -> Memo<bool> {
        let kept = self.coach.kept;
        Memo::new(move |_| kept.with(Option::is_some))
    }

    /// [`GameStore::practising`], untracked.
    pub(super) fn practising_now(self) -> bool {
        self.coach.kept.with_untracked(Option::is_some)
    }

    /// Goes back to just before decision `index` of the game on screen, as a practice
    /// branch: the real game is kept aside (the first time), the replayed one is played on.
    pub(super) fn replay_from(self, index: usize) {
        let replayed = self.game.with_untracked(|g| {
            (index < g.actions().len())
                .then(|| Game::replay_prefix(&g.record(), index).ok())
                .flatten()
        });
        let Some(game) = replayed else {
            return;
        };
        if !self.practising_now() {
            let real = Kept {
                game: self.game.get_untracked(),
                seen: self.seen.get_untracked(),
                undo_used: self.undo_used.get_untracked(),
                reviews: self.coach.reviews.done.get_untracked(),
            };
            self.coach.kept.set(Some(real));
        }
        let turn = if game.to_act() == Some(YOU) {
            " Your turn."
        } else {
            ""
        };
        self.replace(game.history().len(), false, game);
        self.forget_reviews(index);
        self.announcement.set(format!(
            "Practice: the game is back before that move; it does not count.{turn}"
        ));
    }

    /// A new game: any practice ends (the real game kept aside is dropped with it).
    pub(super) fn end_practice(self) {
        self.coach.kept.set(None);
        self.forget_reviews(0);
    }

    /// Leaves the practice branch: the real game comes back exactly as it was.
    pub(super) fn back_to_game(self) {
        let Some(real) = self.coach.kept.get_untracked() else {
            return;
        };
        self.coach.kept.set(None);
        self.replace(real.seen, real.undo_used, real.game);
        self.forget_reviews(0);
        self.coach.reviews.done.set(real.reviews);
        self.announcement.set("Back to the game.".into());
    }

    /// Puts `game` on screen in place of the one there (a stale search is dropped).
    fn replace(self, seen: usize, undo_used: bool, game: Game) {
        self.epoch.update_value(|e| *e += 1);
        self.game.set(game);
        self.seen.set(seen);
        self.undo_used.set(undo_used);
        self.hint.set(None);
    }

    /// Learning mode: when South is to decide (no summary open), the hint is asked for by
    /// itself, once per decision.
    pub(super) fn learning_effect(self) {
        let legal = self.legal();
        Effect::new(move |_| {
            let on = self.settings.with(|s| s.learning);
            let due = !legal.with(Vec::is_empty);
            let idle = self.hint.with(Option::is_none);
            if !(on && due && idle) {
                return;
            }
            let key = (
                self.epoch.get_value(),
                self.game.with_untracked(|g| g.actions().len()),
            );
            if self.coach.asked.get_value() != Some(key) {
                self.coach.asked.set_value(Some(key));
                self.dispatch(Msg::Hint);
            }
        });
    }
}
