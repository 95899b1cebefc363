//! The table: the seats in play around the trick (four, or South, West and East with three
//! players), the dealer marked, the upcard on the kitty.

use euchre::{Action, Phase, Players, Seat, Trick, UpcardState};
use leptos::html;
use leptos::prelude::*;

use super::bid_panel::BidPanel;
use super::card::{CardBack, CardFace};
use super::hand::{FaceDownHand, Hand, testid};
use super::motion;
use super::shown_cards::shown_cards;
use crate::stage;
use crate::store::{YOU, does, use_game, who};

/// The name a person reads for a seat.
pub fn seat_label(seat: Seat) -> &'static str {
    match seat {
        Seat::South => "You",
        Seat::West => "West",
        Seat::North => "North (partner)",
        Seat::East => "East",
    }
}

/// What a seat said in the bidding of this hand, as its speech bubble.
fn bid_words(action: Action, dealer: bool) -> String {
    match action {
        Action::Pass => "Pass".into(),
        Action::OrderUp { alone } => {
            let what = if dealer { "Pick it up" } else { "Order it up" };
            if alone {
                format!("{what} — alone!")
            } else {
                what.into()
            }
        }
        Action::Call { trump, alone } => {
            let trump = super::bid_panel::capitalize(&trump.to_string());
            format!("{trump}{}", if alone { " — alone!" } else { "" })
        }
        Action::DefendAlone => "I'll defend alone".into(),
        Action::GoUnder(_) => "Going under!".into(),
        Action::CallForBest => "Partner, your best card!".into(),
        Action::Discard(_)
        | Action::Play(_)
        | Action::KeepHand
        | Action::PassBest(_)
        | Action::Bury(_) => String::new(),
    }
}

