//! A Hard or Expert decision, or a hint, shared by many workers: the page's side of the
//! split. It holds no search: it hands out the worlds as [`Job::Part`]s, merges the answers
//! in index order with [`Merge`] (which decides, on fixed batches, when the search has seen
//! enough) and ends with a [`Job::Pick`] that a worker answers with the heuristic's help.
//!
//! The requests are written as text around the job's JSON, serialized once, and the Pick
//! passes on the parts' answers as they came: the page clones no view and serializes no
//! result (its wasm stays small), and the worker reads every number as it was written.

use std::ops::Range;

use euchre::Phase;

use super::{Job, search_of};
use crate::parts::{BATCH, Merge, WorldResult};

/// A decision or a hint in parts: the same answer as the whole job, whatever the number of
/// workers and the order their answers come in.
///
/// ```
/// use euchre::{Game, Rules};
/// use euchre_ai::Difficulty;
/// use euchre_ai::work::{Job, Outcome, Reply, Request, Split, run};
///
/// /// What a worker does with a request's text.
/// fn worker(text: &str) -> (Outcome, String) {
///     let request: Request = serde_json::from_str(text).unwrap();
///     let outcome = run(&request.job);
///     let reply = Reply::Done { id: request.id, outcome: outcome.clone() };
///     (outcome, serde_json::to_string(&reply).unwrap())
/// }
///
/// let game = Game::new(Rules::standard(), 1);
/// let view = game.view(game.to_act().unwrap());
/// let job = Job::Decide { difficulty: Difficulty::Hard, view, seed: 7 };
/// let json = serde_json::to_string(&job).unwrap();
/// let mut split = Split::new(&job, &json, 3).expect("a Hard bid is searched");
/// let mut id = 0;
/// while !split.done() {
///     // Three workers: hand out what there is, answer it (here, in the order asked).
///     let mut parts = Vec::new();
///     while parts.len() < 3 && let Some(part) = split.next_part(id) {
///         parts.push(part);
///         id += 1;
///     }
///     for (worlds, text) in parts {
///         let (Outcome::Worlds(results), reply) = worker(&text) else { unreachable!() };
///         assert!(split.add(worlds, results, reply));
///     }
/// }
/// assert_eq!(worker(&split.pick(id)).0, run(&job));
/// ```
#[derive(Clone, Debug)]
pub struct Split {
    /// The whole job's JSON (a `Decide` or a `Hint`).
    job: String,
    /// How many options each world's result holds.
    options: usize,
    workers: usize,
    merge: Merge,
    /// The worlds of the first round (the minimum count).
    first: usize,
    /// The parts answered, in the order of their worlds: the worlds, their results (until
    /// merged) and the answer's text.
    parts: Vec<(Range<usize>, Vec<WorldResult>, String)>,
    /// Worlds `0..handed` have been handed out.
    handed: usize,
}

impl Split {
    /// The split of `job` (whose JSON is `json`: the page writes a job once) for `workers`
    /// workers, or `None` when it is not worth one (Easy, Normal, a forced choice, a seat
    /// not to act: send the job whole, as [`request`](super::request)).
    pub fn new(job: &Job, json: &str, workers: usize) -> Option<Split> {
        let (config, view) = search_of(job)?;
        let worlds = if view.phase == Phase::Play {
            config.play_worlds
        } else {
            config.bid_worlds
        };
        // A decision with one option, or none to search, is the heuristic's (as
        // `Search::without_search`); a hint searches whenever the seat is to act.
        let options = view.legal_actions.len();
        let decide = matches!(job, Job::Decide { .. });
        if options == 0 || (decide && (options == 1 || worlds == 0)) {
            return None;
        }
        let merge = Merge::new(&config, view);
        Some(Split {
            job: json.to_string(),
            options,
            workers: workers.max(1),
            first: merge.next().map_or(0, |r| r.end),
            merge,
            parts: Vec::new(),
            handed: 0,
        })
    }

    /// The next part for an idle worker, as the worlds and the text of request `id` (a
    /// [`Job::Part`]), or `None` when there is nothing to hand out now: the round the merge
    /// needs, in shares of about a `workers`-th, and the batch after it (a worker idle while
    /// another finishes works ahead; what the stop makes useless is dropped).
    pub fn next_part(&mut self, id: u64) -> Option<(Range<usize>, String)> {
        let need = self.merge.next()?;
        let limit = self.merge.limit();
        let horizon = (need.end + BATCH).min(limit);
        if self.handed >= horizon {
            return None;
        }
        let round = if self.handed < self.first {
            0..self.first
        } else {
            let start = self.handed - (self.handed - self.first) % BATCH;
            start..(start + BATCH).min(limit)
        };
        let end = (self.handed + round.len().div_ceil(self.workers)).min(round.end);
        let (start, job) = (self.handed, &self.job);
        self.handed = end;
        let part =
            format!(r#"{{"Part":{{"job":{job},"worlds":{{"start":{start},"end":{end}}}}}}}"#);
        Some((start..end, super::request(id, &part)))
    }

    /// Adds the answer to the part of worlds `worlds` (its results, and the text it came
    /// as), in any order. False (and nothing added) when the results cannot be that part's
    /// (a count that does not match).
    pub fn add(&mut self, worlds: Range<usize>, results: Vec<WorldResult>, reply: String) -> bool {
        let n = self.options;
        let fits = |r: &WorldResult| {
            r.weighted_points.len() == n
                && r.weighted_utility.len() == n
                && r.utility.len() == n
                && r.weighted_ends.len() == n
        };
        if results.len() != worlds.len() || !results.iter().all(fits) {
            return false;
        }
        if self.done() || self.parts.iter().any(|(w, ..)| w.start == worlds.start) {
            return true; // done already, or a duplicate
        }
        let at = self.parts.iter().position(|(w, ..)| w.start > worlds.start);
        let at = at.unwrap_or(self.parts.len());
        self.parts.insert(at, (worlds, results, reply));
        // Merge each round once its parts (which never cross a round's end) are all in.
        while let Some(need) = self.merge.next() {
            let Some(first) = self.parts.iter().position(|(w, ..)| w.start == need.start) else {
                break;
            };
            let (mut end, mut count) = (need.start, 0);
            for (w, ..) in &self.parts[first..] {
                if w.start != end || end >= need.end {
                    break;
                }
                (end, count) = (w.end, count + 1);
            }
            if end < need.end {
                break;
            }
            for (_, results, _) in &mut self.parts[first..first + count] {
                self.merge.add(results);
                *results = Vec::new();
            }
        }
        if self.done() {
            let merged = self.merge.merged();
            self.parts.retain(|(w, ..)| w.end <= merged);
        }
        true
    }

    /// Whether every world the search needs is merged: time for [`pick`](Split::pick).
    pub fn done(&self) -> bool {
        self.merge.next().is_none()
    }

    /// How many worlds are merged.
    pub fn merged(&self) -> usize {
        self.merge.merged()
    }

    /// The text of request `id` that ends it: a [`Job::Pick`] with the answers to the parts
    /// merged (call once [`done`](Split::done)).
    pub fn pick(&self, id: u64) -> String {
        let mut parts = String::new();
        for (i, (.., reply)) in self.parts.iter().enumerate() {
            if i > 0 {
                parts.push(',');
            }
            parts.push_str(reply);
        }
        let job = &self.job;
        super::request(
            id,
            &format!(r#"{{"Pick":{{"job":{job},"parts":[{parts}]}}}}"#),
        )
    }
}
