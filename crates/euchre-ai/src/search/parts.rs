//! A search's worlds split into parts that any number of workers can evaluate, with the
//! same result whatever the split: world *i* is drawn from its own generator seeded by
//! `(seed, i)` ([`evaluate_worlds`]), the worlds' results are merged in index order
//! ([`Merge::add`]), and whether to look at more worlds is decided after fixed batches of
//! [`BATCH`] worlds ([`Merge::next`]) by the same rule as the sequential search (the best
//! two options closer than `sure_z` standard errors, between the minimum and the maximum
//! count of worlds).
//!
//! [`evaluate_in_parts`] runs the whole procedure natively with the worlds of every round
//! split into `parts` ranges; the page's worker pool runs each range in another worker.
//!
//! [`Search::choose`](crate::Search) and [`Decision`](crate::Decision) search this way (one
//! part), and so does the hint ([`HintSearch`](crate::HintSearch)), with the Expert's seed.

use std::ops::Range;

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, PlayerView, mix64};
use serde::{Deserialize, Serialize};

use super::later::Later;
use super::value::Ends;
use super::{Evaluation, Evaluator, Sample, Search, SearchConfig};
use crate::solver::Solver;

/// Worlds are added past the minimum this many at a time; the stop rule is checked after
/// each batch.
pub const BATCH: usize = 8;

/// One world's result: its weight, and for each legal option (in `view.legal_actions`
/// order) the weighted points and utility and the unweighted utility.
///
/// Its numbers travel as the bits of each `f64` (JSON integers), so a result sent from a
/// worker to the page and on to another worker is the same to the last bit.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// With [`SearchConfig::own_round2`], when the world reached the viewer's round-2 turn
    /// after its round-1 pass: each of its options there (the pass's own entries above are
    /// then zero).
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
    fn sums(&self) -> Later {
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
        }
    }
}

