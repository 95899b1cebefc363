//! The hand summary's cards: each seat's five cards face up (going under marked with the
//! three cards shown), then the upcard, the dealer's discard and the kitty.

use euchre::{Card, CardSet, HandOutcome, HandRecord, Players, Seat};
use leptos::prelude::*;

use super::card::CardFace;
use super::hand::sorted_hand;
use super::table::seat_label;
use crate::store::{YOU, does, who};

/// Every seat's cards in hand `record`: those it played, in play order sorted as a hand, and
/// those it held and never played (a seat sitting out, a card kept by a loner's partner).
/// A guest at a table of people sees another seat's cards only as they were played (or
/// shown, a misdealt hand): the rest it was never told.
#[component]
pub fn SummaryHands(record: HandRecord, players: Players) -> impl IntoView {
    let guest = crate::store::use_game().is_guest();
    let thrown = match record.outcome {
        HandOutcome::Misdeal { seat } => Some(seat),
        _ => None,
    };
    let trump = match record.outcome {
        HandOutcome::Played { contract, .. } => Some(contract.trump),
        _ => None,
    };
    let under = record.went_under;
    view! {
        <div class="summary-hands">
            {players.seats().iter().map(|&seat| {
                let seen = !guest || seat == YOU || thrown == Some(seat);
                let cards = if seen {
                    held_to_the_end(&record, seat)
                } else {
                    record.tricks.iter().filter_map(|t| t.cards[seat]).collect()
                };
                let cards = sorted_hand(cards, trump);
                let shown = under.filter(|&(s, _)| s == seat).map(|(_, shown)| shown);
                view! {
                    <div class="summary-hand" data-seat=seat.name()>
                        <span class="summary-seat">{seat_label(seat)}</span>
                        <div class="mini-cards">
                            {cards.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                        </div>
                        {shown.map(|shown| view! {
                            <div class="summary-under" data-testid="summary-under">
                                <span>{format!("{}, showing", does(seat, "went under", "went under"))}</span>
                                <div class="mini-cards">
                                    {shown.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                                </div>
                            </div>
                        })}
                    </div>
                }
            }).collect_view()}
        </div>
    }
}

/// `seat`'s cards through hand `record`: those it played and those it held at the end (its
/// five after going under; the dealer's with the upcard, less the discard).
fn held_to_the_end(record: &HandRecord, seat: Seat) -> Vec<Card> {
    let mut cards: Vec<Card> = record.tricks.iter().filter_map(|t| t.cards[seat]).collect();
    let played: CardSet = cards.iter().copied().collect();
    cards.extend(
        record
            .hand_through(seat)
            .iter()
            .filter(|c| !played.contains(*c)),
    );
    cards
}

/// The cards that were in no one's hand at the end: the upcard (picked up by the dealer or
/// turned down), the dealer's discard and the kitty (after going under, the cards shown).
#[component]
pub fn SummaryKitty(record: HandRecord) -> impl IntoView {
    let dealer = record.dealer;
    let upcard = match record.outcome {
        _ if record.discard.is_some() => {
            format!("Upcard: {}", does(dealer, "picked it up", "picked it up"))
        }
        // Ordered up while the dealer sat out (the dealer's partner alone).
        HandOutcome::Played { contract, .. } if contract.round == 1 => {
            "Upcard: out of play".to_string()
        }
        _ => "Upcard: turned down".to_string(),
    };
    // A guest at a table of people never saw another dealer's discard, or the kitty.
    let guest = crate::store::use_game().is_guest();
    let discard = record
        .discard
        .filter(|_| !guest || dealer == YOU)
        .map(|card| {
            let whose = if dealer == YOU {
                "Your discard".to_string()
            } else {
                format!("{}'s discard", who(dealer))
            };
            pile("summary-discard", whose, vec![card])
        });
    let kitty = match record.went_under {
        Some((seat, _)) => format!("Kitty: the cards {} showed", who(seat)),
        None => "Kitty".to_string(),
    };
    view! {
        <div class="summary-kitty" data-testid="summary-kitty">
            {pile("summary-upcard", upcard, vec![record.deal.upcard])}
            {discard}
            {(!guest || record.went_under.is_some())
                .then(|| pile("summary-kitty-cards", kitty, record.kitty().iter().collect()))}
        </div>
    }
}

/// A caption over some cards, face up.
fn pile(testid: &'static str, caption: String, cards: Vec<Card>) -> impl IntoView {
    view! {
        <div class="summary-pile" data-testid=testid>
            <span class="summary-seat">{caption}</span>
            <div class="mini-cards">
                {cards.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
            </div>
        </div>
    }
}
