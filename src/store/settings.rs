//! The person's settings: rules of the next game, level, speed, display; saved in
//! localStorage.

use euchre::{PointsToWin, Preset, Rules};
use euchre_ai::Difficulty;
use serde::{Deserialize, Serialize};

/// How fast the computer players act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    /// A long pause, to follow every card.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// A short pause.
    Fast,
    /// No pause (still never blocking the page).
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The pause before a computer player acts, in milliseconds.
    pub const fn millis(self) -> u64 {
        match self {
            Speed::Slow => 1300,
            Speed::Normal => 750,
            Speed::Fast => 300,
            Speed::Instant => 0,
        }
    }

    /// The name in settings and in the address (`speed=instant`).
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The speed with this name.
    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
    }
}

/// What the person chose in the settings; saved in localStorage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The rules of the next new game.
    pub rules: Rules,
    /// The computer players' level, by name.
    pub difficulty: String,
    /// How fast the computer players act.
    pub speed: Speed,
    /// Whether South may take back its last action.
    pub undo: bool,
    /// Four-colour deck: clubs green, diamonds blue.
    pub four_colour: bool,
    /// Fewer animations (also on when the system asks for it).
    pub reduced_motion: bool,
    /// Show the score as a six and a four of an unused suit.
    pub six_four: bool,
    /// A soft sound for each card played and a chime on South's turn (see `crate::sound`).
    pub sound: bool,
    /// Learning mode: before each of South's decisions the hint is shown without asking.
    pub learning: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: Rules::standard(),
            difficulty: Difficulty::Normal.name().to_string(),
            speed: Speed::Normal,
            undo: true,
            four_colour: false,
            reduced_motion: false,
            six_four: false,
            sound: false,
            learning: false,
        }
    }
}

impl Settings {
    /// The computer players' level.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == self.difficulty)
            .unwrap_or(Difficulty::Normal)
    }
}

/// The preset whose rules these are, if any, at either number of players (the engine's
/// [`Rules::preset`]).
pub fn preset_of(rules: &Rules) -> Option<Preset> {
    rules.preset()
}

/// Every target score.
pub const POINTS: [PointsToWin; 4] = [
    PointsToWin::Five,
    PointsToWin::Seven,
    PointsToWin::Ten,
    PointsToWin::Eleven,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_saved_before_sound_existed_load_with_sound_off() {
        // As a build without the sound setting saved them.
        let old = r#"{"rules":{"stick_the_dealer":true,"euchred_loner_pays_4":false,"defend_alone":false,"no_trump":false,"loner_left_leads":false,"must_hold_trump":false,"misdeal_nines_tens":false,"points_to_win":7},"difficulty":"Expert","speed":"Fast","undo":false,"four_colour":true,"reduced_motion":false,"six_four":true}"#;
        let loaded: Settings = serde_json::from_str(old).expect("an old save loads");
        assert!(!loaded.sound && !loaded.learning);
        assert!(loaded.rules.stick_the_dealer && loaded.four_colour && loaded.six_four);
        assert_eq!(loaded.rules.points_to_win, PointsToWin::Seven);
        assert_eq!((loaded.speed, loaded.undo), (Speed::Fast, false));
        assert!(!Settings::default().sound, "off by default");
        assert!(!Settings::default().learning, "off by default");
        // And the setting is saved and loaded like the others.
        let on = Settings {
            sound: true,
            ..Settings::default()
        };
        let text = serde_json::to_string(&on).unwrap();
        assert!(text.contains(r#""sound":true"#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), on);
    }

    #[test]
    fn settings_saved_before_three_players_load_as_four_and_a_preset_holds_at_three() {
        let old = r#"{"rules":{"stick_the_dealer":true,"points_to_win":10},"difficulty":"Normal"}"#;
        let loaded: Settings = serde_json::from_str(old).expect("an old save loads");
        assert_eq!(loaded.rules.players, euchre::Players::Four);
        for preset in Preset::ALL {
            let three = preset.rules().with_players(euchre::Players::Three);
            assert_eq!(preset_of(&three), Some(preset));
            let saved = Settings {
                rules: three,
                ..Settings::default()
            };
            let text = serde_json::to_string(&saved).unwrap();
            assert_eq!(serde_json::from_str::<Settings>(&text).unwrap(), saved);
        }
    }
}
