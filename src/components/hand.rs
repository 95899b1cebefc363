//! South's hand, fanned and sorted, and the other players' hands face down.

use euchre::{Action, Card, CardSet, Phase, Seat, Trump};
use leptos::prelude::*;

use super::card::{CardBack, CardFace};
use crate::store::{Msg, YOU, use_game};

/// South's cards in display order: by suit, trump first (the left bower among trump once
/// trump is known), each suit high to low, suits alternating colour.
pub fn sorted_hand(cards: impl IntoIterator<Item = Card>, trump: Option<Trump>) -> Vec<Card> {
    let trump_suit = trump.and_then(Trump::suit);
    // Spades, hearts, clubs, diamonds: colours alternate. Trump's suit moves to the front.
    let order = |suit: euchre::Suit| -> usize {
        let base = match suit {
            euchre::Suit::Spades => 0,
            euchre::Suit::Hearts => 1,
            euchre::Suit::Clubs => 2,
            euchre::Suit::Diamonds => 3,
        };
        if Some(suit) == trump_suit {
            0
        } else {
            base + 1
        }
    };
    let strength_under = trump.unwrap_or(Trump::High);
    // Every card has its own place (suit order, then strength from the Joker's 8 down to
    // a 7's -2: at most 11 in a suit): drop each into its slot and read them out, no sort
    // needed.
    let mut slots = [None; 5 * 11];
    for card in cards {
        let suit = match trump {
            Some(t) => card.suit_under(t),
            None => card.suit(),
        };
        slots[order(suit) * 11 + (8 - card.strength(strength_under)) as usize] = Some(card);
    }
    slots.into_iter().flatten().collect()
}

/// The card a card action plays, discards, passes or buries.
fn card_of(action: Action) -> Option<Card> {
    match action {
        Action::Play(c) | Action::Discard(c) | Action::PassBest(c) | Action::Bury(c) => Some(c),
        _ => None,
    }
}

/// South's hand: legal cards raised and clickable, the others dimmed and inert. In the
/// discard step the dealer's cards are the legal discards. `data-testid` is `hand-south`.
/// The cards of a new deal (and a picked-up upcard) fan in; the others are drawn still.
/// Arrows, Home and End move among the playable cards; the focus follows the play
/// (`components/focus.rs`).
#[component]
pub fn Hand() -> impl IntoView {
    let store = use_game();
    let hand_ref = NodeRef::<leptos::html::Div>::new();
    super::focus::follow_play(hand_ref);
    let view = store.table_view();
    let legal = store.legal();
    let cards = Memo::new(move |_| view.with(|v| sorted_hand(v.hand.iter(), v.trump())));
    let deal = Memo::new(move |_| view.with(|v| v.hand_number));
    // The deal and the cards drawn last time.
    let drawn = StoredValue::new((u32::MAX, CardSet::EMPTY));
    let any_card = Memo::new(move |_| legal.with(|l| l.iter().any(|a| card_of(*a).is_some())));
    // What choosing a card does when it is not playing it: discarding, passing it to a lone
    // partner, or burying one of six.
    let choosing = Memo::new(move |_| {
        view.with(|v| match v.phase {
            Phase::Discard | Phase::PassBest | Phase::Bury if v.to_act == Some(YOU) => {
                Some(v.phase)
            }
            _ => None,
        })
    });
    let prompt = move || {
        view.with(|v| match choosing.get()? {
            Phase::Discard => Some("You picked up the upcard: choose a card to discard.".into()),
            Phase::PassBest => Some(format!(
                "{} plays alone and calls for your best: choose a card to pass.",
                super::table::seat_label(YOU.partner())
            )),
            _ => {
                let passed = v.history.iter().rev().find_map(|&(_, a)| match a {
                    Action::PassBest(card) => Some(card),
                    _ => None,
                })?;
                Some(format!(
                    "Your partner passed you the {passed}: choose a card to bury."
                ))
            }
        })
    };
    // `offset`: where the card sits in the fan, in half steps from the middle; `fresh`: it was not in the
    // hand drawn before (a new deal, or the upcard picked up), so it is dealt in.
    let card_button = move |card: Card, offset: i32, fresh: Option<usize>| {
        let action = Memo::new(move |_| {
            legal.with(|l| l.iter().copied().find(|a| card_of(*a) == Some(card)))
        });
        let playable = move || action.get().is_some();
        let label = move || {
            let verb = match choosing.get() {
                Some(Phase::Discard) => "Discard",
                Some(Phase::PassBest) => "Pass",
                Some(_) => "Bury",
                None => "Play",
            };
            if playable() {
                format!("{verb} {} of {}", card.rank().name(), card.suit().name())
            } else {
                format!(
                    "{} of {} (cannot be played now)",
                    card.rank().name(),
                    card.suit().name()
                )
            }
        };
        view! {
            <button
                type="button"
                class="card-button"
                class:legal=playable
                class:illegal=move || any_card.get() && !playable()
                class:dealt=fresh.is_some()
                style:--i=offset.to_string()
                style:--n=fresh.unwrap_or(0).to_string()
                data-legal=move || playable().to_string()
                disabled=move || !playable()
                on:click=move |ev| {
                    if let Some(action) = action.get_untracked() {
                        if let Some(element) = event_target::<web_sys::Element>(&ev).closest(".card-button").ok().flatten() {
                            super::motion::remember_origin(card, &element);
                        }
                        store.dispatch(Msg::Act(action));
                    }
                }
            >
                // The name comes from the text, not an aria-label, so that it contains what
                // is visible (WCAG's label in name).
                <span class="visually-hidden">{label}</span>
                <span class="card-holder" aria-hidden="true"><CardFace card=card/></span>
            </button>
        }
    };
    view! {
        <div class="south-hand-wrap">
            <Show when=move || choosing.get().is_some() && !legal.get().is_empty()>
                <p class="discard-prompt" data-testid="discard-prompt">{prompt}</p>
            </Show>
            <div
                class="hand face-up fan"
                data-testid="hand-south"
                role="group"
                aria-label="Your hand"
                tabindex="-1"
                node_ref=hand_ref
                on:keydown=move |ev| arrow_focus(&ev, "button:not([disabled])")
                data-count=move || cards.with(Vec::len).to_string()
            >
                {move || {
                    let deal = deal.get();
                    let cards = cards.get();
                    let (drawn_deal, before) = drawn.get_value();
                    drawn.set_value((deal, cards.iter().copied().collect()));
                    let middle = cards.len() as i32 - 1;
                    cards
                        .into_iter()
                        .enumerate()
                        .map(|(i, card)| {
                            let fresh = (deal != drawn_deal || !before.contains(card)).then_some(i);
                            card_button(card, 2 * i as i32 - middle, fresh)
                        })
                        .collect_view()
                }}
            </div>
        </div>
    }
}

