//! After each hand: what happened, every player's hand face up with the upcard, the discard
//! and the kitty, each trick, the seed. After the last: who won, and a new game.

use leptos::prelude::*;

use super::challenge::{ChallengeFriend, ChallengeResult};
use super::dialog::Modal;
use super::game_log::{LogPage, use_game_log};
use super::outcome::{detail, headline};
use super::practice::PracticeNote;
use super::report::GameReportView;
use super::summary_hands::{SummaryHands, SummaryKitty};
use super::trick_steps::TrickSteps;
use super::versus::VersusExpert;
use crate::store::{Duplicate, Msg, Tally, use_game, winner_words};
use euchre_ai::duplicate::{points_of, points_text};

/// The summary of the hand record the store says is open, as a modal dialog. Escape goes
/// on, as its main button does ("Next deal", or "See the result" after the last hand).
#[component]
pub fn HandSummary() -> impl IntoView {
    let store = use_game();
    let summary = store.summary();
    let game = store.game();
    let practising = store.practising();
    let log = use_game_log();
    move || {
        let index = summary.get()?;
        let (record, seed, over, next_dealer, players) = game.with(|g| {
            (
                g.history()[index].clone(),
                g.seed(),
                index + 1 == g.history().len() && g.winner().is_some(),
                g.history()
                    .get(index + 1)
                    .map_or_else(|| g.dealer(), |r| r.dealer),
                g.rules().players,
            )
        });
        Some(view! {
            <Modal
                testid="hand-summary"
                title_id="summary-title"
                class="summary"
                overlay_class="after-hand"
                on_close=move || store.dispatch(Msg::Continue)
            >
                    <h2 id="summary-title">{headline(&record, next_dealer, players)}</h2>
                    <p class="summary-detail" data-testid="summary-detail">{detail(&record, next_dealer, players)}</p>
                    <p class="summary-scores" data-testid="summary-scores">
                        {Tally::after(players, &record).words(" · ")}
                    </p>
                    <DuplicateLine hand=record.number/>
                    <SummaryHands record=record.clone() players=players/>
                    <SummaryKitty record=record.clone()/>
                    <BidReasons hand=record.number/>
                    {(!record.tricks.is_empty()).then(|| view! { <TrickSteps tricks=record.tricks.clone()/> })}
                    <p class="summary-seed">{format!("Game seed {seed} · hand {}", record.number + 1)}</p>
                    <PracticeNote/>
                    <div class="dialog-buttons">
                        {log.map(|log| view! {
                            <button
                                type="button"
                                data-testid="review-hand"
                                aria-haspopup="dialog"
                                on:click=move |_| log.set(Some(LogPage::Hand(record.number)))
                            >
                                "Review this hand"
                            </button>
                        })}
                        <Show when=move || practising.get()>
                            <button
                                type="button"
                                data-testid="summary-back"
                                on:click=move |_| store.dispatch(Msg::BackToGame)
                            >
                                "Back to the game"
                            </button>
                        </Show>
                        <button
                            type="button"
                            class="primary"
                            data-testid="continue"
                            autofocus
                            on:click=move |_| store.dispatch(Msg::Continue)
                        >
                            {if over { "See the result" } else { "Next deal" }}
                        </button>
                    </div>
            </Modal>
        })
    }
}

/// Learning mode: why each computer bid as it did in hand `hand`, from its own cards, now
/// that the hand is over and every card has been shown; nothing until the reviews came.
#[component]
fn BidReasons(hand: u32) -> impl IntoView {
    let store = use_game();
    // A guest at a table of people never saw the other hands the reasons come from.
    let guest = store.is_guest();
    move || {
        let reasons = if guest {
            Vec::new()
        } else {
            store.bid_reasons(hand)
        };
        (!reasons.is_empty()).then(|| {
            view! {
                <div class="bid-reasons" data-testid="bid-reasons">
                    <h3>"Why they bid"</h3>
                    <ul>{reasons.into_iter().map(|r| view! { <li>{r}</li> }).collect_view()}</ul>
                </div>
            }
        })
    }
}

