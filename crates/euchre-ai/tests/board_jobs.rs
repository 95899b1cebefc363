//! The analysis board's jobs as the workers run them: where the unseen cards lie and each
//! option played out with the Expert at every seat, in shares of the worlds sent through
//! the workers' protocol (JSON both ways) and merged in any order, the same as the whole;
//! and a play-out that values a certain hand as it must.

use std::ops::Range;

use euchre::{Action, Card, Position, Rules, Seat};
use euchre_ai::board::{Place, PlayOut, Whereabouts};
use euchre_ai::work::{Job, Outcome, Reply, Request, run};

/// A job sent to a worker as text and its answer read back, as the page and a worker do.
fn through_worker(job: Job) -> Outcome {
    let text = serde_json::to_string(&Request { id: 3, job }).unwrap();
    let request: Request = serde_json::from_str(&text).unwrap();
    let reply = serde_json::to_string(&Reply::Done {
        id: request.id,
        outcome: run(&request.job),
    })
    .unwrap();
    match serde_json::from_str(&reply).unwrap() {
        Reply::Done { id: 3, outcome } => outcome,
        other => panic!("{other:?}"),
    }
}

/// South deals with the five highest hearts and turns up the 9♥; West, North and East pass.
fn certain_march() -> Position {
    let mut position = Position::new(
        Rules::standard(),
        Seat::South,
        Seat::South,
        "JH JD AH KH QH".parse().unwrap(),
        "9H".parse::<Card>().unwrap(),
    );
    position.actions = [Seat::West, Seat::North, Seat::East]
        .map(|seat| (seat, Action::Pass))
        .to_vec();
    position
}

#[test]
fn a_play_out_values_a_certain_march_and_a_certain_loner_exactly() {
    let view = certain_march().view().unwrap();
    let played = PlayOut::of_worlds(&view, 11, 0..3);
    assert_eq!(played.worlds(), 3);
    let value = |action: Action| {
        let at = played.options.iter().position(|&a| a == action).unwrap();
        played.values()[at]
    };
    // Every world: five tricks, alone four points, with the partner two.
    assert_eq!(value(Action::OrderUp { alone: true }).points, 4.0);
    assert_eq!(value(Action::OrderUp { alone: false }).points, 2.0);
    let pass = value(Action::Pass);
    assert!(pass.points < 2.0, "{pass:?}");
    assert!(value(Action::OrderUp { alone: true }).utility > pass.utility);
    // Paired over the same worlds: a loner's edge over a march has no spread here.
    let alone = played
        .options
        .iter()
        .position(|&a| a == Action::OrderUp { alone: true })
        .unwrap();
    let march = played
        .options
        .iter()
        .position(|&a| a == Action::OrderUp { alone: false })
        .unwrap();
    assert_eq!(played.se(alone, march), 0.0);
}

#[test]
fn shares_sent_to_workers_and_merged_in_any_order_are_the_whole() {
    let view = third_trick();
    let shares: [Range<usize>; 3] = [0..1, 1..3, 3..4];
    let play_out = |worlds: Range<usize>| match through_worker(Job::PlayOut {
        view: view.clone(),
        seed: 5,
        worlds,
    }) {
        outcome @ Outcome::Board(_) => outcome.play_out().unwrap(),
        other => panic!("{other:?}"),
    };
    let whereabouts = |worlds: Range<usize>| match through_worker(Job::Whereabouts {
        view: view.clone(),
        seed: 5,
        worlds,
    }) {
        outcome @ Outcome::Board(_) => outcome.whereabouts().unwrap(),
        other => panic!("{other:?}"),
    };
    // Merged last to first: the same as the whole, to the bit.
    let mut merged = play_out(shares[2].clone());
    merged.merge(&play_out(shares[1].clone()));
    merged.merge(&play_out(shares[0].clone()));
    merged.merge(&play_out(shares[0].clone())); // an answer sent twice counts once
    assert_eq!(merged, PlayOut::of_worlds(&view, 5, 0..4));
    assert_eq!(merged.options, view.legal_actions);
    let mut merged = whereabouts(shares[0].clone());
    merged.merge(&whereabouts(shares[1].clone()));
    merged.merge(&whereabouts(shares[2].clone()));
    let whole = Whereabouts::of_worlds(&view, 5, 0..4);
    assert_eq!((merged.unseen(), merged.worlds()), (whole.unseen(), 4));
    for card in whole.unseen() {
        for seat in Seat::ALL {
            let place = Place::Held(seat);
            assert!((merged.chance(card, place) - whole.chance(card, place)).abs() < 1e-12);
        }
    }
    // Another seed plays other worlds.
    assert_ne!(
        PlayOut::of_worlds(&view, 6, 0..4).values(),
        PlayOut::of_worlds(&view, 5, 0..4).values()
    );
}

/// A seeded game played by the Normal player to a card of the third trick with a choice
/// (the search's cheaper end: a play-out of a bid takes a second a world).
fn third_trick() -> euchre::PlayerView {
    let mut game = euchre::Game::new(Rules::standard(), 21);
    loop {
        let seat = game.to_act().unwrap();
        let view = game.view(seat);
        if view.tricks.len() == 2 && view.legal_actions.len() > 1 {
            return view;
        }
        let action = euchre_ai::player(euchre_ai::Difficulty::Normal, 1).choose(&view);
        game.apply(seat, action).unwrap();
    }
}
