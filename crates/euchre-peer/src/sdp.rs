//! A WebRTC session description for one data channel, cut to what a connection needs
//! ([`Sdp`]) and packed into a few dozen bytes: what an invite link and an answer code carry
//! instead of the browser's kilobyte of text.
//!
//! What is kept: the ICE credentials, the DTLS certificate's fingerprint and role, and the
//! UDP candidates (the device's addresses, or their mDNS names); everything else of the
//! browser's text is the same for every data channel and is written back as constants. The
//! candidates are gathered before the text is taken (no trickle ICE).

use core::fmt;
use core::fmt::Write as _;

/// A data channel's session description: what a peer needs to reach this one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sdp {
    /// The ICE user fragment (`a=ice-ufrag`).
    pub ufrag: String,
    /// The ICE password (`a=ice-pwd`).
    pub pwd: String,
    /// The DTLS certificate's fingerprint (`a=fingerprint`).
    pub fingerprint: Fingerprint,
    /// The DTLS role (`a=setup`).
    pub setup: Setup,
    /// The UDP candidates, at most [`MAX_CANDIDATES`].
    pub candidates: Vec<Candidate>,
}

/// The most candidates kept: a device with more addresses than this is reached on its first
/// ones.
pub const MAX_CANDIDATES: usize = 8;

/// A certificate fingerprint: its hash function and value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint {
    /// The hash function.
    pub hash: Hash,
    /// Its value (20, 32, 48 or 64 bytes, as the function gives).
    pub value: Vec<u8>,
}

/// The hash functions of a DTLS fingerprint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hash {
    /// `sha-1`.
    Sha1,
    /// `sha-256`, what browsers use.
    Sha256,
    /// `sha-384`.
    Sha384,
    /// `sha-512`.
    Sha512,
}

impl Hash {
    const ALL: [Hash; 4] = [Hash::Sha1, Hash::Sha256, Hash::Sha384, Hash::Sha512];

    fn name(self) -> &'static str {
        match self {
            Hash::Sha1 => "sha-1",
            Hash::Sha256 => "sha-256",
            Hash::Sha384 => "sha-384",
            Hash::Sha512 => "sha-512",
        }
    }

    const fn len(self) -> usize {
        match self {
            Hash::Sha1 => 20,
            Hash::Sha256 => 32,
            Hash::Sha384 => 48,
            Hash::Sha512 => 64,
        }
    }
}

/// The DTLS role (`a=setup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// Either (an offer's).
    ActPass,
    /// The DTLS client (an answer's, usually).
    Active,
    /// The DTLS server.
    Passive,
}

impl Setup {
    const ALL: [Setup; 3] = [Setup::ActPass, Setup::Active, Setup::Passive];

    fn name(self) -> &'static str {
        match self {
            Setup::ActPass => "actpass",
            Setup::Active => "active",
            Setup::Passive => "passive",
        }
    }
}

/// One UDP candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Its kind.
    pub kind: Kind,
    /// Its priority.
    pub priority: u32,
    /// Its address.
    pub address: Address,
    /// Its port.
    pub port: u16,
}

/// What a candidate is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The device's own address (or its mDNS name).
    Host,
    /// The address a STUN server saw.
    Srflx,
    /// An address learnt from a peer.
    Prflx,
    /// A relay's address.
    Relay,
}

impl Kind {
    const ALL: [Kind; 4] = [Kind::Host, Kind::Srflx, Kind::Prflx, Kind::Relay];

    fn name(self) -> &'static str {
        match self {
            Kind::Host => "host",
            Kind::Srflx => "srflx",
            Kind::Prflx => "prflx",
            Kind::Relay => "relay",
        }
    }
}

/// A candidate's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address.
    V6([u16; 8]),
    /// An mDNS name `<uuid>.local`, as browsers hide a device's addresses: the UUID's bytes.
    Mdns([u8; 16]),
}

