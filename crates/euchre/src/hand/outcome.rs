//! How a hand ended and who scores.

use serde::{Deserialize, Serialize};

use super::{Contract, Hand, Phase};
use crate::rules::Score;
use crate::seat::{BySeat, Players, Seat, Team};

/// How a finished hand ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HandOutcome {
    /// A misdeal (variant `misdeal_nines_tens`): thrown in, no score.
    Misdeal {
        /// The seat holding the misdealt hand.
        seat: Seat,
    },
    /// Everyone passed twice: thrown in, no score.
    PassedOut,
    /// The hand was played and scored.
    Played {
        /// Trump and its maker.
        contract: Contract,
        /// The lone defender, if one defended alone.
        defender_alone: Option<Seat>,
        /// The makers' tricks (with three players, the maker's).
        maker_tricks: u8,
        /// The points and who scores them.
        score: Score,
    },
}

impl HandOutcome {
    /// The team that scored and its points, if the hand was played: a four-player
    /// question (with three, the maker's team when the maker scores, else the other; see
    /// [`seat_points`](HandOutcome::seat_points)).
    pub fn points(&self) -> Option<(Team, u8)> {
        match *self {
            HandOutcome::Played {
                contract, score, ..
            } => Some((score.team(contract.makers()), score.points)),
            HandOutcome::Misdeal { .. } | HandOutcome::PassedOut => None,
        }
    }

    /// The points each seat scores at a table of `players`: with four, both seats of the
    /// scoring partnership; with three, the maker who makes it, or each of the two
    /// defenders who euchre the maker. All zero for a hand thrown in.
    pub fn seat_points(&self, players: Players) -> BySeat<u8> {
        let HandOutcome::Played {
            contract, score, ..
        } = *self
        else {
            return BySeat([0; 4]);
        };
        BySeat::from_fn(|seat| {
            let scores = match players {
                Players::Four => seat.team() == score.team(contract.makers()),
                Players::Three => {
                    players.contains(seat) && (seat == contract.maker) == score.to_makers
                }
            };
            if scores { score.points } else { 0 }
        })
    }
}

impl Hand {
    /// How the hand ended, once it is over.
    pub fn outcome(&self) -> Option<HandOutcome> {
        if self.phase != Phase::HandOver {
            return None;
        }
        Some(match self.contract {
            None => HandOutcome::PassedOut,
            Some(contract) => {
                let maker_tricks = match self.rules.players {
                    Players::Four => self.team_tricks(contract.makers()),
                    Players::Three => self.tricks_won[contract.maker],
                };
                HandOutcome::Played {
                    contract,
                    defender_alone: self.defender_alone,
                    maker_tricks,
                    score: self.rules.score(
                        maker_tricks,
                        contract.alone,
                        self.defender_alone.is_some(),
                    ),
                }
            }
        })
    }
}
