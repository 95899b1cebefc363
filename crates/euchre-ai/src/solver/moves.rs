//! The solver's move generation: one card per group of equivalent cards, ordered so that
//! alpha-beta cuts early (winners cheaply, high cards first when leading).

use euchre::{Card, Seat, Suit, Trump};

use super::{Pos, Solver};

impl Solver {
    /// The distinct moves (one per group of equivalent cards), in a good order.
    pub(super) fn moves(&self, pos: &Pos) -> Moves {
        let trump = pos.trump;
        let me = pos.to_act;
        let playable = pos.playable();
        // Cards that separate two of mine: the other active hands and the trick.
        let mut others = pos.trick_cards;
        for seat in Seat::ALL {
            if seat != me && pos.active & (1 << seat.index()) != 0 {
                others |= pos.hands[seat.index()];
            }
        }
        let mut moves = Moves {
            cards: [Card::ALL[0]; 6],
            keys: [0; 6],
            len: 0,
        };
        let partner_winning = pos.in_trick > 0 && pos.side(pos.winner) == pos.side(me);
        let order = &ORDER[trump.index()];
        for suit in Suit::ALL {
            let mine = playable.of_suit(suit, trump);
            if mine.is_empty() {
                continue;
            }
            let theirs = others.of_suit(suit, trump);
            // Walk the suit from its best card: my cards form one group until another
            // remaining card lies between them; each group plays alike, keep its lowest.
            let (cards, len) = order[suit.index()];
            let mut group: Option<Card> = None;
            for &c in &cards[..usize::from(len)] {
                if mine.contains(c) {
                    group = Some(c);
                } else if theirs.contains(c)
                    && let Some(card) = group.take()
                {
                    moves.push(pos, card, partner_winning);
                }
            }
            if let Some(card) = group {
                moves.push(pos, card, partner_winning);
            }
        }
        // Insertion sort by key.
        for a in 1..moves.len {
            let mut b = a;
            while b > 0 && moves.keys[b - 1] > moves.keys[b] {
                moves.keys.swap(b - 1, b);
                moves.cards.swap(b - 1, b);
                b -= 1;
            }
        }
        moves
    }
}

pub(super) struct Moves {
    pub(super) cards: [Card; 6],
    keys: [i32; 6],
    pub(super) len: usize,
}

impl Moves {
    #[inline]
    fn push(&mut self, pos: &Pos, card: Card, partner_winning: bool) {
        let trump = pos.trump;
        let strength = i32::from(card.strength(trump)) + if card.is_trump(trump) { 10 } else { 0 };
        let key = if pos.in_trick == 0 {
            // Leading: high cards first.
            -strength
        } else if partner_winning {
            strength
        } else if card.beats(pos.winning, pos.led, trump) {
            // Win as cheaply as possible first.
            -100 + strength
        } else {
            strength
        };
        self.cards[self.len] = card;
        self.keys[self.len] = key;
        self.len += 1;
    }
}

/// For each trump (by [`Trump::index`]) and suit, the suit's cards of every deck from best
/// to worst (at most ten: the Joker, the bowers and A to 7 of trump).
pub(super) const ORDER: [[([Card; 10], u8); 4]; 6] = {
    let trumps = Trump::ALL;
    let mut order = [[([Card::ALL[0]; 10], 0u8); 4]; 6];
    let mut t = 0;
    while t < 6 {
        let mut strength = 9i8;
        while strength > -3 {
            strength -= 1;
            let mut i = 0;
            while i < Card::EVERY.len() {
                let card = Card::EVERY[i];
                if card.strength(trumps[t]) == strength {
                    let suit = card.suit_under(trumps[t]).index();
                    let (cards, len) = &mut order[t][suit];
                    cards[*len as usize] = card;
                    *len += 1;
                }
                i += 1;
            }
        }
        t += 1;
    }
    order
};
