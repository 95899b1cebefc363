//! Bower: Euchre in the browser.
//!
//! The app is a Leptos client-side app over the rules crate [`euchre`] and the computer
//! players of [`euchre_ai`]. One store ([`store`]) holds the game; the components in
//! [`components`] read it and send it messages. Every component lives in this library so
//! that browser tests can mount it.

mod board;
#[cfg(feature = "split")]
mod chunks;
pub mod components;
mod friends;
pub mod screens;
pub mod sound;
pub mod store;
pub mod workers;

pub use components::{
    BidPanel, CardBack, CardFace, EXAMPLE_TRUMP, EndChoice, FaceDownHand, GameLog, GameOver, Hand,
    HandSummary, HowToPlay, LogPage, Modal, Scoreboard, SettingsPanel, SixFour, SuitIcon, Table,
    sorted_hand, trump_order,
};
use screens::{Openers, Screens};
use store::Swept;
pub use store::{
    GameStore, HintState, Msg, Query, Settings, Speed, Start, Stats, provide_game, use_game,
};

use euchre::{Game, Seat};
use leptos::prelude::*;

/// The seat that deals when a [`DealSpec`] does not name one (the `deal` example).
pub const FIRST_DEALER: Seat = Seat::East;

/// Which deal to show: the seed of the shuffle and the dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealSpec {
    /// The seed given to [`euchre::Deal::new`].
    pub seed: u64,
    /// The dealer; play starts on the dealer's left.
    pub dealer: Seat,
}

impl DealSpec {
    /// Reads `seed` and `dealer` from a query string such as `?seed=42&dealer=west`. A
    /// missing or malformed seed is `None`; a missing or unknown dealer is [`FIRST_DEALER`].
    ///
    /// # Examples
    /// ```
    /// use bower::DealSpec;
    /// use euchre::Seat;
    /// let spec = DealSpec::from_query("?seed=42&dealer=north").unwrap();
    /// assert_eq!((spec.seed, spec.dealer), (42, Seat::North));
    /// assert_eq!(DealSpec::from_query("?seed=-1"), None);
    /// ```
    pub fn from_query(query: &str) -> Option<DealSpec> {
        let mut seed = None;
        let mut dealer = FIRST_DEALER;
        for pair in query.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("seed", value)) => seed = value.parse().ok(),
                Some(("dealer", value)) => {
                    dealer = Seat::ALL
                        .into_iter()
                        .find(|seat| seat.name().eq_ignore_ascii_case(value))
                        .unwrap_or(FIRST_DEALER);
                }
                _ => {}
            }
        }
        seed.map(|seed| DealSpec { seed, dealer })
    }

    /// The query string that gives back this deal: `?seed=42&dealer=east`.
    pub fn to_query(self) -> String {
        format!(
            "?seed={}&dealer={}",
            self.seed,
            self.dealer.name().to_ascii_lowercase()
        )
    }

    /// A fresh deal from the platform's random source (Web Crypto in the browser), dealt by
    /// [`FIRST_DEALER`].
    pub fn random() -> DealSpec {
        DealSpec {
            seed: random_seed(),
            dealer: FIRST_DEALER,
        }
    }
}

/// A random seed from the platform's random source (Web Crypto in the browser).
///
/// # Panics
/// If the platform has no random source, which no browser lacks.
pub fn random_seed() -> u64 {
    getrandom::u64().expect("the platform has a random source")
}

/// Today's date on the player's clock (their local date: the day's deal changes at their
/// midnight), when the browser gives one.
pub fn today() -> Option<euchre::Date> {
    let now = js_sys::Date::new_0();
    let year = u16::try_from(now.get_full_year()).ok()?;
    let month = u8::try_from(now.get_month() + 1).ok()?;
    let day = u8::try_from(now.get_date()).ok()?;
    euchre::Date::new(year, month, day).ok()
}

