//! Shuffling and dealing from a seed, identically on every platform.

use rand_core::Rng;
use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::card_set::CardSet;
use crate::rules::{Deck, Rules};
use crate::seat::{BySeat, Players, Seat};

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
    lemire(n, || rng.next_u32())
}

/// [`below`] drawing from `next`; `n` is not zero.
#[inline(always)]
fn lemire(n: u32, mut next: impl FnMut() -> u32) -> u32 {
    let mut product = u64::from(next()) * u64::from(n);
    // The division that finds the rejection threshold (always below `n`) is needed only
    // when the low half is below `n`: rarely.
    if (product as u32) < n {
        let threshold = n.wrapping_neg() % n;
        while (product as u32) < threshold {
            product = u64::from(next()) * u64::from(n);
        }
    }
    (product >> 32) as u32
}

/// [`lemire`] for a constant `N`: the rejection threshold `2^32 mod N` (below `N`) is a
/// constant, so the `low < N` pre-test that spares `lemire` its division is not needed:
/// a low half below the threshold is below `N` too, so the two draw the same numbers.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn lemire_const<const N: u32>(mut next: impl FnMut() -> u32) -> u32 {
    let threshold = const { N.wrapping_neg() % N };
    loop {
        let product = u64::from(next()) * u64::from(N);
        if product as u32 >= threshold {
            return (product >> 32) as u32;
        }
    }
}

/// [`DealRng`] written out for [`Deal::new`], the hottest code of a random playout: the
/// same numbers (a test compares them), without the byte buffers of the generic seeding.
struct Pcg32 {
    state: u64,
    increment: u64,
}

impl Pcg32 {
    /// PCG's 64-bit LCG multiplier.
    const MULTIPLIER: u64 = 6_364_136_223_846_793_005;

    /// `DealRng::seed_from_u64(seed)`: rand_core fills the 16-byte seed with four outputs
    /// of a fixed PCG32 started at `seed` (little-endian: the state, then the stream), and
    /// rand_pcg makes the stream odd and steps once.
    #[inline(always)]
    fn seed_from_u64(seed: u64) -> Pcg32 {
        const MUL: u64 = 0x5851_F42D_4C95_7F2D;
        const INC: u64 = 0xA176_54E4_6FBE_17F3;
        let mut s = seed;
        let mut word = || {
            s = s.wrapping_mul(MUL).wrapping_add(INC);
            u64::from(Pcg32::output(s))
        };
        let state = word() | word() << 32;
        let increment = word() | word() << 32 | 1;
        let state = state.wrapping_add(increment);
        Pcg32 {
            state: state
                .wrapping_mul(Pcg32::MULTIPLIER)
                .wrapping_add(increment),
            increment,
        }
    }

    /// PCG-XSH-RR: xorshift the high bits, then a random rotation.
    #[inline(always)]
    fn output(state: u64) -> u32 {
        let xorshifted = (((state >> 18) ^ state) >> 27) as u32;
        xorshifted.rotate_right((state >> 59) as u32)
    }

    #[inline(always)]
    fn next_u32(&mut self) -> u32 {
        let state = self.state;
        self.state = state
            .wrapping_mul(Pcg32::MULTIPLIER)
            .wrapping_add(self.increment);
        Pcg32::output(state)
    }
}

/// Shuffles `items` uniformly (Fisher–Yates) with [`below`].
pub fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The cards of one deal: five to each seat, the upcard and the three-card kitty (with
/// three players: North's place empty and an eight-card kitty; with a larger deck, a
/// larger kitty).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// Each seat's five cards (none for a seat not in play).
    pub hands: BySeat<CardSet>,
    /// The card turned face up on the kitty.
    pub upcard: Card,
    /// The cards under the upcard ([`Rules::kitty_len`]), never seen in play.
    pub kitty: CardSet,
}

/// Where each position of the shuffled deck goes, for four players: the four hands in the
/// order dealt (0 to 3), the upcard (4), the kitty (5).
const FOUR_PARTS: [usize; 24] = [
    0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 5, 5, 5,
];

/// The same for three players: three hands, the 16th card up, eight in the kitty.
const THREE_PARTS: [usize; 24] = [
    0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 4, 5, 5, 5, 5, 5, 5, 5, 5,
];

