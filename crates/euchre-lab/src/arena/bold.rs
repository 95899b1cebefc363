//! The Expert bidding more boldly (research): its searched bids with every order
//! and call (partnered or alone) worth `bonus` points more than the search says, turned into
//! the search's chance to win the game at the decision's own rate of points to chance. Self-play
//! play-outs of every close bid (`examples/bid_outcomes.rs`) found the Expert's orders and
//! calls worth about 0.1–0.3 points more against the pass than its search expects.
//! `bold:N` adds one flat bonus; `fitted:PCT` adds PCT % of [`FITTED`], the difference fitted
//! for each round and seat from those play-outs.

use euchre::{Action, Phase, PlayerView};
use euchre_ai::{Evaluation, Player, Search, SearchConfig};

/// What the Expert's orders and calls turned out to be worth against the pass, less what its
/// search expected, in points: by round (1, 2) and the bidder's seat from the dealer's left
/// (left, partner, right, dealer). Each is the mean over the play-outs shrunk toward 0 by its
/// standard error (prior sd 0.1 points): `cargo run --release -p euchre-lab --example
/// bid_corrections -- FILE...` over the lines of `bid_outcomes` with seeds 7 and 8 (about
/// 13,000 lines; 11,600 orders and calls, each paired with the pass on its deal).
pub(super) const FITTED: [[f64; 4]; 2] =
    [[0.058, 0.141, 0.022, 0.079], [-0.044, 0.145, 0.035, 0.020]];

/// How a [`Bold`] player's bonus is set.
#[derive(Clone, Copy, Debug)]
pub(super) enum Bonus {
    /// The same points for every order and call.
    Flat(f64),
    /// This share of [`FITTED`].
    Fitted(f64),
}

impl Bonus {
    /// The points added to an order or call by `view`'s bidder.
    fn points(self, view: &PlayerView) -> f64 {
        match self {
            Bonus::Flat(points) => points,
            Bonus::Fitted(share) => {
                let round = usize::from(view.phase == Phase::Bidding2);
                let from_left = (view.seat.index() + 3 - view.dealer.index()) % 4;
                share * FITTED[round][from_left]
            }
        }
    }
}

/// The Expert with a bonus for making trump.
pub(super) struct Bold {
    search: Search,
    bonus: Bonus,
}

impl Bold {
    pub(super) fn new(bonus: Bonus, seed: u64) -> Bold {
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
        let bonus = self.bonus.points(view) * rate(&evaluations);
        evaluations
            .iter()
            .map(|e| {
                let bonus = if makes(e.action) { bonus } else { 0.0 };
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
            assert_eq!(
                Bold::new(Bonus::Flat(0.0), 7).choose(&view),
                expert,
                "seed {seed}"
            );
            passes += usize::from(expert == Action::Pass);
            let bold = Bold::new(Bonus::Flat(10.0), 7).choose(&view);
            assert!(makes(bold), "seed {seed}: {bold}");
            let none = Bold::new(Bonus::Fitted(0.0), 7).choose(&view);
            assert_eq!(none, expert, "seed {seed}");
        }
        assert!(passes > 0, "some of the hands are passes for the Expert");
    }
}

#[cfg(test)]
mod fitted {
    use euchre::{Game, Rules, Seat};

    use super::*;

    #[test]
    fn the_fitted_bonus_is_the_tables_for_the_bidders_round_and_seat() {
        let mut game = Game::new(Rules::standard(), 3);
        let dealer = game.view(Seat::North).dealer;
        for (k, fitted) in FITTED[0].iter().enumerate() {
            let seat = game.to_act().expect("a bidder");
            let view = game.view(seat);
            assert_eq!(seat, dealer.offset(k + 1));
            assert_eq!(Bonus::Fitted(2.0).points(&view), 2.0 * fitted);
            game.apply(seat, Action::Pass).expect("a pass");
        }
        let view = game.view(game.to_act().expect("a bidder in round 2"));
        assert_eq!(view.phase, Phase::Bidding2);
        assert_eq!(Bonus::Fitted(1.0).points(&view), FITTED[1][0]);
        assert_eq!(Bonus::Flat(0.3).points(&view), 0.3);
    }
}
