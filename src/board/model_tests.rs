use euchre::{Suit, Trump};

use super::*;

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

/// South's hand clicked in, then the upcard.
fn built(hand: &str, upcard: &str) -> Setup {
    let mut setup = Setup::new(Rules::standard());
    for c in hand.split(' ') {
        setup.apply(Edit::Card(card(c))).unwrap();
    }
    setup.apply(Edit::Target(Target::Upcard)).unwrap();
    setup.apply(Edit::Card(card(upcard))).unwrap();
    setup
}

#[test]
fn a_hand_is_built_card_by_card_and_a_sixth_card_is_refused() {
    let mut setup = Setup::new(Rules::standard());
    assert_eq!(
        setup.view().unwrap_err(),
        "Choose your five cards: 0 so far."
    );
    for c in ["AS", "QS", "9S"] {
        setup.apply(Edit::Card(card(c))).unwrap();
    }
    assert_eq!(
        setup.view().unwrap_err(),
        "Choose your five cards: 3 so far."
    );
    // Moves wait for the whole hand.
    assert_eq!(
        setup.apply(Edit::Target(Target::Play)).unwrap_err(),
        "Choose your five cards: 3 so far."
    );
    // A second click takes a card out.
    setup.apply(Edit::Card(card("9S"))).unwrap();
    assert_eq!(setup.hand.len(), 2);
    let mut setup = built("AS QS 9S AD JD", "JH");
    assert!(setup.view().is_ok());
    setup.apply(Edit::Target(Target::Hand)).unwrap();
    let before = setup.clone();
    assert_eq!(
        setup.apply(Edit::Card(card("KC"))).unwrap_err(),
        "A hand holds five cards: take one out first."
    );
    assert_eq!(
        setup.apply(Edit::Card(card("JH"))).unwrap_err(),
        "The J♥ is the upcard."
    );
    setup.apply(Edit::Target(Target::Upcard)).unwrap();
    assert_eq!(
        setup.apply(Edit::Card(card("AS"))).unwrap_err(),
        "The A♠ is in your hand."
    );
    setup.apply(Edit::Target(Target::Hand)).unwrap();
    assert_eq!(setup, before);
}

#[test]
fn moves_come_from_the_engine_and_a_move_it_refuses_changes_nothing() {
    // West deals: North bids first. Another seat's bid is any of its legal bids.
    let mut setup = built("AS QS 9S AD JD", "JH");
    let (seat, moves) = setup.next().unwrap();
    assert_eq!(seat, Seat::North);
    assert!(moves.contains(&Action::Pass) && moves.contains(&Action::OrderUp { alone: false }));
    for _ in 0..6 {
        setup.apply(Edit::Act(Action::Pass)).unwrap();
    }
    // South's turn in round 2: its own legal calls, the turned-down suit not among them.
    let (seat, moves) = setup.next().unwrap();
    assert_eq!(seat, Seat::South);
    let diamonds = Action::Call {
        trump: Trump::Suit(Suit::Diamonds),
        alone: false,
    };
    assert!(moves.contains(&diamonds));
    assert!(!moves.contains(&Action::Call {
        trump: Trump::Suit(Suit::Hearts),
        alone: false
    }));
    assert_eq!(setup.view().unwrap().legal_actions, moves);
    setup.apply(Edit::Act(diamonds)).unwrap();
    // West leads (left of the dealer is North: West dealt, so North leads).
    let (seat, moves) = setup.next().unwrap();
    assert_eq!(seat, Seat::North);
    assert!(
        moves.is_empty(),
        "another seat's card is chosen on the cards"
    );
    setup.apply(Edit::Target(Target::Play)).unwrap();
    setup.apply(Edit::Card(card("KC"))).unwrap();
    // East cannot play a card South holds: the engine's reason, the board unchanged.
    let before = setup.clone();
    assert_eq!(
        setup.apply(Edit::Card(card("AS"))).unwrap_err(),
        "The A♠ appears twice."
    );
    assert_eq!(setup, before);
    // East shows out of clubs; North's king holds the trick.
    for c in ["KH", "AS", "9C"] {
        setup.apply(Edit::Card(card(c))).unwrap();
    }
    assert_eq!(setup.next().unwrap().0, Seat::North);
    setup.apply(Edit::Card(card("AC"))).unwrap();
    // A club from East now would be a revoke against the void it showed.
    let before = setup.clone();
    let refused = setup.apply(Edit::Card(card("QC"))).unwrap_err();
    assert_eq!(
        refused,
        "Move 9 (East: play K♥) is not legal: you must follow the suit that was led."
    );
    assert_eq!(setup, before);
    setup.apply(Edit::Card(card("TH"))).unwrap();
    setup.apply(Edit::Undo).unwrap();
    setup.apply(Edit::Undo).unwrap();
    assert_eq!(setup.actions.len(), 11);
    setup.apply(Edit::Clear).unwrap();
    assert_eq!(setup.hand, CardSet::EMPTY);
    assert_eq!(
        setup.apply(Edit::Undo).unwrap_err(),
        "There is no move to take back."
    );
}

