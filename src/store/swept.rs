//! A signal of the store, read all evening by views that come and go. A Leptos signal
//! (reactive_graph 0.2) keeps a weak reference to every effect or memo that ever read it: one
//! dropped with its view is never unsubscribed, and the weak reference keeps its allocation.
//! A table that deals a hundred games leaves tens of thousands of them. A [`Swept`] signal
//! remembers who read it and, as they pile up, unsubscribes those that are gone, so that what
//! it holds is bounded by the readers alive (twice their number at most, plus [`SLACK`]).

use std::ops::DerefMut;
use std::panic::Location;

use leptos::prelude::*;
use leptos::reactive::graph::{
    AnySource, AnySubscriber, Observer, Source, Subscriber, ToAnySource,
};
use leptos::reactive::traits::{Notify, UntrackableGuard};

/// Readers remembered beyond twice those alive at the last sweep before the next sweep.
const SLACK: usize = 8;

/// The readers a [`Swept`] signal has had since its last sweep.
#[derive(Default)]
struct Readers {
    seen: Vec<AnySubscriber>,
    /// How many were alive after the last sweep.
    alive: usize,
}

/// Subscribes `reader` to `signal` and remembers it in `readers`; past the bound, forgets the
/// readers gone and unsubscribes them. One function for every type of value, through the
/// signal's type-erased source (the page's wasm).
fn subscribe(readers: StoredValue<Readers>, reader: AnySubscriber, signal: AnySource) {
    reader.add_source(signal.clone());
    let gone = readers
        .try_update_value(|readers| {
            if readers.seen.iter().any(|r| r.0 == reader.0) {
                return Vec::new();
            }
            readers.seen.push(reader.clone());
            if readers.seen.len() < 2 * readers.alive + SLACK {
                return Vec::new();
            }
            let (alive, gone) = std::mem::take(&mut readers.seen)
                .into_iter()
                .partition(|r| r.1.strong_count() > 0);
            readers.seen = alive;
            readers.alive = readers.seen.len();
            gone
        })
        .unwrap_or_default();
    for gone in &gone {
        signal.remove_subscriber(gone);
    }
    signal.add_subscriber(reader);
}

/// An [`RwSignal`] that unsubscribes its dropped readers (see the module).
pub struct Swept<T: 'static> {
    signal: RwSignal<T>,
    readers: StoredValue<Readers>,
}

impl<T> Clone for Swept<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Swept<T> {}

impl<T: Send + Sync + 'static> Swept<T> {
    pub fn new(value: T) -> Self {
        Swept {
            signal: RwSignal::new(value),
            readers: StoredValue::new(Readers::default()),
        }
    }

    /// The signal, read-only (its readers are remembered as this one's).
    pub fn read_only(self) -> SweptReader<T> {
        SweptReader(self)
    }

    /// How many readers the signal holds: alive, or dropped and not yet swept.
    #[cfg(test)]
    fn held(&self) -> usize {
        self.readers.with_value(|r| r.seen.len())
    }
}

impl<T: Send + Sync + 'static + std::fmt::Debug> std::fmt::Debug for Swept<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Swept").field(&self.signal).finish()
    }
}

impl<T> DefinedAt for Swept<T> {
    fn defined_at(&self) -> Option<&'static Location<'static>> {
        self.signal.defined_at()
    }
}

impl<T: Send + Sync + 'static> IsDisposed for Swept<T> {
    fn is_disposed(&self) -> bool {
        self.signal.is_disposed()
    }
}

// Not a `Source`: Leptos's `Track` for sources would look the signal up twice and bring a
// copy of the subscribing code for every type of value.
impl<T: Send + Sync + 'static> Track for Swept<T> {
    fn track(&self) {
        if self.signal.is_disposed() {
            return;
        }
        if let Some(reader) = Observer::get() {
            subscribe(self.readers, reader, self.signal.to_any_source());
        }
    }
}

impl<T: Send + Sync + 'static> ReadUntracked for Swept<T> {
    type Value = <RwSignal<T> as ReadUntracked>::Value;

    fn try_read_untracked(&self) -> Option<Self::Value> {
        self.signal.try_read_untracked()
    }
}

impl<T: Send + Sync + 'static> Notify for Swept<T> {
    fn notify(&self) {
        self.signal.notify();
    }
}

impl<T: Send + Sync + 'static> Write for Swept<T> {
    type Value = T;

    fn try_write(&self) -> Option<impl UntrackableGuard<Target = T>> {
        self.signal.try_write()
    }

    fn try_write_untracked(&self) -> Option<impl DerefMut<Target = T>> {
        self.signal.try_write_untracked()
    }
}

/// A [`Swept`] signal, read-only.
pub struct SweptReader<T: 'static>(Swept<T>);

impl<T> Clone for SweptReader<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for SweptReader<T> {}

impl<T: Send + Sync + 'static + std::fmt::Debug> std::fmt::Debug for SweptReader<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("SweptReader").field(&self.0).finish()
    }
}

impl<T> DefinedAt for SweptReader<T> {
    fn defined_at(&self) -> Option<&'static Location<'static>> {
        self.0.defined_at()
    }
}

impl<T: Send + Sync + 'static> Track for SweptReader<T> {
    fn track(&self) {
        self.0.track();
    }
}

impl<T: Send + Sync + 'static> ReadUntracked for SweptReader<T> {
    type Value = <Swept<T> as ReadUntracked>::Value;

    fn try_read_untracked(&self) -> Option<Self::Value> {
        self.0.try_read_untracked()
    }
}

#[cfg(test)]
mod tests {
    use leptos::reactive::owner::Owner;

    use super::*;

    #[test]
    fn readers_dropped_are_forgotten_and_live_ones_still_hear_of_changes() {
        let root = Owner::new();
        root.set();
        let swept = Swept::new(0_u32);
        let reader = swept.read_only();
        let live = Memo::new(move |_| reader.get());
        assert_eq!(live.get_untracked(), 0);
        for _ in 0..10_000 {
            let view = Owner::new();
            view.with(|| Memo::new(move |_| swept.get()).get_untracked());
            drop(view);
        }
        // The live memo and what came after the last sweep.
        assert!(swept.held() <= 2 + SLACK, "still held: {}", swept.held());
        swept.set(7);
        assert_eq!(live.get_untracked(), 7);
        swept.update(|v| *v += 1);
        assert_eq!(live.get_untracked(), 8);
        assert!(swept.held() >= 1);
    }
}