/// Why a session description cannot be read or unpacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SdpError {
    /// A field a connection needs is missing: its name.
    Missing(&'static str),
    /// A field has a value this format cannot hold: its name.
    Unsupported(&'static str),
    /// No UDP candidate: the description was taken before ICE gathering found an address.
    NoCandidate,
    /// The packed bytes end early or hold a value out of range.
    Truncated,
}

impl fmt::Display for SdpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SdpError::Missing(what) => write!(f, "the description has no {what}"),
            SdpError::Unsupported(what) => write!(f, "the description's {what} is not supported"),
            SdpError::NoCandidate => f.write_str("the description has no address to reach"),
            SdpError::Truncated => f.write_str("the description is cut short"),
        }
    }
}

impl std::error::Error for SdpError {}

/// The ICE credentials' longest length (RFC 8839 allows 256; browsers use 4 to 32).
const MAX_ICE: usize = 64;

impl Sdp {
    /// Reads a browser's session description (the text of `RTCSessionDescription.sdp`):
    /// the first media section's credentials, fingerprint, role and UDP candidates, in
    /// order. TCP candidates and every other line are left out.
    ///
    /// # Errors
    /// [`SdpError`]: a field missing or out of this format, or no UDP candidate.
    pub fn parse(text: &str) -> Result<Sdp, SdpError> {
        let mut ufrag = None;
        let mut pwd = None;
        let mut fingerprint = None;
        let mut setup = None;
        let mut candidates = Vec::new();
        for line in text.lines().map(str::trim) {
            let Some(attribute) = line.strip_prefix("a=") else {
                continue;
            };
            let (name, value) = attribute.split_once(':').unwrap_or((attribute, ""));
            match name {
                "ice-ufrag" if ufrag.is_none() => ufrag = Some(ice(value, "ice-ufrag")?),
                "ice-pwd" if pwd.is_none() => pwd = Some(ice(value, "ice-pwd")?),
                "fingerprint" if fingerprint.is_none() => {
                    fingerprint = Some(Fingerprint::parse(value)?);
                }
                "setup" if setup.is_none() => {
                    setup = Some(
                        Setup::ALL
                            .into_iter()
                            .find(|s| s.name() == value)
                            .ok_or(SdpError::Unsupported("setup"))?,
                    );
                }
                "candidate" if candidates.len() < MAX_CANDIDATES => {
                    candidates.extend(Candidate::parse(value));
                }
                _ => {}
            }
        }
        if candidates.is_empty() {
            return Err(SdpError::NoCandidate);
        }
        Ok(Sdp {
            ufrag: ufrag.ok_or(SdpError::Missing("ice-ufrag"))?,
            pwd: pwd.ok_or(SdpError::Missing("ice-pwd"))?,
            fingerprint: fingerprint.ok_or(SdpError::Missing("fingerprint"))?,
            setup: setup.ok_or(SdpError::Missing("setup"))?,
            candidates,
        })
    }

