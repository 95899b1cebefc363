//! Euchre with friends, peer to peer: a table of people and computer players whose game is
//! held by one device, the host's, while each guest's device is told only what its seat may
//! know (docs/friends.md).
//!
//! Pure Rust with no web dependency: the app joins the devices with WebRTC and passes these
//! messages; everything here is tested natively.
//!
//! - [`Knowledge`]: what one seat knows of the game, and the seat's own game built from it,
//!   turned so that the seat sits South ([`Turn`]).

#![warn(missing_docs)]

mod knowledge;
mod seats;

pub use knowledge::{Ended, Knowledge, KnowledgeError};
pub use seats::Turn;
