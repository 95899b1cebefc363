//! The published problems (`positions/literature.txt`) asked of the Expert: for each, the
//! book's answer, the Expert's search (its chance of winning the game for the book's answer
//! and for its own choice, with the review's world counts), and where the two differ the
//! rollout of both (the Expert at every seat, [`euchre_lab::rollout`]) with its verdict.
//!
//! `cargo run --release -p euchre-lab --example literature -- [WORLDS] [SEED] [ID…]`
//! (rollout worlds, 200 by default; seed 1; every problem, or those named). Prints a
//! Markdown table: the verdict is the book's or the search's when the rollout's paired
//! difference is more than two standard errors, else a tie.

use euchre::Action;
use euchre_ai::{Difficulty, Search, SearchConfig, player};
use euchre_lab::literature::problems;
use euchre_lab::rollout::rollout;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let worlds: usize = args.first().map_or(200, |a| a.parse().expect("WORLDS"));
    let seed: u64 = args.get(1).map_or(1, |a| a.parse().expect("SEED"));
    let only: Vec<&String> = args.iter().skip(2).collect();
    let problems = problems().expect("the problems read");
    println!(
        "| problem | book | Expert | search: book / Expert's | rollout: book − Expert's | verdict |"
    );
    println!("|---|---|---|---|---|---|");
    for (i, p) in problems.iter().enumerate() {
        if !only.is_empty() && !only.iter().any(|id| **id == p.id) {
            continue;
        }
        let view = p.view();
        let chosen = player(Difficulty::Expert, i as u64).choose(&view);
        let evaluations = Search::new(SearchConfig::review(), seed).evaluate(&view);
        let chance = |a: Action| {
            evaluations
                .iter()
                .find(|e| e.action == a)
                .map_or(f64::NAN, |e| e.utility)
        };
        let book = p.answers[0];
        let search = format!("{:.3} / {:.3}", chance(book), chance(chosen));
        if p.agrees(chosen) {
            println!("| {} | {book} | {chosen} | {search} | – | agree |", p.id);
            continue;
        }
        let r = rollout(&view, &[chosen, book], worlds, seed);
        let diff = r.options[1].utility - r.options[0].utility;
        let se = r.se[1];
        let verdict = if diff > 2.0 * se {
            "book"
        } else if diff < -2.0 * se {
            "search"
        } else {
            "tie"
        };
        println!(
            "| {} | {book} | {chosen} | {search} | {:+.3} ± {:.3} ({} worlds) | {verdict} |",
            p.id, diff, se, r.worlds
        );
    }
}
