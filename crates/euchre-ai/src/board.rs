//! The analysis board (docs/board.md): any hand as one seat knows it
//! ([`euchre::Position`]), named by a link so that a player can send "what would you do
//! here?" to a friend, who opens the same position ([`link`]); and where the cards the seat
//! has not seen lie, by the search's weighted worlds ([`Whereabouts`]); and drills of the
//! player's own costly decisions ([`drills::Drills`]); and each option played out with the
//! Expert at every seat ([`PlayOut`]).

pub mod drills;
pub mod link;
pub mod playout;
pub mod whereabouts;

pub use playout::PlayOut;
pub use whereabouts::{Place, Whereabouts};

/// An option of `view` in a person's words ("Pick it up", "Order it up alone", "Call ♦",
/// "Bury 9♠", "Play A♠"), as the coach names it.
pub fn label(view: &euchre::PlayerView, action: euchre::Action) -> String {
    crate::hint::reason::label(view, action)
}
