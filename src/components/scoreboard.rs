//! The scoreboard: both scores, the target, this hand's tricks and contract.

use euchre::{Seat, Team, Trump};
use leptos::prelude::*;

use crate::store::{HintState, Msg, use_game};

/// Both partnerships' scores against the target, the tricks each has taken this hand, who
/// made trump and whether alone; optionally the six-and-four display.
#[component]
pub fn Scoreboard() -> impl IntoView {
    let store = use_game();
    let view = store.table_view();
    let hint = store.hint();
    let thinking = move || hint.with(|h| h == &Some(HintState::Thinking));
    let settings = store.settings();
    let legal = store.legal();
    let can_undo = store.can_undo();
    let score = move |team: Team| view.with(|v| v.scores[team]);
    let tricks =
        move |team: Team| view.with(|v| team.seats().iter().map(|&s| v.tricks_won[s]).sum::<u8>());
    let target = move || view.with(|v| v.rules.points_to_win.points());
    let contract = move || {
        view.with(|v| {
            v.contract.map(|c| {
                let trump = match c.trump {
                    Trump::Suit(s) => {
                        format!("{} {}", s.symbol(), super::bid_panel::capitalize(s.name()))
                    }
                    other => other.to_string(),
                };
                let who = if c.maker == Seat::South {
                    "You".to_string()
                } else {
                    c.maker.name().to_string()
                };
                format!(
                    "{trump} · made by {who}{}",
                    if c.alone { ", alone" } else { "" }
                )
            })
        })
    };
    let team_row = move |team: Team, label: &'static str, class: &'static str, id: &'static str| {
        view! {
            <div class=format!("team-score {class}")>
                <span class="team-name">{label}</span>
                <span class="points" data-testid=format!("score-{id}")>{move || score(team)}</span>
                <span class="hand-tricks" data-testid=format!("tricks-{id}") title="Tricks this hand">
                    {move || format!("{} tricks", tricks(team))}
                </span>
                <Show when=move || settings.with(|s| s.six_four)>
                    <SixFour points=Signal::derive(move || score(team))/>
                </Show>
            </div>
        }
    };
    view! {
        <section class="scoreboard" data-testid="scoreboard" aria-label="Score">
            {team_row(Team::NorthSouth, "Us", "us", "us")}
            <div class="score-middle">
                <span class="target" data-testid="target">{move || format!("to {}", target())}</span>
                <span class="contract" data-testid="contract">{move || contract().unwrap_or_else(|| "bidding".into())}</span>
                <span class="hand-no">{move || format!("hand {}", view.with(|v| v.hand_number + 1))}</span>
            </div>
            {team_row(Team::EastWest, "Them", "them", "them")}
            <div class="score-actions">
                <button
                    type="button"
                    class="tool"
                    data-testid="hint"
                    disabled=move || legal.with(Vec::is_empty) || thinking()
                    aria-busy=move || thinking().to_string()
                    on:click=move |_| store.dispatch(Msg::Hint)
                >
                    "Hint"
                </button>
                <Show when=move || settings.with(|s| s.undo)>
                    <button
                        type="button"
                        class="tool"
                        data-testid="undo"
                        disabled=move || !can_undo.get()
                        on:click=move |_| store.dispatch(Msg::Undo)
                    >
                        "Undo"
                    </button>
                </Show>
            </div>
        </section>
        {move || hint.get().map(|h| {
            let (text, state) = match h {
                HintState::Thinking => ("Thinking…".to_string(), "thinking"),
                HintState::Ready(text) => (text, "ready"),
            };
            view! {
                <p class="hint" class:thinking=state == "thinking" data-testid="hint-text" data-state=state role="status">
                    {text}
                </p>
            }
        })}
    }
}

/// A score of 0–10 kept with a six and a four: cards face up, pips uncovered as the score.
#[component]
pub fn SixFour(
    /// The score to show.
    #[prop(into)]
    points: Signal<u8>,
) -> impl IntoView {
    view! {
        <span class="six-four" aria-hidden="true" title="Score kept with a six and a four">
            {move || {
                let p = points.get().min(10);
                let (six, four) = if p <= 4 { (0, p) } else if p <= 6 { (p, 0) } else { (6, p - 6) };
                format!("6:{six} 4:{four}")
            }}
        </span>
    }
}
