//! A finished hand's tricks one at a time, in the hand's summary: each card as it was
//! played, by whom, and who took the trick. A hand that played out while the person sat out
//! (a partner's loner), or too fast to follow, can be stepped through here.

use euchre::Trick;
use leptos::prelude::*;

use super::card::CardFace;
use crate::store::{mid_sentence, who};

/// The tricks of a hand, one shown at a time with "Previous" and "Next" (the first trick
/// first); the trick's number is announced as it changes.
#[component]
pub fn TrickSteps(
    /// The hand's tricks, in order.
    tricks: Vec<Trick>,
) -> impl IntoView {
    let count = tricks.len();
    let at = RwSignal::new(0usize);
    let tricks = StoredValue::new(tricks);
    let at_last = move || at.get() + 1 >= count;
    let shown = move || tricks.with_value(|t| t.get(at.get()).copied());
    view! {
        <section class="trick-steps" data-testid="trick-steps" aria-label="The tricks, one at a time">
            <div class="trick-steps-head">
                <button
                    type="button"
                    class="tool"
                    data-testid="trick-previous"
                    disabled=move || at.get() == 0
                    on:click=move |_| at.update(|i| *i = i.saturating_sub(1))
                >
                    "Previous"
                </button>
                <span class="trick-steps-at" data-testid="trick-at" aria-live="polite">
                    {move || {
                        let taken = shown()
                            .and_then(|t| t.winner)
                            .map(|w| format!(", taken by {}", mid_sentence(who(w))))
                            .unwrap_or_default();
                        format!("Trick {} of {count}{taken}", at.get() + 1)
                    }}
                </span>
                <button
                    type="button"
                    class="tool"
                    data-testid="trick-next"
                    disabled=at_last
                    on:click=move |_| at.update(|i| *i = (*i + 1).min(count.saturating_sub(1)))
                >
                    "Next"
                </button>
            </div>
            <ol class="trick-step-cards" aria-label="The cards, in the order played">
                {move || shown().map(|trick| {
                    trick.in_play_order().map(|(seat, card)| view! {
                        <li
                            class="trick-step-card"
                            class:won=trick.winner == Some(seat)
                            data-seat=seat.name()
                            data-card=card.to_string()
                        >
                            <span class="trick-step-seat">{who(seat)}</span>
                            <CardFace card=card/>
                        </li>
                    }).collect_view()
                })}
            </ol>
        </section>
    }
}
