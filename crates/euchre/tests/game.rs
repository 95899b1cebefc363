//! A game across hands: dealing in turn, misdeals, passed-out hands, the end of the game,
//! records, saving and loading, and views.

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, ActionError, DealRng, Event, Game, HandOutcome, LoadError, Phase, PointsToWin, Preset,
    Rules, SAVE_FORMAT, Seat, Team, UpcardState, below, determinize,
};

/// Plays `game` to its end with seeded random legal actions, returning every event.
fn play_out(game: &mut Game, seed: u64) -> Vec<Event> {
    let mut rng = DealRng::seed_from_u64(seed);
    let mut events = Vec::new();
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        events.extend(game.apply(seat, action).unwrap());
    }
    events
}

#[test]
fn the_game_ends_as_soon_as_a_partnership_reaches_the_target() {
    for points in PointsToWin::ALL {
        let rules = Rules {
            points_to_win: points,
            ..Rules::standard()
        };
        for seed in 0..40 {
            let mut game = Game::new(rules, seed);
            let events = play_out(&mut game, seed);
            let winner = game.winner().expect("a random game ends");
            let target = points.points();
            assert!(game.scores()[winner] >= target);
            assert!(game.scores()[winner.other()] < target);
            assert_eq!(events.last(), Some(&Event::GameOver { winner }));
            // Only the very last hand reached the target.
            let played: Vec<_> = game.history().iter().collect();
            let last = played.last().unwrap();
            assert_eq!(last.scores_after, game.scores());
            for record in &played[..played.len() - 1] {
                assert!(record.scores_after.0.iter().all(|&s| s < target));
            }
            assert_eq!(game.phase(), Phase::GameOver);
            assert_eq!(game.to_act(), None);
            // A finished game's view still determinizes, into the finished last hand.
            let view = game.view(Seat::West);
            let world = determinize(&view, &mut DealRng::seed_from_u64(seed));
            assert!(world.is_over());
            assert_eq!(world.tricks(), view.tricks.as_slice());
            assert!(game.legal_actions().is_empty());
            let before = game.clone();
            assert_eq!(
                game.apply(Seat::South, Action::Pass),
                Err(ActionError::GameOver)
            );
            assert_eq!(game, before);
        }
    }
}

#[test]
fn the_deal_passes_left_after_every_hand_and_passed_out_hands_are_redealt() {
    let mut game = Game::new(Rules::standard(), 99);
    let first = game.dealer();
    // Everyone passes twice: the hand is thrown in and the next dealer deals.
    let mut events = Vec::new();
    for _ in 0..8 {
        let seat = game.to_act().unwrap();
        events.extend(game.apply(seat, Action::Pass).unwrap());
    }
    assert!(events.contains(&Event::PassedOut));
    assert!(matches!(
        events.last(),
        Some(Event::Dealt { number: 1, .. })
    ));
    assert_eq!(game.dealer(), first.next());
    assert_eq!(game.history()[0].outcome, HandOutcome::PassedOut);
    assert_eq!(game.scores().0, [0, 0]);
    assert_eq!(game.to_act(), Some(first.offset(2)));
    let mut dealers = vec![first, first.next()];
    while !game.is_over() {
        let number = game.hand_number();
        while game.hand_number() == number && !game.is_over() {
            let seat = game.to_act().unwrap();
            let legal = game.legal_actions();
            // Make trump at the first chance so every hand is played.
            let action = legal
                .iter()
                .find(|&a| a != Action::Pass)
                .unwrap_or(legal[0]);
            game.apply(seat, action).unwrap();
        }
        if !game.is_over() {
            dealers.push(game.dealer());
        }
    }
    for pair in dealers.windows(2) {
        assert_eq!(pair[1], pair[0].next());
    }
}

