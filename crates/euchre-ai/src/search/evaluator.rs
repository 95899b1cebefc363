//! A search's sums over the worlds merged so far: each option's weighted points, utility
//! and ends, the stop rule, and each option's expected result. Worlds are scored apart
//! ([`world`](super::world)) and added in index order ([`Evaluator::add`]).

use euchre::{Action, Phase, PlayerView, Players};

use super::later::Later;
use super::parts::WorldResult;
use super::value::Ends;
use super::{Evaluation, LaterCall, SURE_Z, SearchConfig};

/// A search's sums over the worlds merged so far.
#[derive(Clone, Debug)]
pub(crate) struct Evaluator {
    /// The minimum count of worlds.
    pub(super) worlds: usize,
    /// The most worlds, while the best two options are close.
    pub(super) max_worlds: usize,
    /// How many worlds are merged.
    pub(super) done: usize,
    pub(super) points: Vec<f64>,
    pub(super) utility: Vec<f64>,
    /// Each option's weighted march, euchre and our-contract counts.
    pub(super) ends: Vec<Ends>,
    /// Every merged world's results: for the paired differences of the stop rule, and for
    /// what happened where two options differ ([`contrast`](super::contrast)).
    pub(super) samples: Vec<WorldResult>,
    pub(super) total_weight: f64,
    /// In round 1, the index of the pass: its worlds that
    /// reach the viewer's round-2 turn are valued in `later`, the rest as any option's.
    pub(super) pass: Option<usize>,
    pub(super) later: Later,
}

impl Evaluator {
    pub(crate) fn new(config: &SearchConfig, view: &PlayerView) -> Evaluator {
        let (worlds, max_worlds) = if view.phase == Phase::Play {
            (config.play_worlds, config.max_play_worlds)
        } else {
            (config.bid_worlds, config.max_bid_worlds)
        };
        let worlds = worlds.max(1);
        let n = view.legal_actions.len();
        Evaluator {
            worlds,
            max_worlds: max_worlds.max(worlds),
            done: 0,
            points: vec![0.0; n],
            utility: vec![0.0; n],
            ends: vec![Ends::default(); n],
            samples: Vec::new(),
            total_weight: 0.0,
            pass: (view.phase == Phase::Bidding1)
                .then(|| view.legal_actions.iter().position(|&a| a == Action::Pass))
                .flatten(),
            later: Later::default(),
        }
    }

    /// Adds the next world's result (in index order).
    pub(super) fn add(&mut self, world: &WorldResult) {
        self.total_weight += world.weight;
        for (i, (p, u)) in world
            .weighted_points
            .iter()
            .zip(&world.weighted_utility)
            .enumerate()
        {
            self.points[i] += p;
            self.utility[i] += u;
        }
        for (end, [march, euchre, ours]) in self.ends.iter_mut().zip(&world.weighted_ends) {
            end.march += march;
            end.euchre += euchre;
            end.ours += ours;
        }
        if let Some(later) = &world.later {
            self.later.merge(&later.sums());
            self.later.weight += world.weight;
        }
        self.samples.push(world.clone());
        self.done += 1;
    }

    /// Each option's weighted sums of points, utility and ends, the pass's with the
    /// viewer's best round-2 option over the worlds that reached it; and that option's index in `later`.
    pub(super) fn totals(&self) -> (Vec<f64>, Vec<f64>, Vec<Ends>, Option<usize>) {
        let (mut points, mut utility, mut ends) =
            (self.points.clone(), self.utility.clone(), self.ends.clone());
        let best = self.later.best();
        if let (Some(i), Some(b)) = (self.pass, best) {
            points[i] += self.later.points[b];
            utility[i] += self.later.utility[b];
            ends[i].add(1.0, self.later.ends[b]);
        }
        (points, utility, ends, best)
    }

    /// Whether every world needed is done: `worlds`, or more up to `max_worlds` while the
    /// best option is not surely better than the next.
    pub(super) fn finished(&self) -> bool {
        if self.done < self.worlds {
            return false;
        }
        self.done >= self.max_worlds || self.sure()
    }

    /// Whether the best option leads the next by at least [`SURE_Z`] standard errors of their
    /// paired (same worlds) difference.
    pub(super) fn sure(&self) -> bool {
        let (_, utility, _, _) = self.totals();
        let n = utility.len();
        if n < 2 || self.samples.is_empty() {
            return true;
        }
        let (mut best, mut next) = (0, 1);
        if utility[next] > utility[best] {
            (best, next) = (next, best);
        }
        for i in 2..n {
            if utility[i] > utility[best] {
                next = best;
                best = i;
            } else if utility[i] > utility[next] {
                next = i;
            }
        }
        self.leads(best, next)
    }

