//! The Expert bidding more boldly (research): its searched bids with every order
//! and call (partnered or alone) worth `bonus` points more than the search says, turned into
//! the search's chance to win the game at the decision's own rate of points to chance. Self-play
//! play-outs of every close bid (`examples/bid_outcomes.rs`) found the Expert's orders and
//! calls worth about 0.1–0.3 points more against the pass than its search expects.

use euchre::{Action, Phase, PlayerView};
use euchre_ai::{Evaluation, Player, Search, SearchConfig};

/// The Expert with a bonus for making trump.
pub(super) struct Bold {
    search: Search,
    /// Points added to every order and call.
    bonus: f64,
}

impl Bold {
    pub(super) fn new(bonus: f64, seed: u64) -> Bold {
        Bold {
            search: Search::new(SearchConfig::expert(), seed),
            bonus,
        }
    }
}

/// Whether `action` makes trump.
fn makes(action: Action) -> bool {
    matches!(action, Action::OrderUp { .. } | Action::Call { .. })
}

/// How much the chance to win moves per point among `evaluations` (the least-squares slope
/// of utility on points over the options), at least 0.
fn rate(evaluations: &[Evaluation]) -> f64 {
    let n = evaluations.len() as f64;
    let (p, u) = evaluations
        .iter()
        .fold((0.0, 0.0), |(p, u), e| (p + e.points, u + e.utility));
    let (p, u) = (p / n, u / n);
    let (mut cov, mut var) = (0.0, 0.0);
    for e in evaluations {
        cov += (e.points - p) * (e.utility - u);
        var += (e.points - p) * (e.points - p);
    }
    if var < 1e-9 {
        0.0
    } else {
        (cov / var).max(0.0)
    }
}

impl Player for Bold {
    fn name(&self) -> &str {
        "bold"
    }

    fn choose(&mut self, view: &PlayerView) -> Action {
        let bidding = matches!(view.phase, Phase::Bidding1 | Phase::Bidding2);
        if !bidding || view.legal_actions.len() < 2 {
            return self.search.choose(view);
        }
        let evaluations = self.search.evaluate(view);
        let rate = rate(&evaluations);
        evaluations
            .iter()
            .map(|e| {
                let bonus = if makes(e.action) {
                    self.bonus * rate
                } else {
                    0.0
                };
                (e.action, e.utility + bonus)
            })
            .fold(None, |best: Option<(Action, f64)>, (a, u)| match best {
                Some((_, b)) if b >= u => best,
                _ => Some((a, u)),
            })
            .map_or(view.legal_actions[0], |(a, _)| a)
    }
}

#[cfg(test)]
mod tests {
    use euchre::{Game, Rules};

    use super::*;

    /// The first bidder's view of the first hand of the game with `seed`.
    fn first_bid(seed: u64) -> PlayerView {
        let game = Game::new(Rules::standard(), seed);
        game.view(game.to_act().expect("a bidder"))
    }

    #[test]
    fn without_a_bonus_it_bids_as_the_expert_and_with_a_large_one_it_always_makes_trump() {
        let mut passes = 0;
        for seed in 0..12 {
            let view = first_bid(seed);
            let expert = Search::new(SearchConfig::expert(), 7).choose(&view);
            assert_eq!(Bold::new(0.0, 7).choose(&view), expert, "seed {seed}");
            passes += usize::from(expert == Action::Pass);
            let bold = Bold::new(10.0, 7).choose(&view);
            assert!(makes(bold), "seed {seed}: {bold}");
        }
        assert!(passes > 0, "some of the hands are passes for the Expert");
    }
}
