//! Browser tests of the app: mount it in headless Chromium over a chosen game, click, read
//! the DOM. Run with `wasm-pack test --headless --chrome` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::{Bower, Msg, Settings, Speed, store::YOU};
use euchre::{Action, Game, Phase, Rules, Seat, Team};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

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
    assert_eq!(text(&root, "[data-testid=announcer]"), "You pass.");
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
    let played = card.parse::<euchre::Card>().unwrap();
    let words = format!(
        "You play the {} of {}.",
        played.rank().name(),
        played.suit().name()
    );
    assert!(text(&root, "[data-testid=announcer]").contains(&words));
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
    // The seed's link, in its own words: here it goes on with the game, not a new one.
    let title = one(&root, "[data-testid=seed]")
        .get_attribute("title")
        .unwrap();
    assert!(
        title.contains("here it carries on the game in progress"),
        "{title}"
    );
    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    one(&root, "[data-testid=settings]");
    assert_eq!(text(&root, "[data-testid=stat-games]"), "0");
    // Speed's choices are written as Difficulty's beside them: capitalised.
    let options = |select: &str| -> Vec<String> {
        all(&root, &format!("[data-testid={select}] option"))
            .iter()
            .map(|o| o.text_content().unwrap_or_default())
            .collect()
    };
    assert_eq!(
        options("setting-speed"),
        ["Slow", "Normal", "Fast", "Instant"]
    );
    assert!(
        options("setting-difficulty")
            .iter()
            .all(|d| d.starts_with(char::is_uppercase))
    );
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

#[wasm_bindgen_test]
async fn a_summary_steps_through_the_hands_tricks_as_they_were_played() {
    // The first finished hand that was played (not thrown in).
    let game = find(|g| {
        g.history()
            .iter()
            .any(|r| matches!(r.outcome, euchre::HandOutcome::Played { .. }))
    });
    let played = game
        .history()
        .iter()
        .position(|r| matches!(r.outcome, euchre::HandOutcome::Played { .. }))
        .unwrap();
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    for _ in 0..played {
        click(&one(&root, "[data-testid=continue]"));
        leptos::task::tick().await;
    }
    let record = &game.history()[played];
    let steps = one(
        &root,
        "[data-testid=hand-summary] [data-testid=trick-steps]",
    );
    let previous = one(&steps, "[data-testid=trick-previous]");
    let next = one(&steps, "[data-testid=trick-next]");
    for (i, trick) in record.tricks.iter().enumerate() {
        let shown: Vec<(String, String)> = all(&steps, "[data-seat]")
            .iter()
            .map(|c| {
                (
                    c.get_attribute("data-seat").unwrap(),
                    c.get_attribute("data-card").unwrap(),
                )
            })
            .collect();
        let want: Vec<(String, String)> = trick
            .in_play_order()
            .map(|(s, c)| (s.name().to_string(), c.to_string()))
            .collect();
        assert_eq!(shown, want, "trick {}", i + 1);
        let winner = trick.winner.unwrap();
        let at = text(&steps, "[data-testid=trick-at]");
        assert!(
            at.starts_with(&format!(
                "Trick {} of {}, taken by ",
                i + 1,
                record.tricks.len()
            )),
            "{at}"
        );
        assert_eq!(
            one(&steps, ".won").get_attribute("data-seat").as_deref(),
            Some(winner.name())
        );
        assert_eq!(
            previous.has_attribute("disabled"),
            i == 0,
            "previous at {}",
            i + 1
        );
        assert_eq!(
            next.has_attribute("disabled"),
            i + 1 == record.tricks.len(),
            "next at {} of {}",
            i + 1,
            record.tricks.len()
        );
        click(&next);
        leptos::task::tick().await;
    }
    click(&previous);
    leptos::task::tick().await;
    assert!(
        text(&steps, "[data-testid=trick-at]")
            .starts_with(&format!("Trick {} of", record.tricks.len() - 1))
    );
}

