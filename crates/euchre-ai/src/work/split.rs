//! A Hard or Expert decision, or a hint, shared by many workers: the page's side of the
//! split. It holds no search: it hands out the worlds as [`Job::Part`]s, merges the answers
//! in index order with [`Merge`] (which decides, on fixed batches, when the search has seen
//! enough) and ends with a [`Job::Pick`] that a worker answers with the heuristic's help.

use std::ops::Range;

use euchre::{Phase, PlayerView};

use super::Job;
use crate::Difficulty;
use crate::parts::{BATCH, Merge, WorldResult, search_seed};
use crate::search::SearchConfig;

/// A decision or a hint in parts: the same answer as the whole job, whatever the number of
/// workers and the order their answers come in.
///
/// ```
/// use euchre::{Game, Rules};
/// use euchre_ai::Difficulty;
/// use euchre_ai::work::{Job, Outcome, Split, run};
///
/// let game = Game::new(Rules::standard(), 1);
/// let view = game.view(game.to_act().unwrap());
/// let job = Job::Decide { difficulty: Difficulty::Expert, view, seed: 7 };
/// let mut split = Split::new(&job, 3).expect("an Expert bid is searched");
/// while !split.done() {
///     // Three workers: hand out what there is, answer it (here, in the order asked).
///     let parts: Vec<Job> = std::iter::from_fn(|| split.next_part()).take(3).collect();
///     for part in parts {
///         let (Job::Part { worlds, .. }, Outcome::Worlds(results)) = (&part, run(&part)) else {
///             unreachable!()
///         };
///         assert!(split.add(worlds.clone(), results));
///     }
/// }
/// assert_eq!(run(&split.pick()), run(&job));
/// ```
#[derive(Clone, Debug)]
pub struct Split {
    /// The whole job (a `Decide` or a `Hint`).
    job: Job,
    /// The level whose search the parts are.
    difficulty: Difficulty,
    /// The seed the worlds are drawn from, with their index.
    seed: u64,
    workers: usize,
    merge: Merge,
    /// The worlds of the first round (the minimum count).
    first: usize,
    /// Every world's result from world 0 on without a gap (merged, then arrived ahead).
    results: Vec<WorldResult>,
    /// Parts arrived after a gap: their first world and their results.
    ahead: Vec<(usize, Vec<WorldResult>)>,
    /// Worlds `0..handed` have been handed out.
    handed: usize,
}

impl Split {
    /// The split of `job` for `workers` workers, or `None` when it is not worth one (Easy,
    /// Normal, a forced choice, a seat not to act: send the job whole).
    pub fn new(job: &Job, workers: usize) -> Option<Split> {
        let (difficulty, view, seed, decide) = match job {
            Job::Decide {
                difficulty: difficulty @ (Difficulty::Hard | Difficulty::Expert),
                view,
                seed,
            } => (*difficulty, view, *seed, true),
            Job::Hint { view, seed } => (Difficulty::Expert, view, *seed, false),
            _ => return None,
        };
        let config = match difficulty {
            Difficulty::Expert => SearchConfig::expert(),
            _ => SearchConfig::hard(),
        };
        let worlds = if view.phase == Phase::Play {
            config.play_worlds
        } else {
            config.bid_worlds
        };
        // A decision with one option, or none to search, is the heuristic's (as
        // `Search::without_search`); a hint searches whenever the seat is to act.
        let n = view.legal_actions.len();
        if n == 0 || (decide && (n == 1 || worlds == 0)) {
            return None;
        }
        let merge = Merge::new(&config, view);
        Some(Split {
            job: job.clone(),
            difficulty,
            seed: search_seed(seed),
            workers: workers.max(1),
            first: merge.next().map_or(0, |r| r.end),
            merge,
            results: Vec::new(),
            ahead: Vec::new(),
            handed: 0,
        })
    }

    fn view(&self) -> &PlayerView {
        match &self.job {
            Job::Decide { view, .. } | Job::Hint { view, .. } => view,
            _ => unreachable!("a split is of a decision or a hint"),
        }
    }

    /// The next part for an idle worker, or `None` when there is nothing to hand out now:
    /// the round the merge needs, in shares of about a `workers`-th, and the batch after it
    /// (a worker idle while another finishes works ahead; what the stop makes useless is
    /// dropped).
    pub fn next_part(&mut self) -> Option<Job> {
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
        let worlds = self.handed..end;
        self.handed = end;
        Some(Job::Part {
            difficulty: self.difficulty,
            view: self.view().clone(),
            seed: self.seed,
            worlds,
        })
    }

    /// Adds the answer to the part of worlds `worlds`, in any order. False (and nothing
    /// added) when the results cannot be that part's (a count that does not match).
    pub fn add(&mut self, worlds: Range<usize>, results: Vec<WorldResult>) -> bool {
        let n = self.view().legal_actions.len();
        let fits = |r: &WorldResult| {
            r.weighted_points.len() == n
                && r.weighted_utility.len() == n
                && r.utility.len() == n
                && r.weighted_ends.len() == n
        };
        if results.len() != worlds.len() || !results.iter().all(fits) {
            return false;
        }
        if self.done()
            || worlds.start < self.results.len()
            || self.ahead.iter().any(|(start, _)| *start == worlds.start)
        {
            return true; // done already, or a duplicate
        }
        self.ahead.push((worlds.start, results));
        while let Some(at) = self
            .ahead
            .iter()
            .position(|(start, _)| *start == self.results.len())
        {
            let (_, results) = self.ahead.swap_remove(at);
            self.results.extend(results);
        }
        while let Some(need) = self.merge.next() {
            if self.results.len() < need.end {
                break;
            }
            self.merge.add(&self.results[need]);
        }
        if self.done() {
            self.results.truncate(self.merge.merged());
            self.ahead.clear();
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

    /// The job that ends it: [`Job::Pick`] with the merged worlds' results (call once
    /// [`done`](Split::done)).
    pub fn pick(&self) -> Job {
        Job::Pick {
            job: Box::new(self.job.clone()),
            results: self.results[..self.merge.merged()].to_vec(),
        }
    }
}
