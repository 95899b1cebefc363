//! Hints for a person: the legal options valued by the Expert's search, the one the Expert
//! would choose recommended, each with its values and a reason in words.

pub(crate) mod cards;
pub(crate) mod reason;

use euchre::{Action, PlayerView};

use crate::conventions::{Convention, TIE};
use crate::search::parts::{WorldResult, search_seed};
use crate::search::{Evaluation, SearchConfig, SearchRun};

/// One option with its values, as the search saw them, and why.
///
/// Every hint of a position together make a table a person can read side by side: the
/// option ([`label`](Hint::label)), its expected points, its chance of winning the game and
/// how its sampled hands ended (marches, euchres).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The action.
    pub action: Action,
    /// The action in a person's words: "Pick it up alone", "Call hearts", "Play 9♣".
    pub label: String,
    /// Expected points of the hand for the player's team, less the opponents'.
    pub expected_points: f64,
    /// Expected chance of winning the game, 0 to 1.
    pub win_chance: f64,
    /// Share of the sampled hands (weighted as the search weighs them), 0 to 1, in which
    /// the makers took all five tricks.
    pub march: f64,
    /// Share of the sampled hands in which the makers were euchred.
    pub euchre: f64,
    /// Share of the sampled hands in which the player's team made trump (1 for an order or
    /// a call, and once trump is made, 1 or 0 by who made it).
    pub ours: f64,
    /// Whether this is the option the hint recommends: the one the Expert would choose.
    pub recommended: bool,
    /// Whether the numbers cannot tell this option from the recommended one: it is the
    /// recommended one, or within [`TIE`] of the best chance to win or of the recommended
    /// option's (a loner not surely better than its partnered call is tied with it too). Two
    /// or more tied options make the decision a toss-up.
    pub tied: bool,
    /// For the recommended option, the convention that chose it among tied options, if one
    /// did ([`Convention::says`] words it).
    pub convention: Option<Convention>,
    /// A reason a person understands: the option's value against the next best, what makes
    /// it work, and what the cards say.
    pub reason: String,
}

/// The legal options of `view` valued by the Expert's search (reproducible: the same view
/// gives the same hints), the recommended one first, then the others best first. Empty
/// when the seat is not to act.
///
/// The same as [`HintSearch::new(view, 0)`](HintSearch::new) stepped to the end.
pub fn hint(view: &PlayerView) -> Vec<Hint> {
    let mut search = HintSearch::new(view, 0);
    loop {
        if let Some(hints) = search.step() {
            return hints;
        }
    }
}

/// The hint for a view, computed a slice at a time (one option in one sampled world per
/// [`step`](HintSearch::step)), so a page stays responsive while it thinks.
///
/// It searches exactly as the Expert does ([`SearchConfig::expert`]): the hint with seed
/// `s` recommends what [`player`](crate::player)`(Difficulty::Expert, s)` chooses in the
/// same view.
///
/// ```
/// use euchre::{Game, Rules};
/// use euchre_ai::{Difficulty, HintSearch, hint, player};
///
/// let game = Game::new(Rules::standard(), 1);
/// let view = game.view(game.to_act().unwrap());
/// let mut search = HintSearch::new(&view, 0);
/// let hints = loop {
///     if let Some(hints) = search.step() {
///         break hints;
///     }
/// };
/// assert_eq!(hints, hint(&view));
/// assert!(hints[0].recommended);
/// assert_eq!(hints[0].action, player(Difficulty::Expert, 0).choose(&view));
/// ```
#[derive(Clone, Debug)]
pub struct HintSearch {
    view: PlayerView,
    /// The search, the same as the Expert's [`Decision`](crate::Decision).
    run: SearchRun,
    hints: Option<Vec<Hint>>,
}

impl HintSearch {
    /// Starts the hint for `view`, sampling the worlds the Expert seeded with `seed` would
    /// (`seed` 0 gives exactly [`hint`]`(view)`). Empty hints when the seat is not to act.
    pub fn new(view: &PlayerView, seed: u64) -> HintSearch {
        HintSearch::with_config(view, seed, SearchConfig::expert())
    }

    /// The same with another search `config`: its worlds are drawn as the first decision of
    /// a [`Search`](crate::Search) with `config` seeded with `seed` draws them (the coach's
    /// review values options this way, with more worlds: [`SearchConfig::review`]).
    pub fn with_config(view: &PlayerView, seed: u64, config: SearchConfig) -> HintSearch {
        HintSearch {
            view: view.clone(),
            run: SearchRun::new(&config, view, search_seed(seed)),
            hints: view.legal_actions.is_empty().then(Vec::new),
        }
    }

    /// Scores every option in one sampled world (world *i* drawn from the seed and *i*, as
    /// the Expert's search draws it); the ranked hints (as [`hint`] returns them) once done,
    /// and the same hints on every later call.
    pub fn step(&mut self) -> Option<Vec<Hint>> {
        if self.hints.is_none() && self.run.step(&self.view) {
            self.hints = Some(ranked(&self.view, &self.run, None));
        }
        self.hints.clone()
    }
}

/// The hints [`HintSearch::new`]`(view, seed)` gives, from the results of its worlds in
/// index order (as a page merges them from parts; results past the search's stop are not
/// used).
pub(crate) fn from_results(view: &PlayerView, seed: u64, results: &[WorldResult]) -> Vec<Hint> {
    if view.legal_actions.is_empty() {
        return Vec::new();
    }
    let mut run = SearchRun::new(&SearchConfig::expert(), view, search_seed(seed));
    run.add_needed(results);
    ranked(view, &run, None)
}

/// The hints of a finished search: every option, best first, the one it takes recommended
/// and moved first. Each option's reason sets it against the recommended one, and the
/// recommended one's against `against` when given (the option a person chose: the coach's
/// review says why the best beat it), else against the next best.
pub(crate) fn ranked(view: &PlayerView, run: &SearchRun, against: Option<Action>) -> Vec<Hint> {
    let (mut evaluations, chosen) = run.outcome(view);
    let convention = run.choice(view, &evaluations).1;
    if let Some(other) = against.filter(|&a| a != chosen)
        && let Some(e) = evaluations.iter_mut().find(|e| e.action == chosen)
    {
        e.contrast = run.contrast(view, chosen, other);
    }
    // The recommended option first, the others in their order (a rotation, not a sort: no
    // stable-sort code in the wasm).
    if let Some(at) = evaluations.iter().position(|e| e.action == chosen) {
        evaluations[..=at].rotate_right(1);
    }
    let top = evaluations
        .iter()
        .map(|e| e.utility)
        .fold(f64::NEG_INFINITY, f64::max);
    let recommended = evaluations.first().map_or(top, |e| e.utility);
    // The search's own tie (within TIE of the best; the option it takes, which may be a
    // loner's partnered call further off), and within TIE of the option it takes.
    let tied = |e: &Evaluation| {
        e.action == chosen || e.utility >= top - TIE || recommended - e.utility < TIE
    };
    evaluations
        .iter()
        .map(|e| Hint {
            action: e.action,
            label: reason::label(view, e.action),
            expected_points: e.points,
            win_chance: e.utility,
            march: e.march,
            euchre: e.euchre,
            ours: e.ours,
            recommended: e.action == chosen,
            tied: tied(e),
            convention: convention.filter(|_| e.action == chosen),
            reason: reason::reason(view, e, &evaluations, convention),
        })
        .collect()
}
