//! The board's drills: the next costly decision of the person's own games, as they faced
//! it (their cards, the upcard, the moves so far); they choose, then see whether the Expert
//! agrees, its choice and the analysis with why; and a report of which kinds of decision
//! cost them most.

use euchre::Action;
use euchre_ai::board::drills::Drills;
use leptos::prelude::*;

use super::analysis::Analysis;
use super::drills::{load, save};
use super::model::Setup;
use crate::components::decimal;
use crate::store::card_words;

/// The drill being faced, and the answer once given.
#[derive(Clone, Debug, PartialEq)]
struct Facing {
    index: usize,
    answer: Option<(Action, bool)>,
}

/// The drills: one at a time, then the report.
#[component]
pub(crate) fn DrillPanel() -> impl IntoView {
    let drills = RwSignal::new(load());
    let facing = RwSignal::new(drills.with_untracked(Drills::next).map(|index| Facing {
        index,
        answer: None,
    }));
    // The position of the drill, for the analysis once answered.
    let setup = RwSignal::new(None::<Setup>);
    let next = move |_| {
        setup.set(None);
        facing.set(drills.with(Drills::next).map(|index| Facing {
            index,
            answer: None,
        }));
    };
    let answer = move |index: usize, action: Action| {
        let mut answered = None;
        drills.update(|d| answered = d.answer(index, action));
        drills.with_untracked(save);
        if let Some(a) = answered {
            facing.set(Some(Facing {
                index,
                answer: Some((action, a.right)),
            }));
            let position =
                drills.with_untracked(|d| d.all().get(index).map(|d| d.position.clone()));
            setup.set(position.as_ref().map(Setup::of));
        }
    };
    let face = move || {
        let Some(Facing {
            index,
            answer: given,
        }) = facing.get()
        else {
            let words = if drills.with(|d| d.all().is_empty()) {
                "No drills yet. The coach's review of your games (the game log, or a game's end) finds your costly decisions and keeps them here."
            } else {
                "No drill is due: each comes back after a few others. Play on, and come back."
            };
            return view! { <p data-testid="drill-none">{words}</p> }.into_any();
        };
        let Some(drill) = drills.with_untracked(|d| d.all().get(index).cloned()) else {
            return ().into_any();
        };
        let Ok(view) = drill.position.view() else {
            return ().into_any();
        };
        let hand = view
            .hand
            .iter()
            .map(|c| {
                let colour = if c.suit().is_red() && !c.is_joker() { "red" } else { "black" };
                view! { <span class=format!("card-text {colour}") role="img" aria-label=card_words(c)>{c.to_string()}</span> " " }
            })
            .collect_view();
        let moves = drill
            .position
            .actions
            .iter()
            .map(|(seat, action)| view! { <li>{format!("{seat}: {action}")}</li> })
            .collect_view();
        let options = view
            .legal_actions
            .iter()
            .map(|&action| {
                let label = euchre_ai::board::label(&view, action);
                let chosen = given.is_some_and(|(a, _)| a == action);
                view! {
                    <button
                        type="button"
                        data-testid="drill-option"
                        data-action=action.to_string()
                        aria-pressed=chosen.to_string()
                        disabled=given.is_some()
                        on:click=move |_| answer(index, action)
                    >
                        {label}
                    </button>
                }
            })
            .collect_view();
        let verdict = given.map(|(_, right)| {
            let best = drill.right.first().map(|&a| euchre_ai::board::label(&view, a)).unwrap_or_default();
            let words = if right {
                format!("Right: the Expert's choice too ({best}).")
            } else {
                format!("The Expert chose: {best}.")
            };
            view! {
                <p class="drill-verdict" class:right=right role="status" data-testid="drill-verdict">{words}</p>
                <button type="button" data-testid="drill-next" on:click=next>"Next drill"</button>
            }
        });
        view! {
            <section class="drill" data-testid="drill" aria-labelledby="drill-title">
                <h3 id="drill-title">{format!("{} · it cost {} points", drill.kind.words(), decimal(drill.cost))}</h3>
                <p>
                    {format!("{} deals, the upcard is the {}. {}'s cards: ", view.dealer, view.upcard, view.seat)}
                    {hand}
                </p>
                <ol class="board-done">{moves}</ol>
                <p>{format!("Score {}–{}. What do you do?", view.scores.0[0], view.scores.0[1])}</p>
                <div class="board-move-buttons">{options}</div>
                {verdict}
            </section>
        }
        .into_any()
    };
    let report = move || {
        let lines = drills.with(Drills::report);
        (!lines.is_empty()).then(|| {
            let rows = lines
                .into_iter()
                .map(|l| {
                    view! {
                        <tr>
                            <th scope="row">{l.kind.words()}</th>
                            <td>{l.drills}</td>
                            <td>{l.mastered}</td>
                            <td>{decimal(l.cost)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <h3>"What cost you most"</h3>
                <table class="report-table" data-testid="drill-report">
                    <thead>
                        <tr>
                            <th scope="col">"Decision"</th>
                            <th scope="col">"Drills"</th>
                            <th scope="col">"Mastered"</th>
                            <th scope="col">"Points lost"</th>
                        </tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
            }
        })
    };
    view! {
        {face}
        {move || {
            setup.get().map(|s| {
                let signal = RwSignal::new(s);
                view! { <Analysis setup=signal/> }
            })
        }}
        {report}
    }
}
