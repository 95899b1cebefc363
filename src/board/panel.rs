//! The board's dialog: the set-up (rules, dealer, seat, score, the cards, the moves), the
//! one sentence of what is wrong, the analysis and the link.

use euchre::{Preset, Seat};
use euchre_ai::board::link;
use leptos::prelude::*;

use super::Opening;
use super::analysis::Analysis;
use super::cards::CardPicker;
use super::drill_panel::DrillPanel;
use super::model::{Edit, Setup};
use super::moves::Moves;
use super::share::Share;
use crate::components::Modal;

/// The board, opened as `opening` says; `on_close` closes it.
#[component]
pub(crate) fn Board(opening: Opening, #[prop(into)] on_close: Callback<()>) -> impl IntoView {
    let rules = crate::store::use_game()
        .settings()
        .with_untracked(|s| s.rules);
    let (start, error) = match opening {
        Opening::Empty => (Setup::new(rules), None),
        Opening::Position(position) => super::model::opened(&position),
        Opening::Link(text) => match link::decode(&text) {
            Ok(position) => (Setup::of(&position), None),
            Err(e) => (
                Setup::new(rules),
                Some(super::model::sentence(&e.to_string())),
            ),
        },
    };
    let setup = RwSignal::new(start);
    let error = RwSignal::new(error);
    // Every change goes through the engine's check: refused, the board stays as it was and
    // says why.
    let edit = Callback::new(move |change: Edit| {
        let result = setup.try_update(|s| s.apply(change));
        error.set(result.and_then(Result::err));
    });
    let drilling = RwSignal::new(false);
    let tab = move |drills: bool, label: &'static str, testid: &'static str| {
        view! {
            <button
                type="button"
                role="tab"
                data-testid=testid
                aria-selected=move || (drilling.get() == drills).to_string()
                on:click=move |_| drilling.set(drills)
            >
                {label}
            </button>
        }
    };
    view! {
        <Modal testid="board" title_id="board-title" class="board" on_close=on_close>
            <h2 id="board-title">"Analysis board"</h2>
            <div class="board-modes" role="tablist" aria-label="The board shows">
                {tab(false, "Position", "board-position-tab")}
                {tab(true, "Drills", "board-drills-tab")}
            </div>
            {move || {
                if drilling.get() {
                    view! { <DrillPanel/> }.into_any()
                } else {
                    view! {
                        <p class="board-error" role="alert" data-testid="board-error">
                            {move || error.get()}
                        </p>
                        <div class="board-body">
                            <div class="board-setup">
                                <Table setup=setup edit=edit/>
                                <CardPicker setup=setup edit=edit/>
                                <Moves setup=setup edit=edit/>
                            </div>
                            <div class="board-side">
                                <Analysis setup=setup/>
                                <Share setup=setup/>
                            </div>
                        </div>
                    }
                    .into_any()
                }
            }}
            <p class="board-actions">
                <button type="button" data-testid="board-close" on:click=move |_| on_close.run(())>
                    "Close"
                </button>
            </p>
        </Modal>
    }
}

/// The rules, who deals, whose view, and the score.
#[component]
fn Table(setup: RwSignal<Setup>, edit: Callback<Edit>) -> impl IntoView {
    let seats = move || {
        let players = setup.with(|s| s.rules.players);
        Seat::ALL
            .into_iter()
            .filter(|s| players.contains(*s))
            .collect::<Vec<_>>()
    };
    let preset = move || setup.with(|s| s.rules.preset());
    let seat_choice = move |name: &'static str,
                            pick: fn(&Setup) -> Seat,
                            make: fn(Seat) -> Edit| {
        view! {
            <fieldset class="board-seats" data-testid=format!("board-{}", name.to_ascii_lowercase())>
                <legend>{name}</legend>
                {move || {
                    seats()
                        .into_iter()
                        .map(|seat| {
                            let on = move || setup.with(|s| pick(s) == seat);
                            view! {
                                <button
                                    type="button"
                                    aria-pressed=move || on().to_string()
                                    data-seat=seat.name()
                                    on:click=move |_| edit.run(make(seat))
                                >
                                    {seat.name()}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </fieldset>
        }
    };
    let score = move |side: usize, name: &'static str| {
        view! {
            <label class="board-score">
                {name}
                <input
                    type="number"
                    min="0"
                    max="20"
                    inputmode="numeric"
                    data-testid=format!("board-score-{side}")
                    prop:value=move || setup.with(|s| s.scores.0[side]).to_string()
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        match text.trim().parse::<u8>() {
                            Ok(points) => edit.run(Edit::Score(side, points)),
                            // Put the number back as it was.
                            Err(_) => setup.update(|_| {}),
                        }
                    }
                />
            </label>
        }
    };
    view! {
        <div class="board-table">
            <label class="board-rules">
                "Rules "
                <select
                    data-testid="board-rules"
                    on:change=move |ev| {
                        let name = event_target_value(&ev);
                        if let Some(p) = Preset::ALL.into_iter().find(|p| p.name() == name) {
                            edit.run(Edit::Rules(p));
                        }
                    }
                >
                    {Preset::ALL
                        .into_iter()
                        .map(|p| {
                            view! {
                                <option value=p.name() selected=move || preset() == Some(p)>
                                    {p.name()}
                                </option>
                            }
                        })
                        .collect_view()}
                    {move || {
                        preset()
                            .is_none()
                            .then(|| view! { <option selected=true value="">"The game's own rules"</option> })
                    }}
                </select>
            </label>
            {seat_choice("Dealer", |s| s.dealer, Edit::Dealer)}
            {seat_choice("Seat", |s| s.seat, Edit::Seat)}
            <div class="board-scores">
                {move || {
                    let three = !setup.with(|s| s.rules.players.has_partners());
                    let names = if three {
                        ["South ", "West or East "]
                    } else {
                        ["North–South ", "East–West "]
                    };
                    view! { {score(0, names[0])} {score(1, names[1])} }
                }}
            </div>
        </div>
    }
}
