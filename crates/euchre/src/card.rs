//! Suits, ranks, cards and the trump of a hand.
//!
//! The left bower's suit is decided in exactly one place: [`Card::suit_under`].

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the four suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
}

impl Suit {
    /// All four suits, in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's index, 0 to 3.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit with this index.
    ///
    /// # Panics
    /// If `index > 3`.
    #[inline]
    pub const fn from_index(index: usize) -> Suit {
        Suit::ALL[index]
    }

    /// Whether the suit is red (♦ ♥).
    #[inline]
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    /// The other suit of the same colour: the suit of the left bower when this suit is trump.
    #[inline]
    pub const fn same_colour(self) -> Suit {
        match self {
            Suit::Clubs => Suit::Spades,
            Suit::Spades => Suit::Clubs,
            Suit::Diamonds => Suit::Hearts,
            Suit::Hearts => Suit::Diamonds,
        }
    }

    /// The suit's symbol: ♣ ♦ ♥ ♠.
    #[inline]
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// The suit's English name in the plural: "clubs".
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }

    /// The suit's letter: C D H S.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card's rank: the six of the 24-card deck, the 7 and 8 of the 32-card deck, and the
/// Joker's own (variant `deck`, docs/rules.md). Index order is not rank order: compare
/// cards by [`Card::strength`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    /// 9
    Nine = 0,
    /// 10
    Ten = 1,
    /// Jack
    Jack = 2,
    /// Queen
    Queen = 3,
    /// King
    King = 4,
    /// Ace
    Ace = 5,
    /// 7 (the 32-card deck)
    Seven = 6,
    /// 8 (the 32-card deck)
    Eight = 7,
    /// The Joker's rank (the 25-card deck): it has no suit.
    Joker = 8,
}

impl Rank {
    /// The six ranks of the 24-card deck, low to high in a plain suit.
    pub const ALL: [Rank; 6] = [
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's index: 0 (nine) to 5 (ace), 6 and 7 for the seven and eight, 8 for the
    /// Joker.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rank as printed on a card: "9", "10", "J", "Q", "K", "A".
    pub const fn label(self) -> &'static str {
        match self {
            Rank::Nine => "9",
            Rank::Ten => "10",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
            Rank::Ace => "A",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Joker => "Joker",
        }
    }

    /// The rank's English name: "nine", …, "ace".
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Nine => "nine",
            Rank::Ten => "ten",
            Rank::Jack => "jack",
            Rank::Queen => "queen",
            Rank::King => "king",
            Rank::Ace => "ace",
            Rank::Seven => "seven",
            Rank::Eight => "eight",
            Rank::Joker => "joker",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// One of the 33 cards any deck of Bower's holds: the 24 cards (9, 10, J, Q, K, A of each
/// suit), the 7s and 8s of the 32-card deck and the Joker (variant `deck`).
///
/// Internally an index: `suit * 6 + rank` for the 24 cards (so saves of the standard game
/// are unchanged), 24 to 31 for the 7s and 8s (`24 + suit * 2`, the 8 one above), 32 for
/// the Joker. A card can never be anything but one of the 33.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

/// How many cards there are in all the decks together: [`Card::index`] is below this.
pub const CARD_SLOTS: usize = 33;

impl Card {
    /// The 24 cards of the standard deck, in index order (♣9 … ♠A).
    pub const ALL: [Card; 24] = {
        let mut all = [Card(0); 24];
        let mut i = 0;
        while i < 24 {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };

    /// Every card of every deck, in index order: the 24, the 7s and 8s, the Joker.
    pub const EVERY: [Card; CARD_SLOTS] = {
        let mut all = [Card(0); CARD_SLOTS];
        let mut i = 0;
        while i < CARD_SLOTS {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };

    /// The Joker (the Benny, the best bower): always the highest trump.
    pub const JOKER: Card = Card(32);

    /// The card of this suit and rank ([`Rank::Joker`] with any suit is the Joker).
    #[inline]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        match rank {
            Rank::Seven => Card(24 + (suit as u8) * 2),
            Rank::Eight => Card(25 + (suit as u8) * 2),
            Rank::Joker => Card::JOKER,
            _ => Card((suit as u8) * 6 + rank as u8),
        }
    }

    /// The card with this index (0 to 32), or `None`.
    #[inline]
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < CARD_SLOTS {
            Some(Card(index as u8))
        } else {
            None
        }
    }

    /// The card of bit `bit` of a [`CardSet`](crate::CardSet): its bits are all below 33,
    /// so this is a card without the check of [`from_index`](Card::from_index).
    #[inline]
    pub(crate) const fn from_set_bit(bit: u32) -> Card {
        debug_assert!(bit < CARD_SLOTS as u32);
        Card(bit as u8)
    }

