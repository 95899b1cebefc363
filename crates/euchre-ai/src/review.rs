//! The coach: every decision of a finished hand reviewed after the fact.
//!
//! - [`timeline`]: the decisions of one hand, all four seats, in order (bids, the dealer's
//!   discard, defend-alone decisions, every card).
//! - [`review_decision`]: one decision of a [`GameRecord`] reviewed from the deciding seat's
//!   view at that moment (what it knew, nothing more): every legal option with its expected
//!   points and chance of winning the game by the Expert's search (as the hint values them,
//!   with the config given: [`SearchConfig::review`] in the background), the option chosen
//!   and the best one, what the choice cost and a [`Verdict`]; beside each option its value
//!   with every card known ([`OptionReview::double_dummy_points`]); and for a computer, the
//!   reason its level gives for its choice. [`review_in`] does the same for a hand given
//!   with every card (the actual deal).
//! - [`GameReport`]: the person's (South's) and the partner's decisions over a game, summed.
//! - [`bid_reason`]: a computer's bid in a few words, for learning mode's "Why they bid" after the hand.
//!
//! Every review is reproducible from its seed (a worker gives the same answer as the
//! page, whatever the number of workers), and every result is a serde type, to be cached in
//! the saved game. The thresholds of the verdicts, and how they were measured, are in
//! docs/coach.md.
//!
//! # Example
//! ```
//! use euchre::{Game, Rules, Seat};
//! use euchre_ai::review::{GameReport, Verdict, review_decision, timeline};
//! use euchre_ai::{Difficulty, SearchConfig, player};
//!
//! let mut game = Game::new(Rules::standard(), 3);
//! let mut players: Vec<_> = (0..4).map(|i| player(Difficulty::Normal, i)).collect();
//! while game.hand_number() == 0 && game.to_act().is_some() {
//!     let seat = game.to_act().unwrap();
//!     let action = players[seat.index()].choose(&game.view(seat));
//!     game.apply(seat, action).unwrap();
//! }
//! let record = game.record();
//! let steps = timeline(&record, 0);
//! let first = &steps[0];
//! let review = review_decision(&record, first.index, 7, None, &SearchConfig::expert()).unwrap();
//! assert_eq!((review.seat, review.chosen), (first.seat, first.action));
//! assert_eq!(review.options[0].action, review.best);
//! if review.chosen == review.best {
//!     assert!(matches!(review.verdict, Verdict::Best | Verdict::TossUp));
//! }
//! let report = GameReport::new(&[review]);
//! assert!(report.south.reviewed <= 1);
//! ```

mod report;
mod value;
mod why;

use euchre::{Action, ByTeam, GameRecord, Hand, Phase, Seat};
use serde::{Deserialize, Serialize};

use crate::{Difficulty, SearchConfig};

pub use report::{GameReport, Mistake, SeatReport};
pub use why::{bid_reason, join};

/// A choice that lowered the chance of winning the game by at least this much (0 to 1)
/// against the best option is an [`Verdict::Inaccuracy`]: above the review search's own
/// noise (docs/coach.md).
pub const INACCURACY: f64 = 0.015;

/// A choice that lowered the chance of winning the game by at least this much is a
/// [`Verdict::Mistake`].
pub const MISTAKE: f64 = 0.05;

/// One decision of a hand, as the timeline lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// The action's position in [`GameRecord::actions`] (what [`review_decision`] takes).
    pub index: usize,
    /// The hand's number in the game, from 0.
    pub hand: u32,
    /// Who decided.
    pub seat: Seat,
    /// The phase of the decision (a bid of round 1 or 2, the discard, defend alone, a card).
    pub phase: Phase,
    /// What the seat chose.
    pub action: Action,
    /// The choice in words, as the seat would say it: "Order it up", "Bury 9♣", "Play A♠".
    pub label: String,
    /// How many legal options the seat had (1: the choice was forced).
    pub options: usize,
}

/// One legal option of a reviewed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionReview {
    /// The action.
    pub action: Action,
    /// The action in words, as the deciding seat would say it.
    pub label: String,
    /// Expected points of the hand for the deciding seat's side, less the opponents', by
    /// the search from the seat's view.
    #[serde(with = "crate::search::parts::bits")]
    pub expected_points: f64,
    /// Expected chance of winning the game for the seat's side, 0 to 1, by the same search.
    #[serde(with = "crate::search::parts::bits")]
    pub win_chance: f64,
    /// The points of the hand for the seat's side, less the opponents', with every card
    /// known (the actual deal): for a card, the double-dummy result (every seat then plays
    /// perfectly); for a bid, a discard or a defend-alone decision, the contract it leads
    /// to with the rest of the bidding as the Normal player bids and the cards played
    /// double-dummy.
    #[serde(with = "crate::search::parts::bits")]
    pub double_dummy_points: f64,
    /// Share of the search's play-outs, 0 to 1, in which the makers took all five tricks
    /// (0 in reviews saved before it was kept).
    #[serde(default, with = "crate::search::parts::bits")]
    pub march: f64,
    /// Share of the search's play-outs in which the makers were euchred.
    #[serde(default, with = "crate::search::parts::bits")]
    pub euchre: f64,
    /// Whether the numbers cannot tell this option from the recommended one (the hint's
    /// [`Hint::tied`](crate::Hint::tied)); false in reviews saved before it was kept.
    #[serde(default)]
    pub tied: bool,
    /// Why, in a person's words: what the cards say, then the option's value against the
    /// best (or, for the best, the next best) in one number (the hint's reason).
    pub reason: String,
}

