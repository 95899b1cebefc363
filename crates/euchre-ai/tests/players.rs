//! Every player returns only legal actions over many seeded games of every preset, decides
//! from its view alone, and is reproducible from its seed.

use euchre::rand_core::SeedableRng;
use euchre::{DealRng, Game, Preset, Rules, Seat, determinize};
use euchre_ai::{
    Difficulty, Heuristic, Oracle, Player, RandomPlayer, Search, SearchConfig, hint, player,
};

/// A tiny search, fast enough for debug-build tests.
const TINY: SearchConfig = SearchConfig {
    play_worlds: 2,
    bid_worlds: 2,
    max_bid_worlds: 0,
    max_play_worlds: 0,
};

/// Plays a game with `make(seat)` at each seat; panics on any illegal action.
fn play(rules: Rules, seed: u64, make: &dyn Fn(Seat) -> Box<dyn Player>) -> Game {
    let mut players: Vec<Box<dyn Player>> = Seat::ALL.iter().map(|&s| make(s)).collect();
    let mut game = Game::new(rules, seed);
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let action = players[seat.index()].choose(&view);
        assert!(
            view.legal_actions.contains(&action),
            "{} chose {action}, not in {:?}",
            players[seat.index()].name(),
            view.legal_actions
        );
        game.apply(seat, action).unwrap();
    }
    game
}

#[test]
fn heuristic_and_easy_play_legally_in_every_preset() {
    for preset in Preset::ALL {
        for seed in 0..20 {
            let game = play(preset.rules(), seed, &|_| Box::new(Heuristic::new()));
            assert!(game.winner().is_some());
        }
        for seed in 0..5 {
            play(preset.rules(), 100 + seed, &|s| {
                if s.index() % 2 == 0 {
                    player(Difficulty::Easy, seed * 4 + s.index() as u64)
                } else {
                    Box::new(RandomPlayer::new(seed))
                }
            });
        }
    }
}

#[test]
fn search_plays_legally_in_every_preset() {
    for preset in Preset::ALL {
        let mut rules = preset.rules();
        rules.points_to_win = euchre::PointsToWin::Five;
        play(rules, 7, &|s| {
            if s.index() % 2 == 0 {
                Box::new(Search::new(TINY, s.index() as u64))
            } else {
                Box::new(Heuristic::new())
            }
        });
    }
}

#[test]
fn oracle_plays_legally() {
    for preset in Preset::ALL {
        let mut rules = preset.rules();
        rules.points_to_win = euchre::PointsToWin::Five;
        let mut game = Game::new(rules, 3);
        let mut oracle = Oracle::new();
        let mut others = Heuristic::new();
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let action = if seat.index() % 2 == 0 {
                oracle.choose(game.hand(), &view)
            } else {
                others.choose(&view)
            };
            assert!(view.legal_actions.contains(&action));
            game.apply(seat, action).unwrap();
        }
    }
}

