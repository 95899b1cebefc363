use rand_core::SeedableRng;

use super::*;
use crate::deal::{DealRng, below};
use crate::game::Game;
use crate::rules::Preset;
use crate::{Phase, Suit, Trump};

fn card(text: &str) -> Card {
    text.parse().expect("a test card parses")
}

fn set(text: &str) -> CardSet {
    text.parse().expect("test cards parse")
}

fn call(suit: Suit) -> Action {
    Action::Call {
        trump: Trump::Suit(suit),
        alone: false,
    }
}

/// West deals the J♥, everyone passes round 1; South is to name trump.
fn next_position() -> Position {
    let mut position = Position::new(
        Rules::standard(),
        Seat::West,
        Seat::South,
        set("AS QS 9S AD JD"),
        card("JH"),
    );
    position.actions = [Seat::North, Seat::East, Seat::South, Seat::West]
        .into_iter()
        .chain([Seat::North, Seat::East])
        .map(|s| (s, Action::Pass))
        .collect();
    position
}

#[test]
fn a_position_rebuilt_from_any_seats_knowledge_gives_that_seats_view() {
    // Every seat's view at every moment of random games, built again from what the seat
    // knows (its dealt cards, the upcard, the score and its history): the same view, hidden
    // discards and voids included (while another seat is the dealer and still to discard, the
    // seat's knowledge is that of the first lead: left out). Variants that exchange hidden cards in the bidding are
    // left out (see `Position`).
    let presets = [
        Preset::Standard,
        Preset::StickTheDealer,
        Preset::KitchenTable,
        Preset::BritishJoker,
    ];
    let mut checked = 0;
    for preset in presets {
        for seed in 0..40 {
            let mut game = Game::new(preset.rules(), seed);
            let mut rng = DealRng::seed_from_u64(seed);
            while let Some(to_act) = game.to_act() {
                for seat in game.seats().iter().copied() {
                    let view = game.view(seat);
                    if view.phase == Phase::Discard && seat != view.dealer {
                        continue;
                    }
                    let hand = game.hand();
                    let position = Position {
                        rules: view.rules,
                        dealer: view.dealer,
                        seat,
                        dealt: hand.deal().hands[seat],
                        upcard: view.upcard,
                        scores: view.scores,
                        actions: view.history.clone(),
                        taken: CardSet::EMPTY,
                    };
                    let mut built = position.view().unwrap_or_else(|e| {
                        panic!("{preset:?} seed {seed} {seat}: {e} in {position:?}")
                    });
                    built.hand_number = view.hand_number;
                    built.seat_scores = view.seat_scores;
                    assert_eq!(built, view, "{preset:?} seed {seed} {seat}");
                    checked += 1;
                }
                let legal = game.legal_actions();
                let action = legal[below(&mut rng, legal.len() as u32) as usize];
                game.apply(to_act, action).unwrap();
            }
        }
    }
    assert!(checked > 10_000, "{checked} views checked");
}

#[test]
fn a_book_position_is_the_seat_to_act_with_the_books_options() {
    let view = next_position().view().unwrap();
    assert_eq!(view.phase, Phase::Bidding2);
    assert_eq!(view.to_act, Some(Seat::South));
    assert_eq!(view.hand, set("AS QS 9S AD JD"));
    assert_eq!(view.card_counts, BySeat([5, 5, 5, 5]));
    assert!(view.legal_actions.contains(&call(Suit::Diamonds)));
    assert!(!view.legal_actions.contains(&call(Suit::Hearts)));
    // The same position gives the same hand every time.
    assert_eq!(next_position().hand(), next_position().hand());
}

#[test]
fn another_dealers_discard_is_made_and_its_voids_are_kept() {
    // East deals the 9♣ and West orders it up; South leads the A♥ and East trumps it with
    // the upcard: East holds no heart, whatever it buried.
    let mut position = Position::new(
        Rules::standard(),
        Seat::East,
        Seat::South,
        set("AH KH QD TD 9S"),
        card("9C"),
    );
    position.actions = vec![
        (Seat::South, Action::Pass),
        (Seat::West, Action::OrderUp { alone: false }),
    ];
    // Once the dealer picks up, South leads: the discard is made, unseen.
    let view = position.view().unwrap();
    assert_eq!(view.phase, Phase::Play);
    assert_eq!(view.to_act, Some(Seat::South));
    assert_eq!(view.card_counts[Seat::East], 5);
    position.actions.extend([
        (Seat::South, Action::Play(card("AH"))),
        (Seat::West, Action::Play(card("9H"))),
        (Seat::North, Action::Play(card("TH"))),
        (Seat::East, Action::Play(card("9C"))),
    ]);
    let hand = position.hand().unwrap();
    assert_eq!(hand.phase(), Phase::Play);
    assert!(hand.discard().is_some());
    let east = hand.holding(Seat::East);
    assert_eq!(east.len(), 4);
    let hearts = CardSet::suit_under(Suit::Hearts, Trump::Suit(Suit::Clubs));
    assert!(east.intersect(hearts).is_empty(), "{east}");
    let view = position.view().unwrap();
    assert_eq!(view.to_act, Some(Seat::East));
    assert_eq!(view.discard, None);
}

