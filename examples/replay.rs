//! Replays a game saved by the site natively and checks that every computer player's action
//! in it is the one the same player makes here: the same job ([`euchre_ai::work::run`], what
//! the site's Web Workers run) from the same view and seed ([`bower::store::turn_seed`]).
//! The end-to-end tests (tests/e2e/workers.test.mjs) compare a game played in the browser.
//!
//! `cargo run --example replay -- SAVE_FILE LEVEL [duplicates]` (the file holds
//! `Game::save`'s JSON, the level is Easy, Normal, Hard or Expert) prints
//! `{"actions":N,"computer":M,"mismatches":[…]}` and exits with 1 on a mismatch. With
//! `duplicates`, also each finished hand's duplicate result, as the page computes it
//! in halves: `"duplicates":[[HAND,YOURS,EXPERT],…]` (`euchre_ai::duplicate::hand_points`
//! and `expert_in_south`).

use bower::store::{YOU, turn_seed};
use euchre::Game;
use euchre_ai::Difficulty;
use euchre_ai::work::{Job, Outcome, run};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(file), Some(level)) = (args.first(), args.get(1)) else {
        eprintln!("usage: replay SAVE_FILE LEVEL");
        std::process::exit(2);
    };
    let Some(difficulty) = Difficulty::ALL.into_iter().find(|d| d.name() == level) else {
        eprintln!("unknown level {level}");
        std::process::exit(2);
    };
    let duplicates = args.get(2).is_some_and(|a| a == "duplicates");
    let text = std::fs::read_to_string(file).expect("the save file can be read");
    let record = Game::load(&text).expect("a save the engine loads").record();
    let mut game = Game::new(record.rules, record.seed);
    let (mut computer, mut mismatches) = (0, Vec::new());
    for (at, &(seat, action)) in record.actions.iter().enumerate() {
        if seat != YOU {
            computer += 1;
            let job = Job::Decide {
                difficulty,
                view: game.view(seat),
                seed: turn_seed(record.seed, at),
            };
            let native = run(&job);
            if native != Outcome::Action(Some(action)) {
                mismatches.push(format!(
                    "\"{at}: {seat} {action} in the browser, {native:?} here\""
                ));
            }
        }
        game.apply(seat, action).expect("the record replays");
    }
    let duplicates = if duplicates {
        let hands: Vec<String> = euchre_ai::duplicate::finished_hands(&record)
            .into_iter()
            .filter_map(|(hand, _)| {
                let yours = euchre_ai::duplicate::hand_points(&record, hand)?;
                let expert = euchre_ai::duplicate::expert_in_south(&record, hand, difficulty)?;
                Some(format!("[{hand},{yours},{expert}]"))
            })
            .collect();
        format!(",\"duplicates\":[{}]", hands.join(","))
    } else {
        String::new()
    };
    println!(
        "{{\"actions\":{},\"computer\":{computer},\"mismatches\":[{}]{duplicates}}}",
        record.actions.len(),
        mismatches.join(",")
    );
    if !mismatches.is_empty() {
        std::process::exit(1);
    }
}
