//! One request/answer protocol for every kind of computer thinking, so that a page can hand
//! it to a pool of Web Workers: a computer's decision, a hint, the review of a
//! decision, the analysis board's shares of where the unseen cards lie and of the options
//! played out. A [`Request`] names its [`Job`] with an id; the worker runs [`run`] to the end
//! and sends back a [`Reply`] with the same id. A Hard or Expert decision and a hint can
//! also be shared by many workers: [`Split`] hands out their worlds as [`Job::Part`]s,
//! merges the answers in index order and ends with a small [`Job::Pick`]. Every job is
//! reproducible from its seed, so the answer is the same wherever it is computed: in a
//! worker, on the page or natively, whole or in parts.
//!
//! The messages are serde types (the page and the worker exchange them as JSON).
//!
//! ```
//! use euchre::{Game, Rules};
//! use euchre_ai::work::{Job, Outcome, run};
//! use euchre_ai::{Difficulty, player};
//!
//! let game = Game::new(Rules::standard(), 1);
//! let view = game.view(game.to_act().unwrap());
//! let job = Job::Decide { difficulty: Difficulty::Expert, view: view.clone(), seed: 7 };
//! assert_eq!(run(&job), Outcome::Action(Some(player(Difficulty::Expert, 7).choose(&view))));
//! ```

use std::ops::Range;

use euchre::{Action, GameRecord, Phase, PlayerView};
use serde::{Deserialize, Serialize};

use crate::board::{PlayOut, Whereabouts};
use crate::parts::{self, WorldResult};
use crate::review::{self, DecisionReview};
use crate::{Decision, Difficulty, Hint, HintSearch, SearchConfig, SearchRun};

mod split;
pub use split::Split;

/// A job for a worker, with the id its answer will carry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page; the answer carries it back.
    pub id: u64,
    /// What to think about.
    pub job: Job,
}

/// What to think about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// The action of `view.seat` at `difficulty`: what
    /// [`player`](crate::player)`(difficulty, seed).choose(&view)` returns.
    Decide {
        /// The computer player's level.
        difficulty: Difficulty,
        /// What the seat may know.
        view: PlayerView,
        /// The decision's seed.
        seed: u64,
    },
    /// The ranked options of `view` ([`HintSearch::new`]`(&view, seed)` to the end).
    Hint {
        /// What the seat may know.
        view: PlayerView,
        /// 0 gives exactly [`hint`](crate::hint)`(&view)`.
        seed: u64,
    },
    /// Worlds `worlds` of the search of `job` (a Hard or Expert [`Job::Decide`], or a
    /// [`Job::Hint`]), drawn as that job draws them ([`parts::evaluate_worlds`]): a share of
    /// it, for the page to merge with the others in index order ([`SearchRun`](crate::SearchRun)).
    /// Answered by [`Outcome::Worlds`] (none for any other job).
    ///
    /// Written as text by [`Split::next_part`] and never serialized (so that the page's
    /// wasm carries no serializer for it).
    #[serde(skip_serializing)]
    Part {
        /// The decision or the hint.
        job: Box<Job>,
        /// The indices of the worlds.
        worlds: Range<usize>,
    },
    /// The review of decision `index` of `record` ([`review::review_decision`]).
    Review {
        /// The game so far (at least up to the decision).
        record: GameRecord,
        /// The decision's position in `record.actions`.
        index: usize,
        /// The review's seed.
        seed: u64,
        /// The deciding seat's level when a computer decided, `None` for a person.
        level: Option<Difficulty>,
        /// The search ([`SearchConfig::review`] in the background).
        config: SearchConfig,
    },
    /// The answer to `job` (a [`Job::Decide`] or a [`Job::Hint`]) given the answers to its
    /// parts, which hold its worlds in index order from world 0 on, as many as its search
    /// looks at ([`Split`]): the same [`Outcome`] as [`run`]`(job)`, without the search.
    ///
    /// Written as text by [`Split::pick`] and never serialized (the page would carry a
    /// serializer of every reply, numbers and all).
    #[serde(skip_serializing)]
    Pick {
        /// The decision or the hint.
        job: Box<Job>,
        /// The workers' answers to its parts (each a [`Reply::Done`] with
        /// [`Outcome::Worlds`]), in the order of their worlds: the page passes on the text
        /// it received.
        parts: Vec<Reply>,
    },
    /// Where the unseen cards of `view` lie, counted over worlds `worlds` of the Expert's
    /// search seeded with `seed` (the analysis board, [`Whereabouts::of_worlds`]).
    Whereabouts {
        /// What the seat may know.
        view: PlayerView,
        /// The search's seed.
        seed: u64,
        /// The indices of the worlds.
        worlds: Range<usize>,
    },
    /// Every legal option of `view` played out with the Expert at every seat in worlds
    /// `worlds` of the search seeded with `seed` (the board's "play it out",
    /// [`PlayOut::of_worlds`]).
    PlayOut {
        /// What the seat may know.
        view: PlayerView,
        /// The search's seed.
        seed: u64,
        /// The indices of the worlds.
        worlds: Range<usize>,
    },
    /// A decision of a replay made after the fact (a hand played again with the Expert in
    /// South's seat, [`duplicate`](crate::duplicate)): the same answer as a
    /// [`Job::Decide`], which a page's pool gives after the game's own requests and never
    /// shares between workers.
    Replay {
        /// The seat's level.
        difficulty: Difficulty,
        /// What the seat may know.
        view: PlayerView,
        /// The decision's seed.
        seed: u64,
    },
}

