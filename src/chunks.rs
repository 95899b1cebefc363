//! The wasm chunks of the site's build (the `split` feature): the screens, the worker pool's
//! page side and the saves' format are each fetched after the first paint (docs/site.md,
//! "The chunks"). A fetch can fail (a lost connection on a first visit, before the service
//! worker has the files): each chunk is asked for again after 1, 2 and 4 s before its part of
//! the app is given up with a notice.

use std::future::Future;
use std::time::Duration;

use leptos::wasm_split::SplitLoaderError;

/// How often a chunk is asked for before it is given up.
pub(crate) const TRIES: u32 = 4;

/// Calls `load` (a split point, or its preload) until it succeeds, at most [`TRIES`] times,
/// waiting 1, 2, then 4 s between tries; the last error if none succeeds.
pub(crate) async fn with_retries<T, F, Fut>(mut load: F) -> Result<T, SplitLoaderError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, SplitLoaderError>>,
{
    let mut wait = Duration::from_secs(1);
    let mut attempt = 1;
    loop {
        match load().await {
            Ok(value) => return Ok(value),
            Err(error) if attempt >= TRIES => return Err(error),
            Err(_) => gloo_timers::future::sleep(wait).await,
        }
        attempt += 1;
        wait *= 2;
    }
}
