//! Random playouts (hands per second on one core) and `legal_actions`.
//!
//! `cargo bench -p euchre --bench playouts`

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use euchre::rand_core::SeedableRng;
use euchre::{Action, Deal, DealRng, Hand, Phase, Preset, Rules, Seat, below};

/// Deals a hand from `seed`, plays it to the end with uniformly random legal actions and
/// hands the finished hand to `black_box` where it lies (no copy out); returns its tricks.
fn random_hand(rules: Rules, seed: u64, rng: &mut DealRng) -> usize {
    let dealer = Seat::from_index(seed as usize);
    let mut hand = Hand::new(rules, dealer, Deal::new(seed, dealer));
    while let Some(seat) = hand.to_act() {
        // In play, straight from the playable cards; in bidding, from `legal_actions`.
        let action = if hand.phase() == Phase::Play {
            let cards = hand.playable(seat);
            Action::Play(cards.nth(below(rng, cards.len() as u32) as usize).unwrap())
        } else {
            let legal = hand.legal_actions();
            legal[below(rng, legal.len() as u32) as usize]
        };
        hand.apply_unchecked(action);
    }
    black_box(&hand).tricks().len()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_hand");
    group.throughput(Throughput::Elements(1));
    for preset in Preset::ALL {
        let rules = preset.rules();
        let mut rng = DealRng::seed_from_u64(1);
        let mut seed = 0u64;
        group.bench_function(preset.name(), |b| {
            // Each iteration deals one hand from a new seed and plays it out; the batch runs
            // with the generator and the seed counter in locals (registers rather than the
            // closure's captured state) and every finished hand goes to `black_box`.
            b.iter_custom(|iters| {
                let mut local_rng = rng.clone();
                let first = seed;
                let start = Instant::now();
                for i in 1..=iters {
                    black_box(random_hand(rules, first + i, &mut local_rng));
                }
                let elapsed = start.elapsed();
                seed = first + iters;
                rng = local_rng;
                elapsed
            })
        });
    }
    group.finish();
}

fn legal_actions(c: &mut Criterion) {
    // A position in the middle of play: trick 2, second to play.
    let mut rng = DealRng::seed_from_u64(2);
    let dealer = Seat::East;
    let mut hand = Hand::new(Rules::standard(), dealer, Deal::new(7, dealer));
    while hand.phase() != Phase::Play
        || hand.tricks().len() < 2
        || hand.current_trick().is_none_or(|t| t.led().is_none())
    {
        let legal = hand.legal_actions();
        let pick = legal
            .iter()
            .find(|a| matches!(a, Action::OrderUp { .. }))
            .unwrap_or(legal[below(&mut rng, legal.len() as u32) as usize]);
        hand.apply_unchecked(pick);
    }
    c.bench_function("legal_actions/play", |b| {
        b.iter(|| black_box(black_box(&hand).legal_actions()))
    });
    let bidding = Hand::new(Preset::KitchenTable.rules(), dealer, Deal::new(8, dealer));
    c.bench_function("legal_actions/bidding", |b| {
        b.iter(|| black_box(black_box(&bidding).legal_actions()))
    });
}

criterion_group!(benches, playouts, legal_actions);
criterion_main!(benches);
