//! Browser tests of the computer players' thinking as the app drives it: a computer's turn
//! plays its seeded choice, a stale one is dropped, the hint thinks and suggests. They run
//! with the `page-ai` feature: the computer players think on the page, as wasm-pack serves no
//! Web Worker (the workers themselves are tested end to end, in tests/e2e/workers.test.mjs).

use bower::{HintState, Msg, Settings, Speed, store::YOU};
use euchre::{Game, Phase, Rules, Seat};
use euchre_ai::Difficulty;
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A game where South is first to bid in round 1 (East deals).
fn south_bids_first() -> Game {
    (0..)
        .map(|seed| Game::new(Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::South) && g.phase() == Phase::Bidding1)
        .unwrap()
}

#[wasm_bindgen_test]
async fn an_expert_computer_turn_plays_its_seeded_choice() {
    // West is to act first.
    let game = (0..)
        .map(|seed| Game::new(Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::West))
        .unwrap();
    let at = game.actions().len();
    let seed = bower::store::turn_seed(game.seed(), at);
    let expected = euchre_ai::player(Difficulty::Expert, seed).choose(&game.view(Seat::West));
    let root = container();
    save_settings(&Settings {
        difficulty: Difficulty::Expert.name().into(),
        speed: Speed::Instant,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game);
    until("West acts", 120, || {
        store.game().with_untracked(|g| g.actions().len()) > at
    })
    .await;
    let (seat, action) = store.game().with_untracked(|g| g.actions()[at]);
    assert_eq!(seat, Seat::West);
    assert_eq!(action, expected, "the same choice as the seeded player");
    assert_ne!(
        store.thinking().get_untracked(),
        Some(Seat::West),
        "West is done"
    );
}

#[wasm_bindgen_test]
async fn a_new_game_while_a_computer_thinks_drops_its_stale_action() {
    let game = (0..)
        .map(|seed| Game::new(Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::West))
        .unwrap();
    // The next game has South first to act, so no computer acts in it.
    let next = (1000..)
        .find(|&seed| Game::new(Rules::standard(), seed).to_act() == Some(YOU))
        .unwrap();
    let root = container();
    save_settings(&Settings {
        difficulty: Difficulty::Expert.name().into(),
        speed: Speed::Slow,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game);
    until("West starts thinking", 10, || {
        store.thinking().get_untracked() == Some(Seat::West)
    })
    .await;
    leptos::task::tick().await;
    assert_eq!(
        one(&root, "[data-testid=seat-west]")
            .get_attribute("aria-busy")
            .as_deref(),
        Some("true")
    );
    store.dispatch(Msg::NewGame(Some(next)));
    // The stale answer is dropped when it comes (or when its pace is up).
    until("the stale turn is dropped", 120, || {
        store.thinking().get_untracked().is_none()
    })
    .await;
    sleep(50).await;
    store.game().with_untracked(|g| {
        assert_eq!(g.seed(), next);
        assert!(g.actions().is_empty(), "{:?}", g.actions());
    });
    assert!(!all(&root, "[data-testid=bid-panel] button").is_empty());
}

#[wasm_bindgen_test]
async fn the_hint_thinks_then_suggests_a_legal_move() {
    let game = south_bids_first();
    let legal: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    let root = container();
    let (_mounted, store) = mount_store(&root, game);
    click(&one(&root, "[data-testid=hint]"));
    leptos::task::tick().await;
    assert_eq!(store.hint().get_untracked(), Some(HintState::Thinking));
    assert_eq!(text(&root, "[data-testid=hint-text]"), "Thinking…");
    assert_eq!(
        one(&root, "[data-testid=hint]")
            .get_attribute("aria-busy")
            .as_deref(),
        Some("true")
    );
    until("the hint", 60, || {
        matches!(store.hint().get_untracked(), Some(HintState::Ready(_)))
    })
    .await;
    leptos::task::tick().await;
    let hint = text(&root, "[data-testid=hint-text]");
    assert!(hint.starts_with("Suggestion: "), "{hint}");
    // The hint is the Expert's search from South's view with the seed of the turn.
    let (view, seed) = store.game().with_untracked(|g| {
        (
            g.view(YOU),
            bower::store::turn_seed(g.seed(), g.actions().len()),
        )
    });
    let mut search = euchre_ai::HintSearch::new(&view, seed);
    let hinted = loop {
        if let Some(hints) = search.step() {
            break hints;
        }
    };
    assert!(legal.contains(&hinted[0].action.to_string()));
    assert!(hinted[0].recommended);
    assert_eq!(hint, format!("Suggestion: {}", hinted[0].reason));
}
