//! Table-driven tests of one hand: every rule of docs/rules.md and every variant.

use super::*;
use crate::card::Suit;
use crate::rules::{Preset, Score, ScoreKind};

pub(super) fn card(s: &str) -> Card {
    s.parse().unwrap()
}

pub(super) fn set(cards: &str) -> CardSet {
    cards.parse().expect("test cards parse")
}

/// A deal from South's, West's, North's and East's cards and the upcard; the kitty is
/// whatever is left.
pub(super) fn deal(hands: [&str; 4], upcard: &str) -> Deal {
    deal_of(crate::rules::Deck::TwentyFour, hands, upcard)
}

/// [`deal`] from the cards of `deck`: the kitty is the rest of that deck.
pub(super) fn deal_of(deck: crate::rules::Deck, hands: [&str; 4], upcard: &str) -> Deal {
    let hands = BySeat(hands.map(set));
    let upcard = card(upcard);
    let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
    assert_eq!(used.len(), 21, "21 distinct cards");
    Deal {
        hands,
        upcard,
        kitty: deck.cards() - used,
    }
}

/// A standard test deal, dealt by East (South bids first, West, North, then East).
///
/// South: JH JD AH 9C TC   West: AC KC QC AS KS   North: AD KD QD 9S TS
/// East: 9D TD KH QH QS   upcard 9H; the kitty is the rest (JC JS TH).
pub(super) fn table() -> Deal {
    deal(
        [
            "JH JD AH 9C TC",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD KH QH QS",
        ],
        "9H",
    )
}

pub(super) fn hand(rules: Rules, dealer: Seat, deal: Deal) -> Hand {
    Hand::new(rules, dealer, deal)
}

/// Applies a script of actions, each for the seat to act, panicking with context.
pub(super) fn run(hand: &mut Hand, script: &[Action]) -> Vec<Event> {
    let mut events = Vec::new();
    for &action in script {
        let seat = hand.to_act().expect("hand not over");
        events.extend(
            hand.apply(seat, action)
                .unwrap_or_else(|e| panic!("{seat} {action}: {e} in {:?}", hand.phase())),
        );
    }
    events
}

pub(super) fn play(cards: &str) -> Vec<Action> {
    cards
        .split_whitespace()
        .map(|c| Action::Play(card(c)))
        .collect()
}

pub(super) const PASS: Action = Action::Pass;
pub(super) const ORDER: Action = Action::OrderUp { alone: false };
pub(super) const ORDER_ALONE: Action = Action::OrderUp { alone: true };

fn call(suit: Suit, alone: bool) -> Action {
    Action::Call {
        trump: Trump::Suit(suit),
        alone,
    }
}

#[test]
fn round_one_order_up_then_discard_then_left_of_dealer_leads() {
    let mut h = hand(Rules::standard(), Seat::East, table());
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(h.upcard_state(), UpcardState::OnKitty);
    let events = run(&mut h, &[PASS, ORDER]);
    assert!(events.contains(&Event::PickedUp {
        dealer: Seat::East,
        card: h.upcard()
    }));
    assert_eq!(h.phase(), Phase::Discard);
    assert_eq!(h.to_act(), Some(Seat::East));
    assert_eq!(h.holding(Seat::East).len(), 6);
    assert_eq!(
        h.legal_actions().iter().collect::<Vec<_>>(),
        set("9D TD KH QH QS 9H")
            .iter()
            .map(Action::Discard)
            .collect::<Vec<_>>()
    );
    run(&mut h, &[Action::Discard(card("QS"))]);
    assert_eq!(h.discard(), Some(card("QS")));
    assert_eq!(h.holding(Seat::East), set("9D TD KH QH 9H"));
    assert_eq!(h.upcard_state(), UpcardState::PickedUp);
    assert_eq!(
        h.contract(),
        Some(Contract {
            maker: Seat::West,
            trump: Trump::Suit(Suit::Hearts),
            alone: false,
            round: 1
        })
    );
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(h.to_act(), Some(Seat::South), "left of the dealer leads");
}

