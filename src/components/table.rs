//! The table: four seats around the trick, the dealer marked, the upcard on the kitty.

use euchre::{Action, Phase, Seat, Trick, UpcardState};
use leptos::prelude::*;

use super::bid_panel::BidPanel;
use super::card::{CardBack, CardFace};
use super::hand::{FaceDownHand, Hand, testid};
use crate::store::{YOU, use_game};

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
            format!("{trump}{}", if alone { " — alone!" } else { "" })
        }
        Action::DefendAlone => "I'll defend alone".into(),
        Action::Discard(_) | Action::Play(_) => String::new(),
    }
}

/// The whole table: the three computer seats, the centre with the trick or the upcard, and
/// South's seat with the hand and the bid panel.
#[component]
pub fn Table() -> impl IntoView {
    let store = use_game();
    let view = store.view();
    let reviewing = RwSignal::new(false);
    // Bubbles: each seat's latest bid while bidding, cleared once play starts.
    let bubbles = Memo::new(move |_| {
        view.with(|v| {
            let mut said = euchre::BySeat::from_fn(|_| None::<String>);
            if matches!(
                v.phase,
                Phase::Bidding1 | Phase::Bidding2 | Phase::Discard | Phase::DefendAlone
            ) {
                for &(seat, action) in &v.history {
                    let words = bid_words(action, seat == v.dealer);
                    if !words.is_empty() {
                        said[seat] = Some(words);
                    }
                }
            }
            said
        })
    });
    let seat_view = move |seat: Seat| {
        let name = seat.name().to_ascii_lowercase();
        let is_dealer = move || view.with(|v| v.dealer == seat);
        let to_act = move || view.with(|v| v.to_act == Some(seat));
        let active = move || view.with(|v| v.active[seat]);
        let tricks = move || view.with(|v| v.tricks_won[seat]);
        let maker = move || view.with(|v| v.contract.is_some_and(|c| c.maker == seat));
        let hand = if seat == YOU {
            view! { <Hand/> }.into_any()
        } else {
            view! {
                <FaceDownHand seat=seat count=Signal::derive(move || view.with(|v| usize::from(v.card_counts[seat])))/>
            }
            .into_any()
        };
        let team = if seat.team() == euchre::Team::NorthSouth {
            "us"
        } else {
            "them"
        };
        view! {
            <section
                class=format!("seat seat-{name} team-{team}")
                class:to-act=to_act
                class:sitting-out=move || !active()
                data-testid=testid("seat", seat)
                data-dealer=move || is_dealer().to_string()
                data-active=move || active().to_string()
                aria-label=seat_label(seat)
            >
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
                        <span class="sits-out">"sits out"</span>
                    </Show>
                </div>
                {move || bubbles.with(|b| b[seat].clone()).map(|words| view! {
                    <div class="bubble" data-testid=testid("bubble", seat)>{words}</div>
                })}
                {hand}
                {(seat == YOU).then(|| view! { <BidPanel/> })}
            </section>
        }
    };
    // The trick in the centre: the one in progress, or the last one while the next has no
    // card yet (so the last card played stays visible), or the reviewed last trick.
    let shown_trick = Memo::new(move |_| {
        view.with(|v| {
            if reviewing.get()
                && let Some(t) = v.last_trick()
            {
                return Some((*t, true));
            }
            match &v.current_trick {
                Some(t) if t.cards.iter().any(|(_, c)| c.is_some()) => Some((*t, false)),
                _ => v.tricks.last().copied().map(|t| (t, true)),
            }
        })
    });
    let centre = move || {
        let (phase, upcard, state, dealer) =
            view.with(|v| (v.phase, v.upcard, v.upcard_state, v.dealer));
        if matches!(phase, Phase::Play)
            || shown_trick.with(Option::is_some) && phase == Phase::HandOver
        {
            trick_view(shown_trick.get()).into_any()
        } else {
            let face = match state {
                UpcardState::OnKitty => view! { <CardFace card=upcard/> }.into_any(),
                _ => view! { <CardBack/> }.into_any(),
            };
            let caption = match state {
                UpcardState::OnKitty => format!("Upcard · {} deals", dealer.name()),
                UpcardState::TurnedDown => "Turned down".to_string(),
                UpcardState::PickedUp => format!("{} picked it up", dealer.name()),
                UpcardState::OutOfPlay => "Out of play".to_string(),
            };
            view! {
                <div class="kitty-stack" data-testid="upcard" data-state=format!("{state:?}")>
                    <div class="kitty-under"><CardBack/></div>
                    <div class="kitty-top">{face}</div>
                </div>
                <p class="kitty">{caption}</p>
            }
            .into_any()
        }
    };
    let can_review =
        Memo::new(move |_| view.with(|v| v.phase == Phase::Play && v.last_trick().is_some()));
    view! {
        <div class="table" data-testid="table">
            {Seat::ALL.map(seat_view)}
            <section class="centre" aria-label="The trick">
                {centre}
                <Show when=move || can_review.get()>
                    <button
                        type="button"
                        class="review"
                        data-testid="review-last-trick"
                        aria-pressed=move || reviewing.get().to_string()
                        on:click=move |_| reviewing.update(|r| *r = !*r)
                    >
                        {move || if reviewing.get() { "Back to the table" } else { "Last trick" }}
                    </button>
                </Show>
            </section>
        </div>
    }
}

/// The cards of a trick, each in front of the seat that played it.
fn trick_view(trick: Option<(Trick, bool)>) -> impl IntoView {
    let Some((trick, done)) = trick else {
        return view! { <div class="trick" data-testid="trick"></div> }.into_any();
    };
    let winner = trick.winner;
    view! {
        <div class="trick" class:done=done data-testid="trick">
            {Seat::ALL
                .into_iter()
                .filter_map(|seat| trick.cards[seat].map(|card| (seat, card)))
                .map(|(seat, card)| {
                    let won = winner == Some(seat);
                    view! {
                        <div
                            class=format!("played played-{}", seat.name().to_ascii_lowercase())
                            class:won=won
                            data-testid=testid("played", seat)
                        >
                            <CardFace card=card/>
                        </div>
                    }
                })
                .collect_view()}
            {winner.filter(|_| done).map(|w| view! {
                <p class="trick-winner" data-testid="trick-winner">{format!("{} took it", seat_label(w))}</p>
            })}
        </div>
    }
    .into_any()
}