/// How good a choice was, by one measure: the chance to win the game it gave up against
/// the recommended option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// The recommended option (or one of the very same values: an equivalent card), and no
    /// other option comes within the search's noise ([`INACCURACY`]) of it.
    Best,
    /// Among options the numbers cannot tell apart (within [`INACCURACY`] of the best, as
    /// the search ties them: [`OptionReview::tied`]); no cost is told. (Saves before it was
    /// written call a choice within the noise but not the best "Good": read as this.)
    #[serde(alias = "Good")]
    TossUp,
    /// It cost at least [`INACCURACY`] of the chance to win the game, less than
    /// [`MISTAKE`].
    Inaccuracy,
    /// It cost at least [`MISTAKE`] of the chance to win the game.
    Mistake,
}

impl Verdict {
    /// The verdict on a choice that cost `cost_win` of the chance to win the game against
    /// the recommended option; `toss_up`: the choice is tied with it by the numbers, and
    /// another option of other values is too.
    ///
    /// ```
    /// use euchre_ai::review::{INACCURACY, MISTAKE, Verdict};
    ///
    /// assert_eq!(Verdict::of(0.0, false), Verdict::Best);
    /// assert_eq!(Verdict::of(0.0, true), Verdict::TossUp);
    /// assert_eq!(Verdict::of(INACCURACY, false), Verdict::Inaccuracy);
    /// assert_eq!(Verdict::of(MISTAKE, false), Verdict::Mistake);
    /// ```
    pub fn of(cost_win: f64, toss_up: bool) -> Verdict {
        if toss_up {
            Verdict::TossUp
        } else if cost_win >= MISTAKE {
            Verdict::Mistake
        } else if cost_win >= INACCURACY {
            Verdict::Inaccuracy
        } else {
            Verdict::Best
        }
    }

    /// The verdict's name as a person reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "Best",
            Verdict::TossUp => "A toss-up",
            Verdict::Inaccuracy => "Inaccuracy",
            Verdict::Mistake => "Mistake",
        }
    }

    /// Whether the verdict tells a cost: only an inaccuracy or a mistake cost anything.
    pub const fn costs(self) -> bool {
        matches!(self, Verdict::Inaccuracy | Verdict::Mistake)
    }
}

/// The review of one decision, from the deciding seat's view at that moment.
///
/// A serde type (a worker sends it, the page saves it with the game); its numbers travel as
/// the bits of their `f64`s, so they come back exactly and the page needs no float code.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DecisionReview {
    /// The action's position in [`GameRecord::actions`].
    pub index: usize,
    /// The hand's number in the game, from 0.
    pub hand: u32,
    /// Who decided.
    pub seat: Seat,
    /// The phase of the decision.
    pub phase: Phase,
    /// The deciding seat's level when a computer decided, `None` for a person.
    pub level: Option<Difficulty>,
    /// What the seat chose.
    pub chosen: Action,
    /// The best option by the review's search (the one the hint would recommend).
    pub best: Action,
    /// Every legal option, the best first, then the others from the best down (as the hint
    /// ranks them).
    pub options: Vec<OptionReview>,
    /// Expected points the choice gave up against the best option (negative when the best
    /// option wins the game more often with fewer points).
    #[serde(with = "crate::search::parts::bits")]
    pub cost_points: f64,
    /// Chance of winning the game the choice gave up against the best option, 0 to 1 (0 for
    /// an option better by the numbers that the search ties with it).
    #[serde(with = "crate::search::parts::bits")]
    pub cost_win: f64,
    /// How good the choice was.
    pub verdict: Verdict,
    /// Why: for a computer, the reason its level gives for its choice (the search's values
    /// for Hard and Expert, the cards for Normal and Easy, and when Easy slipped, that it
    /// did); for a person, the reason of the best option.
    pub reason: String,
    /// For a computer's bid, the few words of learning mode's "Why they bid" after the hand
    /// ([`bid_reason`]): "North orders up: right bower and two more trump".
    pub speech: Option<String>,
    /// What "best" means here, said against the choice: the best option is the one with the
    /// highest chance of winning the game; when the choice scores more points on average,
    /// why that was not worth it ("… is euchred more often, and at 9–4 one point wins the
    /// game"). Empty in reviews saved before it was written.
    #[serde(default)]
    pub judged: String,
}

impl DecisionReview {
    /// The option chosen.
    pub fn chosen_option(&self) -> Option<&OptionReview> {
        self.options.iter().find(|o| o.action == self.chosen)
    }

