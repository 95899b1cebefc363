//! Playing a sampled world out (the rest of the bidding by the heuristic, the cards
//! double-dummy or by the heuristic), and weighing a world by how well the other
//! seats' actions fit the cards it gives them (inference).

use euchre::{Action, Hand, Phase, PlayerView, Seat};

use super::value::{Played, Standing, played};
use super::{BID_MISFIT, PLAY_MISFIT};
use crate::heuristic::Heuristic;
use crate::sides::allied;
use crate::solver::Solver;

/// The view of `seat` in `world`, with the score `standing`.
fn seat_view(world: &Hand, seat: Seat, standing: Standing) -> PlayerView {
    let mut view = world.view(seat);
    standing.set(&mut view);
    view
}

/// Plays `world` out: bids, discard and defend-alone decisions by the heuristic, then the
/// cards double-dummy. Returns the maker and the score (none when passed out).
pub(crate) fn finish(solver: &mut Solver, world: &mut Hand, standing: Standing) -> Played {
    while let Some(seat) = world.to_act() {
        if world.phase() == Phase::Play {
            break;
        }
        let action = Heuristic::decide(&seat_view(world, seat, standing));
        world.apply_unchecked(action);
    }
    match world.phase() {
        Phase::Play => {
            let contract = world.contract().expect("play has a contract");
            let tricks = solver.maker_result(world);
            let score =
                world
                    .rules()
                    .score(tricks, contract.alone, world.defender_alone().is_some());
            Some((contract.maker, score))
        }
        _ => played(world),
    }
}

/// Plays `world` out with every seat deciding as the heuristic does from its own view of
/// it: `me`'s side (its team; by three, the maker alone or the two defenders) as
/// [`Heuristic::decide_drawing_trump`], a better player than the heuristic that models the
/// opponents (docs/strength.md). Returns the maker and the score (none when
/// thrown in).
pub(crate) fn finish_by_heuristic(world: &mut Hand, standing: Standing, me: Seat) -> Played {
    let players = world.rules().players;
    while let Some(seat) = world.to_act() {
        let view = seat_view(world, seat, standing);
        let action = if allied(players, world.contract(), seat, me) {
            Heuristic::decide_drawing_trump(&view)
        } else {
            Heuristic::decide(&view)
        };
        world.apply_unchecked(action);
    }
    played(world)
}

/// How well the other seats' actions in `world` fit what the heuristic would have done with
/// the cards they hold there: a seat that passed rarely held a hand the heuristic orders
/// with, the maker rarely held one it passes with, and cards are played much as the
/// heuristic plays them. Each bid that does not fit weighs the world by [`BID_MISFIT`],
/// each card by [`PLAY_MISFIT`].
pub(crate) fn bid_weight(world: &Hand, view: &PlayerView) -> f64 {
    let mut replay = Hand::new(*world.rules(), world.dealer(), *world.deal());
    let standing = Standing::of(view);
    let mut weight = 1.0;
    for (seat, action) in world.history() {
        if seat != view.seat {
            match replay.phase() {
                Phase::Bidding1 | Phase::Bidding2 => {
                    let expected = Heuristic::decide(&seat_view(&replay, seat, standing));
                    let fits = match (action, expected) {
                        (Action::Pass, Action::Pass) => true,
                        (Action::Pass, _) | (_, Action::Pass) => false,
                        (Action::Call { trump: a, .. }, Action::Call { trump: b, .. }) => a == b,
                        _ => true,
                    };
                    if !fits {
                        weight *= BID_MISFIT;
                    }
                }
                Phase::Play if replay.legal_actions().len() > 1 => {
                    let seen = seat_view(&replay, seat, standing);
                    if Heuristic::decide(&seen) != action {
                        weight *= PLAY_MISFIT;
                    }
                }
                _ => {}
            }
        }
        replay.apply_unchecked(action);
    }
    weight
}
