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
            "You have a game in progress ({}, hand {hand}, {})",
            game_words(seed),
            scores.words(" · ")
        );
        let (testid, title, detail, go_id, go) = match ending {
            Ending::Linked(linked) => (
                "link-choice",
                "Play the linked deal?",
                format!(
                    "This link is to {}. {progress}: playing the linked deal ends it.",
                    deal_words(linked)
                ),
                "play-linked",
                "Play the linked deal",
            ),
            Ending::Daily(date) => (
                "daily-choice",
                "Play today's deal?",
                format!(
                    "Today's deal is {}: everyone playing it today gets the same cards. \
                     {progress}: playing today's deal ends it.",
                    deal_words(date.seed())
                ),
                "play-daily",
                "Play today's deal",
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

/// A game named by its seed: "seed 42", or for a date's game "the daily deal of 2026-12-02".
pub(crate) fn game_words(seed: u64) -> String {
    match euchre::Date::of_seed(seed) {
        Some(date) => format!("the daily deal of {date}"),
        None => format!("seed {seed}"),
    }
}

/// The deal of a seed: "the deal of seed 42", "the daily deal of 2026-12-02".
fn deal_words(seed: u64) -> String {
    match euchre::Date::of_seed(seed) {
        Some(date) => format!("the daily deal of {date}"),
        None => format!("the deal of seed {seed}"),
    }
}
