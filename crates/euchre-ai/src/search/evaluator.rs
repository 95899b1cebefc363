//! A search's evaluation of every legal action in progress: one option in one sampled world
//! at a time ([`Evaluator::step`]), the stop rule, and each option's expected result.

use euchre::{Action, DealRng, Hand, Phase, PlayerView, determinize};

use super::later::{Later, to_own_turn};
use super::playout::bid_weight;
use super::value::{Ends, Standing, mean, result};
use super::{Evaluation, SURE_Z, SearchConfig, finish, finish_by_heuristic};
use crate::solver::Solver;

/// A search's evaluation of every legal action in progress, one option in one sampled world
/// at a time.
#[derive(Clone, Debug)]
pub(crate) struct Evaluator {
    pub(super) worlds: usize,
    pub(super) max_worlds: usize,
    pub(super) done: usize,
    /// The world being scored and its weight, and the next option to score in it.
    pub(super) current: Option<(Hand, f64)>,
    pub(super) option: usize,
    pub(super) points: Vec<f64>,
    pub(super) utility: Vec<f64>,
    /// Each option's weighted march, euchre and our-contract counts.
    pub(super) ends: Vec<Ends>,
    /// Every scored world's utilities, for the paired differences.
    pub(super) samples: Vec<Sample>,
    pub(super) total_weight: f64,
    /// In round 1, the index of the pass: its worlds that
    /// reach the viewer's round-2 turn are valued in `later`, the rest as any option's.
    pub(super) pass: Option<usize>,
    pub(super) later: Later,
}

/// One scored world: its weight and each option's utility; when the world reached the viewer's round-2 turn after its
/// pass, the utility of each of its options there (the pass's own entry then unused).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sample {
    pub(super) weight: f64,
    pub(super) utility: Vec<f64>,
    pub(super) later: Option<Vec<f64>>,
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
            current: None,
            option: 0,
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

    /// Scores one option in the current sampled world (sampling the next world first when
    /// the last is done): a bounded slice of work. True once every world is done.
    pub(crate) fn step(
        &mut self,
        view: &PlayerView,
        rng: &mut DealRng,
        solver: &mut Solver,
    ) -> bool {
        if self.finished() {
            return true;
        }
        let (world, weight) = match self.current {
            Some(current) => current,
            None => {
                let (world, weight) = self.sample(view, rng);
                self.total_weight += weight;
                self.current = Some((world, weight));
                self.option = 0;
                (world, weight)
            }
        };
        let i = self.option;
        let me = view.seat;
        let standing = Standing::of(view);
        let action = view.legal_actions[i];
        let mut reached = None;
        let (p, u, ends) = if view.phase == Phase::Play {
            let Action::Play(card) = action else {
                unreachable!("only cards are legal in play")
            };
            let double_dummy = |solver: &mut Solver| {
                let maker_tricks = solver.card_result(&world, card);
                let contract = world.contract().expect("play has a contract");
                let score = world.rules().score(
                    maker_tricks,
                    contract.alone,
                    world.defender_alone().is_some(),
                );
                result(view, Some((contract.maker, score)))
            };
            let by_heuristic = || {
                let mut w = world;
                w.apply_unchecked(action);
                result(view, finish_by_heuristic(&mut w, standing, me))
            };
            mean(double_dummy(solver), by_heuristic())
        } else {
            let mut w = world;
            w.apply_unchecked(action);
            if self.pass == Some(i) && to_own_turn(&mut w, standing, me) {
                let mut utilities = Vec::new();
                for later in &w.legal_actions() {
                    let mut x = w;
                    x.apply_unchecked(later);
                    let r = self.bid_result(view, solver, x);
                    utilities.push(r.1);
                    self.later.add(later, weight, r);
                }
                reached = Some(utilities);
                (0.0, 0.0, Ends::default())
            } else {
                self.bid_result(view, solver, w)
            }
        };
        self.points[i] += weight * p;
        self.utility[i] += weight * u;
        self.ends[i].add(weight, ends);
        if self.max_worlds > self.worlds {
            if i == 0 {
                self.samples.push(Sample {
                    weight,
                    utility: Vec::with_capacity(view.legal_actions.len()),
                    later: None,
                });
            }
            if let Some(sample) = self.samples.last_mut() {
                sample.utility.push(u);
                if reached.is_some() {
                    sample.later = reached;
                }
            }
        }
        self.option += 1;
        if self.option == view.legal_actions.len() {
            self.current = None;
            self.done += 1;
        }
        self.finished()
    }

    /// The result of a bid's play-outs in `world`, the bid made: the mean of double-dummy
    /// play and play as the heuristic would.
    pub(super) fn bid_result(
        &self,
        view: &PlayerView,
        solver: &mut Solver,
        mut w: Hand,
    ) -> (f64, f64, Ends) {
        let (standing, me) = (Standing::of(view), view.seat);
        let mut h = w;
        mean(
            result(view, finish(solver, &mut w, standing)),
            result(view, finish_by_heuristic(&mut h, standing, me)),
        )
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
        if self.current.is_some() || self.done < self.worlds {
            return false;
        }
        self.done >= self.max_worlds || self.sure()
    }

    /// Whether the best option leads the next by at least [`SURE_Z`] standard errors of their
    /// paired (same worlds) difference.
    pub(super) fn sure(&self) -> bool {
        let (_, utility, _, later) = self.totals();
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
        let total = self.total_weight;
        if total <= 0.0 {
            return true;
        }
        let mean = (utility[best] - utility[next]) / total;
        // A world's utility of option i (the pass's: of the chosen round-2 option, when the
        // world reached it).
        let of = |sample: &Sample, i: usize| match (&sample.later, later) {
            (Some(us), Some(b)) if self.pass == Some(i) => us[b],
            _ => sample.utility[i],
        };
        // The variance of a weighted mean: sum of w² (x - mean)² over (sum of w)².
        let variance: f64 = self
            .samples
            .iter()
            .map(|sample| {
                let d = of(sample, best) - of(sample, next) - mean;
                sample.weight * sample.weight * d * d
            })
            .sum::<f64>()
            / (total * total);
        mean * mean >= SURE_Z * SURE_Z * variance && mean > 0.0
    }

    /// One world and its weight: how well the other seats' actions fit the cards it gives
    /// them ([`bid_weight`]).
    pub(super) fn sample(&self, view: &PlayerView, rng: &mut DealRng) -> (Hand, f64) {
        let world = determinize(view, rng);
        let weight = bid_weight(&world, view);
        (world, weight)
    }

    /// Every legal action with its expected result so far, best first.
    pub(crate) fn evaluations(&self, view: &PlayerView) -> Vec<Evaluation> {
        let total = if self.total_weight > 0.0 {
            self.total_weight
        } else {
            1.0
        };
        let (points, utility, ends, _) = self.totals();
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
            })
            .collect();
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
