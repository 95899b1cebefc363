//! The analysis board's positions (docs/board.md): any hand as one seat knows it
//! ([`euchre::Position`]), named by a link so that a player can send "what would you do
//! here?" to a friend, who opens the same position ([`link`]).

pub mod link;
