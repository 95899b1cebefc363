//! The screens that are not the table: the hand's summary, the game over and its report, the
//! game log with the coach's reviews, the settings, How to play and the question about a
//! linked deal (and the buttons that open the friends' screens and the analysis board); with them, the banners over the table while practising or playing a friend's
//! challenge (shown a moment after the table on a page that starts with one), and the
//! handling of the screens' messages (`store::screens_built`).
//!
//! In the site's build (the `split` feature, set in index.html) their code is a wasm chunk of
//! its own: `scripts/site/wasm-bindgen.mjs` splits it from the app's wasm at the split point
//! below (wasm_split_helpers, the mechanism of Leptos's `#[lazy]`), and it is fetched once the
//! table is shown, so the first paint carries the table only (docs/site.md, "The screens'
//! chunk"). Everywhere else (the browser tests, a build without the feature) the screens are
//! built at once, in the same wasm: the same components, only loaded differently.

use leptos::prelude::*;

use crate::components::{
    ChallengeBanner, EndChoice, GameLog, GameOver, GameSetup, HandSummary, HowToPlay, LogPage,
    PracticeBanner, SettingsPanel,
};
use crate::store::Swept;

/// What opens each screen (the header's buttons and the summaries set them).
#[derive(Clone, Copy, Debug)]
pub struct Openers {
    /// The game log, at a page (the list of hands, a hand's timeline).
    pub log: Swept<Option<LogPage>>,
    /// The settings.
    pub settings: Swept<bool>,
    /// How to play.
    pub rules: Swept<bool>,
    /// Where the banners over the table go (practice, a friend's challenge): set once, when
    /// the screens are built, with the banners built with them.
    pub banners: RwSignal<Option<AnyView>, LocalStorage>,
    /// Where the header names a date's game's rules and level: set once, the same way.
    pub setup: RwSignal<Option<AnyView>, LocalStorage>,
    /// Where the header's "Friends" button goes: set once, the same way.
    pub tools: RwSignal<Option<AnyView>, LocalStorage>,
}

/// The screens themselves. The question before a game in progress ends comes last: a linked
/// deal's is asked at the start, over a summary the saved game may be showing (the last
/// dialog opened is on top).
fn build(open: Openers) -> AnyView {
    adopt_styles();
    crate::store::screens_built();
    crate::store::use_game().start_background();
    // The sounds' Web Audio half comes with the screens (`sound/voice.rs`).
    crate::sound::give_voice(crate::sound::VOICE);
    open.banners.set(Some(
        view! { <PracticeBanner/> <ChallengeBanner/> }.into_any(),
    ));
    open.setup.set(Some(view! { <GameSetup/> }.into_any()));
    let friends = RwSignal::new_local(None::<crate::friends::Opening>);
    provide_context(crate::friends::FriendsOpener(friends));
    let board = RwSignal::new_local(None::<crate::board::Opening>);
    provide_context(crate::board::BoardOpener(board));
    open.tools.set(Some(
        view! {
            <crate::friends::FriendsButton open=friends/>
            <crate::board::BoardButton open=board/>
        }
        .into_any(),
    ));
    view! {
        <crate::friends::FriendsSlot open=friends/>
        <crate::board::BoardSlot open=board/>
        <crate::board::drills::DrillKeeper/>
        <HandSummary/>
        <GameOver/>
        <GameLog open=open.log/>
        <SettingsPanel open=open.settings/>
        <HowToPlay open=open.rules/>
        <EndChoice/>
    }
    .into_any()
}

/// The screens' own styles (style/screens.css), adopted by the document once: they travel in
/// this chunk, not in the page's stylesheet, so the first paint does not carry them. An
/// adopted sheet comes after the document's, as the last file of the page's did. A browser
/// without constructable stylesheets shows the screens with the page's styles only.
fn adopt_styles() {
    thread_local! {
        static ADOPTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if ADOPTED.replace(true) {
        return;
    }
    adopt(include_str!("../style/screens.css"));
}

/// Adopts a stylesheet of `css` into the document, after the others (once per call: the
/// caller adopts each sheet once).
pub(crate) fn adopt(css: &str) {
    let sheet = web_sys::CssStyleSheet::new().ok();
    let document = web_sys::window().and_then(|w| w.document());
    if let (Some(sheet), Some(document)) = (sheet, document)
        && sheet.replace_sync(css).is_ok()
    {
        let sheets = document.adopted_style_sheets();
        sheets.push(&sheet);
        document.set_adopted_style_sheets(&sheets);
    }
}

/// The screens, built at once (no `split` feature).
#[cfg(not(feature = "split"))]
#[component]
pub fn Screens(
    /// What opens each screen.
    open: Openers,
) -> impl IntoView {
    build(open)
}

#[cfg(feature = "split")]
pub use lazy::Screens;

#[cfg(feature = "split")]
mod lazy {
    use leptos::prelude::*;
    use leptos::wasm_split::SplitLoaderError;

    use super::{Openers, build};
    use crate::store::{Msg, use_game};

    /// The split point: everything only this function reaches goes into the chunk.
    #[leptos::wasm_split::wasm_split(
        bower_screens,
        wasm_split_path = ::leptos::wasm_split,
        fallible
    )]
    fn screens_chunk(open: Openers) -> Result<AnyView, SplitLoaderError> {
        Ok(build(open))
    }

    /// The screens, once their chunk is loaded (nothing before). A failed fetch is tried
    /// again after 1, 2 and 4 s; if the last try fails too, the store shows a notice (the
    /// table plays on to the hand's end, where its summary would be needed; the game is
    /// saved, and a reload tries again).
    #[component]
    pub fn Screens(
        /// What opens each screen.
        open: Openers,
    ) -> impl IntoView {
        let store = use_game();
        let screens = RwSignal::new_local(None::<AnyView>);
        // Scoped: the screens are built in this component's reactive owner, with its context.
        leptos::task::spawn_local_scoped(async move {
            match crate::chunks::with_retries(|| screens_chunk(open)).await {
                Ok(view) => screens.set(Some(view)),
                Err(_) => store.dispatch(Msg::ScreensUnavailable),
            }
        });
        // Mounted once: the view is taken out of the signal, which is never set again.
        move || {
            screens.track();
            screens.try_update_untracked(Option::take).flatten()
        }
    }
}
