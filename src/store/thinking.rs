//! The bridge to the computer players: their turns, paced by the speed, and the hint, each
//! searched a slice at a time between timer ticks so the page stays responsive.

use std::time::Duration;

use euchre_ai::{Decision, HintSearch};
use leptos::prelude::*;
use wasm_bindgen::prelude::wasm_bindgen;

use super::{GameStore, YOU, trick_just_ended};
use euchre::{Game, Seat};

/// How long the search may run before it yields to the page, in milliseconds: the page
/// renders and handles clicks between slices.
const SLICE_MILLIS: f64 = 8.0;

#[wasm_bindgen]
extern "C" {
    /// `Date.now()`: milliseconds since the epoch (the search's slices are timed by it; the
    /// decisions themselves never depend on time).
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

/// What the hint shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// The search for a suggestion is running.
    Thinking,
    /// The suggestion and its reason, in words.
    Ready(String),
}

/// The seed of the decision due when `game` has `at` actions: a computer's turn, and the
/// hint for South there (so the hint recommends what the Expert would play in South's seat).
pub fn decision_seed(game_seed: u64, at: usize) -> u64 {
    game_seed ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A computer turn in progress.
struct Turn {
    epoch: u64,
    at: usize,
    seat: Seat,
    decision: Decision,
    /// `Date.now()` before which the action is not applied (the pace).
    ready_at: f64,
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
        let (difficulty, speed) = self
            .settings
            .with_untracked(|s| (s.difficulty(), s.speed.millis()));
        // The table pauses twice as long on a finished trick, to show it gathered.
        let pace = if pause { speed * 2 } else { speed };
        let seed =
            self.game.with_untracked(Game::seed) ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let turn = Turn {
            epoch,
            at,
            seat,
            decision: Decision::new(difficulty, &view, seed),
            ready_at: date_now() + pace as f64,
        };
        self.thinking.set(Some((epoch, at, seat)));
        set_timeout(move || self.think(turn), Duration::ZERO);
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
        let seed = decision_seed(self.game.with_untracked(Game::seed), at);
        let search = HintSearch::new(&view, seed);
        let epoch = self.epoch.get_value();
        set_timeout(move || self.think_hint(epoch, at, search), Duration::ZERO);
    }

    /// action once decided and the pace has passed. A stale turn is dropped, and so is a turn
    /// paused by a dialog (it starts again when the dialog closes: see `start_effects`).
    fn think(self, mut turn: Turn) {
        if !self.current(turn.epoch, turn.at) || self.paused_now() {
            self.done_thinking(turn.epoch, turn.at);
            return;
        }
        let deadline = date_now() + SLICE_MILLIS;
        loop {
            if let Some(action) = turn.decision.step() {
                let wait = (turn.ready_at - date_now()).max(0.0) as u64;
                let (epoch, at, seat) = (turn.epoch, turn.at, turn.seat);
                set_timeout(
                    move || {
                        self.done_thinking(epoch, at);
                        if self.current(epoch, at) && !self.paused_now() {
                            self.apply(seat, action);
                        }
                    },
                    Duration::from_millis(wait),
                );
                return;
            }
            if date_now() >= deadline {
                break;
            }
        }
        set_timeout(move || self.think(turn), Duration::ZERO);
    }

    fn done_thinking(self, epoch: u64, at: usize) {
        let this = self
            .thinking
            .try_with_untracked(|t| t.is_some_and(|(e, a, _)| (e, a) == (epoch, at)));
        if this == Some(true) {
            self.thinking.set(None);
        }
    }

    /// Runs the hint's search for a slice, then yields; shows the suggestion once found. A
    /// stale search (South acted, undo, a new game) is dropped.
    fn think_hint(self, epoch: u64, at: usize, mut search: HintSearch) {
        if !self.current(epoch, at)
            || self.hint.try_get_untracked().flatten() != Some(HintState::Thinking)
        {
            return;
        }
        let deadline = date_now() + SLICE_MILLIS;
        loop {
            if let Some(hints) = search.step() {
                let text = hints.first().map(|h| format!("Suggestion: {}", h.reason));
                if let Some(text) = &text {
                    self.announcement.set(text.clone());
                }
                self.hint.set(text.map(HintState::Ready));
                return;
            }
            if date_now() >= deadline {
                break;
            }
        }
        set_timeout(move || self.think_hint(epoch, at, search), Duration::ZERO);
    }
}
