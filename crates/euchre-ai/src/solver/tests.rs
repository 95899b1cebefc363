use euchre::rand_core::{Rng, SeedableRng};
use euchre::{
    Action, BySeat, Card, CardSet, Deal, DealRng, Hand, Preset, Rules, Seat, Team, below,
};

use super::*;

fn set(s: &str) -> CardSet {
    s.parse().expect("test cards parse")
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A hand from four holdings and the upcard, dealt by East, bid and discarded by `script`.
fn position(hands: [&str; 4], upcard: &str, script: &[Action]) -> Hand {
    let hands = BySeat(hands.map(set));
    let upcard = card(upcard);
    let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
    let deal = Deal {
        hands,
        upcard,
        kitty: !used,
    };
    let mut hand = Hand::new(Rules::standard(), Seat::East, deal);
    for &a in script {
        let seat = hand.to_act().unwrap();
        hand.apply(seat, a).unwrap();
    }
    hand
}

/// A random position of play with `tricks_left` tricks left (random bids and cards).
fn random_position(rules: Rules, seed: u64, tricks_left: usize) -> Hand {
    let mut rng = DealRng::seed_from_u64(seed);
    loop {
        let dealer = Seat::from_index(below(&mut rng, 4) as usize);
        let mut hand = Hand::new(rules, dealer, Deal::new(rng.next_u64(), dealer));
        let at = |h: &Hand| h.phase() == euchre::Phase::Play && h.tricks().len() == 5 - tricks_left;
        while !(hand.is_over() || at(&hand)) {
            let legal = hand.legal_actions();
            // Prefer making trump so the hand is played.
            let pick = legal
                .iter()
                .find(|a| matches!(a, Action::OrderUp { .. } | Action::Call { .. }))
                .filter(|_| below(&mut rng, 3) == 0)
                .unwrap_or(legal[below(&mut rng, legal.len() as u32) as usize]);
            hand.apply_unchecked(pick);
        }
        if !hand.is_over() {
            return hand;
        }
    }
}

#[test]
fn agrees_with_brute_force_on_random_positions() {
    let mut solver = Solver::new();
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..40 {
            let tricks = 2 + (seed as usize % 2);
            let hand = random_position(preset.rules(), seed * 7 + i as u64, tricks);
            for team in Team::ALL {
                let exact = brute_force(&hand, team);
                assert_eq!(
                    solver.solve(&hand, team),
                    exact,
                    "{preset} seed {seed} {team}"
                );
            }
            let ns = solver.solve(&hand, Team::NorthSouth);
            let ew = solver.solve(&hand, Team::EastWest);
            assert_eq!(
                usize::from(ns + ew),
                hand.holding(hand.to_act().unwrap()).len()
            );
            // The best card's value is the solve of the side to act.
            let team = hand.to_act().unwrap().team();
            let (_, best) = solver.best_play(&hand);
            assert_eq!(best, solver.solve(&hand, team));
        }
    }
}

#[test]
fn full_hands_add_up_to_five() {
    let mut solver = Solver::new();
    for seed in 0..20 {
        let hand = random_position(Rules::standard(), 1000 + seed, 5);
        let ns = solver.solve(&hand, Team::NorthSouth);
        let ew = solver.solve(&hand, Team::EastWest);
        assert_eq!(ns + ew, 5, "seed {seed}");
        // A fresh solver gives the same answer.
        assert_eq!(Solver::new().solve(&hand, Team::NorthSouth), ns);
    }
}

