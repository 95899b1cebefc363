//! The board's moves: those so far, in order, and the next one: the seat to act and its
//! moves as the engine lists them (the seat's own options in the coach's words), a card of
//! another seat being chosen on the cards; Undo and Clear.

use euchre::Action;
use leptos::prelude::*;

use super::model::{Edit, Setup, Target, capitalised};

/// A move of a seat the board does not analyse, as a sentence's start: "Order up alone".
fn words(action: Action) -> String {
    capitalised(&action.to_string())
}

/// The moves so far and the next one.
#[component]
pub(crate) fn Moves(setup: RwSignal<Setup>, edit: Callback<Edit>) -> impl IntoView {
    let done = move || {
        setup.with(|s| {
            s.actions
                .iter()
                .map(|(seat, action)| {
                    view! {
                        <li data-seat=seat.name() data-action=action.to_string()>
                            {format!("{seat}: {}", words(*action))}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    // The next move: rebuilt only when the set-up changes.
    let next = Memo::new(move |_| {
        setup.with(|s| {
            let view = s.view().ok();
            s.next().map(|(seat, moves)| {
                let labelled: Vec<(Action, String)> = moves
                    .into_iter()
                    .map(|a| {
                        let label = match (&view, seat == s.seat) {
                            (Some(v), true) => euchre_ai::board::label(v, a),
                            _ => words(a),
                        };
                        (a, label)
                    })
                    .collect();
                (seat, labelled, s.target == Target::Play)
            })
        })
    });
    let prompt = move || {
        match next.get() {
        None => view! { <p data-testid="board-next">"No move to add: the hand is over, or not set up."</p> }.into_any(),
        Some((seat, moves, playing)) => {
            let card = if moves.is_empty() {
                if playing {
                    format!("{seat} plays: choose the card above.")
                } else {
                    format!("{seat} plays: choose “Next card played”, then the card.")
                }
            } else {
                format!("{seat} to act:")
            };
            let buttons = moves
                .into_iter()
                .map(|(action, label)| {
                    view! {
                        <button
                            type="button"
                            data-testid="board-move"
                            data-action=action.to_string()
                            on:click=move |_| edit.run(Edit::Act(action))
                        >
                            {label}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <p data-testid="board-next" data-seat=seat.name()>{card}</p>
                <div class="board-move-buttons">{buttons}</div>
            }
            .into_any()
        }
    }
    };
    view! {
        <section class="board-moves" aria-labelledby="board-moves-title">
            <h3 id="board-moves-title">"Moves"</h3>
            <ol class="board-done" data-testid="board-moves">{done}</ol>
            {prompt}
            <p class="board-move-tools">
                <button
                    type="button"
                    data-testid="board-undo"
                    disabled=move || setup.with(|s| s.actions.is_empty())
                    on:click=move |_| edit.run(Edit::Undo)
                >
                    "Undo move"
                </button>
                <button type="button" data-testid="board-clear" on:click=move |_| edit.run(Edit::Clear)>
                    "Clear"
                </button>
            </p>
        </section>
    }
}
