//! Sound, a setting (off by default): a soft card sound for each card played and a two-note
//! chime when it becomes South's turn, synthesized with Web Audio (no file to fetch, nothing
//! for the Content-Security-Policy to allow). The `AudioContext` is made only after the
//! player's first gesture on the page (a pointer or key press, see [`listen`]), never before;
//! until then every cue is dropped.

use std::cell::{Cell, RefCell};

use euchre::Event;
use leptos::prelude::*;
use wasm_bindgen::JsValue;
use web_sys::{AudioBuffer, AudioContext};

/// A sound the table makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A card was played: a short, soft, filtered noise.
    Card,
    /// It is South's turn: two soft rising notes.
    Turn,
}

thread_local! {
    /// Whether the player has pressed a pointer or a key on the page yet.
    static GESTURE: Cell<bool> = const { Cell::new(false) };
    /// The audio context and the card sound's noise, once made.
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
    /// How many cues of each kind were scheduled (tests read them through [`played`]).
    static PLAYED: Cell<[u32; 2]> = const { Cell::new([0, 0]) };
}

/// The Web Audio context and the cues' sounds.
struct Audio {
    context: AudioContext,
    card: AudioBuffer,
    chime: AudioBuffer,
}

/// Listens for the player's gestures on the page (pointer and key presses) until the owner
/// is cleaned up. `on` tells whether sound is switched on: then the first gesture makes the
/// audio context, inside the gesture as browsers require.
pub fn listen(on: impl Fn() -> bool + Clone + Send + Sync + 'static) {
    let again = on.clone();
    let handles = [
        window_event_listener(leptos::ev::pointerdown, move |_| gesture(on())),
        window_event_listener(leptos::ev::keydown, move |_| gesture(again())),
    ];
    on_cleanup(move || handles.into_iter().for_each(|h| h.remove()));
}

/// The player made a gesture: from now on cues play. With sound `on`, the audio context is
/// made (or woken, if the browser suspended it) now.
pub fn gesture(on: bool) {
    GESTURE.set(true);
    if on {
        // Wakes it if the browser suspended it (made outside a gesture, or long unused).
        with_audio(|audio| audio.context.resume());
    }
}

/// Whether an audio context has been made (never before a gesture).
pub fn context_made() -> bool {
    AUDIO.with_borrow(Option::is_some)
}

/// How many `cue`s have been scheduled so far.
pub fn played(cue: Cue) -> u32 {
    PLAYED.get()[cue as usize]
}

/// The cues for what just happened at the table: a card sound for each card played, then a
/// chime if `your_turn` has just come round.
pub fn after(events: &[Event], your_turn: bool) {
    let cards = events
        .iter()
        .filter(|e| matches!(e, Event::CardPlayed { .. }))
        .count();
    for i in 0..cards {
        play(Cue::Card, i as f64 * 0.05);
    }
    if your_turn {
        play(Cue::Turn, if cards > 0 { 0.15 } else { 0.0 });
    }
}

/// Schedules `cue` to play `delay` seconds from now, if the player has made a gesture;
/// before that, does nothing (and makes no audio context).
pub fn play(cue: Cue, delay: f64) {
    if !GESTURE.get() {
        return;
    }
    let scheduled = with_audio(|audio| {
        audio
            .play(cue, audio.context.current_time() + delay)
            .is_ok()
    });
    if scheduled == Some(true) {
        let mut played = PLAYED.get();
        played[cue as usize] += 1;
        PLAYED.set(played);
    }
}

/// Runs `f` on the audio context, making it first if need be; `None` if the browser has no
/// Web Audio.
fn with_audio<T>(f: impl FnOnce(&Audio) -> T) -> Option<T> {
    AUDIO.with_borrow_mut(|audio| {
        if audio.is_none() {
            *audio = Audio::new().ok();
        }
        audio.as_ref().map(f)
    })
}

impl Audio {
    /// A new context with both cues rendered into buffers (fewer Web Audio calls, and less
    /// code, than a graph of oscillators and filters per cue).
    fn new() -> Result<Audio, JsValue> {
        let context = AudioContext::new()?;
        let rate = context.sample_rate();
        let card = buffer(&context, &card_samples(rate), rate)?;
        let chime = buffer(&context, &chime_samples(rate), rate)?;
        Ok(Audio {
            context,
            card,
            chime,
        })
    }

