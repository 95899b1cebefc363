//! Where a search player's time goes: plays GAMES games of the search configuration A
//! (an arena name: `hard`, `expert`, `search:...`) North–South against Normal and times
//! each of A's decisions natively, by phase (bids, the discard and defend-alone decisions;
//! cards), with the median, p99 and maximum in milliseconds. Single legal actions count
//! (they are decisions the worker makes too).
//!
//! ```sh
//! cargo run --release -p euchre-lab --example search_timing -- expert [GAMES] [SEED]
//! ```

use std::time::Instant;

use euchre::{Game, Phase, Preset, Seat, Team};
use euchre_ai::{Difficulty, Player, Search, SearchConfig, player};
use euchre_lab::arena::{Contestant, game_seed, seat_seed};

fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn report(name: &str, times: &mut [f64]) {
    times.sort_by(f64::total_cmp);
    println!(
        "{name:>6}: {:>6} decisions, median {:.3} ms, p90 {:.2}, p99 {:.2}, max {:.1}",
        times.len(),
        quantile(times, 0.5),
        quantile(times, 0.9),
        quantile(times, 0.99),
        quantile(times, 1.0)
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = args.first().map_or("expert", String::as_str);
    let config = match name.parse::<Contestant>() {
        Ok(Contestant::Expert) => SearchConfig::expert(),
        Ok(Contestant::Hard) => SearchConfig::hard(),
        Ok(Contestant::Search(config)) => config,
        _ => panic!("{name}: not a search player"),
    };
    let games: u64 = args.get(1).map_or(20, |g| g.parse().unwrap());
    let seed: u64 = args.get(2).map_or(1, |s| s.parse().unwrap());
    let (mut bids, mut cards) = (Vec::new(), Vec::new());
    for k in 0..games {
        let game_seed = game_seed(seed, k as usize);
        let mut game = Game::new(Preset::Standard.rules(), game_seed);
        let mut players: Vec<Box<dyn Player>> = Seat::ALL
            .iter()
            .map(|&s| -> Box<dyn Player> {
                let seat_seed = seat_seed(game_seed, s);
                if s.team() == Team::NorthSouth {
                    Box::new(Search::new(config, seat_seed))
                } else {
                    player(Difficulty::Normal, seat_seed)
                }
            })
            .collect();
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let start = Instant::now();
            let action = players[seat.index()].choose(&view);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            if seat.team() == Team::NorthSouth {
                if view.phase == Phase::Play {
                    cards.push(ms);
                } else {
                    bids.push(ms);
                }
            }
            game.apply(seat, action).unwrap();
        }
    }
    let mut all: Vec<f64> = bids.iter().chain(&cards).copied().collect();
    println!("{name}, {games} games against Normal, seed {seed}, native");
    report("bids", &mut bids);
    report("cards", &mut cards);
    report("all", &mut all);
}
