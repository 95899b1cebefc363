//! Drills of the person's own costly decisions (`euchre_ai::board::drills`): the coach's
//! reviews of their decisions that cost (an inaccuracy or a mistake) are kept as drills in
//! localStorage (`bower.drills`, at most `Drills::MAX`, the costliest), by [`DrillKeeper`]
//! (built with the screens, which show the reviews); the board offers them one at a time.

use euchre::Game;
use euchre_ai::board::drills::{Drill, Drills};
use euchre_ai::review::{DecisionReview, INACCURACY};
use leptos::prelude::*;

use super::model::decision;
use crate::store::{YOU, use_game};

/// Where the drills are kept.
pub(crate) const KEY: &str = "bower.drills";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The drills kept (none when there are none, or the browser refuses, or the text is
/// damaged: a damaged save is left as it is until a drill replaces it).
pub(crate) fn load() -> Drills {
    storage()
        .and_then(|s| s.get_item(KEY).ok()?)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Keeps `drills`; false when the browser refused.
pub(crate) fn save(drills: &Drills) -> bool {
    let Ok(text) = serde_json::to_string(drills) else {
        return false;
    };
    storage().is_some_and(|s| s.set_item(KEY, &text).is_ok())
}

/// The drill of a review of `game`: a decision of the person's that cost (an inaccuracy or a
/// mistake), as they faced it, with the Expert's right answers: its best, then every option
/// within the coach's noise of it ([`INACCURACY`] of a game). None for anything else.
pub(crate) fn drill_of(game: &Game, review: &DecisionReview) -> Option<Drill> {
    if review.seat != YOU || review.level.is_some() || !review.verdict.costs() {
        return None;
    }
    let position = decision(game, review.index)?;
    let best = review.options.iter().find(|o| o.action == review.best)?;
    let mut right = vec![review.best];
    right.extend(
        review
            .options
            .iter()
            .filter(|o| o.action != review.best && best.win_chance - o.win_chance < INACCURACY)
            .map(|o| o.action),
    );
    Drill::new(position, review.chosen, right, review.cost_points)
}

/// Offers every costly review of the game on screen to the drills as it comes, and keeps
/// them. Nothing on screen.
#[component]
pub(crate) fn DrillKeeper() -> impl IntoView {
    let store = use_game();
    Effect::new(move |_| {
        let reviews = store.all_reviews();
        let found: Vec<Drill> = store
            .game()
            .with_untracked(|g| reviews.iter().filter_map(|r| drill_of(g, r)).collect());
        if found.is_empty() {
            return;
        }
        let mut drills = load();
        let before = drills.clone();
        for drill in found {
            drills.offer(drill);
        }
        if drills != before {
            save(&drills);
        }
    });
}

#[cfg(test)]
mod tests {
    use euchre::{Phase, Rules};
    use euchre_ai::review::{OptionReview, Verdict};
    use euchre_ai::{Difficulty, player};

    use super::*;

    /// A seeded game played by the Normal player to its end, and South's first decision
    /// with three options or more (its index).
    fn game() -> (Game, usize) {
        let mut game = Game::new(Rules::standard(), 4);
        let mut first = None;
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if seat == YOU && view.legal_actions.len() > 2 && first.is_none() {
                first = Some(game.actions().len());
            }
            game.apply(seat, player(Difficulty::Normal, 4).choose(&view))
                .unwrap();
        }
        (game, first.unwrap())
    }

    /// A review of decision `index` of `game` whose options win 60 %, 59 % and 50 % of
    /// games, the person having chosen `chosen` (an option's place).
    fn review(game: &Game, index: usize, chosen: usize, verdict: Verdict) -> DecisionReview {
        let before = Game::replay_prefix(&game.record(), index).unwrap();
        let view = before.view(YOU);
        let option = |i: usize, win: f64| OptionReview {
            action: view.legal_actions[i],
            label: String::new(),
            expected_points: 0.0,
            win_chance: win,
            double_dummy_points: 0.0,
            march: 0.0,
            euchre: 0.0,
            tied: false,
            reason: String::new(),
        };
        DecisionReview {
            index,
            hand: 0,
            seat: YOU,
            phase: Phase::Play,
            level: None,
            chosen: view.legal_actions[chosen],
            best: view.legal_actions[0],
            options: vec![option(0, 0.60), option(1, 0.59), option(2, 0.50)],
            cost_points: 0.7,
            cost_win: 0.10,
            verdict,
            reason: String::new(),
            speech: None,
            judged: String::new(),
        }
    }

    #[test]
    fn a_costly_decision_of_yours_becomes_a_drill_as_you_faced_it() {
        let (game, index) = game();
        let drill = drill_of(&game, &review(&game, index, 2, Verdict::Mistake)).unwrap();
        let before = Game::replay_prefix(&game.record(), index).unwrap();
        assert_eq!(
            drill.position.view().unwrap().legal_actions,
            before.view(YOU).legal_actions
        );
        let actions = before.view(YOU).legal_actions;
        // The best, then the option within the coach's noise of it; not the costly one.
        assert_eq!(drill.right, vec![actions[0], actions[1]]);
        assert_eq!((drill.chosen, drill.cost), (actions[2], 0.7));
        // Kept, it comes back as it was.
        let mut drills = Drills::default();
        drills.offer(drill.clone());
        let text = serde_json::to_string(&drills).unwrap();
        assert_eq!(serde_json::from_str::<Drills>(&text).unwrap(), drills);
    }

    #[test]
    fn good_choices_and_computers_decisions_are_not_drills() {
        let (game, index) = game();
        for verdict in [Verdict::Best, Verdict::TossUp] {
            assert_eq!(drill_of(&game, &review(&game, index, 1, verdict)), None);
        }
        let mut computer = review(&game, index, 2, Verdict::Mistake);
        computer.level = Some(Difficulty::Hard);
        assert_eq!(drill_of(&game, &computer), None);
        let mut west = review(&game, index, 2, Verdict::Inaccuracy);
        west.seat = euchre::Seat::West;
        assert_eq!(drill_of(&game, &west), None);
        // A review of a decision the game does not have.
        let mut lost = review(&game, index, 2, Verdict::Mistake);
        lost.index = game.actions().len();
        assert_eq!(drill_of(&game, &lost), None);
    }
}