/// The deck shuffled from `seed` and dealt into the parts of `PLAYERS`' table (3 or 4):
/// exactly `shuffle(&mut DealRng::seed_from_u64(seed), &mut Card::ALL)` and then the deal
/// of the shuffled deck, fused. Fisher–Yates settles position `i` when it swaps it, so each
/// card goes to its part at once and position `i` is never written back. The steps are
/// written out, so every `n` of `lemire` is a constant; so is the table, a const generic.
///
/// Natively (the arena, the property tests: millions of deals); in wasm the page and the
/// workers deal a hand at a time, and [`dealt_parts_rolled`] draws the same cards in a
/// fifth of the code.
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
fn dealt_parts<const PLAYERS: usize>(seed: u64) -> [CardSet; 6] {
    let part: &[usize; 24] = if PLAYERS == 3 {
        &THREE_PARTS
    } else {
        &FOUR_PARTS
    };
    let mut rng = Pcg32::seed_from_u64(seed);
    // The deck holds each card as its bit (`1 << index`), so that a settled card joins
    // its part with one `or`. 32 slots (24 used): an index below 32 needs no bounds
    // check.
    let mut deck = [0u64; 32];
    for (i, slot) in deck.iter_mut().enumerate() {
        *slot = 1 << (i % 24);
    }
    let mut parts = [0u64; 6];
    macro_rules! settle {
        ($($i:literal)*) => {$(
            let j = lemire_const::<{ $i + 1 }>(|| rng.next_u32()) as usize;
            parts[part[$i]] |= deck[j];
            deck[j] = deck[$i];
        )*};
    }
    settle!(23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1);
    parts[0] |= deck[0];
    // The deck holds single bits below 24, so the masks are never needed; they keep the
    // types' promises without a check that could panic.
    parts.map(CardSet::from_bits_masked)
}

/// [`dealt_parts`] as a loop: the same numbers (`lemire` and `lemire_const` draw alike),
/// the steps not written out. The deal of wasm builds, where the unrolled steps weigh
/// about 5 kB on the page's first paint.
#[cfg(any(target_arch = "wasm32", test))]
fn dealt_parts_rolled<const PLAYERS: usize>(seed: u64) -> [CardSet; 6] {
    rolled(
        seed,
        if PLAYERS == 3 {
            &THREE_PARTS
        } else {
            &FOUR_PARTS
        },
    )
}

/// [`dealt_parts_rolled`] with the table as an argument: one copy of the loop for both.
#[cfg(any(target_arch = "wasm32", test))]
#[inline(never)]
fn rolled(seed: u64, part: &[usize; 24]) -> [CardSet; 6] {
    let mut rng = Pcg32::seed_from_u64(seed);
    let mut deck: [u64; 24] = core::array::from_fn(|i| 1 << i);
    let mut parts = [0u64; 6];
    for i in (1..24).rev() {
        let j = lemire(i as u32 + 1, || rng.next_u32()) as usize;
        parts[part[i]] |= deck[j];
        deck[j] = deck[i];
    }
    parts[0] |= deck[0];
    parts.map(CardSet::from_bits_masked)
}

#[cfg(target_arch = "wasm32")]
use dealt_parts_rolled as dealt_parts;

impl Deal {
    /// Shuffles the 24 cards with [`DealRng`] seeded by `seed` and deals them to four
    /// players: five cards to each player starting left of `dealer`, then the upcard, then
    /// the kitty.
    ///
    /// # Examples
    /// ```
    /// use euchre::{Deal, Seat, CardSet};
    /// let deal = Deal::new(42, Seat::East);
    /// assert_eq!(deal, Deal::new(42, Seat::East));
    /// let all = deal.hands.0.iter().fold(deal.kitty.with(deal.upcard), |a, &h| a | h);
    /// assert_eq!(all, CardSet::STANDARD);
    /// ```
    pub fn new(seed: u64, dealer: Seat) -> Deal {
        let [first, second, third, fourth, upcard, kitty] = dealt_parts::<4>(seed);
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for (i, hand) in [first, second, third, fourth].into_iter().enumerate() {
            hands[dealer.offset(i + 1)] = hand;
        }
        Deal {
            hands,
            // Never empty; the fallback keeps the type's promise without a panic.
            upcard: upcard.first().unwrap_or(Card::ALL[0]),
            kitty,
        }
    }

