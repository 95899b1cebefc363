//! Challenges from a table of people: every person shares the game from their own seat (the
//! deals turned so that they sit South), with the other seats' decisions, which people made
//! and no computer player would repeat.

use euchre::{Game, GameRecord, Players, PointsToWin, Rules, Seat, Turn};
use euchre_ai::challenge::{Challenge, ChallengeError, Origin};
use euchre_ai::duplicate::expert_in_south;
use euchre_ai::text::from_base64;
use euchre_ai::{Difficulty, player, turn_seed};

/// A finished short game of `seed` at a table where South and West are people (each played
/// here by another level with its own seeds) and the other seats computers at Normal.
fn table_game(seed: u64, players: Players) -> GameRecord {
    let rules = Rules {
        points_to_win: PointsToWin::Five,
        ..Rules::standard().with_players(players)
    };
    let mut game = Game::new(rules, seed);
    while let Some(seat) = game.to_act() {
        let at = game.actions().len();
        let (level, salt) = match seat {
            Seat::South => (Difficulty::Easy, 1),
            Seat::West => (Difficulty::Hard, 2),
            _ => (Difficulty::Normal, 0),
        };
        let action = player(level, turn_seed(seed ^ salt, at)).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    game.record()
}

/// The table's game as `seat` plays it again: the same deals and decisions, seated South.
fn seated(record: &GameRecord, seat: Seat) -> GameRecord {
    let turn = Turn::seating(record.rules.players, seat);
    let game = Game::seated(record.rules, record.seed, seat);
    let mut game = game;
    for (s, a) in turn.actions(&record.actions) {
        game.apply(s, a)
            .expect("the same decisions, turned, make the same game");
    }
    game.record()
}

fn expert(level: Difficulty) -> impl Fn(&GameRecord, u32) -> Option<i16> {
    move |record, hand| Some(expert_in_south(record, hand, level).unwrap_or(0))
}

fn expert_points(record: &GameRecord) -> Vec<i16> {
    Game::replay(record)
        .unwrap()
        .history()
        .iter()
        .map(|h| expert(Difficulty::Normal)(record, h.number).unwrap())
        .collect()
}

#[test]
fn every_person_at_a_table_shares_the_game_from_their_seat_and_it_verifies() {
    for (seed, players) in [(31, Players::Four), (32, Players::Three)] {
        let record = table_game(seed, players);
        let origin = Origin::Seed(seed);
        // The plain challenge asks the computer players for West's decisions: they would not
        // have made the person's, so its replay is not the table's game.
        let plain =
            Challenge::of_game(origin, &record, Difficulty::Normal, &expert_points(&record))
                .unwrap();
        assert_ne!(
            plain.verify(expert(Difficulty::Normal)).ok(),
            Some(record.clone())
        );
        for seat in [Seat::South, Seat::West] {
            let own = seated(&record, seat);
            assert_eq!(own.seat, seat);
            let challenge =
                Challenge::of_table(origin, &own, Difficulty::Normal, &expert_points(&own))
                    .expect("a finished game at a table");
            assert_eq!((challenge.seat, challenge.others.is_some()), (seat, true));
            let text = challenge.encode();
            assert!(text.len() < 900, "{} characters", text.len());
            let back = Challenge::decode(&text).unwrap();
            assert_eq!(back, challenge);
            assert_eq!(back.verify(expert(Difficulty::Normal)), Ok(own.clone()));
            // A friend plays the same deals from the challenger's seat: South's first hand
            // is the one the person held at the table.
            let table = Game::new(record.rules, seed);
            assert_eq!(
                back.game().view(Seat::South).hand,
                table.view(seat).hand,
                "{seat}"
            );
            // The claims are the person's side's: the table's final score, turned.
            let end = Game::replay(&own).unwrap();
            let at_table = Game::replay(&record).unwrap();
            let turn = Turn::seating(players, seat);
            for s in players.seats() {
                assert_eq!(
                    end.seat_scores()[turn.local(*s)],
                    at_table.seat_scores()[*s]
                );
            }
        }
    }
}

#[test]
fn a_table_challenge_edited_or_damaged_is_refused() {
    let record = seated(&table_game(33, Players::Four), Seat::West);
    let origin = Origin::Seed(33);
    let challenge =
        Challenge::of_table(origin, &record, Difficulty::Normal, &expert_points(&record)).unwrap();
    // Another decision of another seat: its moves do not make the claimed game.
    let mut forged = challenge.clone();
    let others = forged.others.as_mut().unwrap();
    others[3] = (others[3] + 1) % 2;
    assert!(matches!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Claims | ChallengeError::Moves)
    ));
    // One decision too few, or another seat: refused.
    let mut forged = challenge.clone();
    forged.others.as_mut().unwrap().pop();
    assert_eq!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Moves)
    );
    let mut forged = challenge.clone();
    forged.seat = Seat::North;
    assert!(forged.verify(expert(Difficulty::Normal)).is_err());
    // Any one character of its text changed: never accepted, never a panic.
    let text = challenge.encode();
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (i, c) in text.char_indices() {
        let other = alphabet.chars().find(|&x| x != c).unwrap();
        let mut edited = text.clone();
        edited.replace_range(i..i + 1, &other.to_string());
        assert!(Challenge::decode(&edited).is_err(), "position {i}");
    }
    for cut in 1..text.len() {
        assert!(Challenge::decode(&text[..cut]).is_err(), "cut at {cut}");
    }
    // A table's challenge is version 2; a plain game's is still written as before tables
    // (version 1), so that a Bower from before tables reads it.
    let version = |c: &Challenge| from_base64(&c.encode()).unwrap()[0];
    assert_eq!(version(&challenge), 2);
    let plain = Challenge {
        seat: Seat::South,
        others: None,
        ..challenge
    };
    assert_eq!(version(&plain), 1);
    assert_eq!(Challenge::decode(&plain.encode()), Ok(plain));
    // Only a table's challenge is played from another seat.
    assert_eq!(
        Challenge::of_game(origin, &record, Difficulty::Normal, &expert_points(&record)),
        None
    );
}
