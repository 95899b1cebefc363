//! Table-driven tests of one three-player hand (docs/rules.md, "Three players"): the seat
//! order, no going alone, the 8-card kitty, and the maker against the other two.

use super::*;
use crate::card::Suit;
use crate::rules::{Preset, ScoreKind};
use crate::seat::Players;

const THREE: Players = Players::Three;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(cards: &str) -> CardSet {
    cards.parse().expect("test cards parse")
}

/// A three-player deal from South's, West's and East's cards and the upcard; the kitty is
/// the other eight cards.
fn deal(hands: [&str; 3], upcard: &str) -> Deal {
    let [south, west, east] = hands.map(set);
    let hands = BySeat([south, west, CardSet::EMPTY, east]);
    let upcard = card(upcard);
    let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
    assert_eq!(used.len(), 16, "16 distinct cards");
    Deal {
        hands,
        upcard,
        kitty: CardSet::STANDARD - used,
    }
}

/// South: JH JD AH 9C TC   West: AC KC QC AS KS   East: 9D TD KH QH QS   upcard 9H; the
/// kitty is AD KD QD 9S TS JC JS TH.
fn table() -> Deal {
    deal(["JH JD AH 9C TC", "AC KC QC AS KS", "9D TD KH QH QS"], "9H")
}

fn three(rules: Rules) -> Rules {
    rules.with_players(THREE)
}

use super::tests::{ORDER, PASS, play, run};

#[test]
fn the_bidding_and_the_lead_go_south_west_east_from_the_dealers_left() {
    // dealer → the order of round 1 (and the first leader).
    let rows = [
        (Seat::South, [Seat::West, Seat::East, Seat::South]),
        (Seat::West, [Seat::East, Seat::South, Seat::West]),
        (Seat::East, [Seat::South, Seat::West, Seat::East]),
    ];
    for (dealer, order) in rows {
        let mut hand = Hand::new(three(Rules::standard()), dealer, table());
        let mut round1 = Vec::new();
        let mut round2 = Vec::new();
        while hand.phase() == Phase::Bidding1 {
            round1.push(hand.to_act().unwrap());
            run(&mut hand, &[PASS]);
        }
        assert_eq!(round1, order, "three pass round 1, dealer {dealer}");
        assert_eq!(hand.upcard_state(), UpcardState::TurnedDown);
        while hand.phase() == Phase::Bidding2 {
            round2.push(hand.to_act().unwrap());
            run(&mut hand, &[PASS]);
        }
        assert_eq!(round2, order, "dealer {dealer}");
        assert_eq!(hand.outcome(), Some(HandOutcome::PassedOut));
        assert_eq!(hand.history().len(), 6);

        // Ordered up at once: the dealer discards, then the dealer's left leads and play
        // goes round the three.
        let mut hand = Hand::new(three(Rules::standard()), dealer, table());
        run(&mut hand, &[ORDER]);
        let discard = hand.holding(dealer).first().unwrap();
        run(&mut hand, &[Action::Discard(discard)]);
        let mut players = Vec::new();
        for _ in 0..3 {
            let seat = hand.to_act().unwrap();
            players.push(seat);
            let card = hand.playable(seat).first().unwrap();
            run(&mut hand, &[Action::Play(card)]);
        }
        assert_eq!(players, order, "the first trick, dealer {dealer}");
        assert_eq!(hand.tricks()[0].cards[Seat::North], None);
        assert!(hand.seats().iter().all(|&s| hand.is_active(s)));
        assert!(!hand.is_active(Seat::North));
        assert_eq!(hand.sitting_out().count(), 0);
    }
}

#[test]
fn nobody_goes_alone_and_the_loner_variants_have_nothing_to_act_on() {
    // High is the call tried alone: not with the Joker (variant_tests has its own).
    for preset in Preset::ALL
        .into_iter()
        .filter(|p| !p.rules().deck.has_joker())
    {
        let rules = three(Rules {
            no_trump: true,
            ..preset.rules()
        });
        let mut hand = Hand::new(rules, Seat::East, table());
        let mut seen = 0;
        while matches!(hand.phase(), Phase::Bidding1 | Phase::Bidding2) {
            let legal = hand.legal_actions();
            assert!(
                legal.iter().all(|a| !matches!(
                    a,
                    Action::OrderUp { alone: true } | Action::Call { alone: true, .. }
                )),
                "{preset}: {legal:?}"
            );
            let before = hand;
            let alone = match hand.phase() {
                Phase::Bidding1 => Action::OrderUp { alone: true },
                _ => Action::Call {
                    trump: Trump::High,
                    alone: true,
                },
            };
            let seat = hand.to_act().unwrap();
            // Refused for going alone, unless it is refused already without it.
            let not_alone = match alone {
                Action::Call { trump, .. } => Action::Call {
                    trump,
                    alone: false,
                },
                _ => ORDER,
            };
            let expected = if legal.contains(not_alone) {
                ActionError::NoGoingAlone
            } else {
                ActionError::MustHoldTrump
            };
            assert_eq!(hand.apply(seat, alone), Err(expected), "{preset} {seat}");
            assert_eq!(
                hand.apply(seat, Action::DefendAlone),
                Err(ActionError::WrongPhase)
            );
            assert_eq!(hand, before, "a refusal changes nothing");
            seen += 1;
            if hand.phase() == Phase::Bidding2 && seat == Seat::West {
                // West calls High (not alone): trump is made, nobody sits out.
                run(
                    &mut hand,
                    &[Action::Call {
                        trump: Trump::High,
                        alone: false,
                    }],
                );
            } else if legal.contains(PASS) {
                run(&mut hand, &[PASS]);
            } else {
                run(&mut hand, &[legal[0]]);
            }
        }
        assert_eq!(
            seen, 5,
            "{preset}: three in round 1, South and West in round 2"
        );
        // Defend alone and the loner's left lead never come into it: play starts at once,
        // led from the dealer's left, all three playing.
        assert_eq!(hand.phase(), Phase::Play, "{preset}");
        assert_eq!(hand.to_act(), Some(Seat::South));
        assert_eq!(hand.contract().map(|c| c.alone), Some(false));
        assert_eq!(hand.defender_alone(), None);
        assert_eq!(hand.sitting_out().count(), 0);
    }
}

