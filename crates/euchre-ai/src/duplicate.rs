//! Duplicate scoring against the Expert: a hand of a game played again on the same deal,
//! from the same score, with the Expert in South's seat and the same partner and opponents
//! (the game's level, each decision seeded as in the game: [`turn_seed`]). The Expert
//! decides from South's view alone, as any player does. When it chooses what South chose
//! at every turn, the hand comes out exactly as it was played.
//!
//! A [`Replay`] is driven one decision at a time ([`Replay::turn`], [`Replay::apply`]), so a
//! page can have each decision made in its workers; [`expert_in_south`] plays it out here.

use euchre::{Action, ActionError, Game, GameRecord, HandRecord, PlayerView, Players, Seat};

use crate::{Difficulty, player, turn_seed};

/// The points of a hand for South's side: its points less the opponents' (by three, South's
/// less the mean of West's and East's), in halves, so that every result is a whole number.
pub type HalfPoints = i16;

/// Points in halves as a person reads them: "+1", "−2", "0", "+0.5".
///
/// ```
/// use euchre_ai::duplicate::points_words;
/// let words: Vec<String> = [2, -4, 0, 1, -3].map(points_words).into();
/// assert_eq!(words, ["+1", "−2", "0", "+0.5", "−1.5"]);
/// ```
pub fn points_words(halves: HalfPoints) -> String {
    let n = halves.unsigned_abs();
    let half = if n % 2 == 1 { ".5" } else { "" };
    format!("{}{}{half}", sign(halves.into()), n / 2)
}

/// Points in halves as a person reads them at a table of `players`, always a whole number:
/// with four, South's side's points less the opponents' ([`points_words`]: the halves of a
/// four-player hand are even); with three, South's points less each opponent's, added (the
/// halves themselves: 2·South − West − East is (South − West) + (South − East)), which
/// [`THREE_POINTS`] says in words.
///
/// ```
/// use euchre::Players;
/// use euchre_ai::duplicate::points_text;
/// assert_eq!(points_text(4, Players::Four), "+2");
/// // South scored 0, West 1, East 0: (0 − 1) + (0 − 0) = −1 (in halves of a point, −0.5).
/// assert_eq!(points_text(-1, Players::Three), "−1");
/// assert_eq!(points_text(3, Players::Three), "+3");
/// assert_eq!(points_text(0, Players::Three), "0");
/// ```
pub fn points_text(halves: i32, players: Players) -> String {
    match players {
        Players::Four => points_words(halves.clamp(-30_000, 30_000) as HalfPoints),
        Players::Three => format!("{}{}", sign(halves), halves.unsigned_abs()),
    }
}

/// "+", "−" or nothing for zero.
fn sign(n: i32) -> &'static str {
    match n {
        0 => "",
        n if n > 0 => "+",
        _ => "−",
    }
}

/// What a three-player comparison's points are ([`points_text`]), in one sentence.
pub const THREE_POINTS: &str =
    "With three players, a result is your points less each opponent's, added together.";

/// What South's side scored in hand `hand` of `game`'s record: the points it scored less
/// the opponents' (by three, less the mean of theirs), in halves. `None` when the record
/// has not finished that hand.
pub fn hand_points(record: &GameRecord, hand: u32) -> Option<HalfPoints> {
    let game = Game::replay(record).ok()?;
    points_of(game.history(), record.rules.players, hand)
}

/// [`hand_points`] from a game's finished hands (`Game::history`), with no replay: what a
/// page that has the game uses.
pub fn points_of(history: &[HandRecord], players: Players, hand: u32) -> Option<HalfPoints> {
    let at = history.iter().position(|h| h.number == hand)?;
    let before = at.checked_sub(1).map(|b| &history[b]);
    let after = &history[at];
    let seat_before = |s: Seat| before.map_or(0, |b| b.seat_scores_after[s]);
    let team_before = |t: euchre::Team| before.map_or(0, |b| b.scores_after[t]);
    Some(match players {
        Players::Four => {
            let gain = |t: euchre::Team| i16::from(after.scores_after[t] - team_before(t));
            2 * (gain(euchre::Team::NorthSouth) - gain(euchre::Team::EastWest))
        }
        Players::Three => {
            let gain = |s: Seat| i16::from(after.seat_scores_after[s] - seat_before(s));
            2 * gain(Seat::South) - gain(Seat::West) - gain(Seat::East)
        }
    })
}

