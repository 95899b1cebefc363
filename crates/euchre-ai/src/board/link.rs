//! A position as the text of a link: URL-safe base64 of a version byte; the rules (three
//! bytes, as a challenge writes them); a byte of the dealer's seat and the deciding seat's
//! (two bits each); the seat's five cards as dealt and the upcard (a byte each, the card's
//! index); the score (two bytes); the count of actions, and each as a byte of its seat (two
//! high bits), whether alone (bit 4) and its kind (four low bits), then its card, cards or
//! trump; in version 2 only (a seat that went under), the count of the kitty's cards it took
//! and each; then 4 bytes of hash over everything before. A position with a dozen actions is
//! about 60 characters.
//!
//! Reading one checks it twice: the text (damaged, cut off, from a newer Bower: a
//! [`LinkError`] with its sentence) and the position (the engine's typed
//! [`PositionError`]: a card twice, a hand of the wrong size, a play against a void shown).

use core::fmt;

use euchre::{Action, ByTeam, Card, CardSet, Position, PositionError, Seat, Trump};

use crate::challenge::{ChallengeError, rules_bytes, rules_from};
use crate::text::{from_base64, hash, to_base64};

/// The format's version: the first byte of every position's link. Version 2 adds the
/// kitty's cards its seat took when it went under, after the actions; a position without
/// them is written as version 1, which every Bower since the board reads.
pub const VERSION: u8 = 2;
/// The version of a position whose seat took no cards.
const PLAIN: u8 = 1;

/// The longest text read: a position of a whole hand is well under it.
const LONGEST: usize = 512;

/// Why a position's link cannot be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not a position's text: bad characters, cut off, edited (the hash), trailing bytes.
    Damaged,
    /// Written by a newer Bower: a version or a rule this one does not know.
    Newer,
    /// The text is a position's, but the position cannot happen.
    Position(PositionError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Damaged => f.write_str("this position's link is damaged or incomplete"),
            LinkError::Newer => {
                f.write_str("this position comes from a newer Bower: reload the page")
            }
            LinkError::Position(e) => write!(f, "this position cannot happen: {e}"),
        }
    }
}

impl std::error::Error for LinkError {}

/// An action's kinds, in the order the link numbers them.
const PASS: u8 = 0;
const ORDER_UP: u8 = 1;
const CALL: u8 = 2;
const DISCARD: u8 = 3;
const DEFEND_ALONE: u8 = 4;
const PLAY: u8 = 5;
const GO_UNDER: u8 = 6;
const KEEP_HAND: u8 = 7;
const CALL_FOR_BEST: u8 = 8;
const PASS_BEST: u8 = 9;
const BURY: u8 = 10;
/// The bit of an action's byte that says it is alone.
const ALONE: u8 = 1 << 4;

fn card_byte(card: Card) -> u8 {
    card.index() as u8
}

/// `position` as the text of a link.
///
/// # Examples
/// ```
/// use euchre::{Position, Rules, Seat};
/// use euchre_ai::board::link;
/// let card = |s: &str| s.parse().unwrap();
/// let position = Position::new(
///     Rules::standard(),
///     Seat::West,
///     Seat::South,
///     "AS QS 9S AD JD".parse().unwrap(),
///     card("JH"),
/// );
/// let text = link::encode(&position);
/// assert_eq!(link::decode(&text), Ok(position));
/// assert!(link::decode(&text[1..]).is_err());
/// ```
pub fn encode(position: &Position) -> String {
    let taken = !position.taken.is_empty();
    let mut bytes = vec![if taken { VERSION } else { PLAIN }];
    bytes.extend(rules_bytes(&position.rules));
    bytes.push((position.dealer.index() as u8) << 2 | position.seat.index() as u8);
    bytes.extend(position.dealt.iter().map(card_byte));
    bytes.push(card_byte(position.upcard));
    bytes.extend(position.scores.0);
    bytes.push(position.actions.len().min(255) as u8);
    for &(seat, action) in position.actions.iter().take(255) {
        let head = |kind: u8, alone: bool| {
            (seat.index() as u8) << 6 | if alone { ALONE } else { 0 } | kind
        };
        match action {
            Action::Pass => bytes.push(head(PASS, false)),
            Action::OrderUp { alone } => bytes.push(head(ORDER_UP, alone)),
            Action::Call { trump, alone } => {
                bytes.extend([head(CALL, alone), trump.index() as u8]);
            }
            Action::Discard(card) => bytes.extend([head(DISCARD, false), card_byte(card)]),
            Action::DefendAlone => bytes.push(head(DEFEND_ALONE, false)),
            Action::Play(card) => bytes.extend([head(PLAY, false), card_byte(card)]),
            Action::GoUnder(cards) => {
                bytes.push(head(GO_UNDER, false));
                bytes.extend(cards.map(card_byte));
            }
            Action::KeepHand => bytes.push(head(KEEP_HAND, false)),
            Action::CallForBest => bytes.push(head(CALL_FOR_BEST, false)),
            Action::PassBest(card) => bytes.extend([head(PASS_BEST, false), card_byte(card)]),
            Action::Bury(card) => bytes.extend([head(BURY, false), card_byte(card)]),
        }
    }
    if taken {
        bytes.push(position.taken.len() as u8);
        bytes.extend(position.taken.iter().map(card_byte));
    }
    let seal = hash(&bytes).to_be_bytes();
    bytes.extend(&seal[..4]);
    to_base64(&bytes)
}

