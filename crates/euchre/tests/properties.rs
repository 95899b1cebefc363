//! Property tests over seeded random games, for every preset.
//!
//! Each case plays one whole game with random legal actions and checks, at every step:
//! every card of the deck accounted for; `apply` accepts an action exactly when `legal_actions`
//! lists it, and a refused action changes nothing; points only from the scoring table;
//! and, in a sample of games, that every seat's view determinizes into a world that gives
//! back the very same view. At the end the record replays into the identical game.
//!
//! Every preset is also played by three (cutthroat): 15 cards dealt, 1 up, 8 in the kitty;
//! each seat scores for itself, and the game ends when one seat leads at the target.
//!
//! `EUCHRE_PROPTEST_GAMES` sets the games per preset (default 500; the README's test
//! command runs 100,000 per preset, for four and for three, in release mode).

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, Best, BySeat, Card, CardSet, DealRng, Deck, Event, Game, Hand, HandOutcome, Phase,
    Players, Preset, Rank, Rules, Seat, Suit, Trump, UpcardState, below, determinize,
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
    all.push(Action::CallForBest);
    for card in Card::EVERY {
        all.push(Action::Discard(card));
        all.push(Action::Play(card));
        all.push(Action::PassBest(card));
        all.push(Action::Bury(card));
    }
    // Going under: every three of the 9s and of the 10s, a three out of order, and three
    // cards that are not of one rank.
    all.push(Action::KeepHand);
    for rank in [Rank::Nine, Rank::Ten] {
        let four: Vec<Card> = CardSet::rank(rank).iter().collect();
        for skip in 0..4 {
            let three: Vec<Card> = (0..4).filter(|&i| i != skip).map(|i| four[i]).collect();
            all.push(Action::GoUnder([three[0], three[1], three[2]]));
        }
        all.push(Action::GoUnder([four[2], four[1], four[0]]));
    }
    let [a, b, c] = ["9C", "TC", "9D"].map(|s| s.parse::<Card>().unwrap());
    all.push(Action::GoUnder([a, b, c]));
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
    places.push(hand.kitty());
    places.extend(hand.discard().map(CardSet::single));
    // Buried by a lone player after the partner's best.
    places.extend(hand.best().iter().filter_map(|(_, best)| match *best {
        Best::Buried { buried, .. } => Some(CardSet::single(buried)),
        _ => None,
    }));
    if hand.upcard_state() != UpcardState::PickedUp {
        places.push(CardSet::single(hand.upcard()));
    }
    let total: usize = places.iter().map(|p| p.len()).sum();
    let union = places.iter().fold(CardSet::EMPTY, |a, &p| a | p);
    let deck = hand.rules().deck;
    assert_eq!(
        (total, union),
        (deck.size(), deck.cards()),
        "cards lost or doubled: {places:?}"
    );
    // As dealt: five to each seat in play (15 or 20), one up, the rest the kitty.
    let players = hand.rules().players;
    let deal = hand.deal();
    for seat in Seat::ALL {
        let dealt = if players.contains(seat) { 5 } else { 0 };
        assert_eq!(deal.hands[seat].len(), dealt, "{seat}");
        assert!(players.contains(seat) || hand.holding(seat).is_empty());
    }
    assert_eq!(deal.kitty.len(), hand.rules().kitty_len());
    assert!(!deal.kitty.contains(deal.upcard));
}

