//! The host scans a guest's answer with the device's camera ([`Scanner`]): the camera's
//! picture shown, a frame read every quarter second for QR codes (`euchre_peer::qr::read`),
//! and the first code that is an answer handed over. The camera stops once one is read,
//! when the person stops it, or when the dialog closes.

use std::cell::RefCell;
use std::rc::Rc;

use euchre_peer::{Answer, qr};
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream,
    MediaStreamConstraints, MediaStreamTrack,
};

/// How often a frame is read, in milliseconds.
const EVERY_MS: u32 = 250;
/// The widest frame read, in pixels: a code held up to the camera is found at this size,
/// and reading it stays short on the page's thread.
const WIDEST: u32 = 480;

/// What the camera holds while it runs: its stream and the timer reading its frames.
#[derive(Default)]
struct Camera {
    stream: Option<MediaStream>,
    timer: Option<Interval>,
}

impl Camera {
    fn stop(&mut self) {
        self.timer = None;
        if let Some(stream) = self.stream.take() {
            for track in stream.get_tracks().iter() {
                if let Ok(track) = track.dyn_into::<MediaStreamTrack>() {
                    track.stop();
                }
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
                match open_camera(&element).await {
                    Ok(stream) => {
                        camera.borrow_mut().stream = Some(stream);
                        let canvas = document()
                            .create_element("canvas")
                            .ok()
                            .and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
                        let Some(canvas) = canvas else { return };
                        let weak = Rc::downgrade(&camera);
                        let timer = Interval::new(EVERY_MS, move || {
                            let Some(text) = read_frame(&element, &canvas) else {
                                return;
                            };
                            if let Some(camera) = weak.upgrade() {
                                camera.borrow_mut().stop();
                            }
                            running.set(false);
                            found.run(text);
                        });
                        camera.borrow_mut().timer = Some(timer);
                    }
                    Err(()) => {
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

/// Opens the camera (the one facing away, on a phone) into `video`.
async fn open_camera(video: &HtmlVideoElement) -> Result<MediaStream, ()> {
    let devices = window().navigator().media_devices().map_err(|_| ())?;
    let constraints = MediaStreamConstraints::new();
    let facing = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&facing, &"facingMode".into(), &"environment".into());
    constraints.set_video(&facing);
    let promise = devices
        .get_user_media_with_constraints(&constraints)
        .map_err(|_| ())?;
    let stream: MediaStream = JsFuture::from(promise)
        .await
        .map_err(|_| ())?
        .dyn_into()
        .map_err(|_| ())?;
    video.set_src_object(Some(&stream));
    if let Ok(playing) = video.play() {
        let _ = JsFuture::from(playing).await;
    }
    Ok(stream)
}

/// The answer in the video's frame now, if its picture holds one.
fn read_frame(video: &HtmlVideoElement, canvas: &HtmlCanvasElement) -> Option<String> {
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    let (width, height) = if w > WIDEST {
        (WIDEST, h * WIDEST / w)
    } else {
        (w, h)
    };
    canvas.set_width(width);
    canvas.set_height(height);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context
        .draw_image_with_html_video_element_and_dw_and_dh(
            video,
            0.0,
            0.0,
            f64::from(width),
            f64::from(height),
        )
        .ok()?;
    let rgba = context
        .get_image_data(0.0, 0.0, f64::from(width), f64::from(height))
        .ok()?
        .data();
    let luma: Vec<u8> = rgba
        .chunks_exact(4)
        .map(|p| ((u32::from(p[0]) * 77 + u32::from(p[1]) * 150 + u32::from(p[2]) * 29) >> 8) as u8)
        .collect();
    qr::read(width as usize, &luma)
        .into_iter()
        .find(|text| Answer::decode(text.trim()).is_ok())
}