/// The whole app: the game saved in localStorage, or the one the address names
/// (`?seed=5&speed=instant`), or a new random one. Built a part per frame (see
/// [`GameScreen`]'s `staged`), so that starting up never blocks the page for long.
#[component]
pub fn App(
    /// What the store can read ([`Start::begin`], as [`start`] awaits it); [`Start::now`]
    /// when not given.
    #[prop(optional)]
    start: Option<Start>,
) -> impl IntoView {
    let store = store::provide_game_paused(None, start.unwrap_or_else(Start::now));
    let screen = view! { <GameScreen staged=true/> };
    // Saving and the computer players' turns start once the screen is built: the first save
    // and turn then do not lengthen the tasks that build it.
    let built = built_from(stage::LAST);
    Effect::new(move |started: Option<bool>| {
        let start = built.get() && started != Some(true);
        if start {
            store.start_effects();
            store.keep_address();
        }
        start || started == Some(true)
    });
    screen
}

/// Starts the app on the page: once what reads the saves is there when something is saved
/// ([`Start::begin`]; in the site's build a chunk, fetched first), and after the WebAssembly
/// is instantiated, the first build of the screen waits for the next task, so the two are not
/// one long task.
pub fn start() {
    install_panic_notice();
    wasm_bindgen_futures::spawn_local(async {
        let start = Start::begin().await;
        set_timeout(
            move || leptos::mount::mount_to_body(move || view! { <App start/> }),
            std::time::Duration::ZERO,
        );
    });
}

/// The game screen over a new store made by [`provide_game`].
#[component]
pub fn Bower(
    /// Start from this game instead of the saved one (tests).
    game: Option<Game>,
) -> impl IntoView {
    provide_game(game);
    view! { <GameScreen/> }
}

/// The steps a staged [`GameScreen`] is built in, one per frame, after the store and the
/// screen's `<main>` (step 0).
/// The screen is shown at [`stage::SHOWN`], when the whole table is there.
pub mod stage {
    /// The header.
    pub const HEADER: u8 = 1;
    /// South's hand.
    pub const HAND: u8 = 2;
    /// The bid panel.
    pub const BIDS: u8 = 3;
    /// The scoreboard.
    pub const SCOREBOARD: u8 = 4;
    /// North's and West's seats.
    pub const NORTH_WEST: u8 = 5;
    /// East's seat and the centre of the table.
    pub const EAST_CENTRE: u8 = 6;
    /// The whole table is built: the screen is shown.
    pub const SHOWN: u8 = EAST_CENTRE;
    /// The live region.
    pub const LIVE: u8 = 7;
    /// The screens that are not the table ([`crate::screens`]: summaries, game log,
    /// settings, How to play, the question about a linked deal; in the site's build their chunk is fetched now); then the
    /// store's effects start (saving, computer turns).
    pub const SCREENS: u8 = 8;
    /// The last step.
    pub const LAST: u8 = SCREENS;
}

/// The stage a staged [`GameScreen`] has reached (context), for the parts of its components
/// that are built later (see [`built_from`]).
#[derive(Clone, Copy, Debug)]
struct Stage(Swept<u8>);

/// Whether the part of the screen built at stage `n` is there yet: always, unless a staged
/// [`GameScreen`] is still being built. Changes at most once, from false to true.
pub fn built_from(n: u8) -> Memo<bool> {
    let stage = use_context::<Stage>();
    Memo::new(move |_| stage.is_none_or(|Stage(s)| s.get() >= n))
}

/// Counts the steps of a staged build: `stage` goes up by one after each frame is painted
/// (a frame, then a new task), so every step is its own short task with a paint in between.
fn next_stage(stage: Swept<u8>) {
    request_animation_frame(move || {
        set_timeout(
            move || {
                if stage.try_update(|s| *s += 1).is_some()
                    && stage.try_get_untracked().is_some_and(|s| s < stage::LAST)
                {
                    next_stage(stage);
                }
            },
            std::time::Duration::ZERO,
        );
    });
}

