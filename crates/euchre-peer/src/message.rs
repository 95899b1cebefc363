//! The messages of a table's data channels: the host's to a guest ([`ToGuest`]) and a
//! guest's to the host ([`ToHost`]), as JSON text.

use core::fmt;

use euchre::{Action, ActionError, BySeat, GameRecord, PlayerView, Rules, Seat};
use euchre_ai::Difficulty;
use serde::{Deserialize, Serialize};

use crate::knowledge::Ended;

/// The longest message read, in bytes: a whole game's hands as a seat saw them fit many
/// times over.
pub const MAX_MESSAGE: usize = 1 << 20;

/// From the host to one guest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToGuest {
    /// Who sits where, and the game's rules and level: on joining, and on every change.
    Table(Seating),
    /// What the guest's seat knows of the game now.
    Game(Update),
    /// The guest's last message was refused, and why; the game is unchanged.
    Refused(Refusal),
}

/// What a seat is told of the game: the hands that ended since it was last told, and its
/// view of the hand in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Update {
    /// The game: drawn by the host for each new game, so that a guest knows a new game from
    /// the next hand of the same one.
    pub game: u64,
    /// How many hands ended before the first of `ended`.
    pub from: usize,
    /// The hands that ended since, as the seat saw them.
    pub ended: Vec<Ended>,
    /// The seat's view of the hand in play; none once the game is over.
    pub now: Option<PlayerView>,
    /// Once the game is over, and never before (it holds every card): the whole game as the
    /// host played it, its seed and every action, so that each person can play their hands
    /// again with the Expert and share the game from their seat ([`Knowledge::played`]).
    ///
    /// [`Knowledge::played`]: crate::Knowledge::played
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub whole: Option<GameRecord>,
}

/// Who sits where at a table, as one guest is told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seating {
    /// The guest's own seat (the host's name for it).
    pub you: Seat,
    /// Each seat's player.
    pub seats: BySeat<Occupant>,
    /// The rules, the host's.
    pub rules: Rules,
    /// The computer players' level, the host's.
    pub level: Difficulty,
}

/// Who plays a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupant {
    /// No one: the seat is out of play (North with three players).
    Out,
    /// A computer player, on the host's device.
    Computer,
    /// The host.
    Host(String),
    /// A guest; a computer plays the seat while the guest is away.
    Guest {
        /// The guest's name.
        name: String,
        /// Whether the guest is connected now.
        here: bool,
    },
}

impl Occupant {
    /// Whether a person plays the seat now (the host, or a guest who is here).
    pub fn is_person(&self) -> bool {
        matches!(self, Occupant::Host(_) | Occupant::Guest { here: true, .. })
    }
}

/// From a guest to the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToHost {
    /// The guest is here, knowing the first `have` hands of game `game` (none on joining):
    /// the host tells it the rest.
    Hello {
        /// The game the guest knows, if any.
        game: Option<u64>,
        /// How many of its ended hands it has.
        have: usize,
    },
    /// The guest's action, taken in hand `hand` after the `at` actions its view listed.
    Act {
        /// The hand's number.
        hand: u32,
        /// The length of the view's history when the guest acted.
        at: usize,
        /// The action.
        action: Action,
    },
    /// The guest has closed the summaries of the first `hands` hands of game `game`: the table
    /// waits for it before the next deal is played.
    Seen {
        /// The game.
        game: u64,
        /// How many hands' summaries it has seen.
        hands: usize,
    },
}

/// Why the host refused a guest's message. The game is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The seat has no guest here (a message from a connection the table does not seat).
    NotSeated,
    /// The game has moved on since the guest's view: the action was for another moment.
    Stale,
    /// Another seat is to act.
    NotYourTurn,
    /// The engine refused the action.
    Illegal(ActionError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::NotSeated => f.write_str("You are not seated at this table."),
            Refusal::Stale => f.write_str("The game moved on before your move arrived."),
            Refusal::NotYourTurn => f.write_str("It is not your turn."),
            Refusal::Illegal(e) => write!(f, "That move is not allowed: {e}."),
        }
    }
}

/// A message that cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable;

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a message from the table could not be read")
    }
}

impl std::error::Error for Unreadable {}

/// A message as the text sent on a data channel.
pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// A message from the text received, at most [`MAX_MESSAGE`] bytes.
///
/// # Errors
/// [`Unreadable`] for anything else.
pub fn decode<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, Unreadable> {
    if text.len() > MAX_MESSAGE {
        return Err(Unreadable);
    }
    serde_json::from_str(text).map_err(|_| Unreadable)
}
