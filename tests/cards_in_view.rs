//! Browser tests of the cards a seat has shown the table: the upcard the dealer picked up and
//! the three cards shown on going under stay face up by that seat (until the dealer plays the
//! upcard, until the first lead), and the hand's summary shows each seat's five cards, the
//! cards shown, the upcard, the dealer's discard and the kitty.
//! Run with `wasm-pack test --headless --chrome . -p bower --features page-ai`.
#![cfg(target_arch = "wasm32")]

use bower::{Bower, store::YOU};
use euchre::{Card, CardSet, Game, HandRecord, Phase, Rules, Seat, UpcardState};
use euchre_ai::Difficulty;
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

fn going_under() -> Rules {
    Rules {
        going_under: true,
        ..Rules::standard()
    }
}

/// The first game of `rules` (by seed, the heuristic at every seat) that reaches a position
/// where `stop` holds with South to act.
fn find_in(rules: Rules, stop: impl Fn(&Game) -> bool) -> Game {
    for seed in 0..300 {
        let mut game = Game::new(rules, seed);
        let mut player = euchre_ai::player(Difficulty::Normal, seed);
        while let Some(seat) = game.to_act() {
            if seat == YOU && stop(&game) {
                return game;
            }
            let action = player.choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
    }
    panic!("no game reaches the position");
}

/// The cards drawn in `root` under `selector`, by their `data-card`.
fn cards(root: &Element, selector: &str) -> Vec<String> {
    all(root, &format!("{selector} [data-card]"))
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect()
}

fn names(cards: impl IntoIterator<Item = Card>) -> Vec<String> {
    let mut out: Vec<String> = cards.into_iter().map(|c| c.to_string()).collect();
    out.sort();
    out
}

fn sorted(mut cards: Vec<String>) -> Vec<String> {
    cards.sort();
    cards
}

fn testid(what: &str, seat: Seat) -> String {
    format!("[data-testid={what}-{}]", seat.name().to_ascii_lowercase())
}

/// Once the dealer (not South) has picked up, the upcard stays face up by the dealer's seat
/// until the dealer plays it, and only by that seat.
#[wasm_bindgen_test]
async fn the_picked_up_card_stays_by_the_dealer_until_played() {
    let upcard_played = |g: &Game| {
        let v = g.view(YOU);
        let upcard = v.upcard;
        v.tricks
            .iter()
            .chain(&v.current_trick)
            .any(|t| t.cards.iter().any(|(_, c)| *c == Some(upcard)))
    };
    let picked = |g: &Game| g.dealer() != YOU && g.view(YOU).upcard_state == UpcardState::PickedUp;
    let before = find_in(Rules::standard(), |g| {
        picked(g) && g.phase() == Phase::Play && !upcard_played(g)
    });
    let after = find_in(Rules::standard(), |g| picked(g) && upcard_played(g));
    for (game, shown) in [(before, true), (after, false)] {
        let (dealer, upcard) = (game.dealer(), game.view(YOU).upcard);
        let root = container();
        let (_mounted, _store) = mount_store(&root, game);
        close_summaries(&root).await;
        let want = if shown {
            vec![upcard.to_string()]
        } else {
            vec![]
        };
        assert_eq!(cards(&root, &testid("shown", dealer)), want);
        assert_eq!(cards(&root, ".shown-cards"), want, "by no other seat");
        if shown {
            assert!(text(&root, &testid("shown", dealer)).contains("Picked up"));
        }
    }
}

/// Another seat's going under shows its three cards face up by that seat through the
/// bidding, and no more once a card is led.
#[wasm_bindgen_test]
async fn going_under_shows_the_three_cards_until_the_first_lead() {
    let under_by_another = |g: &Game| g.view(YOU).went_under().filter(|&(s, _)| s != YOU);
    let bidding = find_in(going_under(), |g| {
        under_by_another(g).is_some() && matches!(g.phase(), Phase::Bidding1 | Phase::Bidding2)
    });
    let led = find_in(going_under(), |g| {
        under_by_another(g).is_some() && g.phase() == Phase::Play && !g.view(YOU).tricks.is_empty()
    });
    for (game, shown) in [(bidding, true), (led, false)] {
        let (seat, three) = under_by_another(&game).unwrap();
        let root = container();
        let (_mounted, _store) = mount_store(&root, game);
        close_summaries(&root).await;
        let want = if shown { names(three) } else { vec![] };
        assert_eq!(sorted(cards(&root, &testid("shown", seat))), want);
        if shown {
            assert!(text(&root, &testid("shown", seat)).contains("Went under"));
        }
    }
}

/// Every hand's summary: each seat's five cards (after going under, the kitty's in place of
/// the three shown, which are marked apart), the upcard and who picked it up, the dealer's
/// discard and the kitty.
#[wasm_bindgen_test]
async fn each_summary_shows_five_cards_a_seat_the_cards_shown_and_the_kitty() {
    let game = find_in(going_under(), |g| {
        g.history()
            .iter()
            .filter(|r| r.went_under.is_some())
            .count()
            >= 2
            && g.history().iter().any(|r| r.discard.is_some())
    });
    let records: Vec<HandRecord> = game.history().to_vec();
    let root = container();
    let start = game.clone();
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(start.clone())/> },
    );
    leptos::task::tick().await;
    let mut checked = [0; 2];
    for record in &records {
        let summary = one(&root, "[data-testid=hand-summary]");
        for seat in Seat::ALL {
            let hand = one(
                &summary,
                &format!(".summary-hand[data-seat={}]", seat.name()),
            );
            let five = cards(&hand, ":scope > .mini-cards");
            let mut held = record.held(seat);
            if seat == record.dealer
                && let Some(discard) = record.discard
            {
                held = (held | CardSet::from_iter([record.deal.upcard]))
                    - CardSet::from_iter([discard]);
            }
            assert_eq!(sorted(five), names(held), "hand {} {seat:?}", record.number);
            let under = cards(&hand, "[data-testid=summary-under]");
            match record.went_under {
                Some((s, three)) if s == seat => {
                    assert_eq!(sorted(under), names(three));
                    checked[0] += 1;
                }
                _ => assert!(under.is_empty()),
            }
        }
        let kitty = one(&summary, "[data-testid=summary-kitty]");
        assert_eq!(
            cards(&kitty, "[data-testid=summary-upcard]"),
            [record.deal.upcard.to_string()]
        );
        let upcard_words = text(&kitty, "[data-testid=summary-upcard]");
        let discard = cards(&kitty, "[data-testid=summary-discard]");
        match record.discard {
            Some(card) => {
                assert_eq!(discard, [card.to_string()]);
                assert!(upcard_words.contains("picked it up"), "{upcard_words}");
                checked[1] += 1;
            }
            None => assert!(discard.is_empty() && !upcard_words.contains("picked")),
        }
        assert_eq!(
            sorted(cards(&kitty, "[data-testid=summary-kitty-cards]")),
            names(record.kitty())
        );
        click(&one(&root, "[data-testid=continue]"));
        leptos::task::tick().await;
    }
    assert!(checked.iter().all(|&n| n > 0), "{checked:?}");
}
