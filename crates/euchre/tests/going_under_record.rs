//! A hand's record after going under (variant `going_under`): who went under, what each
//! seat held, and the kitty.

use euchre::{Action, CardSet, Game, Rules, Seat};

/// A hand's record knows who went under: that player held the kitty's cards in place
/// of the three shown (and played them), and the kitty ended with the three shown.
#[test]
fn a_record_tells_who_went_under_and_what_each_seat_held() {
    let rules = Rules {
        going_under: true,
        ..Rules::standard()
    };
    let mut went_under = 0;
    for seed in 0..40 {
        let mut game = Game::new(rules, seed);
        // Four hands: go under whenever offered, bid whenever allowed (so hands are
        // played, not passed out), else the first legal action.
        while let Some(seat) = game.to_act().filter(|_| game.history().len() < 4) {
            let legal = game.legal_actions();
            let action = legal
                .iter()
                .find(|a| matches!(a, Action::GoUnder(_)))
                .or_else(|| {
                    legal
                        .iter()
                        .find(|a| !matches!(a, Action::Pass | Action::KeepHand))
                })
                .unwrap_or_else(|| legal.iter().next().unwrap());
            game.apply(seat, action).unwrap();
        }
        for record in game.history() {
            for seat in Seat::ALL {
                let played: CardSet = record.tricks.iter().filter_map(|t| t.cards[seat]).collect();
                let mut could = record.held(seat);
                if seat == record.dealer {
                    could.insert(record.deal.upcard);
                }
                assert_eq!(record.held(seat).len(), 5);
                // Through the hand: every card played was in it, and five in all.
                assert_eq!(record.hand_through(seat).len(), 5);
                if !record.tricks.is_empty()
                    && record.tricks.iter().all(|t| t.cards[seat].is_some())
                {
                    assert_eq!(record.hand_through(seat), played, "seed {seed} {seat:?}");
                }
                assert!(
                    (played - could).is_empty(),
                    "seed {seed} hand {} {seat:?}",
                    record.number
                );
            }
            if let Some((seat, shown)) = record.went_under {
                went_under += 1;
                let shown: CardSet = shown.into_iter().collect();
                assert_eq!(record.deal.hands[seat] & shown, shown);
                assert!((record.held(seat) & shown).is_empty());
                assert_eq!(record.kitty(), shown);
            } else {
                assert_eq!(record.kitty(), record.deal.kitty);
            }
        }
    }
    assert!(went_under >= 3, "only {went_under} hands went under");
}
