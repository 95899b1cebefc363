//! Where things are on the page, for the card movements. The movements themselves are CSS
//! animations; this only measures where a card comes from, so that a played card starts at
//! its player's hand. `getBoundingClientRect` is bound here directly rather than through a
//! web-sys feature.

use std::cell::Cell;

use euchre::Card;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen]
extern "C" {
    /// An element, as far as measuring it goes.
    type Measurable;
    type Rect;

    #[wasm_bindgen(method, js_name = getBoundingClientRect)]
    fn bounding_rect(this: &Measurable) -> Rect;
    #[wasm_bindgen(method, getter)]
    fn left(this: &Rect) -> f64;
    #[wasm_bindgen(method, getter)]
    fn top(this: &Rect) -> f64;
    #[wasm_bindgen(method, getter)]
    fn width(this: &Rect) -> f64;
    #[wasm_bindgen(method, getter)]
    fn height(this: &Rect) -> f64;
}

/// The centre of an element on the page, in CSS pixels.
pub(crate) fn centre(element: &web_sys::Element) -> (f64, f64) {
    let rect = element.unchecked_ref::<Measurable>().bounding_rect();
    (
        rect.left() + rect.width() / 2.0,
        rect.top() + rect.height() / 2.0,
    )
}

thread_local! {
    /// Where the card South last chose was in the hand, until its trick slot takes it.
    static SOUTH_ORIGIN: Cell<Option<(Card, (f64, f64))>> = const { Cell::new(None) };
}

/// Remembers where South's chosen card is, before the hand lets go of it.
pub(crate) fn remember_origin(card: Card, element: &web_sys::Element) {
    SOUTH_ORIGIN.set(Some((card, centre(element))));
}

/// Where South's `card` was in the hand, if it was just chosen there.
pub(crate) fn take_origin(card: Card) -> Option<(f64, f64)> {
    match SOUTH_ORIGIN.take() {
        Some((c, at)) if c == card => Some(at),
        _ => None,
    }
}
