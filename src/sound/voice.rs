//! The sounds themselves (Web Audio): the audio context, made at the player's first gesture
//! with sound on, and the cues rendered into buffers. Given to [`super`] by the screens'
//! chunk ([`VOICE`]), so that in the site's build this code is not in the first paint's wasm;
//! until then no cue plays (the first paint comes before any gesture that would hear one).

use std::cell::RefCell;

use wasm_bindgen::JsValue;
use web_sys::{AudioBuffer, AudioContext};

use super::{Cue, Voice};

/// The Web Audio half of [`super`].
pub(crate) const VOICE: Voice = Voice { wake, play, made };

thread_local! {
    /// The audio context and the cues' sounds, once made.
    static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
}

/// The Web Audio context and the cues' sounds.
struct Audio {
    context: AudioContext,
    card: AudioBuffer,
    chime: AudioBuffer,
}

/// Wakes the audio context (made now if need be), inside a gesture.
fn wake() {
    with_audio(|audio| audio.context.resume());
}

/// Schedules `cue` `delay` seconds from now: whether it was.
fn play(cue: Cue, delay: f64) -> bool {
    with_audio(|audio| {
        audio
            .play(cue, audio.context.current_time() + delay)
            .is_ok()
    }) == Some(true)
}

/// Whether the audio context has been made.
fn made() -> bool {
    AUDIO.with_borrow(Option::is_some)
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
