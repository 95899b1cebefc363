//! One search of a view, whoever scores its worlds: the only way Bower searches.
//!
//! A [`SearchRun`] says which worlds it needs next ([`SearchRun::next`]: the minimum count
//! first, then a batch of [`BATCH`] at a time while the best two options are closer than
//! [`SURE_Z`](super::SURE_Z) standard errors, up to the maximum), merges their results in
//! index order ([`SearchRun::add`]) and, once done, gives every option's evaluation and the
//! option taken ([`SearchRun::outcome`]). The worlds come from
//! [`evaluate_worlds`](super::parts::evaluate_worlds), here ([`SearchRun::step`],
//! [`SearchRun::run`]) or in other workers ([`work::Split`](crate::work::Split)); since world
//! *i* depends on the seed and *i* only and the stop is checked on fixed batches, the
//! outcome is the same, bit for bit, however the worlds are shared.
//!
//! The Hard and Expert players ([`Search`](super::Search)), a decision a slice at a time
//! ([`Decision`](crate::Decision)), the hint ([`HintSearch`](crate::HintSearch)), the
//! coach's review and the workers' parts all run this.

use std::ops::Range;

use euchre::{Action, Phase, PlayerView};

use super::evaluator::with_partner;
use super::parts::{WorldResult, evaluate_worlds};
use super::{Contrast, Evaluation, Evaluator, SearchConfig};
use crate::conventions::{Convention, TIE, conventional};
use crate::heuristic::Heuristic;

/// Worlds are added past the minimum this many at a time; the stop rule is checked after
/// each batch.
pub const BATCH: usize = 8;

/// One search of a view in progress: the worlds' results merged so far, in index order,
/// and the stop rule.
#[derive(Clone, Debug)]
pub struct SearchRun {
    /// The seed the worlds are drawn from, with their index.
    seed: u64,
    evaluator: Evaluator,
}

impl SearchRun {
    /// The search of `view` under `config`, its worlds drawn from `seed` (a player's next
    /// seed: [`search_seed`](super::parts::search_seed) of the player's seed for its first
    /// decision).
    pub fn new(config: &SearchConfig, view: &PlayerView, seed: u64) -> SearchRun {
        SearchRun {
            seed,
            evaluator: Evaluator::new(config, view),
        }
    }

    /// The worlds to score next (the minimum count first, then a batch at a time), or
    /// `None` once the search is done.
    ///
    /// The stop rule is checked only at the end of the minimum and of each batch, so adding
    /// the worlds one at a time ([`step`](SearchRun::step)) or a range at a time merges the
    /// same worlds.
    pub fn next(&self) -> Option<Range<usize>> {
        let e = &self.evaluator;
        if e.done < e.worlds {
            return Some(e.done..e.worlds);
        }
        let into = (e.done - e.worlds) % BATCH;
        if (into == 0 || e.done >= e.max_worlds) && e.finished() {
            return None;
        }
        Some(e.done..(e.done - into + BATCH).min(e.max_worlds))
    }

    /// Whether the search has seen every world it needs.
    pub fn done(&self) -> bool {
        self.next().is_none()
    }

    /// How many worlds are merged.
    pub fn merged(&self) -> usize {
        self.evaluator.done
    }

    /// The most worlds this search looks at.
    pub fn limit(&self) -> usize {
        self.evaluator.max_worlds
    }

    /// Scores worlds `worlds` of this search (here; a worker does the same for its part).
    pub fn evaluate(&self, view: &PlayerView, worlds: Range<usize>) -> Vec<WorldResult> {
        evaluate_worlds(view, self.seed, worlds)
    }

    /// Adds the results of the next worlds, in index order (from world
    /// [`merged`](SearchRun::merged) on).
    pub fn add(&mut self, results: &[WorldResult]) {
        for world in results {
            self.evaluator.add(world);
        }
    }

    /// Adds the results of the next worlds, in index order, as long as the search needs
    /// them (the stop rule checked at the end of each round, as [`next`](SearchRun::next)
    /// does), and returns how many it took: the rest are past the search's end (a part
    /// that spans several batches, of which the last were not needed).
    pub fn add_needed(&mut self, results: &[WorldResult]) -> usize {
        let mut taken = 0;
        while taken < results.len()
            && let Some(need) = self.next()
        {
            let n = (need.end - self.merged()).min(results.len() - taken);
            self.add(&results[taken..taken + n]);
            taken += n;
        }
        taken
    }

    /// Scores the next world here and merges it: a bounded slice of work (every option in
    /// one world). True once the search is done.
    pub fn step(&mut self, view: &PlayerView) -> bool {
        if let Some(range) = self.next() {
            let world = range.start..range.start + 1;
            self.add(&self.evaluate(view, world));
        }
        self.done()
    }

    /// Runs the search to its end here, each round's worlds scored in `parts` contiguous
    /// ranges apart (as that many workers would): the same outcome for every `parts`.
    pub fn run(&mut self, view: &PlayerView, parts: usize) {
        while let Some(range) = self.next() {
            let size = range.len().div_ceil(parts.max(1));
            let mut start = range.start;
            while start < range.end {
                let end = (start + size).min(range.end);
                self.add(&self.evaluate(view, start..end));
                start = end;
            }
        }
    }

    /// Every legal action with its expected result over the worlds merged, best first.
    pub fn evaluations(&self, view: &PlayerView) -> Vec<Evaluation> {
        self.evaluator.evaluations(view)
    }