#[test]
fn misdeals_are_shown_and_redealt_by_the_next_dealer() {
    let rules = Preset::KitchenTable.rules();
    let mut found = 0;
    for seed in 0..3000 {
        let mut game = Game::new(rules, seed);
        play_out(&mut game, seed);
        for (i, record) in game.history().iter().enumerate() {
            if let HandOutcome::Misdeal { seat } = record.outcome {
                found += 1;
                assert!(rules.is_misdeal(record.deal.hands[seat]));
                assert!(!Rules::standard().is_misdeal(record.deal.hands[seat]));
                let next = game
                    .history()
                    .get(i + 1)
                    .map(|r| r.dealer)
                    .unwrap_or(game.dealer());
                assert_eq!(next, record.dealer.next());
                assert_eq!(
                    record.scores_after,
                    if i == 0 {
                        Default::default()
                    } else {
                        game.history()[i - 1].scores_after
                    }
                );
            }
        }
    }
    assert!(found > 10, "only {found} misdeals in 3000 games");
    // Never with the variant off.
    for seed in 0..300 {
        let mut game = Game::new(Rules::standard(), seed);
        play_out(&mut game, seed);
        assert!(
            !game
                .history()
                .iter()
                .any(|r| matches!(r.outcome, HandOutcome::Misdeal { .. }))
        );
    }
}

#[test]
fn a_record_replays_into_the_identical_game_and_saves_round_trip() {
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        let mut game = Game::new(preset.rules(), 1000 + i as u64);
        let mut rng = DealRng::seed_from_u64(5);
        for _ in 0..60 {
            let Some(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            game.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
                .unwrap();
        }
        let record = game.record();
        assert_eq!(Game::replay(&record).unwrap(), game);
        let text = game.save();
        assert_eq!(Game::load(&text).unwrap(), game);
        // Undo: a prefix of the record is the game as it was.
        let earlier = Game::replay_prefix(&record, 10).unwrap();
        assert_eq!(earlier.actions(), &record.actions[..10]);
    }
}

