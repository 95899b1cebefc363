//! The keyboard focus follows the play: after South bids or plays, the control it used is
//! gone (or disabled), so the focus would fall to the page's body. Instead it waits on
//! South's hand (a group with `tabindex="-1"`) while the computers act, and moves to the
//! first bid or the first playable card when South is to act again.

use std::time::Duration;

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::stage;
use crate::store::{YOU, use_game};

/// Whether the person plays here: South acted, or the focus was in South's seat. It lives
/// with the game screen ([`provide_engaged`]), since the table is built again for each
/// hand.
#[derive(Clone, Copy)]
pub(crate) struct Engaged(StoredValue<bool>);

/// Gives the game screen its [`Engaged`], kept across the hands its table shows.
pub(crate) fn provide_engaged() {
    provide_context(Engaged(StoredValue::new(false)));
}

/// Keeps the focus with the play around South's `hand` (see the module). Runs whenever
/// South's choices change, a dialog closes or the bid panel is first built; only once the
/// person has played here (South acted, or the focus was in South's seat: a page that just
/// opened keeps the focus at its start), and never away from a control the person is on
/// elsewhere (the settings button, the hint, the last trick) or from an open dialog.
pub(crate) fn follow_play(hand: NodeRef<html::Div>) {
    let store = use_game();
    let legal = store.legal();
    let paused = store.paused();
    let game = store.game();
    let bids = crate::built_from(stage::BIDS);
    // A hand shown without a game screen around it (a component test) keeps its own.
    let Engaged(engaged) = use_context().unwrap_or_else(|| Engaged(StoredValue::new(false)));
    let listener = window_event_listener(leptos::ev::focusin, move |ev| {
        let target = ev.target().and_then(|t| t.dyn_into::<Element>().ok());
        if let (Some(hand), Some(target)) = (hand.get_untracked(), target)
            && is_souths(&hand, &target)
        {
            engaged.set_value(true);
        }
    });
    on_cleanup(move || listener.remove());
    Effect::new(move |before: Option<usize>| {
        legal.track();
        paused.track();
        bids.track();
        // South just acted: the person plays here (focus events alone do not tell: a page
        // without the system's focus gets none).
        let (actions, south_acted) = game.with(|g| {
            let last = g.actions().last().is_some_and(|&(seat, _)| seat == YOU);
            (g.actions().len(), last)
        });
        if south_acted && before.is_some_and(|n| n != actions) {
            engaged.set_value(true);
        }
        // After the page is updated and a closing dialog has given the focus back.
        set_timeout(
            move || {
                if engaged.try_get_value() == Some(true)
                    && let Some(hand) = hand.try_get_untracked().flatten()
                {
                    settle(&hand);
                }
            },
            Duration::ZERO,
        );
        actions
    });
}

/// South's seat around its hand.
fn seat_of(hand: &Element) -> Option<Element> {
    hand.closest(".seat").ok().flatten()
}

/// Whether `element` is one of South's places: in South's seat or the bid panel (which the
/// table lays out apart from the seat, under the kitty).
fn is_souths(hand: &Element, element: &Element) -> bool {
    seat_of(hand).is_some_and(|seat| seat.contains(Some(element.as_ref())))
        || element
            .closest("[data-testid=bid-panel]")
            .ok()
            .flatten()
            .is_some()
}

/// Puts the focus where the play is, if it is lost (on the body, or on a control now
/// disabled) or already in South's seat: on the first bid or playable card when South is
/// to act, else on the hand itself.
fn settle(hand: &HtmlElement) {
    if !hand.is_connected() {
        return;
    }
    let Some(table) = hand.closest(".table").ok().flatten() else {
        return;
    };
    let app = hand.closest("main").ok().flatten();
    let dialog_open = app
        .as_ref()
        .and_then(|app| app.query_selector("dialog[open]").ok().flatten())
        .is_some();
    if dialog_open {
        return;
    }
    let active = document().active_element();
    let lost = match &active {
        None => true,
        Some(active) => {
            document()
                .body()
                .is_some_and(|body| *active == *body.as_ref())
                || active.matches(":disabled").unwrap_or(false)
        }
    };
    let in_seat = active.as_ref().is_some_and(|a| is_souths(hand, a));
    if !lost && !in_seat {
        return;
    }
    let choice = |selector: &str| {
        table
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<HtmlElement>().ok())
    };
    let target = choice("[data-testid=bid-panel] button")
        .or_else(|| choice("[data-testid=hand-south] button:not([disabled])"));
    match target {
        // Already on one of South's choices (moving among them): stay.
        Some(_)
            if !lost
                && active
                    .as_ref()
                    .is_some_and(|a| a.matches("button").unwrap_or(false)) => {}
        Some(target) => {
            let _ = target.focus();
        }
        None if lost => {
            let _ = hand.focus();
        }
        None => {}
    }
}
