//! Euchre with friends, peer to peer: a table of people and computer players whose game is
//! held by one device, the host's, while each guest's device is told only what its seat may
//! know (docs/friends.md).
//!
//! Pure Rust with no web dependency: the app joins the devices with WebRTC and passes these
//! messages; everything here is tested natively.
//!
//! - [`Host`]: the host's table: invitations, seats, each guest's messages checked against
//!   the game ([`ToHost`]) and what each is told ([`ToGuest`]).
//! - [`Guest`]: a guest's side: what it was told and its own game.
//! - [`Knowledge`]: what one seat knows of the game, and the seat's own game built from it,
//!   turned so that the seat sits South ([`Turn`]).
//! - [`Invite`], [`Answer`]: the codes exchanged to join, each carrying a session
//!   description cut to what a data channel needs ([`Sdp`]).

#![warn(missing_docs)]

mod code;
mod guest;
mod host;
mod knowledge;
mod message;
pub mod qr;
mod sdp;

pub use code::{Answer, CodeError, Invite, MAX_NAME, MAX_STUN, name};
pub use euchre::Turn;
pub use guest::{Change, Guest, GuestError, Ticket};
pub use host::{Host, InviteError, JoinError};
pub use knowledge::{Ended, Knowledge, KnowledgeError, same_to_south};
pub use message::{
    MAX_MESSAGE, Occupant, Refusal, Seating, ToGuest, ToHost, Unreadable, Update, decode, encode,
};
pub use sdp::{Address, Candidate, Fingerprint, Hash, Kind, MAX_CANDIDATES, Sdp, SdpError, Setup};
