//! The search's unit tests: sampling, inference, play-outs, the stop rule.

use super::parts::WorldResult;
use super::playout::bid_weight;
use super::value::{win_probability, win_probability3};
use super::*;
use crate::Heuristic;

use euchre::{Hand, Phase, Rules, Seat, determinize};

#[test]
fn the_best_option_is_chosen_and_ties_go_to_the_heuristic() {
    // The first view in which the heuristic passes in round 1.
    let mut game = euchre::Game::new(Rules::standard(), 1);
    let view = loop {
        let seat = game.to_act().expect("a seat to act");
        let view = game.view(seat);
        assert_eq!(view.phase, Phase::Bidding1, "someone orders in round 1");
        if Heuristic::decide(&view) == Action::Pass {
            break view;
        }
        game.apply(seat, Heuristic::decide(&view)).unwrap();
    };
    let order = Action::OrderUp { alone: false };
    let evaluations = |order_utility: f64| {
        [
            Evaluation {
                action: order,
                points: 0.0,
                utility: order_utility,
                march: 0.0,
                euchre: 0.0,
                ours: 1.0,
                later: None,
                contrast: None,
            },
            Evaluation {
                action: Action::Pass,
                points: 0.0,
                utility: 0.5,
                march: 0.0,
                euchre: 0.0,
                ours: 0.0,
                later: None,
                contrast: None,
            },
        ]
    };
    assert_eq!(super::run::best(&view, &evaluations(0.501)), order);
    assert_eq!(super::run::best(&view, &evaluations(0.499)), Action::Pass);
    assert_eq!(
        super::run::best(&view, &evaluations(0.5)),
        Action::Pass,
        "ties go to the heuristic"
    );
}

/// A search that may go from 4 to 200 worlds for a bid.
const FROM_4_TO_200: SearchConfig = SearchConfig {
    bid_worlds: 4,
    max_bid_worlds: 200,
    ..SearchConfig::expert()
};

/// The first round-1 view of seeded game 1, and an evaluator of it that may go from
/// 4 to 200 worlds.
fn sequential() -> (PlayerView, Evaluator) {
    let game = euchre::Game::new(Rules::standard(), 1);
    let view = game.view(game.to_act().expect("a seat to act"));
    let evaluator = Evaluator::new(&FROM_4_TO_200, &view);
    (view, evaluator)
}

#[test]
fn sequential_sampling_stops_once_the_best_option_is_sure() {
    let (_, mut evaluator) = sequential();
    let n = evaluator.utility.len();
    assert!(n >= 2, "a bid has options");
    // Option 0 better by 0.1 in every world: sure after the minimum.
    for done in 1..=4 {
        let utilities: Vec<f64> = (0..n).map(|i| if i == 0 { 0.6 } else { 0.5 }).collect();
        for (i, u) in utilities.iter().enumerate() {
            evaluator.utility[i] += u;
        }
        evaluator.samples.push(WorldResult {
            weight: 1.0,
            utility: utilities,
            ..WorldResult::default()
        });
        evaluator.total_weight += 1.0;
        evaluator.done = done;
    }
    assert!(evaluator.finished());

    // Better by 0.01 on average but ±0.3 from world to world: not sure, so more worlds
    // until the maximum.
    let (_, mut evaluator) = sequential();
    for done in 1..=4 {
        let swing = if done % 2 == 0 { 0.3 } else { -0.28 };
        let utilities: Vec<f64> = (0..n)
            .map(|i| if i == 0 { 0.5 + swing } else { 0.5 })
            .collect();
        for (i, u) in utilities.iter().enumerate() {
            evaluator.utility[i] += u;
        }
        evaluator.samples.push(WorldResult {
            weight: 1.0,
            utility: utilities,
            ..WorldResult::default()
        });
        evaluator.total_weight += 1.0;
        evaluator.done = done;
    }
    assert!(!evaluator.finished());
    evaluator.done = 200;
    assert!(evaluator.finished(), "never past the maximum");
}

#[test]
fn sequential_sampling_is_reproducible_and_within_its_bounds() {
    let (view, _) = sequential();
    let run = || {
        let mut run = SearchRun::new(&FROM_4_TO_200, &view, 7);
        while !run.step(&view) {}
        (run.merged(), run.evaluations(&view))
    };
    let (done, evaluations) = run();
    assert!((4..=200).contains(&done), "{done} worlds");
    assert_eq!(run(), (done, evaluations));
}

