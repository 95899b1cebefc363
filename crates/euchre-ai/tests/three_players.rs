//! The computer players by three (cutthroat): every level's choice is legal in every phase
//! and preset, the defenders play together against the maker, the solver's sides are the
//! maker and the two defenders, and a sliced decision equals the one-shot choice.

use euchre::rand_core::{Rng, SeedableRng};
use euchre::{
    Action, BySeat, Card, CardSet, Deal, DealRng, Game, Hand, Phase, PlayerView, Players, Preset,
    Seat, below,
};
use euchre_ai::solver::{Solver, brute_force_side};
use euchre_ai::{Decision, Difficulty, Player, RandomPlayer, player};

/// Seeded three-player positions of every deciding phase and preset (several per phase),
/// from games among a Normal, an Easy and a random player.
fn positions(per_phase: usize) -> Vec<PlayerView> {
    let mut views = Vec::new();
    for preset in Preset::ALL {
        let mut counts = std::collections::HashMap::new();
        for seed in 0..30u64 {
            let mut game = Game::new(preset.rules().with_players(Players::Three), 300 + seed);
            let mut players: Vec<Box<dyn Player>> = vec![
                player(Difficulty::Normal, seed),
                player(Difficulty::Easy, seed),
                Box::new(RandomPlayer::new(seed)),
                Box::new(RandomPlayer::new(seed + 1)),
            ];
            let mut moves = 0;
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let stage = usize::from(view.tricks.len() >= 3);
                let n: &mut usize = counts.entry((view.phase, stage)).or_default();
                if *n < per_phase && view.legal_actions.len() > 1 && moves % 3 == 0 {
                    *n += 1;
                    views.push(view.clone());
                }
                moves += 1;
                let action = players[seat.index()].choose(&view);
                game.apply(seat, action).unwrap();
                if moves > 150 {
                    break;
                }
            }
        }
    }
    views
}

#[test]
fn easy_and_normal_choose_legally_in_thousands_of_three_player_decisions() {
    let mut decisions = 0;
    let mut phases = std::collections::HashSet::new();
    for preset in Preset::ALL {
        for seed in 0..6 {
            let mut game = Game::new(preset.rules().with_players(Players::Three), seed);
            let mut players: Vec<_> = (0..4)
                .map(|i| {
                    let level = if (i + seed) % 2 == 0 {
                        Difficulty::Normal
                    } else {
                        Difficulty::Easy
                    };
                    player(level, seed * 4 + i)
                })
                .collect();
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let action = players[seat.index()].choose(&view);
                assert!(view.legal_actions.contains(&action), "{preset}: {action}");
                assert!(!matches!(
                    action,
                    Action::OrderUp { alone: true } | Action::Call { alone: true, .. }
                ));
                phases.insert(view.phase);
                decisions += 1;
                game.apply(seat, action).unwrap();
            }
            let winner = game.winning_seat().expect("the game ends");
            assert!(game.seats().contains(&winner));
        }
    }
    assert!(decisions > 3000, "{decisions} decisions");
    for phase in [
        Phase::Bidding1,
        Phase::Bidding2,
        Phase::Discard,
        Phase::Play,
    ] {
        assert!(phases.contains(&phase), "no {phase:?}");
    }
}

#[test]
fn every_level_chooses_legally_by_three_and_sliced_decisions_equal_one_shot_choices() {
    let views = positions(2);
    for phase in [
        Phase::Bidding1,
        Phase::Bidding2,
        Phase::Discard,
        Phase::Play,
    ] {
        assert!(views.iter().any(|v| v.phase == phase), "no {phase:?}");
    }
    for (i, view) in views.iter().enumerate() {
        for difficulty in Difficulty::ALL {
            let seed = 13 * i as u64 + 5;
            let expected = player(difficulty, seed).choose(view);
            assert!(view.legal_actions.contains(&expected), "{difficulty:?}");
            let mut decision = Decision::new(difficulty, view, seed);
            let action = (0..10_000)
                .find_map(|_| decision.step())
                .expect("a decision ends");
            assert_eq!(action, expected, "{difficulty:?} in {:?} ({i})", view.phase);
        }
    }
}

fn set(s: &str) -> CardSet {
    s.parse().expect("test cards parse")
}

fn card(s: &str) -> Card {
    s.parse().expect("a card")
}

