//! Two options set side by side over the worlds where they end differently: how often
//! each comes out ahead there, and how its play-outs went in those worlds. What the coach's
//! reasons say, so that a reason tells what made the difference, not the averages over
//! every world (in most of which the two options end alike).

use euchre::{Action, PlayerView};

use super::evaluator::Evaluator;
use super::parts::WorldResult;

/// Option `action` against option `other`, over the worlds (weighted as the search weighs
/// them) in which the two end differently.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contrast {
    /// The option it is set against.
    pub other: Action,
    /// Share of the worlds, 0 to 1, in which the two options' results differ.
    pub differ: f64,
    /// Among those, the share in which this option comes out ahead (a better chance of
    /// winning the game, or at equal chances more points).
    pub ahead: f64,
    /// How this option's play-outs went in those worlds.
    pub mine: Story,
    /// How the other option's play-outs went in those worlds.
    pub theirs: Story,
}

/// How an option's play-outs went over some worlds: shares of the play-outs, 0 to 1, and
/// averages (each world's two play-outs counting half, as the search counts them).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Story {
    /// The makers took all five tricks.
    pub march: f64,
    /// The makers were euchred.
    pub euchre: f64,
    /// The viewer's side made trump.
    pub ours: f64,
    /// The tricks of the viewer's side in the play-out by the heuristic (a discard, a
    /// defend-alone decision, a card; 0 for a bid).
    pub tricks: f64,
    /// The viewer's side took the trick being played (a card; 0 otherwise).
    pub trick: f64,
    /// For a round-1 pass: everyone passed to the viewer in round 2.
    pub later: f64,
    /// Among those, the viewer's round-2 call took all five tricks.
    pub later_march: f64,
    /// Among those, the viewer's round-2 call was euchred.
    pub later_euchre: f64,
}

/// One option's result in one world: (utility, points), its ends, tricks and trick, and
/// whether it reached the viewer's round-2 turn; the pass's that reached it by the round-2
/// option `later` the search counts.
fn of(world: &WorldResult, i: usize, pass: Option<usize>, later: Option<usize>) -> Outcome {
    let at = |v: &[f64]| v.get(i).copied().unwrap_or(0.0);
    if let (Some(l), Some(b), true) = (&world.later, later, pass == Some(i)) {
        return Outcome {
            utility: l.utility[b],
            points: l.weighted_points[b],
            ends: l.weighted_ends.get(b).copied().unwrap_or_default(),
            tricks: 0.0,
            trick: 0.0,
            later: world.weight,
        };
    }
    Outcome {
        utility: at(&world.utility),
        points: at(&world.weighted_points),
        ends: world.weighted_ends.get(i).copied().unwrap_or_default(),
        tricks: at(&world.weighted_tricks),
        trick: at(&world.weighted_trick),
        later: 0.0,
    }
}

/// One option in one world; all but the utility weighted by the world's weight.
struct Outcome {
    utility: f64,
    points: f64,
    ends: [f64; 3],
    tricks: f64,
    trick: f64,
    later: f64,
}

impl Story {
    fn add(&mut self, o: &Outcome) {
        self.march += o.ends[0];
        self.euchre += o.ends[1];
        self.ours += o.ends[2];
        self.tricks += o.tricks;
        self.trick += o.trick;
        self.later += o.later;
        if o.later > 0.0 {
            self.later_march += o.ends[0];
            self.later_euchre += o.ends[1];
        }
    }

    fn over(self, weight: f64) -> Story {
        let reached = if self.later > 0.0 { self.later } else { 1.0 };
        Story {
            march: self.march / weight,
            euchre: self.euchre / weight,
            ours: self.ours / weight,
            tricks: self.tricks / weight,
            trick: self.trick / weight,
            later: self.later / weight,
            later_march: self.later_march / reached,
            later_euchre: self.later_euchre / reached,
        }
    }
}

/// Results closer than this are the same.
const SAME: f64 = 1e-9;

