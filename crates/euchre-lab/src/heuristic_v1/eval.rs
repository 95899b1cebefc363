//! The frozen copy of the hand evaluation `heuristic-v1` bids and plays by (see
//! `heuristic_v1.rs`). Hand evaluation and card knowledge shared by the players: how many tricks a hand is
//! worth in a trump, which card to bury, whether a hand can go alone, and which cards the
//! other seats may still hold.

use euchre::{Card, CardSet, PlayerView, Rank, Seat, Suit, Trump, UpcardState};

/// The value in expected tricks of a trump card of the given strength (9 = 0 … right = 7)
/// when it is not in the unbroken top sequence.
const TRUMP_VALUE: [f32; 8] = [0.30, 0.33, 0.0, 0.40, 0.50, 0.65, 0.80, 1.0];

/// Every trump a suit call can name, plus High and Low.
pub(super) fn trump_strengths_desc(trump: Trump) -> impl Iterator<Item = Card> {
    // Frozen with the 24 cards: the Joker and the 7s and 8s are not in its sequences.
    strongest_first(CardSet::trumps(trump) & CardSet::STANDARD, trump)
}

/// `cards` of one suit (under `trump`), strongest first. Strengths differ within a suit, so
/// each card has its own slot: no sort needed (and no sort code in the wasm).
fn strongest_first(cards: CardSet, trump: Trump) -> impl Iterator<Item = Card> {
    let mut by_strength = [None; 8];
    for card in cards {
        by_strength[card.strength(trump).clamp(0, 7) as usize] = Some(card);
    }
    by_strength.into_iter().rev().flatten()
}

/// Expected tricks `cards` (five) take as the makers' hand in `trump`, partner not counted.
pub(super) fn hand_tricks(cards: CardSet, trump: Trump) -> f32 {
    match trump {
        Trump::Suit(_) => suit_tricks(cards, trump),
        Trump::High | Trump::Low => no_trump_tricks(cards, trump),
    }
}

fn suit_tricks(cards: CardSet, trump: Trump) -> f32 {
    let trumps = cards & CardSet::trumps(trump);
    let n = trumps.len();
    let mut total = 0.0;
    // The unbroken top sequence from the right bower counts a full trick each.
    let mut in_sequence = true;
    for card in trump_strengths_desc(trump) {
        if trumps.contains(card) {
            total += if in_sequence {
                1.0
            } else {
                TRUMP_VALUE[card.strength(trump).clamp(0, 7) as usize]
            };
        } else {
            in_sequence = false;
        }
    }
    if n >= 3 {
        total += 0.2 * (n - 2) as f32;
    }
    let mut voids = 0;
    for suit in Suit::ALL {
        if Trump::Suit(suit) == trump {
            continue;
        }
        let of = cards.of_suit(suit, trump);
        total += off_suit_tricks(of, suit, trump);
        if of.is_empty() {
            voids += 1;
        }
    }
    // A void lets a spare trump ruff.
    if n >= 2 {
        total += 0.3 * voids.min(n - 1) as f32;
    }
    total
}

fn off_suit_tricks(of: CardSet, suit: Suit, trump: Trump) -> f32 {
    let ace = of.contains(Card::new(suit, Rank::Ace));
    let king = of.contains(Card::new(suit, Rank::King));
    let mut value = 0.0;
    if ace {
        value += if of.len() <= 2 { 0.85 } else { 0.6 };
    }
    if king {
        value += match (ace, of.len()) {
            (true, _) => 0.4,
            (false, 1) => 0.1,
            (false, _) => 0.25,
        };
    }
    let _ = trump;
    value
}

fn no_trump_tricks(cards: CardSet, trump: Trump) -> f32 {
    let mut total = 0.0;
    for suit in Suit::ALL {
        let of: Vec<Card> = strongest_first(cards.of_suit(suit, trump), trump).collect();
        // Top cards in unbroken sequence from the best of the suit are tricks.
        let mut expect = 5i8;
        for card in &of {
            if card.strength(trump) == expect {
                total += 0.95;
                expect = expect.saturating_sub(1);
            } else {
                if card.strength(trump) + 1 == expect && of.len() >= 2 {
                    total += 0.3;
                }
                break;
            }
        }
        if of.len() >= 3 {
            total += 0.15 * (of.len() - 2) as f32;
        }
    }
    total
}

