//! The practice banner: while the game on screen is a practice branch ("Replay from here"),
//! it says so, and leads back to the real game.

use leptos::prelude::*;

use crate::store::{Msg, use_game};

/// "Practice" over the table while practising, with "Back to the game".
#[component]
pub fn PracticeBanner() -> impl IntoView {
    let store = use_game();
    let practising = store.practising();
    view! {
        <Show when=move || practising.get()>
            <section class="practice-banner" data-testid="practice-banner" aria-label="Practice">
                <p>
                    <strong>"Practice"</strong>
                    <span class="practice-words">" · replayed from a move of your game; it does not count in your statistics."</span>
                </p>
                <button
                    type="button"
                    class="tool"
                    data-testid="back-to-game"
                    on:click=move |_| store.dispatch(Msg::BackToGame)
                >
                    "Back to the game"
                </button>
            </section>
        </Show>
    }
}

/// The line a summary or the game's end shows in practice: it does not count.
#[component]
pub fn PracticeNote() -> impl IntoView {
    let practising = use_game().practising();
    view! {
        <Show when=move || practising.get()>
            <p class="practice-note" data-testid="practice-note">
                "Practice: this does not count in your statistics."
            </p>
        </Show>
    }
}
