//! The two texts a guest and a host exchange to join, with no server between them: the
//! host's [`Invite`] (in a link, and as a QR code) and the guest's [`Answer`] (a code sent
//! back). Each is URL-safe base64 of a kind byte, the format's version, its fields, the
//! session description packed ([`Sdp::pack`]) and 4 bytes of hash over everything before:
//! a code cut short or mistyped is refused, never half read.

use core::fmt;

use euchre::Seat;
use euchre_ai::text::{from_base64, hash, to_base64};

use crate::sdp::{Sdp, SdpError, take};

/// The codes' format version.
const VERSION: u8 = 1;
/// The first byte of an invite and of an answer.
const INVITE: u8 = b'I';
const ANSWER: u8 = b'A';
/// The longest name a guest gives, in bytes of UTF-8.
pub const MAX_NAME: usize = 24;

/// The host's invitation to one seat: which table, which seat, the seat's secret (a guest
/// who rejoins shows it again), which invitation (each is answered once), and the host's
/// offer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// The table: drawn when the host opens it.
    pub table: u64,
    /// The seat offered.
    pub seat: Seat,
    /// The seat's secret: the same in every invitation to the seat, so that only its guest
    /// takes it back.
    pub token: u64,
    /// This invitation: a new one for every invitation.
    pub nonce: u32,
    /// The STUN server the host reaches other networks with, if it named one
    /// (`stun:host:port`, at most [`MAX_STUN`] bytes): the guest uses it too.
    pub stun: Option<String>,
    /// The host's offer.
    pub offer: Sdp,
}

/// The longest STUN server address an invitation carries, in bytes.
pub const MAX_STUN: usize = 100;

/// The guest's reply to an [`Invite`]: the invitation's table, number and the seat's
/// secret, the guest's name, and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The table, from the invitation.
    pub table: u64,
    /// The invitation's number.
    pub nonce: u32,
    /// The seat's secret, from the invitation.
    pub token: u64,
    /// The guest's name ([`name`] cleans it).
    pub name: String,
    /// The guest's answer.
    pub answer: Sdp,
}

/// Why a code cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not a code at all, or one cut short or changed on the way.
    Malformed,
    /// An answer given where an invitation is asked for.
    AnAnswer,
    /// An invitation given where an answer is asked for.
    AnInvite,
    /// A code from a later version of Bower.
    Version(u8),
    /// The session description in it cannot be used.
    Sdp(SdpError),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Malformed => {
                f.write_str("This code is incomplete or damaged: copy the whole of it again.")
            }
            CodeError::AnAnswer => {
                f.write_str("This is a guest's answer: it goes into the host's page.")
            }
            CodeError::AnInvite => {
                f.write_str("This is the host's invitation: open it on the guest's device.")
            }
            CodeError::Version(_) => {
                f.write_str("This code comes from a newer Bower: reload both pages and try again.")
            }
            CodeError::Sdp(_) => f.write_str(
                "This code holds no address the devices can use: make a new one and try again.",
            ),
        }
    }
}

impl std::error::Error for CodeError {}

impl Invite {
    /// The invitation as text.
    pub fn encode(&self) -> String {
        let mut out = vec![INVITE, VERSION];
        out.extend_from_slice(&self.table.to_be_bytes());
        out.push(self.seat.index() as u8);
        out.extend_from_slice(&self.token.to_be_bytes());
        out.extend_from_slice(&self.nonce.to_be_bytes());
        let stun = self
            .stun
            .as_deref()
            .filter(|s| s.len() <= MAX_STUN)
            .unwrap_or("");
        out.push(stun.len() as u8);
        out.extend_from_slice(stun.as_bytes());
        self.offer.pack(&mut out);
        sealed(out)
    }

