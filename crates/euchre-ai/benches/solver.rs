//! Microseconds per full-hand double-dummy solve.
//!
//! `cargo bench -p euchre-ai --bench solver`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use euchre::{Action, Deal, Hand, Rules, Seat, Team};
use euchre_ai::solver::Solver;

/// A full hand at the first lead: the first seat orders up, the dealer buries its first
/// card.
fn hand(seed: u64) -> Hand {
    let dealer = Seat::from_index(seed as usize);
    let mut hand = Hand::new(Rules::standard(), dealer, Deal::new(seed, dealer));
    hand.apply_unchecked(Action::OrderUp { alone: false });
    let discard = hand.legal_actions()[0];
    hand.apply_unchecked(discard);
    hand
}

fn solve(c: &mut Criterion) {
    // A new deal every iteration (dealing costs well under a microsecond), one solver whose
    // table is reused as in the search: no two deals share a position.
    let mut solver = Solver::new();
    let mut seed = 0u64;
    c.bench_function("solve/full_hand", |b| {
        b.iter(|| {
            seed += 1;
            let hand = hand(seed);
            black_box(solver.solve(black_box(&hand), Team::NorthSouth))
        })
    });
    c.bench_function("card_values/first_lead", |b| {
        b.iter(|| {
            seed += 1;
            let hand = hand(seed);
            black_box(solver.card_values(black_box(&hand)))
        })
    });
    c.bench_function("maker_result/full_hand", |b| {
        b.iter(|| {
            seed += 1;
            let hand = hand(seed);
            black_box(solver.maker_result(black_box(&hand)))
        })
    });
    c.bench_function("card_results/first_lead", |b| {
        b.iter(|| {
            seed += 1;
            let hand = hand(seed);
            black_box(solver.card_results(black_box(&hand)))
        })
    });
    c.bench_function("deal_only", |b| {
        b.iter(|| {
            seed += 1;
            black_box(hand(seed))
        })
    });
}

criterion_group!(benches, solve);
criterion_main!(benches);
