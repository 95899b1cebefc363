//! The bridge to the computer players: their turns and the hint, each one request to the
//! worker pool ([`crate::workers`]), applied when its answer comes if the game is still
//! where it was asked (an answer made stale by undo, a new game or a reload is dropped).
//! Computer turns are paced by the speed with Leptos's `set_timeout`.

use std::cell::Cell;
use std::time::Duration;

use euchre::{Game, Seat};
use euchre_ai::work::{Job, Outcome};
use leptos::prelude::*;

use super::{GameStore, YOU, trick_just_ended};
use crate::workers::{self, Unavailable};

/// What the hint shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// The search for a suggestion is running.
    Thinking,
    /// The suggestion and its reason, in words.
    Ready(String),
}

thread_local! {
    /// The pool's id of the computer turn asked last, and of the hint: a new one cancels it.
    static TURN: Cell<Option<u64>> = const { Cell::new(None) };
    static HINT: Cell<Option<u64>> = const { Cell::new(None) };
}

/// The seed of the decision due when the game has had `at` actions (the same in the browser
/// and in a native replay, `examples/replay.rs`).
pub use euchre_ai::turn_seed;

/// Cancels the request in `slot` and keeps `id` there instead.
fn supersede(slot: &'static std::thread::LocalKey<Cell<Option<u64>>>, id: Option<u64>) {
    if let Some(old) = slot.with(|s| s.replace(id)) {
        workers::cancel(old);
    }
}

impl GameStore {
    /// The computer player to act starts thinking, if the game is still at `at` actions, no
    /// summary is open and the game is not paused (see
    /// [`Msg::ComputerTurn`](super::Msg::ComputerTurn)).
    pub(super) fn start_turn(self, at: usize) {
        let epoch = self.epoch.get_value();
        if self
            .thinking
            .with_untracked(|t| t.is_some_and(|(e, a, _)| (e, a) == (epoch, at)))
        {
            return; // already thinking about this turn
        }
        let Some((seat, view, pause)) = self.game.with_untracked(|g| {
            let seat = g.to_act().filter(|&s| s != YOU)?;
            if g.actions().len() != at
                || self.seen.get_untracked() < g.history().len()
                || self.paused_now()
            {
                return None;
            }
            Some((seat, g.view(seat), trick_just_ended(g)))
        }) else {
            return;
        };
        let difficulty = self.level_now();
        let speed = self.settings.with_untracked(|s| s.speed.millis());
        // The table pauses twice as long on a finished trick, to show it gathered.
        let pace = if pause { speed * 2 } else { speed };
        let ready_at = js_sys::Date::now() + pace as f64;
        let seed = turn_seed(self.game.with_untracked(Game::seed), at);
        self.thinking.set(Some((epoch, at, seat)));
        let job = Job::Decide {
            difficulty,
            view,
            seed,
        };
        let id = workers::ask(job, move |answer| {
            self.decided(epoch, at, seat, ready_at, answer)
        });
        supersede(&TURN, Some(id));
    }

    /// A computer's answer: applied once the pace has passed, if still current and not paused
    /// by a dialog (a paused turn is asked again when the dialog closes: see `start_effects`;
    /// its seed gives the same answer).
    fn decided(
        self,
        epoch: u64,
        at: usize,
        seat: Seat,
        ready_at: f64,
        answer: Result<Outcome, Unavailable>,
    ) {
        match answer {
            Ok(Outcome::Action(Some(action))) if self.current(epoch, at) => {
                let wait = (ready_at - js_sys::Date::now()).max(0.0);
                // Leptos's `set_timeout` frees its closure once it has run (a forgotten
                // gloo `Timeout` kept its closure for good, one per computer action).
                set_timeout(
                    move || {
                        self.done_thinking(epoch, at);
                        if self.current(epoch, at) && !self.paused_now() {
                            self.apply(seat, action);
                        }
                    },
                    Duration::from_millis(wait as u64),
                );
            }
            Err(why) => {
                self.done_thinking(epoch, at);
                self.unavailable(why);
            }
            _ => self.done_thinking(epoch, at),
        }
    }

    fn done_thinking(self, epoch: u64, at: usize) {
        let this = self
            .thinking
            .try_with_untracked(|t| t.is_some_and(|(e, a, _)| (e, a) == (epoch, at)));
        if this == Some(true) {
            self.thinking.set(None);
        }
    }

    /// The computer players cannot think: say so (the game waits; a reload tries again).
    fn unavailable(self, Unavailable(why): Unavailable) {
        self.notice.try_set(Some(format!(
            "The computer players could not think: {why}. Reload the page to try again."
        )));
    }

    /// The hint's search starts for South, if South is to act (see [`Msg::Hint`](super::Msg::Hint)).
    pub(super) fn start_hint(self) {
        if self.hint.get_untracked() == Some(HintState::Thinking) {
            return;
        }
        let Some((at, view)) = self.game.with_untracked(|g| {
            let open = self.seen.get_untracked() < g.history().len();
            (g.to_act() == Some(YOU) && !open).then(|| (g.actions().len(), g.view(YOU)))
        }) else {
            return;
        };
        self.hint.set(Some(HintState::Thinking));
        self.announcement.set("Thinking about a suggestion…".into());
        let epoch = self.epoch.get_value();
        let seed = turn_seed(self.game.with_untracked(Game::seed), at);
        let id = workers::ask(Job::Hint { view, seed }, move |answer| {
            self.hinted(epoch, at, answer)
        });
        supersede(&HINT, Some(id));
    }

    /// Shows the hint's answer, unless it is stale (South acted, undo, a new game).
    fn hinted(self, epoch: u64, at: usize, answer: Result<Outcome, Unavailable>) {
        if !self.current(epoch, at)
            || self.hint.try_get_untracked().flatten() != Some(HintState::Thinking)
        {
            return;
        }
        let hints = match answer {
            Ok(Outcome::Hints(hints)) => hints,
            Ok(_) => Vec::new(),
            Err(why) => {
                self.hint.set(None);
                self.unavailable(why);
                return;
            }
        };
        let text = hints.first().map(|h| format!("Suggestion: {}", h.reason));
        if let Some(text) = &text {
            self.announcement.set(text.clone());
        }
        self.hint.set(text.map(HintState::Ready));
    }
}
