//! The research bench of Bower's computer players: nothing here ships. The product is
//! `euchre-ai`; this crate measures it.
//!
//! - [`arena`]: duplicate games between two kinds of player, with confidence intervals, and
//!   the `arena` binary that runs them (docs/strength.md has the commands and figures).
//! - [`HeuristicV1`]: an earlier Normal, frozen, the yardstick the current Normal and the
//!   Expert are measured against (`tests/frozen.rs` pins its every action).
//! - `examples/`: the measurements behind the players' tuning (bid statistics, the bids'
//!   calibration, the coach's noise, the search's cost per decision, the card policy's fit).
//! - [`literature`]: published Euchre problems with their experts' answers, as positions.
//! - [`rollout`]: an option valued by playing the hand out with the Expert at every seat.
//! - [`policy`]: a model of the Expert's card play fitted to its games.
#![warn(missing_docs)]

pub mod arena;
mod heuristic_v1;
pub mod literature;
pub mod policy;
pub mod rollout;

pub use heuristic_v1::HeuristicV1;
