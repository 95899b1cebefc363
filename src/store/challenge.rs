//! Challenges (`euchre_ai::challenge`): the link a finished game shares, and the one a friend
//! opens. `?challenge=TEXT` starts the challenge's deals with its rules and its computer
//! players' level (asked first over a game in progress, as any link to another deal); the
//! address keeps naming it while its game is on screen, so a reload keeps it; at the game's
//! end the two results are shown side by side. A link whose seal does not hold still gives
//! its deals, and its result is shown as unverified; a damaged one changes nothing and says
//! why in a notice.

use euchre::{Date, Game, GameRecord};
use euchre_ai::Difficulty;
use euchre_ai::challenge::{Challenge, Origin};
use euchre_ai::duplicate::{HalfPoints, finished_hands};
use leptos::prelude::*;

use super::{Duplicate, GameStore, Settings};

/// The query parameter of a challenge.
const PARAM: &str = "challenge";

/// A challenge opened from a link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Accepted {
    /// The challenge.
    pub challenge: Challenge,
    /// Its text, as in the link.
    pub text: String,
    /// Whether its seal holds: when not, the link was edited and its result is unverified.
    pub sealed: bool,
}

impl Accepted {
    /// Whether `game` is this challenge's: its seed, its rules and its seat.
    pub fn answers(&self, game: &Game) -> bool {
        let c = &self.challenge;
        game.seed() == c.origin.seed() && *game.rules() == c.rules && game.seat() == c.seat
    }
}

/// The text of the `challenge` parameter of a query string, if any.
fn param(query: &str) -> Option<&str> {
    super::address::param(query, PARAM)
}

/// The challenge an address's query names: `None` without one, the reason in a sentence
/// for the page's notice when it cannot be read.
///
/// # Examples
/// ```
/// use bower::store::open_challenge;
/// assert_eq!(open_challenge("?seed=4"), None);
/// let refused = open_challenge("?challenge=AAAA").unwrap().unwrap_err();
/// assert!(refused.starts_with("This challenge link is damaged or incomplete"));
/// ```
pub fn open_challenge(query: &str) -> Option<Result<Accepted, String>> {
    let text = param(query)?;
    Some(match Challenge::decode_unsealed(text) {
        Ok((challenge, sealed)) => Ok(Accepted {
            challenge,
            text: text.to_string(),
            sealed,
        }),
        Err(why) => {
            // The sentence starts with an ASCII letter: no Unicode case tables in the wasm.
            let mut why = why.to_string();
            if let Some(first) = why.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            Err(format!("{why}. The game on screen is unchanged."))
        }
    })
}

/// The query string `query` with the challenge parameter `text` (in place of any), or
/// without one; every other parameter kept in its place.
///
/// # Examples
/// ```
/// use bower::store::with_challenge;
/// assert_eq!(with_challenge("?seed=4", Some("AbC")), "?seed=4&challenge=AbC");
/// assert_eq!(with_challenge("?challenge=x&seed=4", None), "?seed=4");
/// assert_eq!(with_challenge("?challenge=x", None), "");
/// ```
pub fn with_challenge(query: &str, text: Option<&str>) -> String {
    super::address::with_param(query, PARAM, text)
}

/// `settings` set to play `challenge`: its rules and its computer players' level; whether
/// that changed anything.
pub(super) fn set_for(settings: &mut Settings, challenge: &Challenge) -> bool {
    let before = (settings.rules, settings.difficulty());
    settings.rules = challenge.rules;
    settings.difficulty = challenge.level.name().to_string();
    before != (challenge.rules, challenge.level)
}

/// The notice when opening a challenge changed the settings.
pub(super) fn settings_notice(challenge: &Challenge) -> String {
    super::setup::level_notice("challenge's rules and", challenge.level)
}