/// One ranked option of a hint (a [`Hint`] as it travels; its numbers as their `f64` bits).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintOption {
    /// The action.
    pub action: Action,
    /// Expected points of the hand for the player's team, less the opponents'.
    #[serde(with = "crate::search::parts::bits")]
    pub expected_points: f64,
    /// Expected chance of winning the game, 0 to 1.
    #[serde(with = "crate::search::parts::bits")]
    pub win_chance: f64,
    /// Whether this is the option the hint recommends.
    pub recommended: bool,
    /// A one-line reason a person understands.
    pub reason: String,
}

impl From<Hint> for HintOption {
    fn from(hint: Hint) -> HintOption {
        HintOption {
            action: hint.action,
            expected_points: hint.expected_points,
            win_chance: hint.win_chance,
            recommended: hint.recommended,
            reason: hint.reason,
        }
    }
}

/// The result of a [`Job`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    /// A decision: the action (none when the seat was not to act).
    Action(Option<Action>),
    /// A hint: the options, the recommended one first (empty when the seat was not to act).
    Hints(Vec<HintOption>),
    /// A share of a search: each world's result, in index order.
    Worlds(Vec<WorldResult>),
    /// A decision's review (none when the record has no such decision).
    Review(Option<Box<DecisionReview>>),
    /// The answer to a board's job, as JSON: a [`Whereabouts`] for [`Job::Whereabouts`], a
    /// [`PlayOut`] for [`Job::PlayOut`] (read with [`Outcome::whereabouts`] and
    /// [`Outcome::play_out`]). Text, so that the page's pool, which passes it on, carries no
    /// reader of them: the board's own code reads them.
    Board(String),
}

impl Outcome {
    /// The share of where the unseen cards lie that a [`Job::Whereabouts`] answered.
    pub fn whereabouts(&self) -> Option<Whereabouts> {
        match self {
            Outcome::Board(text) => serde_json::from_str(text).ok(),
            _ => None,
        }
    }

    /// The share of the play-outs that a [`Job::PlayOut`] answered.
    pub fn play_out(&self) -> Option<PlayOut> {
        match self {
            Outcome::Board(text) => serde_json::from_str(text).ok(),
            _ => None,
        }
    }
}

/// What a worker sends to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has loaded and takes requests.
    Ready,
    /// The answer to request `id`.
    Done {
        /// The request's id.
        id: u64,
        /// Its result.
        outcome: Outcome,
    },
    /// The worker failed (it could not load, or it panicked while working on request `id`)
    /// and takes no more requests.
    Failed {
        /// The request it was working on, if any.
        id: Option<u64>,
        /// What went wrong, for the console.
        why: String,
    },
}

