//! `heuristic-v1` is frozen: the previous Normal, kept so that the arena can measure the
//! current Normal against it. Its every action over seeded games of each preset hashes to
//! the value it had when it was copied (the heuristic of commit a40dd8a).

use euchre::{Game, Preset, mix64};
use euchre_ai::Player;
use euchre_lab::HeuristicV1;

/// A hash of every action of `games` games from `seed` with `heuristic-v1` at each seat.
fn actions_hash(preset: Preset, seed: u64, games: u64) -> u64 {
    let mut hash = 0u64;
    for g in 0..games {
        let mut game = Game::new(preset.rules(), seed + g);
        let mut player = HeuristicV1;
        while let Some(seat) = game.to_act() {
            let action = player.choose(&game.view(seat));
            hash = mix64(
                hash ^ mix64(
                    format!("{seat}{action}")
                        .bytes()
                        .fold(0, |h, b| h.wrapping_mul(131).wrapping_add(u64::from(b))),
                ),
            );
            game.apply(seat, action).unwrap();
        }
    }
    hash
}

#[test]
fn heuristic_v1_plays_as_it_did_when_frozen() {
    let got: Vec<u64> = [
        Preset::Standard,
        Preset::StickTheDealer,
        Preset::LonerPays4,
        Preset::KitchenTable,
    ]
    .into_iter()
    .map(|p| actions_hash(p, 77, 20))
    .collect();
    assert_eq!(
        got,
        [
            7305499415473253475,
            2888009943493212915,
            7305499415473253475,
            10739542423050505811
        ],
        "heuristic-v1 changed"
    );
}
