//! One card, face up or face down, drawn with CSS and inline SVG (no images, no fonts needed
//! for the suit symbols).

use euchre::{Card, Suit};
use leptos::prelude::*;

/// A suit symbol drawn as an SVG path in a 100 × 100 box, coloured by the surrounding text.
#[component]
pub fn SuitIcon(
    /// The suit to draw.
    suit: Suit,
) -> impl IntoView {
    view! {
        <svg class="suit-icon" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
            {suit_shape(suit)}
        </svg>
    }
}

/// A suit's shape in a 100 × 100 box, for an SVG (the [`SuitIcon`], the six and four).
pub(crate) fn suit_shape(suit: Suit) -> AnyView {
    match suit {
        Suit::Clubs => view! {
            <g>
                <circle cx="50" cy="27" r="21"></circle>
                <circle cx="27" cy="58" r="21"></circle>
                <circle cx="73" cy="58" r="21"></circle>
                <path d="M46 50 C46 74 40 88 30 98 L70 98 C60 88 54 74 54 50 Z"></path>
            </g>
        }
        .into_any(),
        Suit::Diamonds => view! { <path d="M50 2 L88 50 L50 98 L12 50 Z"></path> }.into_any(),
        Suit::Hearts => view! {
            <path d="M50 94 C22 70 3 52 3 30 C3 14 15 4 29 4 C39 4 46 10 50 19 C54 10 61 4 71 4 C85 4 97 14 97 30 C97 52 78 70 50 94 Z"></path>
        }
        .into_any(),
        Suit::Spades => view! {
            <path d="M50 2 C78 27 97 42 97 61 C97 76 86 84 73 84 C64 84 57 80 53 73 C54 84 59 92 68 98 L32 98 C41 92 46 84 47 73 C43 80 36 84 27 84 C14 84 3 76 3 61 C3 42 22 27 50 2 Z"></path>
        }
        .into_any(),
    }
}

/// A card face up: its rank and suit in two corners and a large suit symbol in the middle.
/// `data-card` holds the card as the engine prints it ("10♥").
#[component]
pub fn CardFace(
    /// The card to show.
    card: Card,
) -> impl IntoView {
    if card.is_joker() {
        return view! {
            <div class="card face joker" role="img" aria-label="the Joker" data-testid="card" data-card="Joker">
                <span class="corner top" aria-hidden="true"><span class="rank">"★"</span></span>
                <span class="pip joker-word" aria-hidden="true">"Joker"</span>
                <span class="corner bottom" aria-hidden="true"><span class="rank">"★"</span></span>
            </div>
        }
        .into_any();
    }
    let suit = card.suit();
    let rank = card.rank();
    let colour = if suit.is_red() { "red" } else { "black" };
    view! {
        <div
            class=format!("card face {colour} suit-{}", suit.name())
            role="img"
            aria-label=format!("{} of {}", rank.name(), suit.name())
            data-testid="card"
            data-card=card.to_string()
        >
            <span class="corner top" aria-hidden="true">
                <span class="rank">{rank.label()}</span>
                <SuitIcon suit=suit/>
            </span>
            <span class="pip">
                <SuitIcon suit=suit/>
            </span>
            <span class="corner bottom" aria-hidden="true">
                <span class="rank">{rank.label()}</span>
                <SuitIcon suit=suit/>
            </span>
        </div>
    }
    .into_any()
}

/// The back of a card.
#[component]
pub fn CardBack() -> impl IntoView {
    view! { <div class="card back" aria-hidden="true"></div> }
}
