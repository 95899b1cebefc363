//! "Play it out" ([`PlayOut`]): each option of a view valued by playing the hand out with
//! the Expert at every seat, in the worlds the Expert's search samples, weighted as it
//! weighs them. Unlike the search's own play-outs (double-dummy and the heuristic), every
//! seat after the decision decides from its own view, so a play that only works knowing the
//! hidden cards is not credited. Slow (a search per decision of every play-out): the
//! board's deeper look, and the lab's measurement (`euchre_lab::rollout`).
//!
//! World *i* and every decision in it come from the seed and *i* alone, so worlds shared
//! among workers and merged in index order give the same values as the whole.

use std::ops::Range;

use euchre::{Action, Hand, PlayerView, Seat, mix64};
use serde::{Deserialize, Serialize};

use crate::search::parts::bits;
use crate::{Difficulty, hand_value, player, weighted_world};

/// One world played out: its weight and each option's net points and chance of winning the
/// game after the hand (in the order of [`PlayOut::options`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct World {
    index: usize,
    #[serde(with = "bits")]
    weight: f64,
    #[serde(with = "bits")]
    points: Vec<f64>,
    #[serde(with = "bits")]
    utility: Vec<f64>,
}

/// Some worlds of a view's options played out, mergeable with the other worlds of the same
/// seed ([`merge`](PlayOut::merge)). Travels from a worker as JSON, its numbers exact.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayOut {
    /// The options valued.
    pub options: Vec<Action>,
    /// The worlds played, in index order.
    worlds: Vec<World>,
}

/// One option's value over the worlds played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Valued {
    /// The option.
    pub action: Action,
    /// The weighted mean net points of the hand for the viewer's side.
    pub points: f64,
    /// The weighted mean chance of winning the game after the hand.
    pub utility: f64,
}

impl PlayOut {
    /// Every legal option of `view` played out in worlds `worlds` of the Expert's search
    /// seeded with `seed` ([`weighted_world`]).
    pub fn of_worlds(view: &PlayerView, seed: u64, worlds: Range<usize>) -> PlayOut {
        PlayOut::of_options(view, &view.legal_actions, seed, worlds)
    }

    /// `options` played out in worlds `worlds`: after the option every seat (the viewer's
    /// too) is the Expert, deciding from its own view with the hand's score; each decision
    /// reproducible from `seed`, the world and the decision's number.
    ///
    /// # Panics
    /// If an option is not legal in `view`.
    pub fn of_options(
        view: &PlayerView,
        options: &[Action],
        seed: u64,
        worlds: Range<usize>,
    ) -> PlayOut {
        for option in options {
            assert!(view.legal_actions.contains(option), "{option} is not legal");
        }
        let worlds = worlds
            .map(|index| {
                let (world, weight) = weighted_world(view, seed, index);
                let world_seed = mix64(seed ^ (index as u64).wrapping_mul(0xA076_1D64_78BD_642F));
                let (points, utility) = options
                    .iter()
                    .map(|&option| play_out(view, world, option, world_seed))
                    .unzip();
                World {
                    index,
                    weight,
                    points,
                    utility,
                }
            })
            .collect();
        PlayOut {
            options: options.to_vec(),
            worlds,
        }
    }

    /// Adds the worlds of another share of the same play-out (kept in index order, a world
    /// counted once).
    pub fn merge(&mut self, other: &PlayOut) {
        for world in &other.worlds {
            if let Err(at) = self.worlds.binary_search_by_key(&world.index, |w| w.index) {
                self.worlds.insert(at, world.clone());
            }
        }
    }

    /// How many worlds were played.
    pub fn worlds(&self) -> usize {
        self.worlds.len()
    }

    fn total(&self) -> f64 {
        let total: f64 = self.worlds.iter().map(|w| w.weight).sum();
        if total > 0.0 { total } else { 1.0 }
    }

    /// Each option's weighted means, in the order of [`options`](PlayOut::options).
    pub fn values(&self) -> Vec<Valued> {
        let total = self.total();
        self.options
            .iter()
            .enumerate()
            .map(|(i, &action)| Valued {
                action,
                points: self
                    .worlds
                    .iter()
                    .map(|w| w.weight * w.points[i])
                    .sum::<f64>()
                    / total,
                utility: self
                    .worlds
                    .iter()
                    .map(|w| w.weight * w.utility[i])
                    .sum::<f64>()
                    / total,
            })
            .collect()
    }

    /// The standard error of option `i`'s chance of winning less option `against`'s,
    /// paired over the same worlds.
    pub fn se(&self, i: usize, against: usize) -> f64 {
        let total = self.total();
        let mean: f64 = self
            .worlds
            .iter()
            .map(|w| w.weight * (w.utility[i] - w.utility[against]))
            .sum::<f64>()
            / total;
        let variance: f64 = self
            .worlds
            .iter()
            .map(|w| {
                let d = w.utility[i] - w.utility[against] - mean;
                w.weight * w.weight * d * d
            })
            .sum::<f64>()
            / (total * total);
        variance.sqrt()
    }
}

/// `option` taken in `world`, then the Expert at every seat to the hand's end: its (points,
/// utility) for the viewer.
fn play_out(view: &PlayerView, mut world: Hand, option: Action, seed: u64) -> (f64, f64) {
    world.apply_unchecked(option);
    let mut at = 0u64;
    while let Some(seat) = world.to_act() {
        let seen = seat_view(view, &world, seat);
        let decision_seed = mix64(seed ^ at.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let action = player(Difficulty::Expert, decision_seed).choose(&seen);
        world.apply_unchecked(action);
        at += 1;
    }
    hand_value(view, &world)
}

/// What `seat` knows of `world`, with the score of `view`'s game.
fn seat_view(view: &PlayerView, world: &Hand, seat: Seat) -> PlayerView {
    let mut seen = world.view(seat);
    seen.scores = view.scores;
    seen.seat_scores = view.seat_scores;
    seen.hand_number = view.hand_number;
    seen
}
