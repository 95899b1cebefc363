//! Duplicate scoring: a hand played again with the Expert in South's seat, on the same deal
//! with the same partner and opponents, every decision seeded as in the game.

use euchre::{Action, Game, GameRecord, Players, PointsToWin, Rules, Seat, Team};
use euchre_ai::duplicate::{Replay, expert_in_south, finished_hands, hand_points};
use euchre_ai::work::{Job, Outcome, run};
use euchre_ai::{Difficulty, player, turn_seed};

/// A short game (to 5) with South at `south` and the others at `others`, each decision
/// seeded as the page seeds it.
fn game(seed: u64, players: Players, south: Difficulty, others: Difficulty) -> GameRecord {
    let rules = Rules {
        points_to_win: PointsToWin::Five,
        ..Rules::standard().with_players(players)
    };
    let mut game = Game::new(rules, seed);
    while let Some(seat) = game.to_act() {
        let level = if seat == Seat::South { south } else { others };
        let at = game.actions().len();
        let action = player(level, turn_seed(seed, at)).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    game.record()
}

/// The numbers of the hands of `record` (thrown-in hands too).
fn hands(record: &GameRecord) -> Vec<u32> {
    let game = Game::replay(record).unwrap();
    game.history().iter().map(|h| h.number).collect()
}

#[test]
fn a_hand_south_played_as_the_expert_comes_out_the_same() {
    // South is the Expert, seeded as the hint seeds it: the replay makes the very same
    // choices, so every hand scores what it scored, action for action.
    let record = game(11, Players::Four, Difficulty::Expert, Difficulty::Normal);
    let numbers = hands(&record);
    assert!(numbers.len() >= 3, "{numbers:?}");
    for &hand in &numbers {
        let real = hand_points(&record, hand).unwrap();
        let Some(mut replay) = Replay::new(&record, hand, Difficulty::Normal) else {
            // A hand thrown in at the deal (a misdeal) has no decision to replay.
            assert_eq!(real, 0, "hand {hand}");
            continue;
        };
        while let Some(turn) = replay.turn() {
            let action = player(turn.difficulty, turn.seed).choose(&turn.view);
            replay.apply(action).unwrap();
        }
        assert_eq!(replay.result(), Some(real), "hand {hand}");
        assert_eq!(
            expert_in_south(&record, hand, Difficulty::Normal),
            Some(real)
        );
    }
}

#[test]
fn the_hands_points_add_up_to_the_final_score() {
    let record = game(5, Players::Four, Difficulty::Normal, Difficulty::Normal);
    let final_scores = Game::replay(&record).unwrap().scores();
    let total: i16 = hands(&record)
        .iter()
        .map(|&h| hand_points(&record, h).unwrap())
        .sum();
    let diff = i16::from(final_scores[Team::NorthSouth]) - i16::from(final_scores[Team::EastWest]);
    assert_eq!(total, 2 * diff);
    assert_eq!(hand_points(&record, 99), None, "no such hand");
}

#[test]
fn the_expert_replaces_south_only_and_is_the_same_through_the_workers_replay_jobs() {
    // South played at Normal: the Expert in its seat plays some hand otherwise. Driven
    // through the workers' protocol (each decision a `Job::Replay`), one decision at a time,
    // the replay is the same as here, and South's choices are the Expert's.
    for players in [Players::Four, Players::Three] {
        let record = game(21, players, Difficulty::Normal, Difficulty::Normal);
        let mut differs = 0;
        for hand in hands(&record) {
            let Some(mut replay) = Replay::new(&record, hand, Difficulty::Normal) else {
                continue;
            };
            while let Some(turn) = replay.turn() {
                let job = Job::Replay {
                    difficulty: turn.difficulty,
                    view: turn.view.clone(),
                    seed: turn.seed,
                };
                let Outcome::Action(Some(action)) = run(&job) else {
                    panic!("an action")
                };
                // A replay's decision is the game's decision of that view and seed.
                let decide = Job::Decide {
                    difficulty: turn.difficulty,
                    view: turn.view.clone(),
                    seed: turn.seed,
                };
                assert_eq!(run(&decide), Outcome::Action(Some(action)));
                let level = if turn.seat == Seat::South {
                    Difficulty::Expert
                } else {
                    Difficulty::Normal
                };
                assert_eq!(turn.difficulty, level);
                replay.apply(action).unwrap();
            }
            let here = expert_in_south(&record, hand, Difficulty::Normal);
            assert_eq!(replay.result(), here, "{players:?} hand {hand}");
            // The hand as it was played: the same replay with South at Normal.
            let mut real = Replay::new(&record, hand, Difficulty::Normal).unwrap();
            while let Some(turn) = real.turn() {
                let level = if turn.seat == Seat::South {
                    Difficulty::Normal
                } else {
                    turn.difficulty
                };
                real.apply(player(level, turn.seed).choose(&turn.view))
                    .unwrap();
            }
            assert_eq!(real.result(), hand_points(&record, hand));
            if real.actions() != replay.actions() {
                differs += 1;
            }
        }
        assert!(
            differs > 0,
            "{players:?}: the Expert played every hand as Normal did"
        );
    }
}

#[test]
fn the_finished_hands_are_where_their_replays_start() {
    let record = game(8, Players::Four, Difficulty::Normal, Difficulty::Normal);
    let finished = finished_hands(&record);
    let played: Vec<u32> = hands(&record)
        .into_iter()
        .filter(|&h| Replay::new(&record, h, Difficulty::Normal).is_some())
        .collect();
    assert_eq!(finished.iter().map(|&(h, _)| h).collect::<Vec<_>>(), played);
    for &(hand, start) in &finished {
        let replay = Replay::new(&record, hand, Difficulty::Normal).unwrap();
        let at = replay.turn().unwrap();
        assert_eq!(at.seed, turn_seed(record.seed, start), "hand {hand}");
    }
    // Part of the way into a hand: that hand is not finished yet.
    let (last, start) = *finished.last().unwrap();
    let mut part = record.clone();
    part.actions.truncate(start + 3);
    assert_eq!(
        finished_hands(&part).last().map(|&(h, _)| h),
        finished.iter().rev().nth(1).map(|&(h, _)| h)
    );
    assert!(finished_hands(&part).iter().all(|&(h, _)| h != last));
}

#[test]
fn an_illegal_action_is_refused_and_changes_nothing() {
    let record = game(3, Players::Four, Difficulty::Normal, Difficulty::Normal);
    let mut replay = Replay::new(&record, 0, Difficulty::Normal).unwrap();
    let before = replay.turn().unwrap();
    assert!(replay.apply(Action::Play(before.view.upcard)).is_err());
    assert_eq!(replay.turn(), Some(before));
    assert!(replay.actions().is_empty());
    assert!(Replay::new(&record, 1000, Difficulty::Normal).is_none());
}