    /// Whether option `a` (an index into the legal actions) leads option `b` by at least
    /// [`SURE_Z`] standard errors of their paired (same worlds) difference.
    pub(super) fn leads(&self, a: usize, b: usize) -> bool {
        let (_, utility, _, later) = self.totals();
        let total = self.total_weight;
        if self.samples.is_empty() || total <= 0.0 {
            return true;
        }
        let mean = (utility[a] - utility[b]) / total;
        // A world's utility of option i (the pass's: of the chosen round-2 option, when the
        // world reached it).
        let of = |sample: &WorldResult, i: usize| match (&sample.later, later) {
            (Some(l), Some(best)) if self.pass == Some(i) => l.utility[best],
            _ => sample.utility[i],
        };
        // The variance of a weighted mean: sum of w² (x - mean)² over (sum of w)².
        let variance: f64 = self
            .samples
            .iter()
            .map(|sample| {
                let d = of(sample, a) - of(sample, b) - mean;
                sample.weight * sample.weight * d * d
            })
            .sum::<f64>()
            / (total * total);
        mean * mean >= SURE_Z * SURE_Z * variance && mean > 0.0
    }

    /// Every legal action with its expected result so far, best first.
    pub(crate) fn evaluations(&self, view: &PlayerView) -> Vec<Evaluation> {
        let total = if self.total_weight > 0.0 {
            self.total_weight
        } else {
            1.0
        };
        let (points, utility, ends, later) = self.totals();
        // The pass's own round-2 call, and how the worlds that reach it end.
        let later = later
            .filter(|_| self.later.weight > 0.0)
            .map(|b| LaterCall {
                action: self.later.actions[b],
                reached: self.later.weight / total,
                march: self.later.ends[b].march / self.later.weight,
                euchre: self.later.ends[b].euchre / self.later.weight,
            });
        let mut evaluations: Vec<Evaluation> = view
            .legal_actions
            .iter()
            .enumerate()
            .map(|(i, &action)| Evaluation {
                action,
                points: points[i] / total,
                utility: utility[i] / total,
                march: ends[i].march / total,
                euchre: ends[i].euchre / total,
                ours: ends[i].ours / total,
                later: later.filter(|_| self.pass == Some(i)),
                contrast: None,
            })
            .collect();
        cap_loners_that_cannot_gain(view, &mut evaluations);
        // Best first, equal ones in the order of the legal actions. At most a dozen options:
        // an insertion sort (stable, and no general sort code in the wasm).
        for i in 1..evaluations.len() {
            let mut j = i;
            while j > 0
                && evaluations[j - 1]
                    .utility
                    .total_cmp(&evaluations[j].utility)
                    .is_lt()
            {
                evaluations.swap(j - 1, j);
                j -= 1;
            }
        }
        evaluations
    }
}

/// The same call with partner as `action` when `action` goes alone (an order or a round-2
/// call; defending alone is not a call).
pub(super) fn with_partner(action: Action) -> Option<Action> {
    match action {
        Action::OrderUp { alone: true } => Some(Action::OrderUp { alone: false }),
        Action::Call { trump, alone: true } => Some(Action::Call {
            trump,
            alone: false,
        }),
        _ => None,
    }
}

/// With four players, when a march with partner already wins the game, going alone can win
/// nothing the same call with partner would not: both end the game on a march, and a
/// partner's cards only add tricks. The play-outs say otherwise now and then (their partner
/// plays as the heuristic, which can cost a march a lone hand would have made), so such a
/// loner is valued no higher than its partnered call, which the player then takes. Where
/// the partnered call is not offered (the Canadian loner) nothing changes.
fn cap_loners_that_cannot_gain(view: &PlayerView, evaluations: &mut [Evaluation]) {
    let (mine, _) = crate::sides::standing(view);
    if view.rules.players != Players::Four || mine + 2 < view.rules.points_to_win.points() {
        return;
    }
    for i in 0..evaluations.len() {
        let Some(twin) = with_partner(evaluations[i].action) else {
            continue;
        };
        if let Some(partnered) = evaluations.iter().find(|e| e.action == twin) {
            let cap = partnered.utility - 1e-9;
            evaluations[i].utility = evaluations[i].utility.min(cap);
        }
    }
}
