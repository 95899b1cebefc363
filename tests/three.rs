//! Browser tests of the app with three players (cutthroat): the three seats and the bid
//! panel against `legal_actions()`, a score per player (and a six and four each), the
//! Players setting, the end of a game and its statistics kept apart, the live region.
//! Run with `wasm-pack test --headless --chrome . -p bower --features page-ai`.
#![cfg(target_arch = "wasm32")]

use bower::{Bower, Settings, Speed, store::YOU};
use euchre::{Action, Game, Phase, Players, Preset, Rules, Seat};
use euchre_ai::Difficulty;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn three(preset: Preset) -> Rules {
    preset.rules().with_players(Players::Three)
}

/// The first three-player game of `rules` (by seed) that reaches a position where `stop`
/// holds with South to act, the heuristic playing every seat.
fn find_three(rules: Rules, stop: impl Fn(&Game) -> bool) -> Game {
    for seed in 0..300 {
        let mut game = Game::new(rules, seed);
        while let Some(seat) = game.to_act() {
            if seat == YOU && stop(&game) {
                return game;
            }
            let action = euchre_ai::player(Difficulty::Normal, seed).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
    }
    panic!("no three-player game reaches the position");
}

/// The bids the panel offers, as `data-action`.
fn offered(root: &Element) -> Vec<String> {
    all(root, "[data-testid=bid-panel] button")
        .iter()
        .map(|b| b.get_attribute("data-action").unwrap())
        .collect()
}

fn legal_words(game: &Game) -> Vec<String> {
    game.legal_actions().iter().map(|a| a.to_string()).collect()
}

/// Mounts the app over `game`, the instant speed saved first (with `settings` changes).
fn mount(game: Game, settings: impl FnOnce(&mut Settings)) -> (Element, impl Sized) {
    let root = container();
    let mut saved = Settings {
        speed: Speed::Instant,
        ..Settings::default()
    };
    settings(&mut saved);
    save_settings(&saved);
    let start = game.clone();
    let mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    (root.into(), mounted)
}

/// Chooses `value` in a `<select>` as a person does (the value, then a change event).
fn choose(select: &Element, value: &str) {
    js_sys::Reflect::set(
        select,
        &JsValue::from_str("value"),
        &JsValue::from_str(value),
    )
    .unwrap();
    let event = web_sys::Event::new("change").unwrap();
    select.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn three_seats_and_the_bid_panel_offer_exactly_the_legal_bids_and_never_alone() {
    // Round 1, South first to bid (East deals).
    let game = find_three(three(Preset::Standard), |g| g.phase() == Phase::Bidding1);
    let (root, _mounted) = mount(game.clone(), |_| {});
    let table = one(&root, "[data-testid=table]");
    assert_eq!(table.get_attribute("data-players").as_deref(), Some("3"));
    assert!(table.class_list().contains("three"));
    let seats: Vec<String> = all(&root, "[data-testid^=seat-]")
        .iter()
        .map(|s| s.get_attribute("data-testid").unwrap())
        .collect();
    let expected: Vec<String> = game
        .seats()
        .iter()
        .map(|s| format!("seat-{}", s.name().to_ascii_lowercase()))
        .collect();
    assert_eq!(seats, expected, "the engine's seats, no North");
    for seat in ["west", "east"] {
        let hand = one(&root, &format!("[data-testid=hand-{seat}]"));
        assert_eq!(hand.get_attribute("data-count").as_deref(), Some("5"));
    }
    assert!(all(&root, "[data-testid=hand-north]").is_empty());
    let dealer = format!("seat-{}", game.dealer().name().to_ascii_lowercase());
    assert_eq!(
        one(&root, "[data-dealer=true]").get_attribute("data-testid"),
        Some(dealer)
    );
    assert_eq!(offered(&root), legal_words(&game));
    assert!(offered(&root).iter().all(|b| !b.contains("alone")));
    assert!(all(&root, "[data-testid=bid-panel] .alone").is_empty());
    assert_eq!(
        text(&root, "[data-testid=bid-prompt]"),
        format!(
            "Order up the {} for {}?",
            game.hand().upcard(),
            game.dealer().name()
        )
    );
    // Passing is announced; the next player in the engine's order is to act.
    click(&one(
        &root,
        "[data-testid=bid-panel] button[data-action=pass]",
    ));
    leptos::task::tick().await;
    assert_eq!(text(&root, "[data-testid=bubble-south]"), "Pass");
    assert!(text(&root, "[data-testid=announcer]").starts_with("You pass."));

    // Round 2 with stick the dealer and no trump, South dealing: no pass, no alone.
    let rules = Rules {
        no_trump: true,
        ..three(Preset::StickTheDealer)
    };
    let stuck = find_three(rules, |g| g.phase() == Phase::Bidding2 && g.dealer() == YOU);
    let (root, _mounted) = mount(stuck.clone(), |_| {});
    close_summaries(&root).await;
    assert_eq!(offered(&root), legal_words(&stuck));
    assert!(!offered(&root).contains(&"pass".to_string()), "stuck");
    assert!(offered(&root).iter().any(|b| b == "call high (no trump)"));
    assert_eq!(
        text(&root, "[data-testid=bid-prompt]"),
        "Name trump (you are stuck)"
    );
    // The last bid made it: a call, and South plays against the other two.
    let call = stuck
        .legal_actions()
        .iter()
        .find(|a| matches!(a, Action::Call { .. }))
        .unwrap();
    click(&one(
        &root,
        &format!("[data-testid=bid-panel] button[data-action='{call}']"),
    ));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=bid-panel]").is_empty());
    assert!(text(&root, "[data-testid=contract]").ends_with("made by you"));
}

#[wasm_bindgen_test]
async fn the_scoreboard_shows_each_players_score_and_a_six_and_four_each() {
    let game = find_three(three(Preset::Standard), |g| {
        g.phase() == Phase::Play
            && g.seats()
                .iter()
                .filter(|&&s| g.seat_scores()[s] > 0)
                .count()
                >= 2
            && g.seat_scores().0.iter().all(|&p| p <= 9)
    });
    let (root, _mounted) = mount(game.clone(), |s| s.six_four = true);
    close_summaries(&root).await;
    assert!(all(&root, "[data-testid=score-us]").is_empty());
    assert!(all(&root, "[data-testid=score-them]").is_empty());
    let scores = game.seat_scores();
    for &seat in game.seats() {
        let id = seat.name().to_ascii_lowercase();
        assert_eq!(
            text(&root, &format!("[data-testid=score-{id}]")),
            scores[seat].to_string(),
            "{seat}"
        );
        let tricks = game.hand().tricks_won()[seat];
        let words = if tricks == 1 {
            "1 trick".to_string()
        } else {
            format!("{tricks} tricks")
        };
        assert_eq!(
            text(&root, &format!("[data-testid=score-tricks-{id}]")),
            words
        );
        let row = one(&root, &format!("[data-testid=player-score-{id}]"));
        let six_four = one(&row, "svg.six-four");
        assert_eq!(
            six_four.get_attribute("data-points"),
            Some(scores[seat].to_string())
        );
    }
    assert_eq!(all(&root, "[data-testid=scoreboard] svg.six-four").len(), 3);
    assert!(
        text(&root, "[data-testid=scoreboard]").contains("West"),
        "named per player"
    );
    assert!(!text(&root, "[data-testid=scoreboard]").contains("Them"));
    // The trick has a slot per player.
    assert_eq!(all(&root, "[data-testid=trick] .slot").len(), 3);
}

#[wasm_bindgen_test]
async fn the_players_setting_starts_a_game_for_three_and_a_preset_keeps_it() {
    let game = Game::new(Rules::standard(), 3);
    let (root, _mounted) = mount(game, |_| {});
    assert_eq!(all(&root, "[data-testid=seat-north]").len(), 1);
    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    let players = one(&root, "[data-testid=setting-players]");
    choose(&players, "3");
    leptos::task::tick().await;
    // The loner rules have nothing to act on with three.
    for rule in ["rule-loner4", "rule-defend", "rule-leftleads"] {
        let input = one(&root, &format!("[data-testid={rule}]"));
        assert!(input.has_attribute("disabled"), "{rule}");
    }
    assert!(!one(&root, "[data-testid=rule-stick]").has_attribute("disabled"));
    // A preset keeps the number of players.
    choose(
        &one(&root, "[data-testid=setting-preset]"),
        "Stick the dealer",
    );
    leptos::task::tick().await;
    let saved = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("bower.settings")
        .unwrap()
        .unwrap();
    let settings: Settings = serde_json::from_str(&saved).unwrap();
    assert_eq!(settings.rules, three(Preset::StickTheDealer));
    assert_eq!(
        text(&root, "[data-testid=stats-players]"),
        "Three players (cutthroat)"
    );
    // The rules apply from the next game, which "New game" starts.
    assert_eq!(all(&root, "[data-testid=seat-north]").len(), 1);
    click(&one(&root, "[data-testid=settings-new-game]"));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=seat-north]").is_empty());
    assert_eq!(
        one(&root, "[data-testid=table]")
            .get_attribute("data-players")
            .as_deref(),
        Some("3")
    );
    for id in ["south", "west", "east"] {
        assert_eq!(text(&root, &format!("[data-testid=score-{id}]")), "0");
    }
}

