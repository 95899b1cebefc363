//! After each hand: what happened, all four hands face up, each trick, the seed. After the
//! last: who won, and a new game.

use euchre::{HandOutcome, HandRecord, ScoreKind, Seat, Team, Trump};
use leptos::prelude::*;

use super::card::CardFace;
use super::dialog::Modal;
use super::game_log::{LogPage, use_game_log};
use super::hand::sorted_hand;
use super::practice::PracticeNote;
use super::report::GameReportView;
use super::table::seat_label;
use crate::store::{Msg, mid_sentence, misdeal_words, team_words, trump_made, use_game, who};

/// The summary of the hand record the store says is open, as a modal dialog. Escape goes
/// on, as its main button does ("Next deal", or "See the result" after the last hand).
#[component]
pub fn HandSummary() -> impl IntoView {
    let store = use_game();
    let summary = store.summary();
    let game = store.game();
    let can_undo = store.can_undo();
    let log = use_game_log();
    move || {
        let index = summary.get()?;
        let (record, seed, over, next_dealer) = game.with(|g| {
            (
                g.history()[index].clone(),
                g.seed(),
                index + 1 == g.history().len() && g.winner().is_some(),
                g.history()
                    .get(index + 1)
                    .map_or_else(|| g.dealer(), |r| r.dealer),
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
                    <h2 id="summary-title">{headline(&record, next_dealer)}</h2>
                    <p class="summary-detail" data-testid="summary-detail">{detail(&record, next_dealer)}</p>
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
                                let cards = t.in_play_order().map(|(s, c)| format!("{} {c}", who(s))).collect::<Vec<_>>().join(", ");
                                let winner = t.winner.map(who).unwrap_or("—");
                                view! { <li>{format!("{cards} → {winner}")}</li> }
                            }).collect_view()}
                        </ol>
                    })}
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

/// One line on what the hand came to. `next_dealer` is who deals after it (the engine's:
/// the next record's dealer, or the current hand's).
pub(super) fn headline(record: &HandRecord, next_dealer: Seat) -> String {
    match record.outcome {
        HandOutcome::Misdeal { .. } => {
            format!("Misdeal: the deal passes to {}", who_mid(next_dealer))
        }
        HandOutcome::PassedOut => "Everyone passed: a new deal".into(),
        HandOutcome::Played {
            contract, score, ..
        } => {
            let makers = contract.makers();
            let team = score.team(makers);
            let what = match score.kind {
                ScoreKind::Made => format!("{} made it", team_words(makers)),
                ScoreKind::March => format!("{} marched", team_words(makers)),
                ScoreKind::Euchre => format!(
                    "{} euchred {}",
                    team_words(team),
                    mid_sentence(team_words(makers))
                ),
            };
            format!("{what}: +{}", score.points)
        }
    }
}

/// A seat in mid-sentence: "you", "North".
fn who_mid(seat: Seat) -> String {
    mid_sentence(who(seat))
}