#[wasm_bindgen_test]
async fn undo_never_goes_back_into_a_hand_whose_summary_showed_the_hands() {
    // South is to play the last card of the hand's last trick, and the hand cannot end the
    // game (a hand scores at most 4).
    let game = find(|g| {
        g.scores().iter().all(|(_, &points)| points + 4 < 10)
            && g.phase() == Phase::Play
            && g.hand().holding(YOU).len() == 1
            && g.hand().tricks().len() == 4
            && g.hand().current_trick().is_some_and(|t| {
                Seat::ALL
                    .iter()
                    .all(|&s| s == YOU || !g.hand().is_active(s) || t.cards[s].is_some())
            })
    });
    let hands = game.history().len();
    let root = container();
    save_settings(&Settings {
        speed: Speed::Instant,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    // Before the last card, undo is offered (South has played in this hand).
    assert!(store.can_undo().get_untracked());
    click(&one(
        &root,
        "[data-testid=hand-south] button:not([disabled])",
    ));
    leptos::task::tick().await;
    // The hand is over: its summary shows every hand, and offers no undo.
    one(&root, "[data-testid=hand-summary]");
    assert_eq!(
        store.game().with_untracked(|g| g.history().len()),
        hands + 1
    );
    assert!(
        all(&root, "[data-testid=hand-summary] button")
            .iter()
            .all(|b| !b.text_content().unwrap_or_default().contains("Undo"))
    );
    assert!(!store.can_undo().get_untracked());
    let after = store.game().get_untracked();
    store.dispatch(Msg::Undo);
    leptos::task::tick().await;
    assert_eq!(store.game().get_untracked(), after, "undo changed nothing");
    assert_eq!(store.stats().get_untracked().hands, 1);

    // The next deal, up to South's turn: still nothing to take back.
    click(&one(&root, "[data-testid=continue]"));
    leptos::task::tick().await;
    until("South's turn in the next deal", 30, || {
        store.game().with_untracked(|g| g.to_act() == Some(YOU))
    })
    .await;
    leptos::task::tick().await;
    assert!(one(&root, "[data-testid=undo]").has_attribute("disabled"));
    let before = store.game().with_untracked(|g| g.actions().len());
    click(&one(&root, "[data-testid=undo]"));
    store.dispatch(Msg::Undo);
    leptos::task::tick().await;
    assert_eq!(store.game().with_untracked(|g| g.actions().len()), before);
    assert!(!store.undo_used().get_untracked());
}

#[wasm_bindgen_test]
async fn the_four_colour_deck_colours_diamonds_and_clubs_apart() {
    with_stylesheet();
    let game = south_bids_first();
    let root = container();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(game.clone())/> },
    );
    // A card of each suit, drawn by the same component as the table's.
    let probe = document().create_element("div").unwrap();
    one(&root, "main.app").append_child(&probe).unwrap();
    let cards = ["A♠", "A♥", "A♣", "A♦"].map(|c| c.parse::<euchre::Card>().unwrap());
    let _probe = mount_to(probe.clone().unchecked_into(), move || {
        cards.map(|card| view! { <bower::CardFace card=card/> })
    });
    let colours = || {
        ["♠", "♥", "♣", "♦"]
            .map(|suit| css(&one(&probe, &format!("[data-card=\"A{suit}\"]")), "color"))
    };
    let [spades, hearts, clubs, diamonds] = colours();
    assert_eq!(spades, clubs, "two colours: clubs like spades");
    assert_eq!(hearts, diamonds, "two colours: diamonds like hearts");
    assert_ne!(spades, hearts);
    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    click(&one(&root, "[data-testid=setting-four-colour]"));
    leptos::task::tick().await;
    let four = colours();
    for (i, a) in four.iter().enumerate() {
        for b in &four[i + 1..] {
            assert_ne!(a, b, "four colours: {four:?}");
        }
    }
    assert_eq!(
        (&four[0], &four[1]),
        (&spades, &hearts),
        "spades and hearts keep theirs"
    );
}

