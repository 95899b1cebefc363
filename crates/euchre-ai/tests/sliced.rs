//! A decision or a hint computed a slice at a time ([`Decision`], [`HintSearch`]) equals the
//! one-shot result ([`player`]`(..).choose`, [`hint`]) on seeded positions of every phase.

mod common;

use common::positions;
use euchre::{Game, Phase, Preset, Seat};
use euchre_ai::{Decision, Difficulty, HintSearch, hint, player};

fn stepped(decision: &mut Decision) -> (euchre::Action, usize) {
    for steps in 1..10_000 {
        if let Some(action) = decision.step() {
            return (action, steps);
        }
    }
    panic!("a decision that never ends");
}

#[test]
fn positions_cover_every_deciding_phase() {
    let views = positions(2);
    for phase in [
        Phase::Bidding1,
        Phase::Bidding2,
        Phase::Discard,
        Phase::DefendAlone,
        Phase::Play,
    ] {
        assert!(
            views.iter().any(|v| v.phase == phase),
            "no {phase:?} position"
        );
    }
}

#[test]
fn sliced_decisions_equal_one_shot_choices() {
    for (i, view) in positions(2).iter().enumerate() {
        for difficulty in Difficulty::ALL {
            let seed = 31 * i as u64 + 7;
            let expected = player(difficulty, seed).choose(view);
            let mut decision = Decision::new(difficulty, view, seed);
            let (action, steps) = stepped(&mut decision);
            assert_eq!(
                action, expected,
                "{difficulty:?} in {:?} (position {i})",
                view.phase
            );
            assert!(view.legal_actions.contains(&action));
            // Decided: the same action on every later call.
            assert_eq!(decision.step(), Some(action));
            assert_eq!(decision.step(), Some(action));
            match difficulty {
                Difficulty::Easy | Difficulty::Normal => assert_eq!(steps, 1),
                // One world a step: a search takes several.
                Difficulty::Hard | Difficulty::Expert => assert!(steps > 1, "{steps}"),
            }
        }
    }
}

#[test]
fn sliced_hints_equal_one_shot_hints() {
    for view in positions(1) {
        let mut search = HintSearch::new(&view, 0);
        let mut steps = 0;
        let hints = loop {
            steps += 1;
            if let Some(hints) = search.step() {
                break hints;
            }
        };
        assert!(steps > 1, "one world a step");
        assert_eq!(hints, hint(&view), "{:?}", view.phase);
        assert_eq!(search.step(), Some(hints));
    }
}

#[test]
fn a_seat_not_to_act_never_decides_and_gets_no_hints() {
    let game = Game::new(Preset::Standard.rules(), 5);
    let seat = game.to_act().unwrap();
    let other = game.view(Seat::ALL[(seat.index() + 1) % 4]);
    for difficulty in Difficulty::ALL {
        let mut decision = Decision::new(difficulty, &other, 1);
        assert_eq!(decision.step(), None);
        assert_eq!(decision.step(), None);
    }
    assert_eq!(HintSearch::new(&other, 3).step(), Some(Vec::new()));
}

#[test]
fn hint_seeds_sample_other_worlds_reproducibly() {
    let game = Game::new(Preset::Standard.rules(), 9);
    let view = game.view(game.to_act().unwrap());
    let run = |seed| {
        let mut search = HintSearch::new(&view, seed);
        loop {
            if let Some(hints) = search.step() {
                return hints;
            }
        }
    };
    assert_eq!(run(4), run(4));
    assert_eq!(run(4).len(), view.legal_actions.len());
}
