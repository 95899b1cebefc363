//! The worker pool in the browser (see [`crate::workers`]).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::ops::Range;

use euchre_ai::parts::WorldResult;
use euchre_ai::work::{Job, Outcome, Reply, Split, request, worth_sharing};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, RequestInit, Worker};

use super::{Answer, Unavailable};

/// How many answers' timings the pool keeps (an evening's play answers thousands).
const TIMINGS_KEPT: usize = 1000;

#[path = "debug.rs"]
mod debug;
#[path = "inbox.rs"]
mod inbox;

/// How long a worker may take to load, and to answer a request, before it is replaced.
const LOAD_MILLIS: u32 = 15_000;
const ANSWER_MILLIS: u32 = 20_000;
/// A request is sent at most this many times; the pool gives up after this many failed
/// loads in a row.
const ATTEMPTS: u32 = 3;
/// At most this many workers, whatever the device.
const MAX_WORKERS: usize = 4;

pub type Callback = Box<dyn FnOnce(Answer)>;

/// A request asked of the pool: one job, sent whole or in parts.
struct Pending {
    kind: &'static str,
    callback: Callback,
    /// `Date.now()` when it was asked, or when its first message was sent to a worker if no
    /// worker was loaded yet (0 before): the time it waits behind other jobs counts, the
    /// workers' loading does not.
    sent: f64,
    /// A Hard or Expert decision or a hint shared by the workers: its parts go out as
    /// workers are idle, then its Pick.
    split: Option<Split>,
    /// A coach's review: sent only when the game's own jobs leave a worker idle, and with
    /// two workers or more never to the last one (see [`Pool::next_task`]).
    background: bool,
}

/// One message for a worker: a whole job, a part of a split one, or its Pick. It waits in
/// the queue, then in the slot of the worker working on it.
struct Task {
    id: u64,
    /// The request it is for.
    owner: u64,
    text: String,
    attempts: u32,
    /// The worlds, for a part.
    part: Option<Range<usize>>,
}

struct Slot {
    generation: u64,
    worker: Worker,
    ready: bool,
    busy: Option<Task>,
    _timer: Option<Timeout>,
    _handlers: [Closure<dyn Fn(Event)>; 3],
}

#[derive(Clone, Debug, PartialEq)]
enum Check {
    NotYet,
    Running,
    Passed,
}

struct Pool {
    url: Option<String>,
    integrity: String,
    size: usize,
    timeout: u32,
    check: Check,
    broken: Option<String>,
    slots: Vec<Slot>,
    /// Tasks to send first (whole jobs, Picks, parts to send again); then the parts of the
    /// split requests, oldest first.
    queue: VecDeque<Task>,
    /// In the order asked (a few at a time: a list, no hash map code in the wasm).
    requests: Vec<(u64, Pending)>,
    next_id: u64,
    next_generation: u64,
    load_failures: u32,
    /// The last [`TIMINGS_KEPT`] answered requests' kinds and microseconds from asking to
    /// answer (see [`Pending::sent`]), for `?debug`.
    timings: VecDeque<(&'static str, u64)>,
    /// How many parts of shared searches were handed out (for `?debug`).
    parts: u64,
    /// Where the workers' answers are read (taken while one is handled).
    inbox: Option<inbox::Inbox>,
}

thread_local! {
    static POOL: RefCell<Option<Pool>> = const { RefCell::new(None) };
}

/// Runs `f` on the pool (made on first use); then the callbacks it returned, outside the
/// pool's borrow (they may ask again).
fn with_pool(f: impl FnOnce(&mut Pool) -> Vec<(Callback, Answer)>) {
    let calls = POOL.with(|cell| {
        let mut pool = cell.borrow_mut();
        f(pool.get_or_insert_with(Pool::new))
    });
    for (callback, answer) in calls {
        callback(answer);
    }
}

/// Sends `job` to the pool; `on_answer` is called once with its outcome, unless the request
/// is [`cancel`]led first. Returns the request's id.
pub fn ask(job: Job, on_answer: impl FnOnce(Answer) + 'static) -> u64 {
    ask_boxed(job, Box::new(on_answer))
}

/// [`ask`] without a copy for every kind of callback.
fn ask_boxed(job: Job, callback: Callback) -> u64 {
    let kind = match &job {
        Job::Decide { difficulty, .. } => difficulty.name(),
        Job::Hint { .. } => "Hint",
        Job::Review { .. } => "Review",
        Job::Replay { .. } => "Replay",
        Job::Whereabouts { .. } => "Whereabouts",
        Job::PlayOut { .. } => "PlayOut",
        _ => "Part",
    };
    let background = matches!(job, Job::Review { .. } | Job::Replay { .. });
    let mut id = 0;
    with_pool(|pool| {
        id = pool.next_id;
        pool.next_id += 1;
        // The job's JSON, written once: the whole request, or its parts and Pick. Shared by
        // two workers or more when it is worth the messages; the answer is the same either way.
        let json = serde_json::to_string(&job).unwrap_or_default();
        let split =
            Split::new(&job, &json, pool.size).filter(|_| pool.size > 1 && worth_sharing(&job));
        if split.is_none() {
            let task = pool.next_id;
            pool.next_id += 1;
            pool.queue.push_back(Task {
                id: task,
                owner: id,
                text: request(task, &json),
                attempts: 0,
                part: None,
            });
        }
        pool.requests.push((
            id,
            Pending {
                kind,
                callback,
                sent: if pool.slots.iter().any(|s| s.ready) {
                    js_sys::Date::now()
                } else {
                    0.0
                },
                split,
                background,
            },
        ));
        pool.pump()
    });
    id
}

/// Forgets request `id`: its answer, if one comes, is dropped.
pub fn cancel(id: u64) {
    with_pool(|pool| {
        pool.take(id);
        Vec::new()
    });
}

/// Starts the workers, so that the first computer turn finds them loaded.
pub fn warm() {
    with_pool(Pool::pump);
}

fn query_number(query: &str, key: &str) -> Option<u32> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('=')?.parse().ok())
}

