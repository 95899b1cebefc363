//! What sharing a search over workers buys ([`Split`]): the wall time of each Expert
//! decision taken whole by one worker, and shared by 2, 3 and 4 workers each with a core of
//! its own (a 4-core device runs 3: `min(hardwareConcurrency - 1, 4)`).
//!
//! Every part and every Pick is run here for real, one after the other, and timed; the
//! workers' clock is simulated from those times: an idle worker takes the next part the
//! split hands out, each message costs MESSAGE_MS (the page's round trip), and the Pick
//! goes to the first worker free once the merge is done. The decisions are those of the
//! Expert (North–South) against Normal in GAMES seeded games; those the pool shares
//! ([`worth_sharing`]) are reported apart.
//!
//! ```sh
//! cargo run --release -p euchre-lab --example split_timing -- [GAMES] [SEED] [MESSAGE_MS]
//! ```

use std::time::Instant;

use euchre::{Game, Preset, Seat, Team, mix64};
use euchre_ai::parts::WorldResult;
use euchre_ai::work::{Job, Outcome, Reply, Request, Split, run, worth_sharing};
use euchre_ai::{Difficulty, Player, player};
use euchre_lab::arena::{game_seed, seat_seed};

/// What a worker does with a request's text, and how long it took, in milliseconds.
fn worker(text: &str) -> (Outcome, String, f64) {
    let start = Instant::now();
    let request: Request = serde_json::from_str(text).unwrap();
    let outcome = run(&request.job);
    let reply = Reply::Done {
        id: request.id,
        outcome: outcome.clone(),
    };
    let reply = serde_json::to_string(&reply).unwrap();
    (outcome, reply, start.elapsed().as_secs_f64() * 1e3)
}

/// A part out to a worker: when its answer reaches the page, its worlds and the answer.
struct Flying {
    at: f64,
    worlds: std::ops::Range<usize>,
    results: Vec<WorldResult>,
    reply: String,
}

/// The wall time of `job` shared by `workers` workers, in milliseconds, and its answer
/// (one worker, or a job that is not split: the whole job in one worker).
fn shared(job: &Job, workers: usize, message_ms: f64) -> (f64, Outcome) {
    let json = serde_json::to_string(job).unwrap();
    let split = Split::new(job, &json, workers).filter(|_| workers > 1 && worth_sharing(job));
    let Some(mut split) = split else {
        let (outcome, _, ms) = worker(&euchre_ai::work::request(0, &json));
        return (ms + message_ms, outcome);
    };
    let mut free = vec![0.0f64; workers];
    let mut flying: Vec<Flying> = Vec::new();
    let (mut now, mut id) = (0.0f64, 0u64);
    while !split.done() {
        for free in free.iter_mut().filter(|f| **f <= now) {
            let Some((worlds, text)) = split.next_part(id) else {
                break;
            };
            id += 1;
            let (Outcome::Worlds(results), reply, ms) = worker(&text) else {
                unreachable!("a part answers worlds")
            };
            *free = now + message_ms + ms;
            flying.push(Flying {
                at: *free,
                worlds,
                results,
                reply,
            });
        }
        let next = (0..flying.len())
            .min_by(|&a, &b| flying[a].at.total_cmp(&flying[b].at))
            .expect("a part in flight while the merge is not done");
        let part = flying.swap_remove(next);
        now = part.at;
        split.add(part.worlds, part.results, part.reply);
    }
    let start = now.max(free.iter().copied().fold(f64::INFINITY, f64::min));
    let (outcome, _, ms) = worker(&split.pick(id));
    (start + message_ms + ms, outcome)
}

fn quantile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

fn report(name: &str, times: &mut [Vec<f64>]) {
    println!("{name}:");
    for (w, times) in times.iter_mut().enumerate() {
        times.sort_by(f64::total_cmp);
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        println!(
            "  {} worker{}: {:>5} decisions, median {:>6.2} ms, p90 {:>6.2}, p99 {:>6.2}, max {:>6.1}, mean {:>6.2}",
            w + 1,
            if w == 0 { " " } else { "s" },
            times.len(),
            quantile(times, 0.5),
            quantile(times, 0.9),
            quantile(times, 0.99),
            quantile(times, 1.0),
            mean
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().map_or(20, |g| g.parse().expect("GAMES"));
    let seed: u64 = args.get(1).map_or(1, |s| s.parse().expect("SEED"));
    let message_ms: f64 = args.get(2).map_or(1.0, |m| m.parse().expect("MESSAGE_MS"));
    const MOST: usize = 4;
    let mut all = vec![Vec::new(); MOST];
    let mut costly = vec![Vec::new(); MOST];
    for k in 0..games {
        let game_seed = game_seed(seed, k);
        let mut game = Game::new(Preset::Standard.rules(), game_seed);
        let mut normal: Vec<Box<dyn Player>> = Seat::ALL
            .iter()
            .map(|&s| player(Difficulty::Normal, seat_seed(game_seed, s)))
            .collect();
        let mut turn = 0;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let action = if seat.team() == Team::NorthSouth {
                turn += 1;
                let job = Job::Decide {
                    difficulty: Difficulty::Expert,
                    view,
                    seed: mix64(game_seed ^ turn),
                };
                let (whole, answer) = shared(&job, 1, message_ms);
                let sharing = worth_sharing(&job) && Split::new(&job, "", 2).is_some();
                for w in 1..=MOST {
                    let ms = if w == 1 || !sharing {
                        whole
                    } else {
                        let (ms, outcome) = shared(&job, w, message_ms);
                        assert_eq!(outcome, answer, "a shared job answers as the whole one");
                        ms
                    };
                    all[w - 1].push(ms);
                    if sharing {
                        costly[w - 1].push(ms);
                    }
                }
                let Outcome::Action(Some(action)) = answer else {
                    unreachable!("the seat to act decides")
                };
                action
            } else {
                normal[seat.index()].choose(&view)
            };
            game.apply(seat, action).unwrap();
        }
    }
    println!(
        "Expert (North–South) against Normal, {games} games, seed {seed}, native, {message_ms} ms a message; one core a worker"
    );
    report("decisions the pool shares", &mut costly);
    report("every Expert decision", &mut all);
}
