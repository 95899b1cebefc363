//! The cards' order and text, against docs/rules.md.

use super::*;

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

#[test]
fn every_card_round_trips_through_index_text_and_parts() {
    for (i, card) in Card::EVERY.into_iter().enumerate() {
        assert_eq!(card.index(), i);
        assert_eq!(Card::new(card.suit(), card.rank()), card);
        assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }
    assert_eq!(Card::ALL, Card::EVERY[..24]);
    assert_eq!(Card::from_index(33), None);
    assert_eq!(
        (c("7C").index(), c("8S").index(), c("joker")),
        (24, 31, Card::JOKER)
    );
    assert_eq!(c("TD"), c("10♦"));
    for bad in ["", "C", "1C", "JX", "11H", "JJ"] {
        assert_eq!(bad.parse::<Card>(), Err(ParseCardError), "{bad:?}");
    }
}

#[test]
fn left_bower_belongs_to_trump_suit_and_only_then() {
    let cases = [
        // card, trump, suit under trump, is trump
        ("JC", Trump::Suit(Suit::Spades), Suit::Spades, true),
        ("JS", Trump::Suit(Suit::Spades), Suit::Spades, true),
        ("JC", Trump::Suit(Suit::Hearts), Suit::Clubs, false),
        ("JD", Trump::Suit(Suit::Hearts), Suit::Hearts, true),
        ("JH", Trump::Suit(Suit::Diamonds), Suit::Diamonds, true),
        ("AC", Trump::Suit(Suit::Spades), Suit::Clubs, false),
        ("JC", Trump::High, Suit::Clubs, false),
        ("JS", Trump::Low, Suit::Spades, false),
    ];
    for (card, trump, suit, is_trump) in cases {
        assert_eq!(c(card).suit_under(trump), suit, "{card} under {trump}");
        assert_eq!(c(card).is_trump(trump), is_trump, "{card} under {trump}");
    }
}

#[test]
fn trump_order_is_right_left_ace_king_queen_ten_nine() {
    let trump = Trump::Suit(Suit::Hearts);
    let order = ["JH", "JD", "AH", "KH", "QH", "TH", "9H"].map(c);
    for pair in order.windows(2) {
        assert!(
            pair[0].beats(pair[1], Suit::Hearts, trump),
            "{} > {}",
            pair[0],
            pair[1]
        );
        assert!(
            !pair[1].beats(pair[0], Suit::Hearts, trump),
            "{} < {}",
            pair[1],
            pair[0]
        );
        // Trump order holds whatever was led.
        assert!(pair[0].beats(pair[1], Suit::Clubs, trump));
    }
}

#[test]
fn the_joker_tops_trump_and_sevens_and_eights_sit_below_the_nine() {
    let spades = Trump::Suit(Suit::Spades);
    // docs/rules.md: Joker, right, left, A, K, Q, 10, 9, 8, 7.
    let order = [
        "Joker", "JS", "JC", "AS", "KS", "QS", "TS", "9S", "8S", "7S",
    ]
    .map(c);
    for pair in order.windows(2) {
        assert!(pair[0].beats(pair[1], Suit::Hearts, spades), "{pair:?}");
        assert!(!pair[1].beats(pair[0], Suit::Spades, spades), "{pair:?}");
        assert!(pair[0].strength(spades) > pair[1].strength(spades));
    }
    assert!(order.iter().all(|card| card.is_trump(spades)));
    assert_eq!(
        Card::JOKER.suit_under(Trump::Suit(Suit::Hearts)),
        Suit::Hearts
    );
    // A plain suit of eight: A K Q J 10 9 8 7; with Low, 7 is best.
    let plain = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H"].map(c);
    for pair in plain.windows(2) {
        assert!(pair[0].beats(pair[1], Suit::Hearts, spades), "{pair:?}");
        assert!(pair[1].beats(pair[0], Suit::Hearts, Trump::Low), "{pair:?}");
    }
    assert!(!c("7H").beats(c("8H"), Suit::Hearts, Trump::High));
    // The 24 cards keep their strengths (the players' tables are indexed by them).
    assert_eq!(
        ["9H", "AH", "JD", "JH"].map(|x| c(x).strength(Trump::Suit(Suit::Hearts))),
        [0, 5, 6, 7]
    );
}

#[test]
fn trick_comparisons() {
    let hearts = Trump::Suit(Suit::Hearts);
    let cases = [
        // challenger, current winner, led, trump, challenger wins
        ("9H", "AC", Suit::Clubs, hearts, true), // lowest trump beats a plain ace
        ("AS", "9C", Suit::Clubs, hearts, false), // off-suit never wins
        ("KC", "QC", Suit::Clubs, hearts, true), // higher of led suit
        ("JD", "AD", Suit::Diamonds, hearts, true), // left bower trumps its printed suit
        ("QD", "JD", Suit::Diamonds, hearts, false), // the left is trump, the queen a plain diamond
        ("AH", "JD", Suit::Hearts, hearts, false), // left bower above the ace of trump
        ("AC", "KC", Suit::Clubs, Trump::High, true),
        ("9C", "AC", Suit::Clubs, Trump::Low, true),
        ("AC", "TC", Suit::Clubs, Trump::Low, false),
        ("9S", "AC", Suit::Clubs, Trump::Low, false), // off-suit in no trump
        ("JC", "QC", Suit::Clubs, Trump::High, false), // no bowers in no trump
    ];
    for (challenger, winner, led, trump, wins) in cases {
        assert_eq!(
            c(challenger).beats(c(winner), led, trump),
            wins,
            "{challenger} vs {winner}, led {led}, trump {trump}"
        );
    }
}

#[test]
fn serde_rejects_out_of_range_cards() {
    let json = serde_json::to_string(&c("AS")).unwrap();
    assert_eq!(serde_json::from_str::<Card>(&json).unwrap(), c("AS"));
    assert_eq!(serde_json::from_str::<Card>("32").unwrap(), Card::JOKER);
    assert!(serde_json::from_str::<Card>("33").is_err());
}
