//! The game log: the game's hands (number, dealer, trump and maker, result, score after)
//! and the hand being played, each opening into its timeline (`timeline.rs`). Opened from
//! the header, from the game's end, and at one hand from its summary ("Review this hand").

use std::time::Duration;

use euchre::{Game, HandOutcome};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::bid_panel::capitalize;
use super::dialog::Modal;
use super::outcome::headline;
use super::timeline::HandTimeline;
use crate::store::{
    Decision, Stage, Swept, Tally, decisions, mid_sentence, trump_made, use_game, who,
};

/// Which page of the game log is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogPage {
    /// The list of the game's hands.
    Hands,
    /// One hand's timeline, by its number.
    Hand(u32),
}

/// The game log's page while it is open (context, provided by the game screen).
#[derive(Clone, Copy, Debug)]
struct LogOpen(Swept<Option<LogPage>>);

/// Provides the game log's open page by context, closed.
pub fn provide_game_log() -> Swept<Option<LogPage>> {
    let open = Swept::new(None);
    provide_context(LogOpen(open));
    open
}

/// The game log's open page, under a game screen (none elsewhere, as in a test that mounts
/// a summary alone: then there is no log to open).
pub fn use_game_log() -> Option<Swept<Option<LogPage>>> {
    use_context::<LogOpen>().map(|LogOpen(open)| open)
}

/// South's first bid or playable card.
const PLAY: &str =
    "[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])";

/// Focuses the element `selector` names in the page once it is drawn (after a page of the
/// log replaced the one with the focus).
pub(super) fn focus_soon(selector: String) {
    set_timeout(
        move || {
            if let Some(element) = document()
                .query_selector(&selector)
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = element.focus();
            }
        },
        Duration::ZERO,
    );
}

/// The game log dialog, on the page `open` names. Escape closes it.
#[component]
pub fn GameLog(
    /// The page open, or `None` while closed.
    open: Swept<Option<LogPage>>,
) -> impl IntoView {
    let close = move || open.set(None);
    view! {
        <Show when=move || open.with(Option::is_some)>
            <Modal testid="game-log" title_id="log-title" class="game-log" on_close=close>
                {move || match open.get() {
                    Some(LogPage::Hand(n)) => view! {
                        <HandPage hand=n open=open/>
                    }.into_any(),
                    _ => view! { <HandsPage open=open/> }.into_any(),
                }}
                <div class="dialog-buttons">
                    <button type="button" class="primary" data-testid="log-close" on:click=move |_| close()>
                        "Close"
                    </button>
                </div>
            </Modal>
        </Show>
    }
}

/// A hidden pause between the parts of a row, so a screen reader reads them apart.
fn pause() -> impl IntoView {
    view! { <span class="visually-hidden">". "</span> }
}

/// One line of the list: its number, dealer, trump and result, for a finished hand or the
/// one being played.
struct Line {
    number: u32,
    dealer: euchre::Seat,
    trump: String,
    /// Who passed, ordered or called, round by round.
    bidding: String,
    result: String,
    scores: Tally,
}

/// The list's lines: every finished hand, then the hand being played (if any).
fn lines(g: &Game) -> Vec<Line> {
    let players = g.rules().players;
    let all = decisions(g);
    let bidding = |hand: u32| bidding_words(all.iter().filter(|d| d.hand == hand));
    let mut out: Vec<Line> = g
        .history()
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let next = g
                .history()
                .get(i + 1)
                .map_or_else(|| g.dealer(), |n| n.dealer);
            let trump = match r.outcome {
                HandOutcome::Played { contract, .. } => contract_words(contract),
                HandOutcome::Misdeal { .. } => "Misdeal".into(),
                HandOutcome::PassedOut => "Passed out".into(),
            };
            Line {
                number: r.number,
                dealer: r.dealer,
                trump,
                bidding: bidding(r.number),
                result: headline(r, next, players),
                scores: Tally::after(players, r),
            }
        })
        .collect();
    if !g.is_over() && !g.hand().history().is_empty() {
        out.push(Line {
            number: g.hand_number(),
            dealer: g.dealer(),
            trump: g
                .hand()
                .contract()
                .map_or_else(|| "Bidding".into(), contract_words),
            bidding: bidding(g.hand_number()),
            result: format!("Now: {}", lower_first(&Stage::of(g).heading())),
            scores: Tally::of_game(g),
        });
    }
    out
}