impl Pool {
    fn new() -> Pool {
        let window = web_sys::window();
        let query = window
            .as_ref()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        let cores = window
            .as_ref()
            .map_or(2.0, |w| w.navigator().hardware_concurrency()) as usize;
        let size = query_number(&query, "workers")
            .map_or(cores.saturating_sub(1).min(MAX_WORKERS), |n| n as usize)
            .clamp(1, 2 * MAX_WORKERS);
        let debug = query
            .trim_start_matches('?')
            .split('&')
            .any(|p| p == "debug");
        let config = js_sys::Reflect::get(&js_sys::global(), &"bowerWorker".into()).ok();
        let field = |name: &str| {
            config
                .as_ref()
                .and_then(|c| js_sys::Reflect::get(c, &name.into()).ok())
                .and_then(|v| v.as_string())
        };
        if debug {
            debug::install();
        }
        Pool {
            url: field("url"),
            integrity: field("integrity").unwrap_or_default(),
            size,
            timeout: query_number(&query, "timeout")
                .filter(|_| debug)
                .unwrap_or(ANSWER_MILLIS),
            check: Check::NotYet,
            broken: None,
            slots: Vec::new(),
            queue: VecDeque::new(),
            requests: Vec::new(),
            next_id: 1,
            next_generation: 1,
            load_failures: 0,
            timings: VecDeque::new(),
            parts: 0,
            inbox: None,
        }
    }

    /// Starts what is missing (the check of the worker's script, the workers) and sends
    /// queued requests to idle workers. Returns the callbacks to call.
    fn pump(&mut self) -> Vec<(Callback, Answer)> {
        if self.url.is_none() {
            self.broken = Some("this page names no worker script".into());
        }
        if let Some(why) = &self.broken {
            let why = why.clone();
            self.queue.clear();
            return self
                .requests
                .drain(..)
                .map(|(_, p)| (p.callback, Err(Unavailable(why.clone()))))
                .collect();
        }
        match self.check {
            Check::NotYet => {
                self.check = Check::Running;
                self.start_check();
                return Vec::new();
            }
            Check::Running => return Vec::new(),
            Check::Passed => {}
        }
        while self.slots.len() < self.size {
            self.spawn();
        }
        let now = js_sys::Date::now();
        let timeout = self.timeout;
        for at in 0..self.slots.len() {
            if !self.slots[at].ready || self.slots[at].busy.is_some() {
                continue;
            }
            let Some(mut task) = self.next_task() else {
                break;
            };
            task.attempts += 1;
            let owner = task.owner;
            let slot = &mut self.slots[at];
            if slot
                .worker
                .post_message(&JsValue::from_str(&task.text))
                .is_ok()
            {
                slot.busy = Some(task);
                let generation = slot.generation;
                slot._timer = Some(Timeout::new(timeout, move || {
                    with_pool(|pool| pool.replace(generation, "no answer in time"));
                }));
                if let Some((_, pending)) = self.requests.iter_mut().find(|(i, _)| *i == owner)
                    && pending.sent == 0.0
                {
                    pending.sent = now;
                }
            } else {
                self.queue.push_front(task);
            }
        }
        Vec::new()
    }

