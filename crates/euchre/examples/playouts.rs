//! Plays random hands as fast as one core can and prints hands per second of CPU time
//! (`cargo run --release -p euchre --example playouts -- 2000000`). The criterion bench
//! (`benches/playouts.rs`) measures the same loop with statistics; this one is quick.
//!
//! A second argument stops every hand early, to split the cost of a hand (under
//! `valgrind --tool=callgrind`, the instructions of each part are the differences):
//! `deal` only deals (and makes the `Hand`), `bid` also bids until play begins, `play`
//! (the default) plays the whole hand.

use std::hint::black_box;
use std::time::Instant;

use euchre::rand_core::SeedableRng;
use euchre::{Action, Deal, DealRng, Hand, Phase, Preset, Seat, below};

fn main() {
    let mut args = std::env::args().skip(1);
    let hands: u64 = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let start = Instant::now();
    let tricks = match args.next().as_deref() {
        Some("deal") => playouts::<DEAL>(hands),
        Some("bid") => playouts::<BID>(hands),
        _ => playouts::<PLAY>(hands),
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
fn playouts<const STOP: u8>(hands: u64) -> u64 {
    let rules = Preset::Standard.rules();
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
                random_action(&mut hand, seat, &mut rng);
            }
        }
        tricks += black_box(&hand).tricks().len() as u64;
    }
    tricks
}

/// Applies a uniformly random legal action: in play, straight from the playable cards (no
/// action list); in bidding, from `legal_actions`. Inlined, as the bench's loop is.
#[inline(always)]
fn random_action(hand: &mut Hand, seat: Seat, rng: &mut DealRng) {
    if hand.phase() == Phase::Play {
        let cards = hand.playable(seat);
        let card = cards.nth(below(rng, cards.len() as u32) as usize);
        hand.apply_unchecked(Action::Play(card.expect("a player in play holds a card")));
    } else {
        let legal = hand.legal_actions();
        hand.apply_unchecked(legal[below(rng, legal.len() as u32) as usize]);
    }
}
