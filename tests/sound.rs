//! Browser test of the sound setting: no audio context before the player's first gesture,
//! none while sound is off, and with sound on a card played and South's turn each schedule a
//! sound. Its own test binary, so that its page has seen no key press before it starts.
//! Run with `wasm-pack test --headless --chrome` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use std::cell::Cell;
use std::rc::Rc;

use bower::sound::{self, Cue};
use bower::{GameScreen, GameStore, Msg, Settings, Speed, provide_game, store::YOU};
use euchre::{Action, Game, Phase, Rules};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A game where South is to play a card, and will be again after the three others.
fn south_to_play() -> Game {
    for seed in 0..200 {
        let mut game = Game::new(Rules::standard(), seed);
        while let Some(seat) = game.to_act() {
            if seat == YOU && game.phase() == Phase::Play && game.hand().tricks().is_empty() {
                return game;
            }
            let action =
                euchre_ai::player(euchre_ai::Difficulty::Normal, 1).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
    }
    panic!("no game where South plays to the first trick");
}

/// South's first legal card, if South is to play.
fn a_card(store: GameStore) -> Option<Action> {
    store
        .legal()
        .get_untracked()
        .into_iter()
        .find(|a| matches!(a, Action::Play(_)))
}

/// South's turn to play, once the computer players have had theirs.
async fn souths_card(store: GameStore) -> Action {
    for _ in 0..1000 {
        if let Some(card) = a_card(store) {
            return card;
        }
        if store.summary_open().get_untracked() {
            store.dispatch(Msg::Continue);
        }
        sleep(10).await;
    }
    panic!("South never got to play");
}

/// The cards the computer players played since South's last action, and whether there was
/// any action since.
fn since_south(store: GameStore) -> (u32, bool) {
    store.game().with_untracked(|g| {
        let actions = g.actions();
        let south = actions.iter().rposition(|&(seat, _)| seat == YOU).unwrap();
        let after = &actions[south + 1..];
        let cards = after
            .iter()
            .filter(|(_, a)| matches!(a, Action::Play(_)))
            .count();
        (cards as u32, !after.is_empty())
    })
}

fn press_a_key() {
    let key = web_sys::KeyboardEvent::new("keydown").unwrap();
    window().dispatch_event(&key).unwrap();
}

#[wasm_bindgen_test]
async fn no_sound_before_a_gesture_and_with_sound_on_a_card_played_schedules_one() {
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let root: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&root).unwrap();
    let on = Settings {
        sound: true,
        speed: Speed::Instant,
        ..Settings::default()
    };
    let store = Rc::new(Cell::new(None));
    let out = Rc::clone(&store);
    let game = south_to_play();
    let _mounted = mount_to(root.clone(), move || {
        out.set(Some(provide_game(Some(game.clone()))));
        view! { <GameScreen/> }
    });
    let store = store.get().unwrap();
    store.dispatch(Msg::Settings(on.clone()));

    // Sound on, but no gesture yet: a card played makes no audio context and no sound.
    store.dispatch(Msg::Act(a_card(store).expect("South is to play")));
    assert!(!sound::context_made(), "no AudioContext before a gesture");
    assert_eq!(sound::played(Cue::Card), 0);

    // A key press with sound off: still no audio, and cards make no sound.
    store.dispatch(Msg::Settings(Settings {
        sound: false,
        ..on.clone()
    }));
    press_a_key();
    assert!(!sound::context_made(), "sound is off");
    let card = souths_card(store).await;
    store.dispatch(Msg::Act(card));
    assert_eq!(sound::played(Cue::Card), 0);
    assert_eq!(sound::played(Cue::Turn), 0);

    // Sound on after the gesture: the next card played schedules a card sound (on an audio
    // context made then), and each computer card after it one more.
    let card = souths_card(store).await;
    store.dispatch(Msg::Settings(on.clone()));
    store.dispatch(Msg::Act(card));
    assert!(sound::context_made());
    assert_eq!(sound::played(Cue::Card), 1, "South's card");
    assert_eq!(sound::played(Cue::Turn), 0);
    // Each computer card after it sounds too, and the turn coming back to South chimes
    // (South's third card: the hand goes on).
    let card = souths_card(store).await;
    let (cards, theirs) = since_south(store);
    assert_eq!(sound::played(Cue::Card), 1 + cards, "the others' cards");
    assert_eq!(
        sound::played(Cue::Turn),
        u32::from(theirs),
        "the chime of South's turn"
    );

    // Sound off again: no more cues.
    store.dispatch(Msg::Settings(Settings { sound: false, ..on }));
    let (cards, turns) = (sound::played(Cue::Card), sound::played(Cue::Turn));
    store.dispatch(Msg::Act(card));
    souths_card(store).await;
    assert_eq!(
        (sound::played(Cue::Card), sound::played(Cue::Turn)),
        (cards, turns)
    );
}
