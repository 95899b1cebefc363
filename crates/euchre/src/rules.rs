//! The variants of the rules (docs/rules.md), their presets, and the scoring table.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Rank, Trump};
use crate::card_set::CardSet;
use crate::seat::{Players, Team};

mod code;
mod deck;

pub use deck::Deck;

/// The score a partnership needs to win the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub enum PointsToWin {
    /// A short game to 5.
    Five,
    /// A game to 7.
    Seven,
    /// The standard game to 10.
    #[default]
    Ten,
    /// A game to 11.
    Eleven,
}

impl PointsToWin {
    /// Every allowed target.
    pub const ALL: [PointsToWin; 4] = [
        PointsToWin::Five,
        PointsToWin::Seven,
        PointsToWin::Ten,
        PointsToWin::Eleven,
    ];

    /// The target as a number.
    pub const fn points(self) -> u8 {
        match self {
            PointsToWin::Five => 5,
            PointsToWin::Seven => 7,
            PointsToWin::Ten => 10,
            PointsToWin::Eleven => 11,
        }
    }
}

/// A target score that is not one of 5, 7, 10 or 11.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidPointsToWin(pub u8);

impl fmt::Display for InvalidPointsToWin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a game is played to 5, 7, 10 or 11 points, not {}",
            self.0
        )
    }
}

impl std::error::Error for InvalidPointsToWin {}

impl TryFrom<u8> for PointsToWin {
    type Error = InvalidPointsToWin;
    fn try_from(points: u8) -> Result<PointsToWin, InvalidPointsToWin> {
        PointsToWin::ALL
            .into_iter()
            .find(|p| p.points() == points)
            .ok_or(InvalidPointsToWin(points))
    }
}

impl From<PointsToWin> for u8 {
    fn from(points: PointsToWin) -> u8 {
        points.points()
    }
}

/// Every rule that varies between tables. `Rules::default()` is the standard game; each
/// field is one named variant of docs/rules.md.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// If round 2 reaches the dealer with everyone passing, the dealer must call a suit.
    pub stick_the_dealer: bool,
    /// Euchring a lone maker scores 4 for the defenders instead of 2.
    pub euchred_loner_pays_4: bool,
    /// Against a lone maker, a defender may defend alone; euchring the loner then scores 4.
    pub defend_alone: bool,
    /// In round 2 a player may call High or Low (no trump) instead of a suit.
    pub no_trump: bool,
    /// When someone goes alone, the player to the maker's left leads the first trick.
    pub loner_left_leads: bool,
    /// Ordering up or calling a suit needs a card that would be trump in it; the dealer may
    /// pick up only while already holding one.
    pub must_hold_trump: bool,
    /// A hand of only 9s and 10s, or one ace and four 9s/10s, is a misdeal.
    pub misdeal_nines_tens: bool,
    /// The Canadian loner: the dealer's partner may order the dealer up in round 1 only to
    /// go alone (with four players).
    pub canadian_loner: bool,
    /// Going under (the farmer's hand): before the bidding, a player dealt three 9s or three
    /// 10s may show them and exchange them for the kitty's three hidden cards (with four
    /// players).
    pub going_under: bool,
    /// Calling for partner's best: a lone player (the maker, or a lone defender) may ask
    /// the partner for one card, passed face down, and then buries one card face down
    /// (with four players).
    pub call_for_best: bool,
    /// The deck: the standard 24 cards, 25 with the Joker, or 32. With the Joker no trump is
    /// not played; going under is played with the 24 cards only.
    pub deck: Deck,
    /// The score that wins the game.
    pub points_to_win: PointsToWin,
    /// Four players in partnerships, or three each for themselves. Saves and settings
    /// written before the field existed load as four-player games.
    pub players: Players,
}

/// The named starting points of docs/rules.md; any single variant can be switched after.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    /// The standard game: every option at its default.
    Standard,
    /// Stick the dealer: the dealer must call in round 2.
    StickTheDealer,
    /// A euchred loner pays the defenders 4.
    LonerPays4,
    /// The kitchen table: stick the dealer, defend alone, no trump, loner left leads, must hold
    /// trump, misdeal on nines and tens.
    KitchenTable,
    /// British and Australian tables: the Joker, defend alone, a game to 11.
    BritishJoker,
}

