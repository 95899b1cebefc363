//! Cards a seat has shown the table, face up over its hand: the upcard the dealer picked up,
//! until the dealer plays it; the three cards shown on going under, until the first lead.

use euchre::{Card, PlayerView, Seat, UpcardState};
use leptos::prelude::*;

use super::card::CardFace;
use super::hand::testid;

/// What `seat` has shown that the table still sees, as `view`'s seat knows it: its caption
/// ("Went under", "Picked up", or both when a dealer went under and picked up) and the cards
/// (going under's three first).
///
/// # Examples
/// ```
/// use bower::components::shown_by;
/// use euchre::{Action, Game, Rules, Seat};
/// let mut game = Game::new(Rules::standard(), 3);
/// let dealer = game.dealer();
/// let seat = game.to_act().unwrap();
/// game.apply(seat, Action::OrderUp { alone: false }).unwrap();
/// let upcard = game.view(Seat::South).upcard;
/// assert_eq!(shown_by(&game.view(Seat::South), dealer), Some(("Picked up", vec![upcard])));
/// ```
pub fn shown_by(view: &PlayerView, seat: Seat) -> Option<(&'static str, Vec<Card>)> {
    let played = |card: Card| {
        view.tricks
            .iter()
            .chain(&view.current_trick)
            .any(|t| t.cards.iter().any(|(_, c)| *c == Some(card)))
    };
    let led = !view.tricks.is_empty()
        || view
            .current_trick
            .is_some_and(|t| t.cards.iter().any(|(_, c)| c.is_some()));
    let under = view
        .went_under()
        .filter(|&(s, _)| s == seat && !led)
        .map(|(_, cards)| cards);
    let picked =
        seat == view.dealer && view.upcard_state == UpcardState::PickedUp && !played(view.upcard);
    match (under, picked) {
        (Some(cards), false) => Some(("Went under", cards.to_vec())),
        (Some([a, b, c]), true) => Some(("Went under · Picked up", vec![a, b, c, view.upcard])),
        (None, true) => Some(("Picked up", vec![view.upcard])),
        (None, false) => None,
    }
}

/// [`shown_by`] `seat` in `view`, drawn over the seat's face-down cards, captioned (a plain
/// function, not a component, and no more than this: the table's wasm is the first paint's).
pub(crate) fn shown_cards(seat: Seat, view: Memo<PlayerView>) -> impl IntoView {
    move || {
        let (caption, cards) = view.with(|v| shown_by(v, seat))?;
        Some(view! {
            <div class="shown-cards" data-testid=testid("shown", seat)>
                <div class="mini-cards">
                    {cards.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                </div>
                <span class="shown-caption">{caption}</span>
            </div>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Action, Event, Game, Rules};
    use euchre_ai::Difficulty;

    /// Followed action by action through whole games: a seat's going-under cards show from
    /// its going under to the first lead, the dealer's picked-up upcard from the pick-up to
    /// the dealer's playing it, to every seat alike, and nothing else shows.
    #[test]
    fn shown_cards_stay_until_the_lead_or_until_played() {
        let rules = Rules {
            going_under: true,
            ..Rules::standard()
        };
        let mut seen = [0; 2];
        for seed in 0..30 {
            let mut game = Game::new(rules, seed);
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            let (mut under, mut picked) = (None, None);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                let events = game.apply(seat, action).unwrap();
                for event in events {
                    match event {
                        Event::WentUnder { seat, shown } => under = Some((seat, shown.to_vec())),
                        Event::PickedUp { dealer, card } => picked = Some((dealer, card)),
                        Event::Dealt { .. } => (under, picked) = (None, None),
                        _ => {}
                    }
                }
                if let Action::Play(card) = action {
                    under = None;
                    if picked == Some((seat, card)) {
                        picked = None;
                    }
                }
                if game.is_over() {
                    break;
                }
                for viewer in Seat::ALL {
                    let view = game.view(viewer);
                    for shown in Seat::ALL {
                        let mut want: Option<(&str, Vec<Card>)> = None;
                        if let Some((s, cards)) = &under
                            && *s == shown
                        {
                            want = Some(("Went under", cards.clone()));
                            seen[0] += 1;
                        }
                        if let Some((dealer, card)) = picked
                            && dealer == shown
                        {
                            want = Some(match want {
                                Some((_, mut cards)) => {
                                    cards.push(card);
                                    ("Went under · Picked up", cards)
                                }
                                None => ("Picked up", vec![card]),
                            });
                            seen[1] += 1;
                        }
                        assert_eq!(
                            shown_by(&view, shown),
                            want,
                            "seed {seed} {viewer:?} {shown:?}"
                        );
                    }
                }
            }
        }
        assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
    }
}