/// Checks a finished hand's points: from the scoring table, to the right seats (both
/// partners, the three-player maker, or each of their two defenders), and nobody else's
/// score moved.
fn check_scored(game: &Game, rules: Rules, before: BySeat<u8>, points_seen: u8) {
    let Some(HandOutcome::Played {
        contract,
        defender_alone,
        maker_tricks,
        score,
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
    assert_eq!(score, expected);
    assert_eq!(points_seen, expected.points);
    let after = game.seat_scores();
    for seat in Seat::ALL {
        let scores = match rules.players {
            Players::Four => seat.team() == expected.team(contract.makers()),
            Players::Three => {
                rules.players.contains(seat) && (seat == contract.maker) == expected.to_makers
            }
        };
        let gained = if scores { expected.points } else { 0 };
        assert_eq!(after[seat], before[seat] + gained, "{seat} {expected:?}");
    }
}

fn check_game(rules: Rules, seed: u64, check_views: bool) {
    let universe = universe();
    let mut game = Game::new(rules, seed);
    let mut rng = DealRng::seed_from_u64(seed ^ 0x5EED);
    let mut steps = 0;
    // Where the current hand's actions begin in the game's.
    let (mut number, mut start) = (game.hand_number(), 0);
    while let Some(seat) = game.to_act() {
        steps += 1;
        assert!(steps < 5_000, "the game does not end");
        let hand = *game.hand();
        assert_cards_accounted(&hand);
        if game.hand_number() != number {
            (number, start) = (game.hand_number(), game.actions().len());
        }
        // The hand's history, rebuilt from its state, is what was applied.
        assert_eq!(hand.history(), game.actions()[start..]);
        assert!(rules.players.contains(seat));
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
            for &viewer in rules.players.seats() {
                let view = game.view(viewer);
                assert_eq!(view.legal_actions.is_empty(), viewer != seat);
                assert!((view.hand & hand.kitty()).is_empty(), "the kitty unseen");
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
        let before = game.seat_scores();
        let events = game.apply(seat, action).unwrap();
        for event in &events {
            match *event {
                Event::HandScored { points, .. } if rules.players == Players::Four => {
                    check_scored(&game, rules, before, points);
                }
                Event::PlayerScored { points, maker, .. } if rules.players == Players::Three => {
                    let most = points.0.iter().copied().max().unwrap_or(0);
                    check_scored(&game, rules, before, most);
                    assert!(points[Seat::North] == 0 && (most > 0));
                    let after = game.seat_scores();
                    let gained = BySeat::from_fn(|s| after[s] - before[s]);
                    assert_eq!(points, gained, "{maker}");
                }
                Event::HandScored { .. } | Event::PlayerScored { .. } => {
                    panic!("{event:?} at a table of {}", rules.players)
                }
                _ => {}
            }
        }
        // The game goes on exactly while no seat leads alone at the target.
        let target = rules.points_to_win.points();
        let scores = game.seat_scores();
        let seats = rules.players.seats();
        let best = seats.iter().map(|&s| scores[s]).max().unwrap_or(0);
        let leaders = seats.iter().filter(|&&s| scores[s] == best).count();
        let alone_ahead = best >= target && (leaders == 1 || rules.players == Players::Four);
        assert_eq!(game.is_over(), alone_ahead, "{scores:?}");
    }
    assert_eq!(game.phase(), Phase::GameOver);
    let winner = game.winning_seat().unwrap();
    assert_eq!(game.winner(), Some(winner.team()));
    assert!(game.scores()[winner.team()] >= rules.points_to_win.points());
    assert!(game.seat_scores()[winner] >= rules.points_to_win.points());
    assert_eq!(Game::replay(&game.record()).unwrap(), game);
}

fn run_preset(preset: Preset) {
    run_rules(preset.rules());
}

fn run_rules(rules: Rules) {
    let config = ProptestConfig {
        cases: games_per_preset(),
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(seed in any::<u64>())| {
        check_game(rules, seed, seed % 50 == 0);
    });
}

#[test]
fn random_three_player_games_standard() {
    run_rules(Preset::Standard.rules().with_players(Players::Three));
}

#[test]
fn random_three_player_games_stick_the_dealer() {
    run_rules(Preset::StickTheDealer.rules().with_players(Players::Three));
}

#[test]
fn random_three_player_games_loner_pays_4() {
    run_rules(Preset::LonerPays4.rules().with_players(Players::Three));
}

#[test]
fn random_three_player_games_kitchen_table() {
    run_rules(Preset::KitchenTable.rules().with_players(Players::Three));
}

#[test]
fn random_three_player_games_british_joker() {
    run_rules(Preset::BritishJoker.rules().with_players(Players::Three));
}

#[test]
fn random_games_british_joker() {
    run_preset(Preset::BritishJoker);
}

/// The 32-card deck at the kitchen table: its misdeal rule and every bidding variant there.
#[test]
fn random_games_thirty_two_cards() {
    for players in Players::ALL {
        run_rules(
            Rules {
                deck: Deck::ThirtyTwo,
                ..Preset::KitchenTable.rules()
            }
            .with_players(players),
        );
    }
}

/// The Joker with every rule it meets: no trump asked for (and not played), must hold trump,
/// stick the dealer, calling for best, going under asked for (and not played).
#[test]
fn random_games_joker_with_home_rules() {
    run_rules(Rules {
        deck: Deck::Joker,
        call_for_best: true,
        going_under: true,
        canadian_loner: true,
        ..Preset::KitchenTable.rules()
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

/// The variants played by four only, each at the presets' count of games.
#[test]
fn random_games_going_under() {
    run_rules(Rules {
        going_under: true,
        ..Rules::standard()
    });
}

/// With defend alone, so that a lone defender calls for best too.
#[test]
fn random_games_call_for_best() {
    run_rules(Rules {
        call_for_best: true,
        defend_alone: true,
        ..Rules::standard()
    });
}

#[test]
fn random_games_canadian_loner() {
    run_rules(Rules {
        canadian_loner: true,
        ..Rules::standard()
    });
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
            canadian_loner: true,
            ..base
        },
        Rules {
            going_under: true,
            ..base
        },
        Rules {
            call_for_best: true,
            ..base
        },
        Rules {
            must_hold_trump: true,
            stick_the_dealer: true,
            ..base
        },
        Rules {
            deck: Deck::Joker,
            ..base
        },
        Rules {
            deck: Deck::ThirtyTwo,
            ..base
        },
    ];
    for (i, rules) in singles.into_iter().enumerate() {
        for players in Players::ALL {
            let rules = rules.with_players(players);
            for seed in 0..(games_per_preset() / 20).max(50) as u64 {
                check_game(rules, seed * 31 + i as u64, seed % 10 == 0);
            }
        }
    }
}

/// Every home rule at the kitchen table, with the 24 cards.
#[test]
fn random_games_kitchen_table_with_home_rules() {
    run_rules(Rules {
        call_for_best: true,
        going_under: true,
        canadian_loner: true,
        ..Preset::KitchenTable.rules()
    });
}
