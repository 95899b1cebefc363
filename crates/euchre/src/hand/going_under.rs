//! Going under (variant `going_under`): who is asked, the exchange with the kitty, and the
//! kitty as it stands after it.

use super::{Hand, Phase, Sink};
use crate::action::{Action, Event};
use crate::card::Card;
use crate::card_set::CardSet;
use crate::rules::farmers_threes;
use crate::seat::Seat;

impl Hand {
    /// Whether `seat` was dealt a hand that may go under (three 9s or three 10s).
    pub fn may_go_under(&self, seat: Seat) -> bool {
        self.rules.has_going_under()
            && farmers_threes(self.deal.hands[seat], &mut [[Card::ALL[0]; 3]; 4]) > 0
    }

    /// Offers going under to the first seat from `first` on, up to the dealer, that was
    /// dealt a farmer's hand; or, with none left, starts round 1 (`first` is `None` once the
    /// dealer has been asked).
    pub(super) fn offer_going_under(&mut self, first: Option<Seat>) {
        if let Some(first) = first {
            let mut seat = first;
            loop {
                if self.may_go_under(seat) {
                    self.phase = Phase::GoingUnder;
                    self.turn = seat;
                    return;
                }
                if seat == self.dealer {
                    break;
                }
                seat = seat.next();
            }
        }
        self.phase = Phase::Bidding1;
        self.turn = self.next_active[self.dealer];
    }

    /// Who went under and the three cards they showed, if anyone did.
    pub const fn went_under(&self) -> Option<(Seat, [Card; 3])> {
        self.went_under
    }

    /// The kitty's hidden cards now: as dealt, or the three shown by a player who went under.
    pub fn kitty(&self) -> CardSet {
        match self.went_under {
            Some((_, shown)) => shown.into_iter().collect(),
            None => self.deal.kitty,
        }
    }

    /// A going-under decision of `seat` (the step of [`Phase::GoingUnder`]).
    pub(super) fn going_under_step(&mut self, seat: Seat, action: Action, events: &mut impl Sink) {
        match action {
            Action::KeepHand => {
                self.offer_going_under((seat != self.dealer).then(|| seat.next()));
            }
            Action::GoUnder(shown) => {
                let shown_set: CardSet = shown.into_iter().collect();
                self.holdings[seat] = (self.holdings[seat] - shown_set) | self.deal.kitty;
                self.went_under = Some((seat, shown));
                events.push(Event::WentUnder { seat, shown });
                // One exchange a hand: the bidding starts.
                self.phase = Phase::Bidding1;
                self.turn = self.next_active[self.dealer];
            }
            _ => debug_assert!(false, "step: {action} in {:?}", self.phase),
        }
    }
}
