//! Table-driven tests of the home-rule variants of docs/rules.md ("Home rules"), each
//! against its text there.

use super::tests::{ORDER, ORDER_ALONE, PASS, hand, run, table};
use super::*;

/// The Canadian loner: "If the dealer's partner orders the dealer up in round 1, they play
/// alone: ordering up is offered to them only alone. Round 2, and every other seat, are as
/// usual."
#[test]
fn canadian_loner_the_dealers_partner_orders_up_only_alone() {
    let rules = Rules {
        canadian_loner: true,
        ..Rules::standard()
    };
    // East deals: South bids first, then West (East's partner), North and East.
    let mut h = hand(rules, Seat::East, table());
    // South (not the dealer's partner): the usual three choices.
    assert_eq!(
        h.legal_actions().iter().collect::<Vec<_>>(),
        [PASS, ORDER, ORDER_ALONE]
    );
    run(&mut h, &[PASS]);
    // West, East's partner: pass or order up alone, and a plain order is refused, the hand
    // unchanged.
    assert_eq!(h.to_act(), Some(Seat::West));
    assert_eq!(
        h.legal_actions().iter().collect::<Vec<_>>(),
        [PASS, ORDER_ALONE]
    );
    let before = h;
    assert_eq!(h.apply(Seat::West, ORDER), Err(ActionError::MustGoAlone));
    assert_eq!(h, before);
    run(&mut h, &[ORDER_ALONE]);
    let contract = h.contract().expect("trump is made");
    assert_eq!((contract.maker, contract.alone), (Seat::West, true));
    // Round 2: the dealer's partner calls as usual, alone or not.
    let mut h = hand(rules, Seat::East, table());
    run(&mut h, &[PASS, PASS, PASS, PASS]);
    assert_eq!(h.phase(), Phase::Bidding2);
    run(&mut h, &[PASS]);
    assert_eq!(h.to_act(), Some(Seat::West));
    let west = h.legal_actions().iter().collect::<Vec<_>>();
    assert!(west.contains(&Action::Call {
        trump: Trump::Suit(crate::card::Suit::Spades),
        alone: false
    }));
    // Without the variant the partner orders as usual.
    let mut h = hand(Rules::standard(), Seat::East, table());
    run(&mut h, &[PASS]);
    assert!(h.legal_actions().contains(ORDER));
    // By three nobody goes alone, and nobody has a partner in the bidding: West, who sits
    // where East's partner would, orders up as usual.
    let three = rules.with_players(Players::Three);
    for seed in 0..40 {
        let mut h = hand(
            three,
            Seat::East,
            Deal::for_players(seed, Seat::East, Players::Three),
        );
        run(&mut h, &[PASS]);
        assert_eq!(h.to_act(), Some(Seat::West));
        assert_eq!(
            h.legal_actions().iter().collect::<Vec<_>>(),
            [PASS, ORDER],
            "seed {seed}"
        );
    }
}
