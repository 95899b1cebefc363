//! The arena: `cargo run --release -p euchre-ai --bin arena -- --ns expert --ew heuristic
//! --games 2000 --rules standard --seed 1 [--players 3] [--json] [--quiet]`.
//!
//! Plays duplicate games (each seed twice, partnerships swapped; with `--players 3`, each
//! seed three times, `--ns` against two `--ew` and in each seat in turn) and prints games
//! won with a 95 % confidence interval, points per hand and the time per decision of each
//! side.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use euchre_ai::arena::{ArenaConfig, Contestant, parse_rules, run};

const USAGE: &str = "usage: arena --ns PLAYER --ew PLAYER [--games N] [--rules standard|stick-the-dealer|loner-pays-4|kitchen-table] [--players 4|3] [--seed S] [--json] [--quiet]
  --players 3: cutthroat, the --ns player against two --ew players, in each seat on the same deals
players: random easy heuristic heuristic-v1 heuristic:ORDER/CALL hard expert oracle oracle-bids:LEVEL oracle-cards:LEVEL search:PLAY[-MAX]/BID[-MAX][/infer][/hp|/both|/mix][/php|/pboth|/pmix][/opp][/zSURE10][/tTRIES][/cBASISPOINTS][/mBASISPOINTS][/fBID-PLAY]
  oracle-bids:LEVEL, oracle-cards:LEVEL: the oracle (it sees every card) bids or plays the cards, LEVEL (heuristic, hard or expert) the rest";

fn parse(args: &[String]) -> Result<(ArenaConfig, bool, bool), String> {
    let mut config = ArenaConfig {
        ns: Contestant::Expert,
        ew: Contestant::Heuristic,
        games: 100,
        rules: parse_rules("standard")?,
        seed: 1,
    };
    let (mut json, mut quiet) = (false, false);
    let mut players = euchre::Players::Four;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--ns" => config.ns = value()?.parse().map_err(|e| format!("{e}"))?,
            "--ew" => config.ew = value()?.parse().map_err(|e| format!("{e}"))?,
            "--games" => {
                config.games = value()?
                    .parse()
                    .map_err(|_| "--games takes a number".to_string())?
            }
            "--seed" => {
                config.seed = value()?
                    .parse()
                    .map_err(|_| "--seed takes a number".to_string())?
            }
            "--rules" => config.rules = parse_rules(&value()?)?,
            "--players" => {
                players = value()?
                    .parse::<u8>()
                    .ok()
                    .and_then(|n| euchre::Players::try_from(n).ok())
                    .ok_or("--players takes 4 or 3".to_string())?
            }
            "--json" => json = true,
            "--quiet" => quiet = true,
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    config.rules = config.rules.with_players(players);
    Ok((config, json, quiet))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (config, json, quiet) = match parse(&args) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let mut clock = || start.elapsed().as_nanos() as u64;
    let total = config.games;
    let mut last = Instant::now();
    let mut progress = |done: usize, so_far: &euchre_ai::arena::ArenaResult| {
        if quiet || (last.elapsed().as_secs_f64() < 2.0 && done < total) {
            return;
        }
        last = Instant::now();
        let (lo, hi) = so_far.ci95();
        eprint!(
            "\r{done}/{total} games, {} {:.1} % [{:.1}, {:.1}], {:.0} s   ",
            so_far.config.ns,
            100.0 * so_far.ns_win_rate(),
            100.0 * lo,
            100.0 * hi,
            start.elapsed().as_secs_f64()
        );
        let _ = std::io::stderr().flush();
    };
    let result = run(&config, &mut clock, &mut progress);
    if !quiet {
        eprintln!();
    }
    println!("{result}");
    if json {
        println!("{}", result.to_json());
    }
    ExitCode::SUCCESS
}
