//! Where a player loses points by the coach's measure: plays games with PLAYER at every
//! seat and reviews each of its decisions that had a choice with the coach's search
//! (`SearchConfig::review()`, docs/coach.md), summing the cost of the choices (the best
//! option's expected points less the chosen one's) by kind of decision. The search's noise
//! makes every cost a little positive; compare kinds, not totals.
//!
//! ```sh
//! cargo run --release -p euchre-lab --example normal_costs -- [PLAYER] [GAMES] [SEED]
//! ```
//! PLAYER: heuristic (the default) or heuristic-v1.

use std::collections::BTreeMap;

use euchre::{Action, Game, Phase, Rules, Seat, mix64};
use euchre_ai::review::review_in;
use euchre_ai::{Heuristic, SearchConfig};
use euchre_lab::HeuristicV1;

/// The kind of a decision, for the table.
fn kind(game: &Game, seat: Seat, action: Action) -> String {
    let view = game.view(seat);
    let relation = if seat == view.dealer {
        "dealer"
    } else if seat.partner() == view.dealer {
        "partner deals"
    } else {
        "opponent deals"
    };
    match view.phase {
        Phase::Bidding1 => format!(
            "r1 {relation}: {}",
            if action == Action::Pass {
                "pass"
            } else {
                "order"
            }
        ),
        Phase::Bidding2 => format!(
            "r2 {relation}: {}",
            if action == Action::Pass {
                "pass"
            } else {
                "call"
            }
        ),
        Phase::Discard => "discard".to_string(),
        Phase::DefendAlone => "defend alone".to_string(),
        Phase::Play => {
            let contract = view.contract.expect("a contract in play");
            let side = if contract.maker == seat {
                "maker"
            } else if contract.maker.team() == seat.team() {
                "maker's partner"
            } else {
                "defender"
            };
            let trick = view.current_trick.as_ref();
            let position = trick.map_or(0, |t| t.in_play_order().count()) + 1;
            let when = if view.tricks.len() < 2 {
                "tricks 1-2"
            } else {
                "tricks 3-5"
            };
            let card = ["lead", "2nd", "3rd", "4th"][position.min(4) - 1];
            format!("play {side}, {when}, {card}")
        }
        _ => "other".to_string(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let v1 = args.first().is_some_and(|a| a == "heuristic-v1");
    let games: u64 = args.get(1).map_or(10, |g| g.parse().unwrap());
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().unwrap());
    let config = SearchConfig::review();
    // NORMAL_COSTS_SHOW=KIND prints that kind's decisions that cost more than 0.2 points.
    let show = std::env::var("NORMAL_COSTS_SHOW").ok();
    // kind -> (decisions, sum of cost in points, decisions not the best)
    let mut kinds: BTreeMap<String, (u32, f64, u32)> = BTreeMap::new();
    for g in 0..games {
        let mut game = Game::new(Rules::standard(), mix64(seed * 1000 + g));
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let action = if v1 {
                HeuristicV1::decide(&view)
            } else {
                Heuristic::decide(&view)
            };
            if view.legal_actions.len() > 1 {
                let review = review_in(
                    game.hand(),
                    game.scores(),
                    game.hand_number(),
                    action,
                    mix64(g ^ game.actions().len() as u64),
                    None,
                    &config,
                )
                .expect("a review");
                let name = kind(&game, seat, action);
                if show.as_deref() == Some(name.as_str()) && review.cost_points > 0.2 {
                    let options: Vec<String> = review
                        .options
                        .iter()
                        .map(|o| format!("{} {:+.2}", o.label, o.expected_points))
                        .collect();
                    println!(
                        "{seat} holds {} ({}; trick {:?}; upcard {} dealer {}): chose {action}, cost {:.2}: {}",
                        view.hand,
                        view.contract.map_or("bidding".to_string(), |c| format!(
                            "{} by {}",
                            c.trump, c.maker
                        )),
                        view.current_trick.map(|t| t
                            .in_play_order()
                            .map(|(s, c)| format!("{s} {c}"))
                            .collect::<Vec<_>>()),
                        view.upcard,
                        view.dealer,
                        review.cost_points,
                        options.join(", ")
                    );
                }
                let entry = kinds.entry(name).or_default();
                entry.0 += 1;
                entry.1 += review.cost_points;
                entry.2 += u32::from(review.best != action);
            }
            game.apply(seat, action).unwrap();
        }
    }
    let total: f64 = kinds.values().map(|k| k.1).sum();
    println!("{games} games, seed {seed}: cost {total:.1} points in all");
    let mut rows: Vec<_> = kinds.into_iter().collect();
    rows.sort_by(|a, b| b.1.1.total_cmp(&a.1.1));
    println!("  kind                                   n   cost  cost/n  not best");
    for (name, (n, cost, off)) in rows.iter().take(40) {
        println!(
            "  {name:<36} {n:>5} {cost:>6.1} {:>7.3}  {:>5.1} %",
            cost / f64::from(*n),
            100.0 * f64::from(*off) / f64::from(*n)
        );
    }
}
