//! Euchre.
mod card;
mod card_set;
mod deal;
mod seat;
pub use card::{Card, ParseCardError, Rank, Suit, Trump};
pub use card_set::{CardSet, CardSetIter};
pub use deal::{Deal, DealRng, below, shuffle};
pub use seat::{BySeat, ByTeam, Seat, Team};
pub use rand_core;
