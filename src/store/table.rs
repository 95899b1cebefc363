//! What a table of people ([`crate::friends`]) tells the store, as bits of
//! [`GameStore::set_people`](super::GameStore::set_people).

/// The seats played by people on other devices: bit `seat.index()`. The computer
/// players leave them alone.
pub const SEATS: u8 = 0x0F;
/// The table waits (a guest reads a hand's summary): no computer player acts.
pub const WAIT: u8 = 0x10;
/// This device is a guest: its game is the host's as its seat knows it (no statistics,
/// no undo).
pub const GUEST: u8 = 0x20;
/// At a host: people on other devices played some of the game on screen, so its
/// challenge carries their decisions. Kept until a new game.
pub const PLAYED: u8 = 0x40;
/// At a guest: the table's level (the host's), as [`level`]'s bits (a guest's table is a
/// table of people, so [`PLAYED`]'s bit is free for it).
pub const LEVEL: u8 = 0xC0;

/// The bits of `level`, for a guest told the host's level.
pub fn level(level: euchre_ai::Difficulty) -> u8 {
    let index = euchre_ai::Difficulty::ALL.iter().position(|&d| d == level);
    (index.unwrap_or(0) as u8) << 6
}

/// The level of a guest's table ([`LEVEL`]); `None` but for a guest.
pub(crate) fn level_of(bits: u8) -> Option<euchre_ai::Difficulty> {
    let index = usize::from(bits >> 6);
    (bits & GUEST != 0).then(|| euchre_ai::Difficulty::ALL[index])
}

/// The bits after the table tells `told`, where they were `old`: at a host, [`PLAYED`]
/// stays (until a new game clears it).
pub(crate) fn next(old: u8, told: u8) -> u8 {
    let host = |bits: u8| bits & GUEST == 0;
    if host(old) && host(told) {
        told | old & PLAYED
    } else {
        told
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre_ai::Difficulty;

    #[test]
    fn a_guest_is_told_the_tables_level_and_a_host_keeps_that_people_played() {
        for level in Difficulty::ALL {
            assert_eq!(level_of(GUEST | 0b0110 | super::level(level)), Some(level));
            assert_eq!(level_of(super::level(level) & !GUEST), None);
        }
        // A guest who played East leaves: the host keeps that people played until a
        // new game; a guest's bits are what it is told.
        let played = next(0, 0b1000 | PLAYED);
        assert_eq!(next(played, 0), PLAYED);
        assert_eq!(next(played, WAIT | 0b0010), WAIT | 0b0010 | PLAYED);
        assert_eq!(next(0, 0), 0);
        let guest = GUEST | super::level(Difficulty::Expert);
        assert_eq!(next(guest, GUEST), GUEST);
        assert_eq!(next(guest, 0), 0);
    }
}
