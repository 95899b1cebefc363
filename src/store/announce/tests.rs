//! Every kind of event, as the real engine produces it in seeded games under each preset,
//! checked against its words: the seat, the suit, the points and the scores it names.

use super::*;
use euchre::{ByTeam, Game, Preset, Suit};
use euchre_ai::Difficulty;
use std::collections::BTreeSet;

/// The kinds of event (and the variants of one the words depend on) to meet.
fn kind(event: &Event) -> &'static str {
    match *event {
        Event::Dealt { .. } => "dealt",
        Event::Misdeal { hand, .. } if (hand & CardSet::rank(Rank::Ace)).is_empty() => {
            "misdeal without an ace"
        }
        Event::Misdeal { .. } => "misdeal with an ace",
        Event::Passed { round: 3, .. } => "declined to defend alone",
        Event::Passed { seat: YOU, .. } => "you passed",
        Event::Passed { .. } => "passed",
        Event::TrumpMade {
            trump: Trump::High, ..
        } => "called high",
        Event::TrumpMade {
            trump: Trump::Low, ..
        } => "called low",
        Event::TrumpMade { alone: true, .. } => "made trump alone",
        Event::TrumpMade { .. } => "made trump",
        Event::UpcardTurnedDown => "turned down",
        Event::PickedUp { .. } => "picked up",
        Event::Discarded { .. } => "discarded",
        Event::DefendsAlone { .. } => "defends alone",
        Event::WentUnder { .. } => "went under",
        Event::CalledForBest { .. } => "called for best",
        Event::PassedBest { .. } => "passed best",
        Event::Buried { .. } => "buried",
        Event::CardPlayed { .. } => "played",
        Event::TrickWon { .. } => "trick won",
        Event::PassedOut => "passed out",
        Event::HandScored {
            kind: ScoreKind::Made,
            ..
        } => "made",
        Event::HandScored {
            kind: ScoreKind::March,
            ..
        } => "march",
        Event::HandScored {
            kind: ScoreKind::Euchre,
            ..
        } => "euchre",
        Event::PlayerScored { .. } => "a player scored",
        Event::PlayerWon { .. } => "a player won",
        Event::GameOver { .. } => "game over",
    }
}

/// Every name [`kind`] gives.
const KINDS: [&str; 25] = [
    "dealt",
    "misdeal without an ace",
    "misdeal with an ace",
    "declined to defend alone",
    "you passed",
    "passed",
    "called high",
    "called low",
    "made trump alone",
    "made trump",
    "turned down",
    "picked up",
    "discarded",
    "defends alone",
    "went under",
    "called for best",
    "passed best",
    "buried",
    "played",
    "trick won",
    "passed out",
    "made",
    "march",
    "euchre",
    "game over",
];

/// Events of every kind from seeded games of the heuristic under each preset, each with the
/// scores after the action that produced it.
fn engine_events() -> Vec<(Event, ByTeam<u8>)> {
    let mut out = Vec::new();
    let mut kinds = BTreeSet::new();
    for seed in 0..400u64 {
        let going_under = euchre::Rules {
            going_under: true,
            ..euchre::Rules::standard()
        };
        let best = euchre::Rules {
            call_for_best: true,
            defend_alone: true,
            ..euchre::Rules::standard()
        };
        for rules in Preset::ALL
            .map(Preset::rules)
            .into_iter()
            .chain([going_under, best])
        {
            let mut game = Game::new(rules, seed);
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                for event in game.apply(seat, action).unwrap() {
                    // Keep the first few of each kind: enough seats and suits, a quick test.
                    let new = kinds.insert(kind(&event));
                    if new || out.len() < 6000 {
                        out.push((event, game.scores()));
                    }
                }
            }
        }
        if kinds.len() == KINDS.len() {
            assert!(KINDS.iter().all(|k| kinds.contains(k)));
            return out;
        }
    }
    panic!("only {kinds:?} in 400 seeds");
}

#[test]
fn a_lone_player_who_does_not_call_for_best_plays_without() {
    let text = |seat| {
        announce(
            &Event::Passed { seat, round: 4 },
            Tally::four(ByTeam([0, 0])),
        )
    };
    assert_eq!(
        text(Seat::West).as_deref(),
        Some("West plays without a partner's card.")
    );
    assert_eq!(
        text(YOU).as_deref(),
        Some("You play without a partner's card.")
    );
}

fn team_of(seat: Seat) -> Team {
    seat.team()
}

