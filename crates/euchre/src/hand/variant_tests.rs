//! Table-driven tests of the home-rule variants of docs/rules.md ("Home rules"), each
//! against its text there.

use super::tests::{ORDER, ORDER_ALONE, PASS, hand, play, run, table};
use super::*;
use crate::seat::Players;

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

/// Going under: "Before the bidding, a player dealt three 9s or three 10s may show those
/// three cards and exchange them for the kitty's three hidden cards. Players are asked in
/// turn from the dealer's left; only one player goes under in a hand. Everyone sees the
/// three cards shown; only the player who went under sees the cards taken. A player who
/// keeps the hand says nothing."
#[test]
fn going_under_exchanges_three_nines_or_tens_with_the_kitty() {
    use super::tests::{card, deal, set};
    let rules = Rules {
        going_under: true,
        ..Rules::standard()
    };
    // East deals. South holds three 9s, North three 10s; West and East nothing of the kind.
    // The kitty: JC JS QS.
    let cards = deal(
        [
            "9C 9D 9H AH KH",
            "AC KC QC AS KS",
            "TC TD TH AD KD",
            "9S TS QH QD JD",
        ],
        "JH",
    );
    assert_eq!(cards.kitty, set("JC JS QS"));
    let mut h = hand(rules, Seat::East, cards);
    assert_eq!(h.phase(), Phase::GoingUnder);
    assert_eq!(h.to_act(), Some(Seat::South));
    let three_nines = Action::GoUnder([card("9C"), card("9D"), card("9H")]);
    assert_eq!(
        h.legal_actions().iter().collect::<Vec<_>>(),
        [three_nines, Action::KeepHand]
    );
    // Anything else is refused, the hand unchanged.
    let before = h;
    for (action, error) in [
        (
            Action::GoUnder([card("9C"), card("9D"), card("AH")]),
            ActionError::NotAFarmersHand,
        ),
        (
            Action::GoUnder([card("9D"), card("9C"), card("9H")]),
            ActionError::NotAFarmersHand,
        ),
        (PASS, ActionError::WrongPhase),
        (ORDER, ActionError::WrongPhase),
    ] {
        assert_eq!(h.apply(Seat::South, action), Err(error), "{action}");
        assert_eq!(h, before);
    }
    assert_eq!(
        h.apply(Seat::North, Action::KeepHand),
        Err(ActionError::NotYourTurn {
            to_act: Seat::South
        })
    );
    // South keeps the hand: North, the next with a farmer's hand, is asked (West is not).
    run(&mut h, &[Action::KeepHand]);
    assert_eq!(h.to_act(), Some(Seat::North));
    // The others do not see South's choice; South does.
    assert_eq!(h.view(Seat::West).history, []);
    assert_eq!(
        h.view(Seat::South).history,
        [(Seat::South, Action::KeepHand)]
    );
    let tens = Action::GoUnder([card("TC"), card("TD"), card("TH")]);
    let events = run(&mut h, &[tens]);
    assert_eq!(
        events,
        [Event::WentUnder {
            seat: Seat::North,
            shown: [card("TC"), card("TD"), card("TH")]
        }]
    );
    // North holds the kitty's cards, the kitty the three 10s; round 1 starts at South.
    assert_eq!(h.holding(Seat::North), set("AD KD JC JS QS"));
    assert_eq!(h.kitty(), set("TC TD TH"));
    assert_eq!(h.phase(), Phase::Bidding1);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(h.upcard_state(), UpcardState::OnKitty);
    // Everyone sees the 10s shown (and they are no longer unseen); West does not see what
    // North took.
    let west = h.view(Seat::West);
    assert_eq!(west.history, [(Seat::North, tens)]);
    assert_eq!(
        west.went_under(),
        Some((Seat::North, [card("TC"), card("TD"), card("TH")]))
    );
    assert!((west.unseen() & set("TC TD TH")).is_empty());
    assert!(west.unseen().contains(card("JC")));
    // One exchange a hand: nobody else is asked, and the bidding goes on as usual.
    run(&mut h, &[PASS, ORDER]);
    assert_eq!(h.phase(), Phase::Discard);
    // The history replays the hand.
    let mut again = hand(rules, Seat::East, cards);
    run(
        &mut again,
        &h.history().iter().map(|&(_, a)| a).collect::<Vec<_>>(),
    );
    assert_eq!(again, h);

    // Four of a rank: any three of them may be shown.
    let four = deal(
        [
            "9C 9D 9H 9S AH",
            "AC KC QC AS KS",
            "TC TD TH AD KD",
            "TS QH QD KH JC",
        ],
        "JH",
    );
    let h = hand(rules, Seat::East, four);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(h.legal_actions().len(), 5, "{:?}", h.legal_actions());
    // Nobody dealt a farmer's hand, or the variant off, or three players: round 1 at once.
    assert_eq!(hand(rules, Seat::East, table()).phase(), Phase::Bidding1);
    assert_eq!(
        hand(Rules::standard(), Seat::East, cards).phase(),
        Phase::Bidding1
    );
    let three = rules.with_players(Players::Three);
    for seed in 0..200 {
        let h = hand(
            three,
            Seat::East,
            Deal::for_players(seed, Seat::East, Players::Three),
        );
        assert_eq!(h.phase(), Phase::Bidding1, "seed {seed}");
    }
    // The dealer is asked last: with only East holding one, East decides, then South bids.
    let dealer_only = deal(
        [
            "AC KC QC AS KS",
            "AD KD QD AH KH",
            "QH JC JS QS JD",
            "9C 9D 9H TS TC",
        ],
        "JH",
    );
    let mut h = hand(rules, Seat::East, dealer_only);
    assert_eq!(h.to_act(), Some(Seat::East));
    run(&mut h, &[Action::KeepHand]);
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::Bidding1, Some(Seat::South))
    );
}

