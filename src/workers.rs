//! The pool of Web Workers that does all the computer players' thinking off the page: a
//! request ([`euchre_ai::work::Job`]) goes to an idle worker, which runs it to the end and
//! answers with the request's id. The page never runs a search.
//!
//! - With two workers or more, a Hard or Expert decision and a hint are shared by every
//!   worker ([`euchre_ai::work::Split`]): their worlds go out as `Part`s to idle workers,
//!   the answers are merged in index order (the page decides on fixed batches when the
//!   search has seen enough), and a `Pick` ends it: the same answer as the whole job.
//! - Up to `min(hardwareConcurrency - 1, 4)` workers (at least one; `?workers=N` sets the
//!   number), spawned once the screen is built ([`warm`]) or at the first request.
//! - The worker's script is `globalThis.bowerWorker.url`, set by the boot script with its
//!   sha384; the page fetches it once with that integrity before the first worker starts, and
//!   the script fetches its wasm with its own (docs/workers.md explains the threat model).
//! - Faults: a worker that fails to load, panics (it posts `Failed`), errors or gives no
//!   answer in time is terminated and replaced, and its request (or part) is sent again. A
//!   request that failed three times, or a pool whose workers failed to load three times in
//!   a row, answers [`Unavailable`]; nothing else is ever answered.
//! - `?debug` puts `window.__bowerPool` on the page for the end-to-end tests: `memory()` (the
//!   page's wasm memory in bytes), `timings()`, `workers()` (with how many parts were handed
//!   out), `kill()` (a busy worker stops without a word) and `crash()` (a busy worker gets a
//!   message it cannot read and fails). Each worker keeps its wasm memory as
//!   `self.bowerMemory` (scripts/site/post-build.mjs).
//!
//! With the `page-ai` feature (the app's browser tests, which cannot serve a worker), or
//! natively, a job runs on the page instead, at the next timer tick. In the site's split
//! build the pool's own code is a wasm chunk fetched once the table is shown, and requests
//! asked before it is there wait in order (`workers/front.rs`).

#[cfg(any(feature = "page-ai", not(target_arch = "wasm32")))]
use euchre_ai::work::Job;
use euchre_ai::work::Outcome;

/// Why the pool could not answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unavailable(pub String);

/// What [`ask`] hands its callback.
pub type Answer = Result<Outcome, Unavailable>;

#[cfg(any(feature = "page-ai", not(target_arch = "wasm32")))]
mod imp {
    use super::*;

    /// Runs `job` at the next timer tick, on the page.
    pub fn ask(job: Job, on_answer: impl FnOnce(Answer) + 'static) -> u64 {
        gloo_timers::callback::Timeout::new(0, move || {
            on_answer(Ok(euchre_ai::work::run(&job)));
        })
        .forget();
        0
    }

    /// Nothing to cancel on the page.
    pub fn cancel(_id: u64) {}

    /// No workers to start.
    pub fn warm() {}
}

#[cfg(all(target_arch = "wasm32", not(feature = "page-ai")))]
#[path = "workers/pool.rs"]
mod pool;

#[cfg(all(
    target_arch = "wasm32",
    not(feature = "page-ai"),
    not(feature = "split")
))]
use pool as imp;

// The site's split build: the pool is a chunk fetched after the first paint, behind a front.
#[cfg(all(target_arch = "wasm32", not(feature = "page-ai"), feature = "split"))]
#[path = "workers/front.rs"]
mod imp;

pub use imp::{ask, cancel, warm};
