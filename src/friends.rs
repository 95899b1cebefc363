//! Play with friends: a table of people on their own devices, joined peer to peer with
//! WebRTC and no server (docs/friends.md). The host's page holds the game, as it does alone,
//! and its computer players fill the empty seats; each guest's page is told only what its
//! seat may know (the `euchre-peer` crate) and plays its own seat from the bottom of its
//! table.
//!
//! In the site's build the whole of it is a wasm chunk of its own (the split point below),
//! fetched when the person opens "Friends", when the page opens with an invitation
//! (`#join=…`, in the address's fragment, which no server ever sees), or when a host's page
//! reloads with its table saved. The screens' chunk holds what starts it ([`FriendsButton`],
//! [`FriendsSlot`]).

mod hosting;
mod joining;
mod panel;
mod rtc;
mod saved;
mod scan;

use leptos::prelude::*;

/// Why the friends' screens open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Opening {
    /// The person asked: the host's dialog (a table opened, or the one there).
    Menu,
    /// The page was opened with an invitation's code.
    Join(String),
    /// The host's page was reloaded with its table saved: the table again, its guests to be
    /// invited again.
    Resume,
}

/// What opens the friends' screens, by context for the screens that offer them (the
/// settings' "Play with friends", where a short landscape screen has no room in its header).
#[derive(Clone, Copy, Debug)]
pub(crate) struct FriendsOpener(pub(crate) RwSignal<Option<Opening>, LocalStorage>);

/// The address's invitation (`#join=CODE`), if any.
pub(crate) fn invitation_in_address() -> Option<String> {
    let hash = window().location().hash().ok()?;
    hash.strip_prefix("#join=")
        .filter(|code| !code.is_empty())
        .map(str::to_owned)
}

/// The header's "Friends" button: opens the friends' screens (their chunk).
#[component]
pub(crate) fn FriendsButton(
    /// Where the opening goes.
    open: RwSignal<Option<Opening>, LocalStorage>,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="tool friends-button"
            data-testid="open-friends"
            aria-haspopup="dialog"
            on:click=move |_| open.set(Some(Opening::Menu))
        >
            "Friends"
        </button>
    }
}

/// Where the friends' screens go, built once they are first opened (their chunk fetched
/// then); at once when the page opens with an invitation or a host's saved table.
#[component]
pub(crate) fn FriendsSlot(
    /// What opens them.
    open: RwSignal<Option<Opening>, LocalStorage>,
) -> impl IntoView {
    if let Some(code) = invitation_in_address() {
        open.set(Some(Opening::Join(code)));
    } else if saved::table_saved() {
        open.set(Some(Opening::Resume));
    }
    let built = RwSignal::new_local(None::<AnyView>);
    let asked = StoredValue::new(false);
    // Built under this component's owner, not the effect's: the effect runs again whenever
    // `open` changes, which would dispose of what its run made (the screens' signals and
    // effects), while their view stays on the page.
    let owner = Owner::current().unwrap_or_default();
    Effect::new(move |_| {
        if open.with(Option::is_none) || asked.get_value() {
            return;
        }
        asked.set_value(true);
        owner.with(|| load(open, built));
    });
    move || {
        built.track();
        built.try_update_untracked(Option::take).flatten()
    }
}

/// The friends' screens, built over the store in context.
fn build(open: RwSignal<Option<Opening>, LocalStorage>) -> AnyView {
    view! { <panel::Friends open=open/> }.into_any()
}

#[cfg(not(feature = "split"))]
fn load(
    open: RwSignal<Option<Opening>, LocalStorage>,
    built: RwSignal<Option<AnyView>, LocalStorage>,
) {
    built.set(Some(build(open)));
}

#[cfg(feature = "split")]
fn load(
    open: RwSignal<Option<Opening>, LocalStorage>,
    built: RwSignal<Option<AnyView>, LocalStorage>,
) {
    use leptos::wasm_split::SplitLoaderError;

    /// The split point: everything only this function reaches goes into the chunk.
    #[leptos::wasm_split::wasm_split(
        bower_friends,
        wasm_split_path = ::leptos::wasm_split,
        fallible
    )]
    fn friends_chunk(
        open: RwSignal<Option<Opening>, LocalStorage>,
    ) -> Result<AnyView, SplitLoaderError> {
        Ok(build(open))
    }

    let store = crate::store::use_game();
    leptos::task::spawn_local_scoped(async move {
        match crate::chunks::with_retries(|| friends_chunk(open)).await {
            Ok(view) => built.set(Some(view)),
            Err(_) => store.dispatch(crate::store::Msg::ScreensUnavailable),
        }
    });
}
