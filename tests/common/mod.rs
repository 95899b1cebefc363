//! What the browser tests share: mounting the app over a chosen game, reading the DOM,
//! clicking, waiting on the page's timers. `mod common;` in each test file (each file in
//! tests/ is its own crate, so not every crate uses every helper).
#![allow(dead_code)]

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use bower::{GameScreen, GameStore, Settings, Speed, provide_game, store::YOU};
use euchre::{Action, Game, HandOutcome, Phase, Rules};
use euchre_ai::Difficulty;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::{Element, HtmlElement};

#[wasm_bindgen]
extern "C" {
    type Computed;
    #[wasm_bindgen(js_name = getComputedStyle)]
    fn computed_style(element: &Element) -> Computed;
    #[wasm_bindgen(method, js_name = getPropertyValue)]
    fn property(this: &Computed, name: &str) -> String;
}

/// A CSS property of an element as the browser computed it.
pub fn css(element: &Element, property: &str) -> String {
    computed_style(element).property(property)
}

/// The app's stylesheets in the order scripts/site/styles.mjs joins them for the page
/// (later ones override earlier ones).
pub const STYLESHEETS: [&str; 7] = [
    include_str!("../../style/base.css"),
    include_str!("../../style/table.css"),
    include_str!("../../style/hands.css"),
    include_str!("../../style/dialogs.css"),
    include_str!("../../style/small-screens.css"),
    include_str!("../../style/panels.css"),
    include_str!("../../style/coach.css"),
];

/// Puts the app's stylesheets on the test page (once), so that tests can check what the CSS
/// makes of the classes the app sets.
pub fn with_stylesheet() {
    let document = document();
    if document.get_element_by_id("bower-css").is_none() {
        let style = document.create_element("style").unwrap();
        style.set_id("bower-css");
        style.set_text_content(Some(&STYLESHEETS.concat()));
        document.head().unwrap().append_child(&style).unwrap();
    }
}

/// Waits `ms` milliseconds on a timer, letting the page (and the store's timers) run.
pub async fn sleep(ms: u64) {
    struct Sleep(Rc<RefCell<(bool, Option<Waker>)>>);
    impl Future for Sleep {
        type Output = ();
        fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
            let mut state = self.0.borrow_mut();
            if state.0 {
                Poll::Ready(())
            } else {
                state.1 = Some(cx.waker().clone());
                Poll::Pending
            }
        }
    }
    let state = Rc::new(RefCell::new((false, None::<Waker>)));
    let fired = Rc::clone(&state);
    set_timeout(
        move || {
            let mut state = fired.borrow_mut();
            state.0 = true;
            if let Some(waker) = state.1.take() {
                waker.wake();
            }
        },
        Duration::from_millis(ms),
    );
    Sleep(state).await;
}

/// Waits until `done` holds, checking every 10 ms; panics after `limit` seconds so a broken
/// build fails rather than hangs.
pub async fn until(what: &str, limit: u64, done: impl Fn() -> bool) {
    for _ in 0..limit * 100 {
        if done() {
            return;
        }
        sleep(10).await;
    }
    panic!("gave up waiting: {what}");
}

/// Saves settings for the next store to load.
pub fn save_settings(settings: &Settings) {
    window()
        .local_storage()
        .unwrap()
        .unwrap()
        .set_item("bower.settings", &serde_json::to_string(settings).unwrap())
        .unwrap();
}

/// Mounts the game screen over a store made here, and hands back the store to send it
/// messages.
pub fn mount_store(root: &HtmlElement, game: Game) -> (Box<dyn std::any::Any>, GameStore) {
    let store = Rc::new(Cell::new(None));
    let out = Rc::clone(&store);
    let handle = mount_to(root.clone(), move || {
        out.set(Some(provide_game(Some(game.clone()))));
        view! { <GameScreen/> }
    });
    (Box::new(handle), store.get().unwrap())
}

