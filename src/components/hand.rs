//! A player's hand: face up for the person playing, face down for everyone else.

use euchre::{CardSet, Seat};
use leptos::prelude::*;

use super::card::{CardBack, CardFace};

/// A hand face up, its cards in the engine's order. `data-testid` is `hand-<seat>`.
#[component]
pub fn Hand(
    /// Whose hand it is.
    seat: Seat,
    /// The cards, read each time they change.
    #[prop(into)]
    cards: Signal<CardSet>,
) -> impl IntoView {
    view! {
        <div
            class="hand face-up"
            data-testid=testid("hand", seat)
            aria-label=format!("{}'s hand", seat.name())
        >
            {move || {
                cards.get().iter().map(|card| view! { <CardFace card=card/> }).collect_view()
            }}
        </div>
    }
}

/// A hand face down: a fanned stack of backs and how many cards it holds. `data-count` holds
/// the number of cards.
#[component]
pub fn FaceDownHand(
    /// Whose hand it is.
    seat: Seat,
    /// How many cards it holds.
    #[prop(into)]
    count: Signal<usize>,
) -> impl IntoView {
    view! {
        <div
            class="hand face-down"
            data-testid=testid("hand", seat)
            data-count=move || count.get().to_string()
        >
            <div class="backs">{move || (0..count.get()).map(|_| view! { <CardBack/> }).collect_view()}</div>
            <span class="count">
                {move || match count.get() {
                    1 => "1 card".to_string(),
                    n => format!("{n} cards"),
                }}
            </span>
        </div>
    }
}

/// A test id naming a seat: `hand-south`.
pub(crate) fn testid(what: &str, seat: Seat) -> String {
    format!("{what}-{}", seat.name().to_ascii_lowercase())
}
