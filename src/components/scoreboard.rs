//! The scoreboard: both sides' scores (or each player's, with three), the target, this
//! hand's tricks and contract.

use euchre::{Contract, Players, Seat, Suit, Team, Trump};

use leptos::prelude::*;

use super::six_four::SixFour;
use crate::store::{HintState, Msg, count, mid_sentence, use_game, who};

/// Both partnerships' scores against the target (with three players, each player's), the
/// tricks each has taken this hand, who made trump and whether alone; optionally the
/// six-and-four display (one per side, or per player).
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
    let contract = move || view.with(|v| v.contract.map(contract_words));
    // Each side keeps its score with a six and a four of its own colour.
    let team_row = move |team: Team, label: &'static str, class: &'static str, id: &'static str| {
        let suit = if team == Team::NorthSouth {
            Suit::Hearts
        } else {
            Suit::Spades
        };
        view! {
            <div class=format!("team-score {class}")>
                <span class="team-name">{label}</span>
                <span class="points" data-testid=format!("score-{id}")>{move || score(team)}</span>
                <span class="hand-tricks" data-testid=format!("tricks-{id}") title="Tricks this hand">
                    {move || count(tricks(team), "trick")}
                </span>
                <Show when=move || settings.with(|s| s.six_four)>
                    <SixFour points=Signal::derive(move || score(team)) suit=suit/>
                </Show>
            </div>
        }
    };
    // With three players, each for themselves: a row per seat in play, South's first.
    let players = Memo::new(move |_| view.with(|v| v.rules.players));
    let three = move || players.get() == Players::Three;
    let player_row = move |seat: Seat, class: &'static str, suit: Suit| {
        let score = move || view.with(|v| v.seat_scores[seat]);
        let id = seat.name().to_ascii_lowercase();
        view! {
            <div class=format!("team-score player {class}") data-testid=format!("player-score-{id}")>
                <span class="team-name">{who(seat)}</span>
                <span class="points" data-testid=format!("score-{id}")>{score}</span>
                <span class="hand-tricks" data-testid=format!("score-tricks-{id}") title="Tricks this hand">
                    {move || count(view.with(|v| v.tricks_won[seat]), "trick")}
                </span>
                <Show when=move || settings.with(|s| s.six_four)>
                    <SixFour points=Signal::derive(score) suit=suit/>
                </Show>
            </div>
        }
    };
    let middle = move || {
        view! {
            <div class="score-middle">
                <span class="target" data-testid="target">{move || format!("to {}", target())}</span>
                <span class="contract" data-testid="contract">{move || contract().unwrap_or_else(|| "bidding".into())}</span>
                <span class="hand-no">{move || format!("hand {}", view.with(|v| v.hand_number + 1))}</span>
            </div>
        }
    };
    let scores = move || {
        if three() {
            view! {
                {player_row(Seat::South, "us", Suit::Hearts)}
                {middle()}
                {player_row(Seat::West, "them player-west", Suit::Spades)}
                {player_row(Seat::East, "them player-east", Suit::Diamonds)}
            }
            .into_any()
        } else {
            view! {
                {team_row(Team::NorthSouth, "Us", "us", "us")}
                {middle()}
                {team_row(Team::EastWest, "Them", "them", "them")}
            }
            .into_any()
        }
    };
    view! {
        <section class="scoreboard" class:three=three data-testid="scoreboard" aria-label="Score">
            {scores}
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
        {move || match hint.get() {
            Some(h) => {
                let (text, state) = match h {
                    HintState::Thinking => ("Thinking…".to_string(), "thinking"),
                    HintState::Ready(text) => (text, "ready"),
                };
                // On a small screen a long hint scrolls inside its box, so the box takes the
                // focus (tabindex) for the keyboard to scroll it.
                view! {
                    <p class="hint" class:thinking=state == "thinking" data-testid="hint-text" data-state=state role="status" tabindex="0">
                        {text}
                    </p>
                }
                .into_any()
            }
            // The hint's place on a tall phone (hidden elsewhere, style/panels.css): the last
            // thing that happened, which the live region has read out already.
            None => view! {
                <p class="hint-slot" data-testid="hint-slot" aria-hidden="true">{move || store.announcement().get()}</p>
            }
            .into_any(),
        }}
    }
}

/// The contract on the scoreboard: "♥ Hearts · made by you, alone", "High (no trump) · made
/// by East".
fn contract_words(c: Contract) -> String {
    let trump = match c.trump {
        Trump::Suit(s) => format!("{} {}", s.symbol(), super::bid_panel::capitalize(s.name())),
        other => super::bid_panel::capitalize(&other.to_string()),
    };
    format!(
        "{trump} · made by {}{}",
        mid_sentence(who(c.maker)),
        if c.alone { ", alone" } else { "" }
    )
}
