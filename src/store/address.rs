//! The address: what `?seed=5&speed=instant&players=3` (or `?daily=2026-12-02`, a date's
//! game) asks for, and keeping it naming the game on screen (`history.replaceState`), so a
//! reload or a shared link gives back that game.

use euchre::{Date, Game, Players};
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::{Ending, GameStore, Speed, with_challenge};

/// What the address asks for: `?seed=5&speed=instant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// The seed of a reproducible game (a date's, with `daily`).
    pub seed: Option<u64>,
    /// The date of a daily game (`daily=2026-12-02`): its seed is the date's.
    pub daily: Option<Date>,
    /// The computer players' speed.
    pub speed: Option<Speed>,
    /// How many play (`players=3` for cutthroat, `players=4`); the game's rules otherwise
    /// come from the settings.
    pub players: Option<Players>,
}

impl Query {
    /// Reads a query string such as `?seed=5&speed=instant`; malformed values are ignored.
    ///
    /// # Examples
    /// ```
    /// use bower::{Query, Speed};
    /// let q = Query::parse("?seed=5&speed=instant");
    /// assert_eq!((q.seed, q.speed), (Some(5), Some(Speed::Instant)));
    /// assert_eq!(Query::parse("?seed=-1").seed, None);
    /// assert_eq!(Query::parse("?players=3").players, Some(euchre::Players::Three));
    /// let day: euchre::Date = "2026-12-02".parse().unwrap();
    /// let q = Query::parse("?daily=2026-12-02");
    /// assert_eq!((q.daily, q.seed), (Some(day), Some(day.seed())));
    /// ```
    pub fn parse(query: &str) -> Query {
        let mut out = Query::default();
        for pair in query.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("seed", value)) if out.daily.is_none() => out.seed = value.parse().ok(),
                Some(("daily", value)) => {
                    out.daily = value.parse::<Date>().ok();
                    out.seed = out.daily.map(Date::seed).or(out.seed);
                }
                Some(("speed", value)) => out.speed = Speed::from_name(value),
                Some(("players", value)) => out.players = value.parse().ok().and_then(players),
                _ => {}
            }
        }
        out
    }

    /// Whether `game` is the game this address names: its seed and number of players, where
    /// the address gives them.
    pub fn names(&self, game: &Game) -> bool {
        self.seed.is_none_or(|s| s == game.seed())
            && self.players.is_none_or(|p| p == game.rules().players)
    }
}

/// The table of `count` players, if there is one.
fn players(count: usize) -> Option<Players> {
    Players::ALL.into_iter().find(|p| p.count() == count)
}

/// The query string `query` naming a game of `players`: `players=3` for three (replacing any
/// `players` parameter), none for four (the default); every other parameter kept in its place.
///
/// # Examples
/// ```
/// use bower::store::with_players;
/// use euchre::Players;
/// assert_eq!(with_players("?seed=7", Players::Three), "?seed=7&players=3");
/// assert_eq!(with_players("?players=3&seed=7", Players::Four), "?seed=7");
/// ```
pub fn with_players(query: &str, players: Players) -> String {
    let mut pairs: Vec<String> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && *pair != "players" && !pair.starts_with("players="))
        .map(str::to_string)
        .collect();
    if players == Players::Three {
        pairs.push("players=3".into());
    }
    if pairs.is_empty() {
        String::new()
    } else {
        format!("?{}", pairs.join("&"))
    }
}

/// The query string `query` naming the game of seed `seed`: `daily=DATE` for a date's game
/// ([`Date::of_seed`]), else `seed=N`, in place of any `seed` or `daily` parameter (added if
/// it had none), every other parameter kept in its place: `?speed=fast&seed=3` →
/// `?speed=fast&seed=9`.
///
/// # Examples
/// ```
/// use bower::store::with_seed;
/// assert_eq!(with_seed("", 7), "?seed=7");
/// assert_eq!(with_seed("?speed=fast&seed=3", 9), "?speed=fast&seed=9");
/// let day: euchre::Date = "2026-12-02".parse().unwrap();
/// assert_eq!(with_seed("?seed=3&speed=fast", day.seed()), "?daily=2026-12-02&speed=fast");
/// assert_eq!(with_seed("?daily=2026-12-02", 9), "?seed=9");
/// ```
pub fn with_seed(query: &str, seed: u64) -> String {
    let named = match Date::of_seed(seed) {
        Some(date) => format!("daily={date}"),
        None => format!("seed={seed}"),
    };
    let mut pairs = Vec::new();
    let mut placed = false;
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let names_game = ["seed", "daily"]
            .iter()
            .any(|k| pair == *k || pair.starts_with(&format!("{k}=")));
        if names_game {
            if !placed {
                pairs.push(named.clone());
                placed = true;
            }
        } else {
            pairs.push(pair.to_string());
        }
    }
    if !placed {
        pairs.push(named);
    }
    format!("?{}", pairs.join("&"))
}

