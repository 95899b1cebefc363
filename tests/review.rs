//! Browser tests of the coach's reviews in the app: a timeline row gets the engine's review
//! (`euchre_ai::review::review_decision` for the same record, decision and seed), a stale
//! review is never applied (undo, a new game), the reviews are saved with the game, the game
//! report adds up (`GameReport::new`), and learning mode gives a computer's bid its reason.
//! Run with `wasm-pack test --headless --chrome . -p bower --features page-ai`.
#![cfg(target_arch = "wasm32")]

use bower::store::{Review, YOU, decisions, review_config, review_seed};
use bower::{Msg, Settings, Speed};
use euchre::{Action, Game, Phase};
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

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
        &review_config(),
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
    open_timeline(&root, hand).await;
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
                {
                    let t = (o.win_chance * 1000.0).round() as i64;
                    format!("{}.{}", t / 10, t % 10)
                },
                tenths(o.double_dummy_points)
            );
            assert_eq!(values, expected);
            assert!(li.text_content().unwrap().starts_with(&o.label));
            assert_eq!(li.class_list().contains("chosen"), o.action == want.chosen);
            assert_eq!(li.class_list().contains("best"), o.action == want.best);
        }
        // A cost only for an inaccuracy or a mistake: never "cost 0.0" for a choice that cost
        // nothing measurable.
        assert_eq!(
            all(&row, "[data-testid=review-cost]").len(),
            usize::from(want.verdict.costs())
        );
        if want.verdict.costs() {
            assert_eq!(
                text(&row, "[data-testid=review-cost]"),
                format!(
                    "cost {} % of a game",
                    (want.cost_win * 100.0).round() as i64
                )
            );
        }
        assert_eq!(text(&row, "[data-testid=why-reason]"), want.reason);
        let judged = text(&row, "[data-testid=why-best]");
        assert_eq!(judged, want.judged, "the review's own words");
        let (best, toss_up) = (
            judged.starts_with("The best choice"),
            judged.starts_with("A toss-up: "),
        );
        assert_eq!(
            (best, toss_up),
            (
                want.verdict == euchre_ai::review::Verdict::Best,
                want.verdict == euchre_ai::review::Verdict::TossUp
            ),
            "{judged}"
        );
        assert!(
            text(&row, "[data-testid=best-means]")
                .starts_with("Recommended: the option with the highest chance of winning the game")
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
    open_timeline(&root, hand).await;
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

    let (root, _mounted, store) = mount_saved();
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
        march: 0.0,
        euchre: 0.0,
        tied: false,
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
        judged: String::new(),
    }
}

#[wasm_bindgen_test]
async fn the_game_report_adds_up_and_leads_to_the_biggest_mistake() {
    let game = finished_game(|g| g.history().len() <= 6);
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
    // The game's review is asked in a task of its own, once the game's end is drawn.
    until("the game's review asked", 60, || {
        !all(&root, "[data-testid=report-progress]").is_empty()
    })
    .await;
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

/// The indices of the computers' bids with a choice in hand `hand` of `game`.
fn computer_bids(game: &Game, hand: u32) -> Vec<usize> {
    decisions(game)
        .iter()
        .filter(|d| d.hand == hand && d.seat != YOU && d.options > 1)
        .filter(|d| !matches!(d.action, Action::Play(_) | Action::Discard(_)))
        .map(|d| d.index)
        .collect()
}

#[wasm_bindgen_test]
async fn learning_mode_never_tells_a_computers_cards_during_the_hand() {
    // Round 1 with the three computers' passes said, South to act.
    let game = find(|g| g.phase() == Phase::Bidding1 && g.hand().history().len() == 3);
    let root = container();
    save_settings(&Settings {
        learning: true,
        speed: Speed::Instant,
        ..Settings::default()
    });
    let (_mounted, store) = mount_store(&root, game.clone());
    close_summaries(&root).await;
    // Learning mode's hint for South comes by itself; the computers' bids are not even
    // asked for their reasons while the hand is played.
    until("the learning hint", 240, || {
        !all(&root, "[data-testid=hint-text][data-state=ready]").is_empty()
    })
    .await;
    let bids = computer_bids(&game, game.hand_number());
    assert_eq!(bids.len(), 3);
    for i in bids {
        assert!(
            !store.reviewing(i) && store.review(i).is_none(),
            "bid {i} reviewed"
        );
    }
    let said: Vec<String> = all(&root, ".bubble")
        .iter()
        .map(|b| b.text_content().unwrap_or_default())
        .collect();
    assert_eq!(said, ["Pass", "Pass", "Pass"], "only the bids");
}

#[wasm_bindgen_test]
async fn learning_mode_gives_the_computers_reasons_in_the_summary() {
    let game = find(|g| !g.history().is_empty());
    let bids = computer_bids(&game, 0);
    assert!(!bids.is_empty());
    let want: Vec<String> = bids
        .iter()
        .map(|&i| engine_review(&game, i).speech.expect("a bid has words"))
        .collect();
    assert!(want.iter().all(|w| w.contains(": ")), "{want:?}");
    let root = container();
    save_settings(&Settings {
        learning: true,
        speed: Speed::Instant,
        ..Settings::default()
    });
    let (_mounted, _store) = mount_store(&root, game);
    one(&root, "[data-testid=hand-summary]");
    until("the reasons", 240, || {
        all(&root, "[data-testid=bid-reasons] li").len() == want.len()
    })
    .await;
    let shown: Vec<String> = all(&root, "[data-testid=bid-reasons] li")
        .iter()
        .map(|li| li.text_content().unwrap_or_default())
        .collect();
    assert_eq!(shown, want);
}

#[wasm_bindgen_test]
async fn without_learning_mode_the_summary_gives_no_reasons() {
    let game = find(|g| !g.history().is_empty());
    let first = decisions(&game)
        .iter()
        .filter(|d| d.hand == 0 && d.options > 1)
        .map(|d| d.index)
        .collect::<Vec<_>>();
    let root = container();
    instant();
    let (_mounted, store) = mount_store(&root, game);
    one(&root, "[data-testid=hand-summary]");
    until("the first hand reviewed", 240, || {
        first.iter().all(|&i| store.review(i).is_some())
    })
    .await;
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=bid-reasons]").is_empty());
}
