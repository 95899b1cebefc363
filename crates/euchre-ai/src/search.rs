//! Perfect-information Monte Carlo: sample worlds consistent with the view (weighted by
//! what the bids and plays reveal), play every option out in each world — the rest of the
//! bidding by the heuristic, the cards by the double-dummy solver, by the heuristic, or the
//! mean of the two ([`Playout`]) — and take the option with the best expected result given
//! the score ([`value`]: by partnership with four, by seat with three).

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, Phase, PlayerView, Trump};

use serde::{Deserialize, Serialize};

use crate::Player;
use crate::heuristic::Heuristic;

mod evaluator;
mod later;
pub mod parts;
mod playout;
pub(crate) mod value;

pub(crate) use evaluator::{Evaluator, Sample};
pub(crate) use playout::{finish, finish_by_heuristic, finish_mixed};

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
    /// to 192). Bids are where a search wins most (docs/strength.md: Hard with 12
    /// card and 16 bid worlds, double-dummy, won 53 % against Normal, this 62 %) and they are 1–2
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
    /// would. (Twice 32 card worlds won about a point more on both seeds, docs/strength.md;
    /// the bids' tail is unchanged, so is the p99.) A round-1 pass
    /// counts the Expert's own round-2 bid as one choice over the worlds that reach it
    /// ([`SearchConfig::own_round2`]: +0.1 and +0.6 points on the two seeds, Hard +0.4, at
    /// no measurable cost).
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
