//! The game report: the reviewed decisions of the person (South) and of the partner
//! (North), summed.

use euchre::{Action, Seat};
use serde::{Deserialize, Serialize};

use super::{DecisionReview, Verdict};

/// What the reviews of a game say of the person (South) and of the partner (North).
///
/// ```
/// use euchre_ai::review::GameReport;
///
/// let report = GameReport::new(&[]);
/// assert_eq!((report.south.reviewed, report.north.mistakes), (0, 0));
/// assert_eq!(report.south.matched_share, 0.0);
/// ```
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameReport {
    /// The person's decisions.
    pub south: SeatReport,
    /// The partner's decisions.
    pub north: SeatReport,
}

/// One seat's reviewed decisions, summed. Forced decisions (a single legal option) are not
/// counted.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatReport {
    /// Decisions reviewed (with more than one legal option).
    pub reviewed: usize,
    /// Of these, the ones where the seat chose as well as the search can tell: the best
    /// option, or one the numbers tie with it ([`DecisionReview::matched`]).
    pub matched: usize,
    /// `matched` over `reviewed`, 0 to 1 (0 with nothing reviewed).
    pub matched_share: f64,
    /// Decisions marked an inaccuracy.
    pub inaccuracies: usize,
    /// Decisions marked a mistake.
    pub mistakes: usize,
    /// Expected points lost to the mistakes: the sum of their
    /// [`cost_points`](DecisionReview::cost_points).
    pub points_lost: f64,
    /// Chance of winning the game lost to the mistakes: the sum of their
    /// [`cost_win`](DecisionReview::cost_win) (0 to 1 each; the sum is not a probability).
    pub win_lost: f64,
    /// The mistake that cost the most chance of winning the game, if any.
    pub biggest_mistake: Option<Mistake>,
}

/// Which decision a mistake was and what it cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Mistake {
    /// The action's position in the game's record.
    pub index: usize,
    /// The hand's number in the game, from 0.
    pub hand: u32,
    /// What the seat chose.
    pub chosen: Action,
    /// The best option.
    pub best: Action,
    /// Expected points it gave up.
    pub cost_points: f64,
    /// Chance of winning the game it gave up.
    pub cost_win: f64,
}

impl GameReport {
    /// The report of `reviews` (any order, other seats' ignored).
    pub fn new(reviews: &[DecisionReview]) -> GameReport {
        GameReport {
            south: SeatReport::new(reviews, Seat::South),
            north: SeatReport::new(reviews, Seat::North),
        }
    }
}

impl SeatReport {
    /// The report of `seat`'s decisions among `reviews`.
    pub fn new(reviews: &[DecisionReview], seat: Seat) -> SeatReport {
        let mut report = SeatReport::default();
        for review in reviews
            .iter()
            .filter(|r| r.seat == seat && r.options.len() > 1)
        {
            report.reviewed += 1;
            report.matched += usize::from(review.matched());
            match review.verdict {
                Verdict::Inaccuracy => report.inaccuracies += 1,
                Verdict::Mistake => {
                    report.mistakes += 1;
                    report.points_lost += review.cost_points;
                    report.win_lost += review.cost_win;
                    if report
                        .biggest_mistake
                        .as_ref()
                        .is_none_or(|m| review.cost_win > m.cost_win)
                    {
                        report.biggest_mistake = Some(Mistake {
                            index: review.index,
                            hand: review.hand,
                            chosen: review.chosen,
                            best: review.best,
                            cost_points: review.cost_points,
                            cost_win: review.cost_win,
                        });
                    }
                }
                Verdict::Best | Verdict::TossUp => {}
            }
        }
        if report.reviewed > 0 {
            report.matched_share = report.matched as f64 / report.reviewed as f64;
        }
        report
    }
}
