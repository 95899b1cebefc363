//! A trick of a hand: who led, each seat's card, the winner.

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{BySeat, Seat};

/// One trick: who led, and the card each seat played (`None` for a seat that sits out or
/// has not played yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trick {
    /// The seat that led.
    pub leader: Seat,
    /// Each seat's card.
    pub cards: BySeat<Option<Card>>,
    /// The winner, once the trick is complete.
    pub winner: Option<Seat>,
}

impl Trick {
    pub(super) const fn new(leader: Seat) -> Trick {
        Trick {
            leader,
            cards: BySeat([None; 4]),
            winner: None,
        }
    }

    /// The card led, if any.
    pub fn led(&self) -> Option<Card> {
        self.cards[self.leader]
    }

    /// The cards in the order they were played, with their players.
    pub fn in_play_order(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        (0..4).filter_map(move |i| {
            let seat = self.leader.offset(i);
            self.cards[seat].map(|card| (seat, card))
        })
    }

    /// The cards of the trick as a set.
    pub fn card_set(&self) -> CardSet {
        self.cards.0.iter().flatten().copied().collect()
    }
}
