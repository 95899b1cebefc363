//! Perfect-information Monte Carlo: sample worlds consistent with the view (weighted by
//! what the bids and plays reveal), play every option out in each world — the rest of the
//! bidding by the heuristic, the cards by the double-dummy solver, by the heuristic, or the
//! mean of the two ([`Playout`]) — and take the option with the best expected result given
//! the score ([`value`]: by partnership with four, by seat with three).

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, Hand, Phase, PlayerView, Trump, below, determinize};

use serde::{Deserialize, Serialize};

use crate::Player;
use crate::heuristic::Heuristic;
use crate::solver::Solver;

mod later;
pub mod parts;
mod playout;
pub(crate) mod value;

use later::{Later, to_own_turn};
use playout::{Misfit, bid_weight};
pub(crate) use playout::{finish, finish_by_heuristic, finish_mixed};
use value::{Ends, Standing, mean, result};

/// How much a search looks: counts of worlds, never time, so every decision is
/// reproducible from the seed. A serde type: a worker's job can carry one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchConfig {
    /// Worlds sampled for a card to play; 0 leaves the cards to the heuristic.
    pub play_worlds: usize,
    /// Worlds sampled for a bid, a discard or a defend-alone decision; 0 leaves those to
    /// the heuristic.
    pub bid_worlds: usize,
    /// Up to this many worlds for a bid (a discard, a defend-alone decision) while the best
    /// two options are closer than [`SearchConfig::sure_z10`] (tenths of standard errors);
    /// at most `bid_worlds` when smaller.
    pub max_bid_worlds: usize,
    /// The same for a card to play.
    pub max_play_worlds: usize,
    /// How sure the search must be, in standard errors of the paired difference between the
    /// best option and the next, to stop before the maximum count of worlds (tenths).
    pub sure_z10: u32,
    /// Weight worlds by how well each seat's bids and plays fit the cards it holds in them.
    pub inference: bool,
    /// Keep the heuristic's choice unless another option is better by this much chance of
    /// winning the game, in basis points (1/10,000): guards against sampling noise.
    pub margin_bp: u32,
    /// The margin (as `margin_bp`) to make a trump the heuristic would not: to order or
    /// call where it passes, or call another suit. Double-dummy play overrates marginal
    /// makers' hands.
    pub make_margin_bp: u32,
    /// The margin (as `margin_bp`) to play a card other than the heuristic's: a convention
    /// the partner's inference reads (it models a card as the heuristic plays it). Absent
    /// from older jobs: 0.
    #[serde(default)]
    pub play_margin_bp: u32,
    /// How the cards of a sampled world are played to value a bid.
    pub bid_playout: Playout,
    /// How the rest of the hand is played in a sampled world to value a card.
    pub play_playout: Playout,
    /// With inference, weigh worlds by the partner's actions as well as the opponents'.
    pub infer_from_partner: bool,
    /// With inference, candidate worlds drawn per world used, each kept with its weight as
    /// the chance; 1 weighs every drawn world instead.
    pub tries: u32,
    /// With inference, candidate worlds drawn per world used: one is kept with a chance in
    /// proportion to its weight and counts with their mean weight (importance resampling:
    /// the kept worlds follow what the bids and plays reveal, their weights even out); above
    /// 1 it takes the place of `tries`. 1 (or 0) leaves the worlds to `tries`. Absent from
    /// older jobs: 0.
    #[serde(default)]
    pub candidates: u32,
    /// With inference, a world's weight is multiplied by this (percent) for each bid of
    /// another seat that the heuristic would not have made with the cards held there.
    pub bid_misfit_pct: u8,
    /// The same for each card another seat played that the heuristic would not have played.
    pub play_misfit_pct: u8,
    /// With inference by four, each card the partner played weighs a world by the chance
    /// the Expert's card policy ([`crate::policy::EXPERT`]) gives it with the cards the
    /// world gives the partner: with this chance (percent) the partner plays as the policy,
    /// otherwise any legal card alike. 0 reads the partner's cards as the opponents'
    /// (`play_misfit_pct`). Absent from older jobs: 0.
    #[serde(default)]
    pub partner_policy_pct: u8,
    /// In round 1, value a pass with the viewer's own round-2 bid chosen by the search: one
    /// choice, the best over the worlds that reach its turn (where it knows the same thing),
    /// instead of the heuristic's bid in each world. Absent from older jobs: false.
    #[serde(default)]
    pub own_round2: bool,
}