#[test]
fn known_positions() {
    // South (maker, hearts) holds the top five trumps: all five tricks whatever happens.
    let hand = position(
        [
            "JH JD AH KH QH",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD 9C QS TC",
        ],
        "9H",
        &[
            Action::OrderUp { alone: false },
            Action::Discard(card("TC")),
        ],
    );
    let mut solver = Solver::new();
    assert_eq!(solver.solve(&hand, Team::NorthSouth), 5);
    assert_eq!(solver.solve(&hand, Team::EastWest), 0);

    // South alone with both bowers, the ace of trump and two off aces draws the
    // defenders' four trumps in three leads and cashes the aces: a march.
    let hand = position(
        [
            "JH JD AH AC AS",
            "KH QH TH 9C 9S",
            "AD KD QD TS JS",
            "9D TD KC QS KS",
        ],
        "9H",
        &[Action::OrderUp { alone: true }, Action::Discard(card("9D"))],
    );
    assert_eq!(solver.solve(&hand, Team::NorthSouth), 5);
    let values = solver.card_values(&hand);
    assert_eq!(values.len(), 5);
    // Every lead keeps the march: the defenders cannot ruff before trump is drawn.
    assert!(values.iter().all(|&(_, v)| v == 5), "{values:?}");
}

#[test]
fn last_trick_is_forced() {
    let hand = random_position(Rules::standard(), 99, 1);
    let mut solver = Solver::new();
    let team = hand.to_act().unwrap().team();
    let values = solver.card_values(&hand);
    assert_eq!(values.len(), 1);
    assert_eq!(values[0].1, brute_force(&hand, team));
}

#[test]
fn zero_window_probes_agree_with_the_exact_value() {
    let mut solver = Solver::new();
    for seed in 0..30 {
        let hand = random_position(
            Preset::KitchenTable.rules(),
            500 + seed,
            3 + seed as usize % 3,
        );
        let makers = hand.contract().unwrap().makers();
        let exact = solver.solve(&hand, makers);
        for k in 0..=5 {
            assert_eq!(
                solver.at_least(&hand, makers, k),
                exact >= k,
                "seed {seed} k {k}"
            );
        }
        let total = hand.team_tricks(makers) + exact;
        let class = match total {
            0..=2 => 2,
            3 | 4 => 3,
            _ => 5,
        };
        assert_eq!(solver.maker_result(&hand), class);
        let exact_values = solver.card_values(&hand);
        let team = hand.to_act().unwrap().team();
        for ((card, result), (card2, value)) in
            solver.card_results(&hand).into_iter().zip(exact_values)
        {
            assert_eq!(card, card2);
            let maker_total = if team == makers {
                hand.team_tricks(makers) + value
            } else {
                hand.team_tricks(makers)
                    + (hand.holding(hand.to_act().unwrap()).len() as u8 - value)
            };
            let class = match maker_total {
                0..=2 => 2,
                3 | 4 => 3,
                _ => 5,
            };
            assert_eq!(result, class, "seed {seed} {card}");
        }
    }
}

/// The bounds that cut the search (a window outside the tricks left, the sure tricks of
/// either side's top trumps) at trick boundaries and inside tricks, for four and for three,
/// with trump and without: every value as the plain minimax finds it.
#[test]
fn every_cut_keeps_the_brute_force_value_inside_tricks_and_by_three() {
    let mut solver = Solver::new();
    let mut rng = DealRng::seed_from_u64(77);
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for players in [euchre::Players::Four, euchre::Players::Three] {
            for seed in 0..24 {
                let rules = preset.rules().with_players(players);
                let mut hand = random_position(rules, 900 + seed * 5 + i as u64, 3);
                // Into the trick: 0 to 2 cards played.
                for _ in 0..below(&mut rng, 3) {
                    let legal = hand.legal_actions();
                    hand.apply_unchecked(legal[below(&mut rng, legal.len() as u32) as usize]);
                }
                let left = hand.holding(hand.to_act().unwrap()).len() as u8;
                for seat in hand.seats().iter().copied() {
                    let exact = brute_force_side(&hand, seat);
                    let context = format!("{preset} {players:?} seed {seed} {seat}");
                    assert_eq!(solver.solve_side(&hand, seat), exact, "{context}");
                    if players == euchre::Players::Four {
                        for k in 0..=left + 1 {
                            assert_eq!(
                                solver.at_least(&hand, seat.team(), k),
                                exact >= k,
                                "{context} k {k}"
                            );
                        }
                    }
                }
            }
        }
    }
}
