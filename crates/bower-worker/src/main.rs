//! Bower's Web Worker: answers the page's [`Request`](euchre_ai::work::Request)s, one at a
//! time and each to the end, with [`euchre_ai::work::run`]. Built by trunk from index.html
//! (`data-type="worker"`) into its own wasm; scripts/site/post-build.mjs wraps wasm-bindgen's
//! glue with the loader that fetches that wasm with its integrity (see docs/workers.md).
//!
//! Messages are JSON strings: [`Reply::Ready`](euchre_ai::work::Reply::Ready) once loaded,
//! then a [`Reply::Done`](euchre_ai::work::Reply::Done) per request. A panic posts
//! [`Reply::Failed`](euchre_ai::work::Reply::Failed) with the request's id before the worker
//! dies; the page then replaces it and sends the request again.

#[cfg(target_arch = "wasm32")]
mod worker;

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::start();
}
