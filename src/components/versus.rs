//! At the game's end: your points against the Expert's over the same deals (each hand played
//! again with the Expert in your seat, `store/duplicate.rs`), and the hands where the
//! difference came from, each opening that hand's timeline in the coach.

use euchre::Players;
use euchre_ai::duplicate::{HalfPoints, THREE_POINTS, finished_hands, points_of, points_text};
use leptos::prelude::*;

use super::game_log::{LogPage, use_game_log};
use crate::store::{Duplicate, use_game};

/// How many hands "where the difference came from" lists at most.
const SHOWN: usize = 3;

/// One hand: its number, your points and the Expert's (in halves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Compared {
    hand: u32,
    yours: HalfPoints,
    expert: HalfPoints,
}

/// The hands where the two differ most, the biggest difference first (the earlier hand
/// first among equal ones), at most [`SHOWN`].
fn where_it_differs(hands: &[Compared]) -> Vec<Compared> {
    let mut out: Vec<Compared> = hands
        .iter()
        .copied()
        .filter(|h| h.yours != h.expert)
        .collect();
    out.sort_by_key(|h| (std::cmp::Reverse((h.expert - h.yours).abs()), h.hand));
    out.truncate(SHOWN);
    out
}

/// With three players, what the points are (whole numbers: [`points_text`]).
pub fn three_points(players: Players) -> Option<impl IntoView> {
    (players == Players::Three).then(|| {
        view! { <p class="versus-note" data-testid="points-note">{THREE_POINTS}</p> }
    })
}

/// The game-over dialog's section.
#[component]
pub fn VersusExpert() -> impl IntoView {
    let store = use_game();
    let log = use_game_log();
    move || {
        let (record, history, players) = store
            .game()
            .with(|g| (g.record(), g.history().to_vec(), g.rules().players));
        let hands: Vec<u32> = finished_hands(&record)
            .into_iter()
            .map(|(h, _)| h)
            .collect();
        if hands.is_empty() {
            return None;
        }
        let compared: Vec<Option<Compared>> = hands
            .iter()
            .map(|&hand| match store.duplicate(hand) {
                Some(Duplicate::Expert(expert)) => Some(Compared {
                    hand,
                    yours: points_of(&history, players, hand)?,
                    expert,
                }),
                _ => None,
            })
            .collect();
        let ready: Vec<Compared> = compared.iter().flatten().copied().collect();
        // Hands the workers could not play (none are being played, some are missing): the
        // comparison is over the others, and says so.
        let missing = hands.len() - ready.len();
        if ready.is_empty() && !store.duplicate_running() {
            return None;
        }
        if missing > 0 && store.duplicate_running() {
            return Some(
                view! {
                    <section class="report versus" data-testid="versus" aria-labelledby="versus-title">
                        <h3 id="versus-title">"Against the Expert"</h3>
                        <p role="status" aria-busy="true" data-testid="versus-progress">
                            {format!(
                                "The Expert is playing your cards: {} of {} hands…",
                                ready.len(),
                                hands.len()
                            )}
                        </p>
                    </section>
                }
                .into_any(),
            );
        }
        let yours: HalfPoints = ready.iter().map(|h| h.yours).sum();
        let expert: HalfPoints = ready.iter().map(|h| h.expert).sum();
        let differs = where_it_differs(&ready);
        let list = (!differs.is_empty()).then(|| {
            let items = differs
                .into_iter()
                .map(|h| {
                    let words = format!(
                        "Hand {}: you {} · the Expert {}",
                        h.hand + 1,
                        points_text(h.yours.into(), players),
                        points_text(h.expert.into(), players)
                    );
                    let open = move |_| {
                        if let Some(log) = log {
                            log.set(Some(LogPage::Hand(h.hand)));
                        }
                    };
                    view! {
                        <li>
                            <button type="button" class="tool" data-testid="versus-hand" data-hand=h.hand aria-haspopup="dialog" on:click=open>
                                {words}
                            </button>
                        </li>
                    }
                })
                .collect_view();
            view! {
                <p class="versus-note">"Where the difference came from:"</p>
                <ul class="versus-hands">{items}</ul>
            }
        });
        let every = if missing > 0 {
            "every hand it played"
        } else {
            "every hand"
        };
        let same = list.is_none().then(|| {
            view! { <p class="versus-note">{format!("The Expert scored what you did on {every}.")}</p> }
        });
        let unplayed = (missing > 0).then(|| {
            let hands = if missing == 1 { "hand" } else { "hands" };
            view! {
                <p class="versus-note" data-testid="versus-missing">
                    {format!("The Expert could not play {missing} {hands}: they are left out.")}
                </p>
            }
        });
        Some(
            view! {
                <section class="report versus" data-testid="versus" aria-labelledby="versus-title">
                    <h3 id="versus-title">"Against the Expert"</h3>
                    <p data-testid="versus-total">
                        {format!(
                            "Over the {} hands: you {} · the Expert with your cards {}",
                            ready.len(),
                            points_text(yours.into(), players),
                            points_text(expert.into(), players)
                        )}
                    </p>
                    {three_points(players)}
                    {list}
                    {same}
                    {unplayed}
                </section>
            }
            .into_any(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(hand: u32, yours: HalfPoints, expert: HalfPoints) -> Compared {
        Compared {
            hand,
            yours,
            expert,
        }
    }

    #[test]
    fn the_biggest_differences_come_first_and_equal_hands_are_left_out() {
        let hands = [
            hand(0, 2, 2),
            hand(1, -4, 2),
            hand(2, 2, -2),
            hand(3, 2, 4),
            hand(4, -2, 2),
            hand(5, 0, 1),
        ];
        let got: Vec<u32> = where_it_differs(&hands).iter().map(|h| h.hand).collect();
        assert_eq!(got, [1, 2, 4]);
        assert!(where_it_differs(&[hand(0, 2, 2)]).is_empty());
    }
}