impl Preset {
    /// All presets.
    pub const ALL: [Preset; 5] = [
        Preset::Standard,
        Preset::StickTheDealer,
        Preset::LonerPays4,
        Preset::KitchenTable,
        Preset::BritishJoker,
    ];

    /// The preset's rules.
    pub const fn rules(self) -> Rules {
        let standard = Rules::standard();
        match self {
            Preset::Standard => standard,
            Preset::StickTheDealer => Rules {
                stick_the_dealer: true,
                ..standard
            },
            Preset::LonerPays4 => Rules {
                euchred_loner_pays_4: true,
                ..standard
            },
            Preset::KitchenTable => Rules {
                stick_the_dealer: true,
                defend_alone: true,
                no_trump: true,
                loner_left_leads: true,
                must_hold_trump: true,
                misdeal_nines_tens: true,
                canadian_loner: false,
                ..standard
            },
            Preset::BritishJoker => Rules {
                deck: Deck::Joker,
                defend_alone: true,
                points_to_win: PointsToWin::Eleven,
                ..standard
            },
        }
    }

    /// The preset's name as a player reads it.
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Standard => "Standard",
            Preset::StickTheDealer => "Stick the dealer",
            Preset::LonerPays4 => "Loner pays 4",
            Preset::KitchenTable => "Kitchen table",
            Preset::BritishJoker => "British & Australian (Joker)",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Rules {
    /// The standard game: every variant off, played to 10.
    pub const fn standard() -> Rules {
        Rules {
            stick_the_dealer: false,
            euchred_loner_pays_4: false,
            defend_alone: false,
            no_trump: false,
            loner_left_leads: false,
            must_hold_trump: false,
            misdeal_nines_tens: false,
            canadian_loner: false,
            going_under: false,
            call_for_best: false,
            deck: Deck::TwentyFour,
            points_to_win: PointsToWin::Ten,
            players: Players::Four,
        }
    }

    /// These rules at a table of `players` (every preset can be played with three).
    pub const fn with_players(self, players: Players) -> Rules {
        Rules { players, ..self }
    }

    /// Whether anyone may go alone: only with four players (with three, everyone already
    /// plays alone), so the loner variants (`euchred_loner_pays_4`, `defend_alone`,
    /// `loner_left_leads`) apply only then.
    pub const fn has_loners(&self) -> bool {
        self.players.has_partners()
    }

    /// Whether a farmer's hand may go under: with `going_under` and four players (with three
    /// the kitty holds eight cards, and no exchange is played).
    pub const fn has_going_under(&self) -> bool {
        self.going_under && self.players.has_partners() && matches!(self.deck, Deck::TwentyFour)
    }

    /// Whether round 2 offers High and Low: with `no_trump`, and not with the Joker (a trump
    /// card has no place in a hand without trump).
    pub const fn has_no_trump(&self) -> bool {
        self.no_trump && !self.deck.has_joker()
    }

    /// The cards left in the kitty after the deal and the upcard: the deck less five for
    /// each player and the upcard (3 in the standard game).
    pub const fn kitty_len(&self) -> usize {
        self.deck.size() - 5 * self.players.count() - 1
    }

    /// Whether a lone player may call for the partner's best card: with `call_for_best` and
    /// four players (with three nobody goes alone).
    pub const fn has_call_for_best(&self) -> bool {
        self.call_for_best && self.players.has_partners()
    }

    /// The preset these rules equal, if any, at either number of players.
    pub fn preset(&self) -> Option<Preset> {
        Preset::ALL
            .into_iter()
            .find(|p| p.rules().with_players(self.players) == *self)
    }

    /// Whether `hand` (a full five-card hand) is a misdeal under these rules.
    pub fn is_misdeal(&self, hand: CardSet) -> bool {
        self.misdeal_nines_tens && is_nines_tens_misdeal(hand)
    }

    /// The points of a finished hand, by the table of docs/rules.md and the variants.
    ///
    /// `maker_tricks` is the makers' tricks out of 5; `alone` whether the maker went
    /// alone; `defender_alone` whether a defender defended alone against them. With three
    /// players nobody goes alone, so the table's partnership column applies: the maker
    /// scores 1 or 2, and on a euchre each defender scores the points.
    pub fn score(&self, maker_tricks: u8, alone: bool, defender_alone: bool) -> Score {
        debug_assert!(maker_tricks <= 5);
        match maker_tricks {
            5 => Score {
                to_makers: true,
                points: if alone { 4 } else { 2 },
                kind: ScoreKind::March,
            },
            3 | 4 => Score {
                to_makers: true,
                points: 1,
                kind: ScoreKind::Made,
            },
            _ => Score {
                to_makers: false,
                points: if alone && (self.euchred_loner_pays_4 || defender_alone) {
                    4
                } else {
                    2
                },
                kind: ScoreKind::Euchre,
            },
        }
    }
}

/// A hand of no card above a 10 (only 9s and 10s, and with 32 cards 7s and 8s), or of one
/// ace and four such cards (variant `misdeal_nines_tens`). The Joker is not a low card.
fn is_nines_tens_misdeal(hand: CardSet) -> bool {
    let low = CardSet::rank(Rank::Nine)
        | CardSet::rank(Rank::Ten)
        | CardSet::rank(Rank::Eight)
        | CardSet::rank(Rank::Seven);
    let aces = hand & CardSet::rank(Rank::Ace);
    let rest = hand - aces;
    rest.is_subset(low) && aces.len() <= 1
}

/// The threes `hand` may go under with (variant `going_under`): three 9s or three 10s, in
/// index order, written into `out`; returns how many. A hand of four of a rank may show any
/// three of them (four choices); five cards never hold three of both ranks with one of them
/// four, so there are at most four.
pub fn farmers_threes(hand: CardSet, out: &mut [[Card; 3]; 4]) -> usize {
    let mut n = 0;
    for rank in [Rank::Nine, Rank::Ten] {
        let cards = hand & CardSet::rank(rank);
        let len = cards.len();
        if len < 3 {
            continue;
        }
        // Three of the rank: that three. Four: each three, leaving out one in turn.
        for left_out in cards.iter().take(if len == 4 { 4 } else { 1 }) {
            let three = if len == 4 {
                cards.without(left_out)
            } else {
                cards
            };
            for (slot, card) in out[n].iter_mut().zip(three) {
                *slot = card;
            }
            n += 1;
        }
    }
    n
}

/// How a hand was scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ScoreKind {
    /// The makers took 3 or 4 tricks.
    Made,
    /// The makers took all 5 tricks.
    March,
    /// The makers took fewer than 3: the defenders score.
    Euchre,
}

