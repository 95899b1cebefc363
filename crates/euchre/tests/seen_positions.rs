//! Every decision of a real game rebuilds as a position (`Position::seen`): what the seat
//! saw, replayed by the engine with the unseen cards placed, gives the seat the same view and
//! the same choices, under every preset, the Canadian loner and both table sizes (three
//! players tied at the target playing on too); with going under, whoever kept a hand they
//! could have gone under with. (Going under and calling for
//! best exchange cards the position does not yet place: not here.)

use euchre::rand_core::SeedableRng;
use euchre::{DealRng, Game, PlayerView, Players, Position, Preset, Rules, below};

/// What a decision is made from: everything of the view but the game's count of hands and
/// the three players' separate scores, which a position does not carry.
fn decision(view: &PlayerView) -> impl PartialEq + std::fmt::Debug {
    (
        (view.seat, view.dealer, view.phase, view.to_act, view.hand),
        (
            view.upcard,
            view.upcard_state,
            view.contract,
            view.defender_alone,
        ),
        (
            view.active,
            view.discard,
            view.history.clone(),
            view.tricks.clone(),
        ),
        (view.current_trick, view.tricks_won, view.card_counts),
        view.legal_actions.clone(),
    )
}

#[test]
fn every_decision_of_seeded_games_rebuilds_as_the_seat_saw_it() {
    let mut checked = 0;
    for preset in Preset::ALL {
        for players in Players::ALL {
            for variant in [0, 3] {
                let rules = Rules {
                    canadian_loner: variant == 3,
                    ..preset.rules().with_players(players)
                };
                for seed in 0..3 {
                    let mut game = Game::new(rules, seed);
                    let mut rng = DealRng::seed_from_u64(seed);
                    while let Some(seat) = game.to_act() {
                        let view = game.view(seat);
                        let position = Position::seen(game.hand(), seat, game.scores());
                        let rebuilt = position.view().unwrap_or_else(|e| {
                            panic!("{preset:?} {players:?} {variant} {seed}: {e}")
                        });
                        assert_eq!(decision(&rebuilt), decision(&view));
                        checked += 1;
                        let legal = game.legal_actions();
                        let action = legal[below(&mut rng, legal.len() as u32) as usize];
                        game.apply(seat, action).unwrap();
                    }
                }
            }
        }
    }
    assert!(checked > 5000, "{checked} decisions");
}

/// Going under: a seat that kept the hand it could have gone under with is seen by no one
/// else, so the position keeps it for them. Every decision of hands in which nobody went
/// under rebuilds as the seat saw it (a hand with cards exchanged is not placed yet).
#[test]
fn a_hand_nobody_went_under_rebuilds_whoever_kept_their_hand() {
    let rules = Rules {
        going_under: true,
        ..Rules::standard()
    };
    let (mut checked, mut kept) = (0, 0);
    for seed in 0..40 {
        let mut game = Game::new(rules, seed);
        let mut rng = DealRng::seed_from_u64(seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let position = Position::seen(game.hand(), seat, game.scores());
            let rebuilt = position
                .view()
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert_eq!(decision(&rebuilt), decision(&view));
            checked += 1;
            // Play on without going under: every hand is one nobody went under.
            let legal = game.legal_actions();
            let choices: Vec<_> = legal
                .iter()
                .filter(|a| !matches!(a, euchre::Action::GoUnder(_)))
                .collect();
            let action = choices[below(&mut rng, choices.len() as u32) as usize];
            game.apply(seat, action).unwrap();
        }
        // Hands each seat kept unseen by the others, whose later decisions rebuilt above.
        kept += game
            .actions()
            .iter()
            .filter(|(_, a)| *a == euchre::Action::KeepHand)
            .count();
    }
    assert!(
        checked > 2000 && kept > 10,
        "{checked} decisions, {kept} hands kept"
    );
}
