//! What each bid turns out to be worth (research for bid values learned offline):
//! self-play games of a search level, four of it at the table; at each of its searched bids
//! every option the search valued within [`CLOSE`] points of its best is played out on the
//! real deal, by the same players, to the hand's end, beside the values the search gave it.
//!
//! ```sh
//! cargo run --release -p euchre-lab --example bid_outcomes -- [LEVEL] [GAMES] [SEED] [PART/PARTS] > FILE
//! ```
//! LEVEL: hard or expert (the default). PART/PARTS (`0/1` by default) plays only the games
//! whose index is PART modulo PARTS, so that several processes share a run; their lines
//! sorted together are the one run's. One tab-separated line per option (header first):
//! the game, hand and decision, the bidder's seat from the dealer's left, the round, its
//! five cards and the upcard, the score before the hand (its side's, the other's), the
//! option, whether the search took it, the search's expected points, chance to win the game,
//! euchre and march shares, and the points the hand then scored (the bidder's side less the
//! other's).

use euchre::{Game, Phase, Seat, Team};
use euchre_ai::{Player, Search, SearchConfig};
use euchre_lab::arena::{game_seed, parse_rules, seat_seed};

/// Only options within this many expected points of the best are played out, and only
/// where there are two or more: far worse ones never become the choice.
const CLOSE: f64 = 0.75;

/// The points the hand just over scored for `team` (negative: for the other side).
fn points_for(game: &Game, team: Team) -> i32 {
    let last = game.history().last().expect("a hand over");
    match last.outcome.points() {
        Some((t, p)) if t == team => i32::from(p),
        Some((_, p)) => -i32::from(p),
        None => 0,
    }
}

/// Plays `game` with `players` until the hand under way is over; the points it scored for
/// `team`.
fn play_out(mut game: Game, mut players: Vec<Search>, team: Team) -> i32 {
    let hands = game.history().len();
    while game.history().len() == hands {
        let seat = game.to_act().expect("a hand under way has a seat to act");
        let action = players[seat.index()].choose(&game.view(seat));
        game.apply(seat, action).expect("a legal action");
    }
    points_for(&game, team)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match args.first().map_or("expert", String::as_str) {
        "hard" => SearchConfig::hard(),
        _ => SearchConfig::expert(),
    };
    let games: usize = args.get(1).map_or(100, |g| g.parse().expect("GAMES"));
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().expect("SEED"));
    let (part, parts) = args.get(3).map_or((0, 1), |p| {
        let (a, b) = p.split_once('/').expect("PART/PARTS");
        (a.parse().expect("PART"), b.parse().expect("PARTS"))
    });
    let rules = parse_rules("standard").expect("the standard rules");
    println!(
        "game\thand\tdecision\tfrom_left\tround\tcards\tupcard\tours\ttheirs\taction\ttaken\tpoints\tutility\teuchre\tmarch\trealized"
    );
    for k in (part..games).step_by(parts) {
        let game_seed = game_seed(seed, k);
        let mut players: Vec<Search> = Seat::ALL
            .iter()
            .map(|&s| Search::new(config, seat_seed(game_seed, s)))
            .collect();
        let mut game = Game::new(rules, game_seed);
        let mut decision = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let bidding = matches!(view.phase, Phase::Bidding1 | Phase::Bidding2);
            if !bidding || view.legal_actions.len() < 2 {
                let action = players[seat.index()].choose(&view);
                game.apply(seat, action).expect("a legal action");
                continue;
            }
            // The same evaluation the choice makes: a clone draws the same worlds.
            let evaluations = players[seat.index()].clone().evaluate(&view);
            let action = players[seat.index()].choose(&view);
            let team = seat.team();
            let scores = game.scores();
            let from_left = (seat.index() + 3 - view.dealer.index()) % 4;
            let round = if view.phase == Phase::Bidding1 { 1 } else { 2 };
            let best = evaluations
                .iter()
                .map(|e| e.points)
                .fold(f64::MIN, f64::max);
            let close: Vec<_> = evaluations
                .iter()
                .filter(|e| e.points >= best - CLOSE)
                .collect();
            for e in close.iter().filter(|_| close.len() > 1) {
                let mut option = game.clone();
                option.apply(seat, e.action).expect("a legal option");
                let realized = play_out(option, players.clone(), team);
                println!(
                    "{k}\t{}\t{decision}\t{from_left}\t{round}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.4}\t{:.5}\t{:.4}\t{:.4}\t{realized}",
                    game.history().len(),
                    view.hand,
                    view.upcard,
                    scores[team],
                    scores[team.other()],
                    e.action,
                    u8::from(e.action == action),
                    e.points,
                    e.utility,
                    e.euchre,
                    e.march,
                );
            }
            decision += 1;
            game.apply(seat, action).expect("a legal action");
        }
    }
}
