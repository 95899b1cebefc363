//! The viewer's own round-2 bid inside the play-outs of its round-1 pass, chosen as the
//! search would choose it rather than as the heuristic would.
//!
//! After the viewer passes in round 1, the other seats bid as the heuristic does. In the
//! worlds where nobody makes trump before the viewer's turn in round 2, the viewer knows the
//! same thing in every one of them (its cards, the card turned down, everybody passed), so it
//! makes one choice for all of them: each of its round-2 options is played out in each such
//! world, and the pass is worth the other worlds' results plus the best option's over these.
//! One choice per information set, not the best in each world: no strategy fusion.

use euchre::{Action, Hand, Phase, Seat};

use super::value::{Ends, Standing};
use crate::heuristic::Heuristic;

/// Advances `world` (the viewer `me` has just passed in round 1) through the other seats'
/// bids, each as the heuristic decides from its own view, up to the viewer's turn in round
/// 2. True when it gets there; false when the bidding ended before (a seat made trump, or
/// the hand was thrown in), `world` then where it ended.
pub(crate) fn to_own_turn(world: &mut Hand, standing: Standing, me: Seat) -> bool {
    while let Some(seat) = world.to_act() {
        if !matches!(world.phase(), Phase::Bidding1 | Phase::Bidding2) {
            return false;
        }
        if seat == me {
            return world.phase() == Phase::Bidding2;
        }
        let mut view = world.view(seat);
        standing.set(&mut view);
        world.apply_unchecked(Heuristic::decide(&view));
    }
    false
}

/// The weighted results of the viewer's round-2 options over the worlds that reach its
/// turn, one entry per option in the order the rules list them (the same in every such
/// world: they depend on the card turned down, the rules and the seat only).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Later {
    /// The options.
    pub actions: Vec<Action>,
    /// Weight × points of each option, summed.
    pub points: Vec<f64>,
    /// Weight × utility of each option, summed.
    pub utility: Vec<f64>,
    /// Weight × how each option's play-outs ended, summed.
    pub ends: Vec<Ends>,
    /// The weights of the worlds that reached the viewer's turn, summed (kept by the
    /// evaluator, not by a world's result).
    pub weight: f64,
}

impl Later {
    /// Adds one world's result of option `action` with the world's `weight`.
    pub(crate) fn add(&mut self, action: Action, weight: f64, result: (f64, f64, Ends)) {
        let j = match self.actions.iter().position(|&a| a == action) {
            Some(j) => j,
            None => {
                self.actions.push(action);
                self.points.push(0.0);
                self.utility.push(0.0);
                self.ends.push(Ends::default());
                self.actions.len() - 1
            }
        };
        self.points[j] += weight * result.0;
        self.utility[j] += weight * result.1;
        self.ends[j].add(weight, result.2);
    }

    /// Adds the sums of another set of worlds.
    pub(crate) fn merge(&mut self, other: &Later) {
        for (j, &action) in other.actions.iter().enumerate() {
            let sums = (other.points[j], other.utility[j], other.ends[j]);
            self.add(action, 1.0, sums);
        }
    }

    /// The option with the highest summed utility (the first of equals), if any world got
    /// there.
    pub(crate) fn best(&self) -> Option<usize> {
        let mut best: Option<usize> = None;
        for (j, &u) in self.utility.iter().enumerate() {
            if best.is_none_or(|b| u > self.utility[b]) {
                best = Some(j);
            }
        }
        best
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use euchre::{Action, Game, Phase, PlayerView, Preset};

    /// Round-1 views in which the viewer may pass: every seat of the first hand of seeded
    /// games of every preset, everybody passing before it.
    pub(crate) fn round1_views() -> Vec<PlayerView> {
        let mut views = Vec::new();
        for preset in Preset::ALL {
            for seed in 0..5u64 {
                let mut game = Game::new(preset.rules(), 700 + seed);
                while let Some(seat) = game.to_act() {
                    let view = game.view(seat);
                    if view.phase != Phase::Bidding1 {
                        break;
                    }
                    if view.legal_actions.len() > 1 && view.legal_actions.contains(&Action::Pass) {
                        views.push(view);
                    }
                    game.apply(seat, Action::Pass).unwrap();
                }
            }
        }
        views
    }
}
