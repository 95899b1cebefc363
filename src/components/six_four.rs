//! The score kept as at a kitchen table (docs/rules.md): a six and a four of one suit,
//! cards no euchre deck uses, one laid over the other so the pips left showing count the
//! points. Drawn as inline SVG.

use euchre::Suit;
use leptos::prelude::*;

use super::card::suit_shape;

/// A small card's width and height (SVG units).
const W: f64 = 20.0;
const H: f64 = 28.0;
/// A pip's size.
const PIP: f64 = 5.0;
/// The box every layout fits in: x, y, width, height.
const VIEW: (f64, f64, f64, f64) = (-4.0, -1.0, 47.0, 45.0);
/// cos 45°.
const K: f64 = std::f64::consts::FRAC_1_SQRT_2;

/// The pips of a four or a six, as on a real card: two columns.
fn pips(rank: u8) -> &'static [(f64, f64)] {
    if rank == 4 {
        &[(5.5, 6.5), (14.5, 6.5), (5.5, 21.5), (14.5, 21.5)]
    } else {
        &[
            (5.5, 5.0),
            (14.5, 5.0),
            (5.5, 14.0),
            (14.5, 14.0),
            (5.5, 23.0),
            (14.5, 23.0),
        ]
    }
}

/// Where a card lies, over the one at the origin.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Place {
    /// Upright, its top-left corner at (x, y).
    At(f64, f64),
    /// Across the other card's corner: turned 45°, one long edge on the line x + y = c, so
    /// it covers that card's pips beyond the line.
    Across(f64),
}

impl Place {
    /// The SVG matrix (a b c d e f) from the card's own coordinates.
    fn matrix(self) -> [f64; 6] {
        match self {
            Place::At(x, y) => [1.0, 0.0, 0.0, 1.0, x, y],
            Place::Across(c) => {
                // The middle of the long edge: the point of the line nearest the centre of
                // the card under it; the edge runs from `p` up and to the right.
                let shift = (W / 2.0 + H / 2.0 - c) / 2.0;
                let mid = (W / 2.0 - shift, H / 2.0 - shift);
                let p = (mid.0 - H / 2.0 * K, mid.1 + H / 2.0 * K);
                // Turned 225° about its right edge's top, which lies at `p`.
                [-K, -K, K, -K, p.0 + K * W, p.1 + K * W]
            }
        }
    }

    /// The point `(x, y)` of the picture in the card's own coordinates.
    #[cfg(test)]
    fn to_card(self, (x, y): (f64, f64)) -> (f64, f64) {
        let [a, b, c, d, e, f] = self.matrix();
        let det = a * d - b * c;
        let (x, y) = (x - e, y - f);
        ((d * x - c * y) / det, (a * y - b * x) / det)
    }

    /// The point `(x, y)` of the card in the picture.
    #[cfg(test)]
    fn to_picture(self, (x, y): (f64, f64)) -> (f64, f64) {
        let [a, b, c, d, e, f] = self.matrix();
        (a * x + c * y + e, b * x + d * y + f)
    }
}

/// One of the two cards: its rank (6 or 4), face up or down, where it lies.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Laid {
    rank: u8,
    face_up: bool,
    place: Place,
}

/// The two cards for a score of 0–10, the one underneath first: 1–3, the four face up under
/// the six face down; 4, the four alone; 5, the six under the four face down; 6, the six
/// alone; 7–9, the four under the six face up; 10, both face up side by side.
fn layout(points: u8) -> [Laid; 2] {
    let card = |rank, face_up, place| Laid {
        rank,
        face_up,
        place,
    };
    let (origin, aside, low) = (
        Place::At(0.0, 0.0),
        Place::At(8.0, 4.0),
        Place::At(-2.0, 14.0),
    );
    // Lines between the four's pips (x + y is 12, 21, 27 and 36 at their centres), and
    // between the six's last pip (37.5) and the others (28.5 at most).
    let (all_but_one, one) = (Place::Across(16.5), Place::Across(31.5));
    match points {
        0 => [card(4, false, origin), card(6, false, aside)],
        1 => [card(4, true, origin), card(6, false, all_but_one)],
        2 => [card(4, true, origin), card(6, false, low)],
        3 => [card(4, true, origin), card(6, false, one)],
        4 => [card(6, false, aside), card(4, true, origin)],
        5 => [card(6, true, origin), card(4, false, Place::Across(33.0))],
        6 => [card(4, false, aside), card(6, true, origin)],
        7 => [card(4, true, origin), card(6, true, all_but_one)],
        8 => [card(4, true, origin), card(6, true, low)],
        9 => [card(4, true, origin), card(6, true, one)],
        _ => [card(4, true, origin), card(6, true, Place::At(22.0, 0.0))],
    }
}

/// A score in words for the accessible label: "no points", "one point", "seven points".
fn points_words(points: u8) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    match points {
        1 => "one point".into(),
        p if p <= 10 => format!("{} points", WORDS[usize::from(p)]),
        p => format!("{p} points"),
    }
}