/// The whole table: the computer players' seats (the engine's seat list: North, West and
/// East, or West and East with three players), the centre with the trick or the upcard, and
/// South's seat with the hand and the bid panel.
#[component]
pub fn Table() -> impl IntoView {
    let store = use_game();
    let view = store.table_view();
    let players = Memo::new(move |_| view.with(|v| v.rules.players));
    let three = move || players.get() == Players::Three;
    let thinking_seat = store.thinking();
    let reviewing = RwSignal::new(false);
    // Bubbles: each seat's latest words in this bidding round (round 1's passes go when
    // round 2 begins), cleared once play starts. Only the bid: what a computer holds is
    // never said during the hand (learning mode gives its reasons in the summary).
    let bubbles = Memo::new(move |_| {
        view.with(|v| {
            let mut said = euchre::BySeat::from_fn(|_| None::<String>);
            if matches!(
                v.phase,
                Phase::GoingUnder
                    | Phase::Bidding1
                    | Phase::Bidding2
                    | Phase::Discard
                    | Phase::DefendAlone
                    | Phase::CallForBest
                    | Phase::PassBest
                    | Phase::Bury
            ) {
                for &(seat, action) in v.this_rounds_bids() {
                    // A lone player's last word, when a pass, is playing without the
                    // partner's best (earlier passes are followed by its bid).
                    let words = if action == Action::Pass && v.declined_best(seat) {
                        "I'll play without".into()
                    } else {
                        bid_words(action, seat == v.dealer)
                    };
                    if !words.is_empty() {
                        said[seat] = Some(words);
                    }
                }
            }
            said
        })
    });
    let bids = crate::built_from(stage::BIDS);
    let seat_view = move |seat: Seat| {
        let name = seat.name().to_ascii_lowercase();
        let is_dealer = move || view.with(|v| v.dealer == seat);
        // Who is asked whether to go under is that player's secret (only a farmer's hand is
        // asked): another seat is never shown to act or think then.
        let secret = move || seat != YOU && view.with(|v| v.phase == Phase::GoingUnder);
        let to_act = move || view.with(|v| v.to_act == Some(seat)) && !secret();
        let thinking = move || thinking_seat.get() == Some(seat) && !secret();
        let active = move || view.with(|v| v.active[seat]);
        let tricks = move || view.with(|v| v.tricks_won[seat]);
        let maker = move || view.with(|v| v.contract.is_some_and(|c| c.maker == seat));
        let hand = if seat == YOU {
            view! { <Hand/> }.into_any()
        } else {
            view! {
                <FaceDownHand
                    seat=seat
                    count=Signal::derive(move || view.with(|v| usize::from(v.card_counts[seat])))
                    deal=Signal::derive(move || view.with(|v| v.hand_number))
                />
            }
            .into_any()
        };
        let team = if seat.team() == euchre::Team::NorthSouth {
            "us"
        } else {
            "them"
        };
        // South's words go beside its plate; another seat's over its face-down cards.
        let bubble = move || {
            bubbles.with(|b| b[seat].clone()).map(|words| {
                view! { <div class="bubble" data-testid=testid("bubble", seat)>{words}</div> }
            })
        };
        let (head_bubble, hand_bubble) = if seat == YOU {
            (Some(bubble), None)
        } else {
            (None, Some(bubble))
        };
        // What another seat has shown stays face up over its cards (South's are in its hand).
        let shown = (seat != YOU).then(|| shown_cards(seat, view));
        view! {
            <section
                class=format!("seat seat-{name} team-{team}")
                class:to-act=to_act
                // A partner who sits out beside a loner still passes a card when called for.
                class:sitting-out=move || !active() && !to_act()
                aria-busy=move || thinking().to_string()
                data-testid=testid("seat", seat)
                data-dealer=move || is_dealer().to_string()
                data-active=move || active().to_string()
                aria-label=seat_label(seat)
            >
                <div class="seat-head">
                <div class="seat-plate">
                    <span class="seat-name">{seat_label(seat)}</span>
                    <Show when=is_dealer>
                        <span class="dealer-chip" data-testid="dealer" title="Dealer" aria-label="dealer">
                            "D"
                        </span>
                    </Show>
                    <Show when=maker>
                        <span class="maker-chip" title="Made trump">"Maker"</span>
                    </Show>
                    <span class="tricks-won" data-testid=testid("tricks", seat) title="Tricks won this hand">
                        {move || match tricks() { 0 => String::new(), n => format!("{n} ✓") }}
                    </span>
                    <Show when=move || !active()>
                        <span class="sits-out">{if seat == YOU { "sit out" } else { "sits out" }}</span>
                    </Show>
                </div>
                {head_bubble}
                </div>
                <div class="seat-cards">
                    {hand}
                    {shown}
                    {hand_bubble}
                </div>
            </section>
        }
    };
    // The trick in the centre: the one in progress, or the last one while the next has no
    // card yet (so the last card played stays visible, then is gathered to its winner).
    let live_trick = Memo::new(move |_| {
        view.with(|v| match &v.current_trick {
            Some(t) if t.cards.iter().any(|(_, c)| c.is_some()) => Some((*t, false)),
            _ => v.tricks.last().copied().map(|t| (t, true)),
        })
    });
    let can_review =
        Memo::new(move |_| view.with(|v| v.phase == Phase::Play && v.last_trick().is_some()));
    // Reviewing ends when South plays to the next trick (docs/rules.md).
    Effect::new(move |_| {
        if !can_review.get() {
            reviewing.set(false);
        }
    });
    let reviewed_trick = Memo::new(move |_| {
        if reviewing.get() {
            view.with(|v| v.last_trick().map(|t| (*t, true)))
        } else {
            None
        }
    });
    let playing = Memo::new(move |_| view.with(|v| v.phase == Phase::Play || !v.tricks.is_empty()));
    // The kitty: the upcard face up in round 1, and in round 2 still face up but marked as
    // turned down (its suit is the one the engine no longer offers); face down once the
    // dealer has picked it up or it is out of play.
    let kitty = move || {
        let (upcard, state, dealer) = view.with(|v| (v.upcard, v.upcard_state, v.dealer));
        let turned_down = state == UpcardState::TurnedDown;
        let face = match state {
            UpcardState::OnKitty | UpcardState::TurnedDown => {
                view! { <CardFace card=upcard/> }.into_any()
            }
            UpcardState::PickedUp | UpcardState::OutOfPlay => view! { <CardBack/> }.into_any(),
        };
        let (caption, label) = match state {
            UpcardState::OnKitty => (
                format!("Upcard · {}", does(dealer, "deal", "deals")),
                format!("The upcard: {upcard}"),
            ),
            UpcardState::TurnedDown => (
                "Turned down".to_string(),
                format!(
                    "{upcard} turned down: {} cannot be called",
                    upcard.suit().name()
                ),
            ),
            UpcardState::PickedUp => (
                format!("{} picked it up", who(dealer)),
                format!("{} picked up {upcard}", who(dealer)),
            ),
            UpcardState::OutOfPlay => (
                "Out of play".to_string(),
                format!("{upcard} is out of play"),
            ),
        };
        view! {
            <div class="kitty-area">
                <div
                    class="kitty-stack"
                    class:turned-down=turned_down
                    data-testid="upcard"
                    data-state=format!("{state:?}")
                    role="img"
                    aria-label=label
                >
                    <div class="kitty-under"><CardBack/></div>
                    <div class="kitty-top">{face}</div>
                    {turned_down.then(|| view! {
                        <span class="turned-down-mark" data-testid="turned-down" aria-hidden="true">"Turned down"</span>
                    })}
                </div>
                <p class="kitty" aria-hidden="true">{caption}</p>
            </div>
        }
    };
    // While a staged screen is built (see crate::stage), South's seat comes first, the
    // others and the centre a frame or two later.
    let built = |seat: Seat| {
        crate::built_from(match seat {
            Seat::South => stage::HAND,
            Seat::North | Seat::West => stage::NORTH_WEST,
            Seat::East => stage::EAST_CENTRE,
        })
    };
    // Only the seats in play: North's place stays empty with three players.
    let seats = Seat::ALL.map(|seat| {
        let built = built(seat);
        let in_play = Memo::new(move |_| players.get().contains(seat));
        (move || (built.get() && in_play.get()).then(|| seat_view(seat))).into_any()
    });
    let others = crate::built_from(stage::EAST_CENTRE);
    // Who took the trick shown: the reviewed one, or the live one once it is complete.
    let caption = Memo::new(move |_| {
        if reviewing.get() {
            reviewed_trick
                .get()
                .and_then(|(t, _)| t.winner)
                .map(|w| (w, false))
        } else {
            live_trick
                .get()
                .and_then(|(t, done)| if done { t.winner } else { None })
                .map(|w| (w, true))
        }
    });
    view! {
        <div
            class="table"
            class:three=three
            class:playing=move || playing.get()
            data-players=move || players.get().count()
            data-testid="table"
        >
            {seats}
            {move || bids.get().then(|| view! { <BidPanel/> })}
            <section class="centre" aria-label="The trick">
                {move || others.get().then(|| view! {
                    <Show when=move || playing.get() fallback=kitty>
                        <div class="trick-stack">
                            <TrickArea trick=live_trick live=true players=players hidden=Signal::derive(move || reviewing.get())/>
                            <Show when=move || reviewed_trick.with(Option::is_some)>
                                <TrickArea trick=reviewed_trick live=false players=players hidden=Signal::derive(|| false)/>
                            </Show>
                        </div>
                    </Show>
                    <Show when=move || playing.get()>
                        <div class="trick-caption">
                            {move || caption.get().map(|(winner, live)| view! {
                                <p
                                    class="trick-winner"
                                    class:live=live
                                    data-testid=if live { "trick-winner" } else { "reviewed-winner" }
                                >
                                    {format!("{} took it", seat_label(winner))}
                                </p>
                            })}
                            <Show when=move || can_review.get()>
                                <button
                                    type="button"
                                    class="review-button"
                                    data-testid="review-last-trick"
                                    aria-pressed=move || reviewing.get().to_string()
                                    on:click=move |_| reviewing.update(|r| *r = !*r)
                                >
                                    {move || if reviewing.get() { "Back to the table" } else { "Last trick" }}
                                </button>
                            </Show>
                        </div>
                    </Show>
                })}
            </section>
        </div>
    }
}

