//! One modal dialog for the whole app (the settings, a hand's summary, the game's end, and
//! any other): the native `<dialog>` opened with `showModal()`, which puts it in the top
//! layer and makes the rest of the page inert (nothing behind it can be clicked, focused or
//! reached by Tab, whatever is added to the page meanwhile, with no `inert` to keep in step
//! by hand). On top of that, kept here so it holds in every browser the same way: focus
//! moves in when it opens, Tab and Shift+Tab wrap inside it, Escape calls `on_close`, the
//! focus goes back where it was when it closes, and the game is paused while it is open
//! ([`Msg::Pause`]).

use leptos::html;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use crate::store::{GameStore, Msg};

/// What can take the keyboard focus inside a dialog (or a group of controls), in DOM order.
pub(crate) const FOCUSABLE: &str = "button:not([disabled]), select:not([disabled]), \
    input:not([disabled]), textarea:not([disabled]), a[href], summary, \
    [tabindex]:not([tabindex='-1'])";

/// A modal dialog, shown while it is mounted: render it under a `<Show>` (or an `Option`)
/// and unmount it to close it. Its `<dialog>` element is the full-screen `.overlay` (the
/// backdrop) and holds a `.dialog` box with the children.
///
/// - Opens with `showModal()`: the rest of the page is inert. The game is paused
///   ([`Msg::Pause`], when a store is in context) until it closes.
/// - Focus goes to the element marked `autofocus` inside, or else the first focusable one,
///   without scrolling: the dialog opens at its top, its headline in view.
/// - Tab from the last control goes to the first, Shift+Tab from the first to the last.
/// - Escape calls `on_close` (and nothing else: the caller closes it, or not).
/// - When it closes, the focus goes back to the element that had it when it opened, if that
///   is still on the page.
///
/// ```ignore
/// <Show when=move || open.get()>
///     <Modal testid="rules" title_id="rules-title" class="rules" on_close=move || open.set(false)>
///         <h2 id="rules-title">"How to play"</h2>
///         <button autofocus on:click=move |_| open.set(false)>"Close"</button>
///     </Modal>
/// </Show>
/// ```
#[component]
pub fn Modal(
    /// The `data-testid` of the `<dialog>` element.
    testid: &'static str,
    /// The `id` of the heading inside that names the dialog (its `aria-labelledby`).
    title_id: &'static str,
    /// What Escape does: close the dialog, or take its main action. Also called if the
    /// browser closes the dialog by itself (the dialog then stays open until unmounted).
    #[prop(into)]
    on_close: Callback<()>,
    /// Classes of the box inside, after `dialog` (`"settings"` gives `class="dialog settings"`).
    #[prop(optional)]
    class: &'static str,
    /// Classes of the overlay, after `overlay` (`"after-hand"`).
    #[prop(optional)]
    overlay_class: &'static str,
    /// The dialog's content.
    children: Children,
) -> impl IntoView {
    let dialog = NodeRef::<html::Dialog>::new();
    // The element focused before the dialog opened, to give the focus back to.
    let before = StoredValue::new_local(None::<Element>);
    let store = use_context::<GameStore>();
    if let Some(store) = store {
        store.dispatch(Msg::Pause(true));
    }
    Effect::new(move |_| {
        let Some(element) = dialog.get() else {
            return;
        };
        if element.open() {
            return;
        }
        before.set_value(document().active_element());
        if element.show_modal().is_ok() {
            focus_first(&element);
        }
    });
    on_cleanup(move || {
        if let Some(element) = dialog.try_get_untracked().flatten()
            && element.open()
        {
            element.close();
        }
        let back = before.try_get_value().flatten();
        if let Some(back) = back.and_then(|e| e.dyn_into::<HtmlElement>().ok())
            && back.is_connected()
            && document().body().is_none_or(|body| body != back)
        {
            let _ = back.focus();
        }
        if let Some(store) = store {
            store.dispatch(Msg::Pause(false));
        }
    });
    view! {
        <dialog
            class=format!("overlay {overlay_class}")
            data-testid=testid
            aria-labelledby=title_id
            node_ref=dialog
            on:keydown=move |ev| match ev.key().as_str() {
                "Escape" => {
                    // Handled here, so the browser does not close the dialog itself.
                    ev.prevent_default();
                    ev.stop_propagation();
                    on_close.run(());
                }
                "Tab" => {
                    if let Some(element) = dialog.get_untracked() {
                        trap_tab(&ev, &element);
                    }
                }
                _ => {}
            }
            on:close=move |ev| {
                // The browser closed it (a close request we could not stop): it stays open
                // while mounted, and the caller hears of it as of Escape. Not when it was
                // closed on unmounting: it is then off the page, or (its element reused by
                // the next dialog of the same kind, as a summary by the next) open again.
                if let Some(element) = ev
                    .target()
                    .and_then(|t| t.dyn_into::<web_sys::HtmlDialogElement>().ok())
                    && element.is_connected()
                    && !element.open()
                    && element.show_modal().is_ok()
                {
                    focus_first(&element);
                    on_close.run(());
                }
            }
        >
            <div class=format!("dialog {class}")>{children()}</div>
        </dialog>
    }
}

/// The focusable elements inside `root`, in DOM order.
pub(crate) fn focusables(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into().ok())
        .collect()
}

/// Focuses the element marked `autofocus` inside `root`, or else its first focusable one.
fn focus_first(root: &Element) {
    let marked = root
        .query_selector("[autofocus]")
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(element) = marked.or_else(|| focusables(root).into_iter().next()) {
        // Without scrolling: a dialog opens at its top, its headline in view, wherever the
        // control is (a summary's "Next deal" is at its bottom).
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.focus_with_options(&options);
    }
    root.set_scroll_top(0);
}

/// Keeps Tab inside `root`: from its last control to its first, Shift+Tab from the first to
/// the last (and into it from wherever the focus is, if not inside).
fn trap_tab(ev: &leptos::ev::KeyboardEvent, root: &Element) {
    let items = focusables(root);
    let (Some(first), Some(last)) = (items.first(), items.last()) else {
        ev.prevent_default();
        return;
    };
    let active = document().active_element();
    let at = items
        .iter()
        .position(|e| active.as_ref().is_some_and(|a| a == e.as_ref() as &Element));
    let to = match (ev.shift_key(), at) {
        (true, Some(0) | None) => last,
        (false, None) => first,
        (false, Some(i)) if i + 1 == items.len() => first,
        _ => return,
    };
    ev.prevent_default();
    let _ = to.focus();
}