#[test]
fn following_suit_with_the_left_bower() {
    // Hearts trump: JD is the left bower, a heart for every purpose.
    let mut h = hand(Rules::standard(), Seat::East, table());
    run(&mut h, &[PASS, ORDER, Action::Discard(card("QS"))]);
    // South leads a diamond? South holds JD (a trump) and no real diamond.
    // South leads 9C; West must follow clubs.
    run(&mut h, &play("9C"));
    assert_eq!(h.playable(Seat::West), set("AC KC QC"));
    assert_eq!(
        h.apply(Seat::West, Action::Play(card("AS"))),
        Err(ActionError::MustFollowSuit)
    );
    run(&mut h, &play("AC"));
    // North has no clubs: any card.
    assert_eq!(h.playable(Seat::North), set("AD KD QD 9S TS"));
    run(&mut h, &play("9S 9H"));
    // East trumped with the 9 of hearts and leads next.
    assert_eq!(h.tricks_won()[Seat::East], 1);
    assert_eq!(h.to_act(), Some(Seat::East));
    // East leads a diamond: South holds JD, but it is trump, so South is void in
    // diamonds and may play anything.
    run(&mut h, &play("9D"));
    assert_eq!(h.playable(Seat::South), set("JH JD AH TC"));
    run(&mut h, &play("TC"));
    // West has no diamonds either.
    assert_eq!(h.playable(Seat::West), set("KC QC AS KS"));
    run(&mut h, &play("KS"));
    // North must follow diamonds with real diamonds.
    assert_eq!(h.playable(Seat::North), set("AD KD QD"));
    run(&mut h, &play("AD"));
    assert_eq!(h.to_act(), Some(Seat::North));
    run(&mut h, &play("KD"));
    // East's trump lead: hearts. South must follow trump, and JD is a heart.
    assert_eq!(h.playable(Seat::East), set("TD"));
    run(&mut h, &play("TD"));
    assert_eq!(h.tricks()[1].winner, Some(Seat::North));
}

#[test]
fn must_follow_trump_with_the_left_bower_and_may_not_follow_its_printed_suit() {
    // Spades trump (9S ordered up by West, dealer East): JC is West's only spade.
    let d = deal(
        [
            "QC 9H TH QH 9D",
            "JC KC 9C AD KD",
            "AS KS QS TS AC",
            "JS TC JH JD KH",
        ],
        "9S",
    );
    let mut h = hand(Rules::standard(), Seat::East, d);
    run(&mut h, &[PASS, ORDER, Action::Discard(card("KH"))]);
    run(&mut h, &play("QC"));
    // Clubs led: the left bower is not a club.
    assert_eq!(h.playable(Seat::West), set("KC 9C"));
    assert_eq!(
        h.apply(Seat::West, Action::Play(card("JC"))),
        Err(ActionError::MustFollowSuit)
    );
    run(&mut h, &play("9C AC TC"));
    assert_eq!(h.to_act(), Some(Seat::North));
    run(&mut h, &play("AS"));
    assert_eq!(h.playable(Seat::East), set("JS 9S"));
    run(&mut h, &play("9S"));
    assert_eq!(h.playable(Seat::South), set("9H TH QH 9D"), "void in trump");
    run(&mut h, &play("9D"));
    // Trump led: the left bower must follow.
    assert_eq!(h.playable(Seat::West), set("JC"));
    run(&mut h, &play("JC"));
    assert_eq!(
        h.tricks()[1].winner,
        Some(Seat::West),
        "the left bower beats the ace"
    );
}

#[test]
fn trick_winner_with_trump_and_high_low() {
    let hearts = Trump::Suit(Suit::Hearts);
    let rows = [
        // led first, then the other three in order, trump, winning index
        (["KC", "AC", "9H", "QC"], hearts, 2),
        (["KC", "AC", "JD", "JH"], hearts, 3),
        (["JD", "AH", "KH", "9H"], hearts, 0),
        (["QS", "AS", "AD", "KS"], hearts, 1),
        (["9C", "AS", "AD", "TC"], hearts, 3),
        (["KC", "AC", "9C", "AS"], Trump::High, 1),
        (["KC", "AC", "9C", "9S"], Trump::Low, 2),
        (["JC", "QC", "TC", "AH"], Trump::High, 1),
        (["JC", "QC", "TC", "9D"], Trump::Low, 2),
    ];
    for (cards, trump, winner) in rows {
        let cards = cards.map(card);
        let led = cards[0].suit_under(trump);
        let mut best = 0;
        for i in 1..4 {
            if cards[i].beats(cards[best], led, trump) {
                best = i;
            }
        }
        assert_eq!(best, winner, "{cards:?} under {trump}");
    }
}

