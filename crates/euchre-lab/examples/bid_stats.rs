//! Where a player wins and loses points in the bidding: plays duplicate games of A against
//! B (each deal set twice, seats swapped) and counts A's contracts by kind (an order into
//! partner's or an opponent's upcard, the dealer's pick-up, round-2 calls, the stuck
//! dealer's call, one-trump orders), how often each was euchred or marched, the loners (also
//! by trumps held) and the partnered contracts whose maker took all five tricks by itself
//! (loners missed).
//!
//! ```sh
//! cargo run --release -p euchre-lab --example bid_stats -- A B [GAMES] [SEED] [RULES]
//! ```
//! A and B: heuristic, heuristic-v1, hard or expert; RULES as the arena's `--rules`.

use std::collections::BTreeMap;

use euchre::{CardSet, Game, HandOutcome, Seat, Team, Trump};
use euchre_ai::{Difficulty, Player, player};
use euchre_lab::HeuristicV1;
use euchre_lab::arena::{game_seed, parse_rules, seat_seed};

fn make(name: &str, seed: u64) -> Box<dyn Player> {
    match name {
        "heuristic-v1" => Box::new(HeuristicV1),
        "hard" => player(Difficulty::Hard, seed),
        "expert" => player(Difficulty::Expert, seed),
        _ => player(Difficulty::Normal, seed),
    }
}

/// Contracts of one kind: how many, euchred, marched, alone, points to the makers' side
/// (negative when euchred).
#[derive(Default)]
struct Kind {
    n: u32,
    euchred: u32,
    marched: u32,
    alone: u32,
    points: i64,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a = args.first().map_or("heuristic", String::as_str).to_string();
    let b = args
        .get(1)
        .map_or("heuristic-v1", String::as_str)
        .to_string();
    let games: u64 = args.get(2).map_or(400, |g| g.parse().unwrap());
    let seed: u64 = args.get(3).map_or(1, |s| s.parse().unwrap());
    let rules = parse_rules(args.get(4).map_or("standard", String::as_str)).unwrap();
    let mut kinds: BTreeMap<&str, Kind> = BTreeMap::new();
    let (mut deals, mut wins, mut solo_five) = (0u32, 0u32, 0u32);
    for k in 0..games.div_ceil(2) {
        let game_seed = game_seed(seed, k as usize);
        for a_ns in [true, false] {
            let a_team = if a_ns {
                Team::NorthSouth
            } else {
                Team::EastWest
            };
            let mut players: Vec<Box<dyn Player>> = Seat::ALL
                .iter()
                .map(|&s| {
                    let seat_seed = seat_seed(game_seed, s);
                    make(if s.team() == a_team { &a } else { &b }, seat_seed)
                })
                .collect();
            let mut game = Game::new(rules, game_seed);
            while let Some(seat) = game.to_act() {
                let action = players[seat.index()].choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            wins += u32::from(game.winner() == Some(a_team));
            for record in game.history() {
                deals += 1;
                let HandOutcome::Played {
                    contract,
                    maker_tricks,
                    score,
                    ..
                } = record.outcome
                else {
                    continue;
                };
                let maker = contract.maker;
                if maker.team() != a_team {
                    continue;
                }
                let dealer = record.dealer;
                let dealt = record.deal.hands[maker];
                let held = if maker == dealer && contract.round == 1 {
                    dealt.with(record.deal.upcard)
                        - record.discard.map_or(CardSet::EMPTY, CardSet::single)
                } else {
                    dealt
                };
                let trumps = (held & CardSet::trumps(contract.trump)).len();
                let mut names =
                    vec![
                        match (contract.round, maker == dealer, maker.partner() == dealer) {
                            (1, true, _) => "r1 dealer picks up",
                            (1, _, true) => "r1 into partner",
                            (1, _, _) => "r1 into opponent",
                            (_, true, _) if rules.stick_the_dealer => "r2 stuck dealer",
                            (_, true, _) => "r2 dealer",
                            _ => "r2 call",
                        },
                    ];
                let by_trumps = format!("{} {} trump", names[0], trumps.min(4));
                names.push(Box::leak(by_trumps.into_boxed_str()));
                if !matches!(contract.trump, Trump::Suit(_)) {
                    names.push("no trump");
                }
                if contract.alone {
                    names.push(Box::leak(
                        format!("alone, {} trump", trumps.min(5)).into_boxed_str(),
                    ));
                    names.push("alone");
                }
                names.push("all");
                let euchred = score.team(contract.makers()) != contract.makers();
                if !contract.alone && record.tricks.iter().all(|t| t.winner == Some(maker)) {
                    solo_five += 1;
                }
                for name in names {
                    let kind = kinds.entry(name).or_default();
                    kind.n += 1;
                    kind.euchred += u32::from(euchred);
                    kind.marched += u32::from(maker_tricks == 5);
                    kind.alone += u32::from(contract.alone);
                    kind.points += if euchred {
                        -i64::from(score.points)
                    } else {
                        i64::from(score.points)
                    };
                }
            }
        }
    }
    let (lo, hi) = wilson(f64::from(wins), games as f64);
    println!(
        "{a} vs {b}: {games} games, seed {seed}; {a} won {wins} ({:.1} %, 95 % CI {:.1}–{:.1}); {deals} deals",
        100.0 * f64::from(wins) / games as f64,
        100.0 * lo,
        100.0 * hi
    );
    if std::env::var_os("BID_STATS_SHORT").is_some() {
        return;
    }
    println!("{a}'s partnered contracts whose maker took all five tricks itself: {solo_five}");
    println!("  kind                   n  /deal   euchred  marched  alone  pts/contract");
    for (name, k) in &kinds {
        let pct = |x: u32| 100.0 * f64::from(x) / f64::from(k.n.max(1));
        println!(
            "  {name:<21} {:>4} {:>5.1}%  {:>6.1}%  {:>6.1}%  {:>4}   {:>6.2}",
            k.n,
            100.0 * f64::from(k.n) / f64::from(deals),
            pct(k.euchred),
            pct(k.marched),
            k.alone,
            k.points as f64 / f64::from(k.n.max(1))
        );
    }
}

/// The 95 % Wilson interval of `wins` in `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let (p, z) = (wins / n, 1.96f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    (centre - half, centre + half)
}
