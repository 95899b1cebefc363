//! A hand's timeline: every decision of the hand in order, all four seats (the bids, the
//! dealer's discard, defending alone, each card by trick), each with "Replay from here" on
//! the person's own decisions, "Open in board" (the analysis board) and, once the coach's review came, its verdict and cost, the
//! options with their expected points, chances to win and values with every card known,
//! and why. Opening it asks for the hand's reviews.

use euchre_ai::review::{DecisionReview, Verdict};
use leptos::prelude::*;

use super::table::seat_label;
use crate::store::{Decision, Msg, Review, Stage, YOU, card_words, decisions, use_game};

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
    store.dispatch(Msg::Review(Review::Hand(hand)));
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
/// review once it came ("Reviewing…" meanwhile).
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
        options,
        ..
    } = decision;
    let review = Memo::new(move |_| store.review(index));
    let busy = move || review.with(Option::is_none) && store.reviewing(index);
    // A guest's game at a table of people holds only what its seat saw: no practice from it.
    let replay = (seat == YOU && !store.is_guest()).then(|| {
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
    // Any decision opens on the analysis board as its seat saw it (a guest's game holds only
    // its own seat's cards: its own decisions).
    let board = use_context::<crate::board::BoardOpener>()
        .filter(|_| seat == YOU || !store.is_guest())
        .map(|opener| {
            let open = move |_| {
                let position = store
                    .game()
                    .with_untracked(|g| crate::board::model::decision(g, index));
                if let Some(position) = position {
                    opener.0.set(Some(crate::board::Opening::Position(Box::new(position))));
                }
            };
            view! {
                <button type="button" class="tool open-board" data-testid="open-in-board" on:click=open>
                    "Open in board"
                </button>
            }
        });
    view! {
        <li
            class="decision"
            class:yours=seat == YOU
            tabindex="-1"
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
            {board}
            {move || review.get().map(review_view)}
            // Until the review comes: "Reviewing…" (busy) while it is being made, or why there
            // is none (one text, so the page's code stays small).
            <p
                class="review-note"
                data-testid=move || if busy() { "reviewing" } else { "review-note" }
                aria-busy=move || busy().to_string()
            >
                {move || match (review.with(Option::is_some), busy()) {
                    (true, _) => "",
                    (false, true) => "Reviewing…",
                    (false, false) if options == 1 => "The only choice.",
                    _ => "",
                }}
            </p>
        </li>
    }
}

/// "+1.8", "−0.4": a value with its sign, to a tenth (in whole numbers: the page's code then
/// needs no float formatting).
pub(crate) fn signed(x: f64) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 { '−' } else { '+' };
    let n = tenths.unsigned_abs();
    format!("{sign}{}.{}", n / 10, n % 10)
}

/// "1.8", "−0.4": a value to a tenth (a cost, a loss).
pub(crate) fn decimal(x: f64) -> String {
    let s = signed(x);
    s.strip_prefix('+').map_or(s.clone(), str::to_string)
}

/// "61 %": a chance (0 to 1) in whole percent.
pub(crate) fn percent(x: f64) -> String {
    format!("{} %", (x * 100.0).round() as i64)
}

/// "57.4 %": a chance (0 to 1) in percent, to a tenth: the options of a review side by side,
/// so that two a toss-up apart never read as the same whole percent, nor one that is best by
/// 1.6 % as 57 % against 56 %.
pub(crate) fn percent_tenths(x: f64) -> String {
    let tenths = (x * 1000.0).round() as i64;
    format!("{}.{} %", tenths / 10, tenths % 10)
}

/// The verdict as a badge: Best, A toss-up, Inaccuracy, Mistake (marked "✗").
pub(super) fn verdict_badge(verdict: Verdict) -> impl IntoView {
    let mark = if verdict == Verdict::Mistake {
        "✗ "
    } else {
        ""
    };
    let class = match verdict {
        Verdict::TossUp => "toss-up",
        other => other.name(),
    };
    view! {
        <span class=format!("verdict {}", class.to_ascii_lowercase()) data-testid="verdict">
            {mark}{verdict.name()}
        </span>
    }
}

/// What the review recommends, at the foot of every review's "Why?".
pub const BEST_MEANS: &str = "Recommended: the option with the highest chance of winning the game; \
options within 1.5 % of a game of it are a toss-up, and then the conventional play is recommended.";

/// What the review says of a decision: its verdict and, for an inaccuracy or a mistake, its
/// cost in the one measure the verdict uses (the chance to win the game); every option with
/// its expected points, chance to win and value with every card known (the chosen and the
/// recommended marked), and "Why?" with the reason.
fn review_view(r: DecisionReview) -> impl IntoView {
    let cost = r
        .verdict
        .costs()
        .then(|| format!("cost {} of a game", percent(r.cost_win)));
    // The review's own words (what its verdict means, by the chance to win the game); the
    // shorter sentence for a review saved before they were written.
    let judged = if !r.judged.is_empty() {
        r.judged.clone()
    } else if r.matched() {
        "The best choice by this valuation.".to_string()
    } else {
        let best = r
            .options
            .first()
            .map(|o| o.label.clone())
            .unwrap_or_default();
        format!("Not the best by this valuation: {best} was.")
    };
    let (chosen, best) = (r.chosen, r.best);
    let mine = if r.seat == YOU {
        "your choice"
    } else {
        "chosen"
    };
    let options = r
        .options
        .into_iter()
        .map(|o| {
            let marks = [
                (o.action == chosen).then_some(mine),
                (o.action == best).then_some("recommended"),
            ]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ");
            view! {
                <li
                    class="review-option"
                    class:chosen=o.action == chosen
                    class:best=o.action == best
                    data-testid="option"
                    data-action=o.action.to_string()
                >
                    <span class="option-label">{o.label}</span>
                    {(!marks.is_empty()).then(|| view! { <span class="option-marks">{format!(" ({marks})")}</span> })}
                    <span class="option-values" data-testid="option-values">
                        {format!(
                            ": {} points, {} to win; every card known: {}",
                            signed(o.expected_points),
                            percent_tenths(o.win_chance),
                            signed(o.double_dummy_points)
                        )}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="review" data-testid="review">
            <p class="review-head">
                {verdict_badge(r.verdict)}
                {cost.map(|c| view! { " " <span class="review-cost" data-testid="review-cost">{c}</span> })}
            </p>
            <ul class="review-options" aria-label="The options">{options}</ul>
            // What "recommended" means, once each review is opened rather than under every row.
            <details class="why" data-testid="why">
                <summary>"Why?"</summary>
                <p data-testid="why-reason">{r.reason}</p>
                <p data-testid="why-best">{judged}</p>
                <p class="review-note" data-testid="best-means">{BEST_MEANS}</p>
            </details>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The note under every review gives the coach's own noise, and a toss-up badge its
    /// own class.
    #[test]
    fn the_note_gives_the_reviews_noise() {
        let noise = euchre_ai::review::INACCURACY * 1000.0;
        let noise = format!("{}.{} %", noise as i64 / 10, noise.round() as i64 % 10);
        assert!(
            BEST_MEANS.contains(&format!("within {noise} of a game")),
            "{BEST_MEANS}"
        );
        assert_eq!(Verdict::TossUp.name(), "A toss-up");
    }
}
