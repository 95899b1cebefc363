//! Checking a friend's challenge in the workers: its game played again (South's decisions
//! from the link, the other seats by the computer players as seeded in the game), then each
//! of its hands with the Expert in South's seat, a decision at a time as `Job::Replay` (after
//! the game's own requests); the result must be what the link claims, hand by hand. The
//! seal alone cannot tell a result sealed again after an edit (the hash is no secret): this
//! can.

use euchre::GameRecord;
use euchre_ai::challenge::{ChallengeError, GameReplay};
use euchre_ai::duplicate::{HalfPoints, Replay, Turn, finished_hands};
use euchre_ai::work::{Job, Outcome};
use leptos::prelude::*;

use super::Swept;

use super::challenge::challenge_of;
use super::{Accepted, GameStore};
use crate::workers;

/// Where the check of a challenge stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// Being played again in the workers.
    Checking,
    /// Its moves give what it claims, the Expert's points too.
    Holds,
    /// It does not hold (or the workers could not play it: `None`).
    Fails(Option<ChallengeError>),
}

/// The replay under way.
#[derive(Debug)]
enum Stage {
    /// The challenger's game.
    Game(Box<GameReplay>),
    /// Each hand of it with the Expert in South's seat: the game's record, the hands still
    /// to play, the one being played, and the Expert's points so far.
    Hands {
        record: GameRecord,
        left: Vec<u32>,
        replay: Box<Replay>,
        hand: u32,
        expert: Vec<(u32, HalfPoints)>,
    },
}

/// The check's part of the store: its state, the text of the challenge it checks, and the
/// replay under way.
#[derive(Clone, Copy, Debug)]
pub(super) struct Verifier {
    check: Swept<Option<Check>>,
    text: StoredValue<Option<String>>,
    stage: StoredValue<Option<(String, Stage)>>,
}

impl Verifier {
    pub(super) fn new() -> Verifier {
        Verifier {
            check: Swept::new(None),
            text: StoredValue::new(None),
            stage: StoredValue::new(None),
        }
    }
}

/// The next stage once `stage` has no turn left: the hands after the game, the next hand
/// after one; the Expert's points of every hand (by number) when all are played.
fn advance(stage: Stage, level: euchre_ai::Difficulty) -> Result<Next, ChallengeError> {
    let (record, mut left, expert) = match stage {
        Stage::Game(game) => {
            let record = game.record()?;
            let left: Vec<u32> = finished_hands(&record).iter().map(|&(h, _)| h).collect();
            (record, left, Vec::new())
        }
        Stage::Hands {
            record,
            left,
            replay,
            hand,
            mut expert,
        } => {
            expert.push((hand, replay.result().ok_or(ChallengeError::Moves)?));
            (record, left, expert)
        }
    };
    if left.is_empty() {
        return Ok(Next::Done(record, expert));
    }
    let hand = left.remove(0);
    let replay = Replay::new(&record, hand, level).ok_or(ChallengeError::Moves)?;
    Ok(Next::Stage(Box::new(Stage::Hands {
        record,
        left,
        replay: Box::new(replay),
        hand,
        expert,
    })))
}

/// What follows a stage.
enum Next {
    Stage(Box<Stage>),
    Done(GameRecord, Vec<(u32, HalfPoints)>),
}

/// The next decision of `stage`, if any.
fn turn(stage: &mut Stage) -> Result<Option<Turn>, ChallengeError> {
    match stage {
        Stage::Game(game) => game.turn(),
        Stage::Hands { replay, .. } => Ok(replay.turn()),
    }
}

/// Applies a decision to `stage`.
fn apply(stage: &mut Stage, action: euchre::Action) -> bool {
    match stage {
        Stage::Game(game) => game.apply(action).is_ok(),
        Stage::Hands { replay, .. } => replay.apply(action).is_ok(),
    }
}

impl GameStore {
    /// Where the check of the challenge on screen stands (`None` without one).
    pub fn challenge_check(self) -> super::SweptReader<Option<Check>> {
        self.verifier.check.read_only()
    }

