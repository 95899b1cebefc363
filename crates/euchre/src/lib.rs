//! The rules and state of Euchre: cards, the variants of docs/rules.md, the hand and game
//! state machine, and the views that hide what a seat may not see.
//!
//! One API drives everything: [`Game::to_act`], [`Game::legal_actions`] and
//! [`Game::apply`] are what the UI, the computer players, the tests and the benchmarks all
//! call. A seat decides from [`Game::view`]; a search samples hidden cards with
//! [`determinize`]. Every deal comes from a seed, so a game is its rules, seed and actions
//! ([`GameRecord`]) and replays exactly.
//!
//! # Example: a whole hand
//! ```
//! use euchre::{Action, Event, Game, Phase, Rules, Seat};
//!
//! let mut game = Game::new(Rules::standard(), 2026);
//! let first_hand = game.hand_number();
//! // Play until the first hand is over: everyone orders up or passes, then plays the
//! // first legal card.
//! while game.hand_number() == first_hand {
//!     let seat = game.to_act().expect("the game is not over after one hand");
//!     let legal = game.legal_actions();
//!     // Prefer ordering up (not alone) so the hand is played, else the first legal action.
//!     let action = legal
//!         .iter()
//!         .find(|a| matches!(a, Action::OrderUp { alone: false }))
//!         .unwrap_or(legal[0]);
//!     let events = game.apply(seat, action).expect("legal actions are accepted");
//!     for event in events {
//!         if let Event::HandScored { team, points, .. } = event {
//!             println!("{team} score {points}");
//!         }
//!     }
//! }
//! let record = &game.history()[0];
//! assert_eq!(record.tricks.len(), 5);
//! assert_eq!(game.scores().0.iter().sum::<u8>(), record.outcome.points().unwrap().1);
//! // An illegal action is refused with a typed error and changes nothing.
//! let before = game.clone();
//! let wrong_seat = game.to_act().unwrap().next();
//! assert!(game.apply(wrong_seat, Action::Pass).is_err());
//! assert_eq!(game, before);
//! assert_eq!(game.phase(), Phase::Bidding1);
//! # let _ = Seat::South;
//! ```
#![warn(missing_docs)]

mod action;
mod card;
mod card_set;
mod daily;
mod deal;
mod game;
mod hand;
mod position;
mod rules;
mod seat;
mod turn;
mod view;

pub use action::{Action, ActionError, Actions, Event, ParseActionError, parse_moves};
pub use card::{CARD_SLOTS, Card, ParseCardError, Rank, Suit, Trump};
pub use card_set::{CardSet, CardSetIter};
pub use daily::{DAILY_SALT, Date, DateError};
pub use deal::{Deal, DealRng, below, shuffle};
pub use game::{
    Game, GameRecord, GivenDeals, HandRecord, LoadError, ReplayError, SAVE_FORMAT, hand_seed, mix64,
};
pub use hand::{Best, Contract, Hand, HandOutcome, Phase, Trick, UpcardState};
pub use position::{Position, PositionError};
pub use rules::{Deck, InvalidPointsToWin, PointsToWin, Preset, Rules, Score, ScoreKind};
pub use seat::{BySeat, ByTeam, InvalidPlayers, Players, Seat, Team};
pub use turn::Turn;
pub use view::{PlayerView, determinize, try_determinize};

/// The random-number traits the engine's generic functions take, re-exported so the other
/// crates name the same version.
pub use rand_core;