#[test]
fn round_two_cannot_name_the_turned_down_suit() {
    let mut h = hand(Rules::standard(), Seat::East, table());
    let events = run(&mut h, &[PASS, PASS, PASS, PASS]);
    assert!(events.contains(&Event::UpcardTurnedDown));
    assert_eq!(h.phase(), Phase::Bidding2);
    assert_eq!(h.upcard_state(), UpcardState::TurnedDown);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(
        h.apply(Seat::South, call(Suit::Hearts, false)),
        Err(ActionError::SuitTurnedDown)
    );
    assert_eq!(
        h.apply(
            Seat::South,
            Action::Call {
                trump: Trump::High,
                alone: false
            }
        ),
        Err(ActionError::NoTrumpNotAllowed)
    );
    let legal = h.legal_actions();
    assert_eq!(
        legal.len(),
        7,
        "pass and three suits, each alone or not: {legal:?}"
    );
    assert!(!legal.iter().any(|a| a == call(Suit::Hearts, false)));
    run(&mut h, &[call(Suit::Diamonds, false)]);
    assert_eq!(h.trump(), Some(Trump::Suit(Suit::Diamonds)));
    assert_eq!(h.phase(), Phase::Play, "no discard in round 2");
    assert_eq!(h.holding(Seat::East).len(), 5);
}

#[test]
fn all_pass_twice_throws_the_hand_in() {
    let mut h = hand(Rules::standard(), Seat::East, table());
    let events = run(&mut h, &[PASS; 8]);
    assert_eq!(events.last(), Some(&Event::PassedOut));
    assert_eq!(h.outcome(), Some(HandOutcome::PassedOut));
    assert_eq!(h.to_act(), None);
    assert_eq!(h.apply(Seat::South, PASS), Err(ActionError::GameOver));
}

#[test]
fn stick_the_dealer_forces_a_call() {
    let mut h = hand(Preset::StickTheDealer.rules(), Seat::East, table());
    run(&mut h, &[PASS; 7]);
    assert_eq!(h.to_act(), Some(Seat::East));
    assert_eq!(h.apply(Seat::East, PASS), Err(ActionError::DealerMustCall));
    assert!(!h.legal_actions().contains(PASS));
    assert_eq!(h.legal_actions().len(), 6);
    // Everyone else could still pass.
    let mut h = hand(Preset::StickTheDealer.rules(), Seat::East, table());
    run(&mut h, &[PASS; 4]);
    assert!(h.legal_actions().contains(PASS));
}

#[test]
fn going_alone_puts_the_partner_out_and_the_lead_skips_them() {
    // North (partner of South, left of dealer East) goes alone: South sits out, so the
    // first lead passes to West.
    let mut h = hand(Rules::standard(), Seat::East, table());
    run(
        &mut h,
        &[PASS, PASS, ORDER_ALONE, Action::Discard(card("QS"))],
    );
    assert!(!h.is_active(Seat::South));
    assert_eq!(h.sitting_out().collect::<Vec<_>>(), [Seat::South]);
    assert_eq!(h.to_act(), Some(Seat::West));
    // Three cards make a trick.
    run(&mut h, &play("AC"));
    assert_eq!(h.to_act(), Some(Seat::North));
    run(&mut h, &play("9S 9H"));
    assert_eq!(h.tricks().len(), 1);
    assert_eq!(h.tricks()[0].cards[Seat::South], None);
}

#[test]
fn loner_left_leads() {
    // West orders alone; East sits out. Standard: left of dealer (South, dealer East)
    // leads. With loner_left_leads: left of the maker, North.
    let standard = {
        let mut h = hand(Rules::standard(), Seat::East, table());
        run(&mut h, &[PASS, ORDER_ALONE]);
        h
    };
    assert!(!standard.is_active(Seat::East), "the dealer sits out");
    assert_eq!(
        standard.phase(),
        Phase::Play,
        "no pick-up when the dealer sits out"
    );
    assert_eq!(standard.to_act(), Some(Seat::South));
    let rules = Rules {
        loner_left_leads: true,
        ..Rules::standard()
    };
    let mut h = hand(rules, Seat::East, table());
    run(&mut h, &[PASS, ORDER_ALONE]);
    assert_eq!(h.to_act(), Some(Seat::North));
    // And when the seat left of the maker sits out, the next active seat leads: North
    // alone (dealer South) puts South out; East is left of North and leads.
    let mut h = hand(rules, Seat::South, table());
    run(&mut h, &[PASS, ORDER_ALONE]);
    assert_eq!(h.contract().unwrap().maker, Seat::North);
    assert_eq!(h.upcard_state(), UpcardState::OutOfPlay);
    assert_eq!(h.to_act(), Some(Seat::East));
}

#[test]
fn dealers_partner_alone_leaves_the_upcard_out_of_play() {
    // Dealer East; West is East's partner and orders alone.
    let mut h = hand(Rules::standard(), Seat::East, table());
    let events = run(&mut h, &[PASS, ORDER_ALONE]);
    assert!(!events.iter().any(|e| matches!(e, Event::PickedUp { .. })));
    assert_eq!(h.upcard_state(), UpcardState::OutOfPlay);
    assert_eq!(
        h.trump(),
        Some(Trump::Suit(Suit::Hearts)),
        "trump is still its suit"
    );
    assert_eq!(h.holding(Seat::East), set("9D TD KH QH QS"));
    assert_eq!(h.discard(), None);
    assert!(
        !h.history()
            .iter()
            .any(|(_, a)| matches!(a, Action::Discard(_)))
    );
}

