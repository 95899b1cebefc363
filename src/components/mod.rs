//! The components a person sees. Each is thin: what to show comes from the store, and the
//! store asks the `euchre` crate.

mod bid_panel;
mod card;
mod hand;
mod how_to_play;
mod motion;
mod scoreboard;
mod settings;
mod summary;
mod table;
pub mod terms;

pub use bid_panel::BidPanel;
pub use card::{CardBack, CardFace, SuitIcon};
pub use hand::{FaceDownHand, Hand, sorted_hand};
pub use how_to_play::{EXAMPLE_TRUMP, HowToPlay, trump_order};
pub use scoreboard::{Scoreboard, SixFour};
pub use settings::SettingsPanel;
pub use summary::{GameOver, HandSummary};
pub use table::Table;