/// Mounts the app as a reload does, from what is saved (`provide_game(None)`), into a fresh
/// element; returns the element, the mount (dropping it unmounts the app) and the store.
pub fn mount_saved() -> (HtmlElement, Box<dyn std::any::Any>, GameStore) {
    let root = container_keeping_storage();
    let store = Rc::new(Cell::new(None));
    let out = Rc::clone(&store);
    let handle = mount_to(root.clone(), move || {
        out.set(Some(provide_game(None)));
        view! { <GameScreen/> }
    });
    (root, Box::new(handle), store.get().unwrap())
}

/// A fresh element on the page to mount into, with no saved state from other tests.
pub fn container() -> HtmlElement {
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}

pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

pub fn one(root: &Element, selector: &str) -> Element {
    let found = all(root, selector);
    assert_eq!(found.len(), 1, "exactly one {selector}");
    found.into_iter().next().unwrap()
}

pub fn text(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}

/// Clicks an element as a person would (the click event, default action included).
pub fn click(element: &Element) {
    element.clone().unchecked_into::<HtmlElement>().click();
}

/// The first game (by seed) that reaches a position where `stop` holds with South to act.
pub fn find(stop: impl Fn(&Game) -> bool) -> Game {
    for seed in 0..200 {
        let mut game = Game::new(Rules::standard(), seed);
        while let Some(seat) = game.to_act() {
            if seat == YOU && stop(&game) {
                return game;
            }
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            let action = player.choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
    }
    panic!("no game reaches the position");
}

/// The first whole game (by seed) of the standard rules, the heuristic playing every seat,
/// for which `keep` holds.
pub fn finished_game(keep: impl Fn(&Game) -> bool) -> Game {
    (0..)
        .map(|seed| {
            let mut game = Game::new(Rules::standard(), seed);
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            game
        })
        .find(keep)
        .unwrap()
}

/// Opens the game log, then the timeline of hand `hand`.
pub async fn open_timeline(root: &Element, hand: u32) {
    click(&one(root, "[data-testid=open-log]"));
    leptos::task::tick().await;
    click(&one(
        root,
        &format!("[data-testid=log-hand][data-hand='{hand}']"),
    ));
    leptos::task::tick().await;
}

/// Saves the instant speed for the next store.
pub fn instant() {
    save_settings(&Settings {
        speed: Speed::Instant,
        ..Settings::default()
    });
}

/// Closes every summary the page opens for the hands the given game already had.
pub async fn close_summaries(root: &Element) {
    while let Some(button) = all(root, "[data-testid=continue]").into_iter().next() {
        click(&button);
        leptos::task::tick().await;
    }
}

/// Each action's hand number, from a replay of the record (independent of the app's own).
pub fn hands_of(game: &Game) -> Vec<u32> {
    let record = game.record();
    let mut replay = Game::new(record.rules, record.seed);
    record
        .actions
        .iter()
        .map(|&(seat, action)| {
            let hand = replay.hand_number();
            replay.apply(seat, action).unwrap();
            hand
        })
        .collect()
}

/// A game with a finished, played hand in which South chose a card among several, South
/// to act now; and that decision's place in the actions.
pub fn game_with_a_choice_behind() -> (Game, usize) {
    let game = find(|g| {
        g.history()
            .iter()
            .any(|r| matches!(r.outcome, HandOutcome::Played { .. }))
            && g.phase() == Phase::Play
            && g.scores().iter().all(|(_, &p)| p < 6)
    });
    let record = game.record();
    let done = game.actions().len() - game.hand().history().len();
    let index = (0..done)
        .find(|&i| {
            let (seat, action) = game.actions()[i];
            seat == YOU
                && matches!(action, Action::Play(_))
                && Game::replay_prefix(&record, i)
                    .unwrap()
                    .legal_actions()
                    .len()
                    > 1
        })
        .expect("South chose a card in a finished hand");
    (game, index)
}

/// A fresh element on the page to mount into, keeping what was saved (a reload).
pub fn container_keeping_storage() -> web_sys::HtmlElement {
    use wasm_bindgen::JsCast;
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}
