//! Plays random hands as fast as one core can and prints hands per second of CPU time
//! (`cargo run --release -p euchre --example playouts -- 2000000`). The criterion bench
//! (`benches/playouts.rs`) measures the same loop with statistics; this one is quick.

use std::time::Instant;

use euchre::rand_core::SeedableRng;
use euchre::{Action, Deal, DealRng, Hand, Phase, Preset, Seat, below};

fn main() {
    let hands: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    let rules = Preset::Standard.rules();
    let mut rng = DealRng::seed_from_u64(1);
    let mut tricks = 0u64;
    let start = Instant::now();
    for seed in 0..hands {
        let dealer = Seat::from_index(seed as usize);
        let mut hand = Hand::new(rules, dealer, Deal::new(seed, dealer));
        while let Some(seat) = hand.to_act() {
            hand.apply_unchecked(random_action(&hand, seat, &mut rng));
        }
        tricks += hand.tricks().len() as u64;
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{hands} random hands ({tricks} tricks) in {seconds:.3} s: {:.2} million hands per second",
        hands as f64 / seconds / 1e6
    );
}

/// A uniformly random legal action: in play, straight from the playable cards (no action
/// list); in bidding, from `legal_actions`.
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