#[test]
fn a_change_of_dealer_or_seat_that_breaks_the_moves_is_refused() {
    let mut setup = built("AS QS 9S AD JD", "JH");
    setup.apply(Edit::Act(Action::Pass)).unwrap(); // North
    let before = setup.clone();
    // With South dealing, West bids first: North's pass would be out of turn.
    let refused = setup.apply(Edit::Dealer(Seat::South)).unwrap_err();
    assert!(
        refused.starts_with("Move 1 (North: pass) is not legal"),
        "{refused}"
    );
    assert_eq!(setup, before);
    // A score that has won already.
    let refused = setup.apply(Edit::Score(1, 10)).unwrap_err();
    assert_eq!(refused, "A score of 10 has already won the game.");
    setup.apply(Edit::Score(1, 9)).unwrap();
    assert_eq!(setup.view().unwrap().scores, ByTeam([0, 9]));
    setup.apply(Edit::Rules(Preset::StickTheDealer)).unwrap();
    assert!(setup.view().unwrap().rules.stick_the_dealer);
}

#[test]
fn a_whole_position_opens_as_it_was() {
    let setup = built("AS QS 9S AD JD", "JH");
    let position = setup.position().unwrap();
    let again = Setup::of(&position);
    assert_eq!(again.position(), Some(position));
    assert_eq!(again.target, Target::Play);
}

#[test]
fn every_decision_of_a_game_opens_as_its_seat_saw_it() {
    use euchre_ai::{Difficulty, player};
    for (preset, seed) in [(Preset::Standard, 3), (Preset::KitchenTable, 8)] {
        let mut game = Game::new(preset.rules(), seed);
        let mut views = Vec::new();
        while let Some(seat) = game.to_act() {
            views.push(game.view(seat));
            let action = player(Difficulty::Normal, seed).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        assert_eq!(views.len(), game.actions().len());
        for (index, view) in views.iter().enumerate() {
            let position = decision(&game, index).unwrap();
            assert_eq!(position.seat, view.seat);
            // The board's view is the seat's, to the score (hand numbers are the game's).
            let mut board = Setup::of(&position).view().unwrap();
            board.hand_number = view.hand_number;
            assert_eq!(&board, view, "{preset:?} decision {index}");
        }
        assert_eq!(decision(&game, views.len()), None);
    }
}

#[test]
fn every_decision_of_hands_with_cards_exchanged_opens_as_it_was() {
    use euchre_ai::{Difficulty, player};
    let rules = Rules {
        going_under: true,
        call_for_best: true,
        ..Rules::standard()
    };
    let (mut opened_whole, mut after_going_under) = (0, 0);
    for seed in 0..12 {
        let mut game = Game::new(rules, seed);
        while let Some(seat) = game.to_act() {
            let action = player(Difficulty::Normal, seed).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        for index in 0..game.actions().len() {
            let position = decision(&game, index).unwrap();
            let (setup, why) = opened(&position);
            assert_eq!(why, None, "seed {seed} decision {index}");
            assert_eq!(setup.position(), Some(position.clone()));
            assert!(setup.view().is_ok());
            opened_whole += 1;
            after_going_under += usize::from(!position.taken.is_empty());
        }
    }
    assert!(
        opened_whole > 1000 && after_going_under > 0,
        "{opened_whole} {after_going_under}"
    );
}
