//! A Hard or Expert decision, or a hint, shared by many workers: the page's side of the
//! split. It runs the job's own [`SearchRun`] without scoring a world itself: it hands out
//! the worlds as [`Job::Part`]s, merges the answers in index order (the run decides, on
//! fixed batches, when it has seen enough) and ends with a [`Job::Pick`] that a worker
//! answers with the heuristic's help (the run's outcome).
//!
//! The requests are written as text around the job's JSON, serialized once, and the Pick
//! passes on the parts' answers as they came: the page clones no view and serializes no
//! result (its wasm stays small), and the worker reads every number as it was written.

use std::ops::Range;

use super::{Job, search_of};
use crate::SearchRun;
use crate::parts::{BATCH, WorldResult};

/// The worlds of a part after the first round: two batches, so that a search that goes on
/// to its maximum takes few round trips through the page.
pub const CHUNK: usize = 2 * BATCH;

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
    /// The job's search, fed with the parts' answers.
    run: SearchRun,
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
        let (config, run, view) = search_of(job)?;
        // A decision with one option, or none to search, is not searched (as the whole job:
        // `search::forced`); a hint searches whenever the seat is to act.
        let options = view.legal_actions.len();
        let decide = matches!(job, Job::Decide { .. });
        if options == 0 || (decide && !crate::search::searches(&config, view)) {
            return None;
        }
        Some(Split {
            job: json.to_string(),
            options,
            workers: workers.max(1),
            first: run.next().map_or(0, |r| r.end),
            run,
            parts: Vec::new(),
            handed: 0,
        })
    }

    /// The next part for an idle worker, as the worlds and the text of request `id` (a
    /// [`Job::Part`]), or `None` when there is nothing to hand out now. The first round
    /// (the minimum count of worlds) goes in shares of about a `workers`-th; after it, parts
    /// of [`CHUNK`] worlds, up to `workers` parts past the batch the merge needs: each
    /// answer is a round trip through the page, whose thread may be slow to take it, so
    /// parts are few and large, and what the stop makes useless is dropped.
    pub fn next_part(&mut self, id: u64) -> Option<(Range<usize>, String)> {
        let need = self.run.next()?;
        let limit = self.run.limit();
        let horizon = (need.end + self.workers * CHUNK).min(limit);
        if self.handed >= horizon {
            return None;
        }
        let end = if self.handed < self.first {
            (self.handed + self.first.div_ceil(self.workers)).min(self.first)
        } else {
            (self.handed + CHUNK).min(limit)
        };
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
        // Merge the parts that follow the worlds merged, in order, as far as the search
        // needs them (a part spans one round or more, and the stop may come inside it).
        while !self.done() {
            let merged = self.run.merged();
            let Some((w, results, _)) = self.parts.iter_mut().find(|(w, ..)| w.start == merged)
            else {
                break;
            };
            let taken = self.run.add_needed(results);
            debug_assert!(taken == w.len() || self.run.next().is_none());
            *results = Vec::new();
        }
        if self.done() {
            // The Pick passes on the parts with worlds merged (it merges them with the same
            // stop, so the worlds of a part past it are not used).
            let merged = self.run.merged();
            self.parts.retain(|(w, ..)| w.start < merged);
        }
        true
    }

    /// Whether every world the search needs is merged: time for [`pick`](Split::pick).
    pub fn done(&self) -> bool {
        self.run.done()
    }

    /// How many worlds are merged.
    pub fn merged(&self) -> usize {
        self.run.merged()
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
