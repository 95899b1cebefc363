//! The rules as a number that never changes ([`Rules::code`]): statistics keys and challenge
//! links are made of it.

use super::{Deck, PointsToWin, Rules};
use crate::seat::Players;

impl Rules {
    /// How many bits of [`code`](Rules::code)'s low half are rules.
    pub const CODE_FLAGS: u32 = 13;

    /// The rules as a number that never changes for the same rules: a bit for each rule, in
    /// a fixed order that only grows (a new rule takes the next bit, off in older codes),
    /// bit 7 for three players, and the points to win from bit 16. Statistics keys and
    /// challenge links are made of it, so a rule added later leaves them as they were.
    pub const fn code(&self) -> u32 {
        // Every field named: a new rule must be given a bit here.
        let Rules {
            stick_the_dealer,
            euchred_loner_pays_4,
            defend_alone,
            no_trump,
            loner_left_leads,
            must_hold_trump,
            misdeal_nines_tens,
            canadian_loner,
            going_under,
            call_for_best,
            deck,
            points_to_win,
            players,
        } = *self;
        let flags = [
            stick_the_dealer,
            euchred_loner_pays_4,
            defend_alone,
            no_trump,
            loner_left_leads,
            must_hold_trump,
            misdeal_nines_tens,
            !players.has_partners(),
            canadian_loner,
            going_under,
            call_for_best,
            matches!(deck, Deck::Joker),
            matches!(deck, Deck::ThirtyTwo),
        ];
        let mut code = (points_to_win.points() as u32) << 16;
        let mut i = 0;
        while i < flags.len() {
            code |= (flags[i] as u32) << i;
            i += 1;
        }
        code
    }

    /// The rules of a [`code`](Rules::code), or `None` if it is not one: an unknown bit
    /// (a newer Bower's rule) or points that no game is played to.
    pub fn from_code(code: u32) -> Option<Rules> {
        let on = |i: u32| code & (1 << i) != 0;
        if (code & 0xFFFF) >> Rules::CODE_FLAGS != 0 || code >> 24 != 0 {
            return None;
        }
        let points_to_win = PointsToWin::try_from((code >> 16) as u8).ok()?;
        let deck = match (on(11), on(12)) {
            (false, false) => Deck::TwentyFour,
            (true, false) => Deck::Joker,
            (false, true) => Deck::ThirtyTwo,
            (true, true) => return None,
        };
        let rules = Rules {
            stick_the_dealer: on(0),
            euchred_loner_pays_4: on(1),
            defend_alone: on(2),
            no_trump: on(3),
            loner_left_leads: on(4),
            must_hold_trump: on(5),
            misdeal_nines_tens: on(6),
            canadian_loner: on(8),
            going_under: on(9),
            call_for_best: on(10),
            deck,
            points_to_win,
            players: Players::Four,
        };
        Some(if on(7) {
            rules.with_players(Players::Three)
        } else {
            rules
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn a_rules_code_names_every_rule_and_never_changes() {
        // Pinned: statistics keys and challenge links are made of these numbers.
        assert_eq!(Rules::standard().code(), 10 << 16);
        assert_eq!(Preset::KitchenTable.rules().code(), 10 << 16 | 0b111_1101);
        let three = Rules::standard().with_players(Players::Three);
        assert_eq!(three.code(), 10 << 16 | 1 << 7);
        let home = Rules {
            canadian_loner: true,
            going_under: true,
            call_for_best: true,
            points_to_win: PointsToWin::Seven,
            ..Rules::standard()
        };
        assert_eq!(home.code(), 7 << 16 | 0b111 << 8);
        assert_eq!(
            Preset::BritishJoker.rules().code(),
            11 << 16 | 1 << 11 | 1 << 2
        );
        let old = Rules {
            deck: Deck::ThirtyTwo,
            ..Rules::standard()
        };
        assert_eq!(old.code(), 10 << 16 | 1 << 12);
        // Every combination comes back from its code.
        for preset in Preset::ALL {
            for players in Players::ALL {
                for points in PointsToWin::ALL {
                    for extra in 0..24 {
                        let rules = Rules {
                            canadian_loner: extra & 1 != 0,
                            going_under: extra & 2 != 0,
                            call_for_best: extra & 4 != 0,
                            deck: Deck::ALL[extra / 8],
                            points_to_win: points,
                            ..preset.rules().with_players(players)
                        };
                        assert_eq!(Rules::from_code(rules.code()), Some(rules), "{rules:?}");
                    }
                }
            }
        }
        // A bit no rule has yet, points no game is played to, high bits: not a code.
        assert_eq!(Rules::from_code(10 << 16 | 1 << Rules::CODE_FLAGS), None);
        assert_eq!(Rules::from_code(9 << 16), None);
        assert_eq!(Rules::from_code(10 << 16 | 0b11 << 11), None);
        assert_eq!(Rules::from_code(1 << 30 | 10 << 16), None);
    }
}
