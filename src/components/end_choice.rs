//! The question before the game in progress ends ([`Ending`]): a link to another deal, or
//! "New game" in the settings. Two answers, go on or keep the game; keeping it is focused
//! first and is what Escape does (the safe answer). Nothing is replaced without asking.

use leptos::prelude::*;

use super::dialog::Modal;
use crate::store::{Ending, Msg, Tally, use_game};

/// A modal dialog while the store asks ([`crate::GameStore::ending`]): what the game in
/// progress is, what would end it, and the two answers.
#[component]
pub fn EndChoice() -> impl IntoView {
    let store = use_game();
    let ending = store.ending();
    let game = store.game();
    move || {
        let ending = ending.get()?;
        let (seed, hand, scores) =
            game.with_untracked(|g| (g.seed(), g.hand_number() + 1, Tally::of_game(g)));
        let progress = format!(
            "You have a game in progress (seed {seed}, hand {hand}, {})",
            scores.words(" · ")
        );
        let (testid, title, detail, go_id, go) = match ending {
            Ending::Linked(linked) => (
                "link-choice",
                "Play the linked deal?",
                format!(
                    "This link is to the deal of seed {linked}. {progress}: playing the linked \
                     deal ends it."
                ),
                "play-linked",
                "Play the linked deal",
            ),
            Ending::NewGame => (
                "new-game-choice",
                "Start a new game?",
                format!("{progress}: a new game ends it."),
                "start-new-game",
                "Start a new game",
            ),
        };
        Some(view! {
            <Modal
                testid=testid
                title_id="end-title"
                class="end-choice"
                on_close=move || store.dispatch(Msg::KeepMyGame)
            >
                <h2 id="end-title">{title}</h2>
                <p id="end-detail">{detail}</p>
                <div class="dialog-buttons">
                    <button
                        type="button"
                        data-testid=go_id
                        on:click=move |_| store.dispatch(Msg::EndMyGame)
                    >
                        {go}
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
