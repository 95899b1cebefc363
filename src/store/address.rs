//! The address: what `?seed=5&speed=instant` asks for.

use super::Speed;

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