/// How the rest of a sampled world's hand is played out to value an option: a bid (or a
/// discard or a defend-alone decision), or a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Playout {
    /// Double-dummy: everyone plays perfectly, every card known (overrates long, strong
    /// hands: real play is imperfect).
    DoubleDummy,
    /// Every seat plays as the heuristic does from its own view of the world, the viewer's
    /// side as [`Heuristic::decide_drawing_trump`] (a maker with two trumps draws trump
    /// first), the better player.
    Heuristic,
    /// The mean of the two.
    Both,
    /// The viewer's team plays its best card as the double-dummy solver sees it, the
    /// opponents play as the heuristic does.
    Mixed,
}

impl SearchConfig {
    /// The Hard level: the Expert's bids (40 worlds, on up to 160 while the best two options
    /// are close) and play-outs, with inference, but a card in only 12 worlds (the Expert: 64
    /// to 192). Bids are where a search wins most (docs/strength.md, session 8: Hard's earlier
    /// 12 cards / 16 bids double-dummy won 53 % against Normal, this 62 %) and they are 1–2
    /// decisions a hand, so Hard's median stays about a sixth of the Expert's. Its round-1
    /// passes count its own round-2 bid as it will search it ([`SearchConfig::own_round2`]).
    pub const fn hard() -> SearchConfig {
        SearchConfig {
            play_worlds: 12,
            bid_worlds: 40,
            max_bid_worlds: 160,
            max_play_worlds: 0,
            sure_z10: 20,
            inference: true,
            margin_bp: 0,
            make_margin_bp: 0,
            play_margin_bp: 0,
            bid_playout: Playout::Both,
            play_playout: Playout::Both,
            infer_from_partner: true,
            tries: 1,
            candidates: 1,
            bid_misfit_pct: 20,
            play_misfit_pct: 60,
            partner_policy_pct: 0,
            own_round2: true,
        }
    }

    /// The Expert level: more worlds, weighted by the bids and plays; a bid looks at 40
    /// worlds, on up to 160, and a card at 64, on up to 192, while the best two options are
    /// close; both are valued by the mean of double-dummy play and play as the heuristic
    /// would. (Session 9: twice session 8's card worlds won about a point more on both
    /// seeds, docs/strength.md; the bids' tail is unchanged, so is the p99.) A round-1 pass
    /// counts the Expert's own round-2 bid as one choice over the worlds that reach it
    /// ([`SearchConfig::own_round2`]; session 13: +0.1 and +0.6 points on the two seeds, Hard
    /// +0.4, at no measurable cost).
    pub const fn expert() -> SearchConfig {
        SearchConfig {
            play_worlds: 64,
            bid_worlds: 40,
            max_bid_worlds: 160,
            max_play_worlds: 192,
            sure_z10: 20,
            inference: true,
            margin_bp: 0,
            make_margin_bp: 0,
            play_margin_bp: 0,
            bid_playout: Playout::Both,
            play_playout: Playout::Both,
            infer_from_partner: true,
            tries: 1,
            candidates: 1,
            bid_misfit_pct: 20,
            play_misfit_pct: 60,
            partner_policy_pct: 0,
            own_round2: true,
        }
    }

    /// The coach's review ([`review`](crate::review)): the Expert's search with more worlds
    /// (a card in 96 worlds, on up to 288 while its best two options are close; a bid in
    /// 120, on up to 480: three times the bid's), so that the cost of a choice stands above the
    /// search's noise. It runs in the background, after the hand.
    pub const fn review() -> SearchConfig {
        SearchConfig {
            play_worlds: 96,
            bid_worlds: 120,
            max_bid_worlds: 480,
            max_play_worlds: 288,
            ..SearchConfig::expert()
        }
    }
}

/// One option's expected result over the sampled worlds, and how its play-outs ended.
///
/// The shares are weighted as the search weighs its worlds (and, with
/// [`Playout::Both`], count each of the two play-outs of a world half).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Evaluation {
    /// The action.
    pub action: Action,
    /// Expected points of the hand for the viewer's team, less the opponents' (by three:
    /// the viewer's points less the mean of the other two players').
    pub points: f64,
    /// Expected chance of winning the game after this hand (what the search maximises).
    pub utility: f64,
    /// Share of the play-outs, 0 to 1, in which the makers took all five tricks.
    pub march: f64,
    /// Share of the play-outs in which the makers were euchred (took two tricks or fewer).
    pub euchre: f64,
    /// Share of the play-outs in which the viewer's team (by three: the viewer) made trump
    /// (the rest: the opponents did, or the hand was thrown in).
    pub ours: f64,
}

