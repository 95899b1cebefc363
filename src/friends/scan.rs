//! The host scans a guest's answer with the device's camera ([`Scanner`]): the camera's
//! picture shown, a frame read every quarter second for QR codes (`euchre_peer::qr::read`),
//! and the first code that is an answer handed over. The camera stops once one is read,
//! when the person stops it, or when the dialog closes.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use euchre_peer::{Answer, qr};
use js_sys::{Array, Function, Reflect, Uint8Array};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

// The camera is driven through `Reflect` rather than web-sys's typed bindings: each binding is
// an import of the page's first wasm and a function of its glue, and the camera's would add
// 0.6 kB gzip to the first paint for a button few press (docs/site.md, "Size").

/// How often a frame is read.
const EVERY: Duration = Duration::from_millis(250);
/// The widest frame read, in pixels: a code held up to the camera is found at this size,
/// and reading it stays short on the page's thread.
const WIDEST: f64 = 480.0;

/// `target[key]`, if it is there.
fn get(target: &JsValue, key: &str) -> Option<JsValue> {
    Reflect::get(target, &JsValue::from_str(key))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// `target[key] = value`.
fn set(target: &JsValue, key: &str, value: &JsValue) {
    let _ = Reflect::set(target, &JsValue::from_str(key), value);
}

/// `target.method(...args)`.
fn call(target: &JsValue, method: &str, args: &[JsValue]) -> Option<JsValue> {
    let function: Function = get(target, method)?.unchecked_into();
    let list = Array::new();
    for arg in args {
        list.push(arg);
    }
    Reflect::apply(&function, target, &list).ok()
}

/// What the camera holds while it runs: its stream, and the number of its run (a frame's
/// reading goes on only while its run is the camera's).
#[derive(Default)]
struct Camera {
    stream: Option<JsValue>,
    run: u32,
}

impl Camera {
    fn stop(&mut self) {
        self.run += 1;
        if let Some(stream) = self.stream.take()
            && let Some(tracks) = call(&stream, "getTracks", &[])
        {
            for track in Array::from(&tracks).iter() {
                call(&track, "stop", &[]);
            }
        }
    }
}

/// "Scan their code": the camera's picture while it looks for an answer's QR code; `found`
/// takes the answer's text.
#[component]
pub(super) fn Scanner(found: Callback<String>) -> impl IntoView {
    let camera = Rc::new(RefCell::new(Camera::default()));
    let running = RwSignal::new(false);
    let said = RwSignal::new(None::<&'static str>);
    let video = NodeRef::<leptos::html::Video>::new();
    let stop = {
        let camera = Rc::clone(&camera);
        move || {
            camera.borrow_mut().stop();
            running.set(false);
        }
    };
    let held = StoredValue::new_local(Rc::clone(&camera));
    on_cleanup(move || {
        let _ = held.try_with_value(|c| c.borrow_mut().stop());
    });
    let start = {
        let camera = Rc::clone(&camera);
        move || {
            said.set(None);
            running.set(true);
            let camera = Rc::clone(&camera);
            leptos::task::spawn_local(async move {
                let Some(element) = video.get_untracked() else {
                    return;
                };
                let video: JsValue = element.into();
                match open_camera(&video).await {
                    Some(stream) => {
                        let run = {
                            let mut held = camera.borrow_mut();
                            held.stream = Some(stream);
                            held.run
                        };
                        if let Ok(canvas) = document().create_element("canvas") {
                            look(
                                Rc::downgrade(&camera),
                                run,
                                video,
                                canvas.into(),
                                found,
                                running,
                            );
                        }
                    }
                    None => {
                        running.set(false);
                        said.set(Some(
                            "The camera could not be opened: paste the code your friend sent instead.",
                        ));
                    }
                }
            });
        }
    };
    let (start, stop) = (StoredValue::new_local(start), StoredValue::new_local(stop));
    view! {
        <div class="scanner">
            <button
                type="button"
                data-testid="scan"
                on:click=move |_| {
                    if running.get_untracked() {
                        stop.with_value(|f| f());
                    } else {
                        start.with_value(|f| f());
                    }
                }
            >
                {move || if running.get() { "Stop the camera" } else { "Scan their code" }}
            </button>
            <video
                node_ref=video
                class="scanner-video"
                data-testid="scanner-video"
                muted=true
                playsinline=true
                aria-label="The camera's picture: hold your friend's code up to it"
                hidden=move || !running.get()
            ></video>
            {move || said.get().map(|s| view! { <p class="error" role="alert" data-testid="scan-error">{s}</p> })}
        </div>
    }
}

/// Reads the video's frame every [`EVERY`] while the camera's run is `run`: the first
/// answer read stops the camera and goes to `found`.
fn look(
    camera: std::rc::Weak<RefCell<Camera>>,
    run: u32,
    video: JsValue,
    canvas: JsValue,
    found: Callback<String>,
    running: RwSignal<bool>,
) {
    set_timeout(
        move || {
            let Some(held) = camera.upgrade() else {
                return;
            };
            if held.borrow().run != run {
                return;
            }
            match read_frame(&video, &canvas) {
                Some(text) => {
                    held.borrow_mut().stop();
                    running.set(false);
                    found.run(text);
                }
                None => look(camera, run, video, canvas, found, running),
            }
        },
        EVERY,
    );
}

/// Opens the camera (the one facing away, on a phone) into `video`: its stream.
async fn open_camera(video: &JsValue) -> Option<JsValue> {
    let devices = get(&window().navigator().into(), "mediaDevices")?;
    let facing = js_sys::Object::new();
    set(&facing, "facingMode", &"environment".into());
    let constraints = js_sys::Object::new();
    set(&constraints, "video", &facing);
    let asked = call(&devices, "getUserMedia", &[constraints.into()])?;
    let stream = JsFuture::from(js_sys::Promise::from(asked)).await.ok()?;
    set(video, "srcObject", &stream);
    if let Some(playing) = call(video, "play", &[]) {
        let _ = JsFuture::from(js_sys::Promise::from(playing)).await;
    }
    Some(stream)
}

/// The answer in the video's frame now, if its picture holds one.
fn read_frame(video: &JsValue, canvas: &JsValue) -> Option<String> {
    let size = |key| get(video, key).and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (w, h) = (size("videoWidth"), size("videoHeight"));
    if w < 1.0 || h < 1.0 {
        return None;
    }
    let scale = (WIDEST / w).min(1.0);
    let (width, height) = ((w * scale).floor(), (h * scale).floor());
    set(canvas, "width", &width.into());
    set(canvas, "height", &height.into());
    // Read back every frame: the browser keeps such a canvas in memory, not on the GPU
    // (and says so in the console otherwise).
    let options = js_sys::Object::new();
    set(&options, "willReadFrequently", &JsValue::TRUE);
    let context = call(canvas, "getContext", &["2d".into(), options.into()])?;
    let (zero, wide, high) = (
        JsValue::from(0.0),
        JsValue::from(width),
        JsValue::from(height),
    );
    call(
        &context,
        "drawImage",
        &[
            video.clone(),
            zero.clone(),
            zero.clone(),
            wide.clone(),
            high.clone(),
        ],
    )?;
    let image = call(&context, "getImageData", &[zero.clone(), zero, wide, high])?;
    let rgba = Uint8Array::new(&get(&image, "data")?).to_vec();
    let luma: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 77 + u32::from(p[1]) * 150 + u32::from(p[2]) * 29) >> 8) as u8)
        .collect();
    qr::read(width as usize, &luma)
        .into_iter()
        .find(|text| Answer::decode(text.trim()).is_ok())
}
