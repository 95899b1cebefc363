//! The table: four seats around the upcard, the dealer marked, the seed shown.

use euchre::{Deal, Seat};
use leptos::prelude::*;

use super::card::CardFace;
use super::hand::{FaceDownHand, Hand, testid};
use crate::{DealSpec, random_seed};

/// The table for one deal: South's hand face up, the other three face down, the upcard in the
/// middle. "New deal" shuffles with a fresh random seed and passes the deal to the left.
#[component]
pub fn Table(
    /// The seed of the first deal.
    seed: u64,
    /// The dealer of the first deal.
    dealer: Seat,
) -> impl IntoView {
    let spec = RwSignal::new(DealSpec { seed, dealer });
    let deal = Memo::new(move |_| {
        let DealSpec { seed, dealer } = spec.get();
        Deal::new(seed, dealer)
    });
    let new_deal = move |_| {
        spec.update(|spec| {
            *spec = DealSpec {
                seed: random_seed(),
                dealer: spec.dealer.next(),
            }
        })
    };
    let seat_view = move |seat: Seat| {
        let is_dealer = move || spec.get().dealer == seat;
        let hand = if seat == Seat::South {
            view! { <Hand seat=seat cards=Signal::derive(move || deal.get().hands[seat])/> }
                .into_any()
        } else {
            view! {
                <FaceDownHand seat=seat count=Signal::derive(move || deal.get().hands[seat].len())/>
            }
            .into_any()
        };
        view! {
            <section
                class=format!("seat seat-{}", seat.name().to_ascii_lowercase())
                data-testid=testid("seat", seat)
                data-dealer=move || is_dealer().to_string()
            >
                <h2 class="seat-name">
                    {seat.name()}
                    <Show when=is_dealer>
                        <span class="dealer-chip" data-testid="dealer" title="Dealer">
                            "D"
                        </span>
                    </Show>
                </h2>
                {hand}
            </section>
        }
    };
    view! {
        <div class="table" data-testid="table">
            {Seat::ALL.map(seat_view)}
            <section class="centre" aria-label="Upcard">
                <div class="upcard" data-testid="upcard">
                    {move || view! { <CardFace card=deal.get().upcard/> }}
                </div>
                <p class="kitty">"Upcard on the kitty"</p>
            </section>
        </div>
        <footer class="deal-info">
            <span>
                "Seed "
                <a data-testid="seed" href=move || spec.get().to_query() title="A link to this deal">
                    {move || spec.get().seed.to_string()}
                </a>
                ", dealt by "
                <span data-testid="dealer-name">{move || spec.get().dealer.name()}</span>
            </span>
            <button type="button" class="new-deal" data-testid="new-deal" on:click=new_deal>
                "New deal"
            </button>
        </footer>
    }
}
