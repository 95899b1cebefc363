//! The daily deal's record (which dates' games were finished, and the streak), the person's
//! points against the Expert's with the same cards hand by hand (`duplicate.rs`), and what
//! of the game on screen has been counted: a reload plays the finished hands again, and a
//! replay of a daily game already finished counts nothing.

use std::hash::{Hash, Hasher};

use euchre::{Date, Game, GameRecord, Rules};
use euchre_ai::duplicate::{HalfPoints, finished_hands, points_of};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use super::Stats;
use crate::store::{GameStore, preset_of};

/// A date as the statistics keep it: its days from 1970-01-01 ([`Date::days_since_epoch`]).
pub type Day = i64;

/// How many days back the dates of finished daily games are kept.
pub const DAILY_DAYS: Day = 400;
/// At most this many daily games are kept (a link can name any date, even a future one).
const DAILY_GAMES: usize = 1000;
/// How many days of the comparison with the Expert are kept day by day (today included).
pub const VERSUS_DAYS: Day = 30;

/// A daily game: its date, its preset's name ("Custom" for any other rules) and its number
/// of players. One of each counts.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DailyGame {
    /// The date whose deal it is.
    pub day: Day,
    /// The preset's name, or "Custom".
    pub preset: String,
    /// 3 or 4.
    pub players: u8,
}

/// The daily games finished and the streak.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DailyRecord {
    /// The daily games finished (replays not), oldest date first: those of the last
    /// [`DAILY_DAYS`] days.
    pub games: Vec<DailyGame>,
    /// The run of consecutive dates whose game was finished on its own date, up to
    /// [`DailyRecord::streak_end`].
    pub streak: u32,
    /// The last date of [`DailyRecord::streak`].
    pub streak_end: Option<Day>,
    /// The longest run there has been.
    pub best: u32,
}

/// One day's comparison with the Expert.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VersusDay {
    /// The date (the person's clock when the hand's result came).
    pub day: Day,
    /// Hands compared.
    pub hands: u32,
    /// The person's points less the Expert's over them, in halves.
    pub halves: i64,
}

/// The person's points against the Expert's with the same cards: every hand compared, and
/// day by day for the last [`VERSUS_DAYS`] days.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Versus {
    /// Hands compared.
    pub hands: u32,
    /// The person's points less the Expert's over them, in halves.
    pub halves: i64,
    /// The last days', oldest first.
    pub days: Vec<VersusDay>,
}

/// What the statistics have counted of the game on screen (saved with them, so that a
/// reload counts nothing twice).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Counted {
    /// [`GameId::key`] of the game.
    pub key: u64,
    /// A replay of a daily game already finished: nothing of it counts.
    pub replay: bool,
    /// The game has ended (played again from its start, it is counted afresh).
    pub finished: bool,
    /// The hands compared with the Expert: (hand number, day, the person's points less the
    /// Expert's, in halves).
    pub hands: Vec<(u32, Option<Day>, HalfPoints)>,
}

/// A game as the statistics know it: its rules and seed, and the daily game it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameId {
    /// A hash of the rules and the seed (FNV-1a: the same in every build).
    pub key: u64,
    /// The daily game it is, if its seed is a date's.
    pub daily: Option<DailyGame>,
}

/// FNV-1a, 64 bits: a hash that no toolchain changes, for keys that are saved.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3);
        }
    }
}

impl GameId {
    /// The game of `rules` and `seed`.
    pub fn new(rules: &Rules, seed: u64) -> GameId {
        // The rules by their code, which a rule added later does not change (a derived
        // `Hash` of `Rules` would: every key would change with each new field).
        let mut h = Fnv(0xCBF2_9CE4_8422_2325);
        h.write(&rules.code().to_le_bytes());
        h.write(&seed.to_le_bytes());
        let daily = Date::of_seed(seed).map(|date| DailyGame {
            day: date.days_since_epoch(),
            preset: preset_of(rules).map_or("Custom", |p| p.name()).to_owned(),
            players: if rules.players == euchre::Players::Three {
                3
            } else {
                4
            },
        });
        GameId {
            key: h.finish(),
            daily,
        }
    }

    /// The game of a record.
    pub fn of_record(record: &GameRecord) -> GameId {
        GameId::new(&record.rules, record.seed)
    }

    /// The game of a game.
    pub fn of_game(game: &Game) -> GameId {
        GameId::new(game.rules(), game.seed())
    }
}

impl DailyRecord {
    /// Whether `game` has been finished (not as a replay).
    pub fn has(&self, game: &DailyGame) -> bool {
        self.games.contains(game)
    }

    /// The streak as it stands on `today`: the run up to today, or up to yesterday while
    /// today's game is not yet finished; 0 once a day was missed.
    pub fn current_streak(&self, today: Day) -> u32 {
        match self.streak_end {
            Some(end) if end == today || end + 1 == today => self.streak,
            _ => 0,
        }
    }

