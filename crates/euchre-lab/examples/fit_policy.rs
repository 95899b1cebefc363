//! Fits the card policy of `euchre_ai::policy` to a search level's own card play: plays
//! duplicate games of the level (A) against the heuristic (each deal set twice, seats
//! swapped), records every card A chose among two or more with the features of each legal
//! card, and fits one softmax per situation by maximum likelihood (Newton's method, a small
//! L2 penalty). The first half of the games fits; the second half measures, against the
//! heuristic alone (the model the search's inference used before), how often the model's
//! likeliest card is the one played and the mean log-likelihood of the card played.
//!
//! ```sh
//! cargo run --release -p euchre-lab --example fit_policy -- [LEVEL] [GAMES] [SEED]
//! ```
//! LEVEL: hard or expert (the default). Prints the weights (log-odds) and, as odds, the Rust constant that
//! `policy::EXPERT` holds.

use euchre::{Action, Game, Seat, Team};
use euchre_ai::{Heuristic, Player, Search, SearchConfig};
use euchre_lab::arena::{game_seed, seat_seed};
use euchre_lab::policy::{
    CONTEXT_NAMES, CONTEXTS, CardChoice, CardPolicy, FEATURE_NAMES, FEATURES,
};

/// A recorded decision: the choice and the index of the card played.
type Sample = (CardChoice, usize);

/// The recorded card decisions of A's side in `games` games from `seed`.
fn record(config: SearchConfig, games: u64, seed: u64) -> Vec<Sample> {
    let rules = euchre::Rules::default();
    let mut samples = Vec::new();
    for k in 0..games.div_ceil(2) {
        let game_seed = game_seed(seed, k as usize);
        for a_team in [Team::NorthSouth, Team::EastWest] {
            let mut searches: Vec<Search> = Seat::ALL
                .iter()
                .map(|&s| Search::new(config, seat_seed(game_seed, s)))
                .collect();
            let mut game = Game::new(rules, game_seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let action = if seat.team() == a_team {
                    searches[seat.index()].choose(&view)
                } else {
                    Heuristic::decide(&view)
                };
                if let (true, Some(choice), Action::Play(card)) =
                    (seat.team() == a_team, CardChoice::of(&view), action)
                {
                    let index = choice.cards.iter().position(|(c, _)| *c == card);
                    samples.push((choice, index.expect("the card played is legal")));
                }
                game.apply(seat, action).expect("a legal action");
            }
        }
    }
    samples
}

/// Solves `a x = b` for a small symmetric positive definite `a` (Gaussian elimination).
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for i in 0..FEATURES {
        let pivot = (i..FEATURES)
            .max_by(|&x, &y| a[x][i].abs().total_cmp(&a[y][i].abs()))
            .expect("a row");
        a.swap(i, pivot);
        b.swap(i, pivot);
        for r in i + 1..FEATURES {
            let f = a[r][i] / a[i][i];
            let pivot_row = a[i];
            for (x, p) in a[r].iter_mut().zip(pivot_row).skip(i) {
                *x -= f * p;
            }
            b[r] -= f * b[i];
        }
    }
    let mut x = [0.0; FEATURES];
    for i in (0..FEATURES).rev() {
        let s: f64 = (i + 1..FEATURES).map(|c| a[i][c] * x[c]).sum();
        x[i] = (b[i] - s) / a[i][i];
    }
    x
}