/// The game screen over the store in context (tests provide their own to send it messages).
/// The `reduced-motion` class (the setting) and the `instant` class (the speed) turn every
/// animation off, as `prefers-reduced-motion` does; `data-speed` paces the card movements.
/// `staged` builds it a part at a time, one part per frame (the page's start: see [`App`]);
/// otherwise all at once.
#[component]
pub fn GameScreen(
    /// Build the screen a part per frame (see [`stage`]) instead of all at once.
    #[prop(optional)]
    staged: bool,
) -> impl IntoView {
    let store = use_game();
    let settings = store.settings();
    let settings_open = Swept::new(false);
    let rules_open = Swept::new(false);
    let log_open = components::provide_game_log();
    components::provide_engaged();
    let banners = RwSignal::new_local(None::<AnyView>);
    let setup = RwSignal::new_local(None::<AnyView>);
    let tools = RwSignal::new_local(None::<AnyView>);
    // The first pointer or key press lets sounds play (and, with sound on, makes the audio).
    sound::listen(move || settings.try_with_untracked(|s| s.sound).unwrap_or(false));
    if staged {
        let step = Swept::new(0);
        provide_context(Stage(step));
        next_stage(step);
    }
    // Each part appears once, when its stage comes (the table's own parts: see Table).
    let (header, table) = (built_from(stage::HEADER), built_from(stage::HAND));
    let scoreboard = built_from(stage::SCOREBOARD);
    let (rest, screens) = (built_from(stage::LIVE), built_from(stage::SCREENS));
    // The screen stays hidden (the page's loading shell shows) until the whole table is
    // built, then appears at once: nothing on it moves while it is being built.
    let shown = built_from(stage::SHOWN);
    // The number of the hand the table shows. A new game started on the number the last one
    // was showing keeps the table until its next deal: nothing on it is the game's own.
    let table_view = store.table_view();
    let hand_shown = Memo::new(move |_| table_view.with(|v| v.hand_number));
    view! {
        <main
            class="app"
            class:building=move || !shown.get()
            class:four-colour=move || settings.with(|s| s.four_colour)
            class:reduced-motion=move || settings.with(|s| s.reduced_motion)
            class:instant=move || settings.with(|s| s.speed == Speed::Instant)
            data-speed=move || settings.with(|s| s.speed.name())
        >
            {move || header.get().then(|| view! {
                <header class="app-header">
                    <h1>"Bower"</h1>
                    <p class="tagline">"Euchre"</p>
                    <span class="seed-info">
                        // A date's game is named by its date: "Daily 2026-12-02".
                        {move || match store.game().with(|g| euchre::Date::of_seed(g.seed())) {
                            Some(_) => "Daily ",
                            None => "Seed ",
                        }}
                        <a
                            data-testid="seed"
                            href=move || store.link()
                            title=components::terms::SEED
                        >
                            {move || {
                                let seed = store.game().with(|g| g.seed());
                                euchre::Date::of_seed(seed).map_or_else(|| seed.to_string(), |d| d.to_string())
                            }}
                        </a>
                        // A daily game already finished, played again: practice, counted nowhere.
                        {move || store.daily_replay().then(|| view! {
                            <span class="daily-replay" data-testid="daily-replay">" · replay"</span>
                        })}
                        // A date's game's rules and level: built with the screens.
                        {move || {
                            setup.track();
                            setup.try_update_untracked(Option::take).flatten()
                        }}
                    </span>
                    // The friends' button: built with the screens.
                    {move || {
                        tools.track();
                        tools.try_update_untracked(Option::take).flatten()
                    }}
                    <button
                        type="button"
                        class="tool log-button"
                        data-testid="open-log"
                        aria-haspopup="dialog"
                        on:click=move |_| log_open.set(Some(LogPage::Hands))
                    >
                        // "Log" on a narrow phone, where the header is one line.
                        <span class="long-label">"Game log"</span>
                        <span class="short-label">"Log"</span>
                    </button>
                    <button
                        type="button"
                        class="tool rules-button"
                        data-testid="open-rules"
                        aria-haspopup="dialog"
                        on:click=move |_| rules_open.set(true)
                    >
                        <span class="long-label">"How to play"</span>
                        <span class="short-label">"Rules"</span>
                    </button>
                    <button
                        type="button"
                        class="tool settings-button"
                        data-testid="open-settings"
                        aria-haspopup="dialog"
                        on:click=move |_| settings_open.set(true)
                    >
                        "Settings"
                    </button>
                </header>
            })}
            <div class="notices">
                {move || store.notice().get().map(|text| view! {
                    <div class="notice" role="alert" data-testid="notice">
                        <span>{text}</span>
                        <button type="button" class="tool" on:click=move |_| store.dispatch(Msg::DismissNotice)>"OK"</button>
                    </div>
                })}
                // The practice and challenge banners: built with the screens (their chunk).
                {move || {
                    banners.track();
                    banners.try_update_untracked(Option::take).flatten()
                }}
            </div>
            {move || scoreboard.get().then(|| view! { <Scoreboard/> })}
            {move || table.get().then(|| {
                // Built again for each hand the table shows: what a hand draws and the
                // memos it reads go with it. Leptos keeps a weak reference to every view
                // that ever read a memo, and to every child of an owner, until the memo or
                // the owner goes; a table that lived all evening kept 40 kB of wasm memory a
                // game (docs/app.md, "Memory over an evening").
                hand_shown.track();
                view! { <Table/> }
            })}
            {move || rest.get().then(|| view! {
                <p class="visually-hidden" aria-live="polite" data-testid="announcer">
                    {move || store.announcement().get()}
                </p>
            })}
            {move || screens.get().then(|| view! {
                <Screens open=Openers { log: log_open, settings: settings_open, rules: rules_open, banners, setup, tools }/>
            })}
        </main>
    }
}