/// The first seat to bid in seeded hand `seed` (North deals) and the view of the seat after
/// it, when the heuristic passes there (the first seat passed).
fn after_a_pass(seed: u64) -> Option<(Seat, PlayerView)> {
    let mut hand = Hand::new(
        Rules::standard(),
        Seat::North,
        euchre::Deal::new(seed, Seat::North),
    );
    let first = hand.to_act().expect("a seat to act");
    if Heuristic::decide(&hand.view(first)) != Action::Pass {
        return None;
    }
    hand.apply(first, Action::Pass).unwrap();
    let next = hand.to_act().expect("a seat to act");
    Some((first, hand.view(next)))
}

#[test]
fn a_world_where_a_passer_would_have_ordered_weighs_the_bid_misfit() {
    // Seeded hands in which the first seat passes; the view of the seat after it is sampled.
    let (mut fits, mut misfits) = (0, 0);
    for seed in 0..40 {
        let Some((first, view)) = after_a_pass(seed) else {
            continue;
        };
        let mut rng = DealRng::seed_from_u64(seed);
        for _ in 0..30 {
            let world = determinize(&view, &mut rng);
            let replay = Hand::new(Rules::standard(), Seat::North, *world.deal());
            let would = Heuristic::decide(&replay.view(first));
            let weight = bid_weight(&world, &view);
            if would == Action::Pass {
                assert_eq!(weight, 1.0, "seed {seed}");
                fits += 1;
            } else {
                assert_eq!(weight, BID_MISFIT, "seed {seed}");
                misfits += 1;
            }
        }
    }
    assert!(fits > 0 && misfits > 0, "{fits} fits, {misfits} misfits");
}

#[test]
fn win_probability_is_sane() {
    assert_eq!(win_probability(0, 5), 1.0);
    assert_eq!(win_probability(5, 0), 0.0);
    let even = win_probability(10, 10);
    assert!((even - 0.5).abs() < 1e-9, "{even}");
    assert!(win_probability(1, 10) > 0.9);
    assert!(win_probability(3, 5) > win_probability(4, 5));
}

#[test]
fn three_player_win_probability_is_a_fair_race() {
    assert_eq!(win_probability3(0, 5, 5), 1.0);
    assert_eq!(win_probability3(5, 0, 5), 0.0);
    let even = win_probability3(10, 10, 10);
    assert!((even - 1.0 / 3.0).abs() < 1e-9, "{even}");
    // The three chances add up to one.
    for (a, b, c) in [(3, 7, 10), (1, 2, 9), (6, 6, 2), (11, 4, 4)] {
        let total =
            win_probability3(a, b, c) + win_probability3(b, a, c) + win_probability3(c, a, b);
        assert!((total - 1.0).abs() < 1e-9, "{a} {b} {c}: {total}");
    }
    assert!(win_probability3(3, 5, 5) > win_probability3(4, 5, 5));
    assert!(win_probability3(5, 3, 9) < win_probability3(5, 9, 9));
    assert!(win_probability3(1, 10, 10) > 0.6);
}

#[test]
fn a_heuristic_play_out_plays_the_viewers_side_as_drawing_trump() {
    use crate::heuristic::tests::west_calls_hearts_under_the_right_bower;
    let world = west_calls_hearts_under_the_right_bower();
    let first_lead = |me: Seat| {
        let mut w = world;
        let standing = value::Standing::of(&world.view(me));
        assert!(finish_by_heuristic(&mut w, standing, me).is_some());
        let lead = w.history()[world.history().len()];
        assert_eq!(lead.0, Seat::West);
        lead.1
    };
    // West made trump: its side draws trump with the left bower ...
    for me in [Seat::West, Seat::East] {
        assert_eq!(first_lead(me), Action::Play("JD".parse().unwrap()), "{me}");
    }
    // ... while for its opponents West plays as the heuristic does, cashing an ace.
    for me in [Seat::South, Seat::North] {
        let lead = first_lead(me);
        assert!(
            lead == Action::Play("AD".parse().unwrap())
                || lead == Action::Play("AS".parse().unwrap()),
            "{me}: {lead}"
        );
    }
}