/// Fits one situation's weights to `samples` (all of that situation) by Newton's method on
/// the penalised log-likelihood; `mask` says which features may have a weight.
fn fit(samples: &[&Sample], mask: [bool; FEATURES]) -> [f64; FEATURES] {
    const PENALTY: f64 = 1.0;
    let mut w = [0.0; FEATURES];
    for _ in 0..30 {
        let mut gradient = [0.0; FEATURES];
        let mut hessian = [[0.0; FEATURES]; FEATURES];
        for (i, row) in hessian.iter_mut().enumerate() {
            gradient[i] = -PENALTY * w[i];
            row[i] = PENALTY;
            if !mask[i] {
                row[i] = 1.0;
                gradient[i] = -w[i];
            }
        }
        let mut policy = CardPolicy([[1.0; FEATURES]; CONTEXTS]);
        for (choice, played) in samples {
            policy.0[choice.context] = w.map(f64::exp);
            let p = choice.chances(&policy);
            let x = |card: usize, k: usize| f64::from(u8::from(choice.cards[card].1[k]));
            let mean: [f64; FEATURES] =
                std::array::from_fn(|k| p.iter().enumerate().map(|(c, p)| p * x(c, k)).sum());
            for k in (0..FEATURES).filter(|&k| mask[k]) {
                gradient[k] += x(*played, k) - mean[k];
                for l in (0..FEATURES).filter(|&l| mask[l]) {
                    let e: f64 = p
                        .iter()
                        .enumerate()
                        .map(|(c, p)| p * x(c, k) * x(c, l))
                        .sum();
                    hessian[k][l] += e - mean[k] * mean[l];
                }
            }
        }
        let step = solve(hessian, gradient);
        for k in 0..FEATURES {
            w[k] += step[k];
        }
        if step.iter().map(|s| s.abs()).fold(0.0, f64::max) < 1e-6 {
            break;
        }
    }
    w
}

/// The mean log-likelihood of the cards played and the share where the likeliest was played.
fn measure(samples: &[Sample], policy: &CardPolicy) -> (f64, f64) {
    let (mut ll, mut hits) = (0.0, 0usize);
    for (choice, played) in samples {
        let p = choice.chances(policy);
        ll += p[*played].max(1e-12).ln();
        let best = (0..p.len())
            .max_by(|&a, &b| p[a].total_cmp(&p[b]))
            .expect("cards");
        hits += usize::from(best == *played);
    }
    let n = samples.len().max(1) as f64;
    (ll / n, hits as f64 / n)
}

/// The policy fitted to `samples`, a situation at a time, as odds.
fn fit_all(samples: &[Sample], mask: [bool; FEATURES]) -> CardPolicy {
    CardPolicy(std::array::from_fn(|context| {
        let of: Vec<&Sample> = samples
            .iter()
            .filter(|(c, _)| c.context == context)
            .collect();
        fit(&of, mask).map(f64::exp)
    }))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match args.first().map_or("expert", String::as_str) {
        "hard" => SearchConfig::hard(),
        _ => SearchConfig::expert(),
    };
    let games: u64 = args
        .get(1)
        .map_or(400, |g| g.parse().expect("GAMES is a number"));
    let seed: u64 = args
        .get(2)
        .map_or(11, |s| s.parse().expect("SEED is a number"));
    let samples = record(config, games, seed);
    let half = samples.len() / 2;
    let (train, test) = samples.split_at(half);
    let only_heuristic = fit_all(train, std::array::from_fn(|k| k == 0));
    let policy = fit_all(train, [true; FEATURES]);
    let (ll_h, hit_h) = measure(test, &only_heuristic);
    let (ll, hit) = measure(test, &policy);
    println!(
        "{} card decisions with a choice; fitted on {half}, measured on {}",
        samples.len(),
        test.len()
    );
    println!(
        "the heuristic's card alone: log-likelihood {ll_h:.4}, likeliest played {:.1} %",
        100.0 * hit_h
    );
    println!(
        "every feature:              log-likelihood {ll:.4}, likeliest played {:.1} %",
        100.0 * hit
    );
    for (context, name) in CONTEXT_NAMES.iter().enumerate() {
        let n = samples.iter().filter(|(c, _)| c.context == context).count();
        // The heuristic's card alone: its odds against any other card are the inverse of
        // the misfit factor the inference weighs a world by (SearchConfig::play_misfit_pct).
        let odds = only_heuristic.0[context][0];
        println!(
            "{name} ({n}): the heuristic's card alone at odds {odds:.2} (a misfit weighs {:.0} %)",
            100.0 / odds
        );
        for (k, feature) in FEATURE_NAMES.iter().enumerate() {
            println!("  {feature:<24} {:+.3}", policy.0[context][k].ln());
        }
    }
    let all = fit_all(&samples, [true; FEATURES]);
    println!("pub const EXPERT: CardPolicy = CardPolicy([");
    for row in all.0 {
        let row: Vec<String> = row.iter().map(|w| format!("{w:.4}")).collect();
        println!("    [{}],", row.join(", "));
    }
    println!("]);");
}
