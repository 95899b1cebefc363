//! Browser tests of the links that name a game: a seed's link names its rules, players and
//! level (`game=`) and opens with them whatever the settings; an old bare `?seed=` opens the
//! standard game; a link whose rules cannot be read changes nothing; the daily deal is one
//! game for everyone (the same rules and level whatever the settings), named on screen; and
//! the address keeps naming the game on screen.
//! Run with `wasm-pack test --headless --chrome . -p bower --features page-ai --test links`.
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use bower::store::{Ending, YOU};
use bower::{GameScreen, GameStore, Msg, Settings, provide_game};
use euchre::{Date, Game, Players, Preset, Rules};
use euchre_ai::Difficulty;
use euchre_ai::challenge::Setup;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The page's address set to `query` for as long as it lives (the test page's own after).
struct Address(String);

impl Address {
    fn set(query: &str) -> Address {
        let location = window().location();
        let before = format!(
            "{}{}",
            location.pathname().unwrap(),
            location.search().unwrap()
        );
        let url = format!("{}{query}", location.pathname().unwrap());
        let history = window().history().unwrap();
        history
            .replace_state_with_url(&JsValue::NULL, "", Some(&url))
            .unwrap();
        Address(before)
    }
}

impl Drop for Address {
    fn drop(&mut self) {
        let history = window().history().unwrap();
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&self.0));
    }
}

/// Mounts the app as a page opened at the address does: from what is saved and the address,
/// keeping the address naming the game on screen ([`GameStore::keep_address`]).
fn mount_at_address() -> (HtmlElement, Box<dyn std::any::Any>, GameStore) {
    let root = container_keeping_storage();
    let store = Rc::new(Cell::new(None));
    let out = Rc::clone(&store);
    let handle = mount_to(root.clone(), move || {
        let store = provide_game(None);
        store.keep_address();
        out.set(Some(store));
        view! { <GameScreen/> }
    });
    (root, Box::new(handle), store.get().unwrap())
}

fn search() -> String {
    window().location().search().unwrap()
}

/// The player's own settings in these tests: the British & Australian rules (the Joker, to
/// 11) for three, and Expert computer players.
fn own_settings() -> Settings {
    Settings {
        rules: Preset::BritishJoker.rules().with_players(Players::Three),
        difficulty: Difficulty::Expert.name().into(),
        speed: bower::Speed::Slow,
        ..Settings::default()
    }
}

#[wasm_bindgen_test]
async fn an_old_bare_seed_link_opens_the_standard_game_whatever_the_settings() {
    let _clean = container();
    save_settings(&own_settings());
    let _address = Address::set("?seed=149");
    let (_root, _mount, store) = mount_at_address();
    let game = store.game().with_untracked(|g| (g.seed(), *g.rules()));
    assert_eq!(
        game,
        (149, Rules::standard()),
        "the standard game, not the settings'"
    );
    // The address now names that game: its rules, and the level it is played with (a bare
    // link names none: the settings').
    let named = Setup {
        rules: Rules::standard(),
        level: Difficulty::Expert,
    };
    let wanted = format!("?seed=149&game={}", named.encode());
    until("the address names the game", 10, || search() == wanted).await;
    // The settings stay the player's own.
    assert_eq!(store.settings().get_untracked(), own_settings());
    assert_eq!(store.notice().get_untracked(), None);
}

#[wasm_bindgen_test]
async fn a_seed_link_opens_with_its_rules_and_level_and_the_address_follows_the_game() {
    let _clean = container();
    save_settings(&Settings {
        difficulty: Difficulty::Easy.name().into(),
        speed: bower::Speed::Slow,
        ..Settings::default()
    });
    let link = Setup {
        rules: Preset::KitchenTable.rules().with_players(Players::Three),
        level: Difficulty::Hard,
    };
    let _address = Address::set(&format!("?seed=149&game={}", link.encode()));
    let (root, _mount, store) = mount_at_address();
    assert_eq!(
        store.game().with_untracked(|g| (g.seed(), *g.rules())),
        (149, link.rules)
    );
    // Its level is the settings' now, and a notice says so; their rules stay for new games.
    let settings = store.settings().get_untracked();
    assert_eq!(settings.difficulty(), Difficulty::Hard);
    assert_eq!(settings.rules, Rules::standard());
    assert_eq!(
        store.notice().get_untracked().as_deref(),
        Some("Settings now have this link's Hard computer players.")
    );
    let named = |level| {
        Setup {
            rules: link.rules,
            level,
        }
        .encode()
    };
    // The players with the rules, and for three also by name.
    let wanted = format!("?seed=149&game={}&players=3", named(Difficulty::Hard));
    until("the address names the link's game", 10, || {
        search() == wanted
    })
    .await;
    // The header's seed links to it.
    let seed_link = |root: &HtmlElement| {
        root.query_selector("[data-testid=seed]")
            .unwrap()
            .expect("the seed in the header")
            .get_attribute("href")
    };
    assert_eq!(seed_link(&root).as_deref(), Some(wanted.as_str()));
    // Another level for the game on screen: the address says so.
    store.dispatch(Msg::Settings(Settings {
        difficulty: Difficulty::Normal.name().into(),
        ..settings
    }));
    let wanted = format!("?seed=149&game={}&players=3", named(Difficulty::Normal));
    until("the address names the new level", 10, || search() == wanted).await;
    // A new game has the settings' rules, and the address names them.
    store.dispatch(Msg::NewGame(None));
    let (seed, rules) = store.game().with_untracked(|g| (g.seed(), *g.rules()));
    assert_eq!(rules, Rules::standard());
    let standard = Setup {
        rules,
        level: Difficulty::Normal,
    };
    let wanted = format!("?seed={seed}&game={}", standard.encode());
    until("the address names the new game", 10, || search() == wanted).await;
    until("the header's seed links to the new game", 10, || {
        seed_link(&root).as_deref() == Some(wanted.as_str())
    })
    .await;
}