#[wasm_bindgen_test]
async fn reduced_motion_and_the_instant_speed_stop_the_card_movements() {
    with_stylesheet();
    // Mid-trick, so that played cards and the hand are on the table.
    let game = drive(south_bids_first(), |g| {
        g.phase() == Phase::Play
            && g.hand()
                .current_trick()
                .is_some_and(|t| t.cards.iter().any(|(_, c)| c.is_some()))
    });
    let root = container();
    save_settings(&Settings {
        speed: Speed::Normal,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game);
    let moving = |selector: &str| css(&all(&root, selector)[0], "animation-name");
    assert_eq!(moving("[data-testid=trick] .played"), "fly-in");
    assert_eq!(moving("[data-testid=hand-south] .card-button"), "deal-in");
    let main = one(&root, "main.app");
    assert_eq!(main.get_attribute("data-speed").as_deref(), Some("normal"));

    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    click(&one(&root, "[data-testid=setting-reduced-motion]"));
    leptos::task::tick().await;
    assert!(main.class_list().contains("reduced-motion"));
    assert_eq!(moving("[data-testid=trick] .played"), "none");
    assert_eq!(moving("[data-testid=hand-south] .card-button"), "none");
    assert_eq!(
        css(&all(&root, ".card-button")[0], "transition-duration"),
        "0s"
    );

    // Motion back on, but the instant speed: no movement either.
    click(&one(&root, "[data-testid=setting-reduced-motion]"));
    leptos::task::tick().await;
    assert_eq!(moving("[data-testid=trick] .played"), "fly-in");
    let mut settings = store.settings().get_untracked();
    settings.speed = Speed::Instant;
    store.dispatch(Msg::Settings(settings));
    leptos::task::tick().await;
    assert!(main.class_list().contains("instant"));
    assert_eq!(moving("[data-testid=trick] .played"), "none");
}

/// The app as the page starts it builds its screen a part per frame: at first only its
/// `<main>`, and nothing saved yet even once the reactive system has run (saving and the
/// computer players start when the screen is built); then the whole table, the live region
/// and the settings, and the game on the screen is saved. Settings asked for before their
/// panel is built open once it is.
#[wasm_bindgen_test]
async fn the_app_builds_its_screen_a_part_per_frame_and_then_saves() {
    let root = container();
    let storage = window().local_storage().unwrap().unwrap();
    let _mounted = mount_to(root.clone(), || view! { <bower::App/> });
    leptos::task::tick().await;
    one(&root, "main.app");
    for part in [
        "open-settings",
        "table",
        "score-us",
        "announcer",
        "settings",
    ] {
        assert!(
            all(&root, &format!("[data-testid={part}]")).is_empty(),
            "{part} comes later"
        );
    }
    assert_eq!(
        storage.get_item("bower.game").unwrap(),
        None,
        "nothing saved yet"
    );
    until("the header", 5, || {
        !all(&root, "[data-testid=open-settings]").is_empty()
    })
    .await;
    click(&one(&root, "[data-testid=open-settings]"));
    until("the whole screen and its save", 5, || {
        storage.get_item("bower.game").unwrap().is_some()
    })
    .await;
    for seat in Seat::ALL {
        let name = seat.name().to_ascii_lowercase();
        one(&root, &format!("[data-testid=seat-{name}]"));
    }
    for part in ["score-us", "score-them", "upcard", "announcer", "settings"] {
        one(&root, &format!("[data-testid={part}]"));
    }
    assert_eq!(south_cards(&root).len(), 5);
    let saved = storage.get_item("bower.game").unwrap().unwrap();
    let seed = text(&root, "[data-testid=seed]");
    assert!(
        saved.contains(&format!("\\\"seed\\\":{seed}")),
        "{seed}: {saved}"
    );
}