    /// The card's index, 0 to 32.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is the Joker.
    #[inline]
    pub const fn is_joker(self) -> bool {
        self.0 == Card::JOKER.0
    }

    /// The printed suit. The Joker has none: it is always trump
    /// ([`suit_under`](Card::suit_under) says so), and this gives spades for it (the
    /// British Benny is often the 2♠), which only a display that has not asked
    /// [`is_joker`](Card::is_joker) would show.
    #[inline]
    pub const fn suit(self) -> Suit {
        PRINTED[self.0 as usize].0
    }

    /// The printed rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        PRINTED[self.0 as usize].1
    }

    /// The suit this card belongs to when `trump` is trump: its printed suit, except that
    /// the left bower (and the Joker) belong to the trump suit. This is the one place that
    /// decides it.
    #[inline]
    pub const fn suit_under(self, trump: Trump) -> Suit {
        SUIT_UNDER[trump.index()][self.0 as usize]
    }

    /// [`suit_under`](Card::suit_under) worked out from the rule; tabulated in `SUIT_UNDER`.
    const fn suit_under_by_rule(self, trump: Trump) -> Suit {
        match trump {
            Trump::Suit(t) => {
                if self.0 == Card::new(t.same_colour(), Rank::Jack).0 || self.is_joker() {
                    t
                } else {
                    self.suit()
                }
            }
            Trump::High | Trump::Low => self.suit(),
        }
    }

    /// Whether the card is a trump card when `trump` is trump (never with no trump).
    #[inline]
    pub const fn is_trump(self, trump: Trump) -> bool {
        POWER[trump.index()][self.0 as usize] >= TRUMP_POWER
    }

    /// The card's strength within its suit under `trump` (higher wins), -2 to 8.
    ///
    /// In the trump suit: the Joker 8, right bower 7, left bower 6, A 5, K 4, Q 3, 10 1,
    /// 9 0, 8 -1, 7 -2. In a plain suit (and with High): A 5 … 9 0, 8 -1, 7 -2. With Low:
    /// 7 7, 8 6, 9 5 … A 0. Only cards of the same [`suit_under`](Card::suit_under) are
    /// comparable by strength.
    #[inline]
    pub const fn strength(self, trump: Trump) -> i8 {
        (POWER[trump.index()][self.0 as usize] & (TRUMP_POWER - 1)) as i8 - STRENGTH_BASE
    }

    /// [`strength`](Card::strength) worked out from the rule; tabulated in `POWER`.
    const fn strength_by_rule(self, trump: Trump) -> i8 {
        // Plain order: 7 -2, 8 -1, 9 0, …, A 5.
        let plain = match self.rank() {
            Rank::Seven => -2,
            Rank::Eight => -1,
            Rank::Joker => 8,
            rank => rank as i8,
        };
        match trump {
            Trump::Suit(t) => {
                if self.0 == Card::new(t, Rank::Jack).0 {
                    7
                } else if self.0 == Card::new(t.same_colour(), Rank::Jack).0 {
                    6
                } else {
                    plain
                }
            }
            Trump::High => plain,
            // The Joker has no place without trump (the variant refuses no trump).
            Trump::Low if self.is_joker() => plain,
            Trump::Low => 5 - plain,
        }
    }

    /// Whether this card beats `other` in a trick led with `led` (a suit under `trump`),
    /// `other` having been played earlier or being the current winner.
    #[inline]
    pub const fn beats(self, other: Card, led: Suit, trump: Trump) -> bool {
        self.trick_power(led, trump) > other.trick_power(led, trump)
    }

    /// The card's power in a trick led with `led` under `trump`: trump 16 and up, the led
    /// suit 0 to 10 by strength, any other card -1, so only a trump or a card of the led
    /// suit can win.
    #[inline]
    pub(crate) const fn trick_power(self, led: Suit, trump: Trump) -> i8 {
        let power = POWER[trump.index()][self.0 as usize];
        if power >= TRUMP_POWER || SUIT_UNDER[trump.index()][self.0 as usize] as u8 == led as u8 {
            power as i8
        } else {
            -1
        }
    }
}

/// `PRINTED[card.index()]`: the printed suit and rank.
const PRINTED: [(Suit, Rank); CARD_SLOTS] = {
    let mut table = [(Suit::Spades, Rank::Joker); CARD_SLOTS];
    let mut i = 0;
    while i < 24 {
        table[i] = (Suit::ALL[i / 6], Rank::ALL[i % 6]);
        i += 1;
    }
    while i < 32 {
        let rank = if i % 2 == 0 { Rank::Seven } else { Rank::Eight };
        table[i] = (Suit::ALL[(i - 24) / 2], rank);
        i += 1;
    }
    table
};

/// Trump cards' power is their strength plus [`STRENGTH_BASE`] plus this.
pub(crate) const TRUMP_POWER: u8 = 16;

