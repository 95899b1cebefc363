//! The person's points against the Expert's, day by day over the last 30 days: a small bar
//! chart in inline SVG (a bar per day played, up for ahead, down for behind, about a zero
//! line), saying the same in words to a screen reader.

use leptos::prelude::*;

use crate::store::use_game;

/// The chart's width in its own units: 30 days' slots.
const W: i64 = 300;
/// Its height; the zero line is halfway.
const H: i64 = 80;
/// A day's slot.
const SLOT: i64 = 10;

/// One day's bar: where it is drawn and whether the person was ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bar {
    x: i64,
    y: i64,
    height: i64,
    class: &'static str,
}

/// The bars of the days `recent` (each its date and its points a hand in tenths, of the
/// last 30 up to `today`): a day's slot by its date, today's on the right; up for ahead,
/// down for behind, each as long as its points a hand against the longest (at least half a
/// point a hand), an even day a sliver on the line.
fn bars(recent: &[(i64, i64)], today: i64) -> Vec<Bar> {
    let top = recent
        .iter()
        .map(|&(_, tenths)| tenths.abs())
        .max()
        .unwrap_or(0)
        .max(5);
    let half = H / 2 - 4;
    recent
        .iter()
        .map(|&(day, tenths)| {
            let height = (tenths.abs() * half / top).max(1);
            Bar {
                x: W - (today - day + 1) * SLOT + 1,
                y: if tenths > 0 { H / 2 - height } else { H / 2 },
                height,
                class: match tenths {
                    0 => "even",
                    t if t > 0 => "ahead",
                    _ => "behind",
                },
            }
        })
        .collect()
}

/// The chart of the last 30 days up to `today` (days from 1970-01-01), from the statistics.
#[component]
pub fn VersusChart(
    /// Today, as days from 1970-01-01.
    today: i64,
) -> impl IntoView {
    let stats = use_game().stats();
    let label = move || stats.with(|s| s.versus.chart_words(today));
    let drawn = move || {
        let recent = stats.with(|s| s.versus.recent(today));
        let days: Vec<(i64, i64)> = recent.iter().map(|d| (d.day, d.tenths())).collect();
        bars(&days, today)
            .into_iter()
            .zip(recent)
            .map(|(bar, day)| {
                view! {
                    <rect class=bar.class x=bar.x y=bar.y width={SLOT - 2} height=bar.height>
                        <title>{day.words()}</title>
                    </rect>
                }
            })
            .collect_view()
    };
    view! {
        <svg
            class="versus-chart"
            data-testid="stat-chart"
            viewBox=format!("0 0 {W} {H}")
            role="img"
            aria-label=label
        >
            <line class="zero" x1="0" y1={H / 2} x2=W y2={H / 2}></line>
            {drawn}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bar_a_day_up_for_ahead_down_for_behind_today_on_the_right() {
        let today = 20_000;
        let recent = [(today - 29, -10), (today - 3, 0), (today, 5)];
        let b = bars(&recent, today);
        // −1 a hand: down from the zero line, the full half height, in the first slot.
        assert_eq!(
            b[0],
            Bar {
                x: 1,
                y: H / 2,
                height: H / 2 - 4,
                class: "behind"
            }
        );
        // Even: a sliver on the line.
        assert_eq!((b[1].height, b[1].class), (1, "even"));
        // +0.5 a hand, today: up, half as long, in the last slot.
        assert_eq!(
            b[2],
            Bar {
                x: W - SLOT + 1,
                y: H / 2 - 18,
                height: 18,
                class: "ahead"
            }
        );
        assert!(
            b.iter()
                .all(|b| b.y >= 0 && b.y + b.height <= H && b.x >= 0 && b.x < W)
        );
    }
}
