//! Browser tests of the coach: replay from a decision as practice and back to the game, the
//! game log and a hand's timeline against the game's record, and learning mode's hint by
//! itself (the reviews in the timeline: tests/review.rs). Run with `wasm-pack test --headless
//! --chrome . -p bower --features page-ai` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::store::Ending;
use bower::store::YOU;
use bower::{HintState, Msg, Settings, Stats};
use euchre::{Action, Game, Seat};
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// South's cards on screen.
fn south_cards(root: &Element) -> Vec<String> {
    all(root, "[data-testid=hand-south] [data-card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect()
}

/// The timeline's rows as (seat, action).
fn rows(root: &Element) -> Vec<(String, String)> {
    all(root, "[data-testid=timeline] [data-testid=decision]")
        .iter()
        .map(|r| {
            (
                r.get_attribute("data-seat").unwrap(),
                r.get_attribute("data-action").unwrap(),
            )
        })
        .collect()
}

#[wasm_bindgen_test]
async fn replay_from_here_practises_apart_and_back_to_the_game_returns_exactly() {
    let (game, index) = game_with_a_choice_behind();
    let hand = hands_of(&game)[index];
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    let cards_before = south_cards(&root);
    let stats_before = store.stats().get_untracked();
    assert_eq!(stats_before, Stats::default());

    // The log, the hand, the decision.
    open_timeline(&root, hand).await;
    let row = one(
        &root,
        &format!("[data-testid=decision][data-index='{index}']"),
    );
    assert_eq!(row.get_attribute("data-seat").as_deref(), Some("South"));
    click(&one(&row, "[data-testid=replay-from]"));
    leptos::task::tick().await;

    // The position restored: the game as it was before that card, on screen.
    let then = Game::replay_prefix(&game.record(), index).unwrap();
    assert_eq!(store.game().get_untracked(), then);
    assert!(store.practising().get_untracked());
    assert!(
        all(&root, "[data-testid=game-log]").is_empty(),
        "the log closed"
    );
    one(&root, "[data-testid=practice-banner]");
    let mut held: Vec<String> = then
        .hand()
        .holding(YOU)
        .iter()
        .map(|c| c.to_string())
        .collect();
    let mut shown = south_cards(&root);
    held.sort();
    shown.sort();
    assert_eq!(shown, held);
    for (team, id) in [
        (euchre::Team::NorthSouth, "us"),
        (euchre::Team::EastWest, "them"),
    ] {
        assert_eq!(
            text(&root, &format!("[data-testid=score-{id}]")),
            then.scores()[team].to_string()
        );
    }
    let dealer = format!("seat-{}", then.dealer().name().to_ascii_lowercase());
    assert_eq!(
        one(&root, "[data-dealer=true]").get_attribute("data-testid"),
        Some(dealer)
    );

    // A different card plays on.
    let (_, original) = game.actions()[index];
    let other = then
        .legal_actions()
        .iter()
        .find(|&a| a != original)
        .unwrap();
    let Action::Play(card) = other else {
        panic!("a card")
    };
    let button = one(
        &root,
        &format!("[data-testid=hand-south] button:not([disabled]) [data-card='{card}']"),
    )
    .closest("button")
    .unwrap()
    .unwrap();
    click(&button);
    leptos::task::tick().await;
    assert_eq!(store.game().get_untracked().actions()[index], (YOU, other));

    // Played on to the hand's end: a summary that says it is practice, nothing counted.
    let hands = then.history().len();
    until("the practice hand ends", 60, || {
        if store.game().with_untracked(|g| g.history().len() > hands) {
            return true;
        }
        if let Some(b) = all(
            &root,
            "[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])",
        )
        .into_iter()
        .next()
        {
            click(&b);
        }
        false
    })
    .await;
    leptos::task::tick().await;
    one(
        &root,
        "[data-testid=hand-summary] [data-testid=practice-note]",
    );
    assert_eq!(
        store.stats().get_untracked(),
        stats_before,
        "practice does not count"
    );
    close_summaries(&root).await;

    // Back to the game: exactly where it was.
    click(&one(&root, "[data-testid=back-to-game]"));
    leptos::task::tick().await;
    assert_eq!(store.game().get_untracked(), game);
    assert!(!store.practising().get_untracked());
    assert!(all(&root, "[data-testid=practice-banner]").is_empty());
    assert!(all(&root, "[data-testid=hand-summary]").is_empty());
    assert_eq!(south_cards(&root), cards_before);
    assert_eq!(store.stats().get_untracked(), stats_before);
}

#[wasm_bindgen_test]
async fn a_practice_summary_and_a_practice_end_lead_back_to_the_game_in_one_click() {
    // A finished game whose last card was South's: replayed from it, the practice ends the
    // game at once.
    let game = finished_game(|g| g.actions().last().is_some_and(|&(seat, _)| seat == YOU));
    let index = game.actions().len() - 1;
    let (_, last) = game.actions()[index];
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    one(&root, "[data-testid=game-over] [data-testid=new-game]");
    // (Each step after a tick: the game-over dialog, which pauses the game, closes first.)
    let practise_to_the_end = || async move {
        store.dispatch(Msg::ReplayFrom { index });
        leptos::task::tick().await;
        store.dispatch(Msg::Act(last));
        leptos::task::tick().await;
    };

    // The practice hand's summary: one click back, from the summary itself.
    practise_to_the_end().await;
    assert!(store.practising().get_untracked());
    one(
        &root,
        "[data-testid=hand-summary] [data-testid=practice-note]",
    );
    click(&one(
        &root,
        "[data-testid=hand-summary] [data-testid=summary-back]",
    ));
    leptos::task::tick().await;
    assert!(!store.practising().get_untracked());
    assert_eq!(store.game().get_untracked(), game);
    assert!(all(&root, "[data-testid=hand-summary]").is_empty());

    // The practice game's end: "Back to the game", and no "New game".
    practise_to_the_end().await;
    close_summaries(&root).await;
    let over = one(&root, "[data-testid=game-over]");
    assert!(text(&root, "[data-testid=game-over] h2").starts_with("Practice: "));
    assert!(
        all(&over, "[data-testid=new-game]").is_empty(),
        "a practice end offers no new game"
    );
    click(&one(&over, "[data-testid=over-back]"));
    leptos::task::tick().await;
    assert!(!store.practising().get_untracked());
    assert_eq!(store.game().get_untracked(), game);
    one(&root, "[data-testid=game-over] [data-testid=new-game]");
}

#[wasm_bindgen_test]
async fn a_reload_keeps_the_practice_and_undo_and_a_new_game_end_it_right() {
    let (game, index) = game_with_a_choice_behind();
    let root = container();
    instant();
    let (mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    store.dispatch(Msg::ReplayFrom { index });
    leptos::task::tick().await;
    let practice = store.game().get_untracked();
    drop(mounted);
    leptos::task::tick().await;

    // The page loads again from what was saved: the practice, and the game kept aside.
    let (root, _mounted, store) = mount_saved();
    assert_eq!(store.game().get_untracked(), practice);
    assert!(store.practising().get_untracked());
    // The banner is built with the screens (in the site, their chunk): it is there a tick
    // after the table.
    leptos::task::tick().await;
    one(&root, "[data-testid=practice-banner]");

    // Undo inside practice stays inside practice.
    let first = Action::Play(store.game().with_untracked(|g| match g.legal_actions()[0] {
        Action::Play(c) => c,
        _ => unreachable!("South is to play"),
    }));
    store.dispatch(Msg::Act(first));
    store.dispatch(Msg::Undo);
    leptos::task::tick().await;
    assert!(store.practising().get_untracked());
    assert_eq!(store.game().get_untracked(), practice);
    click(&one(&root, "[data-testid=back-to-game]"));
    leptos::task::tick().await;
    assert_eq!(store.game().get_untracked(), game);

    // Asking for a new game in practice asks first (the real game is in progress), and
    // keeping it keeps the practice; a new game ends the practice.
    store.dispatch(Msg::ReplayFrom { index });
    store.dispatch(Msg::AskNewGame);
    leptos::task::tick().await;
    assert_eq!(store.ending().get_untracked(), Some(Ending::NewGame));
    one(&root, "[data-testid=new-game-choice]");
    click(&one(&root, "[data-testid=keep-game]"));
    leptos::task::tick().await;
    assert_eq!(store.ending().get_untracked(), None);
    assert!(store.practising().get_untracked());
    store.dispatch(Msg::NewGame(Some(5)));
    leptos::task::tick().await;
    assert!(!store.practising().get_untracked());
    assert!(all(&root, "[data-testid=practice-banner]").is_empty());
}

#[wasm_bindgen_test]
async fn the_game_log_lists_the_hands_and_each_timeline_is_the_record() {
    let game = find(|g| g.history().len() >= 3 && !g.hand().history().is_empty());
    let hands = hands_of(&game);
    let root = container();
    let (_mounted, _store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    click(&one(&root, "[data-testid=open-log]"));
    leptos::task::tick().await;
    let items = all(&root, "[data-testid=log-hand]");
    assert_eq!(
        items.len(),
        game.history().len() + 1,
        "each hand, and this one"
    );
    // Each hand's bidding, seat by seat in order, from the record: the seats that bid, each
    // named once per bid, "passed" for each pass.
    for (number, item) in items.iter().enumerate() {
        let bidding = one(item, "[data-testid=log-bidding]")
            .text_content()
            .unwrap();
        let bids: Vec<(Seat, Action)> = game
            .actions()
            .iter()
            .zip(&hands)
            .filter(|((_, a), h)| {
                **h == number as u32
                    && matches!(
                        a,
                        Action::Pass
                            | Action::OrderUp { .. }
                            | Action::Call { .. }
                            | Action::DefendAlone
                    )
            })
            .map(|(&sa, _)| sa)
            .collect();
        assert!(bidding.starts_with("Round 1: "), "hand {number}: {bidding}");
        assert_eq!(
            bidding.matches(" passed").count() + bidding.matches("declined").count(),
            bids.iter().filter(|(_, a)| *a == Action::Pass).count(),
            "hand {number}: {bidding}"
        );
        let mut rest = bidding.as_str();
        for (seat, _) in &bids {
            let name = if *seat == YOU { "you" } else { seat.name() };
            let at = rest
                .find(name)
                .unwrap_or_else(|| panic!("{name} in {bidding}"));
            rest = &rest[at + name.len()..];
        }
    }
    // The hand being played says where it is.
    let now = one(items.last().unwrap(), "[data-testid=log-result]")
        .text_content()
        .unwrap();
    assert!(now.starts_with("Now: "), "{now}");
    for (item, record) in items.iter().zip(game.history()) {
        let score = one(item, "[data-testid=log-score]").text_content().unwrap();
        assert_eq!(
            score,
            format!(
                "Us {} · Them {}",
                record.scores_after[euchre::Team::NorthSouth],
                record.scores_after[euchre::Team::EastWest]
            )
        );
    }
    for number in 0..=game.history().len() as u32 {
        click(&one(
            &root,
            &format!("[data-testid=log-hand][data-hand='{number}']"),
        ));
        leptos::task::tick().await;
        let want: Vec<(String, String)> = game
            .actions()
            .iter()
            .zip(&hands)
            .filter(|(_, h)| **h == number)
            .map(|((s, a), _)| (s.name().to_string(), a.to_string()))
            .collect();
        assert_eq!(rows(&root), want, "hand {number}");
        // Replay from here on the person's own decisions only.
        let replays = all(&root, "[data-testid=timeline] [data-testid=replay-from]").len();
        assert_eq!(replays, want.iter().filter(|(s, _)| s == "South").count());
        click(&one(&root, "[data-testid=log-back]"));
        leptos::task::tick().await;
    }

    click(&one(&root, "[data-testid=log-close]"));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=game-log]").is_empty());
}

#[wasm_bindgen_test]
async fn review_this_hand_opens_its_timeline_from_the_summary() {
    let game = find(|g| !g.history().is_empty());
    let last = game.history().len() - 1;
    let root = container();
    let (_mounted, _store) = mount_store(&root, game.clone());
    // Every summary but the last.
    for _ in 0..last {
        click(&one(&root, "[data-testid=continue]"));
        leptos::task::tick().await;
    }
    click(&one(&root, "[data-testid=review-hand]"));
    leptos::task::tick().await;
    assert_eq!(
        text(&root, "[data-testid=game-log] h2"),
        format!("Hand {}", last + 1)
    );
    let n = hands_of(&game)
        .iter()
        .filter(|&&h| h == last as u32)
        .count();
    assert_eq!(rows(&root).len(), n);
    click(&one(&root, "[data-testid=log-close]"));
    leptos::task::tick().await;
    one(&root, "[data-testid=hand-summary]");
}

#[wasm_bindgen_test]
async fn learning_mode_shows_the_hint_by_itself() {
    let game = (0..)
        .map(|seed| Game::new(euchre::Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::South))
        .unwrap();
    // Off (the default): no hint unless asked.
    let root = container();
    let (mounted, store) = mount_store(&root, game.clone());
    sleep(300).await;
    assert_eq!(store.hint().get_untracked(), None);
    drop(mounted);

    let root = container();
    save_settings(&Settings {
        learning: true,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game);
    until("the hint by itself", 60, || {
        matches!(store.hint().get_untracked(), Some(HintState::Ready(_)))
    })
    .await;
    leptos::task::tick().await;
    let hint = text(&root, "[data-testid=hint-text]");
    assert!(hint.starts_with("Suggestion: "), "{hint}");
}

#[wasm_bindgen_test]
async fn a_practice_game_over_says_so_counts_nothing_and_leads_back() {
    // A finished game, and South's last decision in it.
    let game = finished_game(|g| g.hand().history().iter().any(|&(s, _)| s == YOU));
    let index = game.actions().iter().rposition(|&(s, _)| s == YOU).unwrap();
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    one(&root, "[data-testid=game-over]");
    click(&one(&root, "[data-testid=over-log]"));
    leptos::task::tick().await;
    one(&root, "[data-testid=log-hands]");
    store.dispatch(Msg::ReplayFrom { index });
    click(&one(&root, "[data-testid=log-close]"));
    leptos::task::tick().await;
    assert!(
        all(&root, "[data-testid=game-over]").is_empty(),
        "back in play"
    );

    // Played on (summaries closed) to the practice's own end.
    until("the practice game ends", 60, || {
        if store.game().with_untracked(Game::is_over)
            && all(&root, "[data-testid=continue]").is_empty()
        {
            return true;
        }
        let next = "[data-testid=continue], [data-testid=bid-panel] button, \
                    [data-testid=hand-south] button:not([disabled])";
        if let Some(b) = all(&root, next).into_iter().next() {
            click(&b);
        }
        false
    })
    .await;
    leptos::task::tick().await;
    let title = text(&root, "[data-testid=game-over] h2");
    assert!(title.starts_with("Practice: "), "{title}");
    one(&root, "[data-testid=game-over] [data-testid=practice-note]");
    assert_eq!(
        store.stats().get_untracked(),
        Stats::default(),
        "nothing counted"
    );
    click(&one(&root, "[data-testid=over-back]"));
    leptos::task::tick().await;
    assert_eq!(store.game().get_untracked(), game);
    let title = text(&root, "[data-testid=game-over] h2");
    assert!(!title.starts_with("Practice"), "{title}");
    assert!(all(&root, "[data-testid=practice-note]").is_empty());
}
