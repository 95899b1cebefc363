//! The question when a link names another deal than the game saved in this browser: play
//! the linked deal, or keep the game. Nothing is replaced without asking.

use leptos::prelude::*;

use super::dialog::Modal;
use crate::store::{Msg, Tally, use_game};

/// A modal dialog while the store holds a linked deal's seed ([`crate::GameStore::link`]):
/// what the saved game is, and two buttons, "Play the linked deal" and "Keep my game" (the
/// one focused first, and what Escape does: the safe answer).
#[component]
pub fn LinkChoice() -> impl IntoView {
    let store = use_game();
    let link = store.link();
    let game = store.game();
    move || {
        let linked = link.get()?;
        let (seed, hand, scores) =
            game.with_untracked(|g| (g.seed(), g.hand_number() + 1, Tally::of_game(g)));
        Some(view! {
            <Modal
                testid="link-choice"
                title_id="link-title"
                class="link-choice"
                on_close=move || store.dispatch(Msg::KeepMyGame)
            >
                <h2 id="link-title">"Play the linked deal?"</h2>
                <p id="link-detail">
                    {format!(
                        "This link is to the deal of seed {linked}. You have a game in progress \
                         (seed {seed}, hand {hand}, {}): playing the linked deal ends it.",
                        scores.words(" · "),
                    )}
                </p>
                <div class="dialog-buttons">
                    <button
                        type="button"
                        data-testid="play-linked"
                        on:click=move |_| store.dispatch(Msg::PlayLinkedDeal)
                    >
                        "Play the linked deal"
                    </button>
                    <button
                        type="button"
                        class="primary"
                        data-testid="keep-game"
                        autofocus
                        on:click=move |_| store.dispatch(Msg::KeepMyGame)
                    >
                        "Keep my game"
                    </button>
                </div>
            </Modal>
        })
    }
}
