//! What is legal now ([`Hand::legal_actions`], [`Hand::playable`]), and exactly why an
//! action is not ([`Hand::check`]).

use super::Hand;
use crate::action::{Action, ActionError, Actions};
use crate::card::{Card, Suit, Trump};
use crate::card_set::CardSet;
use crate::hand::Phase;
use crate::rules::{farmers_threes, holds_trump};
use crate::seat::Seat;

impl Hand {
    /// The cards `seat` may play now (its whole hand when leading or void in the led suit).
    pub fn playable(&self, seat: Seat) -> CardSet {
        let hand = self.holdings[seat];
        // `led` is every card before the lead: then `follow` is the whole hand.
        let follow = hand & self.led;
        if follow.is_empty() { hand } else { follow }
    }

    /// The actions the seat to act may take; empty once the hand is over. Never allocates.
    pub fn legal_actions(&self) -> Actions {
        // Play first and straight: nearly every position of a hand is in play.
        if self.phase == Phase::Play {
            return Actions::for_cards(self.playable(self.turn), Action::Play);
        }
        let hand = self.holdings[self.turn];
        // Branches, not a `match`: a jump table on the phase is an indirect jump that a
        // random playout mispredicts about three times in four; these branches follow the
        // usual course of the bidding (round 1, then the discard or round 2).
        // With three players nobody goes alone: no `alone: true` is offered.
        let loners = self.rules.has_loners();
        if self.phase == Phase::Bidding1 {
            let mut actions = Actions::new();
            actions.push(Action::Pass);
            if self.may_make(hand, Trump::Suit(self.deal.upcard.suit())) {
                actions.push_if(Action::OrderUp { alone: false }, !self.must_go_alone());
                actions.push_if(Action::OrderUp { alone: true }, loners);
            }
            return actions;
        }
        if self.phase == Phase::Discard {
            return Actions::for_cards(hand, Action::Discard);
        }
        let mut actions = Actions::new();
        if self.phase == Phase::JokerTurned {
            for suit in Suit::ALL {
                let trump = Trump::Suit(suit);
                actions.push(Action::Call {
                    trump,
                    alone: false,
                });
                actions.push_if(Action::Call { trump, alone: true }, loners);
            }
            return actions;
        }
        if self.phase == Phase::Bidding2 {
            let stuck = self.dealer_is_stuck();
            if !stuck {
                actions.push(Action::Pass);
            }
            let fallback = stuck && !self.rules.has_no_trump() && !self.has_suit_call(hand);
            for suit in Suit::ALL {
                let trump = Trump::Suit(suit);
                if suit != self.deal.upcard.suit() && (fallback || self.may_make(hand, trump)) {
                    actions.push(Action::Call {
                        trump,
                        alone: false,
                    });
                    actions.push_if(Action::Call { trump, alone: true }, loners);
                }
            }
            if self.rules.has_no_trump() {
                for trump in [Trump::High, Trump::Low] {
                    actions.push(Action::Call {
                        trump,
                        alone: false,
                    });
                    actions.push_if(Action::Call { trump, alone: true }, loners);
                }
            }
        } else if self.phase == Phase::DefendAlone {
            actions.push(Action::Pass);
            actions.push(Action::DefendAlone);
        } else if self.phase == Phase::CallForBest {
            // Calling first: it is never worse (the card received may be buried).
            actions.push(Action::CallForBest);
            actions.push(Action::Pass);
        } else if self.phase == Phase::PassBest {
            return Actions::for_cards(hand, Action::PassBest);
        } else if self.phase == Phase::Bury {
            return Actions::for_cards(hand, Action::Bury);
        } else if self.phase == Phase::GoingUnder {
            // The deal's hand: nothing has changed it before the bidding.
            let mut threes = [[Card::ALL[0]; 3]; 4];
            let n = farmers_threes(hand, &mut threes);
            for &three in &threes[..n] {
                actions.push(Action::GoUnder(three));
            }
            actions.push(Action::KeepHand);
        }
        // Play is answered above; `HandOver` and `GameOver` have no actions.
        actions
    }

    /// With `must_hold_trump`, whether `hand` may make `trump`; always true without it.
    pub(super) fn may_make(&self, hand: CardSet, trump: Trump) -> bool {
        !self.rules.must_hold_trump || holds_trump(hand, trump)
    }

    /// Whether the seat to act orders up in round 1 only alone: the dealer's partner, with
    /// `canadian_loner` (and four players: with three nobody goes alone).
    pub(super) fn must_go_alone(&self) -> bool {
        self.rules.canadian_loner
            && self.rules.has_loners()
            && self.phase == Phase::Bidding1
            && self.turn == self.dealer.partner()
    }

