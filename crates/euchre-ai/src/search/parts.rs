//! What travels between the workers that share a search: one world's results, exact to the
//! bit through JSON ([`WorldResult`]), and where a search's worlds come from
//! ([`evaluate_worlds`], [`search_seed`]).
//!
//! World *i* of a search is drawn from its own generator seeded by `(seed, i)`, so any
//! split of the worlds over workers gives the same results; the search that merges them,
//! in index order, and decides when it has seen enough is [`SearchRun`](crate::SearchRun).

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng};
use serde::{Deserialize, Serialize};

use super::Search;
use super::later::Later;
use super::value::Ends;

pub use super::run::BATCH;
pub use super::world::evaluate_worlds;

/// One world's result: its weight, and for each legal option (in `view.legal_actions`
/// order) the weighted points and utility and the unweighted utility.
///
/// Its numbers travel as the bits of each `f64` (JSON integers), so a result sent from a
/// worker to the page and on to another worker is the same to the last bit.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WorldResult {
    /// The world's weight (inference).
    #[serde(with = "bits")]
    pub weight: f64,
    /// Weight × points of each option.
    #[serde(with = "bits")]
    pub weighted_points: Vec<f64>,
    /// Weight × utility of each option.
    #[serde(with = "bits")]
    pub weighted_utility: Vec<f64>,
    /// Utility of each option (for the paired differences of the stop rule).
    #[serde(with = "bits")]
    pub utility: Vec<f64>,
    /// Weight × how each option's play-outs ended: the makers marched, were euchred, and
    /// the viewer's team made trump (the shares a hint reports).
    #[serde(default, with = "bits")]
    pub weighted_ends: Vec<[f64; 3]>,
    /// Weight × the tricks the viewer's side took in each option's play-out as the
    /// heuristic plays it (a discard, a defend-alone decision, a card; 0 for a bid).
    #[serde(default, with = "bits")]
    pub weighted_tricks: Vec<f64>,
    /// Weight × whether the viewer's side took the trick being played, in each card's
    /// play-out as the heuristic plays it (0 before the play).
    #[serde(default, with = "bits")]
    pub weighted_trick: Vec<f64>,
    /// In round 1, when the world reached the viewer's round-2 turn after its pass: each of
    /// its options there (the pass's own entries above are then zero).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub later: Option<LaterResult>,
}

/// One world's results of the viewer's round-2 options after its round-1 pass, in the
/// order the rules list them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LaterResult {
    /// The options.
    pub actions: Vec<Action>,
    /// Weight × points of each option.
    #[serde(with = "bits")]
    pub weighted_points: Vec<f64>,
    /// Weight × utility of each option.
    #[serde(with = "bits")]
    pub weighted_utility: Vec<f64>,
    /// Utility of each option.
    #[serde(with = "bits")]
    pub utility: Vec<f64>,
    /// Weight × each option's ends (as [`WorldResult::weighted_ends`]).
    #[serde(with = "bits")]
    pub weighted_ends: Vec<[f64; 3]>,
}

impl LaterResult {
    /// The sums as the evaluator keeps them.
    pub(super) fn sums(&self) -> Later {
        Later {
            actions: self.actions.clone(),
            points: self.weighted_points.clone(),
            utility: self.weighted_utility.clone(),
            ends: self
                .weighted_ends
                .iter()
                .map(|&[march, euchre, ours]| Ends {
                    march,
                    euchre,
                    ours,
                })
                .collect(),
            weight: 0.0,
        }
    }
}

/// Numbers as the bits of their `f64`s: exact through JSON, and no float formatting code.
pub(crate) trait Bits: Sized {
    type Wire: Serialize + for<'de> Deserialize<'de>;
    fn to_wire(&self) -> Self::Wire;
    fn from_wire(wire: Self::Wire) -> Self;
}

impl Bits for f64 {
    type Wire = u64;
    fn to_wire(&self) -> u64 {
        self.to_bits()
    }
    fn from_wire(wire: u64) -> f64 {
        f64::from_bits(wire)
    }
}

