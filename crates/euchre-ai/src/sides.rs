//! Who is on whose side: with four players the partnerships; with three (cutthroat) the
//! maker alone against the two defenders, who play together, and before trump is made
//! everyone alone.

use euchre::{Contract, PlayerView, Players, Seat};

/// Whether `a` and `b` are on one side under `contract` at a table of `players` (a seat is
/// always on its own side).
pub fn allied(players: Players, contract: Option<Contract>, a: Seat, b: Seat) -> bool {
    match players {
        Players::Four => a.team() == b.team(),
        Players::Three => a == b || contract.is_some_and(|c| a != c.maker && b != c.maker),
    }
}

/// Whether `seat` is on the viewer's side.
pub fn ally(view: &PlayerView, seat: Seat) -> bool {
    allied(view.rules.players, view.contract, view.seat, seat)
}

/// The viewer's partner: with four the seat opposite, with three the other defender once
/// trump is made and the viewer defends (none for the maker, or before trump is made).
pub fn partner(view: &PlayerView) -> Option<Seat> {
    match view.rules.players {
        Players::Four => Some(view.seat.partner()),
        Players::Three => {
            let maker = view.contract?.maker;
            let seats = view.rules.players.seats();
            (maker != view.seat)
                .then(|| {
                    seats
                        .iter()
                        .copied()
                        .find(|&s| s != maker && s != view.seat)
                })
                .flatten()
        }
    }
}

/// The viewer's score and the best score among the opponents (with four, the two teams';
/// with three, the viewer's and the higher of the other two players').
pub fn standing(view: &PlayerView) -> (u8, u8) {
    match view.rules.players {
        Players::Four => (
            view.scores[view.seat.team()],
            view.scores[view.seat.team().other()],
        ),
        Players::Three => {
            let theirs = view
                .rules
                .players
                .seats()
                .iter()
                .filter(|&&s| s != view.seat)
                .map(|&s| view.seat_scores[s])
                .max()
                .unwrap_or(0);
            (view.seat_scores[view.seat], theirs)
        }
    }
}
