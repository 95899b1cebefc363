//! The pool's front on the page in the site's split build (the `split` feature): the pool
//! itself ([`super::pool`]: the workers, the messages, the job's JSON and the answers'
//! parsing) is a wasm chunk of its own, fetched once the table is shown (docs/site.md, "The
//! chunks"), like the screens. Requests asked before it is there wait here, in
//! order; a request cancelled while it waits is never sent. A failed fetch is tried again
//! after 1, 2 and 4 s; if the last fails too, every waiting request is answered
//! [`Unavailable`] (the store says so, as for workers that do not load) and the next request
//! tries again.

use std::cell::RefCell;

use euchre_ai::work::Job;
use leptos::wasm_split::SplitLoaderError;

use super::pool::{self, Callback};
use super::{Answer, Unavailable};

/// What the page asked, in order.
enum Call {
    Ask(u64, Job, Callback),
    Cancel(u64),
    Warm,
}

#[derive(Default)]
struct Front {
    /// The page's ids (the pool has its own).
    next_id: u64,
    queue: Vec<Call>,
    /// Whether a task is handing the queue to the pool.
    draining: bool,
    /// Each request sent to the pool and not answered yet: the page's id, the pool's.
    sent: Vec<(u64, u64)>,
    /// The request being handed to the pool right now (while its chunk loads), and whether
    /// it was cancelled meanwhile: then it is cancelled as soon as the pool has it.
    handing: Option<(u64, bool)>,
}

thread_local! {
    static FRONT: RefCell<Front> = RefCell::new(Front { next_id: 1, ..Front::default() });
}

/// The pool's entry points: each is a split point of the chunk `bower_play`.
#[leptos::wasm_split::wasm_split(bower_play, wasm_split_path = ::leptos::wasm_split, fallible)]
fn pool_ask(job: Job, callback: Callback) -> Result<u64, SplitLoaderError> {
    Ok(pool::ask(job, callback))
}

#[leptos::wasm_split::wasm_split(bower_play, wasm_split_path = ::leptos::wasm_split, fallible)]
fn pool_cancel(id: u64) -> Result<(), SplitLoaderError> {
    pool::cancel(id);
    Ok(())
}

#[leptos::wasm_split::wasm_split(
    bower_play,
    wasm_split_path = ::leptos::wasm_split,
    fallible,
    preload(preload_pool)
)]
fn pool_warm() -> Result<(), SplitLoaderError> {
    pool::warm();
    Ok(())
}

/// Sends `job` to the pool; `on_answer` is called once with its outcome, unless the request
/// is [`cancel`]led first. Returns the request's id.
pub fn ask(job: Job, on_answer: impl FnOnce(Answer) + 'static) -> u64 {
    let id = FRONT.with_borrow_mut(|front| {
        let id = front.next_id;
        front.next_id += 1;
        front.queue.push(Call::Ask(id, job, Box::new(on_answer)));
        id
    });
    drain();
    id
}

/// Forgets request `id`: its answer, if one comes, is dropped.
pub fn cancel(id: u64) {
    let waiting = FRONT.with_borrow_mut(|front| {
        let queued = front.queue.len();
        front
            .queue
            .retain(|call| !matches!(call, Call::Ask(i, ..) if *i == id));
        if front.queue.len() < queued {
            return false;
        }
        match front.sent.iter().position(|(i, _)| *i == id) {
            Some(at) => {
                let (_, pool_id) = front.sent.remove(at);
                front.queue.push(Call::Cancel(pool_id));
                true
            }
            None => {
                // Being handed over right now (or answered already: nothing to do).
                if let Some((handing, cancelled)) = &mut front.handing
                    && *handing == id
                {
                    *cancelled = true;
                }
                false
            }
        }
    });
    if waiting {
        drain();
    }
}

/// Starts the workers (fetching the pool's chunk first).
pub fn warm() {
    FRONT.with_borrow_mut(|front| front.queue.push(Call::Warm));
    drain();
}

/// Hands the queue to the pool, a call at a time in order, fetching the chunk on the first.
fn drain() {
    let start = FRONT.with_borrow_mut(|front| !std::mem::replace(&mut front.draining, true));
    if !start {
        return;
    }
    wasm_bindgen_futures::spawn_local(async {
        // The chunk first, tried again after 1, 2 and 4 s (a lost connection on a first
        // visit); then nothing the pool is asked can fail to load.
        if crate::chunks::with_retries(preload_pool).await.is_err() {
            fail_waiting();
            FRONT.with_borrow_mut(|front| front.draining = false);
            return;
        }
        loop {
            let call = FRONT.with_borrow_mut(|front| {
                let call = (!front.queue.is_empty()).then(|| front.queue.remove(0));
                front.draining = call.is_some();
                call
            });
            let Some(call) = call else { break };
            if hand_over(call).await.is_err() {
                fail_waiting();
            }
        }
    });
}

/// One call to the pool. An answered request forgets its ids.
async fn hand_over(call: Call) -> Result<(), SplitLoaderError> {
    match call {
        Call::Ask(id, job, callback) => {
            let answered: Callback = Box::new(move |answer| {
                FRONT.with_borrow_mut(|front| front.sent.retain(|(i, _)| *i != id));
                callback(answer);
            });
            // Kept aside: a failed fetch answers it.
            let keep = std::rc::Rc::new(RefCell::new(Some(answered)));
            let give = keep.clone();
            let once: Callback = Box::new(move |answer| {
                if let Some(callback) = give.borrow_mut().take() {
                    callback(answer);
                }
            });
            FRONT.with_borrow_mut(|front| front.handing = Some((id, false)));
            let asked = pool_ask(job, once).await;
            let cancelled = FRONT.with_borrow_mut(|front| {
                front.handing.take().is_some_and(|(_, cancelled)| cancelled)
            });
            match asked {
                Ok(pool_id) if cancelled => pool_cancel(pool_id).await,
                Ok(pool_id) => {
                    // Unless it was answered at once (a pool that gave up answers in `ask`).
                    if keep.borrow().is_some() {
                        FRONT.with_borrow_mut(|front| front.sent.push((id, pool_id)));
                    }
                    Ok(())
                }
                Err(error) => {
                    if let Some(callback) = keep.borrow_mut().take().filter(|_| !cancelled) {
                        callback(Err(unavailable()));
                    }
                    Err(error)
                }
            }
        }
        Call::Cancel(pool_id) => pool_cancel(pool_id).await,
        Call::Warm => pool_warm().await,
    }
}

/// The chunk did not load: every request waiting is answered [`Unavailable`]; the next
/// request tries the fetch again.
fn fail_waiting() {
    let waiting: Vec<Callback> = FRONT.with_borrow_mut(|front| {
        std::mem::take(&mut front.queue)
            .into_iter()
            .filter_map(|call| match call {
                Call::Ask(_, _, callback) => Some(callback),
                Call::Cancel(_) | Call::Warm => None,
            })
            .collect()
    });
    for callback in waiting {
        callback(Err(unavailable()));
    }
}

fn unavailable() -> Unavailable {
    Unavailable("the computer players' code did not load".into())
}
