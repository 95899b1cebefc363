//! The card policy's features and chances, on the card decisions of seeded games.

use super::*;
use euchre::{Game, Phase, Rules};

/// Every view with a card to choose in the first hands of seeded games of four heuristics.
fn card_views(games: u64) -> Vec<PlayerView> {
    let mut views = Vec::new();
    for seed in 0..games {
        let mut game = Game::new(Rules::standard(), seed);
        for _ in 0..60 {
            let Some(seat) = game.to_act() else { break };
            let view = game.view(seat);
            let action = Heuristic::decide(&view);
            if view.phase == Phase::Play && view.legal_actions.len() > 1 {
                views.push(view);
            }
            game.apply(seat, action).unwrap();
        }
    }
    views
}

#[test]
fn each_legal_card_is_described_and_the_heuristics_card_is_marked_once() {
    let views = card_views(12);
    assert!(views.len() > 100, "{} views", views.len());
    for view in &views {
        let choice = CardChoice::of(view).expect("a card to choose");
        assert_eq!(choice.cards.len(), view.legal_actions.len());
        let Action::Play(heuristic) = Heuristic::decide(view) else {
            panic!("a card in play")
        };
        let marked: Vec<Card> = choice
            .cards
            .iter()
            .filter(|(_, f)| f[0])
            .map(|(c, _)| *c)
            .collect();
        assert_eq!(marked, vec![heuristic]);
        let trump = view.trump().expect("trump in play");
        for (card, f) in &choice.cards {
            assert_eq!(f[2], card.is_trump(trump), "{card}: trump");
            let leading = view
                .current_trick
                .as_ref()
                .is_none_or(|t| t.led().is_none());
            assert!(
                !(leading && (f[5] || f[11])),
                "{card}: a lead wins nothing yet"
            );
            assert!(!(f[7] && f[8]), "{card}: both top and bottom of a suit");
        }
        // Exactly the highest and the lowest legal cards are marked so.
        assert!(choice.cards.iter().any(|(_, f)| f[3]));
        assert!(choice.cards.iter().any(|(_, f)| f[4]));
    }
}

#[test]
fn a_follower_that_beats_the_card_winning_the_trick_wins_it() {
    let mut checked = 0;
    for view in card_views(12) {
        let Some(trick) = view.current_trick.as_ref().filter(|t| t.led().is_some()) else {
            continue;
        };
        let trump = view.trump().expect("trump in play");
        let led = trick.led().expect("a led card").suit_under(trump);
        let choice = CardChoice::of(&view).expect("a card to choose");
        for (card, f) in &choice.cards {
            let beats_all = trick
                .in_play_order()
                .all(|(_, played)| card.beats(played, led, trump));
            assert_eq!(f[5], beats_all, "{card} on {trick:?}");
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked} cards");
}

#[test]
fn the_chances_are_a_distribution_that_follows_the_odds() {
    let mut policy = CardPolicy([[1.0; FEATURES]; CONTEXTS]);
    for view in card_views(6) {
        let choice = CardChoice::of(&view).expect("a card to choose");
        // Even odds: every legal card alike.
        let even = choice.chances(&policy);
        let n = choice.cards.len() as f64;
        assert!(even.iter().all(|p| (p - 1.0 / n).abs() < 1e-12));
        // Odds of 3 for the heuristic's card: three times any other card's chance.
        policy.0[choice.context][0] = 3.0;
        let chances = choice.chances(&policy);
        assert!((chances.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let (h, _) = choice.cards.iter().find(|(_, f)| f[0]).expect("marked");
        let p = choice.chance(&policy, *h);
        assert!((p - 3.0 / (n + 2.0)).abs() < 1e-12, "{p} with {n} cards");
        policy.0[choice.context][0] = 1.0;
        // The fitted policy: a distribution over the legal cards.
        let fitted = choice.chances(&EXPERT);
        assert!((fitted.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(fitted.iter().all(|&p| p > 0.0));
    }
}
