//! The unseen cards dealt for a position ([`Position::fill`]): each other seat's hand and the
//! kitty filled from what nobody is known to hold, against the suits each seat has shown out
//! of and the cards it must hold, by a bounded backtracking placement ([`place`]).

use super::{Position, PositionError};
use crate::action::Action;
use crate::card::Card;
use crate::card_set::CardSet;
use crate::deal::Deal;
use crate::seat::{BySeat, Seat};

impl Position {
    /// Deals the unseen cards: each other seat's hand is filled up to five from the cards
    /// nobody is known to hold, none of a suit it has shown out of and, where `holds` names
    /// cards, one of them; the kitty takes the rest. When another dealer `buries` a card it
    /// was dealt (not the upcard), one of its cards is of any suit: that one (returned) is
    /// the card it buries.
    pub(super) fn fill(
        &self,
        held: &BySeat<CardSet>,
        voids: &BySeat<CardSet>,
        holds: &BySeat<CardSet>,
        buries: bool,
    ) -> Result<(Deal, Option<Card>), PositionError> {
        let players = self.rules.players;
        let known = held
            .0
            .iter()
            .fold((self.dealt | self.taken).with(self.upcard), |a, &h| a | h);
        let unseen = self.rules.deck.cards().minus(known);
        // Variant `going_under`: another seat that went under was dealt the three cards it
        // showed and took the kitty for them, so the cards it played past the two it kept are
        // the kitty's, and the kitty holds none of a suit it shows out of.
        let mut held = *held;
        // The kitty the seat itself took, when it went under.
        let mut kitty_known = self.taken;
        let under = self
            .actions
            .iter()
            .find_map(|&(seat, action)| match action {
                Action::GoUnder(shown) if seat != self.seat => {
                    Some((seat, CardSet::from_iter(shown)))
                }
                _ => None,
            });
        if let Some((seat, shown)) = under {
            while held[seat].len() > 5 {
                let Some(card) = held[seat].minus(shown).first() else {
                    break;
                };
                held[seat].remove(card);
                kitty_known.insert(card);
            }
        }
        let kitty_allowed = under.map_or(CardSet::FULL, |(seat, _)| !voids[seat]);
        // Places: the other seats, then the kitty.
        let mut places: Vec<Place> = Vec::new();
        let mut kitty_spare = false;
        let dealer_plays_upcard = self
            .actions
            .contains(&(self.dealer, Action::Play(self.upcard)));
        let spare = buries
            && self.dealer != self.seat
            && (dealer_plays_upcard || !voids[self.dealer].contains(self.upcard));
        for &seat in players.seats().iter().filter(|&&s| s != self.seat) {
            let mut need = 5usize
                .checked_sub(held[seat].len())
                .ok_or(PositionError::HandSize(held[seat].len()))?;
            if spare && seat == self.dealer && need > 0 {
                need -= 1;
                places.push(Place {
                    seat: Some(seat),
                    allowed: CardSet::FULL,
                    need: 1,
                    holds: CardSet::EMPTY,
                    spare: true,
                });
            } else if spare && seat == self.dealer && under.is_some_and(|(s, _)| s == seat) {
                // A dealer that went under buries one of the kitty's cards it took.
                kitty_spare = true;
            }
            // A card it is known to hold already meets a need to hold one.
            let holds = if held[seat].intersect(holds[seat]).is_empty() {
                holds[seat]
            } else {
                CardSet::EMPTY
            };
            places.push(Place {
                seat: Some(seat),
                allowed: !voids[seat],
                need,
                holds,
                spare: false,
            });
        }
        let mut kitty_need = self.rules.kitty_len().saturating_sub(kitty_known.len());
        if kitty_spare && kitty_need > 0 {
            kitty_need -= 1;
            places.push(Place {
                seat: None,
                allowed: CardSet::FULL,
                need: 1,
                holds: CardSet::EMPTY,
                spare: true,
            });
        }
        places.push(Place {
            seat: None,
            allowed: kitty_allowed,
            need: kitty_need,
            holds: CardSet::EMPTY,
            spare: false,
        });
        if places.iter().map(|p| p.need).sum::<usize>() != unseen.len() {
            return Err(PositionError::NoDeal);
        }
        // The most constrained cards first: those a place must hold one of, then those fewest
        // places may take.
        let mut cards: Vec<Card> = unseen.iter().collect();
        cards.sort_by_key(|&c| {
            let held = places.iter().any(|p| p.holds.contains(c));
            let places = places.iter().filter(|p| p.allowed.contains(c)).count();
            (!held, places)
        });
        let mut got = vec![CardSet::EMPTY; places.len()];
        let mut budget = 100_000;
        if !place(&cards, &places, &mut got, &mut budget) {
            return Err(PositionError::NoDeal);
        }
        let mut hands = held;
        let mut kitty = kitty_known;
        let mut buried = None;
        for (place, cards) in places.iter().zip(got) {
            match place.seat {
                Some(seat) => hands[seat] |= cards,
                None => kitty |= cards,
            }
            if place.spare {
                buried = cards.first();
            }
        }
        let deal = Deal {
            hands,
            upcard: self.upcard,
            kitty,
        };
        Ok((deal, buried.filter(|_| spare)))
    }
}

/// Where unseen cards may go: a seat's hand (or the kitty, `seat: None`).
struct Place {
    seat: Option<Seat>,
    /// The cards it may take.
    allowed: CardSet,
    /// How many it takes.
    need: usize,
    /// Cards of which it must take one (none: no such need).
    holds: CardSet,
    /// The card another dealer buries: of any suit.
    spare: bool,
}

/// Places `cards` (each in a place that allows it, up to each place's need, each place's
/// `holds` met), backtracking for at most `budget` placements: true once every card is
/// placed.
fn place(cards: &[Card], places: &[Place], got: &mut [CardSet], budget: &mut u32) -> bool {
    let Some((&card, rest)) = cards.split_first() else {
        return places
            .iter()
            .zip(got.iter())
            .all(|(p, &g)| p.holds.is_empty() || !p.holds.intersect(g).is_empty());
    };
    // A place still to hold one of its `holds` tries this card first.
    let wants = |i: usize| {
        let p = &places[i];
        p.holds.contains(card) && p.holds.intersect(got[i]).is_empty()
    };
    let order: Vec<usize> = (0..places.len())
        .filter(|&i| wants(i))
        .chain((0..places.len()).filter(|&i| !wants(i)))
        .collect();
    for i in order {
        let p = &places[i];
        if *budget == 0 {
            return false;
        }
        if p.allowed.contains(card) && got[i].len() < p.need {
            *budget -= 1;
            got[i].insert(card);
            if place(rest, places, got, budget) {
                return true;
            }
            got[i].remove(card);
        }
    }
    false
}