/// A three-player hand from South's, West's and East's cards and the upcard, dealt by
/// `dealer`, then `script` applied (bids, the discard, cards).
fn position(dealer: Seat, hands: [&str; 3], upcard: &str, script: &[Action]) -> Hand {
    let [s, w, e] = hands.map(set);
    let hands = BySeat([s, w, CardSet::EMPTY, e]);
    let upcard = card(upcard);
    let used = s | w | e | CardSet::single(upcard);
    let rules = Preset::Standard.rules().with_players(Players::Three);
    let deal = Deal {
        hands,
        upcard,
        kitty: !used,
    };
    let mut hand = Hand::new(rules, dealer, deal);
    for &a in script {
        let seat = hand.to_act().expect("a seat to act");
        hand.apply(seat, a).expect("a legal scripted action");
    }
    hand
}

#[test]
fn a_defender_does_not_trump_the_other_defenders_winner() {
    let pass = Action::Pass;
    let order = Action::OrderUp { alone: false };
    // East makes hearts; West leads the ace of spades, East follows; South, last and void in
    // spades with three trumps, lets West's ace win (the four-player logic, South's
    // partner being North, would trump it).
    let last = position(
        Seat::South,
        ["TH QH 9C TC KD", "AS KC QC 9D TD", "9S JH AH KH AD"],
        "9H",
        &[
            pass,
            order,
            Action::Discard(card("KD")),
            Action::Play(card("AS")),
            Action::Play(card("9S")),
        ],
    );
    // East deals and picks up; South leads the ace of spades and West, second with East the
    // maker still to play, does not trump it either.
    let second = position(
        Seat::East,
        ["AS KC QC 9D TD", "TH QH 9C TC KD", "9S JH AH KH AD"],
        "9H",
        &[
            pass,
            pass,
            order,
            Action::Discard(card("AD")),
            Action::Play(card("AS")),
        ],
    );
    for (hand, seat) in [(last, Seat::South), (second, Seat::West)] {
        assert_eq!(hand.to_act(), Some(seat));
        let view = hand.view(seat);
        let trump = view.trump().expect("hearts");
        for difficulty in [Difficulty::Normal, Difficulty::Hard, Difficulty::Expert] {
            let Action::Play(played) = player(difficulty, 3).choose(&view) else {
                panic!("a card")
            };
            assert!(
                !played.is_trump(trump),
                "{difficulty:?} {seat} trumped with {played}"
            );
        }
    }
}

/// A random three-player position of play with `tricks_left` tricks left.
fn random_position(preset: Preset, seed: u64, tricks_left: usize) -> Hand {
    let rules = preset.rules().with_players(Players::Three);
    let mut rng = DealRng::seed_from_u64(seed);
    loop {
        let seats = Players::Three.seats();
        let dealer = seats[below(&mut rng, 3) as usize];
        let deal = Deal::for_players(rng.next_u64(), dealer, Players::Three);
        let mut hand = Hand::new(rules, dealer, deal);
        let at = |h: &Hand| h.phase() == Phase::Play && h.tricks().len() == 5 - tricks_left;
        while !(hand.is_over() || at(&hand)) {
            let legal = hand.legal_actions();
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::OrderUp { .. } | Action::Call { .. }))
                .filter(|_| below(&mut rng, 3) == 0)
                .unwrap_or(legal[below(&mut rng, legal.len() as u32) as usize]);
            hand.apply_unchecked(pick);
        }
        if !hand.is_over() {
            return hand;
        }
    }
}

#[test]
fn the_solver_by_three_equals_brute_force_on_small_endings() {
    let mut solver = Solver::new();
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..40 {
            let tricks = 2 + seed as usize % 3;
            let hand = random_position(preset, seed * 11 + i as u64, tricks);
            let maker = hand.contract().unwrap().maker;
            let defender = Players::Three.next(maker);
            let makers = solver.solve_side(&hand, maker);
            assert_eq!(makers, brute_force_side(&hand, maker), "{preset} {seed}");
            let defenders = solver.solve_side(&hand, defender);
            assert_eq!(defenders, brute_force_side(&hand, defender));
            // Both defenders are one side.
            assert_eq!(
                solver.solve_side(&hand, Players::Three.next(defender)),
                defenders
            );
            let to_act = hand.to_act().unwrap();
            assert_eq!(usize::from(makers + defenders), hand.holding(to_act).len());
            // The best card's value is the solve of the side to act.
            assert_eq!(solver.best_play(&hand).1, solver.solve_side(&hand, to_act));
            // The maker's result counts the maker's tricks alone.
            let total = hand.tricks_won()[maker] + makers;
            let class = match total {
                0..=2 => 2,
                3 | 4 => 3,
                _ => 5,
            };
            assert_eq!(solver.maker_result(&hand), class, "{preset} {seed}");
        }
    }
}
