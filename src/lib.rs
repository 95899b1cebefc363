//! Bower: Euchre in the browser.
//!
//! The app is a Leptos client-side app over the rules crate [`euchre`]. [`App`] reads the
//! deal to show from the page's address (`?seed=N`, optionally `&dealer=west`) and renders
//! the [`Table`]; every component lives in this library so that browser tests can mount it.

pub mod components;

pub use components::{CardBack, CardFace, FaceDownHand, Hand, SuitIcon, Table};

use euchre::Seat;
use leptos::prelude::*;

/// The seat that deals the first hand when the address does not name one.
pub const FIRST_DEALER: Seat = Seat::East;

/// Which deal to show: the seed of the shuffle and the dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealSpec {
    /// The seed given to [`euchre::Deal::new`].
    pub seed: u64,
    /// The dealer; play starts on the dealer's left.
    pub dealer: Seat,
}

impl DealSpec {
    /// Reads `seed` and `dealer` from a query string such as `?seed=42&dealer=west`. A
    /// missing or malformed seed is `None`; a missing or unknown dealer is [`FIRST_DEALER`].
    ///
    /// # Examples
    /// ```
    /// use bower::DealSpec;
    /// use euchre::Seat;
    /// let spec = DealSpec::from_query("?seed=42&dealer=north").unwrap();
    /// assert_eq!((spec.seed, spec.dealer), (42, Seat::North));
    /// assert_eq!(DealSpec::from_query("?seed=-1"), None);
    /// ```
    pub fn from_query(query: &str) -> Option<DealSpec> {
        let mut seed = None;
        let mut dealer = FIRST_DEALER;
        for pair in query.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("seed", value)) => seed = value.parse().ok(),
                Some(("dealer", value)) => {
                    dealer = Seat::ALL
                        .into_iter()
                        .find(|seat| seat.name().eq_ignore_ascii_case(value))
                        .unwrap_or(FIRST_DEALER);
                }
                _ => {}
            }
        }
        seed.map(|seed| DealSpec { seed, dealer })
    }

    /// The query string that gives back this deal: `?seed=42&dealer=east`.
    pub fn to_query(self) -> String {
        format!(
            "?seed={}&dealer={}",
            self.seed,
            self.dealer.name().to_ascii_lowercase()
        )
    }

    /// A fresh deal from the platform's random source (Web Crypto in the browser), dealt by
    /// [`FIRST_DEALER`].
    pub fn random() -> DealSpec {
        DealSpec {
            seed: random_seed(),
            dealer: FIRST_DEALER,
        }
    }
}

/// A random seed from the platform's random source (Web Crypto in the browser).
///
/// # Panics
/// If the platform has no random source, which no browser lacks.
pub fn random_seed() -> u64 {
    getrandom::u64().expect("the platform has a random source")
}

/// The whole app: the table with the deal named by the address, or a random one.
#[component]
pub fn App() -> impl IntoView {
    let query = window().location().search().unwrap_or_default();
    let spec = DealSpec::from_query(&query).unwrap_or_else(DealSpec::random);
    view! {
        <main class="app">
            <header class="app-header">
                <h1>"Bower"</h1>
                <p class="tagline">"Euchre in the browser"</p>
            </header>
            <Table seed=spec.seed dealer=spec.dealer/>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_names_the_seed_and_the_dealer() {
        let cases = [
            ("?seed=42", Some((42, FIRST_DEALER))),
            ("seed=7&dealer=South", Some((7, Seat::South))),
            (
                "?dealer=west&seed=18446744073709551615",
                Some((u64::MAX, Seat::West)),
            ),
            ("?seed=3&dealer=nobody", Some((3, FIRST_DEALER))),
            ("?seed=", None),
            ("?seed=x1", None),
            ("?seed=18446744073709551616", None),
            ("", None),
            ("?dealer=north", None),
        ];
        for (query, expected) in cases {
            let got = DealSpec::from_query(query).map(|spec| (spec.seed, spec.dealer));
            assert_eq!(got, expected, "{query}");
        }
    }

    #[test]
    fn a_deal_survives_the_round_trip_through_its_address() {
        for dealer in Seat::ALL {
            let spec = DealSpec {
                seed: 9_000_000_000_000_000_001,
                dealer,
            };
            assert_eq!(DealSpec::from_query(&spec.to_query()), Some(spec));
        }
    }

    #[test]
    fn random_seeds_differ() {
        assert_ne!(random_seed(), random_seed());
    }
}
