//! [`Action`]s from text: what [`Display`](core::fmt::Display) writes, and the short forms a
//! Euchre problem is written in ("order", "call D alone", "play AS").

use core::fmt;
use core::str::FromStr;

use super::Action;
use crate::card::{Card, Suit, Trump};
use crate::seat::Seat;

/// An action's text was not understood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseActionError;

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "not an action: pass, order (alone), call SUIT (alone), discard CARD, play CARD, \
             defend alone, bury CARD, call for partner's best",
        )
    }
}

impl std::error::Error for ParseActionError {}

fn trump(text: &str) -> Result<Trump, ParseActionError> {
    let text = text.trim();
    if text.starts_with("high") {
        return Ok(Trump::High);
    }
    if text.starts_with("low") {
        return Ok(Trump::Low);
    }
    Suit::ALL
        .into_iter()
        .find(|s| {
            let mut letter = [0; 4];
            let mut symbol = [0; 4];
            text.eq_ignore_ascii_case(s.name())
                || text.eq_ignore_ascii_case(s.letter().encode_utf8(&mut letter))
                || text == s.symbol().encode_utf8(&mut symbol)
        })
        .map(Trump::Suit)
        .ok_or(ParseActionError)
}

fn card(text: &str) -> Result<Card, ParseActionError> {
    text.parse().map_err(|_| ParseActionError)
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Parses "pass", "order" ("order up", "pick up"; "… alone"), "call D" ("call hearts",
    /// "call ♠ alone", "call high"), "discard 9C", "play A♠", "defend alone", "bury 9C",
    /// "call for partner's best" and "keep the hand", in any case.
    ///
    /// ```
    /// use euchre::{Action, Suit, Trump};
    /// let call: Action = "call D alone".parse().unwrap();
    /// assert_eq!(call, Action::Call { trump: Trump::Suit(Suit::Diamonds), alone: true });
    /// assert_eq!(call.to_string().parse::<Action>(), Ok(call));
    /// assert!("order down".parse::<Action>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Action, ParseActionError> {
        let text = text.trim().to_ascii_lowercase();
        let (text, alone) = match text.strip_suffix(" alone") {
            Some(rest) if rest != "defend" => (rest.trim_end(), true),
            _ => (text.as_str(), false),
        };
        let action = match text {
            "pass" => Action::Pass,
            "order" | "order up" | "pick up" | "pick it up" => Action::OrderUp { alone },
            "defend alone" => Action::DefendAlone,
            "call for partner's best" => Action::CallForBest,
            "keep the hand" => Action::KeepHand,
            _ => {
                let (verb, rest) = text.split_once(' ').ok_or(ParseActionError)?;
                match verb {
                    "call" => Action::Call {
                        trump: trump(rest)?,
                        alone,
                    },
                    "discard" => Action::Discard(card(rest)?),
                    "play" => Action::Play(card(rest)?),
                    "bury" => Action::Bury(card(rest)?),
                    _ => return Err(ParseActionError),
                }
            }
        };
        let takes_alone = matches!(action, Action::OrderUp { .. } | Action::Call { .. });
        if alone && !takes_alone {
            return Err(ParseActionError);
        }
        Ok(action)
    }
}

/// Moves from text: "SEAT action" separated by commas, the seat as its letter or name ("N
/// pass, E order, S play AS", "West call hearts alone"), as a Euchre problem writes them.
///
/// ```
/// use euchre::{Action, Seat, parse_moves};
/// let moves = parse_moves("N pass, East order").unwrap();
/// assert_eq!(moves, [(Seat::North, Action::Pass), (Seat::East, Action::OrderUp { alone: false })]);
/// ```
///
/// # Errors
/// [`ParseActionError`] for a move that is not a seat and an action.
pub fn parse_moves(text: &str) -> Result<Vec<(Seat, Action)>, ParseActionError> {
    text.split(',')
        .map(str::trim)
        .filter(|m| !m.is_empty())
        .map(|m| {
            let (who, what) = m.split_once(' ').ok_or(ParseActionError)?;
            let seat = Seat::ALL
                .into_iter()
                .find(|s| {
                    who.eq_ignore_ascii_case(s.name()) || who.eq_ignore_ascii_case(&s.name()[..1])
                })
                .ok_or(ParseActionError)?;
            Ok((seat, what.parse()?))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_written_reads_back() {
        let cards = ["9C", "TD", "JH", "AS", "joker"].map(|c| c.parse::<Card>().unwrap());
        let mut actions = vec![
            Action::Pass,
            Action::DefendAlone,
            Action::CallForBest,
            Action::KeepHand,
        ];
        for alone in [false, true] {
            actions.push(Action::OrderUp { alone });
            actions.extend(Trump::ALL.map(|trump| Action::Call { trump, alone }));
        }
        for card in cards {
            actions.extend([
                Action::Discard(card),
                Action::Play(card),
                Action::Bury(card),
            ]);
        }
        for action in actions {
            assert_eq!(action.to_string().parse(), Ok(action), "{action}");
        }
    }

    #[test]
    fn the_short_forms_of_a_problem_read() {
        let read = |t: &str| t.parse::<Action>();
        assert_eq!(read("order"), Ok(Action::OrderUp { alone: false }));
        assert_eq!(
            read("Pick it up alone"),
            Ok(Action::OrderUp { alone: true })
        );
        let spades = Trump::Suit(Suit::Spades);
        assert_eq!(
            read("call s"),
            Ok(Action::Call {
                trump: spades,
                alone: false
            })
        );
        assert_eq!(read("play 10h"), Ok(Action::Play("TH".parse().unwrap())));
        for wrong in [
            "",
            "call",
            "call X",
            "play 5H",
            "pass alone",
            "play AS alone",
            "bid",
        ] {
            assert_eq!(read(wrong), Err(ParseActionError), "{wrong:?}");
        }
    }
}