#[test]
fn every_kind_of_event_names_what_the_engine_says() {
    let events = engine_events();
    let seat_names = ["You", "West", "North", "East"];
    for (event, scores) in &events {
        let text = announce(event, Tally::four(*scores)).expect("every event is announced");
        let starts_with = |seat: Seat| {
            assert!(text.starts_with(who(seat)), "{text} ({event:?})");
            // No other seat is named first.
            for name in seat_names.iter().filter(|n| **n != who(seat)) {
                assert!(!text.starts_with(name), "{text} ({event:?})");
            }
        };
        assert!(!text.contains("South"), "the person is You: {text}");
        for wrong in [
            "1 tricks",
            "1 points",
            "1 cards",
            "(no trump) trump",
            "You passes",
            "You plays",
        ] {
            assert!(!text.contains(wrong), "{wrong}: {text}");
        }
        match *event {
            Event::Dealt { dealer, upcard, .. } => {
                starts_with(dealer);
                assert!(
                    text.contains(&format!(
                        "{} of {}",
                        upcard.rank().name(),
                        upcard.suit().name()
                    )),
                    "{text}"
                );
            }
            Event::Misdeal { seat, hand } => {
                assert!(
                    text.starts_with(&format!("Misdeal: {}", who(seat))),
                    "{text}"
                );
                let aces = (hand & CardSet::rank(Rank::Ace)).len();
                let low = (hand & (CardSet::rank(Rank::Nine) | CardSet::rank(Rank::Ten))).len();
                assert_eq!(
                    aces + low,
                    5,
                    "the engine's misdeal: nines, tens and an ace at most"
                );
                assert_eq!(text.contains("ace"), aces == 1, "{text} {hand:?}");
                assert_eq!(text.contains("only nines and tens"), aces == 0, "{text}");
            }
            Event::Passed { seat, round } => {
                starts_with(seat);
                assert_eq!(text.contains("defend alone"), round == 3, "{text}");
                let verb = if seat == YOU { " pass." } else { " passes." };
                assert_eq!(text.ends_with(verb), round < 3, "{text}");
            }
            Event::CalledForBest { seat } => {
                let whose = match seat.partner() {
                    YOU => "your".to_string(),
                    partner => format!("{}'s", partner.name()),
                };
                assert_eq!(
                    text,
                    does(seat, "call", "calls") + &format!(" for {whose} best card.")
                );
            }
            Event::Buried { seat } => {
                starts_with(seat);
                assert!(!text.contains(" of "), "no card named: {text}");
            }
            Event::PassedBest { seat } => {
                starts_with(seat);
                assert!(!text.contains(" of "), "no card named: {text}");
                let to = mid_sentence(who(seat.partner()));
                assert!(text.ends_with(&format!("face down to {to}.")), "{text}");
            }
            Event::TrumpMade {
                maker,
                trump,
                alone,
                ..
            } => {
                starts_with(maker);
                let named = match trump {
                    Trump::Suit(suit) => format!("{} trump", suit.name()),
                    Trump::High => "high (no trump)".into(),
                    Trump::Low => "low (no trump)".into(),
                };
                assert!(text.contains(&named), "{text}");
                for other in Suit::ALL.into_iter().filter(|&s| Trump::Suit(s) != trump) {
                    assert!(!text.contains(other.name()), "{text}");
                }
                assert_eq!(text.contains("alone"), alone, "{text}");
            }
            Event::UpcardTurnedDown => assert_eq!(text, "The upcard is turned down."),
            Event::PickedUp { dealer, card } => {
                starts_with(dealer);
                assert!(
                    text.ends_with(&format!(" up {}.", card_words(card))),
                    "{text}"
                );
            }
            Event::Discarded { dealer } => starts_with(dealer),
            Event::WentUnder { seat, shown } => {
                // "West goes under, showing the nine of hearts, the ten of clubs and the nine
                // of spades: the kitty's three cards instead."
                let [a, b, c] = shown.map(card_words);
                let list = format!("showing {a}, {b} and {c}: the kitty's three cards instead.");
                assert_eq!(text, does(seat, "go", "goes") + " under, " + &list);
            }
            Event::DefendsAlone { seat } => {
                starts_with(seat);
                assert!(text.ends_with("alone."), "{text}");
            }
            Event::CardPlayed { seat, card } => {
                starts_with(seat);
                let card = if card.is_joker() {
                    "the Joker.".to_string()
                } else {
                    format!("the {} of {}.", card.rank().name(), card.suit().name())
                };
                assert!(text.ends_with(&card), "{text}");
            }
            Event::TrickWon { winner, .. } => starts_with(winner),
            Event::PassedOut => assert!(text.contains("thrown in"), "{text}"),
            Event::HandScored {
                makers,
                maker_tricks,
                kind,
                team,
                points,
            } => {
                assert_eq!(
                    team == makers,
                    kind != ScoreKind::Euchre,
                    "the engine's scorer"
                );
                // The team that scored is named first, with its points; the makers' tricks.
                assert!(text.starts_with(team_words(team)), "{text}");
                let points_words = if points == 1 {
                    "1 point".to_string()
                } else {
                    format!("{points} points")
                };
                assert!(text.contains(&format!(": {points_words}.")), "{text}");
                match kind {
                    ScoreKind::March => assert!(text.contains("all 5 tricks"), "{text}"),
                    _ => {
                        let tricks = if maker_tricks == 1 {
                            "1 trick".to_string()
                        } else {
                            format!("{maker_tricks} tricks")
                        };
                        assert!(text.contains(&tricks), "{text}");
                    }
                }
                if kind == ScoreKind::Euchre {
                    assert!(text.contains("euchre"), "{text}");
                    assert!(text.contains(&mid_sentence(team_words(makers))), "{text}");
                }
                assert!(
                    text.ends_with(&format!(
                        "Us {}, Them {}.",
                        scores[Team::NorthSouth],
                        scores[Team::EastWest]
                    )),
                    "{text}"
                );
            }
            Event::GameOver { winner } => {
                assert!(text.contains(&mid_sentence(team_words(winner))), "{text}");
                assert!(winner.seats().iter().all(|&s| team_of(s) == winner));
            }
            // Three-player events: the four-player games here never send them.
            Event::PlayerScored { .. } | Event::PlayerWon { .. } => {
                unreachable!("a four-player game")
            }
        }
    }
}

