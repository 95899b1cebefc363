//! The address: what `?seed=5&speed=instant` asks for, and keeping it naming the game on
//! screen (`history.replaceState`), so a reload or a shared link gives back that game.

use euchre::Game;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::{GameStore, Speed, YOU};

/// What the address asks for: `?seed=5&speed=instant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// The seed of a reproducible game.
    pub seed: Option<u64>,
    /// The computer players' speed.
    pub speed: Option<Speed>,
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
    /// ```
    pub fn parse(query: &str) -> Query {
        let mut out = Query::default();
        for pair in query.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("seed", value)) => out.seed = value.parse().ok(),
                Some(("speed", value)) => out.speed = Speed::from_name(value),
                _ => {}
            }
        }
        out
    }
}

/// The query string `query` with its seed replaced by `seed` (added if it had none), every
/// other parameter kept in its place: `?speed=fast&seed=3` → `?speed=fast&seed=9`.
///
/// # Examples
/// ```
/// use bower::store::with_seed;
/// assert_eq!(with_seed("", 7), "?seed=7");
/// assert_eq!(with_seed("?speed=fast&seed=3", 9), "?speed=fast&seed=9");
/// ```
pub fn with_seed(query: &str, seed: u64) -> String {
    let mut pairs = Vec::new();
    let mut placed = false;
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        if pair == "seed" || pair.starts_with("seed=") {
            if !placed {
                pairs.push(format!("seed={seed}"));
                placed = true;
            }
        } else {
            pairs.push(pair.to_string());
        }
    }
    if !placed {
        pairs.push(format!("seed={seed}"));
    }
    format!("?{}", pairs.join("&"))
}

/// Whether a saved game holds something of the person's that a link to another deal would
/// lose: it is not over and they have acted in it. (A game nobody has played a move of yet
/// is its seed, which the address names, and replays the same.)
pub(super) fn worth_asking(game: &Game) -> bool {
    !game.is_over() && game.actions().iter().any(|&(seat, _)| seat == YOU)
}

impl GameStore {
    /// Keeps the address naming the game on screen: after a new game, a game resumed, or
    /// the choice between a linked deal and the saved game. While that choice is open, the
    /// address still names the linked deal (a reload asks again).
    pub fn keep_address(self) {
        Effect::new(move |_| {
            let seed = self.game.with(Game::seed);
            if self.link.with(Option::is_some) {
                return;
            }
            let location = window().location();
            let search = location.search().unwrap_or_default();
            let wanted = with_seed(&search, seed);
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

    /// The linked deal's seed while the person is asked whether to play it instead of their
    /// saved game.
    pub fn link(self) -> ReadSignal<Option<u64>> {
        self.link.read_only()
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
    fn only_a_game_the_person_has_played_in_is_worth_asking_about() {
        let mut game = Game::new(Rules::standard(), 1);
        let mut south_acted = false;
        while let Some(seat) = game.to_act() {
            assert_eq!(
                worth_asking(&game),
                south_acted,
                "{} actions",
                game.actions().len()
            );
            let action =
                euchre_ai::player(euchre_ai::Difficulty::Normal, 1).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
            south_acted |= seat == YOU;
        }
        assert!(south_acted);
        assert!(!worth_asking(&game), "a finished game is not kept");
    }
}