    /// Plays `cue` at time `at` on the context's clock.
    fn play(&self, cue: Cue, at: f64) -> Result<(), JsValue> {
        let source = self.context.create_buffer_source()?;
        source.set_buffer(Some(match cue {
            Cue::Card => &self.card,
            Cue::Turn => &self.chime,
        }));
        source.connect_with_audio_node(&self.context.destination())?;
        source.start_with_when(at)
    }
}

/// A mono buffer of `samples`.
fn buffer(context: &AudioContext, samples: &[f32], rate: f32) -> Result<AudioBuffer, JsValue> {
    let buffer = context.create_buffer(1, samples.len() as u32, rate)?;
    buffer.copy_to_channel(samples, 0)?;
    Ok(buffer)
}

/// The card sound: 70 ms of noise, band-passed (about 500 Hz to 3 kHz) and fading fast, quiet.
fn card_samples(rate: f32) -> Vec<f32> {
    let len = (rate * 0.07) as usize;
    let (low, high) = (one_pole(3000.0, rate), one_pole(500.0, rate));
    let (mut seed, mut lowpassed, mut rumble, mut level) = (0x9e37_79b9_u32, 0.0, 0.0, 0.4);
    let fade = 1.0 - 1.0 / (rate * 0.012);
    (0..len)
        .map(|_| {
            // xorshift: any noise will do.
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let white = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            lowpassed += (white - lowpassed) * low;
            rumble += (lowpassed - rumble) * high;
            level *= fade;
            (lowpassed - rumble) * level
        })
        .collect()
}

/// The chime: E5 then A5, 130 ms apart, each rising in 15 ms and fading out, soft.
fn chime_samples(rate: f32) -> Vec<f32> {
    let len = (rate * 0.6) as usize;
    let mut samples = vec![0.0; len];
    for (start, frequency) in [(0.0, 659.25), (0.13, 880.0)] {
        let (sin, cos) = sin_cos(core::f32::consts::TAU * frequency / rate);
        let (mut y, mut before) = (0.0_f32, -sin);
        let attack = rate * 0.015;
        let fade = 1.0 - 1.0 / (rate * 0.09);
        let mut level = 0.1;
        for (i, sample) in samples[(rate * start) as usize..].iter_mut().enumerate() {
            // A sine by its recurrence: y(n+1) = 2 cos(w) y(n) - y(n-1).
            let next = 2.0 * cos * y - before;
            (before, y) = (y, next);
            let rise = (i as f32 / attack).min(1.0);
            if i as f32 > attack {
                level *= fade;
            }
            *sample += y * level * rise;
        }
    }
    samples
}

/// The coefficient of a one-pole filter with corner `frequency` (a close approximation).
fn one_pole(frequency: f32, rate: f32) -> f32 {
    (core::f32::consts::TAU * frequency / rate).min(1.0)
}

/// sin and cos of a small angle by their series (no maths library in the wasm).
fn sin_cos(w: f32) -> (f32, f32) {
    let w2 = w * w;
    (
        w * (1.0 - w2 / 6.0 * (1.0 - w2 / 20.0)),
        1.0 - w2 / 2.0 * (1.0 - w2 / 12.0 * (1.0 - w2 / 30.0)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cues_are_soft_and_short() {
        for rate in [44_100.0, 48_000.0] {
            let card = card_samples(rate);
            let chime = chime_samples(rate);
            assert_eq!(card.len(), (rate * 0.07) as usize);
            for samples in [&card, &chime] {
                let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
                assert!(peak > 0.01 && peak < 0.5, "audible, never loud: {peak}");
                let tail = samples[samples.len() * 9 / 10..]
                    .iter()
                    .fold(0.0_f32, |m, s| m.max(s.abs()));
                assert!(tail < peak / 10.0, "fades out: {tail} of {peak}");
            }
        }
        let (sin, cos) = sin_cos(0.3);
        assert!((sin - 0.295_520_2).abs() < 1e-5 && (cos - 0.955_336_5).abs() < 1e-5);
    }
}
