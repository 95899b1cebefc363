//! The game report at the game's end: the coach's reviews of your decisions and your
//! partner's, summed by `euchre_ai::review::GameReport` (decisions reviewed, how many were
//! the best, points lost to mistakes), each side's biggest mistake with the way to its
//! hand's timeline at that decision, and the progress while the game is being reviewed.
//! With three players there is no partner: the report is yours alone.

use euchre::Seat;
use euchre_ai::review::{DecisionReview, GameReport, SeatReport};
use leptos::prelude::*;

use super::game_log::{LogPage, focus_soon, use_game_log};
use super::timeline::{decimal, percent};
use crate::store::{Swept, use_game};

/// The report's section (in the game-over dialog).
#[component]
pub fn GameReportView() -> impl IntoView {
    let store = use_game();
    let log = use_game_log();
    let progress = move || {
        store.review_progress().map(|(done, total)| {
            view! {
                <p class="report-progress" data-testid="report-progress" role="status" aria-busy="true">
                    {format!("Reviewing the game… {done} of {total}")}
                </p>
            }
        })
    };
    // The report once every decision is reviewed (drawn once, so a control keeps the focus).
    let body = move || {
        if store.review_progress().is_some() {
            return None;
        }
        let reviews = store.all_reviews();
        let report = GameReport::new(&reviews);
        let (you, north) = (&report.south, &report.north);
        let partner = store.game().with(|g| g.rules().players.has_partners());
        // A row per measure, a column per side (narrow enough for a phone).
        let row = |name: &'static str, testid: &'static str, value: fn(&SeatReport) -> String| {
            view! {
                <tr>
                    <th scope="row">{name}</th>
                    <td data-testid=testid data-seat="South">{value(you)}</td>
                    {partner.then(|| view! { <td data-testid=testid data-seat="North">{value(north)}</td> })}
                </tr>
            }
        };
        let rows = [
            row("Decisions reviewed", "report-reviewed", |r| {
                r.reviewed.to_string()
            }),
            row("Best or a toss-up", "report-best", |r| {
                percent(r.matched_share)
            }),
            row("Inaccuracies", "report-inaccuracies", |r| {
                r.inaccuracies.to_string()
            }),
            row("Mistakes", "report-mistakes", |r| r.mistakes.to_string()),
            row("Points lost to mistakes", "report-lost", |r| {
                decimal(r.points_lost)
            }),
        ];
        let mut sides = vec![(Seat::South, report.south.clone())];
        if partner {
            sides.push((Seat::North, report.north.clone()));
        }
        let mistakes: Vec<_> = sides
            .into_iter()
            .map(|(seat, r)| biggest(seat, &r, &reviews, log))
            .collect();
        Some(view! {
            <table class="report-table" data-testid="report-table">
                <thead>
                    <tr>
                        <td></td>
                        <th scope="col">"You"</th>
                        {partner.then(|| view! { <th scope="col">"North (partner)"</th> })}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            {mistakes}
        })
    };
    view! {
        <section class="report" data-testid="game-report" aria-labelledby="report-title">
            <h3 id="report-title">"Game report"</h3>
            {progress}
            {body}
        </section>
    }
}

/// A side's biggest mistake in words, with a button to its hand's timeline at it.
fn biggest(
    seat: Seat,
    report: &SeatReport,
    reviews: &[DecisionReview],
    log: Option<Swept<Option<LogPage>>>,
) -> Option<impl IntoView + use<>> {
    let m = report.biggest_mistake.as_ref()?;
    let review = reviews.iter().find(|r| r.index == m.index)?;
    let chosen = review.chosen_option().map(|o| o.label.clone())?;
    let best = review.options.first().map(|o| o.label.clone())?;
    let whose = if seat == Seat::South {
        "Your biggest mistake"
    } else {
        "North's biggest mistake"
    };
    let (hand, index) = (m.hand, m.index);
    let words = format!(
        "{whose}: hand {}, {chosen} (recommended: {best}), cost {} of a game.",
        hand + 1,
        percent(m.cost_win)
    );
    Some(view! {
        <p class="report-mistake" data-testid="report-mistake" data-seat=seat.name() data-index=index>
            {words}
            {log.map(|log| view! {
                " "
                <button
                    type="button"
                    class="tool"
                    data-testid="show-mistake"
                    aria-haspopup="dialog"
                    on:click=move |_| {
                        log.set(Some(LogPage::Hand(hand)));
                        focus_soon(format!("[data-testid=decision][data-index='{index}']"));
                    }
                >
                    "Show it in its hand"
                </button>
            })}
        </p>
    })
}
