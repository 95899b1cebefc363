//! Measures the coach's review natively: the time per reviewed decision and per whole hand,
//! and the search's noise (an option's value, and its difference to the best option, over
//! different seeds for the same position), from which the verdicts' thresholds are chosen
//! (docs/coach.md).
//!
//! ```sh
//! cargo run --release -p euchre-lab --example review_noise -- [GAMES] [SEEDS] [expert]
//! ```

use std::time::Instant;

use euchre::{Game, GameRecord, Rules, Seat};
use euchre_ai::review::{review_decision, timeline};
use euchre_ai::{Difficulty, SearchConfig, player};

/// Games of the first `hands` hands: South plays Easy (slips included), the others Normal.
fn records(games: u64, hands: u32) -> Vec<GameRecord> {
    (0..games)
        .map(|seed| {
            let mut game = Game::new(Rules::standard(), 9000 + seed);
            let mut players: Vec<_> = (0..4)
                .map(|i| {
                    let level = if i == 0 {
                        Difficulty::Easy
                    } else {
                        Difficulty::Normal
                    };
                    player(level, seed * 4 + i)
                })
                .collect();
            while let Some(seat) = game.to_act() {
                if game.hand_number() >= hands {
                    break;
                }
                let action = players[seat.index()].choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            game.record()
        })
        .collect()
}

fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    values[((values.len() - 1) as f64 * q).round() as usize]
}

fn sd(values: &[f64]) -> f64 {
    let n = values.len() as f64;
    let mean = values.iter().sum::<f64>() / n;
    (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    let seeds: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(6);
    let config = if args.get(3).is_some_and(|a| a == "expert") {
        SearchConfig::expert()
    } else {
        SearchConfig::review()
    };
    let records = records(games, 2);

    // Time: every decision of every hand (all seats, forced ones too).
    let (mut per_decision, mut per_choice, mut per_hand) = (Vec::new(), Vec::new(), Vec::new());
    for record in &records {
        for hand in 0..2 {
            let steps = timeline(record, hand);
            if steps.is_empty() {
                continue;
            }
            let start = Instant::now();
            for step in &steps {
                let one = Instant::now();
                review_decision(record, step.index, step.index as u64, None, &config).unwrap();
                let ms = one.elapsed().as_secs_f64() * 1000.0;
                per_decision.push(ms);
                if step.options > 1 {
                    per_choice.push(ms);
                }
            }
            per_hand.push(start.elapsed().as_secs_f64() * 1000.0);
        }
    }
    let n = per_decision.len();
    let (decisions, choices, hands) = (per_decision.len(), per_choice.len(), per_hand.len());
    println!(
        "time ({config:?}):\n  per decision ({decisions}): median {:.1} ms, p90 {:.1}, max {:.1}\n  \
         per decision with a choice ({choices}): median {:.1} ms, p90 {:.1}, max {:.1}\n  \
         per hand ({hands}, {:.1} decisions each): median {:.0} ms, max {:.0}",
        quantile(&mut per_decision, 0.5),
        quantile(&mut per_decision, 0.9),
        quantile(&mut per_decision, 1.0),
        quantile(&mut per_choice, 0.5),
        quantile(&mut per_choice, 0.9),
        quantile(&mut per_choice, 1.0),
        n as f64 / hands as f64,
        quantile(&mut per_hand, 0.5),
        quantile(&mut per_hand, 1.0),
    );

    // Noise: South's decisions with a choice, each reviewed with `seeds` seeds.
    let (mut value_sd_win, mut value_sd_points) = (Vec::new(), Vec::new());
    let (mut diff_sd_win, mut diff_sd_points) = (Vec::new(), Vec::new());
    // The cost a single seed reports for an option whose mean cost (over the seeds) is
    // small: what noise alone makes of an equal option.
    let mut noise_costs = Vec::new();
    let mut positions = 0;
    for record in &records {
        for hand in 0..2 {
            for step in timeline(record, hand)
                .into_iter()
                .filter(|s| s.seat == Seat::South && s.options > 1)
            {
                positions += 1;
                let reviews: Vec<_> = (0..seeds)
                    .map(|seed| {
                        review_decision(record, step.index, 1000 + seed, None, &config).unwrap()
                    })
                    .collect();
                let actions: Vec<_> = reviews[0].options.iter().map(|o| o.action).collect();
                let value = |r: &euchre_ai::review::DecisionReview, a| {
                    let o = r.options.iter().find(|o| o.action == a).unwrap();
                    (o.win_chance, o.expected_points)
                };
                let mean_win =
                    |a| reviews.iter().map(|r| value(r, a).0).sum::<f64>() / seeds as f64;
                let best = *actions
                    .iter()
                    .max_by(|&&a, &&b| mean_win(a).total_cmp(&mean_win(b)))
                    .unwrap();
                for &a in &actions {
                    let wins: Vec<f64> = reviews.iter().map(|r| value(r, a).0).collect();
                    let points: Vec<f64> = reviews.iter().map(|r| value(r, a).1).collect();
                    value_sd_win.push(sd(&wins));
                    value_sd_points.push(sd(&points));
                    if a == best {
                        continue;
                    }
                    let dw: Vec<f64> = reviews
                        .iter()
                        .map(|r| value(r, best).0 - value(r, a).0)
                        .collect();
                    let dp: Vec<f64> = reviews
                        .iter()
                        .map(|r| value(r, best).1 - value(r, a).1)
                        .collect();
                    diff_sd_win.push(sd(&dw));
                    diff_sd_points.push(sd(&dp));
                    let mean_cost = dw.iter().sum::<f64>() / seeds as f64;
                    if mean_cost < 0.005 {
                        for r in &reviews {
                            let top = r.options[0].win_chance;
                            noise_costs.push(top - value(r, a).0);
                        }
                    }
                }
            }
        }
    }
    let report = |name: &str, v: &mut Vec<f64>, scale: f64, unit: &str| {
        println!(
            "  {name} ({}): median {:.2}{unit}, p90 {:.2}, p95 {:.2}, max {:.2}",
            v.len(),
            scale * quantile(v, 0.5),
            scale * quantile(v, 0.9),
            scale * quantile(v, 0.95),
            scale * quantile(v, 1.0),
        );
    };
    println!("noise over {seeds} seeds, {positions} positions of South:");
    report(
        "sd of an option's win chance",
        &mut value_sd_win,
        100.0,
        " %",
    );
    report("sd of an option's points", &mut value_sd_points, 1.0, "");
    report(
        "sd of (best - option) win chance",
        &mut diff_sd_win,
        100.0,
        " %",
    );
    report("sd of (best - option) points", &mut diff_sd_points, 1.0, "");
    report(
        "one seed's cost of an equal option (mean cost < 0.5 %)",
        &mut noise_costs,
        100.0,
        " %",
    );
    for t in [0.01, 0.015, 0.02, 0.03, 0.05] {
        let over = noise_costs.iter().filter(|&&c| c >= t).count();
        println!(
            "  equal options marked at {:.1} %: {over} of {} ({:.1} %)",
            t * 100.0,
            noise_costs.len(),
            100.0 * over as f64 / noise_costs.len().max(1) as f64
        );
    }
}