    /// Whether the dealer must call in round 2 now (`stick_the_dealer`).
    pub(super) fn dealer_is_stuck(&self) -> bool {
        self.rules.stick_the_dealer && self.phase == Phase::Bidding2 && self.turn == self.dealer
    }

    /// Whether `hand` may name some suit in round 2. When a stuck dealer may name none
    /// (`must_hold_trump` and no card of any other suit) they may name any other suit: the
    /// dealer must call, so stick the dealer wins over must hold trump. The usual rules are silent
    /// on the clash; this keeps every position playable.
    pub(super) fn has_suit_call(&self, hand: CardSet) -> bool {
        Suit::ALL
            .into_iter()
            .any(|s| s != self.deal.upcard.suit() && self.may_make(hand, Trump::Suit(s)))
    }

    /// Checks `action` for the seat to act, naming exactly what is wrong.
    pub(super) fn check(&self, action: Action) -> Result<(), ActionError> {
        self.check_bid_or_play(action)?;
        // An order or call that would be legal but for going alone, at a table of three.
        let alone = matches!(
            action,
            Action::OrderUp { alone: true } | Action::Call { alone: true, .. }
        );
        if alone && !self.rules.has_loners() {
            return Err(ActionError::NoGoingAlone);
        }
        Ok(())
    }

    fn check_bid_or_play(&self, action: Action) -> Result<(), ActionError> {
        let hand = self.holdings[self.turn];
        match (self.phase, action) {
            (Phase::HandOver | Phase::GameOver, _) => Err(ActionError::GameOver),
            (Phase::JokerTurned, Action::Pass) => Err(ActionError::DealerMustCall),
            (Phase::Bidding1 | Phase::Bidding2 | Phase::DefendAlone, Action::Pass) => {
                if self.dealer_is_stuck() {
                    Err(ActionError::DealerMustCall)
                } else {
                    Ok(())
                }
            }
            (Phase::Bidding1, Action::OrderUp { alone }) => {
                if !self.may_make(hand, Trump::Suit(self.deal.upcard.suit())) {
                    Err(ActionError::MustHoldTrump)
                } else if !alone && self.must_go_alone() {
                    Err(ActionError::MustGoAlone)
                } else {
                    Ok(())
                }
            }
            (
                Phase::Bidding1,
                Action::Call {
                    trump: Trump::High | Trump::Low,
                    ..
                },
            ) => Err(ActionError::NoTrumpNotAllowed),
            (Phase::JokerTurned, Action::Call { trump, .. }) => match trump {
                Trump::High | Trump::Low => Err(ActionError::NoTrumpNotAllowed),
                Trump::Suit(_) => Ok(()),
            },
            (Phase::Bidding2, Action::Call { trump, .. }) => match trump {
                Trump::High | Trump::Low if !self.rules.has_no_trump() => {
                    Err(ActionError::NoTrumpNotAllowed)
                }
                Trump::High | Trump::Low => Ok(()),
                Trump::Suit(s) if s == self.deal.upcard.suit() => Err(ActionError::SuitTurnedDown),
                Trump::Suit(_) => {
                    let fallback = self.dealer_is_stuck()
                        && !self.rules.has_no_trump()
                        && !self.has_suit_call(hand);
                    if fallback || self.may_make(hand, trump) {
                        Ok(())
                    } else {
                        Err(ActionError::MustHoldTrump)
                    }
                }
            },
            (Phase::CallForBest, Action::Pass | Action::CallForBest) => Ok(()),
            (Phase::Discard, Action::Discard(card))
            | (Phase::PassBest, Action::PassBest(card))
            | (Phase::Bury, Action::Bury(card)) => {
                if hand.contains(card) {
                    Ok(())
                } else {
                    Err(ActionError::CardNotHeld(card))
                }
            }
            (Phase::DefendAlone, Action::DefendAlone) => Ok(()),
            (Phase::GoingUnder, Action::KeepHand) => Ok(()),
            (Phase::GoingUnder, Action::GoUnder(shown)) => {
                let mut threes = [[Card::ALL[0]; 3]; 4];
                let n = farmers_threes(hand, &mut threes);
                if threes[..n].contains(&shown) {
                    Ok(())
                } else {
                    Err(ActionError::NotAFarmersHand)
                }
            }
            (Phase::Play, Action::Play(card)) => {
                if !hand.contains(card) {
                    Err(ActionError::CardNotHeld(card))
                } else if !self.playable(self.turn).contains(card) {
                    Err(ActionError::MustFollowSuit)
                } else {
                    Ok(())
                }
            }
            _ => Err(ActionError::WrongPhase),
        }
    }
}