/// Reads bytes in order; `None` past the end.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn byte(&mut self) -> Option<u8> {
        let (&first, rest) = self.0.split_first()?;
        self.0 = rest;
        Some(first)
    }

    fn card(&mut self) -> Option<Card> {
        Card::from_index(usize::from(self.byte()?))
    }
}

/// The position a link's text names, checked by the engine ([`Position::view`]).
///
/// # Errors
/// [`LinkError`]: the text is damaged or from a newer Bower, or its position cannot happen.
pub fn decode(text: &str) -> Result<Position, LinkError> {
    let text = text.trim();
    if text.len() > LONGEST {
        return Err(LinkError::Damaged);
    }
    let bytes = from_base64(text).ok_or(LinkError::Damaged)?;
    // One text for one position: the last character's spare bits are zero.
    if to_base64(&bytes) != text {
        return Err(LinkError::Damaged);
    }
    let (body, seal) = bytes.split_last_chunk::<4>().ok_or(LinkError::Damaged)?;
    let version = match body.first() {
        Some(&v) if v > VERSION => return Err(LinkError::Newer),
        Some(&v) if v >= PLAIN => v,
        _ => return Err(LinkError::Damaged),
    };
    if hash(body).to_be_bytes()[..4] != *seal {
        return Err(LinkError::Damaged);
    }
    let position = read(&mut Reader(&body[1..]), version)?;
    position.view().map_err(LinkError::Position)?;
    Ok(position)
}

fn read(r: &mut Reader, version: u8) -> Result<Position, LinkError> {
    let damaged = LinkError::Damaged;
    let rules = rules_from([
        r.byte().ok_or(damaged)?,
        r.byte().ok_or(damaged)?,
        r.byte().ok_or(damaged)?,
    ])
    .map_err(|e| match e {
        ChallengeError::Newer => LinkError::Newer,
        _ => damaged,
    })?;
    let seats = r.byte().filter(|b| b >> 4 == 0).ok_or(damaged)?;
    let (dealer, seat) = (
        Seat::from_index(usize::from(seats >> 2)),
        Seat::from_index(usize::from(seats & 3)),
    );
    let mut dealt = CardSet::EMPTY;
    for _ in 0..5 {
        let card = r.card().ok_or(damaged)?;
        if !dealt.insert(card) {
            return Err(LinkError::Position(PositionError::CardTwice(card)));
        }
    }
    let upcard = r.card().ok_or(damaged)?;
    let scores = ByTeam([r.byte().ok_or(damaged)?, r.byte().ok_or(damaged)?]);
    let count = r.byte().ok_or(damaged)?;
    let mut actions = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let head = r.byte().ok_or(damaged)?;
        let seat = Seat::from_index(usize::from(head >> 6));
        let alone = head & ALONE != 0;
        let kind = head & 15;
        // Only a bid goes alone.
        if alone && !matches!(kind, ORDER_UP | CALL) || head & 0x20 != 0 {
            return Err(damaged);
        }
        let action = match kind {
            PASS => Action::Pass,
            ORDER_UP => Action::OrderUp { alone },
            CALL => Action::Call {
                trump: *Trump::ALL
                    .get(usize::from(r.byte().ok_or(damaged)?))
                    .ok_or(damaged)?,
                alone,
            },
            DISCARD => Action::Discard(r.card().ok_or(damaged)?),
            DEFEND_ALONE => Action::DefendAlone,
            PLAY => Action::Play(r.card().ok_or(damaged)?),
            GO_UNDER => Action::GoUnder([
                r.card().ok_or(damaged)?,
                r.card().ok_or(damaged)?,
                r.card().ok_or(damaged)?,
            ]),
            KEEP_HAND => Action::KeepHand,
            CALL_FOR_BEST => Action::CallForBest,
            PASS_BEST => Action::PassBest(r.card().ok_or(damaged)?),
            BURY => Action::Bury(r.card().ok_or(damaged)?),
            _ => return Err(damaged),
        };
        actions.push((seat, action));
    }
    let mut taken = CardSet::EMPTY;
    if version >= 2 {
        for _ in 0..r.byte().ok_or(damaged)? {
            let card = r.card().ok_or(damaged)?;
            if !taken.insert(card) {
                return Err(LinkError::Position(PositionError::CardTwice(card)));
            }
        }
        // Version 2 is written only for cards taken.
        if taken.is_empty() {
            return Err(damaged);
        }
    }
    if !r.0.is_empty() {
        return Err(damaged);
    }
    Ok(Position {
        rules,
        dealer,
        seat,
        dealt,
        upcard,
        scores,
        actions,
        taken,
    })
}
