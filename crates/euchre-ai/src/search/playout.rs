//! Playing a sampled world out (the rest of the bidding by the heuristic, the cards
//! double-dummy, by the heuristic, or mixed), and weighing a world by how well the other
//! seats' actions fit the cards it gives them (inference).

use euchre::{Action, Hand, Phase, PlayerView, Players, Seat};

use super::value::{Played, Standing, played};
use crate::heuristic::Heuristic;
use crate::policy::{CardChoice, EXPERT};
use crate::sides::{allied, partner};
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

/// Plays `world` out with `me`'s side (its team; by three, the maker alone or the two
/// defenders) choosing each card by the double-dummy solver (its best result as the score
/// counts it, the heuristic's card among equals) and everything else decided as the
/// heuristic does. Returns the maker and the score.
pub(crate) fn finish_mixed(
    solver: &mut Solver,
    world: &mut Hand,
    standing: Standing,
    me: Seat,
) -> Played {
    let players = world.rules().players;
    while let Some(seat) = world.to_act() {
        let seat_view = seat_view(world, seat, standing);
        let mut action = Heuristic::decide(&seat_view);
        if world.phase() == Phase::Play
            && allied(players, world.contract(), seat, me)
            && seat_view.legal_actions.len() > 1
        {
            let maker = world.contract().expect("play has a contract").maker;
            let sign = if allied(players, world.contract(), maker, me) {
                1
            } else {
                -1
            };
            let Action::Play(preferred) = action else {
                unreachable!("only cards are legal in play")
            };
            let mut best = (
                sign * i32::from(solver.card_result(world, preferred)),
                action,
            );
            for &other in &seat_view.legal_actions {
                let Action::Play(card) = other else { continue };
                if card == preferred {
                    continue;
                }
                let value = sign * i32::from(solver.card_result(world, card));
                if value > best.0 {
                    best = (value, other);
                }
            }
            action = best.1;
        }
        world.apply_unchecked(action);
    }
    played(world)
}

/// How much a world is down-weighted for each action of another seat that the heuristic
/// would not have taken with the cards that seat holds in it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Misfit {
    /// For a bid.
    pub bid: f64,
    /// For a card played.
    pub play: f64,
    /// By four, the partner's cards are weighed by the Expert's card policy instead: the
    /// chance, 0 to 1, that the partner plays as the policy rather than any legal card
    /// alike (0: weighed as the opponents' cards).
    pub partner_policy: f64,
}

/// How well the other seats' actions in `world` fit what the heuristic would have done with
/// the cards they hold there: a seat that passed rarely held a hand the heuristic orders
/// with, the maker rarely held one it passes with, and cards are played much as the
/// heuristic plays them. Without `from_partner` the partner's actions (by three: the other
/// defender's) are not weighed.
pub(crate) fn bid_weight(
    world: &Hand,
    view: &PlayerView,
    from_partner: bool,
    misfit: Misfit,
) -> f64 {
    let mut replay = Hand::new(*world.rules(), world.dealer(), *world.deal());
    let standing = Standing::of(view);
    let partner = partner(view);
    let mut weight = 1.0;
    for (seat, action) in world.history() {
        if seat != view.seat && (from_partner || Some(seat) != partner) {
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
                        weight *= misfit.bid;
                    }
                }
                Phase::Play if replay.legal_actions().len() > 1 => {
                    let seen = seat_view(&replay, seat, standing);
                    let by_policy = misfit.partner_policy > 0.0
                        && Some(seat) == partner
                        && world.rules().players == Players::Four;
                    let choice = by_policy.then(|| CardChoice::of(&seen)).flatten();
                    match (choice, action) {
                        (Some(choice), Action::Play(card)) => {
                            let n = choice.cards.len() as f64;
                            let p = misfit.partner_policy;
                            weight *= p * choice.chance(&EXPERT, card) + (1.0 - p) / n;
                        }
                        _ if Heuristic::decide(&seen) != action => weight *= misfit.play,
                        _ => {}
                    }
                }
                _ => {}
            }
        }
        replay.apply_unchecked(action);
    }
    weight
}
