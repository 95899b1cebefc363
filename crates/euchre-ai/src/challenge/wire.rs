//! A challenge's text is URL-safe base64 (no padding) of: a version byte; the origin (a tag, then a
//! seed as 8 bytes or a date as its day number, 4 bytes, big-endian); the setup (the rules:
//! 2 bytes of flags, the points to win; the level); the count of South's decisions (2 bytes)
//! and each as the index of the action among its legal actions, two to a byte; the count of
//! hands and three bytes each (South's side's points and the Expert's, in halves, and the
//! ending); then 8 bytes of hash over everything before.
//!
//! Version 2, a game at a table of people: after the setup, a byte of the challenger's seat
//! (its index, plus 16 when the other seats' decisions follow); after South's decisions,
//! the count of the other seats' (2 bytes) and each, two to a byte, as South's.
//!
//! A seed's link names its game's setup with the same four bytes, alone in URL-safe base64
//! ([`Setup::encode`]: six characters).

use euchre::{Date, Rules, Seat};

use super::{Challenge, ChallengeError, Ending, HandClaim, Origin, Setup, VERSION};
use crate::Difficulty;
use crate::duplicate::HalfPoints;
use crate::text::{from_base64, hash, to_base64};

/// Reads bytes in order; `None` past the end.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (head, rest) = self.0.split_first_chunk::<N>()?;
        self.0 = rest;
        Some(*head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take::<1>().map(|[b]| b)
    }
}

/// The rules as three bytes: [`Rules::code`]'s rule bits (big-endian) and its points.
pub(crate) fn rules_bytes(rules: &Rules) -> [u8; 3] {
    let code = rules.code();
    let [a, b] = (code as u16).to_be_bytes();
    [a, b, (code >> 16) as u8]
}

pub(crate) fn rules_from(bytes: [u8; 3]) -> Result<Rules, ChallengeError> {
    let flags = u16::from_be_bytes([bytes[0], bytes[1]]);
    if u32::from(flags) >> Rules::CODE_FLAGS != 0 {
        return Err(ChallengeError::Newer);
    }
    Rules::from_code(u32::from(flags) | u32::from(bytes[2]) << 16).ok_or(ChallengeError::Malformed)
}

/// The setup as four bytes: the rules ([`rules_bytes`]) and the level's place in
/// [`Difficulty::ALL`].
fn setup_bytes(setup: &Setup) -> [u8; 4] {
    let [a, b, c] = rules_bytes(&setup.rules);
    let level = Difficulty::ALL.iter().position(|&d| d == setup.level);
    [a, b, c, level.unwrap_or(0) as u8]
}

fn setup_from(bytes: [u8; 4]) -> Result<Setup, ChallengeError> {
    let [a, b, c, level] = bytes;
    Ok(Setup {
        rules: rules_from([a, b, c])?,
        level: *Difficulty::ALL
            .get(usize::from(level))
            .ok_or(ChallengeError::Malformed)?,
    })
}

impl Setup {
    /// The setup as the text of a link's parameter: the four bytes a challenge writes for
    /// it, in URL-safe base64.
    ///
    /// # Examples
    /// ```
    /// use euchre_ai::challenge::Setup;
    /// assert_eq!(Setup::DAILY.encode(), "AAAKAQ");
    /// assert_eq!(Setup::decode("AAAKAQ"), Ok(Setup::DAILY));
    /// ```
    pub fn encode(&self) -> String {
        to_base64(&setup_bytes(self))
    }

    /// The setup written by [`encode`](Setup::encode): [`ChallengeError::Malformed`] when
    /// the text is not one (a character that is not base64's, a wrong length, a level or
    /// points that do not exist), [`ChallengeError::Newer`] for a rule this Bower does not
    /// know.
    ///
    /// # Examples
    /// ```
    /// use euchre_ai::challenge::{ChallengeError, Setup};
    /// assert_eq!(Setup::decode("AAAK"), Err(ChallengeError::Malformed));
    /// assert_eq!(Setup::decode("IAAKAQ"), Err(ChallengeError::Newer));
    /// ```
    pub fn decode(text: &str) -> Result<Setup, ChallengeError> {
        if text.len() != 6 {
            return Err(ChallengeError::Malformed);
        }
        let bytes = from_base64(text).ok_or(ChallengeError::Malformed)?;
        let bytes: [u8; 4] = bytes.try_into().map_err(|_| ChallengeError::Malformed)?;
        // One text for one setup: the last character's spare bits are zero.
        if to_base64(&bytes) != text {
            return Err(ChallengeError::Malformed);
        }
        setup_from(bytes)
    }
}