impl Evaluator {
    /// Option `action` of `view` against `other`, over the worlds merged so far in which the
    /// two end differently; `None` when either is not legal or they never differ.
    pub(crate) fn contrast(
        &self,
        view: &PlayerView,
        action: Action,
        other: Action,
    ) -> Option<Contrast> {
        let index = |a: Action| view.legal_actions.iter().position(|&x| x == a);
        let (a, b) = (index(action)?, index(other)?);
        let later = self.later.best();
        let (mut weight, mut ahead) = (0.0, 0.0);
        let (mut mine, mut theirs) = (Story::default(), Story::default());
        for world in &self.samples {
            let (x, y) = (
                of(world, a, self.pass, later),
                of(world, b, self.pass, later),
            );
            // Points are weighted: compared per unit of weight.
            let points = (x.points - y.points) / world.weight.max(f64::MIN_POSITIVE);
            let utility = x.utility - y.utility;
            if utility.abs() <= SAME && points.abs() <= SAME {
                continue;
            }
            weight += world.weight;
            if utility > SAME || (utility.abs() <= SAME && points > 0.0) {
                ahead += world.weight;
            }
            mine.add(&x);
            theirs.add(&y);
        }
        let total = self.total_weight;
        (weight > 0.0 && total > 0.0).then(|| Contrast {
            other,
            differ: weight / total,
            ahead: ahead / weight,
            mine: mine.over(weight),
            theirs: theirs.over(weight),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SearchConfig;
    use euchre::{Game, Rules};

    /// A world in which options 0 and 1 have utilities `u` (tricks `t`), weighing `w`.
    fn world(w: f64, u: [f64; 2], t: [f64; 2]) -> WorldResult {
        WorldResult {
            weight: w,
            weighted_points: u.map(|x| w * x).to_vec(),
            weighted_utility: u.map(|x| w * x).to_vec(),
            utility: u.to_vec(),
            weighted_ends: vec![[0.0, 0.0, w], [0.0, w, w]],
            weighted_tricks: t.map(|x| w * x).to_vec(),
            weighted_trick: vec![0.0, 0.0],
            later: None,
        }
    }

    #[test]
    fn only_the_worlds_where_the_two_differ_count() {
        let game = Game::new(Rules::standard(), 1);
        let view = game.view(game.to_act().unwrap());
        let (a, b) = (view.legal_actions[0], view.legal_actions[1]);
        let mut evaluator = Evaluator::new(&SearchConfig::expert(), &view);
        // Two worlds alike (3 tricks each way), then three that differ: a ahead in two of
        // them (weights 1 and 2), behind in one (weight 1).
        for w in [
            world(1.0, [0.5, 0.5], [3.0, 3.0]),
            world(3.0, [0.5, 0.5], [3.0, 3.0]),
            world(1.0, [0.7, 0.4], [4.0, 2.0]),
            world(2.0, [0.6, 0.5], [4.0, 3.0]),
            world(1.0, [0.4, 0.6], [2.0, 4.0]),
        ] {
            // Pad the options past the first two as equal.
            let mut w = w;
            let n = view.legal_actions.len();
            for v in [
                &mut w.weighted_points,
                &mut w.weighted_utility,
                &mut w.utility,
                &mut w.weighted_tricks,
                &mut w.weighted_trick,
            ] {
                v.resize(n, 0.0);
            }
            w.weighted_ends.resize(n, [0.0; 3]);
            evaluator.add(&w);
        }
        let c = evaluator.contrast(&view, a, b).expect("they differ");
        assert_eq!(c.other, b);
        assert!((c.differ - 4.0 / 8.0).abs() < 1e-12, "{c:?}");
        assert!((c.ahead - 3.0 / 4.0).abs() < 1e-12, "{c:?}");
        // Tricks over the differing worlds only: (4 + 2·4 + 2) / 4 against (2 + 2·3 + 4) / 4.
        assert!((c.mine.tricks - 3.5).abs() < 1e-12, "{c:?}");
        assert!((c.theirs.tricks - 3.0).abs() < 1e-12, "{c:?}");
        assert_eq!((c.mine.euchre, c.theirs.euchre), (0.0, 1.0));
        let back = evaluator.contrast(&view, b, a).unwrap();
        assert!((back.ahead - 1.0 / 4.0).abs() < 1e-12);
        assert_eq!(
            evaluator.contrast(&view, a, a),
            None,
            "an option never differs from itself"
        );
    }
}
