//! The search's unit tests: sampling, inference, play-outs, the stop rule.

use super::playout::{Misfit, bid_weight};
use super::value::{Standing, win_probability, win_probability3};
use super::*;
use crate::solver::Solver;
use euchre::{Hand, Rules, Seat, below, determinize};

#[test]
fn making_a_trump_the_heuristic_would_not_pays_the_make_margin() {
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
    let config = SearchConfig {
        make_margin_bp: 300,
        margin_bp: 50,
        ..SearchConfig::expert()
    };
    let search = Search::new(config, 1);
    let evaluations = |order_utility: f64| {
        [
            Evaluation {
                action: order,
                points: 0.0,
                utility: order_utility,
                march: 0.0,
                euchre: 0.0,
                ours: 1.0,
            },
            Evaluation {
                action: Action::Pass,
                points: 0.0,
                utility: 0.5,
                march: 0.0,
                euchre: 0.0,
                ours: 0.0,
            },
        ]
    };
    assert_eq!(search.pick(&view, &evaluations(0.52)), Action::Pass);
    assert_eq!(search.pick(&view, &evaluations(0.54)), order);
    let plain = Search::new(SearchConfig::expert(), 1);
    assert_eq!(plain.pick(&view, &evaluations(0.501)), order);
    assert_eq!(
        plain.pick(&view, &evaluations(0.5)),
        Action::Pass,
        "ties go to the heuristic"
    );
}

