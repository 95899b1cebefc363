//! The rules and the level a game is played with ([`Setup`]): what a challenge carries, what
//! a seed's link names beside its seed, and the daily deal's ([`Setup::DAILY`]). Its text is
//! the challenge's own bytes for them (`wire.rs`): one encoding for both links.

use euchre::{Players, Preset, Rules};

use crate::Difficulty;

/// The rules (with the number of players) and the computer players' level of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The rules, the number of players with them.
    pub rules: Rules,
    /// The computer players' level.
    pub level: Difficulty,
}

impl Setup {
    /// The daily deal's, the same for everyone whatever their settings: the standard rules
    /// (four players, a game to 10) and Normal computer players (docs/daily.md says why).
    pub const DAILY: Setup = Setup {
        rules: Rules::standard(),
        level: Difficulty::Normal,
    };

    /// In words, as the share card and the header say it: the preset's name ("Custom rules"
    /// for any other rules), "(three players)" for three, and the level.
    ///
    /// # Examples
    /// ```
    /// use euchre::{Players, Preset};
    /// use euchre_ai::{Difficulty, challenge::Setup};
    /// assert_eq!(Setup::DAILY.words(), "Standard, Normal players");
    /// let three = Setup {
    ///     rules: Preset::KitchenTable.rules().with_players(Players::Three),
    ///     level: Difficulty::Expert,
    /// };
    /// assert_eq!(three.words(), "Kitchen table (three players), Expert players");
    /// ```
    pub fn words(&self) -> String {
        let rules = Preset::ALL
            .into_iter()
            .find(|p| p.rules().with_players(self.rules.players) == self.rules)
            .map_or("Custom rules", Preset::name);
        let three = match self.rules.players {
            Players::Three => " (three players)",
            Players::Four => "",
        };
        format!("{rules}{three}, {} players", self.level.name())
    }
}
