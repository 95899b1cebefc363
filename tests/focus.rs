//! Browser tests of the keyboard focus: the dialogs (focus in, Tab kept inside, Escape, the
//! focus given back, nothing behind them playable, the computers waiting), the focus that
//! follows the play, Home and End. Run with `wasm-pack test --headless --chrome` (see
//! `scripts/test.sh`); the same setup as `tests/app.rs`.
#![cfg(target_arch = "wasm32")]

use bower::{GameStore, Msg, Settings, Speed, store::YOU};
use euchre::{Action, Game, Phase, Rules, Seat};
use euchre_ai::Difficulty;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the game screen over a store made here (with `settings` saved for it), and hands
/// back the store to send it messages.
fn mount_with(game: Game, settings: Settings) -> (HtmlElement, Box<dyn std::any::Any>, GameStore) {
    let root = container();
    save_settings(&settings);
    let (handle, store) = mount_store(&root, game);
    (root, handle, store)
}

fn focus(element: &Element) {
    element
        .clone()
        .unchecked_into::<HtmlElement>()
        .focus()
        .unwrap();
}

/// The element with the focus (the body when none has it).
fn active() -> Element {
    document()
        .active_element()
        .expect("something has the focus")
}

/// A short description of an element for messages: its test id, class and text.
fn describe(element: &Element) -> String {
    format!(
        "<{} testid={:?} class={:?}> {:?}",
        element.tag_name(),
        element.get_attribute("data-testid"),
        element.class_name(),
        element.text_content().unwrap_or_default()
    )
}

/// Presses a key on the focused element: a `keydown` as the browser sends it (bubbling,
/// cancelable).
fn press(key: &str, shift: bool) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_shift_key(shift);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    active().dispatch_event(&event).unwrap();
}

/// Waits for the store's and the page's reactions to settle: effects, then timers.
async fn settle() {
    leptos::task::tick().await;
    sleep(20).await;
}

