//! The board's cards: every card of the deck as a button, a row per suit, and what a click
//! does (into the seat's hand, the upcard, or the next card played). Buttons, so a keyboard
//! reaches every card with Tab and plays it with Enter or Space.

use euchre::{Action, Card, Deck, Rank, Suit};
use leptos::prelude::*;

use super::model::{Edit, Setup, Target, capitalised, seat_words};
use crate::store::card_words;

/// High to low within a suit, the Joker last.
fn order(card: Card) -> usize {
    match card.rank() {
        Rank::Ace => 0,
        Rank::King => 1,
        Rank::Queen => 2,
        Rank::Jack => 3,
        Rank::Ten => 4,
        Rank::Nine => 5,
        Rank::Eight => 6,
        Rank::Seven => 7,
        Rank::Joker => 8,
    }
}

/// The deck's cards in rows: spades, hearts, clubs, diamonds (colours alternate), the
/// Joker with the last.
fn rows(deck: Deck) -> Vec<Vec<Card>> {
    let cards = deck.cards();
    let mut rows: Vec<Vec<Card>> = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds]
        .into_iter()
        .map(|suit| {
            let mut row: Vec<Card> = cards
                .iter()
                .filter(|c| !c.is_joker() && c.suit() == suit)
                .collect();
            row.sort_unstable_by_key(|&c| order(c));
            row
        })
        .collect();
    if let Some(last) = rows.last_mut() {
        last.extend(cards.iter().filter(|c| c.is_joker()));
    }
    rows
}

/// What the seat's hand, the upcard and the moves hold, and the choice of what a click does.
#[component]
pub(crate) fn CardPicker(setup: RwSignal<Setup>, edit: Callback<Edit>) -> impl IntoView {
    let target = move || setup.with(|s| s.target);
    // Built again only when these change, so a card's button keeps the keyboard's focus.
    let deck = Memo::new(move |_| setup.with(|s| s.rules.deck));
    let seat = Memo::new(move |_| setup.with(|s| s.seat));
    let choice = move |t: Target, label: String| {
        view! {
            <button
                type="button"
                role="radio"
                aria-checked=move || (target() == t).to_string()
                data-target=format!("{t:?}").to_ascii_lowercase()
                on:click=move |_| edit.run(Edit::Target(t))
            >
                {label}
            </button>
        }
    };
    let played =
        move |card: Card| setup.with(|s| s.actions.iter().any(|(_, a)| *a == Action::Play(card)));
    view! {
        <section class="board-cards" aria-labelledby="board-cards-title">
            <h3 id="board-cards-title">"Cards"</h3>
            <div class="board-targets" role="radiogroup" aria-label="A card goes to" data-testid="board-target">
                {move || {
                    let you = seat_words(seat.get());
                    let hand = capitalised(&format!("{you} hand"));
                    view! {
                        {choice(Target::Hand, hand)}
                        {choice(Target::Upcard, "Upcard".to_string())}
                        {choice(Target::Play, "Next card played".to_string())}
                    }
                }}
            </div>
            <div class="board-deck" data-testid="board-deck">
                {move || {
                    rows(deck.get())
                        .into_iter()
                        .map(|row| {
                            let buttons = row
                                .into_iter()
                                .map(|card| {
                                    let colour = if card.suit().is_red() && !card.is_joker() {
                                        "red"
                                    } else {
                                        "black"
                                    };
                                    let suit = if card.is_joker() { "joker" } else { card.suit().name() };
                                    view! {
                                        <button
                                            type="button"
                                            class=format!("board-card card-text {colour} suit-{suit}")
                                            class:in-hand=move || setup.with(|s| s.hand.contains(card))
                                            class:upcard=move || setup.with(|s| s.upcard == Some(card))
                                            class:played=move || played(card)
                                            disabled=move || played(card)
                                            aria-pressed=move || {
                                                setup
                                                    .with(|s| match s.target {
                                                        Target::Hand => s.hand.contains(card),
                                                        Target::Upcard => s.upcard == Some(card),
                                                        Target::Play => false,
                                                    })
                                                    .to_string()
                                            }
                                            data-card=card.to_string()
                                            on:click=move |_| edit.run(Edit::Card(card))
                                        >
                                            <span role="img" aria-label=card_words(card)>{card.to_string()}</span>
                                        </button>
                                    }
                                })
                                .collect_view();
                            view! { <div class="board-suit">{buttons}</div> }
                        })
                        .collect_view()
                }}
            </div>
        </section>
    }
}