/// What South's side scored in hand `hand` against what the Expert scores in South's seat
/// with the same cards, partner and opponents ("You +1 · the Expert with your cards +2"),
/// once the workers have played it again; nothing for a hand with no decision.
#[component]
fn DuplicateLine(hand: u32) -> impl IntoView {
    let store = use_game();
    let (yours, players) = store.game().with_untracked(|g| {
        let players = g.rules().players;
        (points_of(g.history(), players, hand), players)
    });
    move || {
        let (text, note) = match (store.duplicate(hand)?, yours) {
            (Duplicate::Playing, _) => ("The Expert is playing your cards…".to_string(), None),
            (Duplicate::Expert(expert), Some(yours)) => (
                format!(
                    "You {} · the Expert with your cards {}",
                    points_text(yours.into(), players),
                    points_text(expert.into(), players)
                ),
                super::versus::three_points(players),
            ),
            (Duplicate::Expert(_), None) => return None,
        };
        Some(view! {
            <p class="summary-duplicate" data-testid="summary-duplicate" role="status">{text}</p>
            {note}
        })
    }
}

/// The game-over dialog with the final score and a new-game button (in practice, "Back to
/// the game" instead: a practice branch's end is not the game's). Escape does not close it
/// (behind it is a finished game, with nothing to play): it puts the focus back on its main
/// button, the one way on.
#[component]
pub fn GameOver() -> impl IntoView {
    let store = use_game();
    let game = store.game();
    let summary = store.summary();
    let undo_used = store.undo_used();
    let practising = store.practising();
    let log = use_game_log();
    move || {
        let winner = game.with(|g| g.winning_seat())?;
        if summary.get().is_some() {
            return None;
        }
        let (scores, players) = game.with(|g| (Tally::of_game(g), g.rules().players));
        let main = NodeRef::<leptos::html::Button>::new();
        let focus_main = move || {
            if let Some(button) = main.get_untracked() {
                let _ = button.focus();
            }
        };
        // Today's deal is offered after a real game that was not it.
        let today_offered = !practising.get()
            && crate::today().is_some_and(|d| game.with(|g| g.seed()) != d.seed());
        // In practice the way on is back to the game, never a new game.
        let (main_id, main_label, main_msg) = if practising.get() {
            ("over-back", "Back to the game", Msg::BackToGame)
        } else {
            ("new-game", "New game", Msg::AskNewGame)
        };
        Some(view! {
            <Modal testid="game-over" title_id="over-title" class="game-over" on_close=focus_main>
                    <h2 id="over-title">
                        {move || practising.get().then_some("Practice: ")}
                        {winner_words(players, winner)}
                    </h2>
                    <p class="final-score" data-testid="final-score">{scores.words(" · ")}</p>
                    {move || undo_used.get().then(|| view! { <p class="undo-mark">"Undo was used in this game."</p> })}
                    <PracticeNote/>
                    <ChallengeResult/>
                    <GameReportView/>
                    <VersusExpert/>
                    <ChallengeFriend/>
                    <div class="dialog-buttons over-buttons">
                        {log.map(|log| view! {
                            <button type="button" data-testid="over-log" aria-haspopup="dialog" on:click=move |_| log.set(Some(LogPage::Hands))>
                                "Game log"
                            </button>
                        })}
                        {today_offered.then(|| view! {
                            <button type="button" data-testid="over-daily" on:click=move |_| {
                                if let Some(date) = crate::today() {
                                    store.dispatch(Msg::AskDaily(date));
                                }
                            }>
                                "Today's deal"
                            </button>
                        })}
                        <button
                            type="button"
                            class="primary"
                            data-testid=main_id
                            node_ref=main
                            autofocus
                            on:click=move |_| store.dispatch(main_msg.clone())
                        >
                            {main_label}
                        </button>
                    </div>
            </Modal>
        })
    }
}