    /// Every legal action's evaluation, best first, and the action the search takes: the
    /// best, ties (common when nothing matters, and within 1e-9) going to the heuristic's
    /// choice. Each evaluation is set against the action taken (that one against the next
    /// best) over the worlds where the two differ ([`Evaluation::contrast`]).
    pub fn outcome(&self, view: &PlayerView) -> (Vec<Evaluation>, Action) {
        let mut evaluations = self.evaluations(view);
        let action = self.choice(view, &evaluations).0;
        let next = evaluations.iter().map(|e| e.action).find(|&a| a != action);
        for e in &mut evaluations {
            let other = if e.action == action {
                next
            } else {
                Some(action)
            };
            e.contrast = other.and_then(|o| self.contrast(view, e.action, o));
        }
        (evaluations, action)
    }

    /// The option the search takes among `evaluations` (this run's), and the convention
    /// that chose it, if one did ([`choice`]). An option within [`TIE`] of the best is a
    /// toss-up with it only if the worlds do not show the best surely ahead (by
    /// [`SURE_Z`](super::SURE_Z) standard errors of their paired difference): a small
    /// difference every world agrees on is a difference. A loner is a toss-up with the same
    /// call with the partner unless it is better by [`TIE`] and the worlds show it surely
    /// better: alone only past the noise.
    pub(crate) fn choice(
        &self,
        view: &PlayerView,
        evaluations: &[Evaluation],
    ) -> (Action, Option<Convention>) {
        let index = |a: Action| view.legal_actions.iter().position(|&x| x == a);
        let top = evaluations
            .iter()
            .max_by(|a, b| a.utility.total_cmp(&b.utility))
            .map(|e| e.action);
        let Some((top, t)) = top.and_then(|a| Some((a, index(a)?))) else {
            return choice(view, evaluations, |_| false, |_| true);
        };
        let value = |a: Action| {
            evaluations
                .iter()
                .find(|e| e.action == a)
                .map(|e| e.utility)
        };
        let twin = with_partner(top)
            .and_then(|partnered| Some((partnered, index(partnered)?)))
            .filter(|&(partnered, p)| {
                let gap = value(top).zip(value(partnered)).map(|(a, b)| a - b);
                gap.is_none_or(|gap| gap < TIE) || !self.evaluator.leads(t, p)
            })
            .map(|(partnered, _)| partnered);
        let unsure = |a: Action| index(a).is_some_and(|i| i == t || !self.evaluator.leads(t, i));
        choice(view, evaluations, |a| Some(a) == twin, unsure)
    }

    /// Option `action` against `other` over the worlds merged so far where the two end
    /// differently; `None` when either is not legal or they never differ.
    pub fn contrast(&self, view: &PlayerView, action: Action, other: Action) -> Option<Contrast> {
        self.evaluator.contrast(view, action, other)
    }
}

/// Whether a search player with `config` searches `view`: more than one legal option, and
/// worlds for its phase. Never whether to call for the partner's best: calling is never
/// worse (the card received may be buried, which leaves the hand as it was), so the
/// heuristic's call is taken rather than a play-out's noise between two equal options.
pub(crate) fn searches(config: &SearchConfig, view: &PlayerView) -> bool {
    let worlds = if view.phase == Phase::Play {
        config.play_worlds
    } else {
        config.bid_worlds
    };
    view.legal_actions.len() > 1 && worlds > 0 && view.phase != Phase::CallForBest
}

/// The action a search player takes without searching, when there is nothing to search:
/// the only legal one, or the heuristic's choice when `config` leaves the phase to it (no
/// worlds). `None` when it searches (or the seat has no legal action).
pub(crate) fn forced(config: &SearchConfig, view: &PlayerView) -> Option<Action> {
    match view.legal_actions[..] {
        _ if searches(config, view) => None,
        [] => None,
        [only] => Some(only),
        _ => Some(Heuristic::decide(view)),
    }
}

/// The option the search takes: among the options within [`TIE`] of the best chance of
/// winning the game (a toss-up by the numbers), the one Euchre's conventions choose; else
/// the best, ties (within 1e-9) going to the heuristic's choice.
#[cfg(test)]
pub(crate) fn best(view: &PlayerView, evaluations: &[Evaluation]) -> Action {
    choice(view, evaluations, |_| false, |_| true).0
}

/// The option the search takes, and the convention that chose it: among the options within
/// [`TIE`] of the best chance of winning the game that `unsure` keeps (the search cannot
/// tell them from the best), and any `also_tied` names (as good as the best by another
/// measure), the one Euchre's conventions choose; else the best, ties (within 1e-9) going
/// to the heuristic's choice.
pub(crate) fn choice(
    view: &PlayerView,
    evaluations: &[Evaluation],
    also_tied: impl Fn(Action) -> bool,
    unsure: impl Fn(Action) -> bool,
) -> (Action, Option<Convention>) {
    let top = evaluations
        .iter()
        .map(|e| e.utility)
        .fold(f64::NEG_INFINITY, f64::max);
    let mut tied: Vec<&Evaluation> = evaluations
        .iter()
        .filter(|e| (e.utility >= top - TIE && unsure(e.action)) || also_tied(e.action))
        .collect();
    tied.sort_by(|a, b| b.utility.total_cmp(&a.utility));
    let options: Vec<Action> = tied.iter().map(|e| e.action).collect();
    if let Some((action, convention)) = conventional(view, &options) {
        return (action, Some(convention));
    }
    let heuristic = Heuristic::decide(view);
    let mut best = heuristic;
    let mut best_value = f64::NEG_INFINITY;
    for e in evaluations {
        let cost = if e.action == heuristic { 0.0 } else { 1e-9 };
        let value = e.utility - cost;
        if value > best_value || (value == best_value && e.action == heuristic) {
            best = e.action;
            best_value = value;
        }
    }
    (best, None)
}

#[cfg(test)]
mod tests;
