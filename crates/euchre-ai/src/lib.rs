//! Computer players for Euchre: the levels, the hint, the coach's review and the workers'
//! protocol. What measures them (the arena, earlier players kept frozen) is the lab crate
//! beside this one, `euchre-lab`.
//!
//! Every player implements [`Player`] and decides from a [`PlayerView`] alone: what one
//! seat may know. The levels a person picks are [`Difficulty`]; [`player`] builds one.
//!
//! - [`Heuristic`]: an expert rule-based player (Normal, and the fallback of the search).
//! - [`Search`]: perfect-information Monte Carlo over worlds sampled with
//!   [`euchre::determinize`], weighted by what the bids reveal, each world solved by the
//!   double-dummy [`solver`] (Hard and Expert).
//! - [`RandomPlayer`] and [`Oracle`] (which sees every card): yardsticks for tests and the
//!   lab's arena.
//!
//! [`hint`] values every option of a view with the Expert's search, recommends the Expert's
//! choice and says why in words. [`Decision`] and [`HintSearch`] do the same work a slice
//! (one option in one sampled world) at a time, for a page that must stay responsive while
//! the computer thinks.
//! [`review`] is the coach: every decision of a hand reviewed after the fact by the same
//! search, with what it cost. [`work`] is the request/answer protocol a page's Web Workers
//! speak.
//!
//! # Example
//! ```
//! use euchre::{Game, Rules};
//! use euchre_ai::{Difficulty, player};
//!
//! let mut game = Game::new(Rules::standard(), 1);
//! let mut players: Vec<_> = (0..4).map(|i| player(Difficulty::Normal, i)).collect();
//! while let Some(seat) = game.to_act() {
//!     let action = players[seat.index()].choose(&game.view(seat));
//!     game.apply(seat, action).unwrap();
//! }
//! assert!(game.winner().is_some());
//! ```
#![warn(missing_docs)]

pub mod board;
pub mod challenge;
pub mod conventions;
mod decision;
pub mod duplicate;
mod eval;
mod heuristic;
mod hint;
mod oracle;
mod random;
pub mod review;
mod search;
pub mod sides;
pub mod solver;
pub mod text;
pub mod work;

pub use decision::Decision;
pub use heuristic::{Heuristic, ThreeBids};
pub use hint::{Hint, HintSearch, hint};
pub use oracle::Oracle;
pub use random::RandomPlayer;
pub use search::{
    BID_MISFIT, Contrast, Evaluation, LaterCall, PLAY_MISFIT, SURE_Z, Search, SearchConfig,
    SearchRun, Story, hand_value, parts, weighted_world,
};

use euchre::{Action, PlayerView};

/// A computer player: chooses one of `view.legal_actions` from what its seat may know.
pub trait Player {
    /// The player's name, for logs and the arena.
    fn name(&self) -> &str;

    /// Chooses an action for `view.seat`, which must be the seat to act.
    fn choose(&mut self, view: &PlayerView) -> Action;
}

/// The levels a person can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Difficulty {
    /// The heuristic with occasional human-looking mistakes.
    Easy,
    /// The expert heuristic.
    Normal,
    /// Search over a few sampled worlds.
    Hard,
    /// Search over more worlds, weighted by what the bids reveal.
    Expert,
}

impl Difficulty {
    /// Every level, easiest first.
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The level's name as a player reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "Easy",
            Difficulty::Normal => "Normal",
            Difficulty::Hard => "Hard",
            Difficulty::Expert => "Expert",
        }
    }
}

/// The seed of the decision due when a game seeded with `game_seed` has had `at` actions:
/// a computer's turn in the page's workers, South's hint there (so that the hint recommends
/// what the Expert would play in South's seat), and each decision of a
/// [`duplicate`] replay.
pub const fn turn_seed(game_seed: u64, at: usize) -> u64 {
    game_seed ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// A player of the given level whose every choice is reproducible from `seed`.
pub fn player(difficulty: Difficulty, seed: u64) -> Box<dyn Player> {
    match difficulty {
        Difficulty::Easy => Box::new(Heuristic::easy(seed)),
        Difficulty::Normal => Box::new(Heuristic::new()),
        Difficulty::Hard => Box::new(Search::new(SearchConfig::hard(), seed)),
        Difficulty::Expert => Box::new(Search::new(SearchConfig::expert(), seed)),
    }
}
