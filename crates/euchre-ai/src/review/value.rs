//! The values of a decision's options: by the search from the seat's view (the hint's, with
//! the review's config), and with every card known (the actual deal, double-dummy).

use euchre::{Action, Hand, Phase, PlayerView};

use super::OptionReview;
use crate::hint::ranked;
use crate::search::Contrast;
use crate::search::finish;
use crate::search::parts::search_seed;
use crate::search::value::{Standing, result};
use crate::solver::Solver;
use crate::{SearchConfig, SearchRun};

/// Every legal option of `view` valued by the search `config` seeded with `seed` (as
/// [`HintSearch::with_config`](crate::HintSearch::with_config) values them), the best (the
/// hint's recommendation) first, and the best option. The best option's reason is set
/// against `chosen` when it is another. With `chosen` set against the best (being it, the
/// next best) over the worlds where the two differ.
pub(super) fn options(
    view: &PlayerView,
    seed: u64,
    config: &SearchConfig,
    chosen: Action,
) -> (Vec<OptionReview>, Action, Option<Contrast>) {
    let mut run = SearchRun::new(config, view, search_seed(seed));
    run.run(view, 1);
    let hints = ranked(view, &run, Some(chosen));
    let reference = hints.iter().map(|h| h.action).find(|&a| a != chosen);
    let contrast = reference.and_then(|r| run.contrast(view, chosen, r));
    let best = hints
        .iter()
        .find(|h| h.recommended)
        .map_or(view.legal_actions[0], |h| h.action);
    let options = hints
        .into_iter()
        .map(|h| OptionReview {
            action: h.action,
            label: h.label,
            expected_points: h.expected_points,
            win_chance: h.win_chance,
            double_dummy_points: 0.0,
            march: h.march,
            euchre: h.euchre,
            tied: h.tied,
            reason: h.reason,
        })
        .collect();
    (options, best, contrast)
}

/// Fills in each option's value with every card of `world` (the actual hand, at the
/// decision) known.
pub(super) fn add_double_dummy(options: &mut [OptionReview], world: &Hand, view: &PlayerView) {
    let mut solver = Solver::new();
    for option in options {
        option.double_dummy_points = double_dummy(&mut solver, world, view, option.action);
    }
}

/// The points of the hand for `view.seat`'s side, less the opponents', when the seat to act
/// in `world` takes `action` and everything after is decided with every card known: the
/// cards by the double-dummy solver, the rest of the bidding (a discard, defend-alone
/// decisions) as the Normal player decides.
fn double_dummy(solver: &mut Solver, world: &Hand, view: &PlayerView, action: Action) -> f64 {
    let played = if world.phase() == Phase::Play {
        let Action::Play(card) = action else {
            return 0.0;
        };
        let contract = world.contract().expect("play has a contract");
        let tricks = solver.card_result(world, card);
        let score = world
            .rules()
            .score(tricks, contract.alone, world.defender_alone().is_some());
        Some((contract.maker, score))
    } else {
        let mut w = *world;
        w.apply_unchecked(action);
        finish(solver, &mut w, Standing::of(view))
    };
    result(view, played).0
}