/// The challenge of a finished game `record` at `level`, with `expert` the Expert's result
/// of each hand that had a decision (`table`: people played some of it on other devices,
/// [`Challenge::of_table`]); `None` while one is missing or the game is not over.
pub fn challenge_of(
    record: &GameRecord,
    level: Difficulty,
    table: bool,
    expert: impl Fn(u32) -> Option<HalfPoints>,
) -> Option<Challenge> {
    let game = Game::replay(record).ok()?;
    let played: Vec<u32> = finished_hands(record).iter().map(|&(h, _)| h).collect();
    // A hand with no decision (thrown in before anyone spoke) is the same for anyone: 0.
    let points = game
        .history()
        .iter()
        .map(|h| {
            if played.contains(&h.number) {
                expert(h.number)
            } else {
                Some(0)
            }
        })
        .collect::<Option<Vec<_>>>()?;
    let origin = Date::of_seed(record.seed).map_or(Origin::Seed(record.seed), Origin::Daily);
    match table {
        true => Challenge::of_table(origin, record, level, &points),
        false => Challenge::of_game(origin, record, level, &points),
    }
}

impl GameStore {
    /// The challenge the game on screen answers, if any (not in practice).
    pub fn challenge(self) -> Memo<Option<Accepted>> {
        let practising = self.practising();
        Memo::new(move |_| {
            if practising.get() {
                return None;
            }
            let accepted = self.challenge.get()?;
            self.game.with(|g| accepted.answers(g)).then_some(accepted)
        })
    }

    /// Whether the game on screen answers a challenge, and if so whether its seal holds:
    /// for the banner, without the challenge itself (whose comparisons and copies would
    /// weigh in the first paint's wasm).
    pub fn challenge_sealed(self) -> Memo<Option<bool>> {
        Memo::new(move |_| {
            if self.coach.kept.with(Option::is_some) {
                return None;
            }
            self.challenge.with(|c| {
                c.as_ref()
                    .filter(|a| self.game.with(|g| a.answers(g)))
                    .map(|a| a.sealed)
            })
        })
    }

    /// The text of the challenge the game on screen answers (tracked), for the address.
    pub(super) fn challenge_text(self) -> Option<String> {
        if self.coach.kept.with(Option::is_some) {
            return None;
        }
        self.challenge.with(|c| {
            c.as_ref()
                .filter(|a| self.game.with(|g| a.answers(g)))
                .map(|a| a.text.clone())
        })
    }

    /// The challenge of the game on screen once it is over and the Expert has played every
    /// hand again: what "Challenge a friend" shares. `None` before, or in practice.
    pub fn own_challenge(self) -> Memo<Option<Challenge>> {
        let practising = self.practising();
        Memo::new(move |_| {
            // A guest's game holds the other seats' cards only once the host sent the whole
            // game at its end (`euchre_peer::Knowledge::played`).
            let given = self.game.with(|g| g.given().is_some());
            if practising.get() || given || !self.game.with(Game::is_over) {
                return None;
            }
            let level = self.level();
            let record = self.game.with(Game::record);
            let people = super::table::SEATS | super::table::GUEST | super::table::PLAYED;
            let table = self.people.get() & people != 0;
            challenge_of(&record, level, table, |hand| {
                match self.duplicate(hand)? {
                    Duplicate::Expert(points) => Some(points),
                    Duplicate::Playing => None,
                }
            })
        })
    }

    /// The seat of the seed's table a new game of `seed` and `rules` is played from: the
    /// linked challenge's, when it is its game ([`Game::seated`]); else South.
    pub(super) fn seat_for(self, seed: u64, rules: euchre::Rules) -> euchre::Seat {
        self.challenge.with_untracked(|c| {
            c.as_ref()
                .map(|a| &a.challenge)
                .filter(|c| c.origin.seed() == seed && c.rules == rules)
                .map_or(euchre::Seat::South, |c| c.seat)
        })
    }