/// The ends as they travel.
fn wire_ends(ends: &[Ends]) -> Vec<[f64; 3]> {
    ends.iter().map(|e| [e.march, e.euchre, e.ours]).collect()
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

impl Bits for Vec<[f64; 3]> {
    type Wire = Vec<[u64; 3]>;
    fn to_wire(&self) -> Vec<[u64; 3]> {
        self.iter().map(|a| a.map(f64::to_bits)).collect()
    }
    fn from_wire(wire: Vec<[u64; 3]>) -> Vec<[f64; 3]> {
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

/// The generator of world `index` of a search seeded with `seed`.
fn world_rng(seed: u64, index: usize) -> DealRng {
    DealRng::seed_from_u64(mix64(
        seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    ))
}

/// Evaluates worlds `worlds` (indices) of the search of `view` seeded with `seed`: each
/// world drawn from `(seed, index)` alone, so any split of the indices gives the same
/// results (and any count of worlds: a world's result does not depend on the config).
pub fn evaluate_worlds(view: &PlayerView, seed: u64, worlds: Range<usize>) -> Vec<WorldResult> {
    // A scratch evaluator that scores one world (all its options) and keeps its samples.
    let scratch = SearchConfig {
        play_worlds: 1,
        bid_worlds: 1,
        max_play_worlds: 2,
        max_bid_worlds: 2,
    };
    let n = view.legal_actions.len();
    let mut solver = Solver::new();
    worlds
        .map(|index| {
            let mut evaluator = Evaluator::new(&scratch, view);
            let mut rng = world_rng(seed, index);
            for _ in 0..n {
                evaluator.step(view, &mut rng, &mut solver);
            }
            let sample = evaluator.samples.pop();
            let later = sample
                .as_ref()
                .and_then(|s| s.later.clone())
                .map(|utility| {
                    let sums = &evaluator.later;
                    LaterResult {
                        actions: sums.actions.clone(),
                        weighted_points: sums.points.clone(),
                        weighted_utility: sums.utility.clone(),
                        utility,
                        weighted_ends: wire_ends(&sums.ends),
                    }
                });
            WorldResult {
                weight: evaluator.total_weight,
                weighted_points: evaluator.points,
                weighted_utility: evaluator.utility,
                utility: sample.map(|s| s.utility).unwrap_or_default(),
                weighted_ends: wire_ends(&evaluator.ends),
                later,
            }
        })
        .collect()
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

/// The merge of worlds' results in index order, and the stop rule.
#[derive(Clone, Debug)]
pub struct Merge {
    evaluator: Evaluator,
}

impl Merge {
    /// An empty merge for the search of `view` under `config`.
    pub fn new(config: &SearchConfig, view: &PlayerView) -> Merge {
        Merge {
            evaluator: Evaluator::new(config, view),
        }
    }

    /// How many worlds are merged.
    pub fn merged(&self) -> usize {
        self.evaluator.done
    }

    /// Adds the results of the next worlds, in index order (from world
    /// [`merged`](Merge::merged) on).
    pub fn add(&mut self, results: &[WorldResult]) {
        let e = &mut self.evaluator;
        for world in results {
            e.total_weight += world.weight;
            for (i, (p, u)) in world
                .weighted_points
                .iter()
                .zip(&world.weighted_utility)
                .enumerate()
            {
                e.points[i] += p;
                e.utility[i] += u;
            }
            for (end, [march, euchre, ours]) in e.ends.iter_mut().zip(&world.weighted_ends) {
                end.march += march;
                end.euchre += euchre;
                end.ours += ours;
            }
            if let Some(later) = &world.later {
                e.later.merge(&later.sums());
            }
            if e.max_worlds > e.worlds {
                e.samples.push(Sample {
                    weight: world.weight,
                    utility: world.utility.clone(),
                    later: world.later.as_ref().map(|l| l.utility.clone()),
                });
            }
            e.done += 1;
        }
    }

    /// Adds the results of the next worlds, in index order, as long as the search needs
    /// them (the stop rule checked at the end of each round, as [`next`](Merge::next)
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

    /// The worlds to evaluate next (the minimum count first, then a batch at a time), or
    /// `None` once the search is done.
    ///
    /// The stop rule is checked only at the end of the minimum and of each batch, so adding
    /// the worlds one at a time (as [`Decision`](crate::Decision) does) or a range at a time
    /// merges the same worlds.
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

    /// The most worlds this search looks at.
    pub fn limit(&self) -> usize {
        self.evaluator.max_worlds
    }

    /// Every legal action with its expected result, best first.
    pub fn evaluations(&self, view: &PlayerView) -> Vec<Evaluation> {
        self.evaluator.evaluations(view)
    }
}

/// The whole search of `view` with each round's worlds split into `parts` contiguous
/// ranges evaluated apart (as workers would), merged in order: the same evaluations for
/// every `parts`.
pub fn evaluate_in_parts(
    config: &SearchConfig,
    view: &PlayerView,
    seed: u64,
    parts: usize,
) -> (Vec<Evaluation>, usize) {
    let mut merge = Merge::new(config, view);
    while let Some(range) = merge.next() {
        let parts = parts.max(1);
        let size = range.len().div_ceil(parts);
        let mut start = range.start;
        while start < range.end {
            let end = (start + size).min(range.end);
            merge.add(&evaluate_worlds(view, seed, start..end));
            start = end;
        }
    }
    (merge.evaluations(view), merge.merged())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Heuristic, Player, RandomPlayer};
    use euchre::{Game, Phase, Preset};

    /// Seeded positions of every deciding phase and preset, with more than one option.
    fn positions() -> Vec<PlayerView> {
        let mut views = Vec::new();
        for preset in Preset::ALL {
            let mut phases = Vec::new();
            for seed in 0..30u64 {
                let mut game = Game::new(preset.rules(), 500 + seed);
                let mut random = RandomPlayer::new(seed);
                while let Some(seat) = game.to_act() {
                    let view = game.view(seat);
                    let late = view.tricks.len() >= 3;
                    if view.legal_actions.len() > 1 && !phases.contains(&(view.phase, late)) {
                        phases.push((view.phase, late));
                        views.push(view.clone());
                    }
                    let action = if seat.index() % 2 == 0 {
                        Heuristic::decide(&view)
                    } else {
                        random.choose(&view)
                    };
                    game.apply(seat, action).unwrap();
                    if game.hand_number() > 2 {
                        break;
                    }
                }
            }
        }
        views
    }

    #[test]
    fn any_split_of_the_worlds_gives_the_same_evaluations() {
        let views = positions();
        for phase in [
            Phase::Bidding1,
            Phase::Bidding2,
            Phase::Discard,
            Phase::Play,
        ] {
            assert!(views.iter().any(|v| v.phase == phase), "no {phase:?}");
        }
        for (i, view) in views.iter().enumerate() {
            for config in [SearchConfig::expert(), SearchConfig::hard()] {
                let seed = 17 * i as u64 + 3;
                let (one, worlds) = evaluate_in_parts(&config, view, seed, 1);
                let (min, max) = if view.phase == Phase::Play {
                    (
                        config.play_worlds,
                        config.max_play_worlds.max(config.play_worlds),
                    )
                } else {
                    (
                        config.bid_worlds,
                        config.max_bid_worlds.max(config.bid_worlds),
                    )
                };
                assert!((min..=max).contains(&worlds), "{worlds} worlds");
                for parts in 2..=4 {
                    assert_eq!(
                        evaluate_in_parts(&config, view, seed, parts),
                        (one.clone(), worlds),
                        "{parts} parts, {:?}",
                        view.phase
                    );
                }
            }
        }
    }

    #[test]
    fn the_stop_is_checked_on_batches_however_the_worlds_are_added() {
        for (i, view) in positions().iter().enumerate() {
            let config = SearchConfig::expert();
            let seed = 5 * i as u64;
            let mut one_by_one = Merge::new(&config, view);
            while let Some(range) = one_by_one.next() {
                let world = range.start..range.start + 1;
                one_by_one.add(&evaluate_worlds(view, seed, world));
            }
            let (evaluations, worlds) = evaluate_in_parts(&config, view, seed, 1);
            assert_eq!(one_by_one.merged(), worlds, "{:?}", view.phase);
            assert_eq!(one_by_one.evaluations(view), evaluations);
            let first = if view.phase == Phase::Play {
                config.play_worlds
            } else {
                config.bid_worlds
            };
            assert!(worlds == one_by_one.limit() || (worlds - first) % BATCH == 0);
        }
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
        let view = positions().remove(0);
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
        let view = positions().remove(0);
        let all = evaluate_worlds(&view, 9, 0..6);
        assert_eq!(evaluate_worlds(&view, 9, 3..6), all[3..].to_vec());
        assert_ne!(evaluate_worlds(&view, 10, 0..6), all);
    }
}
