//! Saving a game as text and loading it back.

use core::fmt;

use serde::{Deserialize, Serialize};

use super::{Game, GameRecord, GivenDeals, ReplayError, SAVE_FORMAT};
use crate::action::Action;
use crate::rules::Rules;
use crate::seat::Seat;

/// A saved game that cannot be loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// The text is not a saved game at all (damaged, truncated or something else).
    Malformed,
    /// The save was written by a different version of the save format.
    UnsupportedFormat {
        /// The format found in the save.
        found: u32,
    },
    /// The save holds an action that the rules refuse.
    Replay(ReplayError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Malformed => f.write_str("the saved game is damaged and cannot be read"),
            LoadError::UnsupportedFormat { found } => write!(
                f,
                "the saved game is in format {found}, this version reads format {SAVE_FORMAT}"
            ),
            LoadError::Replay(e) => write!(f, "the saved game does not follow the rules: {e}"),
        }
    }
}

impl std::error::Error for LoadError {}

// The save is the record's fields with a `format` beside them, spelt out rather than through
// `#[serde(flatten)]`, which buffers every value in serde's `Content` first (more code in the
// page's wasm, and slower). The text is the same either way.
#[derive(Serialize)]
struct SaveOut<'a> {
    format: u32,
    rules: &'a Rules,
    seed: u64,
    actions: &'a [(Seat, Action)],
    #[serde(skip_serializing_if = "Option::is_none")]
    given: Option<&'a GivenDeals>,
    #[serde(skip_serializing_if = "super::is_south")]
    seat: Seat,
}

#[derive(Deserialize)]
struct SaveFormat {
    format: u32,
}

#[derive(Deserialize)]
struct SaveIn {
    rules: Rules,
    seed: u64,
    actions: Vec<(Seat, Action)>,
    #[serde(default)]
    given: Option<GivenDeals>,
    #[serde(default = "super::south")]
    seat: Seat,
}

impl Game {
    /// The game as text (JSON) with a format version, for local storage.
    pub fn save(&self) -> String {
        serde_json::to_string(&SaveOut {
            format: SAVE_FORMAT,
            rules: &self.rules,
            seed: self.seed,
            actions: &self.actions,
            given: self.given.as_ref(),
            seat: self.seat(),
        })
        .unwrap_or_default()
    }

    /// Loads a game written by [`save`](Game::save).
    ///
    /// # Errors
    /// [`LoadError::Malformed`] for text that is not a save, [`LoadError::UnsupportedFormat`]
    /// for another format version, [`LoadError::Replay`] for a save the rules refuse.
    pub fn load(text: &str) -> Result<Game, LoadError> {
        let SaveFormat { format } = serde_json::from_str(text).map_err(|_| LoadError::Malformed)?;
        if format != SAVE_FORMAT {
            return Err(LoadError::UnsupportedFormat { found: format });
        }
        let SaveIn {
            rules,
            seed,
            actions,
            given,
            seat,
        } = serde_json::from_str(text).map_err(|_| LoadError::Malformed)?;
        if given
            .as_ref()
            .is_some_and(|g| !g.deals.iter().all(|d| d.is_for(&rules)))
        {
            return Err(LoadError::Malformed);
        }
        let record = GameRecord {
            rules,
            seed,
            actions,
            given,
            seat,
        };
        Game::replay(&record).map_err(LoadError::Replay)
    }
}
