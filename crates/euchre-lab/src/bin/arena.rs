//! The arena: `cargo run --release -p euchre-lab --bin arena -- --ns expert --ew heuristic
//! --games 2000 --rules standard --seed 1 [--players 3] [--json] [--quiet] [--against FILE]`.
//!
//! Plays duplicate games (each seed twice, partnerships swapped; with `--players 3`, each
//! seed three times, `--ns` against two `--ew` and in each seat in turn) and prints games
//! won with a 95 % confidence interval, points per hand and the time per decision of each
//! side. `--against FILE` compares the run game by game with an earlier run of the same
//! games, saved from its `--json` output: the difference in games won, with its interval.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use euchre_lab::arena::{ArenaConfig, ArenaResult, Contestant, paired, parse_rules, run};

const USAGE: &str = "usage: arena --ns PLAYER --ew PLAYER [--games N] [--rules standard|stick-the-dealer|loner-pays-4|kitchen-table|british-joker[+canadian-loner|+going-under|+call-for-best|+defend-alone|+twenty-four|+joker|+thirty-two]] [--players 4|3] [--seed S] [--json] [--quiet] [--against FILE]
  --against FILE: compare game by game with a run of the same games whose --json output FILE holds
  --players 3: cutthroat, the --ns player against two --ew players, in each seat on the same deals
players: random easy heuristic heuristic-v1 heuristic:ORDER/CALL[/SHORT] hard expert bold:HUNDREDTHS oracle oracle-bids:LEVEL oracle-cards:LEVEL search:PLAY[-MAX]/BID[-MAX] (the Expert's search with other counts of worlds)
  oracle-bids:LEVEL, oracle-cards:LEVEL: the oracle (it sees every card) bids or plays the cards, LEVEL (heuristic, hard or expert) the rest";

/// What the command line asks for besides the games: JSON, quiet, a run to compare with.
struct Output {
    json: bool,
    quiet: bool,
    against: Option<String>,
}

fn parse(args: &[String]) -> Result<(ArenaConfig, Output), String> {
    let mut config = ArenaConfig {
        ns: Contestant::Expert,
        ew: Contestant::Heuristic,
        games: 100,
        rules: parse_rules("standard")?,
        seed: 1,
    };
    let mut output = Output {
        json: false,
        quiet: false,
        against: None,
    };
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
            "--json" => output.json = true,
            "--quiet" => output.quiet = true,
            "--against" => output.against = Some(value()?),
            "-h" | "--help" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    config.rules = config.rules.with_players(players);
    Ok((config, output))
}

/// The games won of the run saved in `path` (the JSON line of its `--json` output), checked
/// to be the same games as `result`'s, and the paired comparison.
fn compare(result: &ArenaResult, path: &str) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let line = text
        .lines()
        .rev()
        .find(|l| l.starts_with('{'))
        .ok_or(format!("{path} holds no --json line"))?;
    let saved: serde_json::Value =
        serde_json::from_str(line).map_err(|e| format!("{path}: {e}"))?;
    let mine: serde_json::Value =
        serde_json::from_str(&result.to_json()).map_err(|e| e.to_string())?;
    for key in ["ew", "rules", "players", "seed", "games"] {
        if saved[key] != mine[key] {
            return Err(format!(
                "{path} is not the same games: {key} {} against {}",
                saved[key], mine[key]
            ));
        }
    }
    let won: Vec<bool> = saved["won"]
        .as_str()
        .ok_or(format!("{path} has no games' results (\"won\")"))?
        .chars()
        .map(|c| c == '1')
        .collect();
    let p = paired(&result.won, &won).ok_or(format!("{path}: not the same number of games"))?;
    Ok(format!(
        "  against {} on the same games: {:+.1} points of games won (95 % CI {:+.1} to {:+.1}); won only by this run {}, only by that {}",
        saved["ns"].as_str().unwrap_or("?"),
        100.0 * p.difference,
        100.0 * p.ci95.0,
        100.0 * p.ci95.1,
        p.discordant.0,
        p.discordant.1
    ))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (config, output) = match parse(&args) {
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
    let mut progress = |done: usize, so_far: &euchre_lab::arena::ArenaResult| {
        if output.quiet || (last.elapsed().as_secs_f64() < 2.0 && done < total) {
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
    if !output.quiet {
        eprintln!();
    }
    println!("{result}");
    if output.json {
        println!("{}", result.to_json());
    }
    if let Some(path) = &output.against {
        match compare(&result, path) {
            Ok(line) => println!("{line}"),
            Err(message) => {
                eprintln!("{message}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
