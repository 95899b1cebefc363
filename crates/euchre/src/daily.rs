//! Today's deal: the seed of a calendar date's game, the same in every browser on earth.
//!
//! A date is a day of the proleptic Gregorian calendar, written `YYYY-MM-DD`. Its game's
//! seed is [`mix64`]`(DAILY_SALT ^ d)`, `d` the count of days from 1970-01-01 (day 0) to the
//! date, as a two's-complement `u64` for dates before it: nothing but integer arithmetic,
//! so any implementation gets the same seed (the vectors in the tests pin it). The seed
//! does not depend on the rules: players of every preset get the same cards on the same
//! date.
//!
//! [`mix64`] can be undone, so a seed says whether it is a date's ([`Date::of_seed`]): a
//! game, a save or a link needs nothing more than its seed to be known as a daily game. (A
//! seed drawn at random is a date's with a chance of about one in five trillion.)

use std::fmt;
use std::str::FromStr;

use crate::mix64;

/// Mixed into a date's day number so that a daily seed is not the seed of a plain number
/// a person might type ("BOWERDAY" in ASCII).
pub const DAILY_SALT: u64 = 0x424F_5745_5244_4159;

/// A calendar date (proleptic Gregorian), from year 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a date was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DateError {
    /// Not written `YYYY-MM-DD` with digits.
    Format(String),
    /// The year, month or day is out of range ("2026-02-30").
    NoSuchDay(String),
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateError::Format(text) => write!(f, "“{text}” is not a date written YYYY-MM-DD"),
            DateError::NoSuchDay(text) => write!(f, "there is no day {text}"),
        }
    }
}

impl std::error::Error for DateError {}