/// Plays the game with the heuristic until `stop` holds with South to act.
fn drive(mut game: Game, stop: impl Fn(&Game) -> bool) -> Game {
    for _ in 0..10_000 {
        if game.to_act() == Some(YOU) && stop(&game) {
            return game;
        }
        let seat = game.to_act().expect("the game goes on");
        let action = euchre_ai::player(Difficulty::Normal, 1).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    panic!("never reached the position");
}

/// A game where South is first to bid in round 1 (East deals).
fn south_bids_first() -> Game {
    (0..)
        .map(|seed| Game::new(Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::South) && g.phase() == Phase::Bidding1)
        .unwrap()
}

/// A game where West is first to act.
fn west_acts_first() -> Game {
    (0..)
        .map(|seed| Game::new(Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::West))
        .unwrap()
}

fn instant() -> Settings {
    Settings {
        speed: Speed::Instant,
        ..Settings::default()
    }
}

fn actions(store: GameStore) -> usize {
    store.game().with_untracked(|g| g.actions().len())
}

#[wasm_bindgen_test]
async fn the_settings_take_the_focus_keep_tab_inside_and_give_it_back_on_escape() {
    let (root, _mounted, store) = mount_with(south_bids_first(), instant());
    let opener = one(&root, "[data-testid=open-settings]");
    focus(&opener);
    click(&opener);
    settle().await;
    let dialog = one(&root, "dialog[data-testid=settings]");
    assert!(dialog.has_attribute("open"), "shown");
    assert_eq!(
        dialog.get_attribute("aria-labelledby").as_deref(),
        Some("settings-title")
    );
    assert_eq!(
        active(),
        one(&dialog, "[data-testid=setting-difficulty]"),
        "the first control, Difficulty, has the focus: {}",
        describe(&active())
    );
    assert!(store.paused().get_untracked(), "the game waits");

    // Tab from the last control goes to the first, Shift+Tab from the first to the last.
    let controls = all(&dialog, "button, select, input");
    let (first, last) = (controls[0].clone(), controls.last().unwrap().clone());
    assert_eq!(active(), first, "Difficulty is the first control");
    assert_eq!(
        last,
        one(&dialog, "[data-testid=settings-close]"),
        "Done is the last control"
    );
    focus(&last);
    press("Tab", false);
    assert_eq!(active(), first, "wrapped: {}", describe(&active()));
    press("Tab", true);
    assert_eq!(active(), last, "wrapped back: {}", describe(&active()));

    // Behind the dialog the page is inert: a card cannot take the focus.
    let card = &all(&root, "[data-testid=hand-south] button")[0];
    focus(card);
    assert_eq!(active(), last, "the focus stays in the dialog");

    press("Escape", false);
    settle().await;
    assert!(all(&root, "[data-testid=settings]").is_empty(), "closed");
    assert_eq!(
        active(),
        opener,
        "back on Settings: {}",
        describe(&active())
    );
    assert!(!store.paused().get_untracked(), "the game goes on");
}

#[wasm_bindgen_test]
async fn with_the_settings_open_south_cannot_act_and_the_computers_wait() {
    // South to bid: a click on a bid behind the dialog, or the message itself, does nothing.
    let (root, _mounted, store) = mount_with(south_bids_first(), instant());
    click(&one(&root, "[data-testid=open-settings]"));
    settle().await;
    click(&one(
        &root,
        "[data-testid=bid-panel] button[data-action=pass]",
    ));
    store.dispatch(Msg::Act(Action::Pass));
    settle().await;
    assert_eq!(actions(store), 0, "nothing was played behind the settings");
    click(&one(&root, "[data-testid=settings-close]"));
    settle().await;
    store.dispatch(Msg::Act(Action::Pass));
    assert_eq!(actions(store), 1, "South plays once they are closed");

    // West to act (a 300 ms pace): with the settings open it never does; once they are
    // closed, it does.
    let (root, _mounted, store) = mount_with(
        west_acts_first(),
        Settings {
            speed: Speed::Fast,
            ..Settings::default()
        },
    );
    click(&one(&root, "[data-testid=open-settings]"));
    settle().await;
    assert!(store.paused().get_untracked());
    sleep(1500).await;
    assert_eq!(actions(store), 0, "West waits while the settings are open");
    assert_eq!(store.thinking().get_untracked(), None, "and does not think");
    press("Escape", false);
    until("West acts once the settings close", 20, || {
        actions(store) > 0
    })
    .await;
    assert_eq!(
        store.game().with_untracked(|g| g.actions()[0].0),
        Seat::West
    );
}

#[wasm_bindgen_test]
async fn the_focus_follows_the_play_to_souths_next_turn() {
    let (root, _mounted, store) = mount_with(south_bids_first(), instant());
    // The person starts on the first bid; from then on the focus follows the play.
    let first_bid = all(&root, "[data-testid=bid-panel] button")[0].clone();
    focus(&first_bid);
    let body = document().body().unwrap();
    let mut turns = 0;
    let mut summaries = 0;
    for _ in 0..200 {
        until("South's turn or a summary", 30, || {
            !store.legal().get_untracked().is_empty()
                || !all(&root, "[data-testid=hand-summary]").is_empty()
        })
        .await;
        settle().await;
        let focused = active();
        assert_ne!(focused, *body.as_ref(), "the focus is never on the body");
        if let Some(summary) = all(&root, "dialog[data-testid=hand-summary]").first() {
            assert_eq!(focused, one(summary, "[data-testid=continue]"));
            summaries += 1;
            if summaries == 2 {
                break;
            }
            // Escape goes on to the next deal, as "Next deal" does.
            press("Escape", false);
            settle().await;
            assert!(all(&root, "[data-testid=hand-summary]").is_empty());
            continue;
        }
        let choices = all(
            &root,
            "[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])",
        );
        assert_eq!(
            focused,
            choices[0],
            "South's turn: the focus is on the first choice, not {}",
            describe(&focused)
        );
        let before = actions(store);
        click(&focused);
        assert_eq!(actions(store), before + 1);
        settle().await;
        // While the computers act the focus waits on the hand (or already on South's next
        // choice, at the instant speed), unless the hand is over and its summary has it.
        let now = active();
        let seat = one(&root, "[data-testid=seat-south]");
        let summary = all(&root, "[data-testid=hand-summary]");
        assert!(
            seat.contains(Some(now.as_ref()))
                || summary
                    .first()
                    .is_some_and(|s| s.contains(Some(now.as_ref()))),
            "the focus stays in South's seat: {}",
            describe(&now)
        );
        turns += 1;
    }
    assert!(
        turns >= 5 && summaries == 2,
        "{turns} turns, {summaries} summaries"
    );
}

#[wasm_bindgen_test]
async fn the_focus_stays_on_a_control_the_person_uses_elsewhere() {
    let (root, _mounted, store) = mount_with(south_bids_first(), instant());
    focus(&all(&root, "[data-testid=bid-panel] button")[0]);
    click(&one(
        &root,
        "[data-testid=bid-panel] button[data-action=pass]",
    ));
    // The person goes to the settings button while the computers act.
    let opener = one(&root, "[data-testid=open-settings]");
    focus(&opener);
    until("South's turn again", 30, || {
        !store.legal().get_untracked().is_empty()
    })
    .await;
    settle().await;
    assert_eq!(active(), opener, "not taken away: {}", describe(&active()));
}

#[wasm_bindgen_test]
async fn home_and_end_go_to_the_first_and_last_card_and_bid() {
    let game = drive(south_bids_first(), |g| {
        g.phase() == Phase::Play && g.legal_actions().len() >= 3
    });
    let (root, _mounted, _store) = mount_with(game, instant());
    let cards = all(&root, "[data-testid=hand-south] button:not([disabled])");
    assert!(cards.len() >= 3);
    focus(&cards[1]);
    press("End", false);
    assert_eq!(active(), *cards.last().unwrap(), "End: the last card");
    press("Home", false);
    assert_eq!(active(), cards[0], "Home: the first card");
    press("ArrowLeft", false);
    assert_eq!(
        active(),
        *cards.last().unwrap(),
        "Left from the first wraps"
    );

    let (root, _mounted, _store) = mount_with(south_bids_first(), instant());
    let bids = all(&root, "[data-testid=bid-panel] button");
    assert!(bids.len() >= 2);
    focus(&bids[0]);
    press("End", false);
    assert_eq!(active(), *bids.last().unwrap(), "End: the last bid");
    press("Home", false);
    assert_eq!(active(), bids[0], "Home: the first bid");
}

#[wasm_bindgen_test]
async fn escape_goes_on_from_a_summary_and_keeps_the_game_over_on_new_game() {
    let mut game = south_bids_first();
    while let Some(seat) = game.to_act() {
        let action = euchre_ai::player(Difficulty::Normal, 2).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    let hands = game.history().len();
    let (root, _mounted, store) = mount_with(game, instant());
    let mut summaries = 0;
    while !all(&root, "[data-testid=hand-summary]").is_empty() {
        settle().await;
        let dialog = one(&root, "dialog[data-testid=hand-summary]");
        assert!(dialog.has_attribute("open"));
        assert_eq!(active(), one(&dialog, "[data-testid=continue]"));
        press("Escape", false);
        settle().await;
        summaries += 1;
        assert!(summaries <= hands);
    }
    assert_eq!(summaries, hands, "Escape went on from each summary");
    let over = one(&root, "dialog[data-testid=game-over]");
    let new_game = one(&over, "[data-testid=new-game]");
    assert_eq!(active(), new_game);
    // Tab stays in the dialog: from "New game" (its last control) round to its first (the
    // game report's, once the game is reviewed, or the game log) and back; Escape leaves the
    // dialog up, on "New game".
    press("Tab", false);
    assert_eq!(
        Some(active()),
        all(&over, "button").into_iter().next(),
        "Tab wraps inside"
    );
    press("Tab", true);
    assert_eq!(active(), new_game, "Shift+Tab wraps back");
    press("Escape", false);
    settle().await;
    let over = one(&root, "dialog[data-testid=game-over]");
    assert!(over.has_attribute("open"), "still shown");
    assert_eq!(active(), new_game);
    assert!(store.paused().get_untracked());
    click(&new_game);
    settle().await;
    assert!(all(&root, "[data-testid=game-over]").is_empty());
    assert!(
        !store.paused().get_untracked(),
        "every dialog's pause is over"
    );
}
