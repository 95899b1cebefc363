//! Where the instructions of a random hand go: deals only, deals and bids, or whole hands,
//! so that under `valgrind --tool=callgrind` the differences split the cost of a hand
//! (`cargo build --release -p euchre --example parts`, then
//! `valgrind --tool=callgrind target/release/examples/parts 100000 deal|bid|play`, and
//! once with 0 hands for the fixed cost). The loop of the `playouts` example, stopped early.
//! A third argument names the preset (`Standard` by default, or e.g. `"Kitchen table"`).

use std::hint::black_box;
use std::time::Instant;

use euchre::rand_core::SeedableRng;
use euchre::{Action, Deal, DealRng, Hand, Phase, Preset, Rules, Seat, below};

fn main() {
    let mut args = std::env::args().skip(1);
    let hands: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(100_000);
    let stop = args.next();
    let preset = args.next().map_or(Preset::Standard, |name| {
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(&name))
            .expect("a preset's name")
    });
    let rules = preset.rules();
    let start = Instant::now();
    let tricks = match stop.as_deref() {
        Some("deal") => playouts::<DEAL>(rules, hands),
        Some("bid") => playouts::<BID>(rules, hands),
        _ => playouts::<PLAY>(rules, hands),
    };
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{hands} random hands ({tricks} tricks) in {seconds:.3} s: {:.2} million hands per second",
        hands as f64 / seconds / 1e6
    );
}

const DEAL: u8 = 0;
const BID: u8 = 1;
const PLAY: u8 = 2;

/// Plays `hands` random hands, up to `STOP`, and counts their tricks.
fn playouts<const STOP: u8>(rules: Rules, hands: u64) -> u64 {
    let mut rng = DealRng::seed_from_u64(1);
    let mut tricks = 0u64;
    for seed in 0..hands {
        let dealer = Seat::from_index(seed as usize);
        let mut hand = Hand::new(rules, dealer, Deal::new(seed, dealer));
        if STOP > DEAL {
            while let Some(seat) = hand.to_act() {
                if STOP == BID && hand.phase() == Phase::Play {
                    break;
                }
                hand.apply_unchecked(random_action(&hand, seat, &mut rng));
            }
        }
        tricks += black_box(&hand).tricks().len() as u64;
    }
    tricks
}

/// A uniformly random legal action, as in the `playouts` example.
#[inline(always)]
fn random_action(hand: &Hand, seat: Seat, rng: &mut DealRng) -> Action {
    if hand.phase() == Phase::Play {
        let cards = hand.playable(seat);
        let pick = below(rng, cards.len() as u32) as usize;
        Action::Play(cards.nth(pick).expect("a player in play holds a card"))
    } else {
        let legal = hand.legal_actions();
        legal[below(rng, legal.len() as u32) as usize]
    }
}
