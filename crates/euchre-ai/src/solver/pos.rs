//! The solver's position: every remaining card, the trick in progress, who is to play; its
//! moves' effects, its bounds and its table key.

use euchre::{Card, CardSet, Hand, Phase, Seat, Suit, Team, Trump};

use super::{Side, makers_of, moves, team_bits};

/// A position of the play: every remaining card, the trick in progress, who is to play.
#[derive(Clone, Copy, Debug)]
pub(super) struct Pos {
    pub(super) hands: [CardSet; 4],
    pub(super) trump: Trump,
    /// Bit per active seat.
    pub(super) active: u8,
    pub(super) to_act: Seat,
    /// Cards played to the current trick.
    pub(super) in_trick: u8,
    /// The cards of the current trick (a set, for equivalence).
    pub(super) trick_cards: CardSet,
    pub(super) led: Suit,
    pub(super) winning: Card,
    pub(super) winner: Seat,
    /// The makers' side: who is on whose side (the other active seats defend).
    pub(super) makers: Side,
}

impl Pos {
    pub(super) fn from_hand(hand: &Hand) -> Pos {
        assert_eq!(hand.phase(), Phase::Play, "the solver plays the Play phase");
        let trump = hand.trump().expect("trump is made in play");
        let mut active = 0u8;
        let mut hands = [CardSet::EMPTY; 4];
        for seat in Seat::ALL {
            if hand.is_active(seat) {
                active |= 1 << seat.index();
                hands[seat.index()] = hand.holding(seat);
            }
        }
        let to_act = hand.to_act().expect("a seat to play");
        let mut pos = Pos {
            hands,
            trump,
            active,
            to_act,
            in_trick: 0,
            trick_cards: CardSet::EMPTY,
            led: Suit::Clubs,
            winning: Card::ALL[0],
            winner: to_act,
            makers: makers_of(hand),
        };
        if let Some(trick) = hand.current_trick() {
            for (seat, card) in trick.in_play_order() {
                pos.note(seat, card);
            }
        }
        pos
    }

    /// Records `card` from `seat` in the current trick (not its removal from the hand).
    #[inline]
    pub(super) fn note(&mut self, seat: Seat, card: Card) {
        if self.in_trick == 0 {
            self.led = card.suit_under(self.trump);
            self.winning = card;
            self.winner = seat;
        } else if card.beats(self.winning, self.led, self.trump) {
            self.winning = card;
            self.winner = seat;
        }
        self.in_trick += 1;
        self.trick_cards.insert(card);
    }

    /// The side of `seat`.
    #[inline]
    pub(super) fn side(&self, seat: Seat) -> Side {
        if self.makers & 1 << seat.index() != 0 {
            self.makers
        } else {
            self.active & !self.makers
        }
    }

    #[inline]
    pub(super) fn next_active(&self, seat: Seat) -> Seat {
        let mut s = seat.next();
        while self.active & (1 << s.index()) == 0 {
            s = s.next();
        }
        s
    }

    #[inline]
    pub(super) fn playable(&self) -> CardSet {
        let hand = self.hands[self.to_act.index()];
        if self.in_trick == 0 {
            return hand;
        }
        let follow = hand.of_suit(self.led, self.trump);
        if follow.is_empty() { hand } else { follow }
    }

    /// Plays `card`; returns the trick's winner when it completes it.
    #[inline]
    pub(super) fn play(&mut self, card: Card) -> Option<Seat> {
        let seat = self.to_act;
        self.hands[seat.index()].remove(card);
        self.note(seat, card);
        if u32::from(self.in_trick) < self.active.count_ones() {
            self.to_act = self.next_active(seat);
            return None;
        }
        let winner = self.winner;
        self.in_trick = 0;
        self.trick_cards = CardSet::EMPTY;
        self.to_act = winner;
        Some(winner)
    }

    /// At a trick boundary, the tricks `side` is sure to take: the most of the highest
    /// remaining trumps held in an unbroken run by one of its seats (each wins a trick of
    /// its own: nothing can beat it, and one seat plays one card a trick). None without
    /// trump.
    #[inline]
    pub(super) fn sure_tricks(&self, side: Side) -> u8 {
        let Some(suit) = self.trump.suit() else {
            return 0;
        };
        let (cards, len) = moves::ORDER[self.trump.index()][suit.index()];
        let mut holder = None;
        let mut run = 0;
        for &card in &cards[..usize::from(len)] {
            let Some(seat) = Seat::ALL
                .into_iter()
                .find(|s| self.hands[s.index()].contains(card))
            else {
                continue; // played already
            };
            match holder {
                None if side & 1 << seat.index() != 0 => holder = Some(seat),
                Some(h) if h == seat => {}
                _ => break,
            }
            run += 1;
        }
        run
    }

    /// Tricks still to be won, counting the one in progress.
    #[inline]
    pub(super) fn remaining(&self) -> u8 {
        self.hands[self.to_act.index()].len() as u8
    }

    /// The table key: every remaining card, who plays, trump, the active seats and the
    /// searching side: a partnership's active seats by the team's index (so four-player
    /// keys are those of a team-based table), any other side (by three: West or East
    /// alone, South with a defender) by its seat bits above it.
    ///
    /// The cards: with the 24 cards of the standard deck, each hand's 24 bits. With a 7, an 8
    /// or the Joker among them (variant `deck`), the set of all remaining cards (33 bits) and
    /// each one's holder in index order (2 bits for each of at most 20), trump moved below
    /// them and its field set to 6, which no trump's index is: keys of the two kinds never
    /// meet, so the table may hold both.
    pub(super) fn key(&self, side: Side) -> u128 {
        let all = self.hands.iter().fold(0u64, |all, h| all | h.bits());
        let (cards, trump) = if all >> 24 == 0 {
            let mut key = 0u128;
            for (i, h) in self.hands.iter().enumerate() {
                key |= u128::from(h.bits()) << (24 * i);
            }
            (key, self.trump.index() as u128)
        } else {
            let mut holders = 0u128;
            for (seat, h) in self.hands.iter().enumerate() {
                let mut bits = h.bits();
                while bits != 0 {
                    let below = all & ((1u64 << bits.trailing_zeros()) - 1);
                    holders |= (seat as u128) << (2 * below.count_ones());
                    bits &= bits - 1;
                }
            }
            let key = u128::from(all) | holders << 33 | (self.trump.index() as u128) << 73;
            (key, 6)
        };
        let side_code = if side == team_bits(Team::NorthSouth) & self.active {
            0
        } else if side == team_bits(Team::EastWest) & self.active {
            1
        } else {
            u128::from(side) << 1
        };
        cards
            | u128::from(self.to_act.index() as u8) << 96
            | trump << 98
            | u128::from(self.active) << 101
            | side_code << 105
    }
}
