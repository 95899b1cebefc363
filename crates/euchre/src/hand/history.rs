//! The actions of a hand rebuilt from its state.

use super::Hand;
use crate::action::Action;
use crate::hand::{Contract, Phase};
use crate::seat::Seat;

impl Hand {
    /// Every action of the hand so far, in order, rebuilt from the state: the same list that
    /// [`apply`](Hand::apply) was given. The dealer's discard is included; a view strips it
    /// for other seats.
    pub fn history(&self) -> Vec<(Seat, Action)> {
        let mut log = Vec::with_capacity(32);
        self.going_under_history(&mut log);
        if self.phase == Phase::GoingUnder {
            return log;
        }
        if self.deal.upcard.is_joker() {
            self.joker_history(&mut log);
        } else {
            self.bidding_history(&mut log);
        }
        if let Some(c) = self.contract.filter(|c| c.alone && self.rules.defend_alone) {
            let declines = match self.phase {
                Phase::Discard => 0,
                Phase::DefendAlone => usize::from(self.passes),
                _ => match self.defender_alone {
                    Some(d) if d == c.maker.next() => 0,
                    Some(_) => 1,
                    None => 2,
                },
            };
            let asked = [c.maker.next(), c.maker.offset(3)];
            log.extend(asked[..declines].iter().map(|&s| (s, Action::Pass)));
            if let Some(d) = self.defender_alone {
                log.push((d, Action::DefendAlone));
            }
        }
        self.best_history(&mut log);
        for trick in self.tricks().iter().chain(self.current_trick()) {
            log.extend(trick.in_play_order().map(|(s, c)| (s, Action::Play(c))));
        }
        log
    }

    /// The two bidding rounds: passes, the order or call, the dealer's discard.
    fn bidding_history(&self, log: &mut Vec<(Seat, Action)>) {
        // The bidders in order from the dealer's left: four, or three (South, West, East).
        let players = self.rules.players;
        let bidders = players.count();
        let first = players.next(self.dealer);
        let round1_passes = match (self.contract, self.phase) {
            (Some(c), _) if c.round == 1 => players.distance(first, c.maker),
            (None, Phase::Bidding1) => usize::from(self.passes),
            _ => bidders,
        };
        let bidder = |i| players.offset(first, i);
        log.extend((0..round1_passes).map(|i| (bidder(i), Action::Pass)));
        if let Some(c) = self.contract.filter(|c| c.round == 1) {
            log.push((c.maker, Action::OrderUp { alone: c.alone }));
            if let Some(card) = self.discard {
                log.push((self.dealer, Action::Discard(card)));
            }
        }
        if round1_passes == bidders {
            let round2_passes = match self.contract {
                Some(c) => players.distance(first, c.maker),
                None => usize::from(self.passes),
            };
            log.extend((0..round2_passes).map(|i| (bidder(i), Action::Pass)));
            if let Some(c) = self.contract {
                log.push(call(c));
            }
        }
    }

    /// The Joker turned up: the dealer's naming of trump, then the discard.
    fn joker_history(&self, log: &mut Vec<(Seat, Action)>) {
        if let Some(c) = self.contract {
            log.push(call(c));
            if let Some(card) = self.discard {
                log.push((self.dealer, Action::Discard(card)));
            }
        }
    }

    /// The going-under decisions (variant `going_under`): from the dealer's left, each seat
    /// dealt a farmer's hand kept it, up to the one that went under or is to decide now.
    fn going_under_history(&self, log: &mut Vec<(Seat, Action)>) {
        if !self.rules.has_going_under() {
            return;
        }
        for i in 1..=4 {
            let seat = self.dealer.offset(i);
            if self.phase == Phase::GoingUnder && seat == self.turn {
                return;
            }
            match self.went_under {
                Some((goer, shown)) if goer == seat => {
                    log.push((seat, Action::GoUnder(shown)));
                    return;
                }
                _ if self.may_go_under(seat) => log.push((seat, Action::KeepHand)),
                _ => {}
            }
        }
    }
}

/// The maker's naming of trump: a round-2 call, or the dealer's for a turned Joker.
fn call(c: Contract) -> (Seat, Action) {
    (
        c.maker,
        Action::Call {
            trump: c.trump,
            alone: c.alone,
        },
    )
}
