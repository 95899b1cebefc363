//! One sampled world scored: drawn from the search's seed and the world's index alone, and
//! every legal option played out in it. What a search merges, whoever scores its worlds
//! (the page's worker, another worker, a native thread).

use std::ops::Range;

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, Hand, Phase, PlayerView, determinize, mix64};

use super::later::{Later, to_own_turn};
use super::parts::{LaterResult, WorldResult};
use super::playout::bid_weight;
use super::value::{Ends, Standing, mean, result};
use super::{finish, finish_by_heuristic};
use crate::sides::allied;
use crate::solver::Solver;

/// The generator of world `index` of a search seeded with `seed`.
fn world_rng(seed: u64, index: usize) -> DealRng {
    DealRng::seed_from_u64(mix64(
        seed ^ (index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    ))
}

/// World `index` of the search of `view` seeded with `seed`, and its weight (how well the
/// other seats' bids and plays fit the cards it gives them): what the search plays out, for
/// a measurement that plays it out otherwise (the lab's rollout).
pub fn weighted_world(view: &PlayerView, seed: u64, index: usize) -> (Hand, f64) {
    let world = determinize(view, &mut world_rng(seed, index));
    let weight = bid_weight(&world, view);
    (world, weight)
}

/// What a finished hand is worth to `view`'s seat: its net points (the viewer's side's less
/// the opponents') and the chance of winning the game after it, as the search values its
/// play-outs.
pub fn hand_value(view: &PlayerView, hand: &Hand) -> (f64, f64) {
    let (points, utility, _) = result(view, super::value::played(hand));
    (points, utility)
}

/// Scores worlds `worlds` (indices) of the search of `view` seeded with `seed`: each world
/// drawn from `(seed, index)` alone, so any split of the indices gives the same results,
/// whatever the search's counts of worlds.
pub fn evaluate_worlds(view: &PlayerView, seed: u64, worlds: Range<usize>) -> Vec<WorldResult> {
    let mut solver = Solver::new();
    worlds
        .map(|index| {
            if view.legal_actions.is_empty() {
                return WorldResult::default();
            }
            let (world, weight) = weighted_world(view, seed, index);
            score(view, &world, weight, &mut solver)
        })
        .collect()
}

/// Every legal option of `view` played out in `world`, which weighs `weight`: the cards by
/// the mean of double-dummy play and play as the heuristic would; a bid, a discard or a
/// defend-alone decision by the mean of the two play-outs after the rest of the bidding by
/// the heuristic. A round-1 pass that reaches the viewer's round-2 turn is valued by each of
/// the viewer's options there ([`later`](super::later)).
fn score(view: &PlayerView, world: &Hand, weight: f64, solver: &mut Solver) -> WorldResult {
    let (standing, me) = (Standing::of(view), view.seat);
    let pass = (view.phase == Phase::Bidding1)
        .then(|| view.legal_actions.iter().position(|&a| a == Action::Pass))
        .flatten();
    let n = view.legal_actions.len();
    let mut out = WorldResult {
        weight,
        weighted_points: Vec::with_capacity(n),
        weighted_utility: Vec::with_capacity(n),
        utility: Vec::with_capacity(n),
        weighted_ends: Vec::with_capacity(n),
        weighted_tricks: Vec::with_capacity(n),
        weighted_trick: Vec::with_capacity(n),
        later: None,
    };
    for (i, &action) in view.legal_actions.iter().enumerate() {
        // The tricks the viewer's side took, and whether it took the trick being played, in
        // the option's play-out by the heuristic.
        let mut story = (0.0, 0.0);
        let (p, u, ends) = if view.phase == Phase::Play {
            let Action::Play(card) = action else {
                unreachable!("only cards are legal in play")
            };
            let maker_tricks = solver.card_result(world, card);
            let contract = world.contract().expect("play has a contract");
            let score = world.rules().score(
                maker_tricks,
                contract.alone,
                world.defender_alone().is_some(),
            );
            let double_dummy = result(view, Some((contract.maker, score)));
            let mut w = *world;
            w.apply_unchecked(action);
            let by_heuristic = result(view, finish_by_heuristic(&mut w, standing, me));
            story = side_tricks(view, &w);
            mean(double_dummy, by_heuristic)
        } else {
            let mut w = *world;
            w.apply_unchecked(action);
            if pass == Some(i) && to_own_turn(&mut w, standing, me) {
                out.later = Some(later(view, solver, &w, weight));
                (0.0, 0.0, Ends::default())
            } else {
                let (r, played) = bid_result(view, solver, w);
                if view.phase != Phase::Bidding1 && view.phase != Phase::Bidding2 {
                    story = side_tricks(view, &played);
                }
                r
            }
        };
        let mut weighted = Ends::default();
        weighted.add(weight, ends);
        out.weighted_points.push(weight * p);
        out.weighted_utility.push(weight * u);
        out.utility.push(u);
        out.weighted_ends
            .push([weighted.march, weighted.euchre, weighted.ours]);
        out.weighted_tricks.push(weight * story.0);
        out.weighted_trick.push(weight * story.1);
    }
    out
}

/// In a play-out `played` to its end: the tricks the viewer's side took (by three: the
/// maker alone, or the two defenders), and 1 when it took the trick `view` is in (0 when
/// the view is before the play).
fn side_tricks(view: &PlayerView, played: &Hand) -> (f64, f64) {
    let players = view.rules.players;
    let contract = played.contract();
    let ours = |t: &euchre::Trick| {
        t.winner
            .is_some_and(|w| allied(players, contract, w, view.seat))
    };
    let tricks = played.tricks().iter().filter(|t| ours(t)).count() as f64;
    let this = match view.phase {
        Phase::Play => played
            .tricks()
            .get(view.tricks.len())
            .map_or(0.0, |t| f64::from(u8::from(ours(t)))),
        _ => 0.0,
    };
    (tricks, this)
}

/// Each of the viewer's round-2 options in `world` (at its turn after its round-1 pass),
/// played out.
fn later(view: &PlayerView, solver: &mut Solver, world: &Hand, weight: f64) -> LaterResult {
    let mut sums = Later::default();
    let mut utility = Vec::new();
    for action in &world.legal_actions() {
        let mut w = *world;
        w.apply_unchecked(action);
        let (r, _) = bid_result(view, solver, w);
        utility.push(r.1);
        sums.add(action, weight, r);
    }
    LaterResult {
        actions: sums.actions,
        weighted_points: sums.points,
        weighted_utility: sums.utility,
        utility,
        weighted_ends: sums
            .ends
            .iter()
            .map(|e| [e.march, e.euchre, e.ours])
            .collect(),
    }
}

/// The result of a bid's play-outs in `world`, the bid made: the mean of double-dummy play
/// and play as the heuristic would; and the hand as the heuristic played it out.
fn bid_result(view: &PlayerView, solver: &mut Solver, mut w: Hand) -> ((f64, f64, Ends), Hand) {
    let (standing, me) = (Standing::of(view), view.seat);
    let mut h = w;
    let r = mean(
        result(view, finish(solver, &mut w, standing)),
        result(view, finish_by_heuristic(&mut h, standing, me)),
    );
    (r, h)
}
