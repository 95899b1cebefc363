//! The Expert level compiled to wasm32 in headless Chromium: seeded games against the
//! heuristic, decided a slice at a time with [`Decision`] as the app does. Prints the median
//! and p99 milliseconds per decision (and per slice); asserts only behaviour: legal actions,
//! the same actions from the same seeds, games that reach their end.
//!
//! `wasm-pack test --release --headless --chrome crates/euchre-ai -- --test wasm_timing`
#![cfg(target_arch = "wasm32")]

use euchre::{Action, Game, Players, Preset, Rules, Seat, mix64};
use euchre_ai::{Decision, Difficulty};
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// Milliseconds from the page's `performance.now()` (fractions of a millisecond).
fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// One game: Expert North and South against Normal East and West. Every action in order,
/// with the milliseconds of each Expert decision and of each of its slices.
fn play(preset: Preset, seed: u64) -> (Game, Vec<Action>, Vec<f64>, Vec<f64>) {
    play_with(preset.rules(), seed, |seat| seat.index() % 2 == 0)
}

/// One game of `rules`: the seats `expert` names play Expert, the others Normal.
fn play_with(
    rules: Rules,
    seed: u64,
    expert: impl Fn(Seat) -> bool,
) -> (Game, Vec<Action>, Vec<f64>, Vec<f64>) {
    let mut game = Game::new(rules, seed);
    let (mut actions, mut decisions, mut slices) = (Vec::new(), Vec::new(), Vec::new());
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let difficulty = if expert(seat) {
            Difficulty::Expert
        } else {
            Difficulty::Normal
        };
        let start = now();
        let mut decision = Decision::new(difficulty, &view, mix64(seed ^ actions.len() as u64));
        let action = loop {
            let slice = now();
            let done = decision.step();
            slices.push(now() - slice);
            if let Some(action) = done {
                break action;
            }
        };
        if difficulty == Difficulty::Expert {
            decisions.push(now() - start);
        }
        assert!(
            view.legal_actions.contains(&action),
            "{action} is not legal for {seat}"
        );
        game.apply(seat, action).unwrap();
        actions.push(action);
    }
    (game, actions, decisions, slices)
}

fn quantile(values: &mut [f64], q: f64) -> f64 {
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * q).round() as usize]
}

#[wasm_bindgen_test]
fn expert_decides_legally_and_reproducibly_in_the_browser() {
    let (mut decisions, mut slices) = (Vec::new(), Vec::new());
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..2 {
            let seed = 100 * i as u64 + seed;
            let (game, _, d, s) = play(preset, seed);
            assert!(game.winner().is_some(), "the game reaches its end");
            decisions.extend(d);
            slices.extend(s);
        }
    }
    // The same seeds give the same game.
    let (_, first, _, _) = play(Preset::Standard, 7);
    let (_, second, _, _) = play(Preset::Standard, 7);
    assert_eq!(first, second);
    assert!(first.iter().any(|a| matches!(a, Action::Play(_))));

    let n = decisions.len();
    let median = quantile(&mut decisions, 0.5);
    let p99 = quantile(&mut decisions, 0.99);
    let max = quantile(&mut decisions, 1.0);
    let slice_p99 = quantile(&mut slices, 0.99);
    let slice_max = quantile(&mut slices, 1.0);
    console_log!(
        "expert in wasm32: {n} decisions, median {median:.3} ms, p99 {p99:.2} ms, max {max:.2} ms; \
         slices p99 {slice_p99:.3} ms, max {slice_max:.2} ms"
    );
}

/// Three players: Expert South against Normal West and East, every preset, as the table for
/// three plays them. Legal, reproducible, to the end; the times are printed.
#[wasm_bindgen_test]
fn expert_decides_three_player_games_in_the_browser() {
    let three = |preset: Preset| Rules {
        players: Players::Three,
        ..preset.rules()
    };
    let mut decisions = Vec::new();
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let (game, _, d, _) = play_with(three(preset), 300 + i as u64, |seat| seat == Seat::South);
        assert!(game.winner().is_some(), "the game reaches its end");
        decisions.extend(d);
    }
    let (_, first, _, _) = play_with(three(Preset::Standard), 9, |seat| seat == Seat::South);
    let (_, second, _, _) = play_with(three(Preset::Standard), 9, |seat| seat == Seat::South);
    assert_eq!(first, second);
    let n = decisions.len();
    let median = quantile(&mut decisions, 0.5);
    let p99 = quantile(&mut decisions, 0.99);
    let max = quantile(&mut decisions, 1.0);
    console_log!(
        "expert (three players) in wasm32: {n} decisions, median {median:.3} ms, p99 {p99:.2} ms, max {max:.2} ms"
    );
}
