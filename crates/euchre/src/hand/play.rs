//! The play: the first lead once trump is settled, and each card to the trick (the inner
//! loop of every play-out), with the score once the fifth trick is taken.

use core::hint::select_unpredictable;

use super::{Hand, HandOutcome, Phase, SEATING, Sink, Trick};
use crate::action::Event;
use crate::card::Card;
use crate::card_set::CardSet;
use crate::seat::{Players, Seat};

impl Hand {
    pub(super) fn start_play(&mut self) {
        let contract = self.contract.expect("trump is made");
        let first = if self.rules.loner_left_leads && contract.alone {
            contract.maker.next()
        } else {
            self.dealer.next()
        };
        (self.players, self.next_active) = SEATING[usize::from(self.active & 0b1111)];
        // The first seat in play from `first` on, without a loop: the next seat in play
        // after the one to `first`'s right (never that seat itself: at least two play).
        let leader = self.next_active[first.offset(3)];
        self.to_play = self.players;
        self.phase = Phase::Play;
        self.trick = Trick::new(leader);
        self.turn = leader;
    }

    // Always inlined: the play step is the inner loop of every playout, and a call would
    // cost a fifth of it.
    #[inline(always)]
    pub(super) fn play(&mut self, seat: Seat, card: Card, events: &mut impl Sink) {
        // The card is held (the contract of `step` and `apply_unchecked`): flipping its bit
        // removes it.
        self.holdings[seat].toggle(card);
        let trick = &mut self.trick;
        trick.cards[seat] = Some(card);
        events.push(Event::CardPlayed { seat, card });
        // The winner so far is kept in `winner` but only counts once the trick is done.
        let (led, beating) = CardSet::trick_sets(card, self.trump_row);
        if self.led == CardSet::FULL {
            // The lead: a branch, which a predictor gets right (it comes after each trick's
            // end), so that the later cards of the trick wait for the lead's `led` only,
            // not each for the one before it as they would through a select.
            self.led = led;
            self.beaters = beating;
            trick.winner = Some(seat);
        } else {
            // Selects, not branches: in a random playout whether a card wins is a coin toss
            // that a branch predictor would miss half the time.
            let wins = self.beaters.contains(card);
            self.beaters = select_unpredictable(wins, beating, self.beaters);
            trick.winner = select_unpredictable(wins, Some(seat), trick.winner);
        }
        self.to_play -= 1;
        if self.to_play != 0 {
            self.turn = self.next_active[seat];
            return;
        }
        let winner = trick.winner.unwrap_or(seat);
        // Always a place for it in play; checked all the same, so that even a `Play` that
        // breaks the contract of `apply_unchecked` after the hand cannot panic here.
        if let Some(done) = self.tricks.get_mut(usize::from(self.trick_count)) {
            *done = *trick;
        }
        self.tricks_won[winner] += 1;
        events.push(Event::TrickWon {
            winner,
            index: self.trick_count,
        });
        self.trick_count += 1;
        self.to_play = self.players;
        self.led = CardSet::FULL;
        self.beaters = CardSet::FULL;
        if self.trick_count == 5 {
            self.phase = Phase::HandOver;
            if let Some(
                outcome @ HandOutcome::Played {
                    contract,
                    maker_tricks,
                    score,
                    ..
                },
            ) = self.outcome()
            {
                events.push(match self.rules.players {
                    Players::Four => Event::HandScored {
                        makers: contract.makers(),
                        maker_tricks,
                        kind: score.kind,
                        team: score.team(contract.makers()),
                        points: score.points,
                    },
                    Players::Three => Event::PlayerScored {
                        maker: contract.maker,
                        maker_tricks,
                        kind: score.kind,
                        points: outcome.seat_points(Players::Three),
                    },
                });
            }
        } else {
            self.trick = Trick::new(winner);
            self.turn = winner;
        }
    }
}
