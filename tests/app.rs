//! Browser tests of the app: mount it in headless Chromium over a chosen game, click, read
//! the DOM. Run with `wasm-pack test --headless --chrome` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::{Bower, store::YOU};
use euchre::{Action, Game, Phase, Rules, Seat, Team};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element on the page to mount into, with no saved state from other tests.
fn container() -> HtmlElement {
    window().local_storage().unwrap().unwrap().clear().unwrap();
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

fn one(root: &Element, selector: &str) -> Element {
    let found = all(root, selector);
    assert_eq!(found.len(), 1, "exactly one {selector}");
    found.into_iter().next().unwrap()
}

fn text(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}

fn click(element: &Element) {
    element.clone().unchecked_into::<HtmlElement>().click();
}

/// Plays the game with the engine's first legal action (ordering up when offered) until
/// `stop` holds with South to act.
fn drive(mut game: Game, stop: impl Fn(&Game) -> bool) -> Game {
    for _ in 0..10_000 {
        if game.to_act() == Some(YOU) && stop(&game) {
            return game;
        }
        let seat = game.to_act().expect("the game goes on");
        let mut player = euchre_ai::player(euchre_ai::Difficulty::Normal, 1);
        let action = player.choose(&game.view(seat));
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

fn south_cards(root: &Element) -> Vec<String> {
    all(root, "[data-testid=hand-south] [data-card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect()
}

fn legal_cards(root: &Element) -> Vec<String> {
    all(
        root,
        "[data-testid=hand-south] button:not([disabled]) [data-card]",
    )
    .iter()
    .map(|c| c.get_attribute("data-card").unwrap())
    .collect()
}

#[wasm_bindgen_test]
async fn the_bid_panel_offers_exactly_the_legal_bids() {
    let game = south_bids_first();
    let legal: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    let offered: Vec<String> = all(&root, "[data-testid=bid-panel] button")
        .iter()
        .map(|b| b.get_attribute("data-action").unwrap())
        .collect();
    assert_eq!(offered, legal);
    assert!(
        legal_cards(&root).is_empty(),
        "no card is playable while bidding"
    );
    assert_eq!(south_cards(&root).len(), 5);
    for seat in ["west", "north", "east"] {
        let hand = one(&root, &format!("[data-testid=hand-{seat}]"));
        assert_eq!(hand.get_attribute("data-count").as_deref(), Some("5"));
        assert!(
            all(&hand, "[data-card]").is_empty(),
            "{seat}'s cards are hidden"
        );
    }
    let upcard = game.hand().upcard().to_string();
    assert_eq!(
        one(&root, "[data-testid=upcard] [data-card]").get_attribute("data-card"),
        Some(upcard)
    );
    assert_eq!(
        one(&root, "[data-dealer=true]")
            .get_attribute("data-testid")
            .as_deref(),
        Some("seat-east")
    );

    // Passing: the panel goes, South's bubble says so and the live region announces it.
    click(&one(
        &root,
        "[data-testid=bid-panel] button[data-action=pass]",
    ));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=bid-panel]").is_empty());
    assert_eq!(text(&root, "[data-testid=bubble-south]"), "Pass");
    assert_eq!(text(&root, "[data-testid=announcer]"), "South passes.");
    assert!(
        one(&root, "[data-testid=seat-west]")
            .class_list()
            .contains("to-act")
    );
}

#[wasm_bindgen_test]
async fn only_legal_cards_are_clickable_and_a_click_plays_one() {
    let game = drive(south_bids_first(), |g| {
        g.phase() == Phase::Play && g.legal_actions().len() < g.hand().holding(YOU).len()
    });
    let legal: Vec<String> = game
        .legal_actions()
        .iter()
        .map(|a| match a {
            Action::Play(card) => card.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    let mut shown = legal_cards(&root);
    shown.sort();
    let mut expected = legal.clone();
    expected.sort();
    assert_eq!(shown, expected);
    let before = south_cards(&root).len();
    // An illegal card is inert.
    let illegal = all(&root, "[data-testid=hand-south] button[disabled]");
    assert!(!illegal.is_empty());
    click(&illegal[0]);
    leptos::task::tick().await;
    assert_eq!(south_cards(&root).len(), before);
    // A legal card goes to the trick in front of South.
    let button = &all(&root, "[data-testid=hand-south] button:not([disabled])")[0];
    let card = one(button, "[data-card]")
        .get_attribute("data-card")
        .unwrap();
    click(button);
    leptos::task::tick().await;
    assert_eq!(south_cards(&root).len(), before - 1);
    assert!(legal_cards(&root).is_empty(), "South has played");
    assert_eq!(
        one(&root, "[data-testid=played-south] [data-card]").get_attribute("data-card"),
        Some(card.clone())
    );
    assert!(text(&root, "[data-testid=announcer]").contains(&format!("South plays {card}.")));
}

#[wasm_bindgen_test]
async fn the_scoreboard_shows_the_engines_scores_and_undo_takes_back_a_move() {
    let game = drive(south_bids_first(), |g| {
        g.scores()[Team::NorthSouth] + g.scores()[Team::EastWest] >= 3 && g.phase() == Phase::Play
    });
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    // The hands finished before the given game are not shown as summaries again? They are
    // new to this page: close them.
    while let Some(button) = all(&root, "[data-testid=continue]").into_iter().next() {
        click(&button);
        leptos::task::tick().await;
    }
    assert_eq!(
        text(&root, "[data-testid=score-us]"),
        game.scores()[Team::NorthSouth].to_string()
    );
    assert_eq!(
        text(&root, "[data-testid=score-them]"),
        game.scores()[Team::EastWest].to_string()
    );
    assert_eq!(text(&root, "[data-testid=target]"), "to 10");
    let before = south_cards(&root);
    click(&all(&root, "[data-testid=hand-south] button:not([disabled])")[0]);
    leptos::task::tick().await;
    assert_eq!(south_cards(&root).len(), before.len() - 1);
    click(&one(&root, "[data-testid=undo]"));
    leptos::task::tick().await;
    assert_eq!(south_cards(&root), before, "undo gives the card back");
    assert!(!legal_cards(&root).is_empty(), "South is to play again");
}

#[wasm_bindgen_test]
async fn settings_open_and_change_the_speed() {
    let root = container();
    let game = south_bids_first();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(game.clone())/> },
    );
    assert!(all(&root, "[data-testid=settings]").is_empty());
    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    one(&root, "[data-testid=settings]");
    assert_eq!(text(&root, "[data-testid=stat-games]"), "0");
    click(&one(&root, "[data-testid=setting-four-colour]"));
    leptos::task::tick().await;
    assert!(one(&root, "main.app").class_list().contains("four-colour"));
    let saved = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("bower.settings")
        .unwrap()
        .unwrap();
    assert!(saved.contains("\"four_colour\":true"), "{saved}");
    click(&one(&root, "[data-testid=settings-close]"));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=settings]").is_empty());
}

#[wasm_bindgen_test]
async fn each_hand_gets_a_summary_and_the_end_a_game_over_with_a_new_game() {
    let mut game = south_bids_first();
    while let Some(seat) = game.to_act() {
        let mut player = euchre_ai::player(euchre_ai::Difficulty::Normal, 2);
        let action = player.choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    let winner = game.winner().unwrap();
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    let mut summaries = 0;
    while let Some(button) = all(&root, "[data-testid=continue]").into_iter().next() {
        assert!(
            all(&root, "[data-testid=game-over]").is_empty(),
            "one dialog at a time"
        );
        one(&root, "[data-testid=summary-detail]");
        click(&button);
        leptos::task::tick().await;
        summaries += 1;
    }
    assert_eq!(summaries, game.history().len(), "a summary for every hand");
    let scores = game.scores();
    assert_eq!(
        text(&root, "[data-testid=final-score]"),
        format!(
            "Us {} · Them {}",
            scores[Team::NorthSouth],
            scores[Team::EastWest]
        )
    );
    let title = text(&root, "[data-testid=game-over] h2");
    assert_eq!(title == "You win!", winner == Team::NorthSouth, "{title}");
    click(&one(&root, "[data-testid=new-game]"));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=game-over]").is_empty());
    assert_eq!(text(&root, "[data-testid=score-us]"), "0");
    assert_eq!(text(&root, "[data-testid=score-them]"), "0");
}
