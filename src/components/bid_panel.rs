//! The bid panel: exactly the bids `legal_actions()` offers South, in words.

use euchre::{Action, Phase, Trump};
use leptos::prelude::*;

use super::card::SuitIcon;
use crate::store::{Msg, YOU, use_game};

/// South's bidding choices: round 1 pass or order up ("Pick it up" for the dealer), round 2
/// the other suits (and High / Low), each with "alone" beside it; the defend-alone prompt.
/// Shown only when South is to bid. `data-testid="bid-panel"`, each button `data-action`,
/// in the engine's order; arrows, Home and End move among them. A bid is `.main`, its alone
/// `.alone` (secondary), Pass `.pass`.
#[component]
pub fn BidPanel() -> impl IntoView {
    let store = use_game();
    let view = store.view();
    let legal = store.legal();
    let bids = Memo::new(move |_| {
        legal.with(|l| {
            l.iter()
                .copied()
                .filter(|a| {
                    !matches!(
                        a,
                        Action::Play(_)
                            | Action::Discard(_)
                            | Action::PassBest(_)
                            | Action::Bury(_)
                    )
                })
                .collect::<Vec<_>>()
        })
    });
    // The engine says whether South may pass (stick the dealer: not as the dealer in round 2).
    let may_pass = move || bids.with(|b| b.contains(&Action::Pass));
    // ... and whether an order may only be alone (the Canadian loner).
    let only_alone = move || {
        bids.with(|b| {
            b.contains(&Action::OrderUp { alone: true })
                && !b.contains(&Action::OrderUp { alone: false })
        })
    };
    let prompt = move || {
        view.with(|v| match v.phase {
            Phase::Bidding1 if v.dealer == YOU => format!("Pick up the {}?", v.upcard),
            // The Canadian loner: ordering the partner up is going alone, the only order.
            Phase::Bidding1 if only_alone() => format!(
                "Order up the {} for your partner? Under the Canadian loner rule that means going alone.",
                v.upcard
            ),
            Phase::Bidding1 => format!("Order up the {} for {}?", v.upcard, v.dealer.name()),
            Phase::JokerTurned => "The Joker is turned up: name trump, and take it".to_string(),
            Phase::Bidding2 if may_pass() => "Name trump, or pass".to_string(),
            Phase::Bidding2 => "Name trump (you are stuck)".to_string(),
            Phase::DefendAlone => "The maker goes alone: defend alone?".to_string(),
            Phase::GoingUnder => "Go under with your farmer's hand?".to_string(),
            Phase::CallForBest => "You play alone: call for your partner's best card?".to_string(),
            _ => String::new(),
        })
    };
    let dealer = Memo::new(move |_| view.with(|v| v.dealer == YOU));
    let best = Memo::new(move |_| view.with(|v| v.phase == Phase::CallForBest));
    // `paired`: an alone bid beside the same bid with the partner (a small "alone"); by
    // itself it says the whole bid.
    let button = move |action: Action, paired: bool| {
        let (label, alone) = if best.get_untracked() && action == Action::Pass {
            (view! { "Play without" }.into_any(), false)
        } else if paired {
            label(action, dealer.get_untracked())
        } else {
            (whole(action, dealer.get_untracked()).into_any(), false)
        };
        view! {
            <button
                type="button"
                class="bid"
                class:alone=alone
                class:main=!alone && !matches!(action, Action::Pass | Action::KeepHand)
                class:pass=matches!(action, Action::Pass | Action::KeepHand)
                data-action=action.to_string()
                on:click=move |_| store.dispatch(Msg::Act(action))
            >
                {label}
            </button>
        }
    };
    view! {
        <Show when=move || !bids.with(Vec::is_empty)>
            <div class="bid-panel" data-testid="bid-panel" role="group" aria-label="Your bid">
                <p class="bid-prompt" data-testid="bid-prompt">{prompt}</p>
                <div class="bids" on:keydown=move |ev| super::hand::arrow_focus(&ev, "button")>
                    {move || {
                        choices(&bids.get())
                            .into_iter()
                            .map(|(main, alone)| match alone {
                                Some(alone) => view! {
                                    <span class="bid-choice">{button(main, true)}{button(alone, true)}</span>
                                }
                                .into_any(),
                                None => button(main, false).into_any(),
                            })
                            .collect_view()
                    }}
                </div>
            </div>
        </Show>
    }
}

/// The bids in the engine's order, each bid paired with the same bid alone right after it
/// (drawn as one choice with a smaller "alone" beside it).
fn choices(bids: &[Action]) -> Vec<(Action, Option<Action>)> {
    let mut out: Vec<(Action, Option<Action>)> = Vec::new();
    for &bid in bids {
        let pairs_with_last = out.last().is_some_and(|&(main, alone)| {
            alone.is_none()
                && match (main, bid) {
                    (Action::OrderUp { alone: false }, Action::OrderUp { alone: true }) => true,
                    (
                        Action::Call {
                            trump,
                            alone: false,
                        },
                        Action::Call {
                            trump: other,
                            alone: true,
                        },
                    ) => trump == other,
                    _ => false,
                }
        });
        match out.last_mut() {
            Some(last) if pairs_with_last => last.1 = Some(bid),
            _ => out.push((bid, None)),
        }
    }
    out
}