#[test]
fn must_hold_trump_for_callers_and_the_dealer() {
    let rules = Rules {
        must_hold_trump: true,
        ..Rules::standard()
    };
    // Upcard 9H. West (AC KC QC AS KS) holds no heart: may not order up.
    let mut h = hand(rules, Seat::East, table());
    run(&mut h, &[PASS]);
    assert_eq!(h.legal_actions().as_slice(), [PASS]);
    assert_eq!(h.apply(Seat::West, ORDER), Err(ActionError::MustHoldTrump));
    // Dealer South with a hand of no hearts: the upcard does not count.
    let d = deal(
        [
            "AC KC QC AS KS",
            "JH JD AH 9C TC",
            "AD KD QD 9S TS",
            "9D TD KH QH QS",
        ],
        "9H",
    );
    let mut h = hand(rules, Seat::South, d);
    run(&mut h, &[PASS, PASS, PASS]);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(h.apply(Seat::South, ORDER), Err(ActionError::MustHoldTrump));
    // The left bower counts: North holds AD KD QD, so it holds diamonds, and JH is the
    // left bower for diamonds — West (JH JD AH 9C TC) may call diamonds in round 2.
    run(&mut h, &[PASS]);
    assert_eq!(h.to_act(), Some(Seat::West));
    assert!(h.legal_actions().contains(call(Suit::Diamonds, false)));
    run(&mut h, &[PASS]);
    // North holds no clubs and no spade jack: may not call clubs.
    assert_eq!(
        h.apply(Seat::North, call(Suit::Clubs, false)),
        Err(ActionError::MustHoldTrump)
    );
    assert!(h.legal_actions().contains(call(Suit::Spades, false)));
}

#[test]
fn stuck_dealer_with_no_trump_in_any_suit_may_call_any_suit() {
    // must_hold_trump and stick_the_dealer without no_trump: dealer East holds five hearts
    // and the upcard is the last heart, so East holds no card of another suit.
    let rules = Rules {
        must_hold_trump: true,
        stick_the_dealer: true,
        ..Rules::standard()
    };
    let d = deal(
        [
            "JD AC KC QC AS",
            "KS QS 9C TC JC",
            "AD KD QD 9S TS",
            "9H TH QH KH AH",
        ],
        "JH",
    );
    let mut h = hand(rules, Seat::East, d);
    run(&mut h, &[PASS; 7]);
    assert_eq!(h.to_act(), Some(Seat::East));
    let legal = h.legal_actions();
    assert!(!legal.contains(PASS));
    assert_eq!(legal.len(), 6, "{legal:?}");
    run(&mut h, &[call(Suit::Spades, false)]);
    assert_eq!(h.phase(), Phase::Play);
}

#[test]
fn defend_alone_and_its_four_points() {
    let rules = Preset::KitchenTable.rules();
    // Dealer East; South orders alone (North out). West is asked first, then East.
    let mut h = hand(rules, Seat::East, table());
    run(&mut h, &[ORDER_ALONE]);
    assert_eq!(h.phase(), Phase::Discard);
    run(&mut h, &[Action::Discard(card("QS"))]);
    assert_eq!(h.phase(), Phase::DefendAlone);
    assert_eq!(h.to_act(), Some(Seat::West));
    assert_eq!(h.legal_actions().as_slice(), [PASS, Action::DefendAlone]);
    run(&mut h, &[PASS]);
    assert_eq!(h.to_act(), Some(Seat::East));
    let events = run(&mut h, &[Action::DefendAlone]);
    assert!(events.contains(&Event::DefendsAlone { seat: Seat::East }));
    assert!(!h.is_active(Seat::West) && !h.is_active(Seat::North));
    // loner_left_leads: West is left of the maker but sits out; North is out too: East.
    assert_eq!(h.to_act(), Some(Seat::East));
    assert_eq!(
        h.history()[..4],
        [
            (Seat::South, ORDER_ALONE),
            (Seat::East, Action::Discard(card("QS"))),
            (Seat::West, PASS),
            (Seat::East, Action::DefendAlone),
        ]
    );
    // South JH JD AH 9C TC against East 9D TD KH QH 9H (hearts trump). Two cards a trick.
    run(&mut h, &play("9D TC"));
    assert_eq!(h.to_act(), Some(Seat::East));
    run(&mut h, &play("TD 9C"));
    assert_eq!(h.tricks_won()[Seat::East], 2);
    run(&mut h, &play("9H AH JD KH JH QH"));
    let outcome = h.outcome().unwrap();
    assert_eq!(h.tricks_won()[Seat::South], 3);
    assert_eq!(outcome.points(), Some((Team::NorthSouth, 1)));
    // Had East taken three, the lone defender's euchre scores 4.
    assert_eq!(
        rules.score(2, true, true),
        Score {
            to_makers: false,
            points: 4,
            kind: ScoreKind::Euchre
        }
    );
}

