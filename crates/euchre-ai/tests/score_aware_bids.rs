//! Bids the score should change, and bids it should not: the choices players judge first,
//! each pinned on a seeded deal with the score set. The comments give the search's values of
//! the options over 2000 worlds (points for the bidder's side, and the chance to win the
//! game that the search maximises), printed by `cargo test -p euchre-ai --release --test
//! score_aware_bids -- --nocapture`.

use euchre::{Action, Card, CardSet, Game, PlayerView, Rules, Seat};
use euchre_ai::{Difficulty, Search, SearchConfig, player};

/// The first hand of the game with `seed`, after `passes` passes: the view of the seat to
/// act, its side at `ours` points and the other at `theirs`.
fn position(seed: u64, passes: usize, ours: u8, theirs: u8) -> PlayerView {
    let mut game = Game::new(Rules::standard(), seed);
    for _ in 0..passes {
        let seat = game.to_act().expect("a seat to bid");
        game.apply(seat, Action::Pass).expect("a pass is legal");
    }
    let seat = game.to_act().expect("a seat to bid");
    let mut view = game.view(seat);
    view.scores[seat.team()] = ours;
    view.scores[seat.team().other()] = theirs;
    view
}

fn set(cards: &str) -> CardSet {
    cards.parse().expect("test cards parse")
}

fn card(text: &str) -> Card {
    text.parse().expect("a test card parses")
}

/// The search's chance to win the game with each option, over `worlds` worlds.
fn utilities(view: &PlayerView, worlds: usize) -> Vec<(Action, f64)> {
    let config = SearchConfig {
        bid_worlds: worlds,
        max_bid_worlds: 0,
        ..SearchConfig::expert()
    };
    let values: Vec<_> = Search::new(config, 7)
        .evaluate(view)
        .into_iter()
        .map(|e| (e.action, e.utility))
        .collect();
    println!("{} at {:?}: {values:?}", view.seat, view.scores);
    values
}

fn utility_of(values: &[(Action, f64)], action: Action) -> f64 {
    values
        .iter()
        .find(|v| v.0 == action)
        .expect("a legal option")
        .1
}

/// The Expert's choice with four seeds.
fn expert(view: &PlayerView) -> Vec<Action> {
    (0..4)
        .map(|seed| player(Difficulty::Expert, seed).choose(view))
        .collect()
}

const ORDER: Action = Action::OrderUp { alone: false };
const ALONE: Action = Action::OrderUp { alone: true };

#[test]
fn a_loner_goes_with_partner_when_a_partnered_march_already_wins_the_game() {
    // East deals and turns the Q♣; everyone passes. East holds 9♣ 10♣ J♣ A♦ A♥: with the
    // queen, the right bower and four trumps beside two aces. At 0–0 it goes alone (2000
    // worlds: alone +2.71 points, 69 % to win the game; with partner +1.55, 61 %). At 8–4 a
    // march with partner wins the game as surely as a lone one, and partner can only add
    // tricks; yet the play-outs (partner playing as the heuristic) gave alone a march in
    // 57.5 % against 56.2 % and a chance to win 0.97213 against 0.97211. The search values
    // such a loner no higher than its partnered call, so it picks up with partner.
    let view = position(13, 3, 0, 0);
    assert_eq!((view.seat, view.dealer), (Seat::East, Seat::East));
    assert_eq!(view.upcard, card("QC"));
    assert_eq!(view.hand, set("9C TC JC AD AH"));
    assert_eq!(expert(&view), [ALONE; 4]);
    for (ours, theirs) in [(8, 4), (8, 9), (9, 0)] {
        let view = position(13, 3, ours, theirs);
        assert_eq!(expert(&view), [ORDER; 4], "at {ours}–{theirs}");
        let values = utilities(&view, 400);
        assert!(
            utility_of(&values, ALONE) < utility_of(&values, ORDER),
            "{values:?}"
        );
        assert_eq!(values[0].0, ORDER, "best first: {values:?}");
    }
}

#[test]
fn a_strong_hand_still_orders_up_when_a_euchre_would_lose_the_game() {
    // East deals and turns the Q♥; South and West pass. North holds 9♣ J♥ K♥ A♥ A♠: the right
    // bower, ace and king of trump and an off-suit ace. With the other side at 8 or 9 a
    // euchre ends the game, and a timid player passes; but passing lets East pick up or the
    // other side call in round 2, and any contract of theirs wins it at 9. The search (2000
    // worlds): at 4–8 order +1.18 points, 19.9 % to win the game, pass +0.65, 17.1 %; at 4–9
    // order 10.5 %, pass 9.3 %, alone 8.4 %. Normal orders too.
    for theirs in [8, 9] {
        let view = position(126, 2, 4, theirs);
        assert_eq!((view.seat, view.dealer), (Seat::North, Seat::East));
        assert_eq!(view.upcard, card("QH"));
        assert_eq!(view.hand, set("9C JH KH AH AS"));
        assert_eq!(
            player(Difficulty::Normal, 0).choose(&view),
            ORDER,
            "Normal at 4–{theirs}"
        );
        assert_eq!(expert(&view), [ORDER; 4], "at 4–{theirs}");
        let values = utilities(&view, 400);
        assert!(
            utility_of(&values, ORDER) > utility_of(&values, Action::Pass),
            "{values:?}"
        );
    }
}