    /// The description as a browser takes it (`setRemoteDescription`): one data channel
    /// (SCTP on DTLS on UDP, `mid` 0), this side's credentials, fingerprint and role, and its
    /// candidates, complete.
    pub fn text(&self) -> String {
        let mut s = String::with_capacity(640);
        let fingerprint = self
            .fingerprint
            .value
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect::<Vec<_>>()
            .join(":");
        s.push_str("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\n");
        s.push_str("a=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n");
        s.push_str("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n");
        for (i, c) in self.candidates.iter().enumerate() {
            let _ = write!(
                s,
                "a=candidate:{i} 1 udp {} {} {} typ {}",
                c.priority,
                c.address,
                c.port,
                c.kind.name()
            );
            if c.kind != Kind::Host {
                s.push_str(" raddr 0.0.0.0 rport 0");
            }
            s.push_str("\r\n");
        }
        s.push_str("a=end-of-candidates\r\n");
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:{} {fingerprint}\r\na=setup:{}\r\n",
            self.ufrag,
            self.pwd,
            self.fingerprint.hash.name(),
            self.setup.name()
        );
        s.push_str("a=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n");
        s
    }

    /// The description packed into bytes.
    pub fn pack(&self, out: &mut Vec<u8>) {
        for text in [&self.ufrag, &self.pwd] {
            out.push(text.len() as u8);
            out.extend_from_slice(text.as_bytes());
        }
        let hash = Hash::ALL.iter().position(|&h| h == self.fingerprint.hash);
        let setup = Setup::ALL.iter().position(|&s| s == self.setup);
        out.push((hash.unwrap_or(0) as u8) << 2 | setup.unwrap_or(0) as u8);
        out.extend_from_slice(&self.fingerprint.value);
        out.push(self.candidates.len() as u8);
        for c in &self.candidates {
            let kind = Kind::ALL.iter().position(|&k| k == c.kind).unwrap_or(0) as u8;
            let family = match c.address {
                Address::V4(_) => 0,
                Address::V6(_) => 1,
                Address::Mdns(_) => 2,
            };
            out.push(kind << 2 | family);
            out.extend_from_slice(&c.priority.to_be_bytes());
            out.extend_from_slice(&c.port.to_be_bytes());
            match &c.address {
                Address::V4(ip) => out.extend_from_slice(ip),
                Address::V6(ip) => ip
                    .iter()
                    .for_each(|w| out.extend_from_slice(&w.to_be_bytes())),
                Address::Mdns(uuid) => out.extend_from_slice(uuid),
            }
        }
    }

    /// Unpacks a description packed by [`pack`](Sdp::pack) from the front of `bytes`,
    /// leaving the rest.
    ///
    /// # Errors
    /// [`SdpError::Truncated`] for bytes that end early or hold a value out of range,
    /// [`SdpError::NoCandidate`] for a description without a candidate.
    pub fn unpack(bytes: &mut &[u8]) -> Result<Sdp, SdpError> {
        let mut text = || -> Result<String, SdpError> {
            let len = usize::from(take(bytes, 1)?[0]);
            let raw = take(bytes, len)?;
            let s = core::str::from_utf8(raw).map_err(|_| SdpError::Truncated)?;
            ice(s, "ice").map_err(|_| SdpError::Truncated)
        };
        let ufrag = text()?;
        let pwd = text()?;
        let roles = take(bytes, 1)?[0];
        let hash = *Hash::ALL
            .get(usize::from(roles >> 2))
            .ok_or(SdpError::Truncated)?;
        let setup = *Setup::ALL
            .get(usize::from(roles & 3))
            .ok_or(SdpError::Truncated)?;
        let value = take(bytes, hash.len())?.to_vec();
        let count = usize::from(take(bytes, 1)?[0]);
        if count == 0 {
            return Err(SdpError::NoCandidate);
        }
        if count > MAX_CANDIDATES {
            return Err(SdpError::Truncated);
        }
        let mut candidates = Vec::with_capacity(count);
        for _ in 0..count {
            let head = take(bytes, 7)?;
            let kind = *Kind::ALL
                .get(usize::from(head[0] >> 2))
                .ok_or(SdpError::Truncated)?;
            let priority = u32::from_be_bytes([head[1], head[2], head[3], head[4]]);
            let port = u16::from_be_bytes([head[5], head[6]]);
            let address = match head[0] & 3 {
                0 => Address::V4(
                    take(bytes, 4)?
                        .try_into()
                        .map_err(|_| SdpError::Truncated)?,
                ),
                1 => {
                    let raw = take(bytes, 16)?;
                    Address::V6(core::array::from_fn(|i| {
                        u16::from_be_bytes([raw[2 * i], raw[2 * i + 1]])
                    }))
                }
                2 => Address::Mdns(
                    take(bytes, 16)?
                        .try_into()
                        .map_err(|_| SdpError::Truncated)?,
                ),
                _ => return Err(SdpError::Truncated),
            };
            candidates.push(Candidate {
                kind,
                priority,
                address,
                port,
            });
        }
        Ok(Sdp {
            ufrag,
            pwd,
            fingerprint: Fingerprint { hash, value },
            setup,
            candidates,
        })
    }
}

