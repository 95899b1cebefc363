//! `window.__bowerPool` for the end-to-end tests (`?debug`): see [`crate::workers`].

use wasm_bindgen::prelude::*;

use super::POOL;

/// `window.__bowerPool` for the end-to-end tests (`?debug`): see [`crate::workers`].
pub(super) fn install() {
    let hook = js_sys::Object::new();
    let timings = Closure::<dyn Fn() -> String>::new(|| {
        POOL.with(|cell| {
            let pool = cell.borrow();
            let list: Vec<String> = pool
                .iter()
                .flat_map(|p| &p.timings)
                .map(|(kind, us)| format!("{{\"kind\":\"{kind}\",\"us\":{us}}}"))
                .collect();
            format!("[{}]", list.join(","))
        })
    });
    let workers = Closure::<dyn Fn() -> String>::new(|| {
        POOL.with(|cell| {
            let pool = cell.borrow();
            let (size, ready, busy, parts) = pool.as_ref().map_or((0, 0, 0, 0), |p| {
                (
                    p.size,
                    p.slots.iter().filter(|s| s.ready).count(),
                    p.slots.iter().filter(|s| s.busy.is_some()).count(),
                    p.parts,
                )
            });
            format!("{{\"size\":{size},\"ready\":{ready},\"busy\":{busy},\"parts\":{parts}}}")
        })
    });
    // A busy worker stops without a word (only the answer's timeout notices).
    let kill = Closure::<dyn Fn() -> bool>::new(|| {
        POOL.with(|cell| {
            let pool = cell.borrow();
            let busy = pool
                .iter()
                .flat_map(|p| &p.slots)
                .find(|s| s.busy.is_some());
            busy.inspect(|s| s.worker.terminate()).is_some()
        })
    });
    // A busy worker is sent what it cannot read, and fails.
    let crash = Closure::<dyn Fn() -> bool>::new(|| {
        POOL.with(|cell| {
            let pool = cell.borrow();
            let busy = pool
                .iter()
                .flat_map(|p| &p.slots)
                .find(|s| s.busy.is_some());
            busy.inspect(|s| {
                s.worker.post_message(&JsValue::from_str("not json")).ok();
            })
            .is_some()
        })
    });
    // The page's wasm memory in bytes (one memory for the main module and its chunks).
    let memory = Closure::<dyn Fn() -> f64>::new(|| {
        let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
        f64::from(
            memory
                .buffer()
                .unchecked_into::<js_sys::ArrayBuffer>()
                .byte_length(),
        )
    });
    for (name, f) in [
        ("memory", memory.into_js_value()),
        ("timings", timings.into_js_value()),
        ("workers", workers.into_js_value()),
        ("kill", kill.into_js_value()),
        ("crash", crash.into_js_value()),
    ] {
        js_sys::Reflect::set(&hook, &name.into(), &f).ok();
    }
    js_sys::Reflect::set(&js_sys::global(), &"__bowerPool".into(), &hook).ok();
}