    /// The task to send next, the game's own first: a queued decision, hint, Pick or part
    /// sent again; else the next part of the oldest split request that has one; else a
    /// queued review (the coach's, in the background), unless a shared search is under way
    /// (its parts want every worker) or reviews already hold every worker but one (a
    /// computer's turn then never waits behind two of them).
    fn next_task(&mut self) -> Option<Task> {
        let background = |requests: &[(u64, Pending)], owner: u64| {
            requests
                .iter()
                .any(|(i, pending)| *i == owner && pending.background)
        };
        if let Some(at) = (self.queue.iter()).position(|t| !background(&self.requests, t.owner)) {
            return self.queue.remove(at);
        }
        let id = self.next_id;
        let part = self
            .requests
            .iter_mut()
            .find_map(|(owner, pending)| Some((*owner, pending.split.as_mut()?.next_part(id)?)));
        if let Some((owner, (worlds, text))) = part {
            self.next_id += 1;
            self.parts += 1;
            return Some(Task {
                id,
                owner,
                text,
                attempts: 0,
                part: Some(worlds),
            });
        }
        let reviewing = (self.slots.iter())
            .filter_map(|s| s.busy.as_ref())
            .filter(|t| background(&self.requests, t.owner))
            .count();
        let searching = self.requests.iter().any(|(_, p)| p.split.is_some());
        if searching || reviewing >= self.size.saturating_sub(1).max(1) {
            return None;
        }
        self.queue.pop_front()
    }

    /// Fetches the worker's script with its integrity once, before the first worker.
    fn start_check(&self) {
        let (Some(url), Some(window)) = (self.url.clone(), web_sys::window()) else {
            return;
        };
        let init = RequestInit::new();
        init.set_integrity(&self.integrity);
        let fetch = window.fetch_with_str_and_init(&url, &init);
        wasm_bindgen_futures::spawn_local(async move {
            let checked = wasm_bindgen_futures::JsFuture::from(fetch).await;
            let ok = checked
                .as_ref()
                .ok()
                .and_then(|r| r.dyn_ref::<web_sys::Response>().map(web_sys::Response::ok))
                == Some(true);
            with_pool(|pool| {
                if ok {
                    pool.check = Check::Passed;
                } else {
                    let why = checked.err().map_or("HTTP error".into(), |e| describe(&e));
                    pool.load_failures += 1;
                    web_sys::console::error_1(
                        &format!("Bower: the computer players' worker script was refused: {why}")
                            .into(),
                    );
                    if pool.load_failures >= ATTEMPTS {
                        pool.broken = Some(format!("their script was refused ({why})"));
                    } else {
                        pool.check = Check::NotYet;
                    }
                }
                pool.pump()
            });
        });
    }

    fn spawn(&mut self) {
        let generation = self.next_generation;
        self.next_generation += 1;
        let Some(url) = &self.url else { return };
        let worker = match Worker::new(url) {
            Ok(worker) => worker,
            Err(e) => {
                self.broken = Some(format!("no worker could start ({})", describe(&e)));
                return;
            }
        };
        let on_message = Closure::<dyn Fn(Event)>::new(move |event: Event| {
            let message = event
                .dyn_ref::<MessageEvent>()
                .and_then(|m| m.data().dyn_into::<js_sys::JsString>().ok());
            with_pool(|pool| {
                let mut inbox = pool.inbox.take().unwrap_or_else(inbox::Inbox::new);
                let text = message.as_ref().and_then(|m| inbox.read(m));
                let calls =
                    match text.and_then(|t| Some((serde_json::from_str::<Reply>(t).ok()?, t))) {
                        Some((reply, text)) => pool.on_reply(generation, reply, text),
                        None => pool.replace(generation, "an answer it cannot read"),
                    };
                pool.inbox = Some(inbox);
                calls
            });
        });
        let on_error = Closure::<dyn Fn(Event)>::new(move |event: Event| {
            event.prevent_default();
            let why = event
                .dyn_ref::<web_sys::ErrorEvent>()
                .map_or("an error".into(), |e| e.message());
            with_pool(|pool| pool.replace(generation, &why));
        });
        let on_message_error = Closure::<dyn Fn(Event)>::new(move |_| {
            with_pool(|pool| pool.replace(generation, "a message that cannot be read"));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_message_error.as_ref().unchecked_ref()));
        let timer = Timeout::new(LOAD_MILLIS, move || {
            with_pool(|pool| pool.replace(generation, "it did not load in time"));
        });
        self.slots.push(Slot {
            generation,
            worker,
            ready: false,
            busy: None,
            _timer: Some(timer),
            _handlers: [on_message, on_error, on_message_error],
        });
    }