    /// The deal of `seed` at a table of `players`: [`Deal::new`] for four; for three, five
    /// cards to each of the three starting left of `dealer`, the 16th card up and the
    /// other eight the kitty (North's hand empty).
    ///
    /// # Examples
    /// ```
    /// use euchre::{CardSet, Deal, Players, Seat};
    /// let deal = Deal::for_players(42, Seat::East, Players::Three);
    /// assert_eq!(deal.hands[Seat::North], CardSet::EMPTY);
    /// assert_eq!(deal.kitty.len(), 8);
    /// assert_eq!(deal.all_cards(), CardSet::STANDARD);
    /// assert_eq!(Deal::for_players(42, Seat::East, Players::Four), Deal::new(42, Seat::East));
    /// ```
    pub fn for_players(seed: u64, dealer: Seat, players: Players) -> Deal {
        if players == Players::Four {
            return Deal::new(seed, dealer);
        }
        let [first, second, third, _, upcard, kitty] = dealt_parts::<3>(seed);
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for (i, hand) in [first, second, third].into_iter().enumerate() {
            hands[players.offset(dealer, i + 1)] = hand;
        }
        Deal {
            hands,
            upcard: upcard.first().unwrap_or(Card::ALL[0]),
            kitty,
        }
    }

    /// The deal of `seed` under `rules`: [`Deal::for_players`] with the standard deck (the
    /// same cards as ever for a seed); with another deck, its cards shuffled with
    /// [`shuffle`] and dealt as the 24 are: five to each player from the dealer's left, the
    /// next card up, the rest the kitty.
    ///
    /// # Examples
    /// ```
    /// use euchre::{Deck, Deal, Rules, Seat};
    /// let rules = Rules { deck: Deck::ThirtyTwo, ..Rules::standard() };
    /// let deal = Deal::for_rules(7, Seat::East, &rules);
    /// assert_eq!(deal.kitty.len(), 11);
    /// assert_eq!(deal.all_cards(), Deck::ThirtyTwo.cards());
    /// ```
    pub fn for_rules(seed: u64, dealer: Seat, rules: &Rules) -> Deal {
        if rules.deck == Deck::TwentyFour {
            return Deal::for_players(seed, dealer, rules.players);
        }
        let mut cards = [Card::ALL[0]; 32];
        let mut len = 0;
        for card in rules.deck.cards() {
            cards[len] = card;
            len += 1;
        }
        let cards = &mut cards[..len];
        // `shuffle` with `DealRng::seed_from_u64(seed)`, drawn from the written-out generator
        // (the same numbers, without rand's generic seeding on the page's first paint).
        let mut rng = Pcg32::seed_from_u64(seed);
        for i in (1..len).rev() {
            let j = lemire(i as u32 + 1, || rng.next_u32()) as usize;
            cards.swap(i, j);
        }
        let players = rules.players;
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for (i, five) in cards.chunks(5).take(players.count()).enumerate() {
            hands[players.offset(dealer, i + 1)] = five.iter().copied().collect();
        }
        let dealt = 5 * players.count();
        Deal {
            hands,
            upcard: cards[dealt],
            kitty: cards[dealt + 1..].iter().copied().collect(),
        }
    }

    /// Every card of the deal: always the full deck.
    pub fn all_cards(&self) -> CardSet {
        self.hands
            .0
            .iter()
            .fold(self.kitty.with(self.upcard), |all, &hand| all | hand)
    }

    /// Whether this is a deal under `rules`, as [`Deal::for_rules`] makes them: five cards to
    /// each seat in play and none to a seat out of it, the kitty the rules' size, and every
    /// card of the rules' deck once. What a deal received from elsewhere is checked with.
    pub fn is_for(&self, rules: &Rules) -> bool {
        let players = rules.players;
        let sizes = Seat::ALL.iter().all(|&seat| {
            let want = if players.contains(seat) { 5 } else { 0 };
            self.hands[seat].len() == want
        });
        let counted = self.hands.0.iter().map(|h| h.len()).sum::<usize>() + 1 + self.kitty.len();
        sizes
            && self.kitty.len() == rules.kitty_len()
            && !self.kitty.contains(self.upcard)
            && counted == rules.deck.cards().len()
            && self.all_cards() == rules.deck.cards()
    }
}

#[cfg(test)]
mod tests {
    use rand_core::SeedableRng;

    use super::*;

    #[test]
    fn a_deal_is_a_partition_of_the_deck_and_depends_only_on_the_seed() {
        for seed in 0..500 {
            let deal = Deal::new(seed, Seat::South);
            assert_eq!(deal.all_cards(), CardSet::STANDARD);
            for (_, hand) in deal.hands.iter() {
                assert_eq!(hand.len(), 5);
            }
            assert_eq!(deal.kitty.len(), 3);
            assert_eq!(deal, Deal::new(seed, Seat::South));
        }
        assert_ne!(Deal::new(1, Seat::South), Deal::new(2, Seat::South));
    }