    /// Records a finished daily game; finished on its own date (`today`), it extends the
    /// streak.
    fn finish(&mut self, game: &DailyGame, today: Option<Day>) {
        if !self.has(game) {
            let at = self.games.partition_point(|g| g.day <= game.day);
            self.games.insert(at, game.clone());
        }
        if today == Some(game.day) {
            match self.streak_end {
                Some(end) if end >= game.day => {} // counted, or the clock went back
                Some(end) if end + 1 == game.day => self.streak += 1,
                _ => self.streak = 1,
            }
            self.streak_end = Some(self.streak_end.map_or(game.day, |end| end.max(game.day)));
            self.best = self.best.max(self.streak);
        }
        // Bounded: the last DAILY_DAYS days' (from today, or the latest date kept).
        let newest = today.or_else(|| self.games.last().map(|g| g.day));
        if let Some(newest) = newest {
            self.games.retain(|g| g.day > newest - DAILY_DAYS);
        }
        let extra = self.games.len().saturating_sub(DAILY_GAMES);
        self.games.drain(..extra);
    }
}

impl Versus {
    /// Adds (or takes back) one hand's difference on `day`.
    fn count(&mut self, day: Option<Day>, halves: HalfPoints, add: bool) {
        let step = |n: &mut u32| {
            *n = if add {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            };
        };
        let halves = if add {
            i64::from(halves)
        } else {
            -i64::from(halves)
        };
        step(&mut self.hands);
        self.halves += halves;
        let Some(day) = day else {
            return;
        };
        let at = self.days.partition_point(|d| d.day < day);
        match self.days.get_mut(at) {
            Some(d) if d.day == day => {
                step(&mut d.hands);
                d.halves += halves;
            }
            _ if add => self.days.insert(
                at,
                VersusDay {
                    day,
                    hands: 1,
                    halves,
                },
            ),
            _ => {}
        }
        // Only the last VERSUS_DAYS days are kept, each with a hand.
        let newest = self.days.last().map_or(day, |d| d.day.max(day));
        self.days
            .retain(|d| d.hands > 0 && d.day > newest - VERSUS_DAYS);
    }

    /// The days of the last [`VERSUS_DAYS`] days up to `today` with a hand compared.
    pub fn recent(&self, today: Day) -> Vec<VersusDay> {
        self.days
            .iter()
            .filter(|d| d.day > today - VERSUS_DAYS && d.day <= today && d.hands > 0)
            .copied()
            .collect()
    }

    /// The person's points against the Expert's a hand, over every hand compared.
    pub fn average(&self) -> Option<f64> {
        average(self.hands, self.halves)
    }

    /// The same over the last [`VERSUS_DAYS`] days up to `today`.
    pub fn recent_average(&self, today: Day) -> Option<f64> {
        let recent = self.recent(today);
        average(
            recent.iter().map(|d| d.hands).sum(),
            recent.iter().map(|d| d.halves).sum(),
        )
    }

    /// In words: "Against the Expert: +0.3 points a hand (all games), −0.1 (last 30 days)".
    pub fn words(&self, today: Day) -> String {
        let Some(all) = self.average() else {
            return "Against the Expert: no hand compared yet".into();
        };
        let recent = self.recent_average(today).map_or_else(
            || format!("none in the last {VERSUS_DAYS} days"),
            |r| format!("{} (last {VERSUS_DAYS} days)", signed(r)),
        );
        format!(
            "Against the Expert: {} points a hand (all games), {recent}",
            signed(all)
        )
    }
}

impl VersusDay {
    /// The person's points less the Expert's a hand that day, in tenths of a point, rounded.
    pub fn tenths(&self) -> i64 {
        let hands = i64::from(self.hands.max(1));
        // halves / 2 / hands, in tenths, rounded half away from zero.
        let twice = self.halves * 10;
        (twice + twice.signum() * hands) / (2 * hands)
    }

    /// In words: "2026-12-02: +0.5 points a hand over 8 hands".
    pub fn words(&self) -> String {
        let date =
            Date::from_days_since_epoch(self.day).map_or_else(String::new, |d| d.to_string());
        let n = self.tenths().unsigned_abs();
        let sign = match self.tenths() {
            0 => "",
            t if t > 0 => "+",
            _ => "−",
        };
        let hands = match self.hands {
            1 => "1 hand".to_owned(),
            n => format!("{n} hands"),
        };
        format!(
            "{date}: {sign}{}.{} points a hand over {hands}",
            n / 10,
            n % 10
        )
    }
}

impl Versus {
    /// What the chart of the last [`VERSUS_DAYS`] days up to `today` shows, in words.
    pub fn chart_words(&self, today: Day) -> String {
        let recent = self.recent(today);
        if recent.is_empty() {
            return format!("Against the Expert: no hand compared in the last {VERSUS_DAYS} days");
        }
        let on = |f: fn(i64) -> bool| recent.iter().filter(|d| f(d.tenths())).count();
        let days = |n: usize| {
            if n == 1 {
                "1 day".to_owned()
            } else {
                format!("{n} days")
            }
        };
        format!(
            "Against the Expert, day by day over the last {VERSUS_DAYS} days: played on {}; ahead on {}, behind on {}, even on {}",
            days(recent.len()),
            days(on(|t| t > 0)),
            days(on(|t| t < 0)),
            days(on(|t| t == 0)),
        )
    }
}