/// A hand face down: a fanned stack of backs. `data-count` holds the number of cards. The
/// backs of a new deal fan in.
#[component]
pub fn FaceDownHand(
    /// Whose hand it is.
    seat: Seat,
    /// How many cards it holds.
    #[prop(into)]
    count: Signal<usize>,
    /// The hand's number in the game (a new one deals the backs again).
    #[prop(into)]
    deal: Signal<u32>,
) -> impl IntoView {
    let drawn_deal = StoredValue::new(u32::MAX);
    view! {
        <div
            class="hand face-down"
            role="img"
            data-testid=testid("hand", seat)
            data-count=move || count.get().to_string()
            aria-label=move || format!("{} holds {}", seat.name(), crate::store::count(count.get() as u8, "card"))
        >
            <div class="backs">
                {move || {
                    // The backs pop in one by one only when a new hand is dealt.
                    let deal = deal.get();
                    let fresh = drawn_deal.get_value() != deal;
                    drawn_deal.set_value(deal);
                    (0..count.get())
                        .map(|i| view! {
                            <div class="back-slot" class:dealt=fresh style:--n=i.to_string()><CardBack/></div>
                        })
                        .collect_view()
                }}
            </div>
        </div>
    }
}

/// Moves the focus to the previous or next control matching `selector` inside the element
/// that handles the key (Left/Up and Right/Down arrows, wrapping), or to the first (Home)
/// or the last (End), so a row of cards or bids is one stop for Tab and arrows move within
/// it.
pub(crate) fn arrow_focus(ev: &leptos::ev::KeyboardEvent, selector: &str) {
    use wasm_bindgen::JsCast;
    enum Move {
        Step(i32),
        First,
        Last,
    }
    let how = match ev.key().as_str() {
        "ArrowLeft" | "ArrowUp" => Move::Step(-1),
        "ArrowRight" | "ArrowDown" => Move::Step(1),
        "Home" => Move::First,
        "End" => Move::Last,
        _ => return,
    };
    let Some(group) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    let Ok(list) = group.query_selector_all(selector) else {
        return;
    };
    let items: Vec<web_sys::HtmlElement> = (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into().ok())
        .collect();
    if items.is_empty() {
        return;
    }
    let active = document().active_element();
    let at = items.iter().position(|e| {
        active
            .as_ref()
            .is_some_and(|a| a == e.as_ref() as &web_sys::Element)
    });
    let len = items.len() as i32;
    let next = match (how, at) {
        (Move::First, _) => 0,
        (Move::Last, _) => len - 1,
        (Move::Step(step), Some(i)) => (i as i32 + step).rem_euclid(len),
        (Move::Step(_), None) => 0,
    };
    ev.prevent_default();
    let _ = items[next as usize].focus();
}

/// A test id naming a seat: `hand-south`.
pub(crate) fn testid(what: &str, seat: Seat) -> String {
    format!("{what}-{}", seat.name().to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Rank, Suit};

    #[test]
    fn trump_comes_first_with_the_left_bower_among_it() {
        let c = |suit, rank| Card::new(suit, rank);
        let hand = [
            c(Suit::Hearts, Rank::Ace),
            c(Suit::Diamonds, Rank::Jack),
            c(Suit::Spades, Rank::Nine),
            c(Suit::Hearts, Rank::Jack),
            c(Suit::Clubs, Rank::King),
        ];
        let sorted = sorted_hand(hand, Some(Trump::Suit(Suit::Hearts)));
        let names: Vec<String> = sorted.iter().map(ToString::to_string).collect();
        assert_eq!(names, ["J♥", "J♦", "A♥", "9♠", "K♣"]);
        // Before trump is known the jack of diamonds stays with the diamonds.
        let names: Vec<String> = sorted_hand(hand, None)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(names, ["9♠", "A♥", "J♥", "K♣", "J♦"]);
    }
}