fn ending_code(ending: Ending) -> u8 {
    Ending::ALL.iter().position(|&e| e == ending).unwrap_or(0) as u8
}

/// Decisions as their count (2 bytes) and each index, two to a byte.
fn write_decisions(bytes: &mut Vec<u8>, decisions: &[u8]) {
    bytes.extend((decisions.len() as u16).to_be_bytes());
    for pair in decisions.chunks(2) {
        bytes.push(pair[0] << 4 | pair.get(1).copied().unwrap_or(0));
    }
}

fn read_decisions(r: &mut Reader) -> Option<Vec<u8>> {
    let count = usize::from(u16::from_be_bytes(r.take()?));
    let mut decisions = Vec::with_capacity(count);
    for _ in 0..count.div_ceil(2) {
        let b = r.byte()?;
        decisions.push(b >> 4);
        decisions.push(b & 15);
    }
    decisions.truncate(count);
    Some(decisions)
}

impl Challenge {
    /// The challenge as the text of a link (URL-safe base64).
    pub fn encode(&self) -> String {
        let table = self.seat != Seat::South || self.others.is_some();
        let mut bytes = vec![if table { VERSION } else { 1 }];
        match self.origin {
            Origin::Seed(seed) => {
                bytes.push(0);
                bytes.extend(seed.to_be_bytes());
            }
            Origin::Daily(date) => {
                bytes.push(1);
                bytes.extend((date.days_since_epoch() as i32).to_be_bytes());
            }
        }
        bytes.extend(setup_bytes(&self.setup()));
        if table {
            let others = if self.others.is_some() { 16 } else { 0 };
            bytes.push(self.seat.index() as u8 | others);
        }
        write_decisions(&mut bytes, &self.moves);
        if let Some(others) = &self.others {
            write_decisions(&mut bytes, others);
        }
        bytes.push(self.hands.len() as u8);
        for h in &self.hands {
            bytes.push(h.yours as i8 as u8);
            bytes.push(h.expert as i8 as u8);
            bytes.push(ending_code(h.ending));
        }
        let seal = hash(&bytes);
        bytes.extend(seal.to_be_bytes());
        to_base64(&bytes)
    }

    /// The challenge written by [`encode`](Challenge::encode): refused when damaged
    /// ([`ChallengeError::Malformed`]), from a newer Bower, or edited
    /// ([`ChallengeError::Tampered`]). Its moves and claims are not replayed here:
    /// [`verify`](Challenge::verify) does that.
    pub fn decode(text: &str) -> Result<Challenge, ChallengeError> {
        match Challenge::decode_unsealed(text)? {
            (challenge, true) => Ok(challenge),
            (_, false) => Err(ChallengeError::Tampered),
        }
    }

