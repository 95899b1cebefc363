//! The live region's voice: [`announce`](super::announce) said in order. In the site's build
//! (the `split` feature) the words are in the play chunk (docs/site.md, "The chunks"), fetched
//! once the table is shown with the computer players' pool: what happens before they are
//! there waits, in order, and is said at once when they come.

use std::cell::RefCell;

use euchre::Event;
use leptos::prelude::*;

use super::Tally;

/// The events' words, or none.
type Announce = fn(&Event, Tally) -> Option<String>;

/// Events waiting for their words: each batch, the scores after it, and what follows it.
type Batch = (Vec<Event>, Tally, &'static str);

#[derive(Default)]
struct Voice {
    announce: Option<Announce>,
    waiting: Vec<Batch>,
    fetching: bool,
}

thread_local! {
    static VOICE: RefCell<Voice> = RefCell::new(Voice::default());
}

/// The words of a batch: each event's, then `then`.
fn words(announce: Announce, (events, scores, then): &Batch) -> String {
    let mut text = events
        .iter()
        .filter_map(|e| announce(e, *scores))
        .collect::<Vec<_>>()
        .join(" ");
    text.push_str(then);
    text
}

/// Sets `to` to the words of `events` (with the scores after them), then `then`: at once
/// when the words are there, else once they come, after the events that waited before.
pub(in crate::store) fn speak(
    events: Vec<Event>,
    scores: Tally,
    then: &'static str,
    to: crate::store::Swept<String>,
) {
    let batch = (events, scores, then);
    let fetch = VOICE.with_borrow_mut(|voice| match voice.announce {
        Some(announce) if voice.waiting.is_empty() => {
            to.set(words(announce, &batch));
            false
        }
        _ => {
            voice.waiting.push(batch);
            !std::mem::replace(&mut voice.fetching, true)
        }
    });
    if fetch {
        leptos::task::spawn_local(async move {
            let announce = imp::fetch().await;
            let said = VOICE.with_borrow_mut(|voice| {
                voice.fetching = false;
                voice.announce = announce;
                let waiting = std::mem::take(&mut voice.waiting);
                announce.map(|a| waiting.iter().map(|b| words(a, b)).collect::<Vec<_>>())
            });
            // Without the words (the chunk did not load), what waited is not said; the next
            // event tries again.
            if let Some(said) = said {
                to.set(said.join(" "));
            }
        });
    }
}

#[cfg(not(feature = "split"))]
mod imp {
    pub(super) async fn fetch() -> Option<super::Announce> {
        Some(super::super::announce)
    }
}

#[cfg(feature = "split")]
mod imp {
    use leptos::wasm_split::SplitLoaderError;

    /// The split point: the words are reached only through it.
    #[leptos::wasm_split::wasm_split(bower_play, wasm_split_path = ::leptos::wasm_split, fallible)]
    fn play_words() -> Result<super::Announce, SplitLoaderError> {
        Ok(super::super::announce)
    }

    pub(super) async fn fetch() -> Option<super::Announce> {
        crate::chunks::with_retries(play_words).await.ok()
    }
}
