//! What a position's seat did not see, made up as the replay meets it: another dealer's
//! discard, a hand kept rather than gone under with, the card passed to a lone player and the
//! card it buried; each consistent with what the seat saw later.

use super::Position;
use crate::action::Action;
use crate::card::Card;
use crate::card_set::CardSet;
use crate::hand::{Best, Hand, Phase};
use crate::seat::{BySeat, Seat};

impl Position {
    /// Variant `call_for_best`: the card a partner passes to a lone player is seen by the two
    /// of them, the card the lone player then buries by it alone. What the seat did not see
    /// is made here, unless the `next` action is that seat's own: the partner passes a card
    /// it holds, and the lone player buries the card passed, or (when it plays that card
    /// later) a card of its own it never plays.
    pub(super) fn best_unseen(&self, hand: &mut Hand, next: Option<(Seat, Action)>) {
        let played_by = |seat: Seat| -> CardSet {
            self.actions
                .iter()
                .filter_map(|&(s, a)| match a {
                    Action::Play(card) if s == seat => Some(card),
                    _ => None,
                })
                .collect()
        };
        loop {
            let Some(asked) = hand.to_act() else { return };
            let own = next.is_some_and(|(seat, action)| {
                seat == asked && matches!(action, Action::PassBest(_) | Action::Bury(_))
            });
            if asked == self.seat || own {
                return;
            }
            let action = match hand.phase() {
                // A card it holds that the lone player plays later (the upcard its partner
                // picked up), else any.
                Phase::PassBest => {
                    let holding = hand.holding(asked);
                    let wanted = holding.intersect(played_by(asked.partner()));
                    match wanted.first().or_else(|| holding.first()) {
                        Some(card) => Action::PassBest(card),
                        None => return,
                    }
                }
                Phase::Bury => {
                    let free = hand.holding(asked).minus(played_by(asked));
                    let passed = hand.best().into_iter().find_map(|(lone, best)| match best {
                        Best::Passed(card) if lone == Some(asked) => Some(card),
                        _ => None,
                    });
                    match passed
                        .filter(|&c| free.contains(c))
                        .or_else(|| free.first())
                    {
                        Some(card) => Action::Bury(card),
                        None => return,
                    }
                }
                _ => return,
            };
            if hand.apply(asked, action).is_err() {
                return;
            }
        }
    }

    /// Variant `going_under`: another seat whose placed cards could go under, asked before
    /// the `next` action (or before the position's end), keeps its hand unless that action
    /// is its going under: had it gone under, the seat would have seen it, and a seat that
    /// keeps its hand is seen by no one else.
    pub(super) fn keep_unseen(&self, hand: &mut Hand, next: Option<(Seat, Action)>) {
        while hand.phase() == Phase::GoingUnder {
            let Some(asked) = hand.to_act() else { return };
            let deciding = next.is_some_and(|(seat, action)| {
                seat == asked && matches!(action, Action::GoUnder(_) | Action::KeepHand)
            });
            if asked == self.seat || deciding {
                return;
            }
            if hand.apply(asked, Action::KeepHand).is_err() {
                return;
            }
        }
    }

    /// When another seat is the dealer and must discard, buries a card it will not play:
    /// the upcard if it has shown out of trump, else the `spare` card dealt to be buried,
    /// else its lowest card not played later (of no suit it shows out of, if it has one).
    /// Says whether it buried one.
    pub(super) fn discard_unseen(
        &self,
        hand: &mut Hand,
        spare: Option<Card>,
        voids: &BySeat<CardSet>,
    ) -> bool {
        if hand.phase() != Phase::Discard || self.dealer == self.seat {
            return false;
        }
        let dealer = self.dealer;
        let played_later: CardSet = self
            .actions
            .iter()
            .filter_map(|&(s, a)| match a {
                Action::Play(card) if s == dealer => Some(card),
                _ => None,
            })
            .collect();
        let holding = hand.holding(dealer).minus(played_later);
        let card = if voids[dealer].contains(self.upcard) && holding.contains(self.upcard) {
            Some(self.upcard)
        } else if let Some(spare) = spare.filter(|&c| holding.contains(c)) {
            Some(spare)
        } else {
            let free = holding.minus(voids[dealer]);
            holding.minus(free).first().or(free.first())
        };
        // Legal by construction: the dealer holds it and is to discard.
        card.is_some_and(|card| hand.apply(dealer, Action::Discard(card)).is_ok())
    }
}