    /// Starts checking `accepted`, once per challenge.
    pub(super) fn verify_challenge(self, accepted: &Accepted) {
        let v = self.verifier;
        if v.text
            .with_value(|t| t.as_deref() == Some(accepted.text.as_str()))
        {
            return;
        }
        v.text.set_value(Some(accepted.text.clone()));
        if !accepted.sealed {
            v.stage.set_value(None);
            v.check
                .set(Some(Check::Fails(Some(ChallengeError::Tampered))));
            return;
        }
        v.stage.set_value(Some((
            accepted.text.clone(),
            Stage::Game(Box::new(accepted.challenge.replay())),
        )));
        v.check.set(Some(Check::Checking));
        self.step_check();
    }

    /// Checks the challenge on screen in the workers, once it is on screen.
    ///
    /// Not with the `page-ai` feature (the browser tests run every job on the page's
    /// thread); the end-to-end tests see it through the real workers.
    pub(super) fn verify_effect(self) {
        if cfg!(feature = "page-ai") {
            return;
        }
        let challenge = self.challenge();
        Effect::new(move |_| {
            if let Some(accepted) = challenge.get() {
                self.verify_challenge(&accepted);
            }
        });
    }

    /// Asks the workers for the check's next decision, or ends it.
    fn step_check(self) {
        let v = self.verifier;
        let Some(accepted) = self.challenge.get_untracked() else {
            return;
        };
        let level = accepted.challenge.level;
        loop {
            let Some((text, mut stage)) = v.stage.try_update_value(Option::take).flatten() else {
                return;
            };
            match turn(&mut stage) {
                Ok(Some(turn)) => {
                    v.stage.set_value(Some((text.clone(), stage)));
                    self.ask_check(text, turn);
                    return;
                }
                Ok(None) => match advance(stage, level) {
                    Ok(Next::Stage(next)) => v.stage.set_value(Some((text, *next))),
                    Ok(Next::Done(record, expert)) => {
                        let table = accepted.challenge.others.is_some();
                        let again = challenge_of(&record, level, table, |hand| {
                            expert.iter().find(|(h, _)| *h == hand).map(|&(_, p)| p)
                        });
                        let holds = again.is_some_and(|c| c.hands == accepted.challenge.hands);
                        v.check.set(Some(if holds {
                            Check::Holds
                        } else {
                            Check::Fails(Some(ChallengeError::Claims))
                        }));
                        return;
                    }
                    Err(why) => {
                        v.check.set(Some(Check::Fails(Some(why))));
                        return;
                    }
                },
                Err(why) => {
                    v.check.set(Some(Check::Fails(Some(why))));
                    return;
                }
            }
        }
    }

    /// One decision of the check, in the workers.
    fn ask_check(self, text: String, turn: Turn) {
        let job = Job::Replay {
            difficulty: turn.difficulty,
            view: turn.view,
            seed: turn.seed,
        };
        workers::ask(job, move |answer| {
            let v = self.verifier;
            let applied = v
                .stage
                .try_update_value(|s| match (s.as_mut(), answer) {
                    (Some((t, stage)), Ok(Outcome::Action(Some(action)))) if *t == text => {
                        Some(apply(stage, action))
                    }
                    _ => None,
                })
                .flatten();
            match applied {
                Some(true) => self.step_check(),
                Some(false) => {
                    v.stage.set_value(None);
                    let _ = v
                        .check
                        .try_set(Some(Check::Fails(Some(ChallengeError::Moves))));
                }
                // A check no longer under way, or the workers failed.
                None => {
                    let ours = v
                        .stage
                        .try_with_value(|s| s.as_ref().is_some_and(|(t, _)| *t == text))
                        .unwrap_or(false);
                    if ours {
                        v.stage.set_value(None);
                        let _ = v.check.try_set(Some(Check::Fails(None)));
                    }
                }
            }
        });
    }
}
