//! The bid panel: exactly the bids `legal_actions()` offers South, in words.

use euchre::{Action, Phase, Trump};
use leptos::prelude::*;

use super::card::SuitIcon;
use crate::store::{Msg, YOU, use_game};

/// South's bidding choices: round 1 pass or order up ("Pick it up" for the dealer), round 2
/// the other suits (and High / Low), each with "alone"; the defend-alone prompt. Shown only
/// when South is to bid. `data-testid="bid-panel"`, each button `data-action`. Arrows, Home
/// and End move among the bids.
#[component]
pub fn BidPanel() -> impl IntoView {
    let store = use_game();
    let view = store.view();
    let legal = store.legal();
    let bids = Memo::new(move |_| {
        legal.with(|l| {
            l.iter()
                .copied()
                .filter(|a| !matches!(a, Action::Play(_) | Action::Discard(_)))
                .collect::<Vec<_>>()
        })
    });
    // The engine says whether South may pass (stick the dealer: not as the dealer in round 2).
    let may_pass = move || bids.with(|b| b.contains(&Action::Pass));
    let prompt = move || {
        view.with(|v| match v.phase {
            Phase::Bidding1 if v.dealer == YOU => format!("Pick up the {}?", v.upcard),
            Phase::Bidding1 => format!("Order up the {} for {}?", v.upcard, v.dealer.name()),
            Phase::Bidding2 if may_pass() => "Name trump, or pass".to_string(),
            Phase::Bidding2 => "Name trump (you are stuck)".to_string(),
            Phase::DefendAlone => "The maker goes alone: defend alone?".to_string(),
            _ => String::new(),
        })
    };
    let dealer = Memo::new(move |_| view.with(|v| v.dealer == YOU));
    view! {
        <Show when=move || !bids.with(Vec::is_empty)>
            <div class="bid-panel" data-testid="bid-panel" role="group" aria-label="Your bid">
                <p class="bid-prompt" data-testid="bid-prompt">{prompt}</p>
                <div class="bids" on:keydown=move |ev| super::hand::arrow_focus(&ev, "button")>
                    {move || {
                        bids.get()
                            .into_iter()
                            .map(|action| {
                                let (label, alone) = label(action, dealer.get_untracked());
                                view! {
                                    <button
                                        type="button"
                                        class="bid"
                                        class:alone=alone
                                        class:pass=action == Action::Pass
                                        data-action=action.to_string()
                                        on:click=move |_| store.dispatch(Msg::Act(action))
                                    >
                                        {label}
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </div>
            </div>
        </Show>
    }
}

/// A bid's button: its words (with a suit symbol) and whether it is alone.
fn label(action: Action, dealer: bool) -> (AnyView, bool) {
    match action {
        Action::Pass => (view! { "Pass" }.into_any(), false),
        Action::OrderUp { alone } => {
            let what = if dealer { "Pick it up" } else { "Order up" };
            let text = if alone {
                format!("{what} alone")
            } else {
                what.to_string()
            };
            (view! { {text} }.into_any(), alone)
        }
        Action::Call { trump, alone } => {
            let tail = if alone { " alone" } else { "" };
            let view = match trump {
                Trump::Suit(suit) => {
                    let colour = if suit.is_red() { "red" } else { "black" };
                    view! {
                        <span class=format!("bid-suit {colour} suit-{}", suit.name().to_ascii_lowercase())>
                            <SuitIcon suit=suit/>
                        </span>
                        {format!("{}{tail}", capitalize(suit.name()))}
                    }
                    .into_any()
                }
                Trump::High => view! { {format!("High{tail}")} }.into_any(),
                Trump::Low => view! { {format!("Low{tail}")} }.into_any(),
            };
            (view, alone)
        }
        Action::DefendAlone => (view! { "Defend alone" }.into_any(), true),
        Action::Discard(_) | Action::Play(_) => (view! { "" }.into_any(), false),
    }
}

/// "hearts" → "Hearts".
pub fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}