impl GameStore {
    /// Keeps the address naming the game on screen: after a new game, a game resumed, or
    /// the choice between a linked deal and the saved game. While that choice is open, the
    /// address still names the linked deal (a reload asks again).
    pub fn keep_address(self) {
        Effect::new(move |_| {
            let (seed, players) = self.game.with(|g| (g.seed(), g.rules().players));
            if self.ending.with(|e| matches!(e, Some(Ending::Linked(_)))) {
                return;
            }
            let location = window().location();
            let search = location.search().unwrap_or_default();
            // A challenge's link stays while its game is on screen.
            let challenge = self.challenge_text();
            let wanted = with_challenge(
                &with_players(&with_seed(&search, seed), players),
                challenge.as_deref(),
            );
            if wanted == search {
                return;
            }
            let url = format!(
                "{}{wanted}{}",
                location.pathname().unwrap_or_default(),
                location.hash().unwrap_or_default()
            );
            if let Ok(history) = window().history() {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Rules;

    #[test]
    fn the_seed_is_replaced_and_the_rest_kept() {
        let cases = [
            ("", 5, "?seed=5"),
            ("?", 5, "?seed=5"),
            ("?seed=1", 5, "?seed=5"),
            ("?speed=instant", 5, "?speed=instant&seed=5"),
            (
                "?speed=slow&seed=1&dealer=west",
                5,
                "?speed=slow&seed=5&dealer=west",
            ),
            ("?seed=1&seed=2", 5, "?seed=5"),
            ("?seed=x&speed=fast", 5, "?seed=5&speed=fast"),
            (
                "?seeds=3",
                18_446_744_073_709_551_615,
                "?seeds=3&seed=18446744073709551615",
            ),
        ];
        for (query, seed, expected) in cases {
            assert_eq!(with_seed(query, seed), expected, "{query}");
            assert_eq!(Query::parse(expected).seed, Some(seed));
        }
    }

    #[test]
    fn the_address_names_a_three_player_game_and_a_four_player_one_without_it() {
        let cases = [
            ("", Players::Three, "?players=3"),
            ("", Players::Four, ""),
            ("?seed=5", Players::Three, "?seed=5&players=3"),
            ("?seed=5&players=3", Players::Three, "?seed=5&players=3"),
            ("?players=3&seed=5", Players::Three, "?seed=5&players=3"),
            (
                "?players=3&seed=5&speed=fast",
                Players::Four,
                "?seed=5&speed=fast",
            ),
            ("?players=4&seed=5", Players::Four, "?seed=5"),
            ("?playersx=1", Players::Four, "?playersx=1"),
        ];
        for (query, players, expected) in cases {
            assert_eq!(with_players(query, players), expected, "{query}");
            let parsed = Query::parse(expected).players;
            assert_eq!(parsed.unwrap_or_default(), players, "{expected}");
        }
        assert_eq!(Query::parse("?players=4").players, Some(Players::Four));
        for wrong in ["?players=2", "?players=5", "?players=three", "?players="] {
            assert_eq!(Query::parse(wrong).players, None, "{wrong}");
        }
        // With the seed, the address reads back both.
        let q = Query::parse(&with_players(
            &with_seed("?speed=instant", 9),
            Players::Three,
        ));
        assert_eq!(
            (q.seed, q.players, q.speed),
            (Some(9), Some(Players::Three), Some(Speed::Instant))
        );
    }

    #[test]
    fn a_saved_game_is_the_one_named_by_its_seed_and_players() {
        let four = Game::new(Rules::standard(), 9);
        let three = Game::new(Rules::standard().with_players(Players::Three), 9);
        for (query, names_four, names_three) in [
            ("", true, true),
            ("?seed=9", true, true),
            ("?seed=8", false, false),
            ("?seed=9&players=3", false, true),
            ("?players=4", true, false),
        ] {
            let q = Query::parse(query);
            assert_eq!(
                (q.names(&four), q.names(&three)),
                (names_four, names_three),
                "{query}"
            );
        }
    }
}