#[test]
fn players_see_only_the_view() {
    // Two different worlds that look the same to South: every player chooses the same.
    let mut game = Game::new(Rules::standard(), 11);
    let mut heuristic = Heuristic::new();
    while game.to_act() != Some(Seat::South) || game.hand().tricks().is_empty() {
        let seat = game.to_act().unwrap();
        let action = heuristic.choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    let view = game.view(Seat::South);
    let mut rng = DealRng::seed_from_u64(1);
    let worlds: Vec<_> = (0..2).map(|_| determinize(&view, &mut rng)).collect();
    assert_ne!(
        worlds[0].deal(),
        worlds[1].deal(),
        "the hidden cards differ"
    );
    for world in &worlds {
        let mut world_view = world.view(Seat::South);
        world_view.scores = view.scores;
        world_view.hand_number = view.hand_number;
        assert_eq!(world_view, view, "a world looks the same to South");
    }
    for difficulty in Difficulty::ALL {
        let a = player(difficulty, 5).choose(&worlds[0].view(Seat::South));
        let b = player(difficulty, 5).choose(&worlds[1].view(Seat::South));
        assert_eq!(a, b, "{difficulty:?}");
    }
}

#[test]
fn hints_rank_every_legal_option_with_a_reason() {
    let game = Game::new(Rules::standard(), 21);
    let seat = game.to_act().unwrap();
    let view = game.view(seat);
    let hints = hint(&view);
    assert_eq!(hints.len(), view.legal_actions.len());
    assert!(hints[0].recommended);
    assert_eq!(hints.iter().filter(|h| h.recommended).count(), 1);
    for h in &hints {
        assert!(!h.reason.is_empty());
        assert!((0.0..=1.0).contains(&h.win_chance));
    }
    assert_eq!(hint(&view), hints, "hints are reproducible");
    assert!(hint(&game.view(seat.next())).is_empty());
}

#[test]
fn search_is_reproducible_from_its_seed() {
    let game = Game::new(Rules::standard(), 4);
    let seat = game.to_act().unwrap();
    let view = game.view(seat);
    let a = Search::new(TINY, 9).evaluate(&view);
    let b = Search::new(TINY, 9).evaluate(&view);
    assert_eq!(a, b);
}

/// The first positions of seeded games under `rules` where the seat to act is asked
/// whether to go under.
fn going_under_positions(rules: Rules, count: usize) -> Vec<euchre::PlayerView> {
    let mut out = Vec::new();
    for seed in 0.. {
        let game = Game::new(rules, seed);
        if game.phase() == euchre::Phase::GoingUnder {
            out.push(game.view(game.to_act().unwrap()));
            if out.len() == count {
                return out;
            }
        }
    }
    unreachable!()
}

#[test]
fn every_level_plays_the_home_rules() {
    let going_under = Rules {
        going_under: true,
        points_to_win: euchre::PointsToWin::Five,
        ..Rules::standard()
    };
    let canadian = Rules {
        canadian_loner: true,
        ..going_under
    };
    let best = Rules {
        call_for_best: true,
        defend_alone: true,
        ..going_under
    };
    for rules in [going_under, canadian, best] {
        for difficulty in Difficulty::ALL {
            play(rules, 5, &|s| player(difficulty, s.index() as u64));
        }
    }
    // Three 9s or 10s are the weakest cards there are: every level exchanges them for the
    // kitty's three (the search finds it better in each of these deals).
    let positions = going_under_positions(going_under, 6);
    for difficulty in Difficulty::ALL {
        let under = positions
            .iter()
            .filter(|view| {
                let action = player(difficulty, 1).choose(view);
                assert!(view.legal_actions.contains(&action), "{difficulty:?}");
                matches!(action, euchre::Action::GoUnder(_))
            })
            .count();
        assert_eq!(under, positions.len(), "{difficulty:?}");
    }
}

/// The first positions of seeded games of Normal players under `rules` in `phase`.
fn positions_in(rules: Rules, phase: euchre::Phase, count: usize) -> Vec<euchre::PlayerView> {
    let mut out = Vec::new();
    for seed in 0.. {
        let mut game = Game::new(rules, seed);
        let mut normal = player(Difficulty::Normal, seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if view.phase == phase {
                out.push(view.clone());
                if out.len() == count {
                    return out;
                }
            }
            game.apply(seat, normal.choose(&view)).unwrap();
        }
    }
    unreachable!()
}

#[test]
fn every_level_calls_for_its_partners_best_and_is_passed_a_trump() {
    let rules = Rules {
        call_for_best: true,
        ..Rules::standard()
    };
    // Calling never costs (the card received may be buried): every level calls.
    let asked = positions_in(rules, euchre::Phase::CallForBest, 6);
    // The partner's best for a loner is a trump when it holds one.
    let passing = positions_in(rules, euchre::Phase::PassBest, 6);
    for difficulty in Difficulty::ALL {
        for view in &asked {
            let action = player(difficulty, 1).choose(view);
            assert_eq!(action, euchre::Action::CallForBest, "{difficulty:?}");
        }
        for view in &passing {
            let trump = view.trump().unwrap();
            let action = player(difficulty, 1).choose(view);
            let euchre::Action::PassBest(card) = action else {
                panic!("{difficulty:?}: {action}");
            };
            let holds_trump = view.hand.iter().any(|c| c.is_trump(trump));
            assert_eq!(
                card.is_trump(trump),
                holds_trump,
                "{difficulty:?}: {action} from {}",
                view.hand
            );
        }
    }
}

#[test]
fn the_hint_says_what_passing_or_burying_a_card_does_for_the_loner() {
    let rules = Rules {
        call_for_best: true,
        ..Rules::standard()
    };
    let passing = &positions_in(rules, euchre::Phase::PassBest, 1)[0];
    let hints = hint(passing);
    assert_eq!(hints.len(), passing.legal_actions.len());
    for h in &hints {
        let euchre::Action::PassBest(card) = h.action else {
            panic!("{:?}", h.action);
        };
        assert!(
            h.reason
                .starts_with(&format!("Pass {card} to your partner")),
            "{}",
            h.reason
        );
        // Set against another pass in one number, or a toss-up with it, or what it does for
        // the loner.
        assert!(
            h.reason.contains("your partner takes all five")
                || h.reason.contains("as good as passing")
                || h.reason.contains("a toss-up with passing")
                || h.reason.contains("than if you pass"),
            "{}",
            h.reason
        );
    }
    let burying = &positions_in(rules, euchre::Phase::Bury, 1)[0];
    let hints = hint(burying);
    assert_eq!(hints.len(), 6);
    let best = &hints[0];
    assert!(
        best.recommended && best.reason.contains("Bury"),
        "{}",
        best.reason
    );
    assert!(
        best.reason.contains("you take all five") || best.reason.contains("as good as burying"),
        "{}",
        best.reason
    );
}

#[test]
fn every_level_plays_every_deck() {
    // The 24 cards are the other tests'; here the Joker's and the 32: every level with the
    // home rules on, and the three-player game.
    for deck in [euchre::Deck::Joker, euchre::Deck::ThirtyTwo] {
        let home = Rules {
            deck,
            going_under: true,
            canadian_loner: true,
            call_for_best: true,
            defend_alone: true,
            points_to_win: euchre::PointsToWin::Five,
            ..Rules::standard()
        };
        for difficulty in Difficulty::ALL {
            let game = play(home, 11, &|s| player(difficulty, s.index() as u64));
            assert!(game.winner().is_some(), "{deck:?} {difficulty:?}");
        }
        let three = Rules {
            deck,
            points_to_win: euchre::PointsToWin::Five,
            ..Rules::standard()
        }
        .with_players(euchre::Players::Three);
        for difficulty in [Difficulty::Easy, Difficulty::Normal] {
            let game = play(three, 12, &|s| player(difficulty, s.index() as u64));
            assert!(game.winner().is_some(), "{deck:?} {difficulty:?} for three");
        }
    }
}

#[test]
fn with_the_joker_turned_up_every_level_names_a_suit_it_is_long_in() {
    let rules = Preset::BritishJoker.rules();
    let positions = positions_in(rules, euchre::Phase::JokerTurned, 12);
    for difficulty in Difficulty::ALL {
        for view in &positions {
            let action = player(difficulty, 3).choose(view);
            let euchre::Action::Call { trump, .. } = action else {
                panic!("{difficulty:?} chose {action} with the Joker turned up");
            };
            // The dealer holds five and picks up the Joker: trump is a suit with (nearly) the
            // most cards of the five, never a suit two cards shorter than the longest.
            let length = |t: euchre::Trump| view.hand.of_suit(t.suit().unwrap(), t).len();
            let longest = euchre::Suit::ALL
                .iter()
                .map(|&s| length(euchre::Trump::Suit(s)))
                .max()
                .unwrap();
            assert!(
                length(trump) + 1 >= longest,
                "{difficulty:?} named {trump} holding {}",
                view.hand
            );
        }
    }
}