/// Added to a strength (from -2) to make a power (from 0).
const STRENGTH_BASE: i8 = 2;

/// `SUIT_UNDER[trump.index()][card.index()]`, from [`Card::suit_under_by_rule`].
const SUIT_UNDER: [[Suit; CARD_SLOTS]; 6] = {
    let mut table = [[Suit::Clubs; CARD_SLOTS]; 6];
    let mut t = 0;
    while t < 6 {
        let mut c = 0;
        while c < CARD_SLOTS {
            table[t][c] = Card(c as u8).suit_under_by_rule(Trump::ALL[t]);
            c += 1;
        }
        t += 1;
    }
    table
};

/// `POWER[trump.index()][card.index()]`: the strength within the card's suit plus
/// [`STRENGTH_BASE`], plus [`TRUMP_POWER`] for a trump card.
const POWER: [[u8; CARD_SLOTS]; 6] = {
    let mut table = [[0; CARD_SLOTS]; 6];
    let mut t = 0;
    while t < 6 {
        let mut c = 0;
        while c < CARD_SLOTS {
            let card = Card(c as u8);
            let is_trump = match Trump::ALL[t] {
                Trump::Suit(s) => card.suit_under_by_rule(Trump::ALL[t]) as u8 == s as u8,
                Trump::High | Trump::Low => false,
            };
            table[t][c] = (card.strength_by_rule(Trump::ALL[t]) + STRENGTH_BASE) as u8
                + if is_trump { TRUMP_POWER } else { 0 };
            c += 1;
        }
        t += 1;
    }
    table
};

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_joker() {
            f.write_str(Rank::Joker.label())
        } else {
            write!(f, "{}{}", self.rank().label(), self.suit().symbol())
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A card that could not be parsed from text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseCardError;

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not a Euchre card: expected a rank (7 8 9 10 T J Q K A) and a suit (C D H S ♣ ♦ ♥ ♠), or Joker",
        )
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Parses "9C", "10d", "TD", "J♠", "a♥", "7s", "Joker" (or "JK").
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let s = s.trim_ascii();
        if s.eq_ignore_ascii_case("joker") || s.eq_ignore_ascii_case("jk") {
            return Ok(Card::JOKER);
        }
        let mut chars = s.chars();
        let suit_char = chars.next_back().ok_or(ParseCardError)?;
        let rank_text = chars.as_str();
        let suit = match suit_char.to_ascii_uppercase() {
            'C' | '♣' => Suit::Clubs,
            'D' | '♦' => Suit::Diamonds,
            'H' | '♥' => Suit::Hearts,
            'S' | '♠' => Suit::Spades,
            _ => return Err(ParseCardError),
        };
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "7" => Rank::Seven,
            "8" => Rank::Eight,
            "9" => Rank::Nine,
            "10" | "T" => Rank::Ten,
            "J" => Rank::Jack,
            "Q" => Rank::Queen,
            "K" => Rank::King,
            "A" => Rank::Ace,
            _ => return Err(ParseCardError),
        };
        Ok(Card::new(suit, rank))
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        let index = u8::deserialize(deserializer)?;
        Card::from_index(usize::from(index)).ok_or_else(|| {
            serde::de::Error::custom(format_args!("card index {index} is not 0..33"))
        })
    }
}

/// What is trump in a hand: a suit, or (with the `no_trump` variant) High or Low.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Trump {
    /// A trump suit, with its two bowers.
    Suit(Suit),
    /// No trump; the highest card of the led suit wins (A high).
    High,
    /// No trump; the lowest card of the led suit wins (9 high).
    Low,
}

impl Trump {
    /// Every trump in [`index`](Trump::index) order: the four suits, High, Low.
    pub const ALL: [Trump; 6] = [
        Trump::Suit(Suit::Clubs),
        Trump::Suit(Suit::Diamonds),
        Trump::Suit(Suit::Hearts),
        Trump::Suit(Suit::Spades),
        Trump::High,
        Trump::Low,
    ];

    /// The trump suit, if there is one.
    #[inline]
    pub const fn suit(self) -> Option<Suit> {
        match self {
            Trump::Suit(s) => Some(s),
            Trump::High | Trump::Low => None,
        }
    }

    /// A dense index 0 to 5 (the four suits, then High, then Low), for lookup tables.
    #[inline]
    pub const fn index(self) -> usize {
        match self {
            Trump::Suit(s) => s as usize,
            Trump::High => 4,
            Trump::Low => 5,
        }
    }
}

impl fmt::Display for Trump {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Trump::Suit(s) => f.write_str(s.name()),
            Trump::High => f.write_str("high (no trump)"),
            Trump::Low => f.write_str("low (no trump)"),
        }
    }
}

#[cfg(test)]
mod tests;
