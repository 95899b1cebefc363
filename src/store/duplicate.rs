//! Duplicate scoring against the Expert (`euchre_ai::duplicate`): after each hand, the same
//! deal is played again in the workers with the Expert in South's seat and the same partner
//! and opponents, one decision at a time as a `Job::Replay` (the pool answers those after
//! the game's own requests, so the table never waits for them). The summary then shows
//! what South's side scored against what the Expert would have.
//!
//! A hand's result depends only on the game up to the hand's start and on the computer
//! players' level, so each result is kept with a key of those (`key`): undo, a practice
//! branch or a new game keep the results that still hold, drop the others, and the replays
//! of what is missing start by themselves. Nothing is saved: a reload plays the finished
//! hands again in the background. At most one result per hand of the game on screen is
//! kept.

use std::hash::{Hash, Hasher};

use euchre::{Game, GameRecord};
use euchre_ai::Difficulty;
use euchre_ai::duplicate::{HalfPoints, Replay, finished_hands};
use euchre_ai::work::{Job, Outcome};
use leptos::prelude::*;

use super::Swept;

use super::GameStore;
use crate::workers;

/// The Expert's result of one hand, and what it was computed from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Done {
    hand: u32,
    key: u64,
    points: HalfPoints,
}

/// The replay under way: its hand and key, and the pool's id of its decision being made.
#[derive(Debug)]
struct Running {
    hand: u32,
    key: u64,
    replay: Replay,
    asked: Option<u64>,
}

/// The duplicate results of the game on screen, and the replay under way.
#[derive(Clone, Copy, Debug)]
pub(super) struct Duplicates {
    done: Swept<Vec<Done>>,
    running: StoredValue<Option<Running>>,
    /// The hand being replayed, for the summary's "…" while it is.
    busy: Swept<Option<u32>>,
    /// Bumped when a replay ends, so that the next one starts.
    ended: Swept<u64>,
    /// Hands (and keys) the workers could not play: not tried again.
    failed: StoredValue<Vec<(u32, u64)>>,
}

impl Duplicates {
    pub(super) fn new() -> Duplicates {
        Duplicates {
            done: Swept::new(Vec::new()),
            running: StoredValue::new(None),
            busy: Swept::new(None),
            ended: Swept::new(0),
            failed: StoredValue::new(Vec::new()),
        }
    }
}

/// What a hand's duplicate result is computed from: the game's rules and seed, its actions
/// before the hand's first (`start`) and the other seats' level.
fn key(record: &GameRecord, start: usize, level: Difficulty) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    record.rules.hash(&mut h);
    record.seed.hash(&mut h);
    record.given.hash(&mut h);
    record.actions[..start].hash(&mut h);
    level.hash(&mut h);
    h.finish()
}

/// What the summary shows of a hand's duplicate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Duplicate {
    /// The Expert is playing South's cards.
    Playing,
    /// What South's side scored with the Expert in South's seat, in halves.
    Expert(HalfPoints),
}

impl GameStore {
    /// The duplicate of hand `hand` of the game on screen: being played, or its result;
    /// `None` before the hand ends (or when the workers could not play it).
    pub fn duplicate(self, hand: u32) -> Option<Duplicate> {
        let d = self.duplicates;
        if let Some(done) = d.done.with(|v| v.iter().find(|x| x.hand == hand).copied()) {
            return Some(Duplicate::Expert(done.points));
        }
        (d.busy.get() == Some(hand)).then_some(Duplicate::Playing)
    }

    /// Whether a hand is being played again now.
    pub fn duplicate_running(self) -> bool {
        self.duplicates.busy.with(Option::is_some)
    }