    /// Whether the seat chose as well as the search can tell: the best option, one of the
    /// very same values (an equivalent card), or one the numbers tie with it (the verdict
    /// is [`Verdict::Best`] or [`Verdict::TossUp`]).
    pub fn matched(&self) -> bool {
        matches!(self.verdict, Verdict::Best | Verdict::TossUp)
    }
}

/// Every decision of hand `hand` (its number in the game, from 0) of the record, in order,
/// all four seats; empty for a hand the record does not reach or that was thrown in
/// before anyone decided (a misdeal).
pub fn timeline(record: &GameRecord, hand: u32) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut game = record.start();
    for (index, &(seat, action)) in record.actions.iter().enumerate() {
        if game.hand_number() > hand {
            break;
        }
        if game.hand_number() == hand {
            let view = game.view(seat);
            steps.push(Step {
                index,
                hand,
                seat,
                phase: view.phase,
                action,
                label: crate::hint::reason::label(&view, action),
                options: view.legal_actions.len(),
            });
        }
        if game.apply(seat, action).is_err() {
            break;
        }
    }
    steps
}

/// The review of decision `index` of the record (its position in
/// [`GameRecord::actions`]): [`review_in`] the hand as it was at that moment.
///
/// `None` when the record has no action `index` or does not replay.
pub fn review_decision(
    record: &GameRecord,
    index: usize,
    seed: u64,
    level: Option<Difficulty>,
    config: &SearchConfig,
) -> Option<DecisionReview> {
    let &(seat, chosen) = record.actions.get(index)?;
    let game = euchre::Game::replay_prefix(record, index).ok()?;
    if game.to_act() != Some(seat) {
        return None;
    }
    let mut review = review_in(
        game.hand(),
        game.scores(),
        game.hand_number(),
        chosen,
        seed,
        level,
        config,
    )?;
    review.index = index;
    Some(review)
}

/// The review of `chosen` by the seat to act in `world` (a hand with every card known, at
/// the decision; `scores` the game's score before the hand, `hand_number` its number), with
/// [`DecisionReview::index`] 0. The options are valued from the seat's view alone
/// (`world.view(seat)`: what it knew, nothing more) by the search `config` seeded with
/// `seed`, exactly as
/// [`HintSearch::with_config`](crate::HintSearch::with_config)`(&view, seed, *config)` values
/// them; the values with every card known come from `world`. `level` is the seat's level
/// when a computer decided (`None` for a person): it chooses the words of
/// [`DecisionReview::reason`].
///
/// `None` when nobody is to act in `world` or `chosen` is not legal there.
pub fn review_in(
    world: &Hand,
    scores: ByTeam<u8>,
    hand_number: u32,
    chosen: Action,
    seed: u64,
    level: Option<Difficulty>,
    config: &SearchConfig,
) -> Option<DecisionReview> {
    let seat = world.to_act()?;
    let mut view = world.view(seat);
    view.scores = scores;
    view.hand_number = hand_number;
    if !view.legal_actions.contains(&chosen) {
        return None;
    }
    let (mut options, best, contrast) = value::options(&view, seed, config, chosen);
    value::add_double_dummy(&mut options, world, &view);
    let best_option = &options[0];
    let chosen_option = options.iter().find(|o| o.action == chosen)?;
    let cost_win = (best_option.win_chance - chosen_option.win_chance).max(0.0);
    let cost_points = best_option.expected_points - chosen_option.expected_points;
    // An option of the very same values (an equivalent card: the K♥ for the Q♥ when both
    // are trump and next to each other) is the same choice.
    let same = |o: &OptionReview| {
        (o.win_chance - chosen_option.win_chance).abs() <= 1e-12
            && (o.expected_points - chosen_option.expected_points).abs() <= 1e-12
    };
    let tied = chosen_option.tied && options.iter().any(|o| o.tied && !same(o));
    let verdict = Verdict::of(cost_win, tied);
    let reason = why::reason(&view, chosen, level, &options);
    let speech = level.and_then(|level| why::speech(&view, chosen, level, contrast));
    let judged = why::judged(&view, chosen, verdict, &options);
    Some(DecisionReview {
        index: 0,
        hand: hand_number,
        seat,
        phase: view.phase,
        level,
        chosen,
        best,
        verdict,
        options,
        cost_points,
        cost_win,
        reason,
        speech,
        judged,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A verdict saved before toss-ups were told ("Good": within the noise, not the best)
    /// loads as a toss-up; a new one round-trips under its own name.
    #[test]
    fn a_saved_good_loads_as_a_toss_up() {
        let old: Verdict = serde_json::from_str("\"Good\"").unwrap();
        assert_eq!(old, Verdict::TossUp);
        let text = serde_json::to_string(&Verdict::TossUp).unwrap();
        assert_eq!(text, "\"TossUp\"");
        assert_eq!(
            serde_json::from_str::<Verdict>(&text).unwrap(),
            Verdict::TossUp
        );
        assert!(!Verdict::TossUp.costs() && !Verdict::Best.costs());
        assert!(Verdict::Inaccuracy.costs() && Verdict::Mistake.costs());
    }
}
