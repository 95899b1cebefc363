//! Three-player (cutthroat) events in words, as the engine sends them in seeded games: each
//! player named alone, the scores per player, nobody's partner, the winner a seat.

use super::*;
use euchre::{Game, Preset};
use euchre_ai::Difficulty;

/// Every event of seeded three-player games under each preset, with the scores after it.
fn three_player_events() -> Vec<(Event, Tally)> {
    let mut out = Vec::new();
    for seed in 0..12u64 {
        for preset in Preset::ALL {
            let mut game = Game::new(preset.rules().with_players(Players::Three), seed);
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                for event in game.apply(seat, action).unwrap() {
                    out.push((event, Tally::of_game(&game)));
                }
            }
        }
    }
    out
}

#[test]
fn three_player_events_name_each_player_and_the_scores_per_player() {
    let (mut euchres, mut made, mut won) = (0, 0, 0);
    for (event, tally) in three_player_events() {
        let text = announce(&event, tally);
        if let Some(text) = &text {
            assert!(!text.contains("North"), "nobody sits North: {text}");
            assert!(!text.contains("Us ") && !text.contains("Them"), "{text}");
            assert!(
                !text.contains("alone"),
                "nobody goes alone with three: {text}"
            );
        }
        match event {
            Event::PlayerScored {
                maker,
                maker_tricks,
                kind,
                points,
            } => {
                let text = text.expect("a scored hand is announced");
                let scores = format!(
                    "You {}, West {}, East {}.",
                    tally.seats[Seat::South],
                    tally.seats[Seat::West],
                    tally.seats[Seat::East]
                );
                assert!(text.ends_with(&scores), "{text}");
                if kind == ScoreKind::Euchre {
                    euchres += 1;
                    assert!(text.starts_with(&defenders_words(maker)), "{text}");
                    assert!(text.contains(&format!("euchre {}", mid_sentence(who(maker)))));
                    assert!(text.contains(": 2 points each."), "{text}");
                    assert!(!defenders_words(maker).contains(who(maker)));
                } else {
                    made += 1;
                    assert!(text.starts_with(who(maker)), "{text}");
                    assert!(text.contains(&count(points[maker], "point")), "{text}");
                    if kind == ScoreKind::Made {
                        assert!(text.contains(&count(maker_tricks, "trick")), "{text}");
                    }
                }
            }
            Event::PlayerWon { winner } => {
                won += 1;
                let text = text.expect("the winner is announced");
                assert_eq!(text, format!("Game over: {}.", does(winner, "win", "wins")));
            }
            Event::GameOver { .. } => assert_eq!(text, None, "said by PlayerWon"),
            Event::HandScored { .. } | Event::DefendsAlone { .. } => {
                panic!("not with three players: {event:?}")
            }
            _ => assert!(text.is_some(), "{event:?}"),
        }
    }
    assert!(euchres > 0 && made > 0 && won > 0, "{euchres} {made} {won}");
}

#[test]
fn the_words_of_a_three_player_hand_exactly() {
    let tally = Tally {
        players: Players::Three,
        teams: euchre::ByTeam([3, 7]),
        seats: euchre::BySeat([3, 7, 0, 5]),
    };
    let scored = |maker, kind, points: [u8; 4], tricks| Event::PlayerScored {
        maker,
        maker_tricks: tricks,
        kind,
        points: euchre::BySeat(points),
    };
    let cases = [
        (
            scored(Seat::West, ScoreKind::Made, [0, 1, 0, 0], 3),
            "West makes it with 3 tricks: 1 point. You 3, West 7, East 5.",
        ),
        (
            scored(Seat::South, ScoreKind::March, [2, 0, 0, 0], 5),
            "You march, taking all 5 tricks: 2 points. You 3, West 7, East 5.",
        ),
        (
            scored(Seat::East, ScoreKind::Euchre, [2, 2, 0, 0], 1),
            "You and West euchre East, who took 1 trick: 2 points each. You 3, West 7, East 5.",
        ),
        (
            scored(Seat::South, ScoreKind::Euchre, [0, 2, 0, 2], 2),
            "West and East euchre you, who took 2 tricks: 2 points each. You 3, West 7, East 5.",
        ),
        (
            Event::PlayerWon { winner: Seat::East },
            "Game over: East wins.",
        ),
        (
            Event::PlayerWon {
                winner: Seat::South,
            },
            "Game over: You win.",
        ),
    ];
    for (event, words) in cases {
        assert_eq!(announce(&event, tally).as_deref(), Some(words));
    }
    assert_eq!(tally.words(" · "), "You 3 · West 7 · East 5");
    assert_eq!(winner_words(Players::Three, Seat::West), "West wins");
    assert_eq!(winner_words(Players::Three, Seat::South), "You win!");
    assert_eq!(winner_words(Players::Four, Seat::East), "East and West win");
    assert_eq!(
        Tally::four(euchre::ByTeam([3, 7])).words(" · "),
        "Us 3 · Them 7"
    );
}
