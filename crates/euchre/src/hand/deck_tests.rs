//! Table-driven tests of the decks of docs/rules.md ("The deck"): the Joker and the 32
//! cards, each against its text there.

use super::tests::{PASS, card, deal_of, run, set};
use super::*;
use crate::card::Suit;
use crate::rules::{Deck, Preset};
use crate::seat::Players;

fn joker_rules() -> Rules {
    Preset::BritishJoker.rules()
}

/// East deals; the Joker is turned up.
fn joker_turned() -> Deal {
    deal_of(
        Deck::Joker,
        [
            "JH JD AH 9C TC",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD KH QH QS",
        ],
        "Joker",
    )
}

fn call(suit: Suit, alone: bool) -> Action {
    Action::Call {
        trump: Trump::Suit(suit),
        alone,
    }
}

/// "If the Joker is turned up, the dealer names the suit it stands for: that suit is trump,
/// the dealer's side are the makers, and the dealer picks the Joker up and discards. Nobody
/// else bids." The dealer may go alone.
#[test]
fn a_turned_joker_has_the_dealer_name_trump_and_pick_it_up() {
    let mut h = Hand::new(joker_rules(), Seat::East, joker_turned());
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::JokerTurned, Some(Seat::East))
    );
    assert_eq!(h.upcard_state(), UpcardState::OnKitty);
    let offered: Vec<Action> = h.legal_actions().iter().collect();
    let every_suit: Vec<Action> = Suit::ALL
        .into_iter()
        .flat_map(|s| [call(s, false), call(s, true)])
        .collect();
    assert_eq!(offered, every_suit);
    // Nobody else bids, the dealer may not pass, and no trump is not a suit.
    let before = h;
    assert_eq!(
        h.apply(Seat::South, PASS),
        Err(ActionError::NotYourTurn { to_act: Seat::East })
    );
    assert_eq!(h.apply(Seat::East, PASS), Err(ActionError::DealerMustCall));
    let high = Action::Call {
        trump: Trump::High,
        alone: false,
    };
    assert_eq!(
        h.apply(Seat::East, high),
        Err(ActionError::NoTrumpNotAllowed)
    );
    assert_eq!(
        h.apply(Seat::East, Action::OrderUp { alone: false }),
        Err(ActionError::WrongPhase)
    );
    assert_eq!(h, before, "a refusal changes nothing");
    let events = run(&mut h, &[call(Suit::Clubs, false)]);
    assert!(events.contains(&Event::TrumpMade {
        maker: Seat::East,
        trump: Trump::Suit(Suit::Clubs),
        alone: false,
        round: 1,
    }));
    assert!(events.contains(&Event::PickedUp {
        dealer: Seat::East,
        card: h.upcard()
    }));
    assert_eq!((h.phase(), h.to_act()), (Phase::Discard, Some(Seat::East)));
    assert!(h.holding(Seat::East).contains(Card::JOKER));
    run(&mut h, &[Action::Discard(card("9D"))]);
    assert_eq!(h.upcard_state(), UpcardState::PickedUp);
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(
        h.history(),
        [
            (Seat::East, call(Suit::Clubs, false)),
            (Seat::East, Action::Discard(card("9D")))
        ]
    );
    // Alone: the dealer's partner sits out; with defend alone the defenders decide next.
    let mut h = Hand::new(joker_rules(), Seat::East, joker_turned());
    run(
        &mut h,
        &[call(Suit::Spades, true), Action::Discard(card("9D"))],
    );
    assert!(!h.is_active(Seat::West));
    assert_eq!(
        (h.phase(), h.to_act()),
        (Phase::DefendAlone, Some(Seat::South))
    );
}

