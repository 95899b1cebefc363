//! The components a person sees. Each is thin: what to show comes from the store, and the
//! store asks the `euchre` crate.

mod bid_panel;
mod card;
mod dialog;
mod focus;
mod hand;
mod motion;
mod scoreboard;
mod settings;
mod summary;
mod table;

pub use bid_panel::BidPanel;
pub use card::{CardBack, CardFace, SuitIcon};
pub use dialog::Modal;
pub use hand::{FaceDownHand, Hand, sorted_hand};
pub use scoreboard::{Scoreboard, SixFour};
pub use settings::SettingsPanel;
pub use summary::{GameOver, HandSummary};
pub use table::Table;