#[test]
fn a_corrupt_or_foreign_save_is_a_typed_error() {
    let game = Game::new(Rules::standard(), 3);
    let text = game.save();
    assert!(text.contains(&format!("\"format\":{SAVE_FORMAT}")));
    assert_eq!(Game::load(""), Err(LoadError::Malformed));
    assert_eq!(Game::load("{not json"), Err(LoadError::Malformed));
    assert_eq!(
        Game::load(&text[..text.len() / 2]),
        Err(LoadError::Malformed)
    );
    assert_eq!(Game::load(r#"{"format":1}"#), Err(LoadError::Malformed));
    let older = text.replace(&format!("\"format\":{SAVE_FORMAT}"), "\"format\":0");
    assert_eq!(
        Game::load(&older),
        Err(LoadError::UnsupportedFormat { found: 0 })
    );
    // A well-formed save holding an action the rules refuse: the wrong seat acts first.
    let seat = game.to_act().unwrap();
    let bad = serde_json::json!({
        "format": SAVE_FORMAT,
        "rules": game.rules(),
        "seed": 3,
        "actions": [(seat.next(), Action::Pass)],
    })
    .to_string();
    match Game::load(&bad) {
        Err(LoadError::Replay(e)) => {
            assert_eq!(e.index, 0);
            assert_eq!(e.error, ActionError::NotYourTurn { to_act: seat });
        }
        other => panic!("expected a replay error, got {other:?}"),
    }
}

#[test]
fn a_view_shows_a_seat_only_what_it_may_see() {
    let mut game = Game::new(Rules::standard(), 11);
    let dealer = game.dealer();
    // Everyone passes but the dealer, who picks up.
    for _ in 0..3 {
        let seat = game.to_act().unwrap();
        game.apply(seat, Action::Pass).unwrap();
    }
    let upcard = game.hand().upcard();
    game.apply(dealer, Action::OrderUp { alone: false })
        .unwrap();
    let discard = game
        .hand()
        .holding(dealer)
        .iter()
        .find(|&c| c != upcard)
        .unwrap();
    game.apply(dealer, Action::Discard(discard)).unwrap();
    for seat in Seat::ALL {
        let view = game.view(seat);
        assert_eq!(view.hand, game.hand().holding(seat));
        assert_eq!(view.upcard, upcard);
        assert_eq!(view.upcard_state, UpcardState::PickedUp);
        assert_eq!(view.card_counts[dealer], 5);
        let sees_discard = view.discard.is_some()
            || view
                .history
                .iter()
                .any(|(_, a)| matches!(a, Action::Discard(_)));
        assert_eq!(sees_discard, seat == dealer, "{seat}");
        assert_eq!(view.history.len(), if seat == dealer { 5 } else { 4 });
        // No other seat's cards anywhere in the serialized view.
        let text = serde_json::to_string(&view).unwrap();
        assert!(!text.contains("kitty"));
        // Unseen: 24 less the viewer's five, and the upcard (for the dealer: the discard,
        // since the upcard is now in the dealer's hand).
        assert_eq!(view.unseen().len(), 18);
    }
}

#[test]
fn the_last_trick_can_be_looked_at_only_until_the_seat_plays_to_the_next() {
    let mut game = Game::new(Rules::standard(), 21);
    // Order up at once, bury the first card, play the first legal card each time.
    while game.hand().tricks().is_empty() {
        let seat = game.to_act().unwrap();
        let legal = game.legal_actions();
        let action = legal
            .iter()
            .find(|a| matches!(a, Action::OrderUp { alone: false }))
            .unwrap_or(legal[0]);
        game.apply(seat, action).unwrap();
    }
    let leader = game.to_act().unwrap();
    let trick = game.hand().tricks()[0];
    for seat in Seat::ALL {
        assert_eq!(game.view(seat).last_trick(), Some(&trick));
    }
    let card = game.legal_actions()[0];
    game.apply(leader, card).unwrap();
    assert_eq!(game.view(leader).last_trick(), None);
    let next = game.to_act().unwrap();
    assert_eq!(game.view(next).last_trick(), Some(&trick));
    // Every card played stays known.
    assert_eq!(game.view(leader).tricks, vec![trick]);
}

#[test]
fn determinized_worlds_agree_with_the_view() {
    let mut rng = DealRng::seed_from_u64(77);
    // Each preset, and the home rules that hide a card: going under, and calling for best
    // (with a lone defender's call too).
    let home = Rules {
        going_under: true,
        call_for_best: true,
        defend_alone: true,
        ..Rules::standard()
    };
    let rules = Preset::ALL.map(|p| p.rules()).into_iter().chain([home]);
    for (i, rules) in rules.enumerate() {
        let mut game = Game::new(rules, 500 + i as u64);
        for _ in 0..200 {
            let Some(seat) = game.to_act() else { break };
            for viewer in Seat::ALL {
                let view = game.view(viewer);
                let world = determinize(&view, &mut rng);
                let mut again = world.view(viewer);
                again.scores = view.scores;
                again.seat_scores = view.seat_scores;
                again.hand_number = view.hand_number;
                assert_eq!(again, view, "the world gives back the view");
                assert_eq!(world.holding(viewer), view.hand);
            }
            let legal = game.legal_actions();
            game.apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
                .unwrap();
        }
    }
}

#[test]
fn points_come_only_from_the_table() {
    for preset in Preset::ALL {
        for seed in 0..50 {
            let mut game = Game::new(preset.rules(), seed);
            let events = play_out(&mut game, seed * 7 + 1);
            let mut totals = [0u32; 2];
            for event in &events {
                if let Event::HandScored { team, points, .. } = *event {
                    assert!([1, 2, 4].contains(&points));
                    totals[team.index()] += u32::from(points);
                }
            }
            let scores = game.scores();
            assert_eq!(
                totals,
                [
                    u32::from(scores[Team::NorthSouth]),
                    u32::from(scores[Team::EastWest])
                ]
            );
        }
    }
}
