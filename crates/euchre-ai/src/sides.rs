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

/// When the score decides a bid: the viewer one or two points from the game, or the
/// opponents two points or fewer from it (a euchre would end the game).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CloseScore {
    /// The viewer needs `need` (1 or 2) points.
    Wins {
        /// The viewer's side's score.
        ours: u8,
        /// The opponents' score.
        theirs: u8,
        /// Points the viewer's side still needs.
        need: u8,
    },
    /// The opponents are two points or fewer from the game.
    EuchreEnds {
        /// The viewer's side's score.
        ours: u8,
        /// The opponents' score.
        theirs: u8,
    },
}

impl CloseScore {
    /// How close the game is for the viewer; `None` when neither side is that close.
    pub fn of(view: &PlayerView) -> Option<CloseScore> {
        let target = view.rules.points_to_win.points();
        let (ours, theirs) = standing(view);
        let need = target.saturating_sub(ours);
        if need <= 2 {
            Some(CloseScore::Wins { ours, theirs, need })
        } else if theirs + 2 >= target {
            Some(CloseScore::EuchreEnds { ours, theirs })
        } else {
            None
        }
    }

    /// "at 9–4 one point wins the game", "at 4–8 a euchre would end the game".
    pub fn words(self) -> String {
        match self {
            CloseScore::Wins { ours, theirs, need } => {
                let points = if need == 1 {
                    "one point wins"
                } else {
                    "two points win"
                };
                format!("at {ours}–{theirs} {points} the game")
            }
            CloseScore::EuchreEnds { ours, theirs } => {
                format!("at {ours}–{theirs} a euchre would end the game")
            }
        }
    }
}
