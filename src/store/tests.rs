//! The store's unit tests: dispatch, the table's view, undo and the statistics it keeps.
use super::record::last_south_action;
use super::*;
use euchre::{HandOutcome, Rules};
use euchre_ai::Difficulty;

/// A game played by the heuristic until `stop` holds (checked before every action).
fn play_until(seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut game = Game::new(Rules::standard(), seed);
    while !stop(&game) {
        let seat = game.to_act().expect("the position comes before the end");
        let action = euchre_ai::player(Difficulty::Normal, seed).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    game
}

#[test]
fn the_table_shows_a_hand_that_ended_as_it_ended() {
    for seed in 0..20 {
        // The first hand that was played out is over and the next one dealt.
        let game = play_until(seed, |g| {
            g.history()
                .iter()
                .any(|r| matches!(r.outcome, HandOutcome::Played { .. }))
        });
        let record = game.history().last().unwrap();
        let view = ended_hand_view(&game).expect("a hand has ended");
        assert_eq!(view.phase, euchre::Phase::HandOver, "seed {seed}");
        assert_eq!(view.tricks, record.tricks, "seed {seed}");
        // South has played every card, unless it sat out beside North's loner.
        assert!(
            view.hand.is_empty() || !view.active[YOU],
            "South has played every card (seed {seed})"
        );
        assert_eq!(view.dealer, record.dealer);
        assert_eq!(view.hand_number, record.number);
        assert_eq!(view.scores, game.scores());
        assert_eq!(view.to_act, None);
    }
}

#[test]
fn there_is_no_ended_hand_to_show_before_the_first_action() {
    let game = Game::new(Rules::standard(), 3);
    assert!(ended_hand_view(&game).is_none());
}

#[test]
fn undo_never_goes_back_into_a_hand_that_has_ended() {
    let ended = |g: &Game| {
        g.history()
            .iter()
            .any(|r| matches!(r.outcome, HandOutcome::Played { .. }))
            && g.to_act() == Some(YOU)
    };
    let acted_here = |g: &Game| g.hand().history().iter().any(|&(s, _)| s == YOU);
    for seed in 0..10 {
        // The next deal, South to act with no action of its own in it yet: its last action
        // is in the hand that ended, and undo takes nothing back.
        let game = play_until(seed, |g| ended(g) && !acted_here(g));
        assert!(last_south_action(&game).is_some());
        assert_eq!(undoable(&game), None, "seed {seed}");
        // Once South has acted in the new hand, undo takes that back, and only that.
        let game = play_until(seed, |g| ended(g) && acted_here(g));
        let start_of_hand = game.actions().len() - game.hand().history().len();
        let at = undoable(&game).expect("an action in this hand");
        assert_eq!(Some(at), last_south_action(&game));
        assert!(at >= start_of_hand, "seed {seed}");
        let undone = Game::replay_prefix(&game.record(), at).unwrap();
        assert_eq!(undone.to_act(), Some(YOU));
        assert_eq!(undone.history().len(), game.history().len());
    }
}

#[test]
fn a_hand_taken_back_leaves_the_statistics_as_they_were() {
    for seed in 0..30 {
        let game = play_until(seed, |g| g.is_over());
        let mut stats = Stats::default();
        for record in game.history() {
            stats.count_hand(euchre::Players::Four, record, true);
        }
        let played = game
            .history()
            .iter()
            .filter(|r| matches!(r.outcome, HandOutcome::Played { .. }))
            .count();
        assert_eq!(stats.hands as usize, played);
        assert!(stats.loners_made <= stats.loners_tried);
        for record in game.history().iter().rev() {
            stats.count_hand(euchre::Players::Four, record, false);
        }
        assert_eq!(stats, Stats::default(), "seed {seed}");
    }
}