    /// Reads an invitation.
    ///
    /// # Errors
    /// [`CodeError`]: why it cannot be read.
    pub fn decode(text: &str) -> Result<Invite, CodeError> {
        let mut bytes = &opened(text, INVITE)?[2..];
        let b = &mut bytes;
        let table = u64::from_be_bytes(fixed(b)?);
        let seat = take(b, 1).map_err(|_| CodeError::Malformed)?[0];
        if seat > 3 {
            return Err(CodeError::Malformed);
        }
        let token = u64::from_be_bytes(fixed(b)?);
        let nonce = u32::from_be_bytes(fixed(b)?);
        let len = usize::from(take(b, 1).map_err(|_| CodeError::Malformed)?[0]);
        let raw = take(b, len).map_err(|_| CodeError::Malformed)?;
        let stun = core::str::from_utf8(raw).map_err(|_| CodeError::Malformed)?;
        if len > MAX_STUN {
            return Err(CodeError::Malformed);
        }
        let stun = (!stun.is_empty()).then(|| stun.to_owned());
        let offer = Sdp::unpack(b).map_err(CodeError::Sdp)?;
        if !b.is_empty() {
            return Err(CodeError::Malformed);
        }
        Ok(Invite {
            table,
            seat: Seat::from_index(usize::from(seat)),
            token,
            nonce,
            stun,
            offer,
        })
    }
}

impl Answer {
    /// The answer as text.
    pub fn encode(&self) -> String {
        let mut out = vec![ANSWER, VERSION];
        out.extend_from_slice(&self.table.to_be_bytes());
        out.extend_from_slice(&self.nonce.to_be_bytes());
        out.extend_from_slice(&self.token.to_be_bytes());
        let name = name(&self.name);
        out.push(name.len() as u8);
        out.extend_from_slice(name.as_bytes());
        self.answer.pack(&mut out);
        sealed(out)
    }

    /// Reads an answer.
    ///
    /// # Errors
    /// [`CodeError`]: why it cannot be read.
    pub fn decode(text: &str) -> Result<Answer, CodeError> {
        let mut bytes = &opened(text, ANSWER)?[2..];
        let b = &mut bytes;
        let table = u64::from_be_bytes(fixed(b)?);
        let nonce = u32::from_be_bytes(fixed(b)?);
        let token = u64::from_be_bytes(fixed(b)?);
        let len = usize::from(take(b, 1).map_err(|_| CodeError::Malformed)?[0]);
        let raw = take(b, len).map_err(|_| CodeError::Malformed)?;
        let given = core::str::from_utf8(raw).map_err(|_| CodeError::Malformed)?;
        let answer = Sdp::unpack(b).map_err(CodeError::Sdp)?;
        if !b.is_empty() || len > MAX_NAME {
            return Err(CodeError::Malformed);
        }
        Ok(Answer {
            table,
            nonce,
            token,
            name: name(given),
            answer,
        })
    }
}

/// A guest's name as the table shows it: trimmed, without control characters, at most
/// [`MAX_NAME`] bytes (whole characters); "Guest" for none.
pub fn name(given: &str) -> String {
    let mut out = String::new();
    for c in given.trim().chars().filter(|c| !c.is_control()) {
        if out.len() + c.len_utf8() > MAX_NAME {
            break;
        }
        out.push(c);
    }
    let out = out.trim_end().to_owned();
    if out.is_empty() { "Guest".into() } else { out }
}

/// `bytes` with their hash's first 4 bytes, as text.
fn sealed(mut bytes: Vec<u8>) -> String {
    let check = hash(&bytes).to_be_bytes();
    bytes.extend_from_slice(&check[..4]);
    to_base64(&bytes)
}

/// The bytes of a code of `kind` with their hash checked and taken off.
fn opened(text: &str, kind: u8) -> Result<Vec<u8>, CodeError> {
    let text = text.trim();
    let mut bytes = from_base64(text).ok_or(CodeError::Malformed)?;
    if to_base64(&bytes) != text || bytes.len() < 6 {
        return Err(CodeError::Malformed);
    }
    let body = bytes.len() - 4;
    if hash(&bytes[..body]).to_be_bytes()[..4] != bytes[body..] {
        return Err(CodeError::Malformed);
    }
    bytes.truncate(body);
    match (bytes[0], bytes[1]) {
        (k, VERSION) if k == kind => Ok(bytes),
        (INVITE | ANSWER, v) if v > VERSION => Err(CodeError::Version(v)),
        (ANSWER, _) if kind == INVITE => Err(CodeError::AnAnswer),
        (INVITE, _) if kind == ANSWER => Err(CodeError::AnInvite),
        _ => Err(CodeError::Malformed),
    }
}

/// The next `N` bytes.
fn fixed<const N: usize>(bytes: &mut &[u8]) -> Result<[u8; N], CodeError> {
    take(bytes, N)
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or(CodeError::Malformed)
}
