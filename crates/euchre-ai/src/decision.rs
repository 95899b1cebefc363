//! Decisions advanced a slice at a time, so that a browser can think between timer ticks
//! and clicks stay responsive.

use euchre::{Action, PlayerView};

use crate::search::parts::{Merge, WorldResult, evaluate_worlds};
use crate::search::{Search, SearchConfig};
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
    Searching {
        view: Box<PlayerView>,
        search: Box<Search>,
        merge: Box<Merge>,
        seed: u64,
    },
}

impl Decision {
    /// Starts deciding for `view.seat` at `difficulty`, reproducibly from `seed`. Easy and
    /// Normal decide at once. A view with no legal action (not the seat's turn) never
    /// decides: [`step`](Decision::step) returns `None`.
    pub fn new(difficulty: Difficulty, view: &PlayerView, seed: u64) -> Decision {
        let state = if view.legal_actions.is_empty() {
            State::Done(None)
        } else {
            match difficulty {
                Difficulty::Easy => State::Done(Some(Heuristic::easy(seed).choose(view))),
                Difficulty::Normal => State::Done(Some(Heuristic::decide(view))),
                Difficulty::Hard => searching(SearchConfig::hard(), view, seed),
                Difficulty::Expert => searching(SearchConfig::expert(), view, seed),
            }
        };
        Decision { state }
    }

    /// Does a bounded slice of work (every option in one sampled world); returns the action
    /// once decided, and the same action on every later call.
    pub fn step(&mut self) -> Option<Action> {
        match &mut self.state {
            State::Done(action) => *action,
            State::Searching {
                view,
                search,
                merge,
                seed,
            } => {
                if let Some(range) = merge.next() {
                    let world = range.start..range.start + 1;
                    merge.add(&evaluate_worlds(view, *seed, world));
                    if merge.next().is_some() {
                        return None;
                    }
                }
                let action = search.pick(view, &merge.evaluations(view));
                self.state = State::Done(Some(action));
                Some(action)
            }
        }
    }
}

fn searching(config: SearchConfig, view: &PlayerView, seed: u64) -> State {
    let mut search = Search::new(config, seed);
    if let Some(action) = search.without_search(view) {
        return State::Done(Some(action));
    }
    State::Searching {
        view: Box::new(view.clone()),
        merge: Box::new(Merge::new(&config, view)),
        seed: search.next_seed(),
        search: Box::new(search),
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
    let config = match difficulty {
        Difficulty::Hard => SearchConfig::hard(),
        Difficulty::Expert => SearchConfig::expert(),
        _ => return Decision::new(difficulty, view, seed).step(),
    };
    if view.legal_actions.is_empty() {
        return None;
    }
    let search = Search::new(config, seed);
    if let Some(action) = search.without_search(view) {
        return Some(action);
    }
    let mut merge = Merge::new(&config, view);
    merge.add_needed(results);
    Some(search.pick(view, &merge.evaluations(view)))
}
