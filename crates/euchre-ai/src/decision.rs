//! Decisions advanced a slice at a time, so that a browser can think between timer ticks
//! and clicks stay responsive.

use euchre::{Action, PlayerView};

use crate::search::parts::{WorldResult, search_seed};
use crate::search::{SearchConfig, SearchRun, forced};
use crate::{Difficulty, Heuristic, Player};

/// A decision in progress, advanced a slice at a time: the same action as
/// [`player`](crate::player)`(difficulty, seed).choose(view)`, every option in one sampled
/// world per [`step`](Decision::step).
///
/// ```
/// use euchre::{Game, Rules};
/// use euchre_ai::{Decision, Difficulty, player};
///
/// let game = Game::new(Rules::standard(), 1);
/// let view = game.view(game.to_act().unwrap());
/// let mut decision = Decision::new(Difficulty::Expert, &view, 7);
/// let action = loop {
///     if let Some(action) = decision.step() {
///         break action;
///     }
/// };
/// assert_eq!(action, player(Difficulty::Expert, 7).choose(&view));
/// ```
#[derive(Clone, Debug)]
pub struct Decision {
    state: State,
}

#[derive(Clone, Debug)]
enum State {
    /// Decided (or, with no legal action, never: `None`).
    Done(Option<Action>),
    /// A Hard or Expert search (the same as the player's first decision).
    Searching {
        view: Box<PlayerView>,
        run: Box<SearchRun>,
    },
}

impl Decision {
    /// Starts deciding for `view.seat` at `difficulty`, reproducibly from `seed`. Easy and
    /// Normal decide at once. A view with no legal action (not the seat's turn) never
    /// decides: [`step`](Decision::step) returns `None`.
    pub fn new(difficulty: Difficulty, view: &PlayerView, seed: u64) -> Decision {
        let state = match start(difficulty, view, seed) {
            Start::Decided(action) => State::Done(action),
            Start::Search(run) => State::Searching {
                view: Box::new(view.clone()),
                run,
            },
        };
        Decision { state }
    }

    /// Does a bounded slice of work (every option in one sampled world); returns the action
    /// once decided, and the same action on every later call.
    pub fn step(&mut self) -> Option<Action> {
        match &mut self.state {
            State::Done(action) => *action,
            State::Searching { view, run } => {
                if !run.step(view) {
                    return None;
                }
                let action = run.outcome(view).1;
                self.state = State::Done(Some(action));
                Some(action)
            }
        }
    }
}

/// How a decision starts: decided at once (Easy, Normal, a forced choice; `None` when the
/// seat is not to act), or a search of the player's first decision.
enum Start {
    Decided(Option<Action>),
    Search(Box<SearchRun>),
}

fn start(difficulty: Difficulty, view: &PlayerView, seed: u64) -> Start {
    if view.legal_actions.is_empty() {
        return Start::Decided(None);
    }
    let config = match difficulty {
        Difficulty::Easy => return Start::Decided(Some(Heuristic::easy(seed).choose(view))),
        Difficulty::Normal => return Start::Decided(Some(Heuristic::decide_normal(view))),
        Difficulty::Hard => SearchConfig::hard(),
        Difficulty::Expert => SearchConfig::expert(),
    };
    match forced(&config, view) {
        Some(action) => Start::Decided(Some(action)),
        None => Start::Search(Box::new(SearchRun::new(&config, view, search_seed(seed)))),
    }
}

/// The action [`Decision::new`]`(difficulty, view, seed)` takes, given the results of its
/// worlds in index order (as a page merges them from parts; results past the search's stop
/// are not used): none when the seat is not to act. Easy and Normal need no worlds.
pub(crate) fn pick(
    difficulty: Difficulty,
    view: &PlayerView,
    seed: u64,
    results: &[WorldResult],
) -> Option<Action> {
    match start(difficulty, view, seed) {
        Start::Decided(action) => action,
        Start::Search(mut run) => {
            run.add_needed(results);
            Some(run.outcome(view).1)
        }
    }
}
