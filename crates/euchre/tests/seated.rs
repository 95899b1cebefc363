//! A seed's game played from another of its seats (`Game::seated`): the same deals and the
//! same game with the table turned so that the seat sits South, in every preset and with
//! three players; records and saves carry the seat, and saves from before seats load.

use euchre::rand_core::SeedableRng;
use euchre::{DealRng, Game, Players, Preset, Seat, Turn, below};

#[test]
fn a_seated_game_is_the_seeds_game_turned() {
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            for seed in 0..6 {
                for &seat in players.seats() {
                    let turn = Turn::seating(players, seat);
                    let mut table = Game::new(rules, seed);
                    let mut seated = Game::seated(rules, seed, seat);
                    assert_eq!(seated.seat(), seat);
                    let mut rng = DealRng::seed_from_u64(seed);
                    while let Some(to_act) = table.to_act() {
                        assert_eq!(seated.to_act(), Some(turn.local(to_act)));
                        assert_eq!(seated.view(Seat::South).hand, table.view(seat).hand);
                        let legal = table.legal_actions();
                        let action = legal[below(&mut rng, legal.len() as u32) as usize];
                        table.apply(to_act, action).unwrap();
                        seated.apply(turn.local(to_act), action).unwrap();
                    }
                    assert!(seated.is_over());
                    for (s, t) in seated.history().iter().zip(table.history()) {
                        assert_eq!(s.deal, turn.deal(&t.deal), "{preset:?} {seed} {seat}");
                        assert_eq!(s.dealer, turn.local(t.dealer));
                    }
                    assert_eq!(seated.seat_scores(), turn.by_seat(&table.seat_scores()));
                    // Its record and its save replay it, seat and all.
                    let record = seated.record();
                    assert_eq!(record.seat, seat);
                    assert_eq!(Game::replay(&record).as_ref(), Ok(&seated));
                    assert_eq!(Game::load(&seated.save()).as_ref(), Ok(&seated));
                }
            }
        }
    }
}

#[test]
fn saves_and_records_name_a_seat_only_when_it_is_not_south() {
    let rules = Preset::ALL[0].rules();
    let plain = Game::new(rules, 4);
    assert!(!plain.save().contains("seat"), "{}", plain.save());
    assert_eq!(Game::seated(rules, 4, Seat::South), plain);
    let east = Game::seated(rules, 4, Seat::East);
    assert!(east.save().contains(r#""seat":"East""#), "{}", east.save());
    assert_ne!(east, plain);
    // A seat out of play (North with three) is South's game.
    let three = rules.with_players(Players::Three);
    assert_eq!(Game::seated(three, 4, Seat::North), Game::new(three, 4));
    // A record from before seats reads as South's.
    let old = serde_json::to_string(&plain.record()).unwrap();
    assert!(!old.contains("seat"));
    let read: euchre::GameRecord = serde_json::from_str(&old).unwrap();
    assert_eq!(read.seat, Seat::South);
}
