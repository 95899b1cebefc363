//! The address: what `?seed=5&game=AAAKAQ&speed=instant` (or `?daily=2026-12-02`, a date's
//! game) asks for, and keeping it naming the game on screen (`history.replaceState`), so a
//! reload or a shared link gives back that game: its seed, and its rules, players and level
//! (`game=`, [`Setup::encode`], as a challenge writes them). A date's game is the daily
//! deal, one game for everyone ([`Setup::DAILY`]): its date names it.

use euchre::{Date, Game, Players, Rules};
use euchre_ai::Difficulty;
use euchre_ai::challenge::{ChallengeError, Setup};
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::{Ending, GameStore, Speed, with_challenge};

/// The query parameter naming a game's rules and level.
const GAME: &str = "game";

/// What the address asks for: `?seed=5&speed=instant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// The seed of a reproducible game (a date's, with `daily`).
    pub seed: Option<u64>,
    /// The date of a daily game (`daily=2026-12-02`): its seed is the date's.
    pub daily: Option<Date>,
    /// The computer players' speed.
    pub speed: Option<Speed>,
    /// How many play (`players=3` for cutthroat, `players=4`): with a bare seed, the
    /// standard rules for that many; without a seed, the settings' rules for that many.
    pub players: Option<Players>,
}

/// The game an address names ([`Query::named`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// Its seed.
    pub seed: u64,
    /// Its rules.
    pub rules: Rules,
    /// Its computer players' level, where the address names one (a date's game has the
    /// daily deal's, whatever the settings: [`daily_game`]).
    pub level: Option<Difficulty>,
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

    /// Whether `game` is the game this address names: its seed, number of players and
    /// rules (`setup`, its `game=` read by [`open_game`]), where the address gives them. (A
    /// bare seed, as links were before they named their rules, names the game of that seed
    /// a save holds, whatever its rules.)
    pub fn names(&self, game: &Game, setup: Option<&Setup>) -> bool {
        self.seed.is_none_or(|s| s == game.seed())
            && self.players.is_none_or(|p| p == game.rules().players)
            && setup.is_none_or(|s| s.rules == *game.rules())
    }

    /// The game this address names, if it names a seed, with `setup` its `game=` (read by
    /// [`open_game`]): a date's is the daily deal ([`Setup::DAILY`]'s rules, unless `setup`
    /// names others); another seed's has the rules and level of `setup`, or without it (a
    /// link from before links named them) the standard rules, for the number of `players=`.
    ///
    /// # Examples
    /// ```
    /// use bower::Query;
    /// use euchre::{Players, Rules};
    /// let old = Query::parse("?seed=149&players=3").named(None).unwrap();
    /// assert_eq!((old.rules, old.level), (Rules::standard().with_players(Players::Three), None));
    /// let daily = Query::parse("?daily=2026-12-02&players=3").named(None).unwrap();
    /// assert_eq!((daily.rules, daily.level), (Rules::standard(), None));
    /// assert_eq!(Query::parse("?speed=fast").named(None), None);
    /// ```
    pub fn named(&self, setup: Option<Setup>) -> Option<Named> {
        let seed = self.seed?;
        let daily = Date::of_seed(seed).is_some();
        Some(match setup {
            Some(s) if !daily || s.rules != Setup::DAILY.rules => Named {
                seed,
                rules: s.rules,
                level: Some(s.level),
            },
            _ => Named {
                seed,
                rules: if daily {
                    Setup::DAILY.rules
                } else {
                    Rules::standard().with_players(self.players.unwrap_or_default())
                },
                level: None,
            },
        })
    }
}

/// The rules and level an address's `game=` names: `None` without one, the reason in a
/// sentence for the page's notice when it cannot be read (the link is then not followed).
/// Reached through the saves' codec, so that its decoding is not in the first paint's wasm.
///
/// # Examples
/// ```
/// use bower::store::open_game;
/// use euchre_ai::challenge::Setup;
/// assert_eq!(open_game("?seed=5&game=AAAKAQ"), Some(Ok(Setup::DAILY)));
/// assert_eq!(open_game("?seed=5"), None);
/// assert_eq!(
///     open_game("?seed=5&game=x"),
///     Some(Err("This link's rules and level are damaged or incomplete. The game on screen is unchanged.".into()))
/// );
/// ```
pub fn open_game(query: &str) -> Option<Result<Setup, String>> {
    let text = param(query, GAME)?;
    Some(Setup::decode(text).map_err(|why| {
        let why = match why {
            ChallengeError::Newer => "come from a newer Bower: reload the page",
            _ => "are damaged or incomplete",
        };
        format!("This link's rules and level {why}. The game on screen is unchanged.")
    }))
}