/// The card the dealer should bury from six: never a trump if avoidable, making a void
/// where possible, keeping aces.
pub(super) fn best_discard(cards: CardSet, trump: Trump) -> Card {
    let mut best = None;
    let mut best_value = f32::NEG_INFINITY;
    for card in cards {
        let value = hand_tricks(cards.without(card), trump) - 0.01 * discard_cost(card, trump);
        if value > best_value {
            best_value = value;
            best = Some(card);
        }
    }
    best.expect("a hand to discard from")
}

/// A small cost of giving up a card, to break ties: trump and high cards cost more.
fn discard_cost(card: Card, trump: Trump) -> f32 {
    f32::from(card.strength(trump)) + if card.is_trump(trump) { 10.0 } else { 0.0 }
}

/// Whether `cards` (five) should take all five tricks alone in `trump`.
pub(super) fn loner_hand(cards: CardSet, trump: Trump) -> bool {
    let Trump::Suit(_) = trump else {
        // No trump: only with four sure tops.
        return no_trump_tricks(cards, trump) >= 4.5;
    };
    let trumps = cards & CardSet::trumps(trump);
    let n = trumps.len();
    let mut top = 0;
    for card in trump_strengths_desc(trump) {
        if trumps.contains(card) {
            top += 1;
        } else {
            break;
        }
    }
    let off = cards - trumps;
    let off_aces = (off & CardSet::rank(Rank::Ace)).len();
    let off_losers = off.len() - off_aces;
    match n {
        5 => top >= 1 || trumps.contains(Card::new(trump_suit(trump).same_colour(), Rank::Jack)),
        4 => top >= 2 || (top >= 1 && off_losers == 0),
        3 => top >= 3 && off_losers == 0 || top >= 2 && off_losers == 0 && off_aces >= 2,
        _ => false,
    }
}

fn trump_suit(trump: Trump) -> Suit {
    trump.suit().unwrap_or(Suit::Clubs)
}

/// What a seat knows about where cards are, during play.
#[derive(Clone, Debug)]
pub(super) struct Knowledge {
    pub(super) trump: Trump,
    pub(super) hand: CardSet,
    /// Cards some other active seat may still hold.
    pub(super) outstanding: CardSet,
    pub(super) voids: euchre::BySeat<CardSet>,
}

impl Knowledge {
    pub(super) fn new(view: &PlayerView) -> Option<Knowledge> {
        let trump = view.trump()?;
        let mut seen = view.hand | view.played();
        if let Some(d) = view.discard {
            seen.insert(d);
        }
        let upcard_in_play = view.upcard_state == UpcardState::PickedUp && view.dealer != view.seat;
        if !upcard_in_play {
            seen.insert(view.upcard);
        }
        Some(Knowledge {
            trump,
            hand: view.hand,
            outstanding: view.rules.deck.cards() - seen,
            voids: view.voids(),
        })
    }

    /// Whether `seat` may hold a card that beats `card` in a trick led in `led`.
    pub(super) fn may_beat(&self, seat: Seat, card: Card, led: Suit) -> bool {
        (self.outstanding - self.voids[seat])
            .iter()
            .any(|x| x.beats(card, led, self.trump))
    }

    /// Whether `card` is the best outstanding card of its suit (under trump).
    pub(super) fn is_boss(&self, card: Card) -> bool {
        let suit = card.suit_under(self.trump);
        !self
            .outstanding
            .of_suit(suit, self.trump)
            .iter()
            .any(|x| x.strength(self.trump) > card.strength(self.trump))
    }

    /// Outstanding trumps.
    pub(super) fn outstanding_trumps(&self) -> CardSet {
        self.outstanding & CardSet::trumps(self.trump)
    }
}
