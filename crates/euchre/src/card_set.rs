//! A set of cards as a 33-bit bit set.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

use serde::{Deserialize, Serialize};

use crate::card::{CARD_SLOTS, Card, ParseCardError, Rank, Suit, Trump};

/// A set of cards: bit `i` is [`Card::EVERY`]`[i]`. Copy, 8 bytes, set operations in one
/// instruction, iteration low index first.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const FULL_BITS: u64 = (1 << CARD_SLOTS) - 1;

/// `SUIT_MASKS[trump.index()][suit.index()]`: the cards of `suit` when `trump` is trump.
const SUIT_MASKS: [[u64; 4]; 6] = {
    let mut masks = [[0u64; 4]; 6];
    let trumps = Trump::ALL;
    let mut t = 0;
    while t < 6 {
        let mut i = 0;
        while i < CARD_SLOTS {
            let card = Card::EVERY[i];
            masks[t][card.suit_under(trumps[t]).index()] |= 1 << i;
            i += 1;
        }
        t += 1;
    }
    masks
};

/// `BITS_IN_12[bits]`: the number of set bits of `bits` below 4096, for [`CardSet::len`].
#[cfg(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    not(target_feature = "popcnt")
))]
static BITS_IN_12: [u8; 4096] = {
    let mut table = [0u8; 4096];
    let mut i = 0;
    while i < 4096 {
        table[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    table
};

/// The play step's table: `TRICK_TABLE[trick_row(trump) + card.index()]` is `(led,
/// beaters)`, the cards of the suit `card` belongs to under `trump` (what must follow when
/// it is led), and the cards that beat `card` when it is winning a trick (a winning card is
/// a trump or of the led suit, so the led suit is its own suit). Rows of 33 in a table of
/// 256 so that a `u8` index needs no bounds check.
const TRICK_TABLE: [(u64, u64); 256] = {
    let mut table = [(0u64, 0u64); 256];
    let mut t = 0;
    while t < 6 {
        let trump = Trump::ALL[t];
        let mut c = 0;
        while c < CARD_SLOTS {
            let card = Card::EVERY[c];
            let led = card.suit_under(trump);
            let power = card.trick_power(led, trump);
            let mut beaters = 0;
            let mut x = 0;
            while x < CARD_SLOTS {
                if Card::EVERY[x].trick_power(led, trump) > power {
                    beaters |= 1 << x;
                }
                x += 1;
            }
            table[t * CARD_SLOTS + c] = (SUIT_MASKS[t][led.index()], beaters);
            c += 1;
        }
        t += 1;
    }
    table
};

/// `RANK_MASKS[rank.index()]`: the cards of each rank.
const RANK_MASKS: [u64; 9] = {
    let mut masks = [0u64; 9];
    let mut i = 0;
    while i < CARD_SLOTS {
        masks[Card::EVERY[i].rank().index()] |= 1 << i;
        i += 1;
    }
    masks
};

/// The offset of `trump`'s row in the play step's table ([`CardSet::trick_sets`]).
#[inline]
pub(crate) const fn trick_row(trump: Trump) -> u8 {
    trump.index() as u8 * CARD_SLOTS as u8
}

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// Every card of every deck: the 24, the 7s and 8s, the Joker. A deal's cards are
    /// [`Deck::cards`](crate::Deck::cards).
    pub const FULL: CardSet = CardSet(FULL_BITS);

    /// The 24 cards of the standard deck.
    pub const STANDARD: CardSet = CardSet((1 << 24) - 1);

    /// The set with these bits, or `None` if a bit above 32 is set.
    #[inline]
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits & !FULL_BITS == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// The set with the bits of `bits` below 33 (any higher bits dropped).
    #[inline]
    pub(crate) const fn from_bits_masked(bits: u64) -> CardSet {
        CardSet(bits & FULL_BITS)
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding just `card`.
    #[inline]
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.index())
    }

    /// The printed suit `suit`: six cards, and the suit's 7 and 8.
    #[inline]
    pub const fn printed_suit(suit: Suit) -> CardSet {
        CardSet(0b11_1111 << (suit.index() * 6) | 0b11 << (24 + suit.index() * 2))
    }

    /// The cards that belong to `suit` when `trump` is trump (the left bower counts as trump).
    #[inline]
    pub const fn suit_under(suit: Suit, trump: Trump) -> CardSet {
        CardSet(SUIT_MASKS[trump.index()][suit.index()])
    }

    /// All trump cards under `trump` (none with no trump).
    #[inline]
    pub const fn trumps(trump: Trump) -> CardSet {
        match trump {
            Trump::Suit(s) => CardSet::suit_under(s, trump),
            Trump::High | Trump::Low => CardSet::EMPTY,
        }
    }

    /// The cards of a rank, one per suit (the Joker alone for [`Rank::Joker`]).
    #[inline]
    pub const fn rank(rank: Rank) -> CardSet {
        CardSet(RANK_MASKS[rank.index()])
    }

    /// Number of cards.
    #[inline]
    pub const fn len(self) -> usize {
        // Where the CPU counts bits in one instruction (wasm32, x86 with `popcnt`), that;
        // plain x86-64 has no such instruction and spends 16 on it, so two lookups of 12
        // bits in a 4 KB table instead (a random playout counts its playable cards for
        // every card it plays).
        #[cfg(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            not(target_feature = "popcnt")
        ))]
        {
            (BITS_IN_12[(self.0 & 0xFFF) as usize]
                + BITS_IN_12[((self.0 >> 12) & 0xFFF) as usize]
                + BITS_IN_12[((self.0 >> 24) & 0xFFF) as usize]) as usize
        }
        #[cfg(not(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            not(target_feature = "popcnt")
        )))]
        {
            self.0.count_ones() as usize
        }
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.index()) != 0
    }

    /// Adds `card`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.index();
        new
    }

    /// Removes `card`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    /// Adds `card` if absent, removes it if present: the cheapest removal of a card known
    /// to be in the set.
    #[inline]
    pub(crate) fn toggle(&mut self, card: Card) {
        self.0 ^= 1 << card.index();
    }

    /// The set with `card` added.
    #[inline]
    #[must_use]
    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1 << card.index())
    }

    /// The set with `card` removed.
    #[inline]
    #[must_use]
    pub const fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1 << card.index()))
    }

    /// Cards in both sets.
    #[inline]
    pub const fn intersect(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    #[inline]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in `self` but not `other`.
    #[inline]
    pub const fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether every card of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The lowest-index card, if any.
    #[inline]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 {
            None
        } else {
            Some(Card::from_set_bit(self.0.trailing_zeros()))
        }
    }

    /// The `n`-th card in index order, if there are more than `n`.
    #[inline]
    pub fn nth(self, n: usize) -> Option<Card> {
        // The set without its 1, 2, 3, 4 lowest cards, picked without a branch: `n` is
        // often random (a random playout's pick among at most five cards), and a loop
        // of `n` steps would be mispredicted nearly every time. Dropping a card from an
        // empty set leaves it empty.
        let drop = |bits: u64| bits & bits.wrapping_sub(1);
        let b1 = drop(self.0);
        let b2 = drop(b1);
        let b3 = drop(b2);
        let b4 = drop(b3);
        let mut bits = [self.0, b1, b2, b3, b4][n.min(4)];
        for _ in 4..n.min(CARD_SLOTS) {
            bits = drop(bits);
        }
        CardSet(bits).first()
    }

    /// The cards in index order (♣ then ♦ ♥ ♠; 9 up to A within a suit).
    #[inline]
    pub const fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// The cards of this set that belong to `suit` under `trump`.
    #[inline]
    pub const fn of_suit(self, suit: Suit, trump: Trump) -> CardSet {
        self.intersect(CardSet::suit_under(suit, trump))
    }

    /// For `card` under the trump whose [`trick_row`] is `row`: the cards that must follow
    /// when `card` is led (the suit it belongs to, left bower included), and the cards that
    /// beat it when it is winning a trick (it is a trump or of the led suit, as a winning
    /// card always is): the higher trumps, and for a plain card the higher cards of its
    /// suit too.
    #[inline]
    pub(crate) const fn trick_sets(card: Card, row: u8) -> (CardSet, CardSet) {
        let (led, beaters) = TRICK_TABLE[row.wrapping_add(card.index() as u8) as usize];
        (CardSet(led), CardSet(beaters))
    }

    /// The strongest card of the set under `trump` when `led` is led (trump beats the led
    /// suit; any other card only if nothing better is there).
    pub fn best(self, led: Suit, trump: Trump) -> Option<Card> {
        let mut iter = self.iter();
        let mut best = iter.next()?;
        for card in iter {
            if card.beats(best, led, trump) {
                best = card;
            }
        }
        Some(best)
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

/// Iterator over a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        // The bits come from a `CardSet`: all below 33.
        let card = Card::from_set_bit(self.0.trailing_zeros());
        self.0 &= self.0 - 1;
        Some(card)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = CardSet(self.0).len();
        (n, Some(n))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = CardSetIter;
    fn into_iter(self) -> CardSetIter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl core::str::FromStr for CardSet {
    type Err = ParseCardError;

    /// Parses cards separated by white space: "JH JD AH 9C TC".
    fn from_str(s: &str) -> Result<CardSet, ParseCardError> {
        s.split_whitespace().map(str::parse::<Card>).collect()
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::single(card)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        self.union(rhs)
    }
}

impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        self.intersect(rhs)
    }
}

impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, rhs: CardSet) -> CardSet {
        self.minus(rhs)
    }
}

impl Not for CardSet {
    type Output = CardSet;
    fn not(self) -> CardSet {
        CardSet(!self.0 & FULL_BITS)
    }
}

impl Serialize for CardSet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(self.0)
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        let bits = u64::deserialize(deserializer)?;
        CardSet::from_bits(bits).ok_or_else(|| {
            serde::de::Error::custom(format_args!("card set {bits:#x} has bits above 32"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &str) -> CardSet {
        cards.parse().expect("test cards parse")
    }

    #[test]
    fn set_operations_and_iteration() {
        let a = set("9C AC JH");
        assert_eq!(a.len(), 3);
        assert!(a.contains("JH".parse().unwrap()));
        assert_eq!(
            a.iter().collect::<Vec<_>>(),
            set("JH 9C AC").iter().collect::<Vec<_>>()
        );
        assert_eq!((a - set("AC")).len(), 2);
        assert_eq!((!a).len(), 30);
        assert_eq!((CardSet::FULL.len(), CardSet::STANDARD.len()), (33, 24));
        for bits in
            (0..1 << 33)
                .step_by(4_093_001)
                .chain([FULL_BITS, 0xFFF, 0xFFF000, 1 << 23, 1 << 32])
        {
            assert_eq!(CardSet(bits).len(), bits.count_ones() as usize, "{bits:#x}");
        }
        assert_eq!(a.first(), Some("9C".parse().unwrap()));
        assert_eq!(CardSet::rank(Rank::Jack), set("JC JD JH JS"));
        assert_eq!(CardSet::rank(Rank::Eight), set("8C 8D 8H 8S"));
        assert_eq!(CardSet::rank(Rank::Joker), set("Joker"));
        assert_eq!(
            CardSet::printed_suit(Suit::Diamonds),
            set("7D 8D 9D TD JD QD KD AD")
        );
        assert!(CardSet::from_bits(1 << 33).is_none());
        assert_eq!("".parse::<CardSet>(), Ok(CardSet::EMPTY));
        assert_eq!("9C XX".parse::<CardSet>(), Err(ParseCardError));
    }

    #[test]
    fn suit_masks_move_the_left_bower_into_trump() {
        let spades = Trump::Suit(Suit::Spades);
        assert_eq!(
            CardSet::trumps(spades),
            set("7S 8S 9S TS JS QS KS AS JC Joker")
        );
        assert_eq!(
            CardSet::suit_under(Suit::Clubs, spades),
            set("7C 8C 9C TC QC KC AC")
        );
        assert_eq!(
            CardSet::suit_under(Suit::Hearts, spades),
            CardSet::printed_suit(Suit::Hearts)
        );
        assert_eq!(CardSet::trumps(Trump::High), CardSet::EMPTY);
        for trump in [spades, Trump::Suit(Suit::Diamonds), Trump::High, Trump::Low] {
            let all = Suit::ALL.iter().fold(CardSet::EMPTY, |acc, &s| {
                acc | CardSet::suit_under(s, trump)
            });
            assert_eq!(
                all,
                CardSet::FULL,
                "the four suits partition the deck under {trump}"
            );
        }
    }

    #[test]
    fn nth_is_the_nth_card_in_index_order() {
        for bits in [
            0,
            1,
            0b1011,
            0xF0_0F0F,
            FULL_BITS,
            1 << 23,
            1 << 32,
            0x0155_5555,
        ] {
            let cards: Vec<Card> = CardSet(bits).iter().collect();
            for n in 0..40 {
                assert_eq!(CardSet(bits).nth(n), cards.get(n).copied(), "{bits:#x} {n}");
            }
            assert_eq!(CardSet(bits).nth(usize::MAX), None);
        }
    }

    #[test]
    fn trick_tables_agree_with_the_card_rules() {
        let beating = |card: Card, trump: Trump| CardSet::trick_sets(card, trick_row(trump)).1;
        for trump in Trump::ALL {
            for winning in Card::EVERY {
                let led = winning.suit_under(trump);
                assert_eq!(
                    CardSet::trick_sets(winning, trick_row(trump)).0,
                    CardSet::suit_under(led, trump)
                );
                for card in Card::EVERY {
                    assert_eq!(
                        beating(winning, trump).contains(card),
                        card.beats(winning, led, trump),
                        "{card} against {winning} under {trump}"
                    );
                }
            }
        }
        let hearts = Trump::Suit(Suit::Hearts);
        let card = |text: &str| text.parse::<Card>().unwrap();
        assert_eq!(beating(card("AC"), hearts), CardSet::trumps(hearts));
        // (The Joker, never in play without trump, counts there as the highest spade.)
        assert_eq!(
            beating(card("KS"), Trump::Low),
            set("7S 8S 9S TS JS QS Joker")
        );
        assert_eq!(beating(card("JH"), hearts), set("Joker"));
    }

    #[test]
    fn best_card_of_a_trick() {
        let hearts = Trump::Suit(Suit::Hearts);
        assert_eq!(
            set("AC KC 9H").best(Suit::Clubs, hearts),
            Some("9H".parse().unwrap())
        );
        assert_eq!(
            set("AH JD KC").best(Suit::Clubs, hearts),
            Some("JD".parse().unwrap())
        );
        assert_eq!(
            set("QC AS KC").best(Suit::Clubs, hearts),
            Some("KC".parse().unwrap())
        );
        assert_eq!(
            set("QC 9C AC").best(Suit::Clubs, Trump::Low),
            Some("9C".parse().unwrap())
        );
        assert_eq!(CardSet::EMPTY.best(Suit::Clubs, hearts), None);
    }
}
