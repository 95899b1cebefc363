//! Cards a seat has shown the table, face up over its hand: the upcard the dealer picked up,
//! until the dealer plays it; the three cards shown on going under, until the first lead.

use euchre::{Card, PlayerView, Seat, UpcardState};
use leptos::prelude::*;

use super::card::CardFace;
use super::hand::testid;

/// What `seat` has shown that the table still sees, as `view`'s seat knows it: each group
/// of cards with its caption ("Picked up", "Went under").
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
/// assert_eq!(shown_by(&game.view(Seat::South), dealer), [("Picked up", vec![upcard])]);
/// ```
pub fn shown_by(view: &PlayerView, seat: Seat) -> Vec<(&'static str, Vec<Card>)> {
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
    let mut out = Vec::new();
    if let Some((under, cards)) = view.went_under()
        && under == seat
        && !led
    {
        out.push(("Went under", cards.to_vec()));
    }
    if seat == view.dealer && view.upcard_state == UpcardState::PickedUp && !played(view.upcard) {
        out.push(("Picked up", vec![view.upcard]));
    }
    out
}

/// [`shown_by`] `seat` in `view`, drawn over the seat's face-down cards.
#[component]
pub fn ShownCards(seat: Seat, #[prop(into)] view: Signal<PlayerView>) -> impl IntoView {
    let shown = Memo::new(move |_| view.with(|v| shown_by(v, seat)));
    move || {
        let groups = shown.get();
        (!groups.is_empty()).then(|| {
            view! {
                <div class="shown-cards" data-testid=testid("shown", seat)>
                    {groups.into_iter().map(|(caption, cards)| {
                        let label = format!(
                            "{caption}: {}",
                            cards.iter().map(Card::to_string).collect::<Vec<_>>().join(" ")
                        );
                        view! {
                            <div class="shown-group" role="img" aria-label=label>
                                <div class="mini-cards">
                                    {cards.into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                                </div>
                                <span class="shown-caption" aria-hidden="true">{caption}</span>
                            </div>
                        }
                    }).collect_view()}
                </div>
            }
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
                        let mut want = Vec::new();
                        if let Some((s, cards)) = &under
                            && *s == shown
                        {
                            want.push(("Went under", cards.clone()));
                            seen[0] += 1;
                        }
                        if let Some((dealer, card)) = picked
                            && dealer == shown
                        {
                            want.push(("Picked up", vec![card]));
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
