//! Shuffling and dealing from a seed, identically on every platform.

use rand_core::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{BySeat, Seat};

/// The generator behind every deal: PCG-XSH-RR 64/32, seeded from a `u64`. Its output is
/// specified bit for bit, so a seed gives the same deal natively and in wasm32.
pub type DealRng = rand_pcg::Pcg32;

/// A uniform integer in `0..n` from `rng`, by Lemire's multiply-and-reject method: exact
/// and portable (the same numbers on every platform).
///
/// # Panics
/// If `n` is zero.
#[inline]
pub fn below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    assert!(n > 0, "below(0) has no value");
    let mut product = u64::from(rng.next_u32()) * u64::from(n);
    // The division that finds the rejection threshold (always below `n`) is needed only
    // when the low half is below `n`: rarely.
    if (product as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u32) < threshold {
            product = u64::from(rng.next_u32()) * u64::from(n);
        }
    }
    (product >> 32) as u32
}

/// Shuffles `items` uniformly (Fisher–Yates) with [`below`].
pub fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The cards of one deal: five to each seat, the upcard and the three-card kitty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// Each seat's five cards.
    pub hands: BySeat<CardSet>,
    /// The card turned face up on the kitty.
    pub upcard: Card,
    /// The three cards under the upcard, never seen in play.
    pub kitty: CardSet,
}

impl Deal {
    /// Shuffles the 24 cards with [`DealRng`] seeded by `seed` and deals them: five cards to
    /// each player starting left of `dealer`, then the upcard, then the kitty.
    ///
    /// # Examples
    /// ```
    /// use euchre::{Deal, Seat, CardSet};
    /// let deal = Deal::new(42, Seat::East);
    /// assert_eq!(deal, Deal::new(42, Seat::East));
    /// let all = deal.hands.0.iter().fold(deal.kitty.with(deal.upcard), |a, &h| a | h);
    /// assert_eq!(all, CardSet::FULL);
    /// ```
    pub fn new(seed: u64, dealer: Seat) -> Deal {
        let mut deck = Card::ALL;
        shuffle(&mut DealRng::seed_from_u64(seed), &mut deck);
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for (i, chunk) in deck[..20].chunks_exact(5).enumerate() {
            hands[dealer.offset(i + 1)] = chunk.iter().copied().collect();
        }
        Deal {
            hands,
            upcard: deck[20],
            kitty: deck[21..].iter().copied().collect(),
        }
    }

    /// Every card of the deal: always the full deck.
    pub fn all_cards(&self) -> CardSet {
        self.hands
            .0
            .iter()
            .fold(self.kitty.with(self.upcard), |all, &hand| all | hand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_is_a_partition_of_the_deck_and_depends_only_on_the_seed() {
        for seed in 0..500 {
            let deal = Deal::new(seed, Seat::South);
            assert_eq!(deal.all_cards(), CardSet::FULL);
            for (_, hand) in deal.hands.iter() {
                assert_eq!(hand.len(), 5);
            }
            assert_eq!(deal.kitty.len(), 3);
            assert_eq!(deal, Deal::new(seed, Seat::South));
        }
        assert_ne!(Deal::new(1, Seat::South), Deal::new(2, Seat::South));
    }

    #[test]
    fn seed_zero_deals_the_same_cards_on_every_platform() {
        // Pinned: a change here breaks every shared seed and saved game.
        let deal = Deal::new(0, Seat::East);
        let text = format!(
            "{} | {} | {} | {} | {} | {}",
            deal.hands[Seat::South],
            deal.hands[Seat::West],
            deal.hands[Seat::North],
            deal.hands[Seat::East],
            deal.upcard,
            deal.kitty
        );
        assert_eq!(text, PINNED_SEED_ZERO);
    }

    const PINNED_SEED_ZERO: &str =
        "Q♣ 9♦ K♦ K♥ Q♠ | Q♦ 9♥ 10♥ 9♠ 10♠ | J♦ J♥ Q♥ A♥ J♠ | 9♣ J♣ K♣ 10♦ A♦ | A♣ | 10♣ K♠ A♠";

    #[test]
    fn shuffles_are_roughly_uniform() {
        // Where the ace of spades lands over 24,000 shuffles: each slot near 1,000.
        let mut counts = [0u32; 24];
        let mut rng = DealRng::seed_from_u64(7);
        for _ in 0..24_000 {
            let mut deck = Card::ALL;
            shuffle(&mut rng, &mut deck);
            let slot = deck.iter().position(|&c| c == Card::ALL[23]).unwrap();
            counts[slot] += 1;
        }
        for (slot, &n) in counts.iter().enumerate() {
            assert!((850..1150).contains(&n), "slot {slot} got {n}");
        }
    }
}