/// A score of 0–10 kept with a six and a four of `suit` (hearts for you, spades for them, say):
/// the pips left showing count the points. Above 10 it stays at ten. The picture is one image
/// whose label says the score in words.
#[component]
pub fn SixFour(
    /// The score to show.
    #[prop(into)]
    points: Signal<u8>,
    /// The suit of the two cards.
    suit: Suit,
) -> impl IntoView {
    let colour = if suit.is_red() { "red" } else { "black" };
    let (x, y, w, h) = VIEW;
    let label = move || {
        format!(
            "The six and four show {}",
            points_words(points.get().min(10))
        )
    };
    view! {
        <svg
            class=format!("six-four {colour}")
            data-testid="six-four"
            data-points=move || points.get().min(10).to_string()
            viewBox=format!("{} {} {} {}", num(x), num(y), num(w), num(h))
            role="img"
            aria-label=label
        >
            {move || layout(points.get().min(10)).map(|laid| laid_card(laid, suit)).collect_view()}
        </svg>
    }
}

/// A coordinate for SVG, to a thousandth, written with integer formatting only (the float
/// formatter weighs about 10 kB in the wasm): `num(-2.5)` is "-2.500".
fn num(x: f64) -> String {
    let thousandths = (x * 1000.0).round() as i64;
    let sign = if thousandths < 0 { "-" } else { "" };
    let abs = thousandths.unsigned_abs();
    format!("{sign}{}.{:03}", abs / 1000, abs % 1000)
}

/// One card of the six and four.
fn laid_card(laid: Laid, suit: Suit) -> impl IntoView {
    let [a, b, c, d, e, f] = laid.place.matrix();
    let face = if laid.face_up {
        pips(laid.rank)
            .iter()
            .map(|&(px, py)| {
                let transform = format!(
                    "translate({} {}) scale({})",
                    num(px - PIP / 2.0),
                    num(py - PIP / 2.0),
                    num(PIP / 100.0)
                );
                view! { <g class="six-four-pip" transform=transform>{suit_shape(suit)}</g> }
            })
            .collect_view()
            .into_any()
    } else {
        view! { <rect class="six-four-pattern" x="2" y="2" width=num(W - 4.0) height=num(H - 4.0) rx="1"></rect> }
            .into_any()
    };
    view! {
        <g
            class=if laid.face_up { "six-four-card up" } else { "six-four-card down" }
            data-rank=laid.rank
            transform=format!(
                "matrix({} {} {} {} {} {})",
                num(a),
                num(b),
                num(c),
                num(d),
                num(e),
                num(f)
            )
        >
            <rect class="six-four-face" width=num(W) height=num(H) rx="2"></rect>
            {face}
        </g>
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn svg_numbers_are_written_to_a_thousandth() {
        for (x, text) in [
            (0.0, "0.000"),
            (-2.5, "-2.500"),
            (0.7072, "0.707"),
            (47.0, "47.000"),
            (-0.0004, "0.000"),
        ] {
            assert_eq!(super::num(x), text);
            assert!((text.parse::<f64>().unwrap() - x).abs() <= 0.0005);
        }
    }

    use super::*;

    /// Whether the point (x, y) of the picture lies on `laid`'s card (with `margin` inside).
    fn on(laid: Laid, point: (f64, f64), margin: f64) -> bool {
        let (x, y) = laid.place.to_card(point);
        x > -margin && x < W + margin && y > -margin && y < H + margin
    }

    /// The pips a person sees, counted from the picture: every pip of the card on top if it
    /// is face up, and those of the card underneath that the top card does not cover. A pip
    /// half covered fails the test: a count must never be in doubt.
    fn pips_showing(points: u8) -> usize {
        let [under, top] = layout(points);
        let showing = |laid: Laid| {
            if !laid.face_up {
                return 0;
            }
            pips(laid.rank)
                .iter()
                .filter(|&&pip| {
                    if laid == top {
                        return true;
                    }
                    let centre = laid.place.to_picture(pip);
                    let r = PIP / 2.0 + 0.5;
                    let clear = !on(top, centre, r);
                    let hidden = on(top, centre, -r);
                    assert!(
                        clear || hidden,
                        "score {points}: a pip half covered at {centre:?}"
                    );
                    clear
                })
                .count()
        };
        showing(under) + showing(top)
    }

    #[test]
    fn the_pips_showing_count_the_score() {
        for points in 0..=10 {
            assert_eq!(pips_showing(points), usize::from(points), "score {points}");
        }
    }

    #[test]
    fn every_layout_fits_the_picture() {
        let (x, y, w, h) = VIEW;
        for points in 0..=10 {
            for laid in layout(points) {
                for corner in [(0.0, 0.0), (W, 0.0), (0.0, H), (W, H)] {
                    let (px, py) = laid.place.to_picture(corner);
                    assert!(
                        px >= x && px <= x + w && py >= y && py <= y + h,
                        "{points}: {px},{py}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_label_says_the_score_in_words() {
        assert_eq!(points_words(0), "no points");
        assert_eq!(points_words(1), "one point");
        assert_eq!(points_words(7), "seven points");
    }
}