#[test]
fn positions_wrong_on_their_face_are_refused() {
    let rules = Rules::standard();
    let short = Position::new(
        rules,
        Seat::West,
        Seat::South,
        set("AS QS 9S AD"),
        card("JH"),
    );
    assert_eq!(short.view(), Err(PositionError::HandSize(4)));
    let twice = Position::new(
        rules,
        Seat::West,
        Seat::South,
        set("AS QS 9S AD JH"),
        card("JH"),
    );
    assert_eq!(twice.view(), Err(PositionError::CardTwice(card("JH"))));
    let seven = Position::new(
        rules,
        Seat::West,
        Seat::South,
        set("AS QS 9S AD 7H"),
        card("JH"),
    );
    assert_eq!(seven.view(), Err(PositionError::NotInDeck(card("7H"))));
    let mut won = next_position();
    won.scores = ByTeam([10, 4]);
    assert_eq!(won.view(), Err(PositionError::Score(10)));
    won.scores = ByTeam([4, 10]);
    assert_eq!(won.view(), Err(PositionError::Score(10)));
    let three = Rules {
        players: crate::Players::Three,
        ..rules
    };
    // Three players tied at the target play on; South past both rivals has won.
    let tied = Position {
        rules: three,
        dealer: Seat::West,
        scores: ByTeam([10, 10]),
        ..Position::new(
            three,
            Seat::West,
            Seat::South,
            set("AS QS 9S AD JD"),
            card("JH"),
        )
    };
    assert!(tied.view().is_ok());
    let west_and_east = Position {
        scores: ByTeam([6, 11]),
        ..tied.clone()
    };
    assert!(west_and_east.view().is_ok());
    let south_won = Position {
        scores: ByTeam([11, 10]),
        ..tied.clone()
    };
    assert_eq!(south_won.view(), Err(PositionError::Score(11)));
    let north = Position::new(
        three,
        Seat::North,
        Seat::South,
        set("AS QS 9S AD JD"),
        card("JH"),
    );
    assert_eq!(north.view(), Err(PositionError::SeatNotInPlay(Seat::North)));
    let mut played_twice = next_position();
    played_twice
        .actions
        .push((Seat::South, call(Suit::Diamonds)));
    played_twice
        .actions
        .push((Seat::West, Action::Play(card("QS"))));
    assert_eq!(
        played_twice.view(),
        Err(PositionError::CardTwice(card("QS")))
    );
}

#[test]
fn bids_out_of_order_and_revokes_are_refused_with_the_engines_reason() {
    let mut early = next_position();
    early.actions.remove(0);
    assert_eq!(
        early.view(),
        Err(PositionError::Action {
            index: 0,
            seat: Seat::East,
            action: Action::Pass,
            error: ActionError::NotYourTurn {
                to_act: Seat::North
            },
        })
    );
    let mut turned_down = next_position();
    turned_down.actions.push((Seat::South, call(Suit::Hearts)));
    assert!(matches!(
        turned_down.view(),
        Err(PositionError::Action {
            index: 6,
            error: ActionError::SuitTurnedDown,
            ..
        })
    ));
    // Diamonds trump: North shows out of spades (a club) at the second trick; at the third
    // it plays the K♠, which it must have held when it showed out.
    let mut revoke = next_position();
    revoke.actions.extend([
        (Seat::South, call(Suit::Diamonds)),
        (Seat::North, Action::Play(card("9C"))),
        (Seat::East, Action::Play(card("AC"))),
        (Seat::South, Action::Play(card("9S"))),
        (Seat::West, Action::Play(card("TC"))),
        (Seat::East, Action::Play(card("TS"))),
        (Seat::South, Action::Play(card("AS"))),
        (Seat::West, Action::Play(card("JS"))),
        (Seat::North, Action::Play(card("KC"))),
        (Seat::South, Action::Play(card("QS"))),
        (Seat::West, Action::Play(card("9H"))),
        (Seat::North, Action::Play(card("KS"))),
    ]);
    assert_eq!(
        revoke.view(),
        Err(PositionError::Action {
            index: 14,
            seat: Seat::North,
            action: Action::Play(card("KC")),
            error: ActionError::MustFollowSuit,
        })
    );
    // South's own revoke: it holds a spade.
    let mut own = next_position();
    own.actions.extend([
        (Seat::South, call(Suit::Diamonds)),
        (Seat::North, Action::Play(card("KS"))),
        (Seat::East, Action::Play(card("TS"))),
        (Seat::South, Action::Play(card("AD"))),
    ]);
    assert!(matches!(
        own.view(),
        Err(PositionError::Action {
            seat: Seat::South,
            error: ActionError::MustFollowSuit,
            ..
        })
    ));
}

#[test]
fn voids_that_leave_no_room_for_the_unseen_cards_are_no_deal() {
    // Spades trump (South orders West's 9♠). West shows out of spades, clubs and hearts,
    // playing diamonds each time; of the diamonds left South holds the K♦ and A♦, so West's
    // last two cards can be of no suit.
    let mut position = Position::new(
        Rules::standard(),
        Seat::West,
        Seat::South,
        set("AS AC AH KD AD"),
        card("9S"),
    );
    position.actions = vec![
        (Seat::North, Action::Pass),
        (Seat::East, Action::Pass),
        (Seat::South, Action::OrderUp { alone: false }),
        (Seat::North, Action::Play(card("KS"))),
        (Seat::East, Action::Play(card("QS"))),
        (Seat::South, Action::Play(card("AS"))),
        (Seat::West, Action::Play(card("9D"))),
        (Seat::South, Action::Play(card("AC"))),
        (Seat::West, Action::Play(card("TD"))),
        (Seat::North, Action::Play(card("9C"))),
        (Seat::East, Action::Play(card("TC"))),
        (Seat::South, Action::Play(card("AH"))),
        (Seat::West, Action::Play(card("QD"))),
    ];
    assert_eq!(position.view(), Err(PositionError::NoDeal));
    // One diamond fewer shown leaves room: West holds the J♦ and a card of no suit shown.
    position.actions.pop();
    assert!(position.view().is_ok());
}