/// The bids, the cards played, the maker, their tricks, the kind of score, and South's,
/// West's and East's points.
type Row = (Vec<Action>, &'static str, Seat, u8, ScoreKind, [u8; 3]);

#[test]
fn the_maker_plays_against_the_other_two_and_each_defender_scores_a_euchre() {
    // A script from the table (dealer East discards QS after picking up) → the maker, their
    // tricks, the kind, and the points of South, West and East.
    let pick_up = |order: &[Action]| {
        let mut script = order.to_vec();
        script.push(Action::Discard(card("QS")));
        script
    };
    let rows: [Row; 4] = [
        (
            pick_up(&[ORDER]),
            "JH AC 9H  JD KC QH  AH QC KH  9C AS 9D  TC KS TD",
            Seat::South,
            5,
            ScoreKind::March,
            [2, 0, 0],
        ),
        (
            pick_up(&[ORDER]),
            "9C AC 9H  9D JH KC  JD QC KH  AH AS QH  TC KS TD",
            Seat::South,
            4,
            ScoreKind::Made,
            [1, 0, 0],
        ),
        (
            pick_up(&[ORDER]),
            "9C AC 9D  KC TD TC  QC 9H JH  JD AS QH  AH KS KH",
            Seat::South,
            3,
            ScoreKind::Made,
            [1, 0, 0],
        ),
        (
            pick_up(&[PASS, ORDER]),
            "JH AC 9H  JD KC QH  AH QC KH  9C AS 9D  TC KS TD",
            Seat::West,
            0,
            ScoreKind::Euchre,
            [2, 0, 2],
        ),
    ];
    for (bids, cards, maker, tricks, kind, [south, west, east]) in rows {
        let mut hand = Hand::new(three(Rules::standard()), Seat::East, table());
        run(&mut hand, &bids);
        let events = run(&mut hand, &play(cards));
        let points = BySeat([south, west, 0, east]);
        let scored = events.iter().find_map(|e| match *e {
            Event::PlayerScored {
                maker,
                maker_tricks,
                kind,
                points,
            } => Some((maker, maker_tricks, kind, points)),
            _ => None,
        });
        assert_eq!(scored, Some((maker, tricks, kind, points)), "{cards}");
        assert!(
            !events.iter().any(|e| matches!(e, Event::HandScored { .. })),
            "no partnership score with three"
        );
        let outcome = hand.outcome().unwrap();
        assert_eq!(outcome.seat_points(THREE), points);
        let HandOutcome::Played { maker_tricks, .. } = outcome else {
            panic!("played");
        };
        assert_eq!(maker_tricks, hand.tricks_won()[maker]);
    }
}

#[test]
fn three_player_stick_the_dealer_and_must_hold_trump() {
    let rules = three(Rules {
        stick_the_dealer: true,
        must_hold_trump: true,
        ..Rules::standard()
    });
    let mut hand = Hand::new(rules, Seat::East, table());
    // West holds no heart: ordering up is refused for them, offered to South.
    assert!(hand.legal_actions().contains(ORDER));
    run(&mut hand, &[PASS]);
    assert_eq!(
        hand.apply(Seat::West, ORDER),
        Err(ActionError::MustHoldTrump)
    );
    run(&mut hand, &[PASS, PASS]);
    assert_eq!(hand.phase(), Phase::Bidding2, "three passes end round 1");
    run(&mut hand, &[PASS, PASS]);
    assert_eq!(hand.to_act(), Some(Seat::East));
    assert_eq!(
        hand.apply(Seat::East, PASS),
        Err(ActionError::DealerMustCall)
    );
    // East holds spades and diamonds, not clubs.
    let calls: Vec<Action> = hand.legal_actions().iter().collect();
    let spades = Action::Call {
        trump: Trump::Suit(Suit::Spades),
        alone: false,
    };
    let diamonds = Action::Call {
        trump: Trump::Suit(Suit::Diamonds),
        alone: false,
    };
    assert_eq!(calls, [diamonds, spades]);
}

#[test]
fn the_kitty_of_eight_is_never_in_a_view() {
    let hand = Hand::new(three(Rules::standard()), Seat::East, table());
    let kitty = set("AD KD QD 9S TS JC JS TH");
    assert_eq!(hand.deal().kitty, kitty);
    for seat in Seat::ALL {
        let view = hand.view(seat);
        assert!((view.hand & kitty).is_empty());
        assert!(kitty.is_subset(view.unseen()), "{seat}");
        let text = serde_json::to_string(&view).unwrap();
        assert!(!text.contains("kitty"), "{text}");
        assert!(!view.active[Seat::North]);
        assert_eq!(view.card_counts[Seat::North], 0);
    }
}
