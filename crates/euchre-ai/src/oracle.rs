//! The oracle sees every card: an upper bound for the arena, never a level to play.

use euchre::{Action, Hand, Phase, PlayerView};

use crate::heuristic::Heuristic;
use crate::search::finish;
use crate::search::value::{Standing, result};
use crate::solver::Solver;

/// A player that is given the real deal with each decision: it plays double-dummy and bids
/// by playing every option out on the real cards (the others bidding by the heuristic).
/// For measurement only: it cheats by construction.
#[derive(Clone, Debug, Default)]
pub struct Oracle {
    solver: Solver,
}

impl Oracle {
    /// An oracle.
    pub fn new() -> Oracle {
        Oracle {
            solver: Solver::new(),
        }
    }

    /// Chooses for the seat to act in `hand`, the real hand; `view` gives the score.
    pub fn choose(&mut self, hand: &Hand, view: &PlayerView) -> Action {
        let legal = hand.legal_actions();
        assert!(!legal.is_empty(), "the oracle has no legal action");
        if legal.len() == 1 {
            return legal[0];
        }
        if hand.phase() == Phase::Play {
            return Action::Play(self.solver.best_play(hand).0);
        }
        let mut best = (f64::NEG_INFINITY, Heuristic::decide(view));
        for action in legal.iter() {
            let mut world = *hand;
            world.apply_unchecked(action);
            let played = finish(&mut self.solver, &mut world, Standing::of(view));
            let value = result(view, played).1;
            if value > best.0 + 1e-9 {
                best = (value, action);
            }
        }
        best.1
    }
}