/// Who made trump, alone or not, and the tricks; why a misdeal was one (from the misdealt
/// hand as dealt), and who deals next.
fn detail(record: &HandRecord, next_dealer: Seat) -> String {
    match record.outcome {
        HandOutcome::Played {
            contract,
            maker_tricks,
            defender_alone,
            ..
        } => {
            let verb = match contract.trump {
                Trump::Suit(_) => "made",
                Trump::High | Trump::Low => "called",
            };
            format!(
                "{} {verb} {}{}{}; the makers took {maker_tricks} of the 5 tricks.",
                who(contract.maker),
                trump_made(contract.trump),
                if contract.alone { " alone" } else { "" },
                defender_alone
                    .map(|s| format!(", {} defended alone", who_mid(s)))
                    .unwrap_or_default(),
            )
        }
        HandOutcome::Misdeal { seat } => format!(
            "{} held {}: the hand is thrown in and the deal passes to {}.",
            who(seat),
            misdeal_words(record.deal.hands[seat]),
            who_mid(next_dealer)
        ),
        HandOutcome::PassedOut => format!(
            "Nobody made trump; the deal passes to {}.",
            who_mid(next_dealer)
        ),
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
    let practising = store.practising();
    let log = use_game_log();
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
                    <h2 id="over-title">
                        {move || practising.get().then_some("Practice: ")}
                        {if won { "You win!" } else { "East and West win" }}
                    </h2>
                    <p class="final-score" data-testid="final-score">
                        {format!("Us {} · Them {}", scores[Team::NorthSouth], scores[Team::EastWest])}
                    </p>
                    {move || undo_used.get().then(|| view! { <p class="undo-mark">"Undo was used in this game."</p> })}
                    <PracticeNote/>
                    <GameReportView/>
                    <div class="dialog-buttons over-buttons">
                        {log.map(|log| view! {
                            <button type="button" data-testid="over-log" aria-haspopup="dialog" on:click=move |_| log.set(Some(LogPage::Hands))>
                                "Game log"
                            </button>
                        })}
                        <Show when=move || practising.get()>
                            <button type="button" data-testid="over-back" on:click=move |_| store.dispatch(Msg::BackToGame)>
                                "Back to the game"
                            </button>
                        </Show>
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
                    </div>
            </Modal>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Game, Preset};
    use euchre_ai::Difficulty;
    use std::collections::BTreeSet;

    /// The kind of a hand's outcome, as the words depend on it.
    fn kind(record: &HandRecord) -> &'static str {
        match record.outcome {
            HandOutcome::Misdeal { seat } => {
                if record.deal.hands[seat]
                    .iter()
                    .any(|c| c.rank() == euchre::Rank::Ace)
                {
                    "misdeal with an ace"
                } else {
                    "misdeal"
                }
            }
            HandOutcome::PassedOut => "passed out",
            HandOutcome::Played {
                defender_alone: Some(_),
                ..
            } => "defended alone",
            HandOutcome::Played { contract, .. } if contract.trump == Trump::High => "high",
            HandOutcome::Played { contract, .. } if contract.trump == Trump::Low => "low",
            HandOutcome::Played { score, .. } => match score.kind {
                ScoreKind::Made => "made",
                ScoreKind::March => "march",
                ScoreKind::Euchre => "euchre",
            },
        }
    }

    /// The summary's words for every kind of hand the engine ends, in seeded games of the
    /// heuristic under each preset: who deals next is the engine's next dealer.
    #[test]
    fn every_kind_of_hand_is_summed_up_from_its_record() {
        let mut kinds = BTreeSet::new();
        for seed in 0..300u64 {
            for preset in Preset::ALL {
                let mut game = Game::new(preset.rules(), seed);
                let mut player = euchre_ai::player(Difficulty::Normal, seed);
                while let Some(seat) = game.to_act() {
                    let action = player.choose(&game.view(seat));
                    game.apply(seat, action).unwrap();
                }
                for (i, record) in game.history().iter().enumerate() {
                    kinds.insert(kind(record));
                    let next = game
                        .history()
                        .get(i + 1)
                        .map_or(game.dealer(), |r| r.dealer);
                    check(record, next);
                }
            }
            if kinds.len() == 8 {
                return;
            }
        }
        panic!("only {kinds:?}");
    }

    fn check(record: &HandRecord, next: Seat) {
        let (head, detail) = (headline(record, next), detail(record, next));
        for text in [&head, &detail] {
            assert!(!text.contains("South"), "the person is you: {text}");
            assert!(!text.contains("(no trump) trump"), "{text}");
        }
        match record.outcome {
            HandOutcome::Misdeal { seat } => {
                assert_eq!(
                    head,
                    format!("Misdeal: the deal passes to {}", who_mid(next))
                );
                assert!(detail.starts_with(who(seat)), "{detail}");
                let ace = record.deal.hands[seat]
                    .iter()
                    .any(|c| c.rank() == euchre::Rank::Ace);
                assert_eq!(
                    detail.contains("an ace and four nines and tens"),
                    ace,
                    "{detail}"
                );
                assert_eq!(detail.contains("only nines and tens"), !ace, "{detail}");
                assert!(
                    detail.ends_with(&format!("passes to {}.", who_mid(next))),
                    "{detail}"
                );
            }
            HandOutcome::PassedOut => {
                assert!(
                    detail.ends_with(&format!("passes to {}.", who_mid(next))),
                    "{detail}"
                );
            }
            HandOutcome::Played {
                contract,
                defender_alone,
                maker_tricks,
                score,
            } => {
                let scorer = score.team(contract.makers());
                assert!(head.starts_with(team_words(scorer)), "{head}");
                assert!(head.ends_with(&format!(": +{}", score.points)), "{head}");
                assert!(detail.starts_with(who(contract.maker)), "{detail}");
                assert!(detail.contains(&trump_made(contract.trump)), "{detail}");
                assert_eq!(
                    detail.contains("alone"),
                    contract.alone || defender_alone.is_some(),
                    "{detail}"
                );
                if let Some(seat) = defender_alone {
                    assert!(detail.contains(&format!("{} defended alone", who_mid(seat))));
                }
                assert!(detail.contains(&format!("took {maker_tricks} of the 5 tricks")));
            }
        }
    }

    #[test]
    fn the_words_of_a_few_hands() {
        let record = HandRecord {
            number: 0,
            dealer: Seat::West,
            deal: euchre::Deal::new(0, Seat::West),
            outcome: HandOutcome::PassedOut,
            discard: None,
            tricks: Vec::new(),
            scores_after: euchre::ByTeam([0, 0]),
            seat_scores_after: euchre::BySeat([0; 4]),
        };
        assert_eq!(
            headline(&record, Seat::South),
            "Everyone passed: a new deal"
        );
        assert_eq!(
            detail(&record, Seat::South),
            "Nobody made trump; the deal passes to you."
        );
    }
}