/// Every hand of `record` that has finished and had a decision, with the position in
/// `record.actions` of its first action: where its [`Replay`] starts (a hand's duplicate
/// result depends on the record up to there, and on the level of the other seats).
pub fn finished_hands(record: &GameRecord) -> Vec<(u32, usize)> {
    let mut game = record.start();
    let mut out: Vec<(u32, usize)> = Vec::new();
    for (index, &(seat, action)) in record.actions.iter().enumerate() {
        let hand = game.hand_number();
        if out.last().is_none_or(|&(h, _)| h != hand) {
            out.push((hand, index));
        }
        if game.apply(seat, action).is_err() {
            break;
        }
    }
    // The last hand counts once it is over: the next one dealt, or the game won.
    if game.to_act().is_some() && out.last().is_some_and(|&(h, _)| h == game.hand_number()) {
        out.pop();
    }
    out
}

/// One decision the replay needs: the seat, its view, its level and its seed.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// The seat to act.
    pub seat: Seat,
    /// What it may know.
    pub view: PlayerView,
    /// Its level: the Expert for South, the game's level for the others.
    pub difficulty: Difficulty,
    /// The decision's seed ([`turn_seed`] of the game's seed and the count of actions).
    pub seed: u64,
}

/// Hand `hand` of a game being played again with the Expert in South's seat.
#[derive(Clone, Debug)]
pub struct Replay {
    game: Game,
    hand: u32,
    others: Difficulty,
    /// The record of the game up to the hand's start: its results are counted from there.
    start: usize,
}

impl Replay {
    /// Hand `hand` of `record` dealt again, the game's score as it was, the other seats at
    /// level `others`. `None` when the record does not reach the hand or does not replay.
    pub fn new(record: &GameRecord, hand: u32, others: Difficulty) -> Option<Replay> {
        let mut game = record.start();
        let mut start = 0;
        for &(seat, action) in &record.actions {
            if game.hand_number() >= hand || game.to_act().is_none() {
                break;
            }
            game.apply(seat, action).ok()?;
            start += 1;
        }
        (game.hand_number() == hand && game.to_act().is_some()).then_some(Replay {
            game,
            hand,
            others,
            start,
        })
    }

    /// The next decision, or `None` once the hand is over.
    pub fn turn(&self) -> Option<Turn> {
        if self.game.hand_number() != self.hand {
            return None;
        }
        let seat = self.game.to_act()?;
        let difficulty = if seat == Seat::South {
            Difficulty::Expert
        } else {
            self.others
        };
        Some(Turn {
            seat,
            view: self.game.view(seat),
            difficulty,
            seed: turn_seed(self.game.seed(), self.game.actions().len()),
        })
    }

    /// Applies the decision of the seat to act; an illegal one is refused and changes
    /// nothing.
    pub fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        let seat = self.game.to_act().ok_or(ActionError::GameOver)?;
        if self.game.hand_number() != self.hand {
            return Err(ActionError::GameOver);
        }
        self.game.apply(seat, action).map(|_| ())
    }

    /// Once the hand is over: what South's side scored in it ([`hand_points`]).
    pub fn result(&self) -> Option<HalfPoints> {
        if self.turn().is_some() {
            return None;
        }
        hand_points(&self.game.record(), self.hand)
    }

    /// The actions of the hand as replayed so far (South's are the Expert's).
    pub fn actions(&self) -> &[(Seat, Action)] {
        &self.game.actions()[self.start..]
    }
}

/// Hand `hand` of `record` played again here with the Expert in South's seat and the other
/// seats at level `others`: what South's side then scores ([`hand_points`]). `None` when the
/// record does not reach the hand.
pub fn expert_in_south(record: &GameRecord, hand: u32, others: Difficulty) -> Option<HalfPoints> {
    let mut replay = Replay::new(record, hand, others)?;
    while let Some(turn) = replay.turn() {
        let action = player(turn.difficulty, turn.seed).choose(&turn.view);
        replay.apply(action).ok()?;
    }
    replay.result()
}