/// Replaces the page with an error message and a way to restart when the app panics, so
/// the page never goes blank. The saved game is set aside (as `bower.crashed`, for a bug
/// report) in case it caused the panic, and the restart is a plain link: the page's Content
/// Security Policy allows no inline script, and a panicked app cannot be trusted to run one.
pub fn install_panic_notice() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        if let Ok(Some(storage)) = window().local_storage() {
            if let Ok(Some(game)) = storage.get_item(store::GAME_KEY) {
                storage.set_item("bower.crashed", &game).ok();
            }
            storage.remove_item(store::GAME_KEY).ok();
        }
        let Some(document) = window().document() else {
            return;
        };
        if let Ok(div) = document.create_element("div") {
            div.set_class_name("crash");
            div.set_attribute("role", "alert").ok();
            div.set_inner_html(
                "<h2>Something went wrong</h2><p>Bower hit an error it cannot recover from.</p>\
                 <p><a class=\"restart\" href=\"./\">Start a new game</a></p>",
            );
            if let Some(body) = document.body() {
                body.append_child(&div).ok();
            }
        }
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_names_the_seed_and_the_dealer() {
        let cases = [
            ("?seed=42", Some((42, FIRST_DEALER))),
            ("seed=7&dealer=South", Some((7, Seat::South))),
            (
                "?dealer=west&seed=18446744073709551615",
                Some((u64::MAX, Seat::West)),
            ),
            ("?seed=3&dealer=nobody", Some((3, FIRST_DEALER))),
            ("?seed=", None),
            ("?seed=x1", None),
            ("?seed=18446744073709551616", None),
            ("", None),
            ("?dealer=north", None),
        ];
        for (query, expected) in cases {
            let got = DealSpec::from_query(query).map(|spec| (spec.seed, spec.dealer));
            assert_eq!(got, expected, "{query}");
        }
    }

    #[test]
    fn a_deal_survives_the_round_trip_through_its_address() {
        for dealer in Seat::ALL {
            let spec = DealSpec {
                seed: 9_000_000_000_000_000_001,
                dealer,
            };
            assert_eq!(DealSpec::from_query(&spec.to_query()), Some(spec));
        }
    }

    #[test]
    fn random_seeds_differ() {
        assert_ne!(random_seed(), random_seed());
    }
}