#[wasm_bindgen_test]
async fn a_link_to_another_deal_asked_over_a_game_in_progress_opens_with_its_rules() {
    let _clean = container();
    save_settings(&Settings {
        speed: bower::Speed::Slow,
        ..Settings::default()
    });
    // A game South has played in, saved.
    let mine = find(|g| g.actions().iter().any(|&(s, _)| s == YOU));
    {
        let root = container_keeping_storage();
        let (_mount, _store) = mount_store(&root, mine.clone());
        until("the game is saved", 10, || {
            window()
                .local_storage()
                .unwrap()
                .unwrap()
                .get_item("bower.game")
                .unwrap()
                .is_some()
        })
        .await;
    }
    let link = Setup {
        rules: Preset::StickTheDealer.rules(),
        level: Difficulty::Expert,
    };
    let _address = Address::set(&format!("?seed=149&game={}", link.encode()));
    let (_root, _mount, store) = mount_at_address();
    assert_eq!(store.ending().get_untracked(), Some(Ending::Linked(149)));
    assert_eq!(store.game().with_untracked(Game::seed), mine.seed());
    store.dispatch(Msg::EndMyGame);
    assert_eq!(
        store.game().with_untracked(|g| (g.seed(), *g.rules())),
        (149, link.rules)
    );
    assert_eq!(
        store.settings().with_untracked(Settings::difficulty),
        Difficulty::Expert
    );
}

#[wasm_bindgen_test]
async fn a_link_whose_rules_cannot_be_read_changes_nothing_and_says_why() {
    let _clean = container();
    save_settings(&own_settings());
    {
        let _address = Address::set("?seed=7");
        let (_root, _mount, _store) = mount_at_address();
        until("the game is saved", 10, || {
            window()
                .local_storage()
                .unwrap()
                .unwrap()
                .get_item("bower.game")
                .unwrap()
                .is_some()
        })
        .await;
    }
    let _address = Address::set("?seed=149&game=AAAK!Q");
    let (_root, _mount, store) = mount_at_address();
    assert_eq!(
        store.notice().get_untracked().as_deref(),
        Some(
            "This link's rules and level are damaged or incomplete. The game on screen is unchanged."
        )
    );
    assert_eq!(store.game().with_untracked(Game::seed), 7, "the saved game");
    assert_eq!(store.settings().get_untracked(), own_settings());
    until("the address drops the damaged link", 10, || {
        search().starts_with("?seed=7&game=")
    })
    .await;
}

#[wasm_bindgen_test]
async fn the_daily_deal_has_the_same_rules_and_level_whatever_the_settings_and_says_them() {
    let _clean = container();
    save_settings(&own_settings());
    let _address = Address::set("?daily=2026-12-02&players=3");
    let (root, _mount, store) = mount_at_address();
    let day: Date = "2026-12-02".parse().unwrap();
    assert_eq!(
        store.game().with_untracked(|g| (g.seed(), *g.rules())),
        (day.seed(), Setup::DAILY.rules)
    );
    assert_eq!(untrack(|| store.level()), Setup::DAILY.level);
    // The header names them; the address names the game by its date alone.
    until("the header names the rules and level", 10, || {
        all(&root, "[data-testid=game-setup]")
            .first()
            .and_then(|e| e.text_content())
            .is_some_and(|t| t == " · Standard, Normal players")
    })
    .await;
    until("the address is the date's", 10, || {
        search() == "?daily=2026-12-02"
    })
    .await;
    // Another level in the settings changes nothing of it.
    store.dispatch(Msg::Settings(Settings {
        difficulty: Difficulty::Easy.name().into(),
        ..store.settings().get_untracked()
    }));
    assert_eq!(untrack(|| store.level()), Setup::DAILY.level);
    assert_eq!(
        text(&root, "[data-testid=game-setup]"),
        " · Standard, Normal players"
    );
    // Another date's deal, asked for: the daily deal's rules too, the settings unchanged.
    let next: Date = "2026-12-03".parse().unwrap();
    store.dispatch(Msg::AskDaily(next));
    assert_eq!(
        store.game().with_untracked(|g| (g.seed(), *g.rules())),
        (next.seed(), Setup::DAILY.rules)
    );
    assert_eq!(
        store.settings().with_untracked(|s| s.rules),
        own_settings().rules
    );
    // Any other game is played at the settings' level.
    store.dispatch(Msg::NewGame(None));
    assert_eq!(untrack(|| store.level()), Difficulty::Easy);
    until("the header names no rules", 10, || {
        all(&root, "[data-testid=game-setup]").is_empty()
    })
    .await;
}
