//! The components a person sees. Each is thin: what to show comes from the `euchre` crate.

mod card;
mod hand;
mod table;

pub use card::{CardBack, CardFace, SuitIcon};
pub use hand::{FaceDownHand, Hand};
pub use table::Table;
