//! Browser tests of what the app says and draws: the six and four on the scoreboard and the
//! stuck dealer's prompt. Run with `wasm-pack test --headless --chrome . -p bower`.

use bower::{Msg, store::YOU};
use euchre::{Action, Game, Phase, Team};
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The six and four, once switched on, show each side's score as two drawn cards, labelled
/// with the score in words, and follow the score as it changes; the stuck dealer is asked
/// to name trump without the offer to pass.
#[wasm_bindgen_test]
async fn the_six_and_four_follow_the_score() {
    let game = find(|g| g.scores()[Team::NorthSouth] != g.scores()[Team::EastWest]);
    let scores = game.scores();
    let root = container();
    let (_mounted, store) = mount_store(&root, game);
    assert!(
        all(&root, "[data-testid=six-four]").is_empty(),
        "off by default"
    );
    let mut settings = store.settings().get_untracked();
    settings.six_four = true;
    store.dispatch(Msg::Settings(settings));
    leptos::task::tick().await;
    let shown = all(&root, "[data-testid=six-four]");
    assert_eq!(shown.len(), 2);
    for (svg, team) in shown.iter().zip([Team::NorthSouth, Team::EastWest]) {
        let points = scores[team].min(10);
        assert_eq!(svg.get_attribute("data-points"), Some(points.to_string()));
        assert_eq!(svg.get_attribute("role").as_deref(), Some("img"));
        let label = svg.get_attribute("aria-label").unwrap();
        assert!(label.starts_with("The six and four show "), "{label}");
        // Two cards, a six and a four; face up ones carry their pips.
        let ranks: Vec<_> = all(svg, ".six-four-card")
            .iter()
            .map(|c| c.get_attribute("data-rank").unwrap())
            .collect();
        assert_eq!(ranks.len(), 2);
        assert!(ranks.contains(&"6".to_string()) && ranks.contains(&"4".to_string()));
        for card in all(svg, ".six-four-card.up") {
            let rank: usize = card.get_attribute("data-rank").unwrap().parse().unwrap();
            assert_eq!(all(&card, ".six-four-pip").len(), rank);
        }
    }
    store.dispatch(Msg::NewGame(Some(3)));
    leptos::task::tick().await;
    for svg in all(&root, "[data-testid=six-four]") {
        assert_eq!(svg.get_attribute("data-points").as_deref(), Some("0"));
        assert_eq!(
            svg.get_attribute("aria-label").as_deref(),
            Some("The six and four show no points")
        );
        assert!(
            all(&svg, ".six-four-card.up").is_empty(),
            "both face down at 0"
        );
    }
}

/// Under stick the dealer, the dealer in round 2 may not pass: the prompt says so (from the
/// legal actions), where another seat is asked to name trump or pass.
#[wasm_bindgen_test]
async fn the_stuck_dealer_is_asked_to_name_trump() {
    let rules = euchre::Preset::StickTheDealer.rules();
    let stuck = (0..500)
        .find_map(|seed| {
            let mut game = Game::new(rules, seed);
            // Everyone passes to South, who deals.
            while let Some(seat) = game.to_act() {
                if seat == YOU && game.phase() == Phase::Bidding2 {
                    return (game.dealer() == YOU).then_some(game);
                }
                if !game.legal_actions().contains(Action::Pass) {
                    return None;
                }
                game.apply(seat, Action::Pass).unwrap();
            }
            None
        })
        .expect("a deal where South is the stuck dealer");
    assert!(!stuck.legal_actions().contains(Action::Pass));
    let root = container();
    let (_mounted, _store) = mount_store(&root, stuck);
    leptos::task::tick().await;
    assert_eq!(
        text(&root, "[data-testid=bid-prompt]"),
        "Name trump (you are stuck)"
    );
    assert!(all(&root, "[data-testid=bid-panel] button[data-action=pass]").is_empty());
}