/// "The Joker is the highest trump, above the right bower, whatever suit is trump; it
/// follows trump, and when it is led, trump must be followed."
#[test]
fn the_joker_is_the_highest_trump_and_leads_trump() {
    // East deals; South holds the Joker; East has the right bower of hearts.
    let cards = deal_of(
        Deck::Joker,
        [
            "Joker AH 9C TC AD",
            "AC KC QC AS KS",
            "KD QD 9S TS 9H",
            "JH JD TD KH QH",
        ],
        "QS",
    );
    let mut h = Hand::new(joker_rules(), Seat::East, cards);
    // Everyone passes round 1; South calls hearts.
    run(&mut h, &[PASS, PASS, PASS, PASS, call(Suit::Hearts, false)]);
    assert_eq!(h.phase(), Phase::Play);
    // South leads the Joker: trump is led, so North must play the 9H and East a heart.
    run(&mut h, &[Action::Play(Card::JOKER)]);
    assert_eq!(
        h.playable(Seat::West),
        h.holding(Seat::West),
        "West has no trump"
    );
    run(&mut h, &[Action::Play(card("AC"))]);
    assert_eq!(h.playable(Seat::North), set("9H"));
    run(&mut h, &[Action::Play(card("9H"))]);
    assert_eq!(h.playable(Seat::East), set("JH JD KH QH"));
    run(&mut h, &[Action::Play(card("JH"))]);
    assert_eq!(
        h.tricks()[0].winner,
        Some(Seat::South),
        "the Joker beats the right"
    );
}

/// "With the Joker no trump is not played: round 2 offers the suits only."
#[test]
fn no_trump_is_not_played_with_the_joker() {
    let rules = Rules {
        no_trump: true,
        ..joker_rules()
    };
    assert!(!rules.has_no_trump());
    let cards = deal_of(
        Deck::Joker,
        [
            "JH JD AH 9C TC",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD KH QH QS",
        ],
        "9H",
    );
    let mut h = Hand::new(rules, Seat::East, cards);
    run(&mut h, &[PASS, PASS, PASS, PASS]);
    assert_eq!(h.phase(), Phase::Bidding2);
    let calls: Vec<Action> = h.legal_actions().iter().collect();
    assert!(calls.iter().all(|a| !matches!(
        a,
        Action::Call {
            trump: Trump::High | Trump::Low,
            ..
        }
    )));
    let low = Action::Call {
        trump: Trump::Low,
        alone: false,
    };
    assert_eq!(
        h.apply(Seat::South, low),
        Err(ActionError::NoTrumpNotAllowed)
    );
}

/// "The 32-card deck: 7 to ace of each suit, five cards each and the rest the kitty; in
/// trump R L A K Q 10 9 8 7, in a plain suit A K Q J 10 9 8 7. Going under is played with
/// the 24 cards only. A misdeal of nines and tens counts the 7s and 8s as low cards."
#[test]
fn the_thirty_two_card_deck_deals_five_each_and_a_kitty_of_eleven() {
    let rules = Rules {
        deck: Deck::ThirtyTwo,
        going_under: true,
        misdeal_nines_tens: true,
        ..Rules::standard()
    };
    for seed in 0..200 {
        let deal = Deal::for_rules(seed, Seat::South, &rules);
        assert_eq!(deal.all_cards(), Deck::ThirtyTwo.cards());
        assert!(Seat::ALL.iter().all(|&s| deal.hands[s].len() == 5));
        assert_eq!(deal.kitty.len(), rules.kitty_len());
        assert_eq!(rules.kitty_len(), 11);
        // Going under is not offered: the bidding starts at once.
        assert_eq!(Hand::new(rules, Seat::South, deal).phase(), Phase::Bidding1);
    }
    let three = rules.with_players(Players::Three);
    let deal = Deal::for_rules(3, Seat::South, &three);
    assert_eq!((deal.kitty.len(), three.kitty_len()), (16, 16));
    // Misdeals: no card above a 10, or one ace and four such cards; a jack or the Joker
    // saves the hand.
    for (cards, misdeal) in [
        ("7C 8D 9H TS 7S", true),
        ("AC 8D 9H TS 7S", true),
        ("AC AD 9H TS 7S", false),
        ("JC 8D 9H TS 7S", false),
    ] {
        assert_eq!(rules.is_misdeal(set(cards)), misdeal, "{cards}");
    }
    let joker = Rules {
        deck: Deck::Joker,
        ..rules
    };
    assert!(!joker.is_misdeal(set("Joker 9D 9H TS TC")));
    assert!(joker.is_misdeal(set("9C 9D 9H TS TC")));
}

/// Different decks deal different cards, and the standard deck deals as it always has.
#[test]
fn each_deck_is_dealt_from_its_own_cards() {
    for deck in Deck::ALL {
        let rules = Rules {
            deck,
            ..Rules::standard()
        };
        let deal = Deal::for_rules(11, Seat::West, &rules);
        assert_eq!(deal.all_cards(), deck.cards(), "{deck}");
    }
    assert_eq!(
        Deal::for_rules(11, Seat::West, &Rules::standard()),
        Deal::new(11, Seat::West)
    );
}
