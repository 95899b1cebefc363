//! The rules and the level of the game on screen and of the game about to start: a friend's
//! challenge's, a link's (`game=`, or the standard rules for a bare seed from before links
//! named them), the daily deal's for a date's game ([`Setup::DAILY`], the same for everyone
//! whatever their settings), else the settings'.
//!
//! A link's level becomes the settings' (a notice says so), as a challenge's does: the level
//! is a setting that applies at once, and the address names it while its game is on screen.
//! The daily deal's level never does: the settings stay the player's own.

use euchre::Rules;
use euchre_ai::Difficulty;
use euchre_ai::challenge::Setup;
use leptos::prelude::*;

use super::address::{Named, daily_game};
use super::{GameStore, Settings};

/// The notice when a link changed the settings' level (`what` the link's, with what else
/// it set): "Settings now have this link's Expert computer players."
pub(super) fn level_notice(what: &str, level: Difficulty) -> String {
    format!(
        "Settings now have this {what} {} computer players.",
        level.name()
    )
}

/// `settings` set to play at `level`; the notice saying so when that changed them.
pub(super) fn take_level(settings: &mut Settings, level: Difficulty) -> Option<String> {
    (settings.difficulty() != level).then(|| {
        settings.difficulty = level.name().to_string();
        level_notice("link's", level)
    })
}

impl GameStore {
    /// The computer players' level of the game on screen (tracked): a friend's challenge's
    /// while its game is on screen, the daily deal's for the daily deal, else the settings'.
    pub fn level(self) -> Difficulty {
        let challenge = self.challenge.with(|c| {
            c.as_ref()
                .filter(|a| self.game.with(|g| a.answers(g)))
                .map(|a| a.challenge.level)
        });
        // A guest's computer players are the host's.
        let table = super::table::level_of(self.people.get());
        challenge.or(table).unwrap_or_else(|| {
            if self.game.with(daily_game) {
                Setup::DAILY.level
            } else {
                self.settings.with(Settings::difficulty)
            }
        })
    }

    /// [`GameStore::level`], untracked: for the computer players' turns, the duplicate
    /// replays and the reviews.
    pub(super) fn level_now(self) -> Difficulty {
        untrack(|| self.level())
    }

    /// The rules and level of the game on screen, in words for the header: "Standard, Normal
    /// players" ([`Setup::words`]).
    pub fn setup_words(self) -> String {
        let rules = self.game.with(|g| *g.rules());
        Setup {
            rules,
            level: self.level(),
        }
        .words()
    }

    /// The rules of the game of `seed` about to start ([`Msg::NewGame`](super::Msg::NewGame)),
    /// the settings taking the level it is played with: a challenge's rules and level, a
    /// link's rules (and its level, where it names one), the daily deal's rules for a date's
    /// game; else the settings' rules.
    pub(super) fn rules_for(self, seed: u64) -> Rules {
        if let Some(rules) = self.play_challenge(seed) {
            return rules;
        }
        let linked = self.named.get_value().filter(|n| n.seed == seed);
        if let Some(Named { rules, level, .. }) = linked {
            if let Some(level) = level {
                let mut settings = self.settings.get_untracked();
                if let Some(notice) = take_level(&mut settings, level) {
                    self.settings.set(settings);
                    self.notice.set(Some(notice));
                }
            }
            return rules;
        }
        if euchre::Date::of_seed(seed).is_some() {
            return Setup::DAILY.rules;
        }
        self.settings.with_untracked(|s| s.rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_links_level_becomes_the_settings_and_says_so_once() {
        let mut settings = Settings::default();
        let notice = take_level(&mut settings, Difficulty::Expert);
        assert_eq!(settings.difficulty(), Difficulty::Expert);
        assert_eq!(
            notice.as_deref(),
            Some("Settings now have this link's Expert computer players.")
        );
        assert_eq!(take_level(&mut settings, Difficulty::Expert), None);
    }
}
