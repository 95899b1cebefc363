//! The worker's side of the protocol: the message handler and the panic hook.

use std::cell::Cell;

use euchre_ai::work::{Reply, Request, run};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// The request being worked on, for the panic hook.
    static CURRENT: Cell<Option<u64>> = const { Cell::new(None) };
}

fn scope() -> DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: &Reply) {
    if let Ok(text) = serde_json::to_string(reply) {
        scope().post_message(&JsValue::from_str(&text)).ok();
    }
}

/// Installs the panic hook and the message handler, then says it is ready.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let id = CURRENT.with(Cell::get);
        post(&Reply::Failed {
            id,
            why: format!("panic: {info}"),
        });
    }));
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(|event: MessageEvent| {
        let Some(text) = event.data().as_string() else {
            return;
        };
        let request: Request = match serde_json::from_str(&text) {
            Ok(request) => request,
            Err(why) => {
                post(&Reply::Failed {
                    id: None,
                    why: format!("a request it cannot read: {why}"),
                });
                return;
            }
        };
        CURRENT.with(|c| c.set(Some(request.id)));
        let outcome = run(&request.job);
        CURRENT.with(|c| c.set(None));
        post(&Reply::Done {
            id: request.id,
            outcome,
        });
    });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&Reply::Ready);
}