/// The search player (Hard and Expert levels).
#[derive(Clone, Debug)]
pub struct Search {
    config: SearchConfig,
    rng: DealRng,
    name: String,
}

impl Search {
    /// A search player with `config`, reproducible from `seed`.
    pub fn new(config: SearchConfig, seed: u64) -> Search {
        let name = if config == SearchConfig::expert() {
            "expert".to_string()
        } else if config == SearchConfig::hard() {
            "hard".to_string()
        } else {
            format!("search-{}/{}", config.play_worlds, config.bid_worlds)
        };
        Search {
            config,
            rng: DealRng::seed_from_u64(seed),
            name,
        }
    }

    /// Every legal action with its expected result, best first: worlds drawn from the
    /// decision's seed and their index, stopped on batches ([`parts`]), so that workers can
    /// share them.
    pub fn evaluate(&mut self, view: &PlayerView) -> Vec<Evaluation> {
        let seed = self.next_seed();
        parts::evaluate_in_parts(&self.config, view, seed, 1).0
    }

    /// The configuration.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// The action without searching, when there is nothing to search: the only legal one,
    /// or the heuristic's choice when the phase is left to it (no worlds).
    pub(crate) fn without_search(&self, view: &PlayerView) -> Option<Action> {
        let legal = &view.legal_actions;
        if legal.len() == 1 {
            return Some(legal[0]);
        }
        let worlds = if view.phase == Phase::Play {
            self.config.play_worlds
        } else {
            self.config.bid_worlds
        };
        if worlds == 0 {
            return Some(Heuristic::decide(view));
        }
        None
    }

    /// The action to take given every option's evaluation: the best once every option
    /// other than the heuristic's choice pays its margin ([`SearchConfig::margin_bp`], and
    /// [`SearchConfig::make_margin_bp`] to make a trump the heuristic would not). Ties
    /// (common when nothing matters) go to the heuristic.
    pub(crate) fn pick(&self, view: &PlayerView, evaluations: &[Evaluation]) -> Action {
        let heuristic = Heuristic::decide(view);
        let trump_of = |action: Action| match action {
            Action::OrderUp { .. } => Some(Trump::Suit(view.upcard.suit())),
            Action::Call { trump, .. } => Some(trump),
            _ => None,
        };
        let cost = |action: Action| {
            if action == heuristic {
                return 0.0;
            }
            let mut bp = self.config.margin_bp;
            if view.phase == Phase::Play {
                bp = bp.max(self.config.play_margin_bp);
            }
            if trump_of(action).is_some_and(|t| trump_of(heuristic) != Some(t)) {
                bp = bp.max(self.config.make_margin_bp);
            }
            f64::from(bp) / 10_000.0 + 1e-9
        };
        let mut best = heuristic;
        let mut best_value = f64::NEG_INFINITY;
        for e in evaluations {
            let value = e.utility - cost(e.action);
            if value > best_value || (value == best_value && e.action == heuristic) {
                best = e.action;
                best_value = value;
            }
        }
        best
    }
}

/// A search's evaluation of every legal action in progress, one option in one sampled world
/// at a time.
#[derive(Clone, Debug)]
pub(crate) struct Evaluator {
    worlds: usize,
    max_worlds: usize,
    sure_z: f64,
    done: usize,
    inference: bool,
    /// The world being scored and its weight, and the next option to score in it.
    current: Option<(Hand, f64)>,
    option: usize,
    tries: u32,
    candidates: u32,
    bid_playout: Playout,
    play_playout: Playout,
    infer_from_partner: bool,
    misfit: Misfit,
    points: Vec<f64>,
    utility: Vec<f64>,
    /// Each option's weighted march, euchre and our-contract counts.
    ends: Vec<Ends>,
    /// Every scored world's utilities, for the paired differences.
    samples: Vec<Sample>,
    total_weight: f64,
    /// With [`SearchConfig::own_round2`] in round 1, the index of the pass: its worlds that
    /// reach the viewer's round-2 turn are valued in `later`, the rest as any option's.
    pass: Option<usize>,
    later: Later,
}

