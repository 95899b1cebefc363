//! Seats, partnerships, the number of players, and per-seat / per-team containers.

use core::fmt;
use core::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A seat at the table. Play passes to the left: South → West → North → East → South.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// The human player's seat.
    South = 0,
    /// South's left-hand opponent.
    West = 1,
    /// South's partner.
    North = 2,
    /// South's right-hand opponent.
    East = 3,
}

impl Seat {
    /// All four seats in playing order, starting with South.
    pub const ALL: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

    /// The seat's index, 0 to 3, in playing order.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with this index modulo 4.
    #[inline]
    pub const fn from_index(index: usize) -> Seat {
        // A match rather than `ALL[index % 4]`: it compiles to the two low bits, no load.
        match index % 4 {
            0 => Seat::South,
            1 => Seat::West,
            2 => Seat::North,
            _ => Seat::East,
        }
    }

    /// The next seat to the left, who plays after this one.
    #[inline]
    pub const fn next(self) -> Seat {
        Seat::from_index(self as usize + 1)
    }

    /// The seat `n` places to the left.
    #[inline]
    pub const fn offset(self, n: usize) -> Seat {
        Seat::from_index(self as usize + n)
    }

    /// The partner, sitting opposite.
    #[inline]
    pub const fn partner(self) -> Seat {
        Seat::from_index(self as usize + 2)
    }

    /// The seat's partnership.
    #[inline]
    pub const fn team(self) -> Team {
        if (self as usize).is_multiple_of(2) {
            Team::NorthSouth
        } else {
            Team::EastWest
        }
    }

    /// The seat's name: "South".
    pub const fn name(self) -> &'static str {
        match self {
            Seat::South => "South",
            Seat::West => "West",
            Seat::North => "North",
            Seat::East => "East",
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Team {
    /// South and North ("Us").
    NorthSouth = 0,
    /// East and West ("Them").
    EastWest = 1,
}

impl Team {
    /// Both partnerships.
    pub const ALL: [Team; 2] = [Team::NorthSouth, Team::EastWest];

    /// The team's index, 0 or 1.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other partnership.
    #[inline]
    pub const fn other(self) -> Team {
        match self {
            Team::NorthSouth => Team::EastWest,
            Team::EastWest => Team::NorthSouth,
        }
    }

    /// The two seats of the team.
    #[inline]
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Team::NorthSouth => [Seat::South, Seat::North],
            Team::EastWest => [Seat::West, Seat::East],
        }
    }

    /// The team's name: "North–South".
    pub const fn name(self) -> &'static str {
        match self {
            Team::NorthSouth => "North–South",
            Team::EastWest => "East–West",
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many play: four in two partnerships (the standard game), or three, each for
/// themselves ("cutthroat", docs/rules.md). Written as the number, 4 or 3.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum Players {
    /// South and North against West and East.
    #[default]
    Four,
    /// South, West and East, each for themselves; North's place is empty.
    Three,
}

/// The three seats of a three-player game, in playing order.
const THREE_SEATS: [Seat; 3] = [Seat::South, Seat::West, Seat::East];

impl Players {
    /// Both tables.
    pub const ALL: [Players; 2] = [Players::Four, Players::Three];

    /// How many play: 4 or 3.
    #[inline]
    pub const fn count(self) -> usize {
        match self {
            Players::Four => 4,
            Players::Three => 3,
        }
    }

    /// The seats in play, in playing order from South.
    #[inline]
    pub const fn seats(self) -> &'static [Seat] {
        match self {
            Players::Four => &Seat::ALL,
            Players::Three => &THREE_SEATS,
        }
    }

    /// Whether `seat` plays at this table (North does not with three).
    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        !matches!((self, seat), (Players::Three, Seat::North))
    }

    /// The seats in play as bits (bit `seat.index()`).
    #[inline]
    pub(crate) const fn bits(self) -> u8 {
        match self {
            Players::Four => 0b1111,
            Players::Three => 0b1011,
        }
    }

    /// Whether the players form partnerships (four) and so may go alone.
    #[inline]
    pub const fn has_partners(self) -> bool {
        matches!(self, Players::Four)
    }

    /// The next seat in play to the left of `seat` (with three: South → West → East →
    /// South; from North's empty place, East).
    #[inline]
    pub const fn next(self, seat: Seat) -> Seat {
        match (self, seat) {
            (Players::Three, Seat::West) => Seat::East,
            _ => seat.next(),
        }
    }

    /// The seat `n` places to the left of `seat` among the players.
    pub const fn offset(self, seat: Seat, n: usize) -> Seat {
        let mut seat = seat;
        let mut n = n % self.count();
        while n > 0 {
            seat = self.next(seat);
            n -= 1;
        }
        seat
    }

    /// How many places to the left of `from` `to` sits among the players (0 to count − 1).
    /// North, not in play with three, counts as West's place.
    pub const fn distance(self, from: Seat, to: Seat) -> usize {
        (self.place(to) + self.count() - self.place(from)) % self.count()
    }

    /// The seat's place in [`seats`](Players::seats) (North's empty place counts as West's).
    const fn place(self, seat: Seat) -> usize {
        match (self, seat) {
            (Players::Three, Seat::North) => 1,
            (Players::Three, Seat::East) => 2,
            _ => seat.index(),
        }
    }
}