/// The first round-1 view of seeded game 1, and an evaluator of it that may go from
/// 4 to 200 worlds.
fn sequential() -> (PlayerView, Evaluator) {
    let game = euchre::Game::new(Rules::standard(), 1);
    let view = game.view(game.to_act().expect("a seat to act"));
    let config = SearchConfig {
        bid_worlds: 4,
        max_bid_worlds: 200,
        ..SearchConfig::expert()
    };
    let evaluator = Evaluator::new(&config, &view);
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
        evaluator.samples.push(Sample {
            weight: 1.0,
            utility: utilities,
            later: None,
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
        evaluator.samples.push(Sample {
            weight: 1.0,
            utility: utilities,
            later: None,
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
    let (view, evaluator) = sequential();
    let run = || {
        let mut evaluator = evaluator.clone();
        let mut rng = DealRng::seed_from_u64(7);
        let mut solver = Solver::new();
        while !evaluator.step(&view, &mut rng, &mut solver) {}
        (evaluator.done, evaluator.evaluations(&view))
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
    let misfit = Misfit {
        bid: 0.05,
        play: 0.3,
        partner_policy: 0.0,
    };
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
            let weight = bid_weight(&world, &view, true, misfit);
            if would == Action::Pass {
                assert_eq!(weight, 1.0, "seed {seed}");
                fits += 1;
            } else {
                assert_eq!(weight, 0.05, "seed {seed}");
                misfits += 1;
            }
        }
    }
    assert!(fits > 0 && misfits > 0, "{fits} fits, {misfits} misfits");
}

#[test]
fn drawing_candidates_keeps_worlds_by_their_weight_and_counts_their_mean() {
    // As above: the seat after a first seat that passed; a world where the passer would
    // have ordered weighs 5 %.
    let config = |candidates| SearchConfig {
        candidates,
        bid_misfit_pct: 5,
        ..SearchConfig::expert()
    };
    let (mut plain_fits, mut kept_fits, mut draws) = (0, 0, 0);
    for seed in 0..40 {
        let Some((first, view)) = after_a_pass(seed) else {
            continue;
        };
        let fits = |world: &Hand| {
            let replay = Hand::new(Rules::standard(), Seat::North, *world.deal());
            Heuristic::decide(&replay.view(first)) == Action::Pass
        };
        let plain = Evaluator::new(&config(1), &view);
        let four = Evaluator::new(&config(4), &view);
        let mut rng = DealRng::seed_from_u64(seed);
        for _ in 0..25 {
            let (world, _) = plain.sample(&view, &mut rng);
            plain_fits += usize::from(fits(&world));
            // The four candidates the same generator draws (each after the first followed
            // by the draw that decides whether to keep it), and the one kept.
            let mut copy = rng.clone();
            let candidates: Vec<Hand> = (0..4)
                .map(|k| {
                    let world = determinize(&view, &mut copy);
                    if k > 0 {
                        below(&mut copy, 1 << 20);
                    }
                    world
                })
                .collect();
            let (kept, weight) = four.sample(&view, &mut rng);
            assert!(
                candidates.contains(&kept),
                "seed {seed}: a candidate is kept"
            );
            let mean = candidates
                .iter()
                .map(|w| bid_weight(w, &view, true, four.misfit))
                .sum::<f64>()
                / 4.0;
            assert!(
                (weight - mean).abs() < 1e-12,
                "seed {seed}: {weight} {mean}"
            );
            kept_fits += usize::from(fits(&kept));
            draws += 1;
        }
    }
    // Kept by weight, the worlds misfit the pass far less often than drawn ones (at a
    // twentieth of the weight, about a tenth as often here).
    let misfits = |fits: usize| 1.0 - fits as f64 / draws as f64;
    let (plain, kept) = (misfits(plain_fits), misfits(kept_fits));
    assert!(draws >= 200, "{draws} draws");
    assert!(plain > 0.02 && kept < 0.25 * plain, "{plain} {kept}");
}

/// A view after the viewer's partner has played two cards or more in a seeded game of four
/// heuristics (`players` seats), if the game's first hand has one.
fn after_partners_cards(seed: u64, players: euchre::Players) -> Option<PlayerView> {
    let rules = Rules::standard().with_players(players);
    let mut game = euchre::Game::new(rules, seed);
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let partner = crate::sides::partner(&view);
        if view.phase == Phase::Play
            && view.tricks.len() >= 2
            && view.legal_actions.len() > 1
            && partner.is_some_and(|p| view.played_by(p).len() >= 2)
        {
            return Some(view);
        }
        if view.hand_number > 0 {
            return None;
        }
        game.apply(seat, Heuristic::decide(&view)).unwrap();
    }
    None
}

/// The chance the Expert's card policy gives each card the partner played in `world`, and
/// how many cards it could play.
fn partners_chances(world: &Hand, view: &PlayerView) -> Vec<(f64, f64)> {
    let partner = crate::sides::partner(view).expect("a partner");
    let mut replay = Hand::new(*world.rules(), world.dealer(), *world.deal());
    let mut chances = Vec::new();
    for (seat, action) in world.history() {
        if seat == partner && replay.phase() == Phase::Play {
            let mut seen = replay.view(seat);
            Standing::of(view).set(&mut seen);
            if let (Some(choice), Action::Play(card)) =
                (crate::policy::CardChoice::of(&seen), action)
            {
                let n = choice.cards.len() as f64;
                chances.push((choice.chance(&crate::policy::EXPERT, card), n));
            }
        }
        replay.apply_unchecked(action);
    }
    chances
}

#[test]
fn by_four_the_partners_cards_weigh_a_world_by_the_experts_policy() {
    // Only the partner's cards count: every other action fits.
    let misfit = |partner_policy| Misfit {
        bid: 1.0,
        play: 1.0,
        partner_policy,
    };
    let mut worlds = 0;
    for seed in 0..8 {
        let Some(view) = after_partners_cards(seed, euchre::Players::Four) else {
            continue;
        };
        let mut rng = DealRng::seed_from_u64(seed);
        let mut weights = Vec::new();
        for _ in 0..20 {
            let world = determinize(&view, &mut rng);
            let chances = partners_chances(&world, &view);
            let weight = bid_weight(&world, &view, true, misfit(1.0));
            let product: f64 = chances.iter().map(|(p, _)| *p).product();
            assert!(
                (weight - product).abs() < 1e-12,
                "seed {seed}: {weight} {product}"
            );
            // Without the policy the partner's cards are read as the opponents' (here: fit).
            assert_eq!(bid_weight(&world, &view, true, misfit(0.0)), 1.0);
            // Half the policy, half any legal card alike.
            let half = bid_weight(&world, &view, true, misfit(0.5));
            let mixed: f64 = chances.iter().map(|(p, n)| 0.5 * p + 0.5 / n).product();
            assert!((half - mixed).abs() < 1e-12, "seed {seed}: {half} {mixed}");
            weights.push(weight);
            worlds += usize::from(!chances.is_empty());
        }
        // The policy tells the worlds apart.
        let first = weights[0];
        assert!(
            weights.iter().any(|w| (w - first).abs() > 1e-9),
            "seed {seed}: {weights:?}"
        );
    }
    assert!(
        worlds >= 60,
        "{worlds} worlds where the partner chose a card"
    );
}

#[test]
fn by_three_the_other_defenders_cards_are_read_as_the_heuristics() {
    // The other defender is another player, not the Expert's partner: no policy.
    let misfit = Misfit {
        bid: 1.0,
        play: 0.5,
        partner_policy: 1.0,
    };
    let mut checked = 0;
    for seed in 0..30 {
        let Some(view) = after_partners_cards(seed, euchre::Players::Three) else {
            continue;
        };
        let mut rng = DealRng::seed_from_u64(seed);
        for _ in 0..10 {
            let world = determinize(&view, &mut rng);
            let weight = bid_weight(&world, &view, true, misfit);
            // Every factor is a misfit of a card: a power of one half.
            let log = weight.log2();
            assert!((log - log.round()).abs() < 1e-9, "seed {seed}: {weight}");
            checked += 1;
        }
    }
    assert!(checked >= 30, "{checked} worlds");
}

#[test]
fn the_mean_play_out_is_the_mean_of_double_dummy_and_heuristic_play_outs() {
    // A bid (the first view of a seeded game) and a card (the first lead of another).
    let mut game = euchre::Game::new(Rules::standard(), 3);
    let bid = game.view(game.to_act().expect("a seat to act"));
    let card = loop {
        let seat = game.to_act().expect("a seat to act");
        let view = game.view(seat);
        if view.phase == Phase::Play {
            break view;
        }
        game.apply(seat, Heuristic::decide(&view)).unwrap();
    };
    for view in [bid, card] {
        let evaluate = |playout: Playout| {
            let config = SearchConfig {
                play_worlds: 6,
                max_play_worlds: 0,
                bid_worlds: 6,
                max_bid_worlds: 0,
                bid_playout: playout,
                play_playout: playout,
                ..SearchConfig::expert()
            };
            let mut evaluator = Evaluator::new(&config, &view);
            let mut rng = DealRng::seed_from_u64(11);
            let mut solver = Solver::new();
            while !evaluator.step(&view, &mut rng, &mut solver) {}
            (evaluator.points, evaluator.utility)
        };
        let (dd, h, both) = (
            evaluate(Playout::DoubleDummy),
            evaluate(Playout::Heuristic),
            evaluate(Playout::Both),
        );
        assert_ne!(
            dd, h,
            "the two play-outs differ somewhere ({:?})",
            view.phase
        );
        for i in 0..view.legal_actions.len() {
            assert!((both.0[i] - (dd.0[i] + h.0[i]) / 2.0).abs() < 1e-9);
            assert!((both.1[i] - (dd.1[i] + h.1[i]) / 2.0).abs() < 1e-9);
        }
    }
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
