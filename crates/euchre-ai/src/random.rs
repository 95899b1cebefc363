//! A player that picks uniformly among the legal actions: the arena's floor.

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, PlayerView, below};

use crate::Player;

/// Picks a legal action uniformly at random, reproducibly from its seed.
#[derive(Clone, Debug)]
pub struct RandomPlayer {
    rng: DealRng,
}

impl RandomPlayer {
    /// A random player seeded with `seed`.
    pub fn new(seed: u64) -> RandomPlayer {
        RandomPlayer {
            rng: DealRng::seed_from_u64(seed),
        }
    }
}

impl Player for RandomPlayer {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, view: &PlayerView) -> Action {
        let legal = &view.legal_actions;
        assert!(!legal.is_empty(), "{} has no legal action", view.seat);
        legal[below(&mut self.rng, legal.len() as u32) as usize]
    }
}
