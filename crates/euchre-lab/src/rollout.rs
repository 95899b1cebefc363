//! The rollout: an option of a view valued by playing the hand out with the Expert at every
//! seat, in the worlds the Expert's search samples (weighted as it weighs them). The
//! position's truth as far as our best player can tell: unlike the search's own play-outs
//! (double-dummy and the heuristic), every seat after the decision decides from its own
//! view, so a play that only works knowing the hidden cards is not credited (no strategy
//! fusion). Slow (a search per decision of every play-out): a measurement, never a player.

use euchre::{Action, Hand, PlayerView, Seat, mix64};
use euchre_ai::{Difficulty, hand_value, player, weighted_world};

/// One option's rollout over the same worlds as the others'.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollout {
    /// The option.
    pub action: Action,
    /// The weighted mean chance of winning the game after the hand.
    pub utility: f64,
    /// The weighted mean net points of the hand for the viewer's side.
    pub points: f64,
}

/// The options' rollouts, and the standard error of each option's utility less the first
/// option's, paired over the same worlds (0 for the first).
#[derive(Clone, Debug, PartialEq)]
pub struct Rollouts {
    /// In the order the options were given.
    pub options: Vec<Rollout>,
    /// Paired standard errors against the first option.
    pub se: Vec<f64>,
    /// Worlds played.
    pub worlds: usize,
}

/// Plays `view`'s seat's `options` out in worlds `0..worlds` of the Expert's search seeded
/// with `seed`: after the option every seat (the viewer's too) is the Expert, deciding from
/// its own view with the hand's score; each decision reproducible from `seed`, the world and
/// the decision's number.
///
/// # Panics
/// If an option is not legal in `view`.
pub fn rollout(view: &PlayerView, options: &[Action], worlds: usize, seed: u64) -> Rollouts {
    for option in options {
        assert!(view.legal_actions.contains(option), "{option} is not legal");
    }
    let n = options.len();
    let mut sums = vec![(0.0, 0.0); n];
    let mut samples: Vec<(f64, Vec<f64>)> = Vec::with_capacity(worlds);
    let mut total = 0.0;
    for index in 0..worlds {
        let (world, weight) = weighted_world(view, seed, index);
        let world_seed = mix64(seed ^ (index as u64).wrapping_mul(0xA076_1D64_78BD_642F));
        let values: Vec<(f64, f64)> = options
            .iter()
            .map(|&option| play_out(view, world, option, world_seed))
            .collect();
        total += weight;
        for (sum, value) in sums.iter_mut().zip(&values) {
            sum.0 += weight * value.0;
            sum.1 += weight * value.1;
        }
        samples.push((weight, values.iter().map(|v| v.1).collect()));
    }
    let total = if total > 0.0 { total } else { 1.0 };
    let options: Vec<Rollout> = options
        .iter()
        .zip(&sums)
        .map(|(&action, &(points, utility))| Rollout {
            action,
            points: points / total,
            utility: utility / total,
        })
        .collect();
    let se = (0..n)
        .map(|i| {
            let mean = options[i].utility - options[0].utility;
            let variance: f64 = samples
                .iter()
                .map(|(w, u)| {
                    let d = u[i] - u[0] - mean;
                    w * w * d * d
                })
                .sum::<f64>()
                / (total * total);
            variance.sqrt()
        })
        .collect();
    Rollouts {
        options,
        se,
        worlds,
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
