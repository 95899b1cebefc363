//! Whether an action is legal now, and exactly why not.

use super::Hand;
use crate::action::{Action, ActionError};
use crate::card::{Suit, Trump};
use crate::card_set::CardSet;
use crate::hand::Phase;
use crate::rules::holds_trump;

impl Hand {
    /// With `must_hold_trump`, whether `hand` may make `trump`; always true without it.
    pub(super) fn may_make(&self, hand: CardSet, trump: Trump) -> bool {
        !self.rules.must_hold_trump || holds_trump(hand, trump)
    }

    /// Whether the dealer must call in round 2 now (`stick_the_dealer`).
    pub(super) fn dealer_is_stuck(&self) -> bool {
        self.rules.stick_the_dealer && self.phase == Phase::Bidding2 && self.turn == self.dealer
    }

    /// Whether `hand` may name some suit in round 2. When a stuck dealer may name none
    /// (`must_hold_trump` and no card of any other suit) they may name any other suit: the
    /// dealer must call, so stick the dealer wins over must hold trump. RULES.md is silent
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
            (Phase::Bidding1 | Phase::Bidding2 | Phase::DefendAlone, Action::Pass) => {
                if self.dealer_is_stuck() {
                    Err(ActionError::DealerMustCall)
                } else {
                    Ok(())
                }
            }
            (Phase::Bidding1, Action::OrderUp { .. }) => {
                if self.may_make(hand, Trump::Suit(self.deal.upcard.suit())) {
                    Ok(())
                } else {
                    Err(ActionError::MustHoldTrump)
                }
            }
            (
                Phase::Bidding1,
                Action::Call {
                    trump: Trump::High | Trump::Low,
                    ..
                },
            ) => Err(ActionError::NoTrumpNotAllowed),
            (Phase::Bidding2, Action::Call { trump, .. }) => match trump {
                Trump::High | Trump::Low if !self.rules.no_trump => {
                    Err(ActionError::NoTrumpNotAllowed)
                }
                Trump::High | Trump::Low => Ok(()),
                Trump::Suit(s) if s == self.deal.upcard.suit() => Err(ActionError::SuitTurnedDown),
                Trump::Suit(_) => {
                    let fallback =
                        self.dealer_is_stuck() && !self.rules.no_trump && !self.has_suit_call(hand);
                    if fallback || self.may_make(hand, trump) {
                        Ok(())
                    } else {
                        Err(ActionError::MustHoldTrump)
                    }
                }
            },
            (Phase::Discard, Action::Discard(card)) => {
                if hand.contains(card) {
                    Ok(())
                } else {
                    Err(ActionError::CardNotHeld(card))
                }
            }
            (Phase::DefendAlone, Action::DefendAlone) => Ok(()),
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
