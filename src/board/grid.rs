//! What the analysis shows as tables: where each unseen card lies (a row a card, a column a
//! seat and one for out of play, each cell its chance, shaded by it, so the likely places
//! stand out at a glance), and each option played out.

use euchre::{Card, PlayerView, Seat, Suit};
use euchre_ai::board::{Place, PlayOut, Whereabouts};
use leptos::prelude::*;

use super::analysis::PLAY_OUT;
use crate::components::{percent, percent_tenths, signed};
use crate::store::card_words;

/// The unseen cards by suit (trump first once it is named), high to low as the deck's
/// strength orders them.
fn unseen_rows(whereabouts: &Whereabouts, view: &PlayerView) -> Vec<Card> {
    let mut cards: Vec<Card> = whereabouts.unseen().iter().collect();
    let trump = view.trump();
    let suit_order = |card: Card| -> (usize, usize) {
        let suit = match trump {
            Some(t) => card.suit_under(t),
            None if card.is_joker() => Suit::Spades,
            None => card.suit(),
        };
        let first = trump.is_some_and(|t| card.is_trump(t));
        let suit_rank = Suit::ALL.iter().position(|&s| s == suit).unwrap_or(0);
        (usize::from(!first), suit_rank)
    };
    cards.sort_unstable_by_key(|&c| {
        let strength = c.strength(trump.unwrap_or(euchre::Trump::High));
        (suit_order(c), std::cmp::Reverse(strength))
    });
    cards
}

/// Where the unseen cards lie.
#[component]
pub(crate) fn WhereaboutsGrid(whereabouts: Whereabouts, view: PlayerView) -> impl IntoView {
    let seats: Vec<Seat> = Seat::ALL
        .into_iter()
        .filter(|&s| s != view.seat && view.rules.players.contains(s))
        .collect();
    let head = seats
        .iter()
        .map(|s| view! { <th scope="col">{s.name()}</th> })
        .collect_view();
    let rows = unseen_rows(&whereabouts, &view)
        .into_iter()
        .map(|card| {
            let places: Vec<Place> = seats.iter().map(|&s| Place::Held(s)).chain([Place::Out]).collect();
            let cells = places
                .into_iter()
                .map(|place| {
                    let chance = whereabouts.chance(card, place);
                    let shade = (chance * 100.0).round() as u32;
                    view! {
                        <td style:--chance=format!("{shade}%") data-chance=shade>
                            {percent(chance)}
                        </td>
                    }
                })
                .collect_view();
            let colour = if card.suit().is_red() && !card.is_joker() { "red" } else { "black" };
            view! {
                <tr data-card=card.to_string()>
                    <th scope="row">
                        <span class=format!("card-text {colour}") role="img" aria-label=card_words(card)>
                            {card.to_string()}
                        </span>
                    </th>
                    {cells}
                </tr>
            }
        })
        .collect_view();
    view! {
        <figure class="board-grid">
            <figcaption>
                {format!(
                    "Where the cards {} has not seen are, over {} deals the Expert thinks likely",
                    view.seat,
                    whereabouts.worlds()
                )}
            </figcaption>
            <table data-testid="board-whereabouts">
                <thead>
                    <tr>
                        <th scope="col">"Card"</th>
                        {head}
                        <th scope="col">"Out of play"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </figure>
    }
}

/// Each option played out with the Expert at every seat: its points and chance to win, with
/// the spread of its difference from the best over the deals played.
#[component]
pub(crate) fn PlayOutTable(played: PlayOut, view: PlayerView) -> impl IntoView {
    let values = played.values();
    let best = (0..values.len())
        .max_by(|&a, &b| values[a].utility.total_cmp(&values[b].utility))
        .unwrap_or(0);
    let rows = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let spread = (i != best).then(|| {
                format!(" (± {} against the best)", percent_tenths(played.se(i, best)))
            });
            view! {
                <li class:best=i == best data-testid="board-played" data-action=v.action.to_string()>
                    <span class="option-label">{euchre_ai::board::label(&view, v.action)}</span>
                    <span class="option-values">
                        {format!(": {} points, {} to win", signed(v.points), percent_tenths(v.utility))}
                        {spread}
                    </span>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="board-played">
            <p>
                {format!(
                    "Played out with the Expert at every seat over {} of {PLAY_OUT} deals:",
                    played.worlds()
                )}
            </p>
            <ol data-testid="board-played-out">{rows}</ol>
        </div>
    }
}
