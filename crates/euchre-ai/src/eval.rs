//! Hand evaluation and card knowledge shared by the players: how many tricks a hand is
//! worth in a trump, which card to bury, whether a hand can go alone, and which cards the
//! other seats may still hold.

use euchre::{Card, CardSet, Deck, PlayerView, Rank, Seat, Suit, Trump, UpcardState};

/// The value in expected tricks of a trump card by its [`slot`] (7 = 0, 8, 9, 10, the jack
/// (never a trump by that strength), Q, K, A, left, right, the Joker = 10) when it is not
/// in the unbroken top sequence.
pub(crate) const TRUMP_VALUE: [f32; 11] = [
    0.25, 0.28, 0.30, 0.33, 0.0, 0.40, 0.50, 0.65, 0.80, 1.0, 1.0,
];

/// A card's [`Card::strength`] under `trump` as an index: 0 for a 7 (-2) to 10 for the
/// Joker (8); the 9 is 2 and the right bower 9.
pub(crate) fn slot(card: Card, trump: Trump) -> usize {
    (card.strength(trump) + 2) as usize
}

/// Every trump of `deck` under `trump`, strongest first.
pub(crate) fn trump_strengths_desc(trump: Trump, deck: Deck) -> impl Iterator<Item = Card> {
    strongest_first(CardSet::trumps(trump) & deck.cards(), trump)
}

/// `cards` of one suit (under `trump`), strongest first. Strengths differ within a suit, so
/// each card has its own slot: no sort needed (and no sort code in the wasm).
fn strongest_first(cards: CardSet, trump: Trump) -> impl Iterator<Item = Card> {
    let mut by_strength = [None; 11];
    for card in cards {
        by_strength[slot(card, trump)] = Some(card);
    }
    by_strength.into_iter().rev().flatten()
}

/// Expected tricks `cards` (five) take as the makers' hand in `trump`, partner not counted,
/// in a game of `deck`.
pub(crate) fn hand_tricks(cards: CardSet, trump: Trump, deck: Deck) -> f32 {
    hand_tricks_beside(cards, trump, deck, CardSet::EMPTY)
}

/// [`hand_tricks`] when the cards `dead` are known out of play (the turned-down upcard): a
/// trump below a dead one moves up the unbroken top sequence ("the right bower and ace of
/// next" with the left bower turned down are the two best trumps in play).
pub(crate) fn hand_tricks_beside(cards: CardSet, trump: Trump, deck: Deck, dead: CardSet) -> f32 {
    match trump {
        Trump::Suit(_) => suit_tricks(cards, trump, deck, dead),
        Trump::High | Trump::Low => no_trump_tricks(cards, trump, deck),
    }
}

fn suit_tricks(cards: CardSet, trump: Trump, deck: Deck, dead: CardSet) -> f32 {
    let trumps = cards & CardSet::trumps(trump);
    let n = trumps.len();
    let mut total = 0.0;
    // The unbroken top sequence from the best trump of the deck counts a full trick each.
    let mut in_sequence = true;
    for card in trump_strengths_desc(trump, deck).filter(|&c| !dead.contains(c)) {
        if trumps.contains(card) {
            total += if in_sequence {
                1.0
            } else {
                TRUMP_VALUE[slot(card, trump)]
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

fn no_trump_tricks(cards: CardSet, trump: Trump, deck: Deck) -> f32 {
    let mut total = 0.0;
    for suit in Suit::ALL {
        let of: Vec<Card> = strongest_first(cards.of_suit(suit, trump), trump).collect();
        // Top cards in unbroken sequence from the best of the suit are tricks.
        let best = strongest_first(deck.suit(suit), trump).next();
        let mut expect = best.map_or(5, |card| card.strength(trump));
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
pub(crate) fn best_discard(cards: CardSet, trump: Trump, deck: Deck) -> Card {
    let mut best = None;
    let mut best_value = f32::NEG_INFINITY;
    for card in cards {
        let value =
            hand_tricks(cards.without(card), trump, deck) - 0.01 * discard_cost(card, trump);
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
pub(crate) fn loner_hand(cards: CardSet, trump: Trump, deck: Deck) -> bool {
    let Trump::Suit(_) = trump else {
        // No trump: only with four sure tops.
        return no_trump_tricks(cards, trump, deck) >= 4.5;
    };
    let trumps = cards & CardSet::trumps(trump);
    let n = trumps.len();
    let mut top = 0;
    for card in trump_strengths_desc(trump, deck) {
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
pub(crate) struct Knowledge {
    pub trump: Trump,
    pub hand: CardSet,
    /// Cards some other active seat may still hold.
    pub outstanding: CardSet,
    pub voids: euchre::BySeat<CardSet>,
}

impl Knowledge {
    pub fn new(view: &PlayerView) -> Option<Knowledge> {
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
    pub fn may_beat(&self, seat: Seat, card: Card, led: Suit) -> bool {
        (self.outstanding - self.voids[seat])
            .iter()
            .any(|x| x.beats(card, led, self.trump))
    }

    /// Whether `card` is the best outstanding card of its suit (under trump).
    pub fn is_boss(&self, card: Card) -> bool {
        let suit = card.suit_under(self.trump);
        !self
            .outstanding
            .of_suit(suit, self.trump)
            .iter()
            .any(|x| x.strength(self.trump) > card.strength(self.trump))
    }

    /// Outstanding trumps.
    pub fn outstanding_trumps(&self) -> CardSet {
        self.outstanding & CardSet::trumps(self.trump)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        s.parse().expect("test cards parse")
    }

    #[test]
    fn hand_values_order_sensibly() {
        let hearts = Trump::Suit(Suit::Hearts);
        let strong = hand_tricks(set("JH JD AH KH AS"), hearts, Deck::TwentyFour);
        let bowers = hand_tricks(set("JH JD 9C TC 9S"), hearts, Deck::TwentyFour);
        let weak = hand_tricks(set("9H TC QC 9S TS"), hearts, Deck::TwentyFour);
        assert!(strong > 4.0, "{strong}");
        assert!(bowers > weak && bowers < 2.6, "{bowers}");
        assert!(weak < 0.8, "{weak}");
    }

    #[test]
    fn discard_makes_a_void_and_keeps_aces() {
        let hearts = Trump::Suit(Suit::Hearts);
        assert_eq!(
            best_discard(set("JH AH 9H AC 9S KC"), hearts, Deck::TwentyFour),
            "9S".parse().unwrap()
        );
        assert_eq!(
            best_discard(set("JH AH 9H AC TC AS"), hearts, Deck::TwentyFour),
            "TC".parse().unwrap()
        );
    }

    #[test]
    fn loners_need_five_tricks() {
        let hearts = Trump::Suit(Suit::Hearts);
        assert!(loner_hand(set("JH JD AH AC AS"), hearts, Deck::TwentyFour));
        assert!(loner_hand(set("JH JD AH KH QH"), hearts, Deck::TwentyFour));
        assert!(!loner_hand(set("JH JD AH KS 9D"), hearts, Deck::TwentyFour));
        assert!(!loner_hand(set("AH KH QH AC AS"), hearts, Deck::TwentyFour));
    }
}
