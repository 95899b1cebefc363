//! A game's record ([`GameRecord`]): its rules, seed, seat and actions, and the deals when
//! they are given; replaying it reproduces the game exactly.

use core::fmt;

use serde::{Deserialize, Serialize};

use super::Game;
use crate::action::{Action, ActionError};
use crate::deal::Deal;
use crate::rules::Rules;
use crate::seat::Seat;

/// A whole game as its rules, seed and actions: replaying it reproduces the game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The rules.
    pub rules: Rules,
    /// The seed every deal comes from (unless they are `given`).
    pub seed: u64,
    /// Every action in order, with the seat that took it.
    pub actions: Vec<(Seat, Action)>,
    /// The deals, when they are given rather than drawn from the seed ([`Game::with_deals`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub given: Option<GivenDeals>,
    /// The seat of the seed's table played from South ([`Game::seated`]); South for most.
    #[serde(default = "south", skip_serializing_if = "is_south")]
    pub seat: Seat,
}

pub(crate) fn south() -> Seat {
    Seat::South
}

pub(crate) fn is_south(seat: &Seat) -> bool {
    *seat == Seat::South
}

impl GameRecord {
    /// The record of a game whose deals come from `seed`.
    pub fn new(rules: Rules, seed: u64, actions: Vec<(Seat, Action)>) -> GameRecord {
        GameRecord {
            rules,
            seed,
            actions,
            given: None,
            seat: Seat::South,
        }
    }

    /// The game as it was before any action: its first deal.
    pub fn start(&self) -> Game {
        match &self.given {
            Some(given) => Game::with_deals(self.rules, given.clone()),
            None => Game::seated(self.rules, self.seed, self.seat),
        }
    }
}

/// A game's deals as given rather than drawn from a seed: the game one seat of a table of
/// people plays on its own device, where another device holds the deck and tells each seat
/// only what it may know (the `euchre-peer` crate). The hands already played are given as they
/// were dealt; the hand in play, with the cards the seat cannot see placed consistently.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GivenDeals {
    /// The first hand's dealer.
    pub dealer: Seat,
    /// Each hand's deal in order, misdeals included.
    pub deals: Vec<Deal>,
}

/// A record whose replay failed: action `index` was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// The position of the refused action in the record.
    pub index: usize,
    /// Why it was refused.
    pub error: ActionError,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "action {} of the record was refused: {}",
            self.index, self.error
        )
    }
}

impl std::error::Error for ReplayError {}
