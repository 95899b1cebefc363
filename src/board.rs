//! The analysis board (docs/board.md): a position set up card by card or opened from a link
//! (`#board=…`), checked by the engine at every step; the Expert's value of every option
//! with why, where the cards the seat has not seen lie, and each option played out with the
//! Expert at every seat, all worked out by the workers; the link that names it; and drills
//! of the person's own costly decisions, kept from the coach's reviews.
//!
//! In the site's build the whole of it is a wasm chunk of its own (the split point below),
//! fetched when the person opens the board, or when the page opens with a board's link. The
//! screens' chunk holds what starts it ([`BoardButton`], [`BoardSlot`]).

mod analysis;
mod cards;
mod drill_panel;
pub(crate) mod drills;
mod grid;
pub(crate) mod model;
mod moves;
mod panel;
mod share;

use euchre::Position;
use leptos::prelude::*;

#[cfg(test)]
pub(crate) use analysis::PLAY_OUT;

/// Why the board opens.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Opening {
    /// The person asked: an empty board under the settings' rules.
    Empty,
    /// A board's link (the text after `#board=`), to be read.
    Link(String),
    /// A decision of a game, as its seat saw it.
    Position(Box<Position>),
}

/// What opens the board, by context for the screens that offer it (the game log).
#[derive(Clone, Copy, Debug)]
pub(crate) struct BoardOpener(pub(crate) RwSignal<Option<Opening>, LocalStorage>);

/// The address's board (`#board=TEXT`), if any.
pub(crate) fn board_in_address() -> Option<String> {
    let hash = window().location().hash().ok()?;
    hash.strip_prefix("#board=")
        .filter(|text| !text.is_empty())
        .map(str::to_owned)
}

/// The header's "Board" button: opens an empty board (its chunk).
#[component]
pub(crate) fn BoardButton(
    /// Where the opening goes.
    open: RwSignal<Option<Opening>, LocalStorage>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="tool board-button"
            data-testid="open-board"
            aria-haspopup="dialog"
            on:click=move |_| open.set(Some(Opening::Empty))
        >
            "Board"
        </button>
    }
}

/// Where the board goes: built when it is first opened (its chunk fetched then), at once
/// when the page opens with a board's link or the address changes to one. Closed, it is
/// taken off the page; opened again, it is built again from what opens it.
#[component]
pub(crate) fn BoardSlot(
    /// What opens it.
    open: RwSignal<Option<Opening>, LocalStorage>,
) -> impl IntoView {
    if let Some(text) = board_in_address() {
        open.set(Some(Opening::Link(text)));
    }
    // A board's link pasted into this page's address bar, or followed from the page, changes
    // only the fragment: the page does not load again, so the board follows the address here.
    // (The board's own changes to the address use `replaceState`, which fires no event.)
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(text) = board_in_address() {
            open.set(Some(Opening::Link(text)));
        }
    });
    on_cleanup(move || listener.remove());
    let built = RwSignal::new_local(None::<AnyView>);
    // Each opening is built under an owner of its own, a child of this component's (not the
    // effect's, whose next run would dispose of it while its view stays on the page), and
    // cleaned up once the board closes: its requests cancelled, its address gone, the game
    // going on.
    let owner = Owner::current().unwrap_or_default();
    let opened = StoredValue::new_local(None::<Owner>);
    let close = move || {
        built.set(None);
        if let Some(old) = opened.try_update_value(Option::take).flatten() {
            old.cleanup();
        }
    };
    Effect::new(move |_| {
        let opening = open.get();
        close();
        if let Some(opening) = opening {
            let child = owner.child();
            child.with(|| load(opening, open, built));
            opened.set_value(Some(child));
        }
    });
    move || {
        built.track();
        built.try_update_untracked(Option::take).flatten()
    }
}

/// The board, built over the store in context.
fn build(opening: Opening, open: RwSignal<Option<Opening>, LocalStorage>) -> AnyView {
    adopt_styles();
    view! { <panel::Board opening=opening on_close=move || open.set(None)/> }.into_any()
}

/// The board's styles (style/board.css), adopted once: they travel in its chunk.
fn adopt_styles() {
    thread_local! {
        static ADOPTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if !ADOPTED.replace(true) {
        crate::screens::adopt(include_str!("../style/board.css"));
    }
}

#[cfg(not(feature = "split"))]
fn load(
    opening: Opening,
    open: RwSignal<Option<Opening>, LocalStorage>,
    built: RwSignal<Option<AnyView>, LocalStorage>,
) {
    built.set(Some(build(opening, open)));
}

#[cfg(feature = "split")]
fn load(
    opening: Opening,
    open: RwSignal<Option<Opening>, LocalStorage>,
    built: RwSignal<Option<AnyView>, LocalStorage>,
) {
    use leptos::wasm_split::SplitLoaderError;

    /// The split point: everything only this function reaches goes into the chunk.
    #[leptos::wasm_split::wasm_split(bower_board, wasm_split_path = ::leptos::wasm_split, fallible)]
    fn board_chunk(
        opening: Opening,
        open: RwSignal<Option<Opening>, LocalStorage>,
    ) -> Result<AnyView, SplitLoaderError> {
        Ok(build(opening, open))
    }

    let store = crate::store::use_game();
    leptos::task::spawn_local_scoped(async move {
        let opened = crate::chunks::with_retries(|| board_chunk(opening.clone(), open)).await;
        match opened {
            Ok(view) => built.set(Some(view)),
            Err(_) => store.dispatch(crate::store::Msg::ScreensUnavailable),
        }
    });
}
