//! After each hand: what happened, all four hands face up, each trick, the seed. After the
//! last: who won, and a new game.

use euchre::{HandOutcome, HandRecord, ScoreKind, Seat, Team};
use leptos::prelude::*;

use super::card::CardFace;
use super::dialog::Modal;
use super::hand::sorted_hand;
use super::table::seat_label;
use crate::store::{Msg, use_game};

/// The summary of the hand record the store says is open, as a modal dialog. Escape goes
/// on, as its main button does ("Next deal", or "See the result" after the last hand).
#[component]
pub fn HandSummary() -> impl IntoView {
    let store = use_game();
    let summary = store.summary();
    let game = store.game();
    let can_undo = store.can_undo();
    move || {
        let index = summary.get()?;
        let (record, seed, over) = game.with(|g| {
            (
                g.history()[index].clone(),
                g.seed(),
                index + 1 == g.history().len() && g.winner().is_some(),
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
                    <h2 id="summary-title">{headline(&record)}</h2>
                    <p class="summary-detail" data-testid="summary-detail">{detail(&record)}</p>
                    <p class="summary-scores">
                        {format!("Us {} · Them {}", record.scores_after[Team::NorthSouth], record.scores_after[Team::EastWest])}
                    </p>
                    <div class="summary-hands">
                        {Seat::ALL.map(|seat| {
                            let trump = match record.outcome {
                                HandOutcome::Played { contract, .. } => Some(contract.trump),
                                _ => None,
                            };
                            let mut cards: Vec<_> = record.tricks.iter().filter_map(|t| t.cards[seat]).collect();
                            if cards.is_empty() {
                                cards = record.deal.hands[seat].iter().collect();
                            } else {
                                // Cards a sitting-out seat never played stay in its hand.
                                let played: euchre::CardSet = cards.iter().copied().collect();
                                let dealt = record.deal.hands[seat];
                                cards.extend(dealt.iter().filter(|c| !played.contains(*c) && Some(*c) != record.discard));
                            }
                            let cards = sorted_hand(cards, trump);
                            view! {
                                <div class="summary-hand">
                                    <span class="summary-seat">{seat_label(seat)}</span>
                                    <div class="mini-cards">
                                        {cards.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                                    </div>
                                </div>
                            }
                        })}
                    </div>
                    {(!record.tricks.is_empty()).then(|| view! {
                        <ol class="summary-tricks" aria-label="The tricks">
                            {record.tricks.iter().map(|t| {
                                let cards = t.in_play_order().map(|(s, c)| format!("{} {c}", s.name())).collect::<Vec<_>>().join(", ");
                                let winner = t.winner.map(|w| w.name()).unwrap_or("—");
                                view! { <li>{format!("{cards} → {winner}")}</li> }
                            }).collect_view()}
                        </ol>
                    })}
                    <p class="summary-seed">{format!("Game seed {seed} · hand {}", record.number + 1)}</p>
                    <div class="dialog-buttons">
                        <Show when=move || can_undo.get()>
                            <button
                                type="button"
                                data-testid="summary-undo"
                                on:click=move |_| store.dispatch(Msg::Undo)
                            >
                                "Undo my last move"
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

/// One line on what the hand came to.
fn headline(record: &HandRecord) -> String {
    match record.outcome {
        HandOutcome::Misdeal { seat } => format!("Misdeal: {} is redealt", seat.name()),
        HandOutcome::PassedOut => "Everyone passed: redeal".into(),
        HandOutcome::Played {
            contract, score, ..
        } => {
            let team = score.team(contract.makers());
            let who = if team == Team::NorthSouth {
                "We"
            } else {
                "They"
            };
            let how = match score.kind {
                ScoreKind::Made => "made it",
                ScoreKind::March => "marched",
                ScoreKind::Euchre => "euchred the makers",
            };
            format!("{who} {how}: +{}", score.points)
        }
    }
}

/// Who made trump, alone or not, and the tricks.
fn detail(record: &HandRecord) -> String {
    match record.outcome {
        HandOutcome::Played {
            contract,
            maker_tricks,
            defender_alone,
            ..
        } => format!(
            "{} made {} trump{}{}; the makers took {maker_tricks} of 5 tricks.",
            seat_label(contract.maker),
            contract.trump,
            if contract.alone { " alone" } else { "" },
            defender_alone
                .map(|s| format!(", {} defended alone", s.name()))
                .unwrap_or_default(),
        ),
        HandOutcome::Misdeal { seat } => {
            format!("{} held only nines and tens (or one ace).", seat.name())
        }
        HandOutcome::PassedOut => "Nobody made trump; the deal passes left.".into(),
    }
}

/// The game-over dialog with the final score and a new-game button. Escape does not close
/// it (behind it is a finished game, with nothing to play): it puts the focus back on
/// "New game", the one way on.
#[component]
pub fn GameOver() -> impl IntoView {
    let store = use_game();
    let game = store.game();
    let summary = store.summary();
    let undo_used = store.undo_used();
    move || {
        let winner = game.with(|g| g.winner())?;
        if summary.get().is_some() {
            return None;
        }
        let scores = game.with(|g| g.scores());
        let won = winner == Team::NorthSouth;
        let new_game = NodeRef::<leptos::html::Button>::new();
        let focus_new_game = move || {
            if let Some(button) = new_game.get_untracked() {
                let _ = button.focus();
            }
        };
        Some(view! {
            <Modal testid="game-over" title_id="over-title" class="game-over" on_close=focus_new_game>
                    <h2 id="over-title">{if won { "You win!" } else { "They win" }}</h2>
                    <p class="final-score" data-testid="final-score">
                        {format!("Us {} · Them {}", scores[Team::NorthSouth], scores[Team::EastWest])}
                    </p>
                    {move || undo_used.get().then(|| view! { <p class="undo-mark">"Undo was used in this game."</p> })}
                    <button
                        type="button"
                        class="primary"
                        data-testid="new-game"
                        node_ref=new_game
                        autofocus
                        on:click=move |_| store.dispatch(Msg::NewGame(None))
                    >
                        "New game"
                    </button>
            </Modal>
        })
    }
}