/// The bidding of a hand, round by round, from its decisions: "Round 1: East passed, South
/// passed, West passed, North passed. Round 2: East called clubs trump."
fn bidding_words<'a>(decisions: impl Iterator<Item = &'a Decision>) -> String {
    let mut rounds: Vec<(Stage, Vec<String>)> = Vec::new();
    for d in decisions {
        if !matches!(
            d.stage,
            Stage::Round1 | Stage::Joker | Stage::Round2 | Stage::DefendAlone | Stage::Best
        ) {
            continue;
        }
        let said = format!("{} {}", mid_sentence(who(d.seat)), lower_first(&d.words));
        match rounds.last_mut() {
            Some((stage, said_there)) if *stage == d.stage => said_there.push(said),
            _ => rounds.push((d.stage, vec![said])),
        }
    }
    rounds
        .into_iter()
        .map(|(stage, said)| {
            let name = match stage {
                Stage::Round1 => "Round 1",
                Stage::Joker => "The Joker turned up",
                Stage::Round2 => "Round 2",
                Stage::Best => "Partner's best",
                _ => "Against the loner",
            };
            format!("{name}: {}.", said.join(", "))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with its first letter in lower case ("Passed" → "passed").
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_lowercase().chain(chars).collect())
}

/// "Hearts trump by North, alone".
fn contract_words(c: euchre::Contract) -> String {
    format!(
        "{} by {}{}",
        capitalize(&trump_made(c.trump)),
        mid_sentence(who(c.maker)),
        if c.alone { ", alone" } else { "" }
    )
}

/// The list of the game's hands, each a button that opens its timeline.
#[component]
fn HandsPage(
    /// The log's page.
    open: Swept<Option<LogPage>>,
) -> impl IntoView {
    let store = use_game();
    let lines = store.game().with_untracked(lines);
    let practising = store.practising();
    let empty = lines.is_empty();
    view! {
        <h2 id="log-title">"Game log"</h2>
        <Show when=move || practising.get()>
            <p class="practice-note" data-testid="log-practice">"This is the practice game: the hands from where you replayed it are practice."</p>
        </Show>
        {empty.then(|| view! { <p data-testid="log-empty">"No hand has been played yet."</p> })}
        <ol class="log-hands" data-testid="log-hands" aria-label="The hands of this game">
            {lines.into_iter().map(|line| {
                let number = line.number;
                view! {
                    <li>
                        <button
                            type="button"
                            class="log-hand"
                            data-testid="log-hand"
                            data-hand=number
                            on:click=move |_| {
                                open.set(Some(LogPage::Hand(number)));
                                focus_soon("[data-testid=log-back]".into());
                            }
                        >
                            <span class="log-no">{format!("Hand {}", number + 1)}</span>
                            {pause()}
                            <span class="log-dealer">"Dealer: "{who(line.dealer)}</span>
                            {pause()}
                            <span class="log-trump">{line.trump}</span>
                            {pause()}
                            <span class="log-bidding" data-testid="log-bidding">{line.bidding}</span>
                            {pause()}
                            <span class="log-result" data-testid="log-result">{line.result}</span>
                            {pause()}
                            <span class="log-score" data-testid="log-score">{line.scores.words(" · ")}</span>
                        </button>
                    </li>
                }
            }).collect_view()}
        </ol>
    }
}

/// One hand's timeline, with the way back to the list.
#[component]
fn HandPage(
    /// The hand's number.
    hand: u32,
    /// The log's page.
    open: Swept<Option<LogPage>>,
) -> impl IntoView {
    let store = use_game();
    let about = store.game().with_untracked(|g| {
        let index = hand as usize;
        match g.history().get(index) {
            Some(r) => {
                let next = g
                    .history()
                    .get(index + 1)
                    .map_or_else(|| g.dealer(), |n| n.dealer);
                (
                    r.dealer,
                    r.deal.upcard,
                    headline(r, next, g.rules().players),
                )
            }
            None => (g.dealer(), g.hand().deal().upcard, "Being played".into()),
        }
    });
    let (dealer, upcard, result) = about;
    view! {
        <button
            type="button"
            class="tool log-back"
            data-testid="log-back"
            on:click=move |_| {
                open.set(Some(LogPage::Hands));
                focus_soon(format!("[data-testid=log-hand][data-hand='{hand}']"));
            }
        >
            "← All hands"
        </button>
        <h2 id="log-title">{format!("Hand {}", hand + 1)}</h2>
        <p class="log-about" data-testid="timeline-about">
            {format!("{} dealt, the upcard was {}. {result}.", who(dealer), crate::store::card_words(upcard))}
        </p>
        <div class="timeline" data-testid="timeline">
            <HandTimeline hand=hand on_replay=move || {
                open.set(None);
                // The practice starts at the person's decision: the focus goes to it.
                focus_soon(PLAY.into());
            }/>
        </div>
    }
}