/// A bid by itself, in whole words: an alone bid with no bid with the partner beside it
/// says so ("Order up alone"); any other, as [`label`].
fn whole(action: Action, dealer: bool) -> AnyView {
    match action {
        Action::OrderUp { alone: true } => {
            let what = if dealer { "Pick it up" } else { "Order up" };
            view! { {format!("{what} alone")} }.into_any()
        }
        Action::Call { trump, alone: true } => {
            let (call, _) = label(
                Action::Call {
                    trump,
                    alone: false,
                },
                dealer,
            );
            view! { {call}" alone" }.into_any()
        }
        _ => label(action, dealer).0,
    }
}

/// A bid's button: its words (with a suit symbol) and whether it is a bid alone (which
/// shows "alone" and says what in words only a screen reader reads, the bid beside it
/// showing the rest).
fn label(action: Action, dealer: bool) -> (AnyView, bool) {
    let alone_of = |what: String| {
        view! { <span class="visually-hidden">{format!("{what} ")}</span>"alone" }.into_any()
    };
    match action {
        Action::Pass => (view! { "Pass" }.into_any(), false),
        Action::OrderUp { alone } => {
            let what = if dealer { "Pick it up" } else { "Order up" };
            if alone {
                (alone_of(what.to_string()), true)
            } else {
                (view! { {what} }.into_any(), false)
            }
        }
        Action::Call { trump, alone: true } => {
            let what = match trump {
                Trump::Suit(suit) => capitalize(suit.name()),
                Trump::High => "High".to_string(),
                Trump::Low => "Low".to_string(),
            };
            (alone_of(what), true)
        }
        Action::Call {
            trump,
            alone: false,
        } => {
            let view = match trump {
                Trump::Suit(suit) => {
                    let colour = if suit.is_red() { "red" } else { "black" };
                    view! {
                        <span class=format!("bid-suit {colour} suit-{}", suit.name().to_ascii_lowercase())>
                            <SuitIcon suit=suit/>
                        </span>
                        <span class="bid-word">{capitalize(suit.name())}</span>
                    }
                    .into_any()
                }
                Trump::High => view! { "High" }.into_any(),
                Trump::Low => view! { "Low" }.into_any(),
            };
            (view, false)
        }
        Action::DefendAlone => (view! { "Defend alone" }.into_any(), false),
        Action::GoUnder([a, b, c]) => (format!("Go under: {a} {b} {c}").into_any(), false),
        Action::KeepHand => (view! { "Keep my cards" }.into_any(), false),
        Action::CallForBest => (view! { "Call for partner's best" }.into_any(), false),
        Action::Discard(_) | Action::Play(_) | Action::PassBest(_) | Action::Bury(_) => {
            (view! { "" }.into_any(), false)
        }
    }
}

/// "hearts" → "Hearts". Only an ASCII first letter changes (every word the table capitalises
/// is English): `char::to_uppercase` would put Unicode's case tables (~10 kB) in the wasm.
pub fn capitalize(word: &str) -> String {
    let mut text = word.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Suit;

    #[test]
    fn each_bid_is_paired_with_the_same_bid_alone() {
        let call = |trump, alone| Action::Call { trump, alone };
        let hearts = Trump::Suit(Suit::Hearts);
        let clubs = Trump::Suit(Suit::Clubs);
        let bids = [
            Action::Pass,
            call(hearts, false),
            call(hearts, true),
            call(clubs, false),
            call(clubs, true),
            call(Trump::High, false),
            call(Trump::High, true),
        ];
        assert_eq!(
            choices(&bids),
            [
                (Action::Pass, None),
                (call(hearts, false), Some(call(hearts, true))),
                (call(clubs, false), Some(call(clubs, true))),
                (call(Trump::High, false), Some(call(Trump::High, true))),
            ]
        );
        let round_one = [
            Action::Pass,
            Action::OrderUp { alone: false },
            Action::OrderUp { alone: true },
        ];
        assert_eq!(
            choices(&round_one)[1],
            (
                Action::OrderUp { alone: false },
                Some(Action::OrderUp { alone: true })
            )
        );
        // A bid alone is never paired with another trump's bid, nor left out.
        let odd = [call(hearts, false), call(clubs, true), Action::DefendAlone];
        assert_eq!(
            choices(&odd),
            [
                (call(hearts, false), None),
                (call(clubs, true), None),
                (Action::DefendAlone, None)
            ]
        );
    }

    #[test]
    fn capitalize_raises_the_first_letter_only() {
        assert_eq!(capitalize("hearts"), "Hearts");
        assert_eq!(capitalize("no trump"), "No trump");
        assert_eq!(capitalize("Clubs"), "Clubs");
        assert_eq!(capitalize(""), "");
        // A first character that is not one byte is left as it is, never split.
        assert_eq!(capitalize("♠ spades"), "♠ spades");
    }
}