/// Whether `game` is the daily deal: a date's seed with the daily deal's rules, played with
/// its level whatever the settings ([`Setup::DAILY`]). (A date's game with other rules, saved
/// before the daily deal had its own, is played with the settings' level.)
pub fn daily_game(game: &Game) -> bool {
    Date::of_seed(game.seed()).is_some() && *game.rules() == Setup::DAILY.rules
}

/// The table of `count` players, if there is one.
fn players(count: usize) -> Option<Players> {
    Players::ALL.into_iter().find(|p| p.count() == count)
}

/// The value of the parameter `key` in the query string `query`, if it has one.
pub(super) fn param<'a>(query: &'a str, key: &str) -> Option<&'a str> {
    query
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix(key)?.strip_prefix('='))
}

/// The query string `query` with the parameter `key` set to `value` (at the end, in place of
/// any), or without it; every other parameter kept in its place.
pub(super) fn with_param(query: &str, key: &str, value: Option<&str>) -> String {
    let mut pairs: Vec<&str> = query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty() && pair.split('=').next() != Some(key))
        .collect();
    let named = value.map(|v| format!("{key}={v}"));
    pairs.extend(named.as_deref());
    if pairs.is_empty() {
        String::new()
    } else {
        format!("?{}", pairs.join("&"))
    }
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
    with_param(query, "players", (players == Players::Three).then_some("3"))
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

/// The query string `query` naming the rules and level `setup` (`game=`, in place of any),
/// or none; every other parameter kept in its place.
///
/// # Examples
/// ```
/// use bower::store::with_game;
/// use euchre_ai::challenge::Setup;
/// let daily = Some(&Setup::DAILY);
/// assert_eq!(with_game("?seed=7&speed=fast", daily), "?seed=7&speed=fast&game=AAAKAQ");
/// assert_eq!(with_game("?game=xyz&seed=7", daily), "?seed=7&game=AAAKAQ");
/// assert_eq!(with_game("?seed=7&game=AAAKAQ", None), "?seed=7");
/// ```
pub fn with_game(query: &str, setup: Option<&Setup>) -> String {
    with_param(query, GAME, setup.map(Setup::encode).as_deref())
}

/// What the address is written from ([`address`]): the game on screen and what else it names.
#[derive(Clone, Copy, Debug)]
pub struct Address<'a> {
    /// The address's query string now.
    pub search: &'a str,
    /// The game's seed.
    pub seed: u64,
    /// How many play.
    pub players: Players,
    /// Its rules and level; none for the daily deal (its date names them).
    pub setup: Option<Setup>,
    /// A challenge's link, while its game is on screen.
    pub challenge: Option<&'a str>,
}

/// The query string naming `a`'s game: its seed (or date), rules and level, players and
/// challenge, every other parameter of its search kept in its place. Reached through the
/// saves' codec, so that the writing of addresses is not in the first paint's wasm.
///
/// # Examples
/// ```
/// use bower::store::{Address, address};
/// use euchre::Players;
/// use euchre_ai::challenge::Setup;
/// let a = Address {
///     search: "?speed=fast&game=x",
///     seed: 7,
///     players: Players::Three,
///     setup: Some(Setup::DAILY),
///     challenge: None,
/// };
/// assert_eq!(address(&a), "?speed=fast&seed=7&game=AAAKAQ&players=3");
/// ```
pub fn address(a: &Address) -> String {
    let wanted = with_seed(a.search, a.seed);
    let wanted = with_game(&wanted, a.setup.as_ref());
    with_challenge(&with_players(&wanted, a.players), a.challenge)
}

