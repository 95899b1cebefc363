//! Sound, a setting (off by default): a soft card sound for each card played and a two-note
//! chime when it becomes South's turn, synthesized with Web Audio (no file to fetch, nothing
//! for the Content-Security-Policy to allow). The `AudioContext` is made only after the
//! player's first gesture on the page (a pointer or key press, see [`listen`]), never before;
//! until then every cue is dropped. The Web Audio half (`sound/voice.rs`) is given by the
//! screens' chunk ([`give_voice`]).

mod voice;

use std::cell::Cell;

use euchre::Event;
use leptos::prelude::*;

pub(crate) use voice::VOICE;

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
    /// What makes the sounds, once given ([`give_voice`]).
    static GIVEN: Cell<Option<Voice>> = const { Cell::new(None) };
    /// How many cues of each kind were scheduled (tests read them through [`played`]).
    static PLAYED: Cell<[u32; 2]> = const { Cell::new([0, 0]) };
}

/// What makes the sounds (`sound/voice.rs`, Web Audio), given by the screens' chunk: until
/// then no cue plays and no audio context is made.
#[derive(Clone, Copy)]
pub(crate) struct Voice {
    /// Wakes the audio context, made now if need be (inside a gesture).
    wake: fn(),
    /// Schedules a cue some seconds from now: whether it was.
    play: fn(Cue, f64) -> bool,
    /// Whether the audio context has been made.
    made: fn() -> bool,
}

/// Gives the sounds their voice ([`VOICE`]): called when the screens are built.
pub(crate) fn give_voice(voice: Voice) {
    GIVEN.set(Some(voice));
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
    if on && let Some(voice) = GIVEN.get() {
        // Wakes it if the browser suspended it (made outside a gesture, or long unused).
        (voice.wake)();
    }
}

/// Whether an audio context has been made (never before a gesture).
pub fn context_made() -> bool {
    GIVEN.get().is_some_and(|voice| (voice.made)())
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
    let Some(voice) = GIVEN.get().filter(|_| GESTURE.get()) else {
        return;
    };
    if (voice.play)(cue, delay) {
        let mut played = PLAYED.get();
        played[cue as usize] += 1;
        PLAYED.set(played);
    }
}
