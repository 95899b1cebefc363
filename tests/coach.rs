//! Browser tests of the coach: replay from a decision as practice and back to the game, the
//! game log and a hand's timeline against the game's record, the coach's reviews in it
//! (the engine's values, never a stale one, kept over a reload), the game report, and
//! learning mode's hint and bid reasons by themselves. Run with `wasm-pack test --headless --chrome . -p bower
//! --features page-ai` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::store::{Review, YOU, decisions, review_seed};
use bower::{GameScreen, HintState, Msg, Settings, Speed, Stats, provide_game};
use euchre::{Action, Game, HandOutcome, Phase, Seat};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn instant() {
    save_settings(&Settings {
        speed: Speed::Instant,
        ..Settings::default()
    });
}

/// Closes every summary the page opens for the hands the given game already had.
async fn close_summaries(root: &Element) {
    while let Some(button) = all(root, "[data-testid=continue]").into_iter().next() {
        click(&button);
        leptos::task::tick().await;
    }
}

/// Each action's hand number, from a replay of the record (independent of the app's own).
fn hands_of(game: &Game) -> Vec<u32> {
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

/// A game with a finished, played hand in which South chose a card among several, South
/// to act now; and that decision's place in the actions.
fn game_with_a_choice_behind() -> (Game, usize) {
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
    click(&one(&root, "[data-testid=open-log]"));
    leptos::task::tick().await;
    click(&one(
        &root,
        &format!("[data-testid=log-hand][data-hand='{hand}']"),
    ));
    leptos::task::tick().await;
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
    let root = container_keeping_storage();
    let reloaded = std::rc::Rc::new(std::cell::Cell::new(None));
    let out = reloaded.clone();
    let _mounted = mount_to(root.clone(), move || {
        out.set(Some(provide_game(None)));
        view! { <GameScreen/> }
    });
    let store = reloaded.get().unwrap();
    assert_eq!(store.game().get_untracked(), practice);
    assert!(store.practising().get_untracked());
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

    // A new game ends the practice.
    store.dispatch(Msg::ReplayFrom { index });
    store.dispatch(Msg::NewGame(Some(5)));
    leptos::task::tick().await;
    assert!(!store.practising().get_untracked());
    assert!(all(&root, "[data-testid=practice-banner]").is_empty());
}

/// A fresh element on the page to mount into, keeping what was saved (a reload).
fn container_keeping_storage() -> web_sys::HtmlElement {
    use wasm_bindgen::JsCast;
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
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
    let game = (0..)
        .map(|seed| {
            let mut game = Game::new(euchre::Rules::standard(), seed);
            let mut player = euchre_ai::player(euchre_ai::Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            game
        })
        .find(|g| g.hand().history().iter().any(|&(s, _)| s == YOU))
        .unwrap();
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

/// The review `euchre_ai` gives decision `index` of `game`, as the store asks it.
fn engine_review(game: &Game, index: usize) -> euchre_ai::review::DecisionReview {
    let record = game.record();
    let seat = record.actions[index].0;
    let level = (seat != YOU).then(|| Settings::default().difficulty());
    euchre_ai::review::review_decision(
        &record,
        index,
        review_seed(record.seed, index),
        level,
        &euchre_ai::SearchConfig::review(),
    )
    .unwrap()
}

/// "+1.8", "−0.4" (as the page writes a value).
fn tenths(x: f64) -> String {
    let t = (x * 10.0).round() as i64;
    format!(
        "{}{}.{}",
        if t < 0 { '−' } else { '+' },
        t.unsigned_abs() / 10,
        t.unsigned_abs() % 10
    )
}

/// The decision rows of the open timeline still waiting for their review.
fn pending(root: &Element) -> usize {
    all(root, "[data-testid=timeline] [data-testid=reviewing]").len()
}

#[wasm_bindgen_test]
async fn a_timeline_row_gets_the_engines_review() {
    let (game, south) = game_with_a_choice_behind();
    let hand = hands_of(&game)[south];
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    click(&one(&root, "[data-testid=open-log]"));
    leptos::task::tick().await;
    click(&one(
        &root,
        &format!("[data-testid=log-hand][data-hand='{hand}']"),
    ));
    leptos::task::tick().await;
    let row = |i: usize| one(&root, &format!("[data-testid=decision][data-index='{i}']"));
    // While it comes: "Reviewing…", busy.
    let busy = one(&row(south), "[data-testid=reviewing]");
    assert_eq!(busy.get_attribute("aria-busy").as_deref(), Some("true"));
    until("the hand reviewed", 240, || pending(&root) == 0).await;
    leptos::task::tick().await;

    let all_decisions = decisions(&game);
    let computer = all_decisions
        .iter()
        .find(|d| d.hand == hand && d.seat != YOU && d.options > 1)
        .expect("a computer chose in that hand")
        .index;
    for index in [south, computer] {
        let want = engine_review(&game, index);
        assert_eq!(
            store.review(index).as_ref(),
            Some(&want),
            "the store keeps it"
        );
        let row = row(index);
        assert_eq!(
            text(&row, "[data-testid=verdict]").trim_start_matches("✗ "),
            want.verdict.name()
        );
        let options = all(&row, "[data-testid=option]");
        assert_eq!(options.len(), want.options.len());
        for (li, o) in options.iter().zip(&want.options) {
            assert_eq!(li.get_attribute("data-action"), Some(o.action.to_string()));
            let values = text(li, "[data-testid=option-values]");
            let expected = format!(
                ": {} points, {} % to win; every card known: {}",
                tenths(o.expected_points),
                (o.win_chance * 100.0).round() as i64,
                tenths(o.double_dummy_points)
            );
            assert_eq!(values, expected);
            assert!(li.text_content().unwrap().starts_with(&o.label));
            assert_eq!(li.class_list().contains("chosen"), o.action == want.chosen);
            assert_eq!(li.class_list().contains("best"), o.action == want.best);
        }
        assert_eq!(
            all(&row, "[data-testid=review-cost]").len(),
            usize::from(want.verdict != euchre_ai::review::Verdict::Best)
        );
        assert_eq!(text(&row, "[data-testid=why-reason]"), want.reason);
        let judged = text(&row, "[data-testid=why-best]");
        assert_eq!(
            judged.starts_with("The best choice"),
            want.matched(),
            "{judged}"
        );
    }
    // A forced decision is not reviewed; every other row of the hand is.
    for d in all_decisions.iter().filter(|d| d.hand == hand) {
        let reviewed = all(&row(d.index), "[data-testid=review]").len();
        assert_eq!(reviewed, usize::from(d.options > 1), "{d:?}");
    }
}

#[wasm_bindgen_test]
async fn a_stale_review_is_never_applied() {
    // A hand being played, South having chosen in it (so undo takes it back).
    let game = find(|g| {
        g.phase() == Phase::Play
            && g.hand()
                .history()
                .iter()
                .filter(|&&(s, _)| s == YOU)
                .count()
                >= 2
    });
    let at = game.actions().iter().rposition(|&(s, _)| s == YOU).unwrap();
    let hand = game.hand_number();
    let root = container();
    save_settings(&Settings {
        speed: Speed::Instant,
        undo: true,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    click(&one(&root, "[data-testid=open-log]"));
    leptos::task::tick().await;
    click(&one(
        &root,
        &format!("[data-testid=log-hand][data-hand='{hand}']"),
    ));
    leptos::task::tick().await;
    // Undo before this hand's answers: its requests are dropped, their answers never kept
    // (the reviews of the hands before, asked as their summaries opened, stay valid).
    assert!((0..game.actions().len()).any(|i| store.reviewing(i)));
    let before: Vec<_> = store
        .all_reviews()
        .into_iter()
        .filter(|r| r.index < at)
        .collect();
    store.dispatch(Msg::Undo);
    sleep(3000).await;
    assert_eq!(store.game().get_untracked().actions().len(), at);
    assert_eq!(store.all_reviews(), before, "nothing came after the undo");
    assert!((0..game.actions().len()).all(|i| !store.reviewing(i)));

    // A new game: the same.
    store.dispatch(Msg::Review(Review::Hand(hand)));
    store.dispatch(Msg::NewGame(Some(3)));
    sleep(3000).await;
    assert!(store.all_reviews().is_empty());
    // Nor is a review of another game's decision kept.
    store.dispatch(Msg::Review(Review::Came(Box::new(engine_review(
        &game, at,
    )))));
    assert!(store.all_reviews().is_empty());
}

#[wasm_bindgen_test]
async fn the_reviews_are_saved_and_a_reload_recomputes_none() {
    let game = find(|g| !g.history().is_empty());
    let root = container();
    instant();
    let (mounted, store) = mount_store(&root, game.clone());
    // The first summary opens: its hand is reviewed by itself.
    one(&root, "[data-testid=hand-summary]");
    let first = decisions(&game)
        .iter()
        .filter(|d| d.hand == 0 && d.options > 1)
        .map(|d| d.index)
        .collect::<Vec<_>>();
    until("the first hand reviewed", 240, || {
        first.iter().all(|&i| store.review(i).is_some())
    })
    .await;
    let before = store.all_reviews();
    sleep(100).await;
    drop(mounted);
    leptos::task::tick().await;

    let root = container_keeping_storage();
    let reloaded = std::rc::Rc::new(std::cell::Cell::new(None));
    let out = reloaded.clone();
    let _mounted = mount_to(root.clone(), move || {
        out.set(Some(provide_game(None)));
        view! { <GameScreen/> }
    });
    let store = reloaded.get().unwrap();
    assert_eq!(store.game().get_untracked(), game);
    let after = store.all_reviews();
    assert_eq!(after.len(), before.len(), "saved with the game");
    for (a, b) in after.iter().zip(&before) {
        // The same review (its numbers through JSON, to the last digit or so).
        assert_eq!(
            (a.index, a.seat, a.chosen, a.best, a.verdict, &a.reason),
            (b.index, b.seat, b.chosen, b.best, b.verdict, &b.reason)
        );
        for (x, y) in a.options.iter().zip(&b.options) {
            assert_eq!((x.action, &x.label), (y.action, &y.label));
            assert!((x.expected_points - y.expected_points).abs() < 1e-9);
            assert!((x.win_chance - y.win_chance).abs() < 1e-9);
        }
    }
    leptos::task::tick().await;
    click(&one(&root, "[data-testid=review-hand]"));
    leptos::task::tick().await;
    assert_eq!(pending(&root), 0, "nothing asked again");
    assert_eq!(
        all(&root, "[data-testid=timeline] [data-testid=review]").len(),
        first.len()
    );
}

/// A review of decision `index` of `game` made up for the report: every other decision the
/// best, every fifth an inaccuracy, every seventh a mistake of a cost that grows with it.
fn made_up(game: &Game, index: usize) -> euchre_ai::review::DecisionReview {
    use euchre_ai::review::{DecisionReview, OptionReview, Verdict};
    let (seat, chosen) = game.actions()[index];
    let verdict = if index.is_multiple_of(7) {
        Verdict::Mistake
    } else if index.is_multiple_of(5) {
        Verdict::Inaccuracy
    } else {
        Verdict::Best
    };
    let cost_win = match verdict {
        Verdict::Mistake => 0.05 + index as f64 / 1000.0,
        Verdict::Inaccuracy => 0.02,
        _ => 0.0,
    };
    let option = |action, win: f64| OptionReview {
        action,
        label: format!("Option {action}"),
        expected_points: win * 4.0,
        win_chance: win,
        double_dummy_points: 1.0,
        reason: String::new(),
    };
    let best = if verdict == Verdict::Best {
        chosen
    } else {
        Action::Pass
    };
    let mut options = vec![option(best, 0.6)];
    if best != chosen {
        options.push(option(chosen, 0.6 - cost_win));
    } else {
        options.push(option(Action::DefendAlone, 0.5));
    }
    DecisionReview {
        index,
        hand: hands_of(game)[index],
        seat,
        phase: Phase::Play,
        level: None,
        chosen,
        best,
        options,
        cost_points: cost_win * 4.0,
        cost_win,
        verdict,
        reason: "Made up.".into(),
        speech: None,
    }
}

#[wasm_bindgen_test]
async fn the_game_report_adds_up_and_leads_to_the_biggest_mistake() {
    let game = (0..)
        .map(|seed| {
            let mut game = Game::new(euchre::Rules::standard(), seed);
            let mut player = euchre_ai::player(euchre_ai::Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            game
        })
        .find(|g| g.history().len() <= 6)
        .unwrap();
    let wanted: Vec<usize> = decisions(&game)
        .iter()
        .filter(|d| d.options > 1)
        .map(|d| d.index)
        .collect();
    // All reviewed but the last three, which the game's end asks for.
    let (given, left) = wanted.split_at(wanted.len() - 3);
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game.clone());
    for &i in given {
        store.dispatch(Msg::Review(Review::Came(Box::new(made_up(&game, i)))));
    }
    close_summaries(&root).await;
    one(&root, "[data-testid=game-report]");
    let progress = text(&root, "[data-testid=report-progress]");
    assert!(
        progress.starts_with("Reviewing the game… ")
            && progress.ends_with(&format!(" of {}", wanted.len())),
        "{progress}"
    );
    until("the game reviewed", 240, || {
        left.iter().all(|&i| store.review(i).is_some())
    })
    .await;
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=report-progress]").is_empty());

    let report = euchre_ai::review::GameReport::new(&store.all_reviews());
    assert_eq!(store.all_reviews().len(), wanted.len());
    for (seat, r) in [("South", &report.south), ("North", &report.north)] {
        let cell = |id: &str| text(&root, &format!("[data-testid={id}][data-seat={seat}]"));
        assert_eq!(cell("report-reviewed"), r.reviewed.to_string());
        assert_eq!(
            cell("report-best"),
            format!("{} %", (r.matched_share * 100.0).round() as i64)
        );
        assert_eq!(cell("report-inaccuracies"), r.inaccuracies.to_string());
        assert_eq!(cell("report-mistakes"), r.mistakes.to_string());
        assert_eq!(
            cell("report-lost"),
            tenths(r.points_lost).trim_start_matches('+')
        );
    }
    let south = report
        .south
        .biggest_mistake
        .clone()
        .expect("South made a mistake");
    let line = one(&root, "[data-testid=report-mistake][data-seat=South]");
    assert_eq!(
        line.get_attribute("data-index"),
        Some(south.index.to_string())
    );
    click(&one(&line, "[data-testid=show-mistake]"));
    sleep(50).await;
    assert_eq!(
        text(&root, "[data-testid=game-log] h2"),
        format!("Hand {}", south.hand + 1)
    );
    let focused = document().active_element().unwrap();
    assert_eq!(
        focused.get_attribute("data-index"),
        Some(south.index.to_string())
    );
    assert_eq!(text(&focused, "[data-testid=verdict]"), "✗ Mistake");
}

#[wasm_bindgen_test]
async fn learning_mode_gives_a_computer_bid_its_reason() {
    // A deal where a computer bids before South.
    let game = (0..)
        .map(|seed| Game::new(euchre::Rules::standard(), seed))
        .find(|g| g.to_act() == Some(Seat::West))
        .unwrap();
    let root = container();
    save_settings(&Settings {
        learning: true,
        speed: Speed::Instant,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game);
    until("West's bid", 60, || {
        store.game().with_untracked(|g| !g.actions().is_empty())
    })
    .await;
    let played = store.game().get_untracked();
    assert_eq!(played.actions()[0].0, Seat::West);
    let want = engine_review(&played, 0).speech.expect("a bid has words");
    until("West's reason", 240, || {
        all(&root, "[data-testid=bubble-west].reason").len() == 1
    })
    .await;
    assert_eq!(text(&root, "[data-testid=bubble-west]"), want);
    assert!(want.starts_with("West "), "{want}");
}