/// One scored world: its weight and each option's utility; with
/// [`SearchConfig::own_round2`], when the world reached the viewer's round-2 turn after its
/// pass, the utility of each of its options there (the pass's own entry then unused).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Sample {
    pub weight: f64,
    pub utility: Vec<f64>,
    pub later: Option<Vec<f64>>,
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
            sure_z: f64::from(config.sure_z10) / 10.0,
            done: 0,
            inference: config.inference,
            current: None,
            option: 0,
            tries: config.tries.max(1),
            candidates: config.candidates.max(1),
            bid_playout: config.bid_playout,
            play_playout: config.play_playout,
            infer_from_partner: config.infer_from_partner,
            misfit: Misfit {
                bid: f64::from(config.bid_misfit_pct) / 100.0,
                play: f64::from(config.play_misfit_pct) / 100.0,
                partner_policy: f64::from(config.partner_policy_pct.min(100)) / 100.0,
            },
            points: vec![0.0; n],
            utility: vec![0.0; n],
            ends: vec![Ends::default(); n],
            samples: Vec::new(),
            total_weight: 0.0,
            pass: (config.own_round2 && view.phase == Phase::Bidding1)
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
            match self.play_playout {
                Playout::DoubleDummy => double_dummy(solver),
                Playout::Heuristic => by_heuristic(),
                Playout::Both => mean(double_dummy(solver), by_heuristic()),
                Playout::Mixed => {
                    let mut w = world;
                    w.apply_unchecked(action);
                    result(view, finish_mixed(solver, &mut w, standing, me))
                }
            }
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

    /// The result of a bid's play-out in `world`, the bid made.
    fn bid_result(&self, view: &PlayerView, solver: &mut Solver, mut w: Hand) -> (f64, f64, Ends) {
        let (standing, me) = (Standing::of(view), view.seat);
        match self.bid_playout {
            Playout::DoubleDummy => result(view, finish(solver, &mut w, standing)),
            Playout::Heuristic => result(view, finish_by_heuristic(&mut w, standing, me)),
            Playout::Mixed => result(view, finish_mixed(solver, &mut w, standing, me)),
            Playout::Both => {
                let mut h = w;
                mean(
                    result(view, finish(solver, &mut w, standing)),
                    result(view, finish_by_heuristic(&mut h, standing, me)),
                )
            }
        }
    }

    /// Each option's weighted sums of points, utility and ends, the pass's with the
    /// viewer's best round-2 option over the worlds that reached it
    /// ([`SearchConfig::own_round2`]); and that option's index in `later`.
    fn totals(&self) -> (Vec<f64>, Vec<f64>, Vec<Ends>, Option<usize>) {
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
    fn finished(&self) -> bool {
        if self.current.is_some() || self.done < self.worlds {
            return false;
        }
        self.done >= self.max_worlds || self.sure()
    }

    /// Whether the best option leads the next by at least `sure_z` standard errors of their
    /// paired (same worlds) difference.
    fn sure(&self) -> bool {
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
        mean * mean >= self.sure_z * self.sure_z * variance && mean > 0.0
    }

    /// One world and its weight. With inference, up to `tries` candidates are drawn, each
    /// kept with its weight as the chance (rejection sampling: the kept worlds then count
    /// alike); when none is kept the last counts with its weight.
    fn sample(&self, view: &PlayerView, rng: &mut DealRng) -> (Hand, f64) {
        let mut world = determinize(view, rng);
        if !self.inference {
            return (world, 1.0);
        }
        let mut weight = bid_weight(&world, view, self.infer_from_partner, self.misfit);
        if self.candidates > 1 {
            // Weighted reservoir sampling: each candidate is kept with a chance in
            // proportion to its weight.
            let mut total = weight;
            for _ in 1..self.candidates {
                let other = determinize(view, rng);
                let w = bid_weight(&other, view, self.infer_from_partner, self.misfit);
                total += w;
                if f64::from(below(rng, 1 << 20)) < w / total * f64::from(1u32 << 20) {
                    world = other;
                }
            }
            return (world, total / f64::from(self.candidates));
        }
        for _ in 1..self.tries {
            if f64::from(below(rng, 1 << 20)) < weight * f64::from(1u32 << 20) {
                return (world, 1.0);
            }
            world = determinize(view, rng);
            weight = bid_weight(&world, view, self.infer_from_partner, self.misfit);
        }
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

impl Player for Search {
    fn name(&self) -> &str {
        &self.name
    }

    fn choose(&mut self, view: &PlayerView) -> Action {
        assert!(
            !view.legal_actions.is_empty(),
            "{} has no legal action",
            view.seat
        );
        if let Some(action) = self.without_search(view) {
            return action;
        }
        let evaluations = self.evaluate(view);
        self.pick(view, &evaluations)
    }
}

#[cfg(test)]
mod tests;
