//! Whole three-player ("cutthroat") games: the deal rotating over South, West and East, the
//! 16th card up, per-seat scores and the winner, misdeals, records and saves.

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, Card, CardSet, Deal, DealRng, Event, Game, HandOutcome, Phase, Players, Preset, Rules,
    Seat, below, determinize, hand_seed, shuffle,
};

const THREE: Players = Players::Three;

fn three(preset: Preset) -> Rules {
    preset.rules().with_players(THREE)
}

/// Plays `game` to the end with random legal actions, returning every event.
fn play_out(game: &mut Game, seed: u64) -> Vec<Event> {
    let mut rng = DealRng::seed_from_u64(seed);
    let mut events = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        events.extend(game.apply(seat, action).unwrap());
    }
    events
}

#[test]
fn the_deal_rotates_over_the_three_and_north_never_plays() {
    for preset in Preset::ALL {
        for seed in 0..40 {
            let mut game = Game::new(three(preset), seed);
            assert_ne!(game.dealer(), Seat::North);
            assert_eq!(game.seats(), [Seat::South, Seat::West, Seat::East]);
            let events = play_out(&mut game, seed);
            assert!(events.iter().all(|e| match *e {
                Event::Passed { seat, .. } | Event::CardPlayed { seat, .. } => seat != Seat::North,
                Event::TrumpMade { maker, alone, .. } => maker != Seat::North && !alone,
                Event::DefendsAlone { .. } | Event::HandScored { .. } => false,
                _ => true,
            }));
            let dealers: Vec<Seat> = game.history().iter().map(|r| r.dealer).collect();
            for pair in dealers.windows(2) {
                assert_eq!(pair[1], THREE.next(pair[0]), "{preset} seed {seed}");
            }
            for record in game.history() {
                assert_eq!(record.deal.hands[Seat::North], CardSet::EMPTY);
                let rules = three(preset);
                assert_eq!(record.deal.kitty.len(), rules.kitty_len());
                assert_eq!(record.deal.all_cards(), rules.deck.cards());
            }
        }
    }
}

#[test]
fn the_sixteenth_card_is_the_upcard() {
    for seed in 0..200 {
        let game = Game::new(three(Preset::Standard), seed);
        let number = game.hand_number();
        let mut deck = Card::ALL;
        shuffle(
            &mut DealRng::seed_from_u64(hand_seed(seed, number)),
            &mut deck,
        );
        assert_eq!(game.hand().upcard(), deck[15], "seed {seed}");
        assert_eq!(
            *game.hand().deal(),
            Deal::for_players(hand_seed(seed, number), game.dealer(), THREE)
        );
    }
}

#[test]
fn each_player_scores_alone_and_the_winner_is_a_seat() {
    for preset in Preset::ALL {
        for seed in 0..60 {
            let rules = three(preset);
            let mut game = Game::new(rules, seed);
            let events = play_out(&mut game, seed ^ 0xABC);
            let target = rules.points_to_win.points();
            let scores = game.seat_scores();
            let winner = game.winning_seat().expect("the game is over");
            assert_eq!(game.phase(), Phase::GameOver);
            assert_eq!(game.winner(), Some(winner.team()));
            assert!(scores[winner] >= target);
            for &other in game.seats().iter().filter(|&&s| s != winner) {
                assert!(scores[other] < scores[winner], "{preset} seed {seed}");
            }
            assert_eq!(scores[Seat::North], 0);
            // The last two events: the seat, then the game's end.
            let n = events.len();
            assert_eq!(
                events[n - 2..],
                [
                    Event::PlayerWon { winner },
                    Event::GameOver {
                        winner: winner.team()
                    }
                ]
            );
            // The scores add up from the hands: each record's seat scores.
            let mut running = euchre::BySeat([0u8; 4]);
            for record in game.history() {
                let points = record.outcome.seat_points(THREE);
                for seat in Seat::ALL {
                    running[seat] += points[seat];
                }
                assert_eq!(record.seat_scores_after, running);
                if let HandOutcome::Played {
                    contract, score, ..
                } = record.outcome
                {
                    let scorers = game.seats().iter().filter(|&&s| points[s] > 0).count();
                    assert_eq!(scorers, if score.to_makers { 1 } else { 2 });
                    assert_eq!(points[contract.maker] > 0, score.to_makers);
                }
            }
            assert_eq!(running, scores);
        }
    }
}

#[test]
fn a_misdeal_in_any_of_the_three_hands_passes_the_deal() {
    let rules = three(Preset::KitchenTable);
    let mut found = 0;
    for seed in 0..3_000 {
        let game = Game::new(rules, seed);
        let Some(first) = game.history().first() else {
            continue;
        };
        let HandOutcome::Misdeal { seat } = first.outcome else {
            panic!("a hand thrown in before play is a misdeal");
        };
        found += 1;
        assert!(THREE.contains(seat));
        assert!(rules.is_misdeal(first.deal.hands[seat]));
        let next = game.history().get(1).map_or(game.dealer(), |r| r.dealer);
        assert_eq!(next, THREE.next(first.dealer));
    }
    assert!(found > 0, "some seed misdeals");
}

#[test]
fn records_saves_and_views_work_for_three() {
    let rules = three(Preset::KitchenTable);
    let mut game = Game::new(rules, 99);
    let mut rng = DealRng::seed_from_u64(5);
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        if steps % 5 == 0 {
            for &viewer in game.seats() {
                let view = game.view(viewer);
                assert!((view.hand & game.hand().deal().kitty).is_empty());
                let world = determinize(&view, &mut rng);
                let mut again = world.view(viewer);
                (again.scores, again.seat_scores) = (view.scores, view.seat_scores);
                again.hand_number = view.hand_number;
                assert_eq!(again, view);
                assert_eq!(world.deal().kitty.len(), 8);
            }
            // North's empty place: a caller going over all four seats gets an empty view,
            // and it determinizes too.
            let north = game.view(Seat::North);
            assert!(north.hand.is_empty() && north.legal_actions.is_empty());
            assert_eq!(
                determinize(&north, &mut rng).holding(Seat::North),
                CardSet::EMPTY
            );
        }
        let legal = game.legal_actions();
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, action).unwrap();
        steps += 1;
        if steps == 40 {
            let saved = game.save();
            assert!(saved.contains(r#""players":3"#));
            assert_eq!(Game::load(&saved).unwrap(), game);
        }
    }
    assert_eq!(Game::replay(&game.record()).unwrap(), game);
    assert_eq!(Game::load(&game.save()).unwrap(), game);
}

#[test]
fn an_older_save_without_the_field_is_a_four_player_game() {
    let mut game = Game::new(Rules::standard(), 3);
    for _ in 0..10 {
        let legal = game.legal_actions();
        game.apply(game.to_act().unwrap(), legal[0]).unwrap();
    }
    let saved = game.save();
    let old = saved.replace(r#","players":4"#, "");
    assert_ne!(old, saved, "the save names the number of players");
    let loaded = Game::load(&old).unwrap();
    assert_eq!(loaded, game);
    assert_eq!(loaded.rules().players, Players::Four);
    // An alone action in a three-player save is refused like any illegal action.
    let mut three = Game::new(three(Preset::Standard), 3);
    let seat = three.to_act().unwrap();
    let before = three.clone();
    assert_eq!(
        three.apply(seat, Action::OrderUp { alone: true }),
        Err(euchre::ActionError::NoGoingAlone)
    );
    assert_eq!(three, before);
}