    /// A worker's `reply` (and its `text`, which a part's Pick passes on).
    fn on_reply(&mut self, generation: u64, reply: Reply, text: &str) -> Vec<(Callback, Answer)> {
        let Some(slot) = self.slots.iter_mut().find(|s| s.generation == generation) else {
            return Vec::new();
        };
        match reply {
            Reply::Ready => {
                slot.ready = true;
                slot._timer = None;
                self.load_failures = 0;
                self.pump()
            }
            Reply::Done { id, outcome } => {
                let Some((owner, part)) = slot
                    .busy
                    .as_ref()
                    .filter(|t| t.id == id)
                    .map(|t| (t.owner, t.part.clone()))
                else {
                    return Vec::new();
                };
                let mut answer = None;
                match (part, outcome) {
                    (Some(worlds), Outcome::Worlds(results)) => {
                        if !self.merge(owner, worlds, results, text) {
                            return self.replace(generation, "an answer that is not its part's");
                        }
                    }
                    (Some(_), _) => {
                        return self.replace(generation, "an answer that is not its part's");
                    }
                    (None, outcome) => answer = Some(outcome),
                }
                if let Some(slot) = self.slots.iter_mut().find(|s| s.generation == generation) {
                    slot.busy = None;
                    slot._timer = None;
                }
                let mut calls = Vec::new();
                if let Some(outcome) = answer
                    && let Some(pending) = self.take(owner)
                {
                    let micros = (js_sys::Date::now() - pending.sent) * 1000.0;
                    if self.timings.len() == TIMINGS_KEPT {
                        self.timings.pop_front();
                    }
                    self.timings.push_back((pending.kind, micros as u64));
                    calls.push((pending.callback, Ok(outcome)));
                }
                calls.extend(self.pump());
                calls
            }
            Reply::Failed { why, .. } => self.replace(generation, &why),
        }
    }

    /// Merges a part's answer into request `owner`'s split (once it is done, its Pick goes
    /// first in the queue and its parts still out are forgotten). False when the answer
    /// cannot be that part's.
    fn merge(
        &mut self,
        owner: u64,
        worlds: Range<usize>,
        results: Vec<WorldResult>,
        reply: &str,
    ) -> bool {
        let Some((_, pending)) = self.requests.iter_mut().find(|(i, _)| *i == owner) else {
            return true; // cancelled
        };
        let Some(split) = &mut pending.split else {
            return true;
        };
        if !split.add(worlds, results, reply.to_owned()) {
            return false;
        }
        if split.done() {
            let id = self.next_id;
            self.next_id += 1;
            let text = split.pick(id);
            pending.split = None;
            // Its parts still queued are not needed (the answers of those out are dropped).
            self.queue.retain(|t| t.owner != owner);
            self.queue.push_front(Task {
                id,
                owner,
                text,
                attempts: 0,
                part: None,
            });
        }
        true
    }

    /// Removes request `id` (and its queued tasks) and hands it back, if it is still
    /// pending.
    fn take(&mut self, id: u64) -> Option<Pending> {
        self.queue.retain(|t| t.owner != id);
        let at = self.requests.iter().position(|(i, _)| *i == id)?;
        Some(self.requests.remove(at).1)
    }

    /// Terminates the worker of `generation` and starts another; its request goes first in
    /// the queue again (or fails, after its last attempt).
    fn replace(&mut self, generation: u64, why: &str) -> Vec<(Callback, Answer)> {
        let Some(at) = self.slots.iter().position(|s| s.generation == generation) else {
            return Vec::new();
        };
        let slot = self.slots.remove(at);
        slot.worker.terminate();
        slot.worker.set_onmessage(None);
        slot.worker.set_onerror(None);
        slot.worker.set_onmessageerror(None);
        web_sys::console::warn_1(&format!("Bower: a worker was replaced: {why}").into());
        let mut calls = Vec::new();
        if !slot.ready {
            self.load_failures += 1;
            if self.load_failures >= ATTEMPTS {
                self.broken = Some(format!("they could not load ({why})"));
            }
        }
        // Its task goes again, if still wanted: its request is pending (and for a part, not
        // done with its parts).
        if let Some(task) = slot.busy
            && let Some((_, pending)) = self.requests.iter().find(|(i, _)| *i == task.owner)
            && (task.part.is_none() || pending.split.is_some())
        {
            if task.attempts >= ATTEMPTS {
                if let Some(pending) = self.take(task.owner) {
                    let why = format!("one decision failed {ATTEMPTS} times ({why})");
                    calls.push((pending.callback, Err(Unavailable(why))));
                }
            } else {
                self.queue.push_front(task);
            }
        }
        calls.extend(self.pump());
        calls
    }
}

fn describe(error: &JsValue) -> String {
    error
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| error.as_string())
        .unwrap_or_else(|| "unknown error".into())
}
