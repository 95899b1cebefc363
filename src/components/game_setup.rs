//! The rules and level of a date's game in the header, after its date: "Daily 2026-12-02 ·
//! Standard, Normal players". The daily deal is one game for everyone, and the header says
//! which. Built with the screens (their chunk in the site: the words' code is not in the first
//! paint), so it comes a moment after the table.

use leptos::prelude::*;

use crate::store::use_game;

/// " · Standard, Normal players" after a date's game's date in the header; nothing for
/// another game (its seed's link names its rules and level).
#[component]
pub fn GameSetup() -> impl IntoView {
    let store = use_game();
    move || {
        store
            .game()
            .with(|g| euchre::Date::of_seed(g.seed()))
            .map(|_| {
                view! {
                    <span class="game-setup" data-testid="game-setup">
                        <span class="separator">" · "</span>
                        {move || store.setup_words()}
                    </span>
                }
            })
    }
}