/// The points of one hand: who scores and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Score {
    /// Whether the makers score (otherwise the defenders do).
    pub to_makers: bool,
    /// The points scored.
    pub points: u8,
    /// Made, march or euchre.
    pub kind: ScoreKind,
}

impl Score {
    /// The team that scores, given the makers' team.
    pub const fn team(self, makers: Team) -> Team {
        if self.to_makers {
            makers
        } else {
            makers.other()
        }
    }
}

/// Whether a card is trump is part of [`Trump`]; this helper names the makers' trump for
/// the `must_hold_trump` variant: does `hand` hold a card that would be trump under `trump`?
pub(crate) fn holds_trump(hand: CardSet, trump: Trump) -> bool {
    !(hand & CardSet::trumps(trump)).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(cards: &str) -> CardSet {
        cards.parse().expect("test cards parse")
    }

    #[test]
    fn scoring_table_and_variants() {
        let standard = Rules::standard();
        let pays4 = Preset::LonerPays4.rules();
        // rules, makers' tricks, alone, defender alone, (to makers, points, kind)
        let rows = [
            (standard, 3, false, false, (true, 1, ScoreKind::Made)),
            (standard, 4, false, false, (true, 1, ScoreKind::Made)),
            (standard, 5, false, false, (true, 2, ScoreKind::March)),
            (standard, 3, true, false, (true, 1, ScoreKind::Made)),
            (standard, 4, true, false, (true, 1, ScoreKind::Made)),
            (standard, 5, true, false, (true, 4, ScoreKind::March)),
            (standard, 0, false, false, (false, 2, ScoreKind::Euchre)),
            (standard, 1, false, false, (false, 2, ScoreKind::Euchre)),
            (standard, 2, false, false, (false, 2, ScoreKind::Euchre)),
            (standard, 2, true, false, (false, 2, ScoreKind::Euchre)),
            (pays4, 2, true, false, (false, 4, ScoreKind::Euchre)),
            (pays4, 0, true, false, (false, 4, ScoreKind::Euchre)),
            (pays4, 2, false, false, (false, 2, ScoreKind::Euchre)),
            (pays4, 5, true, false, (true, 4, ScoreKind::March)),
            // A lone defender who euchres the lone maker scores 4.
            (
                Preset::KitchenTable.rules(),
                2,
                true,
                true,
                (false, 4, ScoreKind::Euchre),
            ),
            (
                Preset::KitchenTable.rules(),
                1,
                true,
                false,
                (false, 2, ScoreKind::Euchre),
            ),
            (
                Preset::KitchenTable.rules(),
                3,
                true,
                true,
                (true, 1, ScoreKind::Made),
            ),
            (
                Preset::KitchenTable.rules(),
                5,
                true,
                true,
                (true, 4, ScoreKind::March),
            ),
        ];
        for (rules, tricks, alone, defender_alone, (to_makers, points, kind)) in rows {
            assert_eq!(
                rules.score(tricks, alone, defender_alone),
                Score {
                    to_makers,
                    points,
                    kind
                },
                "{tricks} tricks, alone {alone}, defender alone {defender_alone}, {rules:?}"
            );
        }
    }

    #[test]
    fn misdeal_hands() {
        let rules = Preset::KitchenTable.rules();
        let rows = [
            ("9C 9D TH TS 9S", true),  // only nines and tens
            ("9C 9D TH TS AS", true),  // one ace and four nines/tens
            ("9C 9D TH AH AS", false), // two aces
            ("9C 9D TH TS JS", false), // a jack
            ("9C 9D TH KS AS", false),
        ];
        for (hand, misdeal) in rows {
            assert_eq!(rules.is_misdeal(set(hand)), misdeal, "{hand}");
            assert!(
                !Rules::standard().is_misdeal(set(hand)),
                "variant off: {hand}"
            );
        }
    }

    #[test]
    fn presets_and_points_round_trip() {
        for preset in Preset::ALL {
            assert_eq!(preset.rules().preset(), Some(preset));
            let json = serde_json::to_string(&preset.rules()).unwrap();
            assert_eq!(
                serde_json::from_str::<Rules>(&json).unwrap(),
                preset.rules()
            );
        }
        assert_eq!(Rules::default(), Preset::Standard.rules());
        assert_eq!(PointsToWin::try_from(7), Ok(PointsToWin::Seven));
        assert_eq!(PointsToWin::try_from(8), Err(InvalidPointsToWin(8)));
        assert!(serde_json::from_str::<Rules>(r#"{"points_to_win":9}"#).is_err());
        let partial: Rules = serde_json::from_str(r#"{"no_trump":true}"#).unwrap();
        assert!(partial.no_trump && !partial.stick_the_dealer);
    }

    #[test]
    fn the_number_of_players_is_part_of_the_rules() {
        // Settings saved before the field existed are four-player games.
        let old = r#"{"stick_the_dealer":true,"euchred_loner_pays_4":false,"defend_alone":false,"no_trump":false,"loner_left_leads":false,"must_hold_trump":false,"misdeal_nines_tens":false,"points_to_win":10}"#;
        let rules: Rules = serde_json::from_str(old).unwrap();
        assert_eq!(rules, Preset::StickTheDealer.rules());
        assert_eq!(rules.players, Players::Four);
        for preset in Preset::ALL {
            let three = preset.rules().with_players(Players::Three);
            let json = serde_json::to_string(&three).unwrap();
            assert!(json.contains(r#""players":3"#), "{json}");
            assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), three);
            assert_eq!(three.preset(), Some(preset));
            assert!(!three.has_loners() && preset.rules().has_loners());
        }
        assert!(serde_json::from_str::<Rules>(r#"{"players":2}"#).is_err());
    }

    #[test]
    fn three_player_scores_are_the_partnership_column() {
        let three = Preset::LonerPays4.rules().with_players(Players::Three);
        // makers' tricks → (to the maker, points, kind); nobody goes alone with three.
        let rows = [
            (0, (false, 2, ScoreKind::Euchre)),
            (1, (false, 2, ScoreKind::Euchre)),
            (2, (false, 2, ScoreKind::Euchre)),
            (3, (true, 1, ScoreKind::Made)),
            (4, (true, 1, ScoreKind::Made)),
            (5, (true, 2, ScoreKind::March)),
        ];
        for (tricks, (to_makers, points, kind)) in rows {
            let score = Score {
                to_makers,
                points,
                kind,
            };
            assert_eq!(three.score(tricks, false, false), score, "{tricks} tricks");
        }
    }
}