    /// The challenge written in `text` even when its seal does not hold, and whether it
    /// does: a page lets a friend play the deals of an edited link, and shows its result as
    /// unverified. Refused only when damaged or from a newer Bower.
    pub fn decode_unsealed(text: &str) -> Result<(Challenge, bool), ChallengeError> {
        use ChallengeError::{Malformed, Newer};
        if text.len() > 4096 {
            return Err(Malformed);
        }
        let text = text.trim();
        let bytes = from_base64(text).ok_or(Malformed)?;
        // One text for one challenge: the last character's spare bits are zero.
        if to_base64(&bytes) != text {
            return Err(Malformed);
        }
        let (body, seal) = bytes.split_last_chunk::<8>().ok_or(Malformed)?;
        let mut r = Reader(body);
        let version = match r.byte().ok_or(Malformed)? {
            v @ (1 | VERSION) => v,
            v if v > VERSION => return Err(Newer),
            _ => return Err(Malformed),
        };
        let origin = match r.byte().ok_or(Malformed)? {
            0 => Origin::Seed(u64::from_be_bytes(r.take().ok_or(Malformed)?)),
            1 => {
                let days = i32::from_be_bytes(r.take().ok_or(Malformed)?);
                Origin::Daily(Date::from_days_since_epoch(i64::from(days)).ok_or(Malformed)?)
            }
            _ => return Err(Malformed),
        };
        let Setup { rules, level } = setup_from(r.take().ok_or(Malformed)?)?;
        let (seat, table) = match version {
            1 => (Seat::South, false),
            _ => match r.byte().ok_or(Malformed)? {
                b if b & !16 < 4 => (Seat::from_index(usize::from(b & 3)), b & 16 != 0),
                _ => return Err(Malformed),
            },
        };
        if !rules.players.contains(seat) {
            return Err(Malformed);
        }
        let moves = read_decisions(&mut r).ok_or(Malformed)?;
        let others = match table {
            true => Some(read_decisions(&mut r).ok_or(Malformed)?),
            false => None,
        };
        let hands = (0..r.byte().ok_or(Malformed)?)
            .map(|_| {
                let [yours, expert, ending] = r.take().ok_or(Malformed)?;
                Ok(HandClaim {
                    yours: HalfPoints::from(yours as i8),
                    expert: HalfPoints::from(expert as i8),
                    ending: *Ending::ALL.get(usize::from(ending)).ok_or(Malformed)?,
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if !r.0.is_empty() {
            return Err(Malformed);
        }
        let sealed = hash(body).to_be_bytes() == *seal;
        let challenge = Challenge {
            origin,
            rules,
            level,
            moves,
            hands,
            seat,
            others,
        };
        Ok((challenge, sealed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::BASE64;

    #[test]
    fn base64_round_trips_every_length() {
        let bytes: Vec<u8> = (0..=255).collect();
        for n in 0..40 {
            let text = to_base64(&bytes[..n]);
            assert!(text.bytes().all(|c| BASE64.contains(&c)), "{text}");
            assert_eq!(from_base64(&text).as_deref(), Some(&bytes[..n]), "{n}");
        }
        assert_eq!(to_base64(b"Man"), "TWFu");
        assert_eq!(to_base64(b"Ma"), "TWE");
        assert_eq!(from_base64("TWF=").as_deref(), None);
        assert_eq!(from_base64("T").as_deref(), None);
    }

    #[test]
    fn every_rule_has_its_bit() {
        for preset in euchre::Preset::ALL {
            for players in [euchre::Players::Four, euchre::Players::Three] {
                for (i, points) in euchre::PointsToWin::ALL.into_iter().enumerate() {
                    let rules = Rules {
                        points_to_win: points,
                        canadian_loner: i % 2 == 1,
                        going_under: i / 2 == 1,
                        call_for_best: i == 3 || i == 0,
                        ..preset.rules().with_players(players)
                    };
                    assert_eq!(rules_from(rules_bytes(&rules)), Ok(rules), "{rules:?}");
                }
            }
        }
        // A bit no rule of this version has: a link from a newer Bower.
        assert_eq!(rules_from([0x20, 0, 10]), Err(ChallengeError::Newer));
        // Each deck has its bit; the Joker and the 32 cards together are no deck.
        for deck in euchre::Deck::ALL {
            let rules = Rules {
                deck,
                ..Rules::standard()
            };
            assert_eq!(rules_from(rules_bytes(&rules)), Ok(rules));
        }
        assert_eq!(rules_from([0x18, 0, 10]), Err(ChallengeError::Malformed));
        assert_eq!(rules_from([0, 0, 9]), Err(ChallengeError::Malformed));
    }

    #[test]
    fn a_setup_is_written_as_a_challenge_writes_it_and_read_back() {
        use crate::challenge::{HandClaim, Origin};
        for preset in euchre::Preset::ALL {
            for players in [euchre::Players::Four, euchre::Players::Three] {
                for level in Difficulty::ALL {
                    let setup = Setup {
                        rules: preset.rules().with_players(players),
                        level,
                    };
                    let text = setup.encode();
                    assert_eq!(text.len(), 6);
                    assert_eq!(Setup::decode(&text), Ok(setup), "{setup:?}");
                    // The same bytes as the challenge's, after its version and a seed origin.
                    let challenge = Challenge {
                        origin: Origin::Seed(7),
                        rules: setup.rules,
                        level,
                        moves: vec![1, 2],
                        hands: vec![HandClaim {
                            yours: 2,
                            expert: 0,
                            ending: Ending::Made,
                        }],
                        seat: Seat::South,
                        others: None,
                    };
                    let bytes = from_base64(&challenge.encode()).unwrap();
                    assert_eq!(bytes[10..14], from_base64(&text).unwrap()[..]);
                }
            }
        }
        // Damaged: not base64, too short or long, a level or points that do not exist, a
        // non-canonical last character; a rule bit this version lacks is a newer Bower's.
        for bad in [
            "", "AAAK", "AAAKAQA", "AAAK!Q", "AAAKBA", "AAAJAQ", "AAAKAR",
        ] {
            assert_eq!(Setup::decode(bad), Err(ChallengeError::Malformed), "{bad}");
        }
        assert_eq!(Setup::decode("IAAKAQ"), Err(ChallengeError::Newer));
    }
}
