//! What happened, in words: actions and events for the aria-live region and the hint.

use euchre::{Action, Event, Team};

/// An action in words: "Order up alone", "Play 10♥".
pub fn describe_action(action: Action) -> String {
    let alone = |a: bool| if a { " alone" } else { "" };
    match action {
        Action::Pass => "Pass".into(),
        Action::OrderUp { alone: a } => format!("Order up{}", alone(a)),
        Action::Call { trump, alone: a } => format!("Call {trump}{}", alone(a)),
        Action::Discard(card) => format!("Discard {card}"),
        Action::DefendAlone => "Defend alone".into(),
        Action::Play(card) => format!("Play {card}"),
    }
}

/// One event in words for the aria-live region.
pub(super) fn announce(event: &Event, scores: euchre::ByTeam<u8>) -> Option<String> {
    Some(match *event {
        Event::Dealt { dealer, upcard, .. } => {
            format!("{} deals; the upcard is {upcard}.", dealer.name())
        }
        Event::Misdeal { seat, .. } => {
            format!("Misdeal: {} holds only nines and tens.", seat.name())
        }
        Event::Passed { seat, .. } => format!("{} passes.", seat.name()),
        Event::TrumpMade {
            maker,
            trump,
            alone,
            ..
        } => format!(
            "{} makes {trump} trump{}.",
            maker.name(),
            if alone { ", going alone" } else { "" }
        ),
        Event::UpcardTurnedDown => "The upcard is turned down.".into(),
        Event::PickedUp { dealer } => format!("{} picks up the upcard.", dealer.name()),
        Event::Discarded { dealer } => format!("{} discards.", dealer.name()),
        Event::DefendsAlone { seat } => format!("{} defends alone.", seat.name()),
        Event::CardPlayed { seat, card } => format!("{} plays {card}.", seat.name()),
        Event::TrickWon { winner, .. } => format!("{} takes the trick.", winner.name()),
        Event::PassedOut => "Everyone passed: the hand is thrown in.".into(),
        Event::HandScored { team, points, .. } => format!(
            "{} score {points}. Us {}, Them {}.",
            team.name(),
            scores[Team::NorthSouth],
            scores[Team::EastWest]
        ),
        Event::GameOver { winner } => format!("Game over: {} win.", winner.name()),
    })
}
