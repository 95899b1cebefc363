//! The arena by three (cutthroat) seats player A in every seat equally often.

use euchre::{BySeat, Players, Preset};
use euchre_lab::arena::{ArenaConfig, Contestant, a_seat, run};

#[test]
fn the_arena_by_three_seats_each_player_in_every_seat_equally_often() {
    assert_eq!(
        (0..3).map(a_seat).collect::<Vec<_>>(),
        Players::Three.seats().to_vec()
    );
    let config = ArenaConfig {
        ns: Contestant::Heuristic,
        ew: Contestant::Random,
        games: 12,
        rules: Preset::Standard.rules().with_players(Players::Three),
        seed: 4,
    };
    let mut t = 0u64;
    let result = run(
        &config,
        &mut || {
            t += 1000;
            t
        },
        &mut |_, _| {},
    );
    assert_eq!(result.games, 12);
    assert_eq!(result.seat_games, BySeat([4, 4, 0, 4]));
    assert_eq!(result.ns_wins + result.ew_wins, 12);
    assert_eq!(result.seat_wins.0.iter().sum::<usize>(), result.ns_wins);
    assert!(result.ns_wins > 6, "the heuristic beats two random players");
    // The same player in every seat: one game of each seed's three is won by A.
    let mirror = run(
        &ArenaConfig {
            ew: Contestant::Heuristic,
            ..config
        },
        &mut || 0,
        &mut |_, _| {},
    );
    assert_eq!(mirror.ns_wins, 4);
}