/// The cards of a trick, each in front of the seat that played it. Each seat has a slot that
/// stays while its card does, so a card is drawn once: it flies in from its player's hand
/// when played (the offset measured here, the movement in CSS) and, once the trick is won,
/// is gathered toward the winner (CSS, from `data-winner`). The trick reviewed on request
/// (`live` false) does not move.
#[component]
fn TrickArea(
    /// The trick and whether it is complete.
    #[prop(into)]
    trick: Signal<Option<(Trick, bool)>>,
    /// The trick on the table (animated, `data-testid="trick"`) rather than the reviewed one.
    live: bool,
    /// Who plays: a slot for each seat in play (three with three players, `.three`).
    #[prop(into)]
    players: Signal<Players>,
    /// Hidden while the last trick is reviewed over it (kept, so its cards do not move again).
    #[prop(into)]
    hidden: Signal<bool>,
) -> impl IntoView {
    let done = Memo::new(move |_| trick.with(|t| t.is_some_and(|(_, done)| done)));
    let winner = Memo::new(move |_| {
        trick.with(|t| t.and_then(|(t, done)| if done { t.winner } else { None }))
    });
    let prefix = if live { "played" } else { "reviewed" };
    let slot = move |seat: Seat| {
        let name = seat.name().to_ascii_lowercase();
        let card = Memo::new(move |_| trick.with(|t| t.and_then(|(t, _)| t.cards[seat])));
        let won = move || winner.get() == Some(seat);
        let slot_ref = NodeRef::<html::Div>::new();
        let class = format!("played played-{name}");
        view! {
            <div class=format!("slot slot-{name}") node_ref=slot_ref>
                {move || card.get().map(|card| {
                    let (dx, dy) = if live {
                        slot_ref.get_untracked().and_then(|slot| origin(seat, card, &slot)).unwrap_or_default()
                    } else {
                        (0.0, 0.0)
                    };
                    view! {
                        <div
                            class=class.clone()
                            class:won=won
                            data-testid=testid(prefix, seat)
                            style:--dx=format!("{}px", dx.round() as i32)
                            style:--dy=format!("{}px", dy.round() as i32)
                        >
                            <CardFace card=card/>
                        </div>
                    }
                })}
            </div>
        }
    };
    view! {
        <div
            class="trick"
            class:done=done
            class:live=live
            class:review=!live
            class:under-review=move || hidden.get()
            class:three=move || players.get() == Players::Three
            data-testid=if live { "trick" } else { "reviewed-trick" }
            data-winner=move || winner.get().map(|w| w.name().to_ascii_lowercase())
            aria-hidden=move || hidden.get().then_some("true")
        >
            {move || players.get().seats().iter().map(|&seat| slot(seat)).collect_view()}
        </div>
    }
}

/// How far from its slot a card just played by `seat` starts: at the card South chose in
/// the hand, or at the other player's hand. `None` when nothing can be measured.
fn origin(seat: Seat, card: euchre::Card, slot: &web_sys::Element) -> Option<(f64, f64)> {
    let (to_x, to_y) = motion::centre(slot);
    let from = match (seat == YOU).then(|| motion::take_origin(card)).flatten() {
        Some(at) => at,
        None => {
            let table = slot.closest(".table").ok()??;
            let selector = format!("[data-testid={}]", testid("hand", seat));
            motion::centre(&table.query_selector(&selector).ok()??)
        }
    };
    Some((from.0 - to_x, from.1 - to_y))
}
