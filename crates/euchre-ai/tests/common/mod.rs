//! Seeded positions shared by the integration tests.
#![allow(dead_code)] // each test file that shares this module uses a part of it

use std::collections::HashMap;

use euchre::{Game, Phase, PlayerView, Preset};
use euchre_ai::{Difficulty, Player, RandomPlayer, player};

/// Seeded positions of every phase and preset: games among a heuristic, an easy and two
/// random players (the random ones go alone often enough to bring defend-alone decisions),
/// keeping the first `per_phase` views of each phase per preset.
pub fn positions(per_phase: usize) -> Vec<PlayerView> {
    let mut views = Vec::new();
    for preset in Preset::ALL {
        let mut counts: HashMap<(Phase, usize), usize> = HashMap::new();
        for seed in 0..40u64 {
            let mut game = Game::new(preset.rules(), 1000 + seed);
            let mut players: Vec<Box<dyn Player>> = vec![
                player(Difficulty::Normal, seed),
                Box::new(RandomPlayer::new(seed)),
                player(Difficulty::Easy, seed),
                Box::new(RandomPlayer::new(seed + 1)),
            ];
            let mut moves = 0;
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                // Play positions early and late in a hand.
                let stage = usize::from(view.tricks.len() >= 3);
                let n = counts.entry((view.phase, stage)).or_default();
                if *n < per_phase && view.legal_actions.len() > 1 && moves % 3 == 0 {
                    *n += 1;
                    views.push(view.clone());
                }
                moves += 1;
                let action = players[seat.index()].choose(&view);
                game.apply(seat, action).unwrap();
                if moves > 200 {
                    break;
                }
            }
        }
    }
    views
}

/// Hand `number` (from 1, as the table shows it) of the game with `seed` under `rules`, dealt
/// by `dealer`: a hand's deal comes from the game's seed and the hand's number alone.
pub fn seeded_hand(
    rules: euchre::Rules,
    seed: u64,
    number: u32,
    dealer: euchre::Seat,
) -> euchre::Hand {
    let deal =
        euchre::Deal::for_players(euchre::hand_seed(seed, number - 1), dealer, rules.players);
    euchre::Hand::new(rules, dealer, deal)
}
