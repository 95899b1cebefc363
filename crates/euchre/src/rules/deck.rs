//! The deck a table plays with (variant `deck`): the standard 24 cards, 25 with the Joker,
//! or the older 32.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;

/// The cards in play. Saves and settings written before the field existed load as the
/// standard 24 cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Deck {
    /// The standard 24 cards: 9 to ace of each suit.
    #[default]
    TwentyFour,
    /// The 24 and the Joker (the Benny), the highest trump: a kitty of four.
    Joker,
    /// The older 32 cards, 7 to ace of each suit: a kitty of twelve.
    ThirtyTwo,
}

impl Deck {
    /// Every deck.
    pub const ALL: [Deck; 3] = [Deck::TwentyFour, Deck::Joker, Deck::ThirtyTwo];

    /// The deck's cards.
    pub const fn cards(self) -> CardSet {
        match self {
            Deck::TwentyFour => CardSet::STANDARD,
            Deck::Joker => CardSet::STANDARD.with(Card::JOKER),
            Deck::ThirtyTwo => CardSet::STANDARD
                .union(CardSet::rank(Rank::Seven))
                .union(CardSet::rank(Rank::Eight)),
        }
    }

    /// How many cards it holds: 24, 25 or 32.
    pub const fn size(self) -> usize {
        self.cards().len()
    }

    /// Whether the Joker is in it.
    pub const fn has_joker(self) -> bool {
        matches!(self, Deck::Joker)
    }

    /// The deck's name as a player reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Deck::TwentyFour => "24 cards",
            Deck::Joker => "25 cards with the Joker",
            Deck::ThirtyTwo => "32 cards",
        }
    }

    /// Whether `card` is in this deck.
    pub const fn contains(self, card: Card) -> bool {
        self.cards().contains(card)
    }

    /// The cards of `suit` in this deck, by printed suit.
    pub const fn suit(self, suit: Suit) -> CardSet {
        self.cards().intersect(CardSet::printed_suit(suit))
    }
}

impl fmt::Display for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_deck_holds_its_cards() {
        assert_eq!(Deck::ALL.map(Deck::size), [24, 25, 32]);
        assert!(Deck::Joker.contains(Card::JOKER) && !Deck::ThirtyTwo.contains(Card::JOKER));
        let seven: Card = "7H".parse().unwrap();
        assert!(Deck::ThirtyTwo.contains(seven) && !Deck::Joker.contains(seven));
        for deck in Deck::ALL {
            assert_eq!(
                deck.suit(Suit::Clubs).len(),
                if deck == Deck::ThirtyTwo { 8 } else { 6 }
            );
        }
        assert_eq!(Deck::default(), Deck::TwentyFour);
    }
}