    /// Keeps the duplicate results in step with the game: drops those that no longer hold
    /// and starts the replay of the first finished hand without one.
    ///
    /// Not with the `page-ai` feature (the app's browser tests, where every job runs on the
    /// page's own thread): the Expert's replays would hold up every test that finishes a
    /// hand. The end-to-end tests see them through the real workers.
    pub(super) fn duplicate_effects(self) {
        if cfg!(feature = "page-ai") {
            return;
        }
        Effect::new(move |_| {
            let (record, level) = (self.game.with(Game::record), self.level());
            let d = self.duplicates;
            d.ended.track();
            // A guest's game at a table of people has only the cards its seat saw (until the
            // host sends the whole game at its end): nothing to play again.
            let given = record.given.is_some();
            let wanted: Vec<(u32, u64)> = finished_hands(&record)
                .into_iter()
                .filter(|_| !given)
                .map(|(hand, start)| (hand, key(&record, start, level)))
                .collect();
            let stale = |v: &Vec<Done>| v.iter().any(|x| !wanted.contains(&(x.hand, x.key)));
            if d.done.with_untracked(stale) {
                d.done
                    .update(|v| v.retain(|x| wanted.contains(&(x.hand, x.key))));
            }
            // A replay of what no longer holds stops.
            let stale = d.running.with_value(|r| {
                r.as_ref()
                    .is_some_and(|r| !wanted.contains(&(r.hand, r.key)))
            });
            if stale {
                self.stop_duplicate();
            }
            if d.running.with_value(Option::is_some) {
                return;
            }
            let have = d
                .done
                .with_untracked(|v| v.iter().map(|x| x.hand).collect::<Vec<_>>());
            d.failed.update_value(|f| f.retain(|x| wanted.contains(x)));
            let failed = d.failed.get_value();
            let Some(&(hand, key)) = wanted
                .iter()
                .find(|w| !have.contains(&w.0) && !failed.contains(w))
            else {
                return;
            };
            let Some(replay) = Replay::new(&record, hand, level) else {
                return;
            };
            d.running.set_value(Some(Running {
                hand,
                key,
                replay,
                asked: None,
            }));
            d.busy.set(Some(hand));
            self.step_duplicate();
        });
    }

    /// Cancels the replay under way.
    fn stop_duplicate(self) {
        let d = self.duplicates;
        if let Some(Running {
            asked: Some(id), ..
        }) = d.running.try_update_value(Option::take).flatten()
        {
            workers::cancel(id);
        }
        d.busy.set(None);
    }

    /// Asks the workers for the replay's next decision, or keeps its result once it is over.
    fn step_duplicate(self) {
        let d = self.duplicates;
        let next = d.running.with_value(|r| {
            let r = r.as_ref()?;
            Some((r.hand, r.key, r.replay.turn(), r.replay.result()))
        });
        let Some((hand, key, turn, result)) = next else {
            return;
        };
        let Some(turn) = turn else {
            d.running.set_value(None);
            d.busy.set(None);
            match result {
                Some(points) => {
                    d.done.update(|v| v.push(Done { hand, key, points }));
                    // Counted in the statistics when it is a hand of the real game.
                    let level = self.level_now();
                    self.count_versus(hand, points, |record, start| {
                        self::key(record, start, level) == key
                    });
                }
                None => d.failed.update_value(|f| f.push((hand, key))),
            }
            d.ended.update(|n| *n += 1);
            return;
        };
        let job = Job::Replay {
            difficulty: turn.difficulty,
            view: turn.view,
            seed: turn.seed,
        };
        let id = workers::ask(job, move |answer| {
            let d = self.duplicates;
            let current = d
                .running
                .try_with_value(|r| r.as_ref().is_some_and(|r| (r.hand, r.key) == (hand, key)))
                .unwrap_or(false);
            if !current {
                return;
            }
            let applied = match answer {
                Ok(Outcome::Action(Some(action))) => d
                    .running
                    .try_update_value(|r| r.as_mut().map(|r| r.replay.apply(action).is_ok()))
                    .flatten()
                    .unwrap_or(false),
                _ => false,
            };
            if applied {
                self.step_duplicate();
            } else {
                // The workers could not play it: no line in the summary, and no retry.
                d.failed.update_value(|f| f.push((hand, key)));
                self.stop_duplicate();
                d.ended.update(|n| *n += 1);
            }
        });
        d.running.update_value(|r| {
            if let Some(r) = r {
                r.asked = Some(id);
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Rules;

    #[test]
    fn a_hands_key_is_the_game_before_it_and_the_level() {
        let mut game = Game::new(Rules::standard(), 3);
        while game.history().len() < 2 {
            let seat = game.to_act().unwrap();
            let action = game.legal_actions()[0];
            game.apply(seat, action).unwrap();
        }
        let record = game.record();
        let hands = finished_hands(&record);
        let (_, start) = hands[1];
        let k = key(&record, start, Difficulty::Normal);
        // The hand's own actions do not matter; those before it, the seed and the level do.
        let mut longer = record.clone();
        longer.actions.truncate(start + 2);
        assert_eq!(key(&longer, start, Difficulty::Normal), k);
        assert_ne!(key(&record, start, Difficulty::Expert), k);
        assert_ne!(key(&record, start - 1, Difficulty::Normal), k);
        let other = GameRecord {
            seed: 4,
            ..record.clone()
        };
        assert_ne!(key(&other, start, Difficulty::Normal), k);
    }
}
