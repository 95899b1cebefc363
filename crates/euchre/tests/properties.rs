//! Property tests over seeded random games, for every preset.
//!
//! Each case plays one whole game with random legal actions and checks, at every step:
//! all 24 cards accounted for; `apply` accepts an action exactly when `legal_actions`
//! lists it, and a refused action changes nothing; points only from the scoring table;
//! and, in a sample of games, that every seat's view determinizes into a world that gives
//! back the very same view. At the end the record replays into the identical game.
//!
//! `EUCHRE_PROPTEST_GAMES` sets the games per preset (default 500; the README's test
//! command runs 100,000 per preset in release mode).

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, Card, CardSet, DealRng, Event, Game, Hand, HandOutcome, Phase, Preset, Rules, Seat,
    Suit, Trump, UpcardState, below, determinize,
};
use proptest::prelude::*;

fn games_per_preset() -> u32 {
    std::env::var("EUCHRE_PROPTEST_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(500)
}

/// Every action of every kind, to test `apply` against `legal_actions`.
fn universe() -> Vec<Action> {
    let mut all = vec![
        Action::Pass,
        Action::DefendAlone,
        Action::OrderUp { alone: false },
        Action::OrderUp { alone: true },
    ];
    let trumps = Suit::ALL
        .map(Trump::Suit)
        .into_iter()
        .chain([Trump::High, Trump::Low]);
    for trump in trumps {
        for alone in [false, true] {
            all.push(Action::Call { trump, alone });
        }
    }
    for card in Card::ALL {
        all.push(Action::Discard(card));
        all.push(Action::Play(card));
    }
    all
}

/// Every card is in exactly one place: a hand, a trick, the kitty, the discard or the
/// upcard on the table.
fn assert_cards_accounted(hand: &Hand) {
    let mut places: Vec<CardSet> = hand.holdings().0.to_vec();
    places.extend(
        hand.tricks()
            .iter()
            .chain(hand.current_trick())
            .map(|t| t.card_set()),
    );
    places.push(hand.deal().kitty);
    places.extend(hand.discard().map(CardSet::single));
    if hand.upcard_state() != UpcardState::PickedUp {
        places.push(CardSet::single(hand.upcard()));
    }
    let total: usize = places.iter().map(|p| p.len()).sum();
    let union = places.iter().fold(CardSet::EMPTY, |a, &p| a | p);
    assert_eq!(
        (total, union),
        (24, CardSet::FULL),
        "cards lost or doubled: {places:?}"
    );
}

fn check_game(rules: Rules, seed: u64, check_views: bool) {
    let universe = universe();
    let mut game = Game::new(rules, seed);
    let mut rng = DealRng::seed_from_u64(seed ^ 0x5EED);
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        steps += 1;
        assert!(steps < 5_000, "the game does not end");
        let hand = *game.hand();
        assert_cards_accounted(&hand);
        let legal = game.legal_actions();
        assert!(!legal.is_empty());
        // apply accepts exactly the legal actions; refusals leave the hand unchanged.
        for _ in 0..4 {
            let action = universe[below(&mut rng, universe.len() as u32) as usize];
            let mut copy = hand;
            let accepted = copy.apply(seat, action).is_ok();
            assert_eq!(
                accepted,
                legal.contains(action),
                "{seat} {action} in {:?}",
                hand.phase()
            );
            if !accepted {
                assert_eq!(copy, hand);
            }
            let mut copy = hand;
            assert!(copy.apply(seat.next(), action).is_err());
            assert_eq!(copy, hand);
        }
        for action in legal.iter() {
            let mut copy = hand;
            assert!(
                copy.apply(seat, action).is_ok(),
                "{seat} {action} listed but refused"
            );
        }
        if check_views {
            for viewer in Seat::ALL {
                let view = game.view(viewer);
                assert_eq!(view.legal_actions.is_empty(), viewer != seat);
                let world = determinize(&view, &mut rng);
                let mut again = world.view(viewer);
                again.scores = view.scores;
                again.seat_scores = view.seat_scores;
                again.hand_number = view.hand_number;
                assert_eq!(again, view);
                assert_cards_accounted(&world);
            }
        }
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        let scores = game.scores();
        let events = game.apply(seat, action).unwrap();
        for event in &events {
            if let Event::HandScored { team, points, .. } = *event {
                let Some(HandOutcome::Played {
                    contract,
                    defender_alone,
                    maker_tricks,
                    ..
                }) = game
                    .history()
                    .iter()
                    .rev()
                    .map(|r| r.outcome)
                    .find(|o| matches!(o, HandOutcome::Played { .. }))
                else {
                    panic!("a scored hand is recorded as played");
                };
                let expected = rules.score(maker_tricks, contract.alone, defender_alone.is_some());
                assert_eq!(
                    (team, points),
                    (expected.team(contract.makers()), expected.points)
                );
                assert_eq!(game.scores()[team], scores[team] + points);
                assert_eq!(game.scores()[team.other()], scores[team.other()]);
            }
        }
    }
    assert_eq!(game.phase(), Phase::GameOver);
    let winner = game.winner().unwrap();
    assert!(game.scores()[winner] >= rules.points_to_win.points());
    assert_eq!(Game::replay(&game.record()).unwrap(), game);
}

fn run_preset(preset: Preset) {
    let config = ProptestConfig {
        cases: games_per_preset(),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(seed in any::<u64>())| {
        check_game(preset.rules(), seed, seed % 50 == 0);
    });
}

#[test]
fn random_games_standard() {
    run_preset(Preset::Standard);
}

#[test]
fn random_games_stick_the_dealer() {
    run_preset(Preset::StickTheDealer);
}

#[test]
fn random_games_loner_pays_4() {
    run_preset(Preset::LonerPays4);
}

#[test]
fn random_games_kitchen_table() {
    run_preset(Preset::KitchenTable);
}

#[test]
fn random_games_every_single_variant() {
    let base = Rules::standard();
    let singles = [
        Rules {
            defend_alone: true,
            ..base
        },
        Rules {
            no_trump: true,
            ..base
        },
        Rules {
            loner_left_leads: true,
            ..base
        },
        Rules {
            must_hold_trump: true,
            ..base
        },
        Rules {
            misdeal_nines_tens: true,
            ..base
        },
        Rules {
            must_hold_trump: true,
            stick_the_dealer: true,
            ..base
        },
    ];
    for (i, rules) in singles.into_iter().enumerate() {
        for seed in 0..(games_per_preset() / 20).max(50) as u64 {
            check_game(rules, seed * 31 + i as u64, seed % 10 == 0);
        }
    }
}
