//! Perfect-information Monte Carlo: sample worlds consistent with the view (weighted by
//! what the bids and plays reveal), play every option out in each world — the rest of the
//! bidding by the heuristic, the cards by the mean of the double-dummy solver and the
//! heuristic — and take the option with the best expected result given
//! the score ([`value`]: by partnership with four, by seat with three).

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, PlayerView};

use serde::{Deserialize, Serialize};

use crate::Player;

mod contrast;
mod evaluator;
mod later;
pub mod parts;
mod playout;
mod run;
pub(crate) mod value;
mod world;

pub use contrast::{Contrast, Story};
pub(crate) use evaluator::Evaluator;
pub(crate) use playout::{finish, finish_by_heuristic};
pub use run::SearchRun;
pub(crate) use run::{forced, searches};
pub use world::{hand_value, weighted_world};

/// How much a search looks: counts of worlds, never time, so every decision is
/// reproducible from the seed. A serde type: a worker's job can carry one (fields of older
/// jobs that no longer exist are ignored).
///
/// Everything else is fixed: worlds are weighted by how well each other seat's bids and
/// plays fit the cards it holds in them (inference, [`BID_MISFIT`] and [`PLAY_MISFIT`]);
/// every option is valued by the mean of a double-dummy play-out and one played as the
/// heuristic would, the viewer's side drawing trump ([`Heuristic::decide_drawing_trump`](crate::Heuristic::decide_drawing_trump));
/// a round-1 pass counts the viewer's own round-2 bid chosen once over the worlds that reach
/// it; more worlds are looked at while the best two options are closer than [`SURE_Z`]
/// standard errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchConfig {
    /// Worlds sampled for a card to play; 0 leaves the cards to the heuristic.
    pub play_worlds: usize,
    /// Worlds sampled for a bid, a discard or a defend-alone decision; 0 leaves those to
    /// the heuristic.
    pub bid_worlds: usize,
    /// Up to this many worlds for a bid (a discard, a defend-alone decision) while the best
    /// two options are closer than [`SURE_Z`] standard errors; at most `bid_worlds` when
    /// smaller.
    pub max_bid_worlds: usize,
    /// The same for a card to play.
    pub max_play_worlds: usize,
}

/// How sure the search must be, in standard errors of the paired difference between the
/// best option and the next, to stop before the maximum count of worlds.
pub const SURE_Z: f64 = 2.0;

/// With inference, a world's weight is multiplied by this for each bid of another seat that
/// the heuristic would not have made with the cards held there.
pub const BID_MISFIT: f64 = 0.2;

/// The same for each card another seat played that the heuristic would not have played.
pub const PLAY_MISFIT: f64 = 0.6;

impl SearchConfig {
    /// The Hard level: the Expert's bids (40 worlds, on up to 160 while the best two options
    /// are close) and play-outs, with inference, but a card in only 12 worlds (the Expert: 64
    /// to 192). Bids are where a search wins most (docs/strength.md: Hard with 12
    /// card and 16 bid worlds, double-dummy, won 53 % against Normal, this 62 %) and they are 1–2
    /// decisions a hand, so Hard's median stays about a sixth of the Expert's. Its round-1
    /// passes count its own round-2 bid as it will search it.
    pub const fn hard() -> SearchConfig {
        SearchConfig {
            play_worlds: 12,
            bid_worlds: 40,
            max_bid_worlds: 160,
            max_play_worlds: 0,
        }
    }

    /// The Expert level: more worlds, weighted by the bids and plays; a bid looks at 40
    /// worlds, on up to 160, and a card at 64, on up to 192, while the best two options are
    /// close; both are valued by the mean of double-dummy play and play as the heuristic
    /// would. (Twice 32 card worlds won about a point more on both seeds, docs/strength.md;
    /// the bids' tail is unchanged, so is the p99.) A round-1 pass
    /// counts the Expert's own round-2 bid as one choice over the worlds that reach it (+0.1
    /// and +0.6 points on the two seeds, Hard +0.4, at no measurable cost).
    pub const fn expert() -> SearchConfig {
        SearchConfig {
            play_worlds: 64,
            bid_worlds: 40,
            max_bid_worlds: 160,
            max_play_worlds: 192,
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
        }
    }
}

/// One option's expected result over the sampled worlds, and how its play-outs ended.
///
/// The shares are weighted as the search weighs its worlds, each of the two play-outs of a
/// world counting half.
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
    /// For a round-1 pass: the viewer's own round-2 bid the search counts in it (one choice
    /// over the worlds where everyone passes to the viewer), and how those worlds end.
    pub later: Option<LaterCall>,
    /// This option against the one it is judged by (the option the search takes; for that
    /// one, the next best) over the worlds where the two end differently; `None` when they
    /// never do, or for evaluations not set side by side.
    pub contrast: Option<Contrast>,
}

/// The viewer's own round-2 bid inside a round-1 pass, as the search saw it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LaterCall {
    /// The bid (a call, or a pass).
    pub action: Action,
    /// Share of the worlds (weighted), 0 to 1, in which everyone passes to the viewer in
    /// round 2.
    pub reached: f64,
    /// Among those, the share of the play-outs in which the makers took all five tricks.
    pub march: f64,
    /// Among those, the share in which the makers were euchred.
    pub euchre: f64,
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

    /// Every legal action with its expected result, best first: the next decision's
    /// search ([`SearchRun`]) run to its end.
    pub fn evaluate(&mut self, view: &PlayerView) -> Vec<Evaluation> {
        self.run(view).evaluations(view)
    }

    /// The configuration.
    pub fn config(&self) -> SearchConfig {
        self.config
    }

    /// The next decision's search of `view`, run to its end.
    fn run(&mut self, view: &PlayerView) -> SearchRun {
        let seed = self.next_seed();
        let mut run = SearchRun::new(&self.config, view, seed);
        run.run(view, 1);
        run
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
        if let Some(action) = forced(&self.config, view) {
            return action;
        }
        self.run(view).outcome(view).1
    }
}

#[cfg(test)]
mod tests;
