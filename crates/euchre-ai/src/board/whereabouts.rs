//! Where the cards a seat has not seen lie ([`Whereabouts`]), by the search's own weighted
//! worlds: for each such card, the chance that each other seat holds it now, and that it is
//! out of play (the kitty, or a card discarded or buried face down). Worlds are drawn from
//! the search's seed and their indices alone ([`weighted_world`]), so any split of them
//! among workers, merged, gives the same chances.

use std::ops::Range;

use euchre::{BySeat, Card, CardSet, PlayerView, Seat, UpcardState};
use serde::{Deserialize, Serialize};

use crate::search::weighted_world;

/// Where a card may be: a seat's hand, or out of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// In this seat's hand now.
    Held(Seat),
    /// Out of play: in the kitty, or discarded or buried face down.
    Out,
}

/// The weighted count of worlds that put each unseen card in each place. It travels from a
/// worker as JSON, its numbers as their `f64` bits (exact, so that shares merged on the page
/// give the same chances as the whole).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Whereabouts {
    /// The cards the seat has not seen.
    unseen: CardSet,
    /// The worlds' total weight.
    #[serde(with = "crate::search::parts::bits")]
    weight: f64,
    /// For each card slot, the weight of the worlds in which each seat holds it (by seat
    /// index), and in which it is out of play (the last).
    #[serde(with = "crate::search::parts::bits")]
    places: Vec<[f64; 5]>,
    /// How many worlds.
    worlds: usize,
}

/// The cards `view`'s seat has not seen: the deck less its own hand, every card played, its
/// own discard and a turned-down upcard (face up on the table when it was turned down).
pub fn unseen(view: &PlayerView) -> CardSet {
    let mut seen = view.hand;
    for trick in view.tricks.iter().chain(&view.current_trick) {
        for card in trick.cards.0.into_iter().flatten() {
            seen.insert(card);
        }
    }
    if let Some(card) = view.discard {
        seen.insert(card);
    }
    if view.upcard_state == UpcardState::TurnedDown {
        seen.insert(view.upcard);
    }
    view.rules.deck.cards().minus(seen)
}

impl Whereabouts {
    /// Worlds `worlds` (indices) of the search of `view` seeded with `seed`, counted.
    pub fn of_worlds(view: &PlayerView, seed: u64, worlds: Range<usize>) -> Whereabouts {
        let unseen = unseen(view);
        let mut out = Whereabouts {
            unseen,
            weight: 0.0,
            places: vec![[0.0; 5]; euchre::CARD_SLOTS],
            worlds: worlds.len(),
        };
        for index in worlds {
            let (world, weight) = weighted_world(view, seed, index);
            out.weight += weight;
            for card in unseen {
                let holder = Seat::ALL
                    .into_iter()
                    .find(|&s| world.holding(s).contains(card));
                let place = holder.map_or(4, Seat::index);
                out.places[card.index()][place] += weight;
            }
        }
        out
    }

    /// Adds another share of the same search's worlds.
    pub fn merge(&mut self, other: &Whereabouts) {
        self.weight += other.weight;
        self.worlds += other.worlds;
        for (mine, theirs) in self.places.iter_mut().zip(&other.places) {
            for (m, t) in mine.iter_mut().zip(theirs) {
                *m += t;
            }
        }
    }

    /// The cards the seat has not seen.
    pub fn unseen(&self) -> CardSet {
        self.unseen
    }

    /// How many worlds were counted.
    pub fn worlds(&self) -> usize {
        self.worlds
    }

    /// The chance that `card` is in `place`, over the worlds' weights: 0 for a card the seat
    /// has seen, or before any world of weight.
    pub fn chance(&self, card: Card, place: Place) -> f64 {
        if !self.unseen.contains(card) || self.weight <= 0.0 {
            return 0.0;
        }
        let i = match place {
            Place::Held(seat) => seat.index(),
            Place::Out => 4,
        };
        self.places[card.index()][i] / self.weight
    }

    /// `card`'s chances: each seat's (the viewer's own always 0), and out of play.
    pub fn chances(&self, card: Card) -> (BySeat<f64>, f64) {
        (
            BySeat::from_fn(|s| self.chance(card, Place::Held(s))),
            self.chance(card, Place::Out),
        )
    }
}
