//! The board's link: the address names the position while the board is open
//! (`#board=TEXT`, in the fragment, which no server sees; the game's own query stays), so a
//! reload opens it again. The link to copy is the page's path and the fragment alone: a
//! friend who is sent it sees the same board and the same analysis over their own game.
//! Closed, the address names the game alone again.

use euchre_ai::board::link;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::model::Setup;

/// The address with `fragment` in place of its own.
fn address(fragment: &str) -> String {
    let location = window().location();
    format!(
        "{}{}{fragment}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    )
}

fn replace(url: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(url));
    }
}

/// The link to the position, and a button that copies it.
#[component]
pub(crate) fn Share(setup: RwSignal<Setup>) -> impl IntoView {
    let text = Memo::new(move |_| {
        setup.with(|s| {
            let position = s.position()?;
            s.view().ok().map(|_| link::encode(&position))
        })
    });
    Effect::new(move |_| {
        if let Some(text) = text.get() {
            replace(&address(&format!("#board={text}")));
        }
    });
    on_cleanup(|| {
        if crate::board::board_in_address().is_some() {
            replace(&address(""));
        }
    });
    let status = RwSignal::new(String::new());
    move || {
        let text = text.get()?;
        // The link to send names the position alone: not this page's own game, whose seed
        // would start on the friend's page (and ask before replacing their game).
        let location = window().location();
        let url = format!(
            "{}{}#board={text}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_default()
        );
        let copied = url.clone();
        let on_copy = move |_| {
            let url = copied.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let promise = window().navigator().clipboard().write_text(&url);
                let words = if wasm_bindgen_futures::JsFuture::from(promise).await.is_ok() {
                    "Copied: send it to a friend to ask what they would do."
                } else {
                    "Select the link and copy it to send it."
                };
                let _ = status.try_set(words.to_string());
            });
        };
        Some(view! {
            <section class="board-share" aria-labelledby="board-share-title">
                <h3 id="board-share-title">"Link to this position"</h3>
                <input type="text" readonly data-testid="board-link" aria-label="The position's link" prop:value=url/>
                <button type="button" data-testid="board-copy" on:click=on_copy>"Copy the link"</button>
                <p role="status" data-testid="board-copy-status">{move || status.get()}</p>
            </section>
        })
    }
}