impl GameStore {
    /// Keeps the address naming the game on screen: after a new game, a game resumed, or
    /// the choice between a linked deal and the saved game. While that choice is open, the
    /// address still names the linked deal (a reload asks again). The address is written
    /// once the page has the saves' codec (as the game is saved once it has it); the
    /// header's seed links to it.
    pub fn keep_address(self) {
        Effect::new(move |_| {
            let (seed, rules, daily) = self.game.with(|g| (g.seed(), *g.rules(), daily_game(g)));
            // A guest's game at a table of people is not named by an address: its own stays.
            let guest = self.people.get() & super::table::GUEST != 0;
            if guest || self.ending.with(|e| matches!(e, Some(Ending::Linked(_)))) {
                return;
            }
            let location = window().location();
            let search = location.search().unwrap_or_default();
            // The daily deal is named by its date; any other game by its rules and level too.
            let setup = (!daily).then(|| Setup {
                rules,
                level: self.level(),
            });
            // A challenge's link stays while its game is on screen.
            let challenge = self.challenge_text();
            let Some(wanted) = self.write_address(&Address {
                search: &search,
                seed,
                players: rules.players,
                setup,
                challenge: challenge.as_deref(),
            }) else {
                return;
            };
            self.link.set(wanted.clone());
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

    /// The address of the game on screen, for the header's seed (tracked): the page's own
    /// until the address is first written.
    pub fn link(self) -> String {
        self.link.get()
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
                (q.names(&four, None), q.names(&three, None)),
                (names_four, names_three),
                "{query}"
            );
        }
    }

    #[test]
    fn a_seed_link_names_its_rules_players_and_level_and_a_bare_one_the_standard_game() {
        use euchre::Preset;
        let joker = Setup {
            rules: Preset::BritishJoker.rules().with_players(Players::Three),
            level: Difficulty::Expert,
        };
        // The address of a game names its seed, its players and its rules and level.
        let query = with_players(
            &with_game(&with_seed("?speed=fast", 149), Some(&joker)),
            Players::Three,
        );
        assert_eq!(
            query,
            format!("?speed=fast&seed=149&game={}&players=3", joker.encode())
        );
        let setup = open_game(&query).unwrap().unwrap();
        assert_eq!(setup, joker);
        let named = Query::parse(&query).named(Some(setup)).unwrap();
        assert_eq!(
            named,
            Named {
                seed: 149,
                rules: joker.rules,
                level: Some(Difficulty::Expert)
            }
        );
        // That game, and no other of the seed, is the one it names.
        let q = Query::parse(&query);
        assert!(q.names(&Game::new(joker.rules, 149), Some(&setup)));
        let other = Rules::standard().with_players(Players::Three);
        assert!(!q.names(&Game::new(other, 149), Some(&setup)));
        // A bare seed, as links were before: the standard rules, for its players, no level;
        // it names a saved game of its seed whatever its rules.
        for (old, players) in [
            ("?seed=149", Players::Four),
            ("?seed=149&players=3", Players::Three),
        ] {
            assert_eq!(open_game(old), None);
            let named = Query::parse(old).named(None).unwrap();
            assert_eq!(
                (named.rules, named.level),
                (Rules::standard().with_players(players), None),
                "{old}"
            );
            let saved = Game::new(joker.rules.with_players(players), 149);
            assert!(Query::parse(old).names(&saved, None));
        }
        // Rules and level a link cannot read: refused in a sentence.
        assert_eq!(
            open_game("?seed=149&game=AAAK!Q"),
            Some(Err(
                "This link's rules and level are damaged or incomplete. The game on \
                 screen is unchanged."
                    .into()
            ))
        );
        assert_eq!(
            open_game("?seed=149&game=IAAKAQ"),
            Some(Err(
                "This link's rules and level come from a newer Bower: reload the page. \
                 The game on screen is unchanged."
                    .into()
            ))
        );
    }

    #[test]
    fn a_dates_game_is_the_daily_deal_whatever_the_settings_and_its_date_names_it() {
        let day: Date = "2026-12-02".parse().unwrap();
        for query in [
            "?daily=2026-12-02",
            "?daily=2026-12-02&players=3",
            &format!("?seed={}", day.seed()),
            &format!("?daily=2026-12-02&game={}", Setup::DAILY.encode()),
        ] {
            let setup = open_game(query).map(Result::unwrap);
            let named = Query::parse(query).named(setup).unwrap();
            assert_eq!(
                (named.seed, named.rules, named.level),
                (day.seed(), Setup::DAILY.rules, None),
                "{query}"
            );
        }
        assert!(daily_game(&Game::new(Setup::DAILY.rules, day.seed())));
        // A date's game with other rules (saved before the daily deal had its own) is not.
        let other = Rules::standard().with_players(Players::Three);
        assert!(!daily_game(&Game::new(other, day.seed())));
        assert!(!daily_game(&Game::new(Setup::DAILY.rules, 5)));
        // Named by its rules, a date's game with others is that game.
        let setup = Setup {
            rules: other,
            level: Difficulty::Easy,
        };
        let query = format!("?daily=2026-12-02&game={}", setup.encode());
        let named = Query::parse(&query).named(Some(setup)).unwrap();
        assert_eq!((named.rules, named.level), (other, Some(Difficulty::Easy)));
        // The daily deal's address is its date alone: `game=` goes.
        assert_eq!(
            with_game(&with_seed("?seed=5&game=AAAKAQ", day.seed()), None),
            "?daily=2026-12-02"
        );
    }
}
