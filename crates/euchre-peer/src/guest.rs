//! A guest's side of a table ([`Guest`]): what it was told, its own game built from it, and
//! its actions as messages for the host.

use core::fmt;

use euchre::{Action, Game};
use serde::{Deserialize, Serialize};

use crate::knowledge::{Knowledge, KnowledgeError};
use crate::message::{Refusal, Seating, ToGuest, ToHost, Update};
use euchre::Turn;

/// What a guest was told: the seating, and what its seat knows of the game in play, with
/// its own game built from that (turned so that the guest sits South: [`Turn`]).
#[derive(Clone, Debug, Default)]
pub struct Guest {
    seating: Option<Seating>,
    /// The game's number, what the seat knows of it, and the guest's game.
    game: Option<(u64, Knowledge, Game)>,
}

/// What a message from the host changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The seating, the rules or the level.
    Seating,
    /// The game moved on (`new`: a new game began).
    Game {
        /// Whether it is a new game.
        new: bool,
    },
    /// The guest's last message was refused.
    Refused(Refusal),
}

/// Why a message from the host cannot be followed: the guest's state is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuestError {
    /// The game came before the seating.
    NotSeated,
    /// An update that does not follow the last one (a message lost): the guest asks for
    /// the game again ([`Guest::hello`]).
    OutOfStep,
    /// What the seat was told does not make a game.
    Knowledge(KnowledgeError),
}

impl fmt::Display for GuestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GuestError::NotSeated => f.write_str("the game came before the seating"),
            GuestError::OutOfStep => f.write_str("an update was missed"),
            GuestError::Knowledge(e) => write!(f, "the table's game cannot be followed: {e}"),
        }
    }
}

impl std::error::Error for GuestError {}

/// Saved by a guest's page, so that it rejoins its seat after a reload.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ticket {
    /// The table.
    pub table: u64,
    /// The seat, as the host names it.
    pub seat: euchre::Seat,
    /// The seat's secret.
    pub token: u64,
    /// The guest's name.
    pub name: String,
}

impl Guest {
    /// The seating, once told.
    pub fn seating(&self) -> Option<&Seating> {
        self.seating.as_ref()
    }

    /// The turn of the table that seats this guest South.
    pub fn turn(&self) -> Option<Turn> {
        let s = self.seating.as_ref()?;
        Some(Turn::seating(s.rules.players, s.you))
    }

    /// The guest's own game, once told: built from what its seat knows, and once the game
    /// is over, played again from the host's whole game ([`Knowledge::played`]).
    pub fn game(&self) -> Option<&Game> {
        self.game.as_ref().map(|(_, _, g)| g)
    }

    /// The first message on a connection: what the guest already knows.
    pub fn hello(&self) -> ToHost {
        ToHost::Hello {
            game: self.game.as_ref().map(|(n, _, _)| *n),
            have: self.game.as_ref().map_or(0, |(_, k, _)| k.ended.len()),
        }
    }

    /// The guest's `action` (as its own game names it) as a message for the host.
    pub fn act(&self, action: Action) -> Option<ToHost> {
        let (_, knows, _) = self.game.as_ref()?;
        let now = knows.now.as_ref()?;
        Some(ToHost::Act {
            hand: now.hand_number,
            at: now.history.len(),
            action,
        })
    }

    /// That the guest has closed the summaries of its first `hands` hands.
    pub fn seen(&self, hands: usize) -> Option<ToHost> {
        let (game, _, _) = self.game.as_ref()?;
        Some(ToHost::Seen { game: *game, hands })
    }

    /// Takes a message from the host.
    ///
    /// # Errors
    /// [`GuestError`]: the message cannot be followed, and nothing changes.
    pub fn receive(&mut self, message: ToGuest) -> Result<Change, GuestError> {
        match message {
            ToGuest::Table(seating) => {
                let moved = self
                    .seating
                    .as_ref()
                    .is_some_and(|s| s.you != seating.you || s.rules != seating.rules);
                if moved {
                    self.game = None;
                }
                self.seating = Some(seating);
                Ok(Change::Seating)
            }
            ToGuest::Game(update) => self.update(update),
            ToGuest::Refused(refusal) => Ok(Change::Refused(refusal)),
        }
    }

    fn update(&mut self, update: Update) -> Result<Change, GuestError> {
        let seating = self.seating.as_ref().ok_or(GuestError::NotSeated)?;
        let same = self.game.as_ref().filter(|(n, _, _)| *n == update.game);
        // The hands it has, and the rest; or, from the first hand, the whole game again.
        let mut knows = match same {
            Some((_, knows, _)) if knows.ended.len() == update.from => knows.clone(),
            _ if update.from == 0 => Knowledge {
                rules: seating.rules,
                seat: seating.you,
                ended: Vec::new(),
                now: None,
            },
            _ => return Err(GuestError::OutOfStep),
        };
        let new = same.is_none();
        knows.ended.extend(update.ended);
        knows.now = update.now;
        // The game over, it is played again from the host's whole game; should that not be
        // what the seat was told, the seat's own game stays (and is not shared).
        let played = update.whole.and_then(|whole| knows.played(&whole).ok());
        let game = match played {
            Some(game) => game,
            None => knows.game().map_err(GuestError::Knowledge)?,
        };
        self.game = Some((update.game, knows, game));
        Ok(Change::Game { new })
    }
}