#[wasm_bindgen_test]
async fn the_last_card_ends_the_game_for_one_player_and_counts_apart() {
    // A whole three-player game whose last card is South's, one card before the end.
    let (game, last) = (0..300)
        .find_map(|seed| {
            let mut game = Game::new(three(Preset::Standard), seed);
            while let Some(seat) = game.to_act() {
                let action = euchre_ai::player(Difficulty::Normal, seed).choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            let &(seat, action) = game.actions().last()?;
            let before = Game::replay_prefix(&game.record(), game.actions().len() - 1).ok()?;
            (seat == YOU).then_some((before, (action, game)))
        })
        .expect("some game ends on South's card");
    let (action, over) = last;
    let winner = over.winning_seat().unwrap();
    let (root, _mounted) = mount(game, |_| {});
    close_summaries(&root).await;
    let Action::Play(card) = action else {
        panic!("a game ends on a card");
    };
    click(&one(
        &root,
        &format!("[data-testid=hand-south] button:has([data-card='{card}'])"),
    ));
    leptos::task::tick().await;
    let announced = text(&root, "[data-testid=announcer]");
    let said = if winner == YOU {
        "Game over: You win.".to_string()
    } else {
        format!("Game over: {winner} wins.")
    };
    assert!(announced.ends_with(&said), "{announced}");
    assert!(!announced.contains("Us ") && !announced.contains("North"));
    close_summaries(&root).await;
    let title = text(&root, "[data-testid=game-over] h2");
    let expected = if winner == YOU {
        "You win!".to_string()
    } else {
        format!("{winner} wins")
    };
    assert_eq!(title, expected);
    let s = over.seat_scores();
    assert_eq!(
        text(&root, "[data-testid=final-score]"),
        format!(
            "You {} · West {} · East {}",
            s[Seat::South],
            s[Seat::West],
            s[Seat::East]
        )
    );
    // The report has no partner's column.
    assert!(!text(&root, "[data-testid=game-over]").contains("partner"));
    // Counted among the three-player games, not the four-player ones.
    let saved = window()
        .local_storage()
        .unwrap()
        .unwrap()
        .get_item("bower.stats")
        .unwrap()
        .expect("the statistics are saved");
    let stats: bower::Stats = serde_json::from_str(&saved).unwrap();
    assert_eq!(stats.three.games, 1);
    assert_eq!(stats.three.wins, u32::from(winner == YOU));
    assert_eq!(
        (stats.games, stats.hands),
        (0, 0),
        "four-player games apart"
    );
}