impl Bits for Vec<f64> {
    type Wire = Vec<u64>;
    fn to_wire(&self) -> Vec<u64> {
        self.iter().map(|x| x.to_bits()).collect()
    }
    fn from_wire(wire: Vec<u64>) -> Vec<f64> {
        wire.into_iter().map(f64::from_bits).collect()
    }
}

impl<const N: usize> Bits for Vec<[f64; N]>
where
    [u64; N]: Serialize + for<'de> Deserialize<'de>,
{
    type Wire = Vec<[u64; N]>;
    fn to_wire(&self) -> Vec<[u64; N]> {
        self.iter().map(|a| a.map(f64::to_bits)).collect()
    }
    fn from_wire(wire: Vec<[u64; N]>) -> Vec<[f64; N]> {
        wire.into_iter().map(|a| a.map(f64::from_bits)).collect()
    }
}

/// `#[serde(with = "…::bits")]`: a number (or numbers) as its `f64` bits.
pub(crate) mod bits {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub(crate) fn serialize<T: super::Bits, S: Serializer>(
        value: &T,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        value.to_wire().serialize(serializer)
    }

    pub(crate) fn deserialize<'de, T: super::Bits, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<T, D::Error> {
        T::Wire::deserialize(deserializer).map(T::from_wire)
    }
}

impl Search {
    /// The seed of the next decision's worlds, from the player's generator.
    pub(crate) fn next_seed(&mut self) -> u64 {
        next_seed(&mut self.rng)
    }
}

fn next_seed(rng: &mut DealRng) -> u64 {
    use euchre::rand_core::Rng;
    (u64::from(rng.next_u32()) << 32) | u64::from(rng.next_u32())
}

/// The seed of the worlds of the first decision of a player (or hint) seeded with `seed`:
/// what [`Search::new`]`(config, seed)` draws them from, without making the player.
pub fn search_seed(seed: u64) -> u64 {
    next_seed(&mut DealRng::seed_from_u64(seed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Search, SearchConfig};
    use euchre::{Game, PlayerView, Preset};

    /// A seeded first view with more than one option.
    fn a_view() -> PlayerView {
        let game = Game::new(Preset::ALL[0].rules(), 500);
        game.view(game.to_act().unwrap())
    }

    #[test]
    fn the_search_seed_is_the_players_first() {
        for seed in [0, 1, 99, u64::MAX] {
            let mut search = Search::new(SearchConfig::expert(), seed);
            assert_eq!(search_seed(seed), search.next_seed());
        }
    }

    #[test]
    fn world_results_survive_json_to_the_bit() {
        let view = a_view();
        let results = evaluate_worlds(&view, 2, 0..4);
        let text = serde_json::to_string(&results).unwrap();
        assert!(!text.contains('.'), "bits, not decimals: {text}");
        let back: Vec<WorldResult> = serde_json::from_str(&text).unwrap();
        for (a, b) in results.iter().zip(&back) {
            assert_eq!(a.weight.to_bits(), b.weight.to_bits());
            assert_eq!(a, b);
        }
    }

    #[test]
    fn the_viewers_round_two_options_survive_json_and_older_results_read_without_them() {
        let views = crate::search::later::tests::round1_views();
        let view = views.iter().find(|v| v.seat == v.dealer).expect("a dealer");
        let results = evaluate_worlds(view, 4, 0..8);
        let reached = results.iter().filter(|r| r.later.is_some()).count();
        assert!(reached > 0, "no world reached the dealer's round-2 turn");
        let text = serde_json::to_string(&results).unwrap();
        let back: Vec<WorldResult> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, results);
        // A result from before the option: no `later`.
        let plain = evaluate_worlds(view, 4, 0..1);
        let text = serde_json::to_string(&plain).unwrap();
        assert!(!text.contains("later"), "{text}");
        let back: Vec<WorldResult> = serde_json::from_str(&text).unwrap();
        assert_eq!(back, plain);
    }

    #[test]
    fn a_world_depends_on_its_index_and_the_seed_only() {
        let view = a_view();
        let all = evaluate_worlds(&view, 9, 0..6);
        assert_eq!(evaluate_worlds(&view, 9, 3..6), all[3..].to_vec());
        assert_ne!(evaluate_worlds(&view, 10, 0..6), all);
    }
}
