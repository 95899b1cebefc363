//! Every decision of a real game rebuilds as a position (`Position::seen`): what the seat
//! saw, replayed by the engine with the unseen cards placed, gives the seat the same view and
//! the same choices, under every preset, the Canadian loner and both table sizes (three
//! players tied at the target playing on too); with going under, whoever kept a hand they
//! could have gone under with. (Going under and calling for
//! best exchange cards the position does not yet place: not here.)

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, Game, PlayerView, Players, Position, Preset, Rules, below};

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

/// The variants that exchange cards: going under (the three cards shown are the seat's; the
/// kitty it took holds what it plays past the two it kept; a hand kept unseen is kept for
/// the others), calling for the partner's best (the card passed is the partner's, the card
/// buried the lone player's; what the seat did not see is made up consistently), with a
/// lone defender too. Every decision rebuilds as the seat saw it, a seat's own after it went
/// under too (the position holds the kitty's cards it took).
#[test]
fn hands_with_cards_exchanged_rebuild_as_the_seat_saw_them() {
    let variants = [
        Rules {
            going_under: true,
            ..Rules::standard()
        },
        Rules {
            call_for_best: true,
            ..Rules::standard()
        },
        Rules {
            going_under: true,
            call_for_best: true,
            defend_alone: true,
            ..Rules::standard()
        },
    ];
    let (mut checked, mut own_under) = (0, 0);
    let mut seen = [0; 4];
    for rules in variants {
        for seed in 0..100 {
            let mut game = Game::new(rules, seed);
            let mut rng = DealRng::seed_from_u64(seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let position = Position::seen(game.hand(), seat, game.scores());
                let went_under = view
                    .history
                    .iter()
                    .any(|&(s, a)| s == seat && matches!(a, Action::GoUnder(_)));
                let rebuilt = position
                    .view()
                    .unwrap_or_else(|e| panic!("{rules:?} seed {seed}: {e}"));
                assert_eq!(decision(&rebuilt), decision(&view), "seed {seed}");
                checked += 1;
                own_under += usize::from(went_under);
                // Its taken cards are the kitty's three, and only after going under.
                assert_eq!(position.taken.len(), if went_under { 3 } else { 0 });
                for (i, kind) in [
                    |a: &Action| matches!(a, Action::GoUnder(_)),
                    |a: &Action| matches!(a, Action::CallForBest),
                    |a: &Action| matches!(a, Action::PassBest(_)),
                    |a: &Action| matches!(a, Action::DefendAlone),
                ]
                .iter()
                .enumerate()
                {
                    seen[i] += usize::from(view.history.iter().any(|(_, a)| kind(a)));
                }
                // Under the first rules, every seat goes under whenever it may (a dealer
                // who went under and picks up buries one of the kitty's cards it took).
                let legal = game.legal_actions();
                let under = legal.iter().find(|a| matches!(a, Action::GoUnder(_)));
                let action = match under {
                    Some(under) if rules == variants[0] => under,
                    _ => legal[below(&mut rng, legal.len() as u32) as usize],
                };
                game.apply(seat, action).unwrap();
            }
        }
    }
    // Decisions seen after each kind of exchange: going under, a call for best, a card
    // passed (seen by the two partners), a lone defender.
    assert!(seen.iter().all(|&n| n > 100), "{seen:?}");
    assert!(checked > 10_000 && own_under > 50, "{checked} {own_under}");
}