/// Calling for partner's best: "After trump is made, the dealer has discarded and any
/// defender has decided to defend alone, a player going alone may call for their partner's
/// best: the partner passes them one card of the partner's choosing, face down, and the lone
/// player buries one card face down (it may be the card received), keeping five. The lone
/// maker is asked first, then a lone defender. Only the two partners see the card passed;
/// only the lone player sees the card buried. Scoring is unchanged."
#[test]
fn call_for_best_the_partner_passes_a_card_and_the_loner_buries_one() {
    use super::tests::{card, deal, set};
    let rules = Rules {
        call_for_best: true,
        defend_alone: true,
        ..Rules::standard()
    };
    // East deals, the upcard the JH. South orders East up alone; East picks up and buries.
    let cards = deal(
        [
            "AH KH QH AC 9S",
            "AD KD QD AS KS",
            "JD TH 9H TC 9C",
            "JC JS QS TS TD",
        ],
        "JH",
    );
    let mut h = hand(rules, Seat::East, cards);
    run(&mut h, &[ORDER_ALONE, Action::Discard(card("TD"))]);
    // West defends alone against South: East (the dealer, who has buried) sits out.
    assert_eq!(h.phase(), Phase::DefendAlone);
    run(&mut h, &[Action::DefendAlone]);
    // The lone maker is asked first: call for best or play without.
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::CallForBest, Some(Seat::South))
    );
    assert_eq!(
        h.legal_actions().iter().collect::<Vec<_>>(),
        [Action::CallForBest, PASS]
    );
    let events = run(&mut h, &[Action::CallForBest]);
    assert_eq!(events, [Event::CalledForBest { seat: Seat::South }]);
    // North, the partner, passes any card held; a card not held is refused, the hand
    // unchanged.
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::PassBest, Some(Seat::North))
    );
    assert_eq!(h.legal_actions().len(), 5);
    let before = h;
    for (action, error) in [
        (
            Action::PassBest(card("AH")),
            ActionError::CardNotHeld(card("AH")),
        ),
        (Action::Bury(card("JD")), ActionError::WrongPhase),
        (Action::Play(card("JD")), ActionError::WrongPhase),
    ] {
        assert_eq!(h.apply(Seat::North, action), Err(error), "{action}");
        assert_eq!(h, before);
    }
    let events = run(&mut h, &[Action::PassBest(card("JD"))]);
    assert_eq!(events, [Event::PassedBest { seat: Seat::North }]);
    // South holds six and buries one, any of them.
    assert_eq!((h.phase(), h.to_act()), (Phase::Bury, Some(Seat::South)));
    assert_eq!(h.holding(Seat::South), set("AH KH QH AC 9S JD"));
    assert_eq!(h.legal_actions().len(), 6);
    let events = run(&mut h, &[Action::Bury(card("9S"))]);
    assert_eq!(events, [Event::Buried { seat: Seat::South }]);
    assert_eq!(h.holding(Seat::South), set("AH KH QH AC JD"));
    assert_eq!(h.holding(Seat::North), set("TH 9H TC 9C"));
    // Who sees what: North and South the card passed, South alone the card buried; the
    // others that a card was passed and one buried, not which.
    let words = |seat: Seat| h.view(seat).history;
    let passed = (Seat::North, Action::PassBest(card("JD")));
    let buried = (Seat::South, Action::Bury(card("9S")));
    assert!(words(Seat::South).contains(&passed) && words(Seat::South).contains(&buried));
    assert!(words(Seat::North).contains(&passed) && !words(Seat::North).contains(&buried));
    for seat in [Seat::West, Seat::East] {
        let history = words(seat);
        assert!(history.contains(&(Seat::South, Action::CallForBest)));
        assert!(
            !history
                .iter()
                .any(|(_, a)| matches!(a, Action::PassBest(_) | Action::Bury(_)))
        );
        assert!(h.view(seat).unseen().contains(card("JD")));
    }
    assert_eq!(h.view(Seat::West).card_counts.0, [5, 5, 4, 5]);
    // Then the lone defender is asked: West plays without calling.
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::CallForBest, Some(Seat::West))
    );
    let events = run(&mut h, &[PASS]);
    assert_eq!(
        events,
        [Event::Passed {
            seat: Seat::West,
            round: 4
        }]
    );
    // Everyone's view says West plays without; South called.
    for seat in Seat::ALL {
        let view = h.view(seat);
        assert!(view.declined_best(Seat::West) && !view.declined_best(Seat::South));
    }
    // Play: South, left of the dealer, leads; North and East sit out.
    assert_eq!((h.phase(), h.to_act()), (Phase::Play, Some(Seat::South)));
    assert!(!h.is_active(Seat::North) && !h.is_active(Seat::East));
    // The history replays the hand.
    let mut again = hand(rules, Seat::East, cards);
    run(
        &mut again,
        &h.history().iter().map(|&(_, a)| a).collect::<Vec<_>>(),
    );
    assert_eq!(again, h);
    // South takes all five: a lone march scores 4, as without calling.
    run(&mut h, &play("JD KS AH QD KH KD QH AD AC AS"));
    assert_eq!(
        h.outcome().map(|o| match o {
            HandOutcome::Played { score, .. } => score.points,
            _ => 0,
        }),
        Some(4)
    );

    // Without the variant, or without anyone alone, nobody is asked.
    for (rules, script) in [(Rules::standard(), [ORDER_ALONE]), (rules, [ORDER])] {
        let mut h = hand(rules, Seat::East, cards);
        run(&mut h, &script);
        run(&mut h, &[Action::Discard(card("TD"))]);
        if h.phase() == Phase::DefendAlone {
            run(&mut h, &[PASS, PASS]);
        }
        assert_eq!(h.phase(), Phase::Play, "{rules:?}");
    }
}