#[test]
fn defend_alone_is_offered_only_against_a_lone_maker() {
    let rules = Preset::KitchenTable.rules();
    let mut h = hand(rules, Seat::East, table());
    run(&mut h, &[ORDER, Action::Discard(card("QS"))]);
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(
        h.apply(Seat::South, Action::DefendAlone),
        Err(ActionError::WrongPhase)
    );
}

#[test]
fn a_full_hand_is_scored_by_the_table() {
    // West orders hearts for dealer East, who buries QS; South holds both bowers and the
    // ace and takes all five: the makers are euchred and North–South score 2.
    let mut h = hand(Rules::standard(), Seat::East, table());
    run(&mut h, &[PASS, ORDER, Action::Discard(card("QS"))]);
    let mut events = Vec::new();
    for trick in [
        "JH AC 9S 9H",
        "JD KC TS QH",
        "AH QC QD KH",
        "9C AS KD TD",
        "TC KS AD 9D",
    ] {
        events = run(&mut h, &play(trick));
        assert_eq!(
            h.tricks().last().unwrap().winner,
            Some(Seat::South),
            "{trick}"
        );
    }
    assert_eq!(
        events.last(),
        Some(&Event::HandScored {
            makers: Team::EastWest,
            maker_tricks: 0,
            kind: ScoreKind::Euchre,
            team: Team::NorthSouth,
            points: 2,
        })
    );
    assert_eq!(h.outcome().unwrap().points(), Some((Team::NorthSouth, 2)));
    assert_eq!(h.team_tricks(Team::NorthSouth), 5);
    assert_eq!(h.history().len(), 3 + 20);
    assert_eq!(h.to_act(), None);
}

#[test]
fn high_and_low_play_without_bowers() {
    let rules = Rules {
        no_trump: true,
        ..Rules::standard()
    };
    for (trump, winner) in [(Trump::High, Seat::West), (Trump::Low, Seat::South)] {
        let mut h = hand(rules, Seat::East, table());
        run(&mut h, &[PASS; 4]);
        run(
            &mut h,
            &[Action::Call {
                trump,
                alone: false,
            }],
        );
        assert_eq!(h.trump(), Some(trump));
        // South leads 9C; West AC; North (no clubs) 9S; East (no clubs) 9D.
        run(&mut h, &play("9C AC 9S 9D"));
        assert_eq!(h.tricks()[0].winner, Some(winner), "{trump}");
        // With no trump the jacks are plain cards: JD follows diamonds.
        assert!(!card("JD").is_trump(trump));
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut h = hand(Rules::standard(), Seat::East, table());
    let before = h;
    for (seat, action) in [
        (Seat::West, PASS),
        (Seat::South, Action::Play(card("JH"))),
        (Seat::South, Action::Discard(card("JH"))),
        (Seat::South, call(Suit::Spades, false)),
        (Seat::South, Action::DefendAlone),
    ] {
        assert!(h.apply(seat, action).is_err(), "{seat} {action}");
        assert_eq!(h, before);
    }
}

#[test]
fn seating_table_counts_the_players_and_finds_the_next_one_in_play() {
    for active in 1..16u8 {
        let hand = Hand {
            active,
            ..hand(Rules::standard(), Seat::East, table())
        };
        let (players, next) = SEATING[usize::from(active)];
        assert_eq!(u32::from(players), active.count_ones(), "{active:04b}");
        for seat in Seat::ALL {
            // The first seat in play after `seat`, by walking left.
            let mut first = seat.next();
            while !hand.is_active(first) {
                first = first.next();
            }
            assert_eq!(next[seat], first, "{active:04b} {seat}");
        }
    }
    // East goes alone: West sits out, so North follows South and East follows North.
    let (players, next) = SEATING[0b1101];
    assert_eq!(players, 3);
    assert_eq!(next[Seat::South], Seat::North);
    assert_eq!(next[Seat::North], Seat::East);
    assert_eq!(next[Seat::East], Seat::South);
}