/// Points a hand from a count of hands and a sum in halves.
pub fn average(hands: u32, halves: i64) -> Option<f64> {
    (hands > 0).then(|| halves as f64 / 2.0 / f64::from(hands))
}

/// A number of points to one decimal with its sign, as a person reads it: "+0.3", "−0.1",
/// "0.0".
pub fn signed(points: f64) -> String {
    let tenths = (points * 10.0).round() as i64;
    let sign = match tenths {
        0 => "",
        t if t > 0 => "+",
        _ => "−",
    };
    let n = tenths.unsigned_abs();
    format!("{sign}{}.{}", n / 10, n % 10)
}

impl Stats {
    /// Whether an action in the game `id` counts (`first`: the game's first action), the
    /// game on screen not over before it: the first action of a game (or of a game played
    /// again) decides, from the statistics as they are, whether it is a replay of a daily
    /// game already finished.
    pub(in crate::store) fn counts_play(&mut self, id: &GameId, first: bool) -> bool {
        let counted = &self.counted;
        if first || counted.key != id.key || counted.finished {
            self.counted = Counted {
                key: id.key,
                replay: id.daily.as_ref().is_some_and(|d| self.daily.has(d)),
                ..Counted::default()
            };
        }
        !self.counted.replay
    }

    /// The game `id` has ended on `today`: a daily game that counts is recorded.
    pub(in crate::store) fn end_play(&mut self, id: &GameId, today: Option<Date>) {
        if self.counted.key != id.key {
            return;
        }
        self.counted.finished = true;
        if let Some(daily) = &id.daily
            && !self.counted.replay
        {
            self.daily.finish(daily, today.map(Date::days_since_epoch));
        }
    }

    /// Counts hand `hand` of the game `id`: the person's points less the Expert's, in halves,
    /// on `today`. Never twice, nor in a replay.
    pub(in crate::store) fn count_versus(
        &mut self,
        id: &GameId,
        hand: u32,
        halves: HalfPoints,
        today: Option<Date>,
    ) {
        if self.counted.key != id.key {
            // Results of a game no action was counted of yet (one saved before these
            // statistics existed).
            self.counts_play(id, false);
        }
        let counted = &mut self.counted;
        if counted.replay || counted.hands.iter().any(|&(h, _, _)| h == hand) {
            return;
        }
        let day = today.map(Date::days_since_epoch);
        counted.hands.push((hand, day, halves));
        self.versus.count(day, halves, true);
    }

    /// Whether the game `id` on screen (`over`: ended) is a replay of a daily game already
    /// finished.
    pub fn is_replay(&self, id: &GameId, over: bool) -> bool {
        let Some(daily) = &id.daily else {
            return false;
        };
        let counted = &self.counted;
        // The game counted, unless it ended and is being played again from its start.
        if counted.key == id.key && (!counted.finished || over) {
            counted.replay
        } else {
            self.daily.has(daily)
        }
    }
}

impl GameStore {
    /// Whether the game on screen (the real one, while practising) is a replay of a daily
    /// game already finished, which counts in no statistics.
    pub fn daily_replay(self) -> bool {
        let real = self.coach.kept.with(|k| {
            k.as_ref()
                .map(|k| (GameId::of_game(&k.game), k.game.is_over()))
        });
        let (id, over) =
            real.unwrap_or_else(|| self.game.with(|g| (GameId::of_game(g), g.is_over())));
        id.daily.is_some() && self.stats.with(|s| s.is_replay(&id, over))
    }

    /// Counts the Expert's result `expert` of hand `hand` in the statistics, when the hand is
    /// one of the real game's (the game on screen, or the one kept aside while practising)
    /// and the result was computed from it (`holds`: the record and the hand's start).
    pub(in crate::store) fn count_versus(
        self,
        hand: u32,
        expert: HalfPoints,
        holds: impl Fn(&GameRecord, usize) -> bool,
    ) {
        let points = |g: &Game| (g.record(), points_of(g.history(), g.rules().players, hand));
        let kept = self
            .coach
            .kept
            .with_untracked(|k| k.as_ref().map(|k| points(&k.game)));
        let (record, yours) = kept.unwrap_or_else(|| self.game.with_untracked(points));
        let start = finished_hands(&record)
            .into_iter()
            .find_map(|(h, start)| (h == hand).then_some(start));
        if !start.is_some_and(|start| holds(&record, start)) {
            return;
        }
        let Some(yours) = yours else {
            return;
        };
        let id = GameId::of_record(&record);
        let today = crate::today();
        self.stats
            .update(|s| s.count_versus(&id, hand, yours - expert, today));
    }
}

#[cfg(test)]
#[path = "daily_tests.rs"]
mod tests;