/// The text of a [`Request`] with id `id` for the job whose JSON is `job`: what
/// `serde_json::to_string(&Request { id, job })` writes.
pub fn request(id: u64, job: &str) -> String {
    format!(r#"{{"id":{id},"job":{job}}}"#)
}

/// Whether a job's search is worth sharing over workers ([`Split`]): a bid, a discard or a
/// defend-alone decision (each world plays the whole hand out) or a card in the first two
/// tricks. A later card is over in a few milliseconds, less than the messages of a split
/// would cost.
pub fn worth_sharing(job: &Job) -> bool {
    match job {
        Job::Decide { view, .. } | Job::Hint { view, .. } => {
            view.phase != Phase::Play || view.tricks.len() < 2
        }
        _ => false,
    }
}

/// Does a job to the end.
pub fn run(job: &Job) -> Outcome {
    match job {
        Job::Decide {
            difficulty,
            view,
            seed,
        }
        | Job::Replay {
            difficulty,
            view,
            seed,
        } => {
            let mut decision = Decision::new(*difficulty, view, *seed);
            if view.legal_actions.is_empty() {
                return Outcome::Action(None);
            }
            Outcome::Action(loop {
                if let Some(action) = decision.step() {
                    break Some(action);
                }
            })
        }
        Job::Hint { view, seed } => {
            let mut search = HintSearch::new(view, *seed);
            let hints = loop {
                if let Some(hints) = search.step() {
                    break hints;
                }
            };
            Outcome::Hints(hints.into_iter().map(HintOption::from).collect())
        }
        Job::Part { job, worlds } => Outcome::Worlds(match search_of(job) {
            Some((_, run, view)) => run.evaluate(view, worlds.clone()),
            None => Vec::new(),
        }),
        Job::Pick { job, parts } => {
            let results: Vec<WorldResult> = parts
                .iter()
                .flat_map(|part| match part {
                    Reply::Done {
                        outcome: Outcome::Worlds(results),
                        ..
                    } => results.as_slice(),
                    _ => &[],
                })
                .cloned()
                .collect();
            pick(job, &results)
        }
        Job::Review {
            record,
            index,
            seed,
            level,
            config,
        } => Outcome::Review(
            review::review_decision(record, *index, *seed, *level, config).map(Box::new),
        ),
        Job::Whereabouts { view, seed, worlds } => {
            board(&Whereabouts::of_worlds(view, *seed, worlds.clone()))
        }
        Job::PlayOut { view, seed, worlds } => {
            board(&PlayOut::of_worlds(view, *seed, worlds.clone()))
        }
    }
}

/// A board's answer as its JSON.
fn board<T: Serialize>(answer: &T) -> Outcome {
    Outcome::Board(serde_json::to_string(answer).unwrap_or_default())
}

/// The search a job's parts share (the one the whole job runs: its worlds drawn from
/// [`parts::search_seed`] of the job's seed), not started, with its configuration and its
/// view; none for a job that is not a Hard or Expert decision or a hint.
pub(crate) fn search_of(job: &Job) -> Option<(SearchConfig, SearchRun, &PlayerView)> {
    let (config, view, seed) = match job {
        Job::Decide {
            difficulty: Difficulty::Hard,
            view,
            seed,
        } => (SearchConfig::hard(), view, seed),
        Job::Decide {
            difficulty: Difficulty::Expert,
            view,
            seed,
        }
        | Job::Hint { view, seed } => (SearchConfig::expert(), view, seed),
        _ => return None,
    };
    let run = SearchRun::new(&config, view, parts::search_seed(*seed));
    Some((config, run, view))
}

/// The answer to `job` given its worlds' results (in index order).
fn pick(job: &Job, results: &[WorldResult]) -> Outcome {
    match job {
        Job::Decide {
            difficulty,
            view,
            seed,
        } => Outcome::Action(crate::decision::pick(*difficulty, view, *seed, results)),
        Job::Hint { view, seed } => Outcome::Hints(
            crate::hint::from_results(view, *seed, results)
                .into_iter()
                .map(HintOption::from)
                .collect(),
        ),
        other => run(other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Game, Rules};

    #[test]
    fn requests_and_replies_survive_json() {
        let game = Game::new(Rules::standard(), 3);
        let view = game.view(game.to_act().unwrap());
        let request = Request {
            id: 9,
            job: Job::Decide {
                difficulty: Difficulty::Hard,
                view: view.clone(),
                seed: u64::MAX,
            },
        };
        let text = serde_json::to_string(&request).unwrap();
        assert_eq!(serde_json::from_str::<Request>(&text).unwrap(), request);
        let job = serde_json::to_string(&request.job).unwrap();
        assert_eq!(super::request(9, &job), text);
        let reply = Reply::Done {
            id: 9,
            outcome: run(&Job::Hint { view, seed: 0 }),
        };
        let text = serde_json::to_string(&reply).unwrap();
        assert_eq!(serde_json::from_str::<Reply>(&text).unwrap(), reply);
    }

    #[test]
    fn a_hint_job_is_the_hint() {
        let game = Game::new(Rules::standard(), 5);
        let view = game.view(game.to_act().unwrap());
        let Outcome::Hints(options) = run(&Job::Hint {
            view: view.clone(),
            seed: 0,
        }) else {
            panic!("a hint job gives hints")
        };
        let hints: Vec<HintOption> = crate::hint(&view).into_iter().map(Into::into).collect();
        assert_eq!(options, hints);
        assert!(options[0].recommended);
    }

    #[test]
    fn part_jobs_give_the_worlds_of_the_split_search() {
        let game = Game::new(Rules::standard(), 8);
        let view = game.view(game.to_act().unwrap());
        let decide = Job::Decide {
            difficulty: Difficulty::Expert,
            view: view.clone(),
            seed: 4,
        };
        let part = |worlds: Range<usize>| {
            let job = Job::Part {
                job: Box::new(decide.clone()),
                worlds: worlds.clone(),
            };
            let text = serde_json::to_string(&Reply::Done {
                id: 1,
                outcome: run(&job),
            })
            .unwrap();
            match serde_json::from_str(&text).unwrap() {
                Reply::Done {
                    outcome: Outcome::Worlds(worlds),
                    ..
                } => worlds,
                other => panic!("{other:?}"),
            }
        };
        let seed = parts::search_seed(4);
        let mut merged = SearchRun::new(&SearchConfig::expert(), &view, seed);
        while let Some(range) = merged.next() {
            let middle = (range.start + range.end) / 2;
            merged.add(&part(range.start..middle));
            merged.add(&part(middle..range.end));
        }
        let mut whole = SearchRun::new(&SearchConfig::expert(), &view, seed);
        whole.run(&view, 1);
        assert_eq!(
            (merged.evaluations(&view), merged.merged()),
            (whole.evaluations(&view), whole.merged())
        );
        // Not a search: no worlds.
        let easy = Job::Decide {
            difficulty: Difficulty::Easy,
            view,
            seed: 4,
        };
        let job = Job::Part {
            job: Box::new(easy),
            worlds: 0..3,
        };
        assert_eq!(run(&job), Outcome::Worlds(Vec::new()));
    }

    #[test]
    fn bids_and_early_cards_are_worth_sharing_later_cards_not() {
        let mut game = Game::new(Rules::standard(), 6);
        let (mut bid, mut early, mut late) = (None, None, None);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let slot = match (view.phase, view.tricks.len()) {
                (euchre::Phase::Play, 0..2) => &mut early,
                (euchre::Phase::Play, _) => &mut late,
                _ => &mut bid,
            };
            slot.get_or_insert(view.clone());
            let action = crate::Heuristic::decide(&view);
            game.apply(seat, action).unwrap();
            if game.hand_number() > 1 {
                break;
            }
        }
        let decide = |view: Option<PlayerView>| Job::Decide {
            difficulty: Difficulty::Expert,
            view: view.expect("the first hand has the phase"),
            seed: 1,
        };
        assert!(worth_sharing(&decide(bid.clone())));
        assert!(worth_sharing(&decide(early)));
        assert!(!worth_sharing(&decide(late.clone())));
        let hint = Job::Hint {
            view: late.unwrap(),
            seed: 0,
        };
        assert!(!worth_sharing(&hint));
        let hint = Job::Hint {
            view: bid.unwrap(),
            seed: 0,
        };
        assert!(worth_sharing(&hint));
    }

    #[test]
    fn a_seat_not_to_act_decides_nothing() {
        let game = Game::new(Rules::standard(), 5);
        let seat = game.to_act().unwrap().next();
        let job = Job::Decide {
            difficulty: Difficulty::Expert,
            view: game.view(seat),
            seed: 1,
        };
        assert_eq!(run(&job), Outcome::Action(None));
    }
}