fn leap(year: u16) -> bool {
    year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400))
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The date, when there is such a day (years 1 to 9999).
    pub fn new(year: u16, month: u8, day: u8) -> Result<Date, DateError> {
        let valid = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        if valid {
            Ok(Date { year, month, day })
        } else {
            Err(DateError::NoSuchDay(format!(
                "{year:04}-{month:02}-{day:02}"
            )))
        }
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days from 1970-01-01 (day 0) to this date, negative before it (the civil-from-days
    /// algorithm of H. Hinnant, in integers).
    pub fn days_since_epoch(self) -> i64 {
        let (m, d) = (i64::from(self.month), i64::from(self.day));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` days from 1970-01-01, when it is within years 1 to 9999.
    pub fn from_days_since_epoch(days: i64) -> Option<Date> {
        let z = days.checked_add(719_468)?;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
        .ok()
    }

    /// The seed of this date's game (the module's derivation).
    pub fn seed(self) -> u64 {
        mix64(DAILY_SALT ^ self.days_since_epoch() as u64)
    }

    /// The date whose game `seed` is, if it is a date's.
    pub fn of_seed(seed: u64) -> Option<Date> {
        let days = unmix64(seed) ^ DAILY_SALT;
        let date = Date::from_days_since_epoch(days as i64)?;
        (date.seed() == seed).then_some(date)
    }
}

/// The inverse of [`mix64`]: each step undone in reverse order (a right xorshift by `k` is
/// undone by xoring the shifts by `k`, `2k`, …; a product by an odd constant, by its inverse
/// modulo 2⁶⁴).
const fn unmix64(mut z: u64) -> u64 {
    z ^= (z >> 31) ^ (z >> 62);
    z = z.wrapping_mul(0x3196_42B2_D24D_8EC3);
    z ^= (z >> 27) ^ (z >> 54);
    z = z.wrapping_mul(0x96DE_1B17_3F11_9089);
    z ^= (z >> 30) ^ (z >> 60);
    z.wrapping_sub(0x9E37_79B9_7F4A_7C15)
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// `YYYY-MM-DD`, exactly: four, two and two ASCII digits.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let format = || DateError::Format(text.chars().take(40).collect());
        let b = text.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(format());
        }
        let number = |range: std::ops::Range<usize>| -> Result<u16, DateError> {
            let part = &b[range];
            if !part.iter().all(u8::is_ascii_digit) {
                return Err(format());
            }
            Ok(part.iter().fold(0u16, |n, &c| n * 10 + u16::from(c - b'0')))
        };
        let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
        Date::new(year, month as u8, day as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> Date {
        text.parse().expect("a date")
    }

    #[test]
    fn day_numbers_are_the_civil_calendars() {
        assert_eq!(date("1970-01-01").days_since_epoch(), 0);
        assert_eq!(date("1970-01-02").days_since_epoch(), 1);
        assert_eq!(date("1969-12-31").days_since_epoch(), -1);
        assert_eq!(date("2000-03-01").days_since_epoch(), 11_017);
        assert_eq!(date("2026-12-02").days_since_epoch(), 20_789);
        assert_eq!(date("0001-01-01").days_since_epoch(), -719_162);
        assert_eq!(date("9999-12-31").days_since_epoch(), 2_932_896);
        // Every 97th day from year 1 to 9999, back and forth.
        for days in -719_162..=2_932_896 {
            if days % 97 != 0 {
                continue;
            }
            let d = Date::from_days_since_epoch(days).expect("in range");
            assert_eq!(d.days_since_epoch(), days, "{d}");
            assert_eq!(date(&d.to_string()), d);
        }
        assert_eq!(Date::from_days_since_epoch(2_932_897), None);
        assert_eq!(Date::from_days_since_epoch(-719_163), None);
    }

    #[test]
    fn each_date_has_a_fixed_seed() {
        // The vectors any implementation of the derivation must give.
        assert_eq!(DAILY_SALT, u64::from_be_bytes(*b"BOWERDAY"));
        assert_eq!(date("1970-01-01").seed(), mix64(DAILY_SALT));
        assert_eq!(date("2026-12-02").seed(), mix64(DAILY_SALT ^ 20_789));
        // Computed apart (Python's datetime and SplitMix64's finalizer), not by this code.
        for (text, seed) in [
            ("2000-03-01", 0x51B7_3EC3_9158_2E43),
            ("2026-12-02", 0xD331_2210_E8F8_E44B),
            ("2026-12-03", 0x9D60_7FA8_29D9_64BE),
            ("2027-01-01", 0xDA04_AB88_A7BE_470E),
            ("0001-01-01", 0xB0C9_5705_7298_DBB4),
            ("9999-12-31", 0x4473_0EBA_B65A_A703),
        ] {
            assert_eq!(date(text).seed(), seed, "{text}");
        }
        assert_ne!(date("2026-12-02").seed(), date("2026-12-03").seed());
    }

    #[test]
    fn a_seed_says_whether_it_is_a_dates() {
        for z in [0, 1, 42, u64::MAX, 0x9E37_79B9_7F4A_7C15, DAILY_SALT] {
            assert_eq!(unmix64(mix64(z)), z);
        }
        for text in [
            "2026-12-02",
            "1970-01-01",
            "0001-01-01",
            "9999-12-31",
            "1969-07-20",
        ] {
            assert_eq!(Date::of_seed(date(text).seed()), Some(date(text)));
        }
        for seed in [0, 1, 11, 18_446_744_073_709_551_615, 0xD331_2210_E8F8_E44A] {
            assert_eq!(Date::of_seed(seed), None, "{seed}");
        }
    }

    #[test]
    fn bad_dates_are_refused_with_the_reason() {
        assert_eq!(date("2024-02-29").to_string(), "2024-02-29");
        for bad in [
            "2026-02-29",
            "2100-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "0000-01-01",
        ] {
            assert!(
                matches!(bad.parse::<Date>(), Err(DateError::NoSuchDay(_))),
                "{bad}"
            );
        }
        for bad in [
            "",
            "2026-1-01",
            "2026/12/02",
            "２０２６-12-02",
            "2026-12-0x",
            "20261202",
            "2026-12-021",
        ] {
            assert!(
                matches!(bad.parse::<Date>(), Err(DateError::Format(_))),
                "{bad}"
            );
        }
        assert_eq!(
            "2026-02-30".parse::<Date>().unwrap_err().to_string(),
            "there is no day 2026-02-30"
        );
    }
}
