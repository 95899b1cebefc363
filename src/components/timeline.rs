//! A hand's timeline: every decision of the hand in order, all four seats (the bids, the
//! dealer's discard, defending alone, each card by trick), each with "Replay from here" on
//! the person's own decisions and, once the coach's review has valued it, the options with
//! their expected points, the verdict and, for a computer's decision, why.

use euchre::{Action, Seat};
use leptos::prelude::*;

use super::bid_panel::capitalize;
use super::table::seat_label;
use crate::store::{
    Decision, Msg, Stage, Valuation, Verdict, YOU, card_words, decisions, use_game,
};

/// The decisions of hand `hand` of the game on screen, grouped by stage. `on_replay` is
/// called after a "Replay from here" (the log closes).
#[component]
pub fn HandTimeline(
    /// The hand's number (as [`euchre::HandRecord::number`]).
    hand: u32,
    /// Called once the person chose to replay from a decision.
    #[prop(into)]
    on_replay: Callback<()>,
) -> impl IntoView {
    let store = use_game();
    let game = store.game();
    move || {
        game.with(|g| grouped(&decisions(g), hand))
            .into_iter()
            .map(|(stage, rows)| {
                let took = rows.last().and_then(|d| d.took).map(|s| {
                    view! { <span class="took">{format!(" · {} took it", seat_label(s))}</span> }
                });
                view! {
                    <section class="timeline-stage" data-testid="timeline-stage">
                        <h3>{stage.heading()}{took}</h3>
                        <ol class="timeline-rows">
                            {rows.into_iter().map(|d| view! { <Row decision=d on_replay=on_replay/> }).collect_view()}
                        </ol>
                    </section>
                }
            })
            .collect_view()
    }
}

/// The decisions of `hand`, in order, in runs of the same stage.
fn grouped(all: &[Decision], hand: u32) -> Vec<(Stage, Vec<Decision>)> {
    let mut groups: Vec<(Stage, Vec<Decision>)> = Vec::new();
    for d in all.iter().filter(|d| d.hand == hand) {
        match groups.last_mut() {
            Some((stage, rows)) if *stage == d.stage => rows.push(d.clone()),
            _ => groups.push((d.stage, vec![d.clone()])),
        }
    }
    groups
}

/// One decision: the seat, what it did, "Replay from here" on the person's own, and the
/// review's valuation once there is one.
#[component]
fn Row(
    /// The decision.
    decision: Decision,
    /// Called after "Replay from here".
    on_replay: Callback<()>,
) -> impl IntoView {
    let store = use_game();
    let Decision {
        index,
        seat,
        action,
        words,
        card,
        ..
    } = decision;
    let replay = (seat == YOU).then(|| {
        let spoken = match card {
            Some(c) => format!("{words} {}", card_words(c)),
            None => words.clone(),
        };
        let label = format!("Replay from here: {spoken}");
        view! {
            <button
                type="button"
                class="tool replay"
                data-testid="replay-from"
                aria-label=label
                on:click=move |_| {
                    store.dispatch(Msg::ReplayFrom { index });
                    on_replay.run(());
                }
            >
                "Replay from here"
            </button>
        }
    });
    view! {
        <li
            class="decision"
            class:yours=seat == YOU
            data-testid="decision"
            data-index=index
            data-seat=seat.name()
            data-action=action.to_string()
        >
            <span class="decision-seat">{seat_label(seat)}</span>
            // On screen "Played J♥"; read out "Played the jack of hearts".
            <span class="decision-what">
                {words}
                {card.map(|c| {
                    let colour = if c.suit().is_red() { "red" } else { "black" };
                    view! {
                        " "
                        <span class=format!("card-text {colour} suit-{}", c.suit().name()) role="img" aria-label=card_words(c)>
                            {c.to_string()}
                        </span>
                    }
                })}
            </span>
            {replay}
            {move || store.valuation(index).map(|v| valuation_view(v, seat))}
        </li>
    }
}

/// An option in words: "Order it up alone", "Play J♥".
fn option_words(action: Action) -> String {
    capitalize(&action.to_string())
}

/// "+1.8", "−0.4": a value with its sign, to a tenth (in whole numbers: the page's code then
/// needs no float formatting).
fn signed(x: f32) -> String {
    let tenths = (x * 10.0).round() as i32;
    let sign = if tenths < 0 { '−' } else { '+' };
    let n = tenths.unsigned_abs();
    format!("{sign}{}.{}", n / 10, n % 10)
}

/// What the review says of a decision: its verdict, the options' expected points (and
/// chances to win) in one line, the double-dummy value and, for a computer's decision, why.
fn valuation_view(v: Valuation, seat: Seat) -> impl IntoView {
    let verdict = v.verdict.map(|verdict| {
        let class = match verdict {
            Verdict::Best => "verdict best",
            Verdict::Inaccuracy => "verdict inaccuracy",
            Verdict::Mistake => "verdict mistake",
        };
        view! { <span class=class data-testid="verdict">{verdict.word()}</span> }
    });
    // "Order it up: +0.8 points, 61 % to win; Pass: +0.2 points".
    let mut options = String::new();
    for o in &v.options {
        if !options.is_empty() {
            options.push_str("; ");
        }
        options.push_str(&option_words(o.action));
        options.push_str(": ");
        options.push_str(&signed(o.expected_points));
        options.push_str(" points");
        if let Some(w) = o.win_chance {
            options.push_str(&format!(", {} % to win", (w * 100.0).round() as u32));
        }
    }
    if let Some(x) = v.double_dummy {
        options.push_str(if options.is_empty() { "" } else { ". " });
        options.push_str("Every hand known: ");
        options.push_str(&signed(x));
    }
    let why = v.why.filter(|_| seat != YOU).map(|why| {
        view! {
            <details class="why">
                <summary>"Why?"</summary>
                <p>{why}</p>
            </details>
        }
    });
    view! {
        <div class="valuation" data-testid="valuation">
            {verdict}
            <span data-testid="option-values">{options}</span>
            {why}
        </div>
    }
}