    #[test]
    fn the_rolled_deal_draws_the_same_cards_as_the_unrolled_one() {
        for seed in (0..20_000u64).map(|s| s.wrapping_mul(0x9E37_79B9_7F4A_7C15)) {
            assert_eq!(
                dealt_parts_rolled::<4>(seed),
                dealt_parts::<4>(seed),
                "{seed}"
            );
            assert_eq!(
                dealt_parts_rolled::<3>(seed),
                dealt_parts::<3>(seed),
                "{seed}"
            );
        }
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
    fn lemire_const_draws_what_below_draws() {
        // Streams that hit the rejection (a low half under the threshold) and its edges.
        fn check<const N: u32>() {
            let threshold = N.wrapping_neg() % N;
            let edges = [
                0,
                1,
                threshold.wrapping_sub(1),
                threshold,
                N - 1,
                N,
                u32::MAX,
            ];
            // The first two draws from the edges, then an LCG (whose low halves soon pass).
            let stream = |first: u32, second: u32| {
                let mut drawn = 0;
                let mut x = second;
                move || {
                    drawn += 1;
                    match drawn {
                        1 => first,
                        2 => second,
                        _ => {
                            x = x.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                            x
                        }
                    }
                }
            };
            for first in edges {
                for second in edges {
                    assert_eq!(
                        lemire_const::<N>(stream(first, second)),
                        lemire(N, stream(first, second)),
                        "n {N}, draws {first} {second}"
                    );
                }
            }
        }
        macro_rules! all {
            ($($n:literal)*) => {$(check::<$n>();)*};
        }
        all!(1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24);
    }

    #[test]
    fn the_written_out_generator_is_deal_rng() {
        let seeds = (0..2000).chain([u64::MAX, u64::MAX / 3, 1 << 63, 0x5851_F42D_4C95_7F2D]);
        for seed in seeds {
            let mut ours = Pcg32::seed_from_u64(seed);
            let mut theirs = DealRng::seed_from_u64(seed);
            for _ in 0..40 {
                assert_eq!(ours.next_u32(), theirs.next_u32(), "seed {seed}");
            }
        }
    }

    #[test]
    fn deals_are_the_shuffle_of_deal_rng_dealt_out() {
        // `Deal::new` fuses the shuffle and the deal; this is the plain version.
        let plain = |seed: u64, dealer: Seat| {
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
        };
        for seed in (0..20_000).chain([u64::MAX, 1 << 63]) {
            let dealer = Seat::from_index(seed as usize / 7);
            assert_eq!(Deal::new(seed, dealer), plain(seed, dealer), "seed {seed}");
        }
    }

    #[test]
    fn wider_decks_are_the_shuffle_of_deal_rng_dealt_out() {
        for deck in [Deck::Joker, Deck::ThirtyTwo] {
            for players in [Players::Four, Players::Three] {
                let rules = Rules {
                    deck,
                    ..Rules::standard().with_players(players)
                };
                for seed in (0..2_000).chain([u64::MAX, 1 << 63]) {
                    let dealer = players.seats()[seed as usize % players.count()];
                    let mut cards: Vec<Card> = deck.cards().into_iter().collect();
                    shuffle(&mut DealRng::seed_from_u64(seed), &mut cards);
                    let deal = Deal::for_rules(seed, dealer, &rules);
                    for (i, chunk) in cards.chunks_exact(5).take(players.count()).enumerate() {
                        let seat = players.offset(dealer, i + 1);
                        assert_eq!(deal.hands[seat], chunk.iter().copied().collect());
                    }
                    let dealt = 5 * players.count();
                    assert_eq!(deal.upcard, cards[dealt], "{deck:?} {seed}");
                    assert_eq!(deal.kitty, cards[dealt + 1..].iter().copied().collect());
                }
            }
        }
    }

    #[test]
    fn three_player_deals_are_the_shuffle_dealt_to_three() {
        for seed in (0..5_000).chain([u64::MAX, 1 << 63]) {
            let dealer = Players::Three.seats()[seed as usize % 3];
            let mut deck = Card::ALL;
            shuffle(&mut DealRng::seed_from_u64(seed), &mut deck);
            let deal = Deal::for_players(seed, dealer, Players::Three);
            // Five each from the dealer's left, South → West → East; the 16th up.
            for (i, chunk) in deck[..15].chunks_exact(5).enumerate() {
                let seat = Players::Three.offset(dealer, i + 1);
                assert_eq!(deal.hands[seat], chunk.iter().copied().collect(), "{seed}");
            }
            assert_eq!(deal.hands[Seat::North], CardSet::EMPTY);
            assert_eq!(deal.upcard, deck[15]);
            assert_eq!(deal.kitty, deck[16..].iter().copied().collect());
            assert_eq!(deal.kitty.len(), 8);
            assert_eq!(deal.all_cards(), CardSet::STANDARD);
        }
    }

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