    /// The linked challenge's settings, when the deal about to start (`seed`) is its own:
    /// its rules, which the settings now have with its level.
    pub(super) fn play_challenge(self, seed: u64) -> Option<euchre::Rules> {
        let mut settings = self.settings.get_untracked();
        let (rules, notice) = self.challenge.with_untracked(|c| {
            let c = &c.as_ref()?.challenge;
            let changed = c.origin.seed() == seed && set_for(&mut settings, c);
            (c.origin.seed() == seed).then(|| (c.rules, changed.then(|| settings_notice(c))))
        })?;
        if let Some(notice) = notice {
            self.settings.set(settings);
            self.notice.set(Some(notice));
        }
        Some(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Players, Rules};
    use euchre_ai::{player, turn_seed};

    fn finished(seed: u64) -> GameRecord {
        let mut game = Game::new(Rules::standard().with_players(Players::Three), seed);
        while let Some(seat) = game.to_act() {
            let at = game.actions().len();
            let action = player(Difficulty::Easy, turn_seed(seed, at)).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        game.record()
    }

    #[test]
    fn a_finished_game_with_every_experts_result_is_a_challenge_that_opens_from_its_link() {
        let record = finished(11);
        assert_eq!(
            challenge_of(&record, Difficulty::Easy, false, |_| None),
            None
        );
        let challenge = challenge_of(&record, Difficulty::Easy, false, |hand| {
            Some(i16::try_from(hand).unwrap())
        })
        .expect("a finished game");
        assert_eq!(challenge.origin, Origin::Seed(11));
        let query = with_challenge("?seed=11&speed=fast", Some(&challenge.encode()));
        let opened = open_challenge(&query).unwrap().unwrap();
        assert!(opened.sealed);
        assert_eq!(opened.challenge, challenge);
        assert!(opened.answers(&Game::new(record.rules, 11)));
        assert!(!opened.answers(&Game::new(Rules::standard(), 11)));
        // Unfinished: none.
        let mut unfinished = record.clone();
        unfinished.actions.truncate(unfinished.actions.len() - 1);
        assert_eq!(
            challenge_of(&unfinished, Difficulty::Easy, false, |_| Some(0)),
            None
        );
    }

    #[test]
    fn a_game_at_a_table_is_shared_from_its_seat_and_answered_only_from_that_seat() {
        let record = finished(11);
        // The game as West played it at the table, again from West.
        let turn = euchre::Turn::seating(record.rules.players, euchre::Seat::West);
        let mut west = Game::seated(record.rules, 11, euchre::Seat::West);
        for (seat, action) in turn.actions(&record.actions) {
            west.apply(seat, action).unwrap();
        }
        let own = west.record();
        assert_eq!(
            challenge_of(&own, Difficulty::Easy, false, |_| Some(0)),
            None
        );
        let challenge = challenge_of(&own, Difficulty::Easy, true, |_| Some(0)).unwrap();
        assert_eq!(challenge.seat, euchre::Seat::West);
        assert!(challenge.others.is_some());
        let opened = open_challenge(&format!("?challenge={}", challenge.encode()))
            .unwrap()
            .unwrap();
        assert_eq!(opened.challenge, challenge);
        // Answered by the seed's game from West, not by the seed's game from South.
        assert!(opened.answers(&challenge.game()));
        assert!(opened.answers(&Game::seated(record.rules, 11, euchre::Seat::West)));
        assert!(!opened.answers(&Game::new(record.rules, 11)));
    }

    #[test]
    fn a_challenge_sets_the_rules_and_the_level_and_says_so() {
        let record = finished(3);
        let challenge = challenge_of(&record, Difficulty::Easy, false, |_| Some(0)).unwrap();
        let mut settings = Settings::default();
        assert!(set_for(&mut settings, &challenge));
        assert_eq!(
            (settings.rules, settings.difficulty()),
            (challenge.rules, Difficulty::Easy)
        );
        assert!(!set_for(&mut settings, &challenge), "already so");
        assert!(settings_notice(&challenge).contains("rules and Easy computer players"));
    }

    #[test]
    fn a_damaged_link_is_refused_in_a_sentence_and_an_edited_one_is_unsealed() {
        let refused = open_challenge("?challenge=!!").unwrap().unwrap_err();
        assert_eq!(
            refused,
            "This challenge link is damaged or incomplete. The game on screen is unchanged."
        );
        let record = finished(5);
        let text = challenge_of(&record, Difficulty::Easy, false, |_| Some(0))
            .unwrap()
            .encode();
        // The last character of the seal changed (a character whose spare bits stay zero).
        let mut edited = text.clone();
        let last = edited.pop().unwrap();
        edited.push(if last == 'A' { 'Q' } else { 'A' });
        let opened = open_challenge(&format!("?challenge={edited}"))
            .unwrap()
            .unwrap();
        assert!(!opened.sealed);
        assert_eq!(opened.challenge.origin, Origin::Seed(5));
    }
}