/// The words of a few events exactly, the person's seat against another (verbs agree).
#[test]
fn the_person_is_you_and_verbs_agree() {
    use euchre::Card;
    let card = |s: &str| s.parse::<Card>().unwrap();
    let scores = ByTeam([3, 7]);
    let cases = [
        (
            Event::Passed {
                seat: Seat::South,
                round: 1,
            },
            "You pass.",
        ),
        (
            Event::Passed {
                seat: Seat::West,
                round: 2,
            },
            "West passes.",
        ),
        (
            Event::Passed {
                seat: Seat::South,
                round: 3,
            },
            "You decline to defend alone.",
        ),
        (
            Event::TrumpMade {
                maker: Seat::East,
                trump: Trump::Low,
                alone: false,
                round: 2,
            },
            "East calls low (no trump).",
        ),
        (
            Event::TrumpMade {
                maker: Seat::South,
                trump: Trump::Suit(Suit::Hearts),
                alone: true,
                round: 1,
            },
            "You make hearts trump, going alone.",
        ),
        (
            Event::PickedUp {
                dealer: Seat::South,
                card: Card::new(Suit::Clubs, Rank::Jack),
            },
            "You pick up the jack of clubs.",
        ),
        (
            Event::Discarded {
                dealer: Seat::North,
            },
            "North discards a card.",
        ),
        (
            Event::DefendsAlone { seat: Seat::South },
            "You defend alone.",
        ),
        (
            Event::CardPlayed {
                seat: Seat::South,
                card: card("10H"),
            },
            "You play the ten of hearts.",
        ),
        (
            Event::TrickWon {
                winner: Seat::South,
                index: 0,
            },
            "You take the trick.",
        ),
        (
            Event::Dealt {
                number: 0,
                dealer: Seat::South,
                upcard: card("JS"),
            },
            "You deal; the upcard is the jack of spades.",
        ),
        (
            Event::HandScored {
                makers: Team::NorthSouth,
                maker_tricks: 3,
                kind: ScoreKind::Made,
                team: Team::NorthSouth,
                points: 1,
            },
            "You and North make it with 3 tricks: 1 point. Us 3, Them 7.",
        ),
        (
            Event::HandScored {
                makers: Team::EastWest,
                maker_tricks: 1,
                kind: ScoreKind::Euchre,
                team: Team::NorthSouth,
                points: 2,
            },
            "You and North euchre East and West, who took 1 trick: 2 points. Us 3, Them 7.",
        ),
        (
            Event::HandScored {
                makers: Team::EastWest,
                maker_tricks: 5,
                kind: ScoreKind::March,
                team: Team::EastWest,
                points: 4,
            },
            "East and West march, taking all 5 tricks: 4 points. Us 3, Them 7.",
        ),
        (
            Event::GameOver {
                winner: Team::NorthSouth,
            },
            "Game over: you and North win.",
        ),
    ];
    for (event, words) in cases {
        assert_eq!(
            announce(&event, Tally::four(scores)).as_deref(),
            Some(words)
        );
    }
}

#[test]
fn a_misdeal_says_what_the_hand_held() {
    let set = |cards: &str| {
        cards
            .split(' ')
            .map(|c| c.parse::<euchre::Card>().unwrap())
            .collect::<CardSet>()
    };
    let rules = euchre::Rules {
        misdeal_nines_tens: true,
        ..euchre::Rules::standard()
    };
    for (hand, words) in [
        ("9C 10C 9D 10H 9S", "only nines and tens"),
        ("AC 10C 9D 10H 9S", "an ace and four nines and tens"),
    ] {
        assert!(
            rules.is_misdeal(set(hand)),
            "the engine calls {hand} a misdeal"
        );
        assert_eq!(misdeal_words(set(hand)), words);
    }
}

#[test]
fn counts_are_singular_for_one() {
    assert_eq!(count(0, "trick"), "0 tricks");
    assert_eq!(count(1, "trick"), "1 trick");
    assert_eq!(count(2, "point"), "2 points");
    assert_eq!(trump_made(Trump::Suit(Suit::Spades)), "spades trump");
    assert_eq!(trump_made(Trump::Low), "low (no trump)");
}
