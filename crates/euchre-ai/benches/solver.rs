//! Microseconds per full-hand double-dummy solve.
//!
//! `cargo bench -p euchre-ai --bench solver`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use euchre::{Action, Deal, Hand, Rules, Seat, Team};
use euchre_ai::solver::Solver;

/// Full hands at the first lead: the first seat orders up, the dealer buries its first card.
fn hands(n: u64) -> Vec<Hand> {
    (0..n)
        .map(|seed| {
            let dealer = Seat::from_index(seed as usize);
            let mut hand = Hand::new(Rules::standard(), dealer, Deal::new(seed, dealer));
            hand.apply_unchecked(Action::OrderUp { alone: false });
            let discard = hand.legal_actions()[0];
            hand.apply_unchecked(discard);
            hand
        })
        .collect()
}

fn solve(c: &mut Criterion) {
    let hands = hands(64);
    let mut i = 0;
    // A fresh solver per solve: no help from earlier hands' tables.
    c.bench_function("solve/full_hand_fresh", |b| {
        b.iter(|| {
            i = (i + 1) % hands.len();
            let mut solver = Solver::new();
            black_box(solver.solve(black_box(&hands[i]), Team::NorthSouth))
        })
    });
    let mut solver = Solver::new();
    c.bench_function("solve/full_hand", |b| {
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(solver.solve(black_box(&hands[i]), Team::NorthSouth))
        })
    });
    c.bench_function("card_values/first_lead", |b| {
        b.iter(|| {
            i = (i + 1) % hands.len();
            black_box(solver.card_values(black_box(&hands[i])))
        })
    });
}

criterion_group!(benches, solve);
criterion_main!(benches);
