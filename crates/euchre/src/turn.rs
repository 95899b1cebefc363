//! The table turned so that another seat sits South: every device and every page plays
//! from South, so a game seen from another seat is the game turned ([`Turn`]).

use crate::action::Action;
use crate::deal::Deal;
use crate::seat::{BySeat, Players, Seat};

/// The turn of the table that puts one seat in South's place, keeping the order of play
/// (South, West, North, East with four; South, West, East with three, North out of play):
/// partners stay partners and the deal still passes to the left. A guest at a table of
/// people plays the host's game turned by it, and a seed's game can be played from any of
/// its seats ([`Game::seated`](crate::Game::seated)), so that the table, its words ("you",
/// "your partner") and the computer players all work from South as on a game of one's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    players: Players,
    /// How many places along the order of play the seat sits from South.
    steps: usize,
}

impl Turn {
    /// The turn that seats `seat` (a seat in play) at South.
    pub fn seating(players: Players, seat: Seat) -> Turn {
        let steps = players.seats().iter().position(|&s| s == seat).unwrap_or(0);
        Turn { players, steps }
    }

    /// The seat as the turned table names it (North stays North with three players).
    pub fn local(self, seat: Seat) -> Seat {
        let seats = self.players.seats();
        match seats.iter().position(|&s| s == seat) {
            Some(i) => seats[(i + seats.len() - self.steps) % seats.len()],
            None => seat,
        }
    }

    /// The seat of the host's table that the turned table calls `seat`.
    pub fn host(self, seat: Seat) -> Seat {
        let seats = self.players.seats();
        match seats.iter().position(|&s| s == seat) {
            Some(i) => seats[(i + self.steps) % seats.len()],
            None => seat,
        }
    }

    /// Anything seated, turned.
    pub fn by_seat<T: Clone>(self, values: &BySeat<T>) -> BySeat<T> {
        BySeat::from_fn(|local| values[self.host(local)].clone())
    }

    /// A deal, turned.
    pub fn deal(self, deal: &Deal) -> Deal {
        Deal {
            hands: self.by_seat(&deal.hands),
            ..*deal
        }
    }

    /// Actions with their seats, turned.
    pub fn actions(self, actions: &[(Seat, Action)]) -> Vec<(Seat, Action)> {
        actions.iter().map(|&(s, a)| (self.local(s), a)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_seat_is_turned_to_south_and_the_order_of_play_kept() {
        for players in Players::ALL {
            let seats = players.seats();
            for &seat in seats {
                let turn = Turn::seating(players, seat);
                assert_eq!(turn.local(seat), Seat::South);
                for &s in seats {
                    assert_eq!(turn.host(turn.local(s)), s);
                    // The next seat in play stays the next seat in play.
                    assert_eq!(turn.local(players.next(s)), players.next(turn.local(s)));
                    assert!(players.contains(turn.local(s)));
                }
            }
        }
        // With four, partners stay partners: West's partner East is North for West.
        let west = Turn::seating(Players::Four, Seat::West);
        assert_eq!(west.local(Seat::East), Seat::North);
        assert_eq!(west.local(Seat::South), Seat::East);
        // With three, East's left is South: South is West for East, North stays out.
        let east = Turn::seating(Players::Three, Seat::East);
        assert_eq!(east.local(Seat::South), Seat::West);
        assert_eq!(east.local(Seat::North), Seat::North);
    }
}
