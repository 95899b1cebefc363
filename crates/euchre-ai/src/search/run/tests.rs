//! The search's run: the same outcome whatever the split of its worlds and however they are
//! added.

use super::*;
use crate::{Player, RandomPlayer};
use euchre::{Game, Preset};

/// The whole search of `view` with each round's worlds in `parts` ranges: its evaluations
/// and how many worlds it merged.
fn in_parts(
    config: &SearchConfig,
    view: &PlayerView,
    seed: u64,
    parts: usize,
) -> (Vec<Evaluation>, usize) {
    let mut run = SearchRun::new(config, view, seed);
    run.run(view, parts);
    (run.evaluations(view), run.merged())
}

/// Seeded positions of every deciding phase and preset, with more than one option.
fn positions() -> Vec<PlayerView> {
    let mut views = Vec::new();
    for preset in Preset::ALL {
        let mut phases = Vec::new();
        for seed in 0..30u64 {
            let mut game = Game::new(preset.rules(), 500 + seed);
            let mut random = RandomPlayer::new(seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let late = view.tricks.len() >= 3;
                if view.legal_actions.len() > 1 && !phases.contains(&(view.phase, late)) {
                    phases.push((view.phase, late));
                    views.push(view.clone());
                }
                let action = if seat.index() % 2 == 0 {
                    Heuristic::decide(&view)
                } else {
                    random.choose(&view)
                };
                game.apply(seat, action).unwrap();
                if game.hand_number() > 2 {
                    break;
                }
            }
        }
    }
    views
}

#[test]
fn any_split_of_the_worlds_gives_the_same_evaluations() {
    let views = positions();
    for phase in [
        Phase::Bidding1,
        Phase::Bidding2,
        Phase::Discard,
        Phase::Play,
    ] {
        assert!(views.iter().any(|v| v.phase == phase), "no {phase:?}");
    }
    for (i, view) in views.iter().enumerate() {
        for config in [SearchConfig::expert(), SearchConfig::hard()] {
            let seed = 17 * i as u64 + 3;
            let (one, worlds) = in_parts(&config, view, seed, 1);
            let (min, max) = if view.phase == Phase::Play {
                (
                    config.play_worlds,
                    config.max_play_worlds.max(config.play_worlds),
                )
            } else {
                (
                    config.bid_worlds,
                    config.max_bid_worlds.max(config.bid_worlds),
                )
            };
            assert!((min..=max).contains(&worlds), "{worlds} worlds");
            for parts in 2..=4 {
                assert_eq!(
                    in_parts(&config, view, seed, parts),
                    (one.clone(), worlds),
                    "{parts} parts, {:?}",
                    view.phase
                );
            }
        }
    }
}

#[test]
fn the_stop_is_checked_on_batches_however_the_worlds_are_added() {
    for (i, view) in positions().iter().enumerate() {
        let config = SearchConfig::expert();
        let seed = 5 * i as u64;
        let mut one_by_one = SearchRun::new(&config, view, seed);
        while !one_by_one.step(view) {}
        let (evaluations, worlds) = in_parts(&config, view, seed, 1);
        assert_eq!(one_by_one.merged(), worlds, "{:?}", view.phase);
        assert_eq!(one_by_one.evaluations(view), evaluations);
        let first = if view.phase == Phase::Play {
            config.play_worlds
        } else {
            config.bid_worlds
        };
        assert!(worlds == one_by_one.limit() || (worlds - first) % BATCH == 0);
    }
}