impl fmt::Display for Players {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Players::Four => "4 (partners)",
            Players::Three => "3 (cutthroat)",
        })
    }
}

/// A number of players other than 4 or 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidPlayers(pub u8);

impl fmt::Display for InvalidPlayers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Euchre is played by 4 or 3 players, not {}", self.0)
    }
}

impl std::error::Error for InvalidPlayers {}

impl TryFrom<u8> for Players {
    type Error = InvalidPlayers;
    fn try_from(count: u8) -> Result<Players, InvalidPlayers> {
        match count {
            4 => Ok(Players::Four),
            3 => Ok(Players::Three),
            _ => Err(InvalidPlayers(count)),
        }
    }
}

impl From<Players> for u8 {
    fn from(players: Players) -> u8 {
        players.count() as u8
    }
}

/// One value for each seat, indexed by [`Seat`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySeat<T>(pub [T; 4]);

impl<T> BySeat<T> {
    /// Builds the container by calling `f` for each seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat(Seat::ALL.map(&mut f))
    }

    /// The values with their seats, in playing order from South.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// One value for each partnership, indexed by [`Team`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ByTeam<T>(pub [T; 2]);

impl<T> ByTeam<T> {
    /// Builds the container by calling `f` for each team.
    pub fn from_fn(mut f: impl FnMut(Team) -> T) -> Self {
        ByTeam(Team::ALL.map(&mut f))
    }

    /// The values with their teams.
    pub fn iter(&self) -> impl Iterator<Item = (Team, &T)> {
        Team::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Team> for ByTeam<T> {
    type Output = T;
    #[inline]
    fn index(&self, team: Team) -> &T {
        &self.0[team.index()]
    }
}

impl<T> IndexMut<Team> for ByTeam<T> {
    #[inline]
    fn index_mut(&mut self, team: Team) -> &mut T {
        &mut self.0[team.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_passes_left_and_partners_sit_opposite() {
        assert_eq!(Seat::South.next(), Seat::West);
        assert_eq!(Seat::West.next(), Seat::North);
        assert_eq!(Seat::North.next(), Seat::East);
        assert_eq!(Seat::East.next(), Seat::South);
        for seat in Seat::ALL {
            assert_eq!(seat.partner().partner(), seat);
            assert_ne!(seat.partner(), seat);
            assert_eq!(seat.partner().team(), seat.team());
            assert_ne!(seat.next().team(), seat.team());
            assert_eq!(seat.offset(4), seat);
            assert!(seat.team().seats().contains(&seat));
        }
        assert_eq!(Seat::South.team(), Team::NorthSouth);
        assert_eq!(Seat::East.team(), Team::EastWest);
        assert_eq!(Team::NorthSouth.other(), Team::EastWest);
    }

    #[test]
    fn three_players_sit_south_west_east_and_pass_left() {
        let three = Players::Three;
        // seat, next, two places on, distance from South
        let rows = [
            (Seat::South, Seat::West, Seat::East, 0),
            (Seat::West, Seat::East, Seat::South, 1),
            (Seat::East, Seat::South, Seat::West, 2),
        ];
        for (seat, next, two_on, from_south) in rows {
            assert_eq!(three.next(seat), next);
            assert_eq!(three.offset(seat, 2), two_on);
            assert_eq!(three.offset(seat, 3), seat);
            assert_eq!(three.distance(Seat::South, seat), from_south);
            assert_eq!(three.distance(seat, three.offset(seat, 2)), 2);
            assert!(three.contains(seat));
        }
        assert!(!three.contains(Seat::North));
        assert_eq!(three.seats(), [Seat::South, Seat::West, Seat::East]);
        assert_eq!((three.count(), Players::Four.count()), (3, 4));
        for seat in Seat::ALL {
            assert_eq!(Players::Four.next(seat), seat.next());
            assert_eq!(Players::Four.offset(seat, 2), seat.partner());
            assert_eq!(Players::Four.distance(seat, seat.offset(3)), 3);
        }
        assert_eq!(Players::try_from(3), Ok(Players::Three));
        assert_eq!(Players::try_from(5), Err(InvalidPlayers(5)));
        assert_eq!(u8::from(Players::Four), 4);
    }

    #[test]
    fn containers_index_by_seat_and_team() {
        let mut by_seat = BySeat::from_fn(|s| s.index() * 10);
        by_seat[Seat::East] += 1;
        assert_eq!(by_seat[Seat::North], 20);
        assert_eq!(by_seat[Seat::East], 31);
        let mut by_team = ByTeam::from_fn(|t| t.index());
        by_team[Team::EastWest] = 7;
        assert_eq!(by_team.0, [0, 7]);
    }
}
