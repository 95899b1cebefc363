//! The three-player (cutthroat) arena: player A against two of player B, on duplicate deals
//! with A rotated over the seats.
//!
//! Each game seed is played three times: A sits South, then West, then East, the two B
//! players in the other seats. A game's deals come from its seed alone (hand *n* of a seed
//! is the same deal whoever sits where), so over a seed's three games A holds each seat's
//! cards of the same deals once, and every seat as many times as the others. A's share of
//! games won is compared with chance, one in three.

use core::fmt;

use euchre::{Action, Game, Players, Seat};

use super::{Agent, ArenaConfig, ArenaResult, Timings, rules_name};

/// A's seat in the `rotation`-th game of a seed: South, West, East, South, …
pub fn a_seat(rotation: usize) -> Seat {
    let seats = Players::Three.seats();
    seats[rotation % seats.len()]
}

/// Plays the three-player arena: for each seed, three games with A in each seat and B in
/// the other two. `progress` is called after each seed's three games.
pub(super) fn run(
    config: &ArenaConfig,
    clock: &mut dyn FnMut() -> u64,
    progress: &mut dyn FnMut(usize, &ArenaResult),
) -> ArenaResult {
    let rules = config.rules.with_players(Players::Three);
    let mut result = ArenaResult::empty(config);
    let mut times = [Timings::default(), Timings::default()];
    for k in 0..config.games.div_ceil(3) {
        let seed = super::game_seed(config.seed, k);
        for rotation in 0..3 {
            let a = a_seat(rotation);
            let mut game = Game::new(rules, seed);
            let mut agents: Vec<Agent> = Seat::ALL
                .iter()
                .map(|&seat| {
                    let kind = if seat == a { config.ns } else { config.ew };
                    kind.agent(super::seat_seed(seed, seat))
                })
                .collect();
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let start = clock();
                let action: Action = agents[seat.index()].choose(game.hand(), &view);
                times[usize::from(seat != a)].push(clock().saturating_sub(start));
                if let Err(e) = game.apply(seat, action) {
                    panic!("{seat} chose an illegal {action}: {e}");
                }
            }
            let winner = game.winning_seat().expect("the game is over");
            result.games += 1;
            result.hands += game.history().len();
            result.seat_games[a] += 1;
            result.won.push(winner == a);
            if winner == a {
                result.ns_wins += 1;
                result.seat_wins[a] += 1;
            } else {
                result.ew_wins += 1;
            }
            for record in game.history() {
                for (seat, &p) in record.outcome.seat_points(Players::Three).iter() {
                    if seat == a {
                        result.ns_points += u64::from(p);
                    } else {
                        result.ew_points += u64::from(p);
                    }
                }
            }
        }
        result.ns_times = times[0].clone();
        result.ew_times = times[1].clone();
        progress(result.games, &result);
    }
    result.ns_times = core::mem::take(&mut times[0]);
    result.ew_times = core::mem::take(&mut times[1]);
    result
}

/// The three-player report.
pub(super) fn display(r: &ArenaResult, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let (lo, hi) = r.ci95();
    let (a, b) = (r.config.ns, r.config.ew);
    writeln!(
        f,
        "{a} vs two {b}, three players: {} games ({} seeds, {a} in each seat), rules {}, seed {}",
        r.games,
        r.games / 3,
        rules_name(&r.config.rules),
        r.config.seed
    )?;
    writeln!(
        f,
        "  games won: {a} {} ({:.1} %, 95 % CI {:.1}–{:.1} %; chance 33.3 %), {b} {}",
        r.ns_wins,
        100.0 * r.ns_win_rate(),
        100.0 * lo,
        100.0 * hi,
        r.ew_wins
    )?;
    let seats: Vec<String> = Players::Three
        .seats()
        .iter()
        .map(|&s| format!("{s} {}/{}", r.seat_wins[s], r.seat_games[s]))
        .collect();
    writeln!(f, "  {a}'s wins by seat: {}", seats.join(", "))?;
    writeln!(
        f,
        "  points per hand: {a} {:.3}, each {b} {:.3} ({} hands)",
        r.ns_points_per_hand(),
        r.ew_points_per_hand() / 2.0,
        r.hands
    )?;
    write!(
        f,
        "  ms per decision: {a} median {:.3} p99 {:.3} max {:.3}; {b} median {:.3} p99 {:.3} max {:.3}",
        r.ns_times.quantile_ms(0.5),
        r.ns_times.quantile_ms(0.99),
        r.ns_times.quantile_ms(1.0),
        r.ew_times.quantile_ms(0.5),
        r.ew_times.quantile_ms(0.99),
        r.ew_times.quantile_ms(1.0)
    )
}
