//! The rollout: an option of a view valued by playing the hand out with the Expert at every
//! seat, in the worlds the Expert's search samples (weighted as it weighs them). The
//! position's truth as far as our best player can tell: unlike the search's own play-outs
//! (double-dummy and the heuristic), every seat after the decision decides from its own
//! view, so a play that only works knowing the hidden cards is not credited (no strategy
//! fusion). Slow (a search per decision of every play-out): a measurement, never a player;
//! the same play-outs as the board's "play it out" ([`PlayOut`]).

use euchre::{Action, PlayerView};
use euchre_ai::board::PlayOut;

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
    let played = PlayOut::of_options(view, options, seed, 0..worlds);
    let options = played
        .values()
        .into_iter()
        .map(|v| Rollout {
            action: v.action,
            points: v.points,
            utility: v.utility,
        })
        .collect();
    let se = (0..played.options.len()).map(|i| played.se(i, 0)).collect();
    Rollouts {
        options,
        se,
        worlds,
    }
}
