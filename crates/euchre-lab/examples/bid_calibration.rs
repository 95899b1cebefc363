//! Whether a search's bids are valued as they turn out: plays duplicate games of a search
//! level (A) against the heuristic (each deal set twice, seats swapped) and, for each of A's
//! searched bids, discards and defend-alone decisions, compares the points the search
//! expected of the option it took with the points the hand then scored (A's side less the
//! other), by round, seat (from the dealer's left) and kind of action.
//!
//! ```sh
//! cargo run --release -p euchre-lab --example bid_calibration -- [LEVEL] [GAMES] [SEED] [RULES]
//! ```
//! LEVEL: hard or expert (the default); RULES as the arena's `--rules`. A row's realized
//! mean above its expected one says the search undervalues that kind of bid (as its own side
//! plays it), below says it overvalues it; the standard error is the realized points'.
//! The expected euchre share is the search's, the realized one the hands'.

use std::collections::BTreeMap;

use euchre::{Action, Game, Phase, Seat, Team};
use euchre_ai::{Heuristic, Player, Search, SearchConfig};
use euchre_lab::arena::{game_seed, parse_rules, seat_seed};

/// One row: decisions, sums of expected and realized points (and the realized squares),
/// expected euchres and realized ones.
#[derive(Default)]
struct Row {
    n: u32,
    expected: f64,
    realized: f64,
    squares: f64,
    expected_euchre: f64,
    euchred: u32,
}

/// A decision waiting for its hand's end: its row, the seat's team, the expected points and
/// euchre share.
type Pending = ((u8, usize, &'static str), Team, f64, f64);

fn kind(action: Action) -> &'static str {
    match action {
        Action::Pass => "pass",
        Action::OrderUp { alone: false } => "order",
        Action::OrderUp { alone: true } => "order alone",
        Action::Call { alone: false, .. } => "call",
        Action::Call { alone: true, .. } => "call alone",
        Action::Discard(_) => "discard",
        _ => "defend",
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match args.first().map_or("expert", String::as_str) {
        "hard" => SearchConfig::hard(),
        _ => SearchConfig::expert(),
    };
    let games: u64 = args.get(1).map_or(400, |g| g.parse().unwrap());
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().unwrap());
    let rules = parse_rules(args.get(3).map_or("standard", String::as_str)).unwrap();
    let mut rows: BTreeMap<(u8, usize, &str), Row> = BTreeMap::new();
    for k in 0..games.div_ceil(2) {
        let game_seed = game_seed(seed, k as usize);
        for a_ns in [true, false] {
            let a_team = if a_ns {
                Team::NorthSouth
            } else {
                Team::EastWest
            };
            let mut searches: Vec<Search> = Seat::ALL
                .iter()
                .map(|&s| Search::new(config, seat_seed(game_seed, s)))
                .collect();
            let mut game = Game::new(rules, game_seed);
            let mut pending: Vec<Pending> = Vec::new();
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let action = if seat.team() != a_team {
                    Heuristic::decide(&view)
                } else {
                    let search = &mut searches[seat.index()];
                    if view.phase != Phase::Play && view.legal_actions.len() > 1 {
                        // The same evaluation the choice makes: a clone draws the same worlds.
                        let evaluations = search.clone().evaluate(&view);
                        let action = search.choose(&view);
                        let taken = evaluations.iter().find(|e| e.action == action);
                        if let Some(e) = taken {
                            let round = match view.phase {
                                Phase::Bidding1 => 1,
                                Phase::Bidding2 => 2,
                                Phase::Discard => 3,
                                _ => 4,
                            };
                            let from_left = (seat.index() + 3 - view.dealer.index()) % 4;
                            let row = (round, from_left, kind(action));
                            pending.push((row, seat.team(), e.points, e.euchre));
                        }
                        action
                    } else {
                        search.choose(&view)
                    }
                };
                let hands = game.history().len();
                game.apply(seat, action).expect("a legal action");
                if game.history().len() > hands {
                    let outcome = &game.history()[hands].outcome;
                    let scored = outcome.points();
                    for (key, team, expected, expected_euchre) in pending.drain(..) {
                        let realized = match scored {
                            Some((t, p)) if t == team => f64::from(p),
                            Some((_, p)) => -f64::from(p),
                            None => 0.0,
                        };
                        let row = rows.entry(key).or_default();
                        row.n += 1;
                        row.expected += expected;
                        row.realized += realized;
                        row.squares += realized * realized;
                        row.expected_euchre += expected_euchre;
                        // Our contract scored against us: euchred.
                        row.euchred += u32::from(realized < 0.0 && key.2 != "pass");
                    }
                }
            }
        }
    }
    println!(
        "{} vs heuristic, {games} games, seed {seed}",
        if config == SearchConfig::hard() {
            "hard"
        } else {
            "expert"
        }
    );
    println!(
        "round    seat     action           n  expected realized (se)  euchred: expected realized"
    );
    for ((round, from_left, kind), r) in &rows {
        if r.n < 20 {
            continue;
        }
        let n = f64::from(r.n);
        let mean = r.realized / n;
        let se = ((r.squares / n - mean * mean).max(0.0) / n).sqrt();
        let seat = ["left", "partner", "right", "dealer"][*from_left];
        let round = usize::from(*round);
        let euchre = if round > 2 || *kind == "pass" {
            String::new()
        } else {
            format!(
                "{:5.1} % {:5.1} %",
                100.0 * r.expected_euchre / n,
                100.0 * f64::from(r.euchred) / n
            )
        };
        println!(
            "{:<8} {seat:<8} {kind:<12} {:5}  {:+.3}   {:+.3} ({:.3})     {euchre}",
            ["", "1", "2", "discard", "defend"][round],
            r.n,
            r.expected / n,
            mean,
            se
        );
    }
}
