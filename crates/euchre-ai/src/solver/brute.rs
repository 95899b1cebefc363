//! The reference the solver's tests check it against: a plain minimax.

use euchre::{Hand, Seat, Team};

use super::{Pos, Side, side_of, team_bits};

/// A plain minimax without pruning, merging or table: the reference the tests check the
/// solver against (`team`'s seats, as [`Solver::solve`]).
#[doc(hidden)]
pub fn brute_force(hand: &Hand, team: Team) -> u8 {
    let pos = Pos::from_hand(hand);
    brute(&pos, team_bits(team) & pos.active)
}

/// The brute-force reference for [`Solver::solve_side`].
#[doc(hidden)]
pub fn brute_force_side(hand: &Hand, seat: Seat) -> u8 {
    brute(&Pos::from_hand(hand), side_of(hand, seat))
}

fn brute(pos: &Pos, side: Side) -> u8 {
    fn go(pos: &Pos, side: Side) -> u8 {
        if pos.remaining() == 0 {
            return 0;
        }
        let maximizing = side & 1 << pos.to_act.index() != 0;
        let mut best: Option<u8> = None;
        for card in pos.playable() {
            let mut child = *pos;
            let gained = match child.play(card) {
                Some(w) => u8::from(side & 1 << w.index() != 0),
                None => 0,
            };
            let v = gained + go(&child, side);
            best = Some(match best {
                None => v,
                Some(b) if maximizing => b.max(v),
                Some(b) => b.min(v),
            });
        }
        best.unwrap_or(0)
    }
    go(pos, side)
}