/// The first `n` bytes of `bytes`, taken off it.
pub(crate) fn take<'a>(bytes: &mut &'a [u8], n: usize) -> Result<&'a [u8], SdpError> {
    if bytes.len() < n {
        return Err(SdpError::Truncated);
    }
    let (head, rest) = bytes.split_at(n);
    *bytes = rest;
    Ok(head)
}

/// An ICE credential: 1 to [`MAX_ICE`] characters of `A-Z a-z 0-9 + /`.
fn ice(value: &str, what: &'static str) -> Result<String, SdpError> {
    let ok = (1..=MAX_ICE).contains(&value.len())
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/');
    if ok {
        Ok(value.to_owned())
    } else {
        Err(SdpError::Unsupported(what))
    }
}

impl Fingerprint {
    fn parse(value: &str) -> Result<Fingerprint, SdpError> {
        let (name, hex) = value
            .split_once(' ')
            .ok_or(SdpError::Unsupported("fingerprint"))?;
        let hash = Hash::ALL
            .into_iter()
            .find(|h| h.name().eq_ignore_ascii_case(name))
            .ok_or(SdpError::Unsupported("fingerprint"))?;
        let value: Vec<u8> = hex
            .trim()
            .split(':')
            .map(|b| u8::from_str_radix(b, 16))
            .collect::<Result<_, _>>()
            .map_err(|_| SdpError::Unsupported("fingerprint"))?;
        if value.len() != hash.len() {
            return Err(SdpError::Unsupported("fingerprint"));
        }
        Ok(Fingerprint { hash, value })
    }
}

impl Candidate {
    /// A candidate line's value (`foundation component protocol priority address port typ
    /// kind …`): `None` for a TCP candidate, another component's, or one this format cannot
    /// hold.
    fn parse(value: &str) -> Option<Candidate> {
        let mut parts = value.split_ascii_whitespace();
        let _foundation = parts.next()?;
        let component = parts.next()?;
        let protocol = parts.next()?;
        let priority = parts.next()?.parse().ok()?;
        let address = Address::parse(parts.next()?)?;
        let port = parts.next()?.parse().ok()?;
        if component != "1" || !protocol.eq_ignore_ascii_case("udp") || parts.next()? != "typ" {
            return None;
        }
        let kind = parts.next()?;
        let kind = Kind::ALL.into_iter().find(|k| k.name() == kind)?;
        Some(Candidate {
            kind,
            priority,
            address,
            port,
        })
    }
}

impl Address {
    fn parse(text: &str) -> Option<Address> {
        if let Some(uuid) = text.strip_suffix(".local") {
            let hex: String = uuid.chars().filter(|&c| c != '-').collect();
            let dashes = uuid.char_indices().filter(|&(_, c)| c == '-');
            let canonical = dashes.map(|(i, _)| i).eq([8, 13, 18, 23]) && hex.len() == 32;
            if !canonical || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return None;
            }
            let bytes: Vec<u8> = (0..16)
                .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16))
                .collect::<Result<_, _>>()
                .ok()?;
            return Some(Address::Mdns(bytes.try_into().ok()?));
        }
        match text.parse::<std::net::IpAddr>().ok()? {
            std::net::IpAddr::V4(ip) => Some(Address::V4(ip.octets())),
            std::net::IpAddr::V6(ip) => Some(Address::V6(ip.segments())),
        }
    }
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Address::V4(ip) => std::net::Ipv4Addr::from(*ip).fmt(f),
            Address::V6(ip) => std::net::Ipv6Addr::from(*ip).fmt(f),
            Address::Mdns(b) => {
                for (i, byte) in b.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{byte:02x}")?;
                }
                f.write_str(".local")
            }
        }
    }
}
