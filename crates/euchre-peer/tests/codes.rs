//! The codes exchanged to join a table: a browser's session description read and cut to
//! what a data channel needs, packed into an invitation or an answer and read back; damaged,
//! truncated, swapped and future codes refused with their reason; names cleaned.

use euchre::Seat;
use euchre_peer::{
    Address, Answer, CodeError, Hash, Invite, Kind, MAX_NAME, Sdp, SdpError, Setup, name,
};

/// An offer as Chromium writes it once ICE gathering is complete: an mDNS host candidate
/// and its TCP twin, a raw IPv4 and IPv6 host candidate and a server-reflexive one.
const CHROMIUM: &str = "v=0\r
o=- 5498186869896684180 2 IN IP4 127.0.0.1\r
s=-\r
t=0 0\r
a=group:BUNDLE 0\r
a=extmap-allow-mixed\r
a=msid-semantic: WMS\r
m=application 56214 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 10.0.0.1\r
a=candidate:3051154521 1 udp 2113937151 4f1e2a9c-6a2b-4d8e-9c1a-0b8e7c6d5f4a.local 56214 typ host generation 0 network-cost 999\r
a=candidate:1790339213 1 tcp 1518157055 4f1e2a9c-6a2b-4d8e-9c1a-0b8e7c6d5f4a.local 9 typ host tcptype active generation 0 network-cost 999\r
a=candidate:1 1 udp 2122260223 10.77.0.1 40001 typ host generation 0\r
a=candidate:2 1 udp 2122262783 fd00::1 40002 typ host generation 0\r
a=candidate:3 1 udp 1686052607 203.0.113.7 61000 typ srflx raddr 10.77.0.1 rport 40001 generation 0\r
a=ice-ufrag:Xw3T\r
a=ice-pwd:Qk8bWz1yq6vE2r5Jp0Lm9nA4\r
a=ice-options:trickle\r
a=fingerprint:sha-256 6B:8B:5A:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:01:02:03:04:05:06:07:08:09:0A:0B:0C:0D\r
a=setup:actpass\r
a=mid:0\r
a=sctp-port:5000\r
a=max-message-size:262144\r
";

/// An answer as Firefox writes it: its own field order and upper-case UDP.
const FIREFOX: &str = "v=0\r
o=mozilla...THIS_IS_SDPARTA-99.0 7055950426447917030 0 IN IP4 0.0.0.0\r
s=-\r
t=0 0\r
a=fingerprint:sha-256 01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F:20\r
a=group:BUNDLE 0\r
a=ice-options:trickle\r
a=msid-semantic:WMS *\r
m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 0.0.0.0\r
a=candidate:0 1 UDP 2122252543 10.77.0.2 51234 typ host\r
a=candidate:1 1 TCP 2105524479 10.77.0.2 9 typ host tcptype active\r
a=sendrecv\r
a=end-of-candidates\r
a=ice-pwd:4c7ac3e1b4d7e6f5a0b1c2d3e4f5a6b7\r
a=ice-ufrag:9f0e1d2c\r
a=mid:0\r
a=setup:active\r
a=sctp-port:5000\r
a=max-message-size:1073741823\r
";

#[test]
fn a_browsers_description_is_cut_to_what_a_data_channel_needs() {
    let offer = Sdp::parse(CHROMIUM).unwrap();
    assert_eq!(offer.ufrag, "Xw3T");
    assert_eq!(offer.pwd, "Qk8bWz1yq6vE2r5Jp0Lm9nA4");
    assert_eq!(offer.setup, Setup::ActPass);
    assert_eq!(offer.fingerprint.hash, Hash::Sha256);
    assert_eq!(offer.fingerprint.value[..3], [0x6B, 0x8B, 0x5A]);
    // The TCP candidate is left out; the UDP ones kept in order.
    let kinds: Vec<_> = offer.candidates.iter().map(|c| c.kind).collect();
    assert_eq!(kinds, [Kind::Host, Kind::Host, Kind::Host, Kind::Srflx]);
    assert_eq!(
        offer.candidates[0].address.to_string(),
        "4f1e2a9c-6a2b-4d8e-9c1a-0b8e7c6d5f4a.local"
    );
    assert_eq!(offer.candidates[1].address, Address::V4([10, 77, 0, 1]));
    assert_eq!(offer.candidates[2].address.to_string(), "fd00::1");
    assert_eq!(offer.candidates[0].port, 56214);
    assert_eq!(offer.candidates[0].priority, 2_113_937_151);

    let answer = Sdp::parse(FIREFOX).unwrap();
    assert_eq!(answer.setup, Setup::Active);
    assert_eq!(answer.candidates.len(), 1);

    // The text written back reads as the same description.
    for sdp in [&offer, &answer] {
        let text = sdp.text();
        assert_eq!(&Sdp::parse(&text).unwrap(), sdp);
        assert!(text.contains("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"));
        assert!(text.contains("a=sctp-port:5000\r\n"));
    }
}

#[test]
fn a_description_without_what_a_connection_needs_is_refused() {
    let without = |line: &str| {
        CHROMIUM
            .lines()
            .filter(|l| !l.starts_with(line))
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        Sdp::parse(&without("a=ice-pwd")),
        Err(SdpError::Missing("ice-pwd"))
    );
    assert_eq!(
        Sdp::parse(&without("a=fingerprint")),
        Err(SdpError::Missing("fingerprint"))
    );
    // Taken before gathering: no candidate yet.
    assert_eq!(
        Sdp::parse(&without("a=candidate")),
        Err(SdpError::NoCandidate)
    );
    let odd = CHROMIUM.replace("sha-256 6B:8B", "sha-256 6B");
    assert_eq!(Sdp::parse(&odd), Err(SdpError::Unsupported("fingerprint")));
    assert_eq!(Sdp::parse("not a description"), Err(SdpError::NoCandidate));
}

fn invite() -> Invite {
    Invite {
        table: 0x0123_4567_89AB_CDEF,
        seat: Seat::West,
        token: 0xFEDC_BA98_7654_3210,
        nonce: 77,
        stun: None,
        offer: Sdp::parse(CHROMIUM).unwrap(),
    }
}

fn answer() -> Answer {
    Answer {
        table: 0x0123_4567_89AB_CDEF,
        nonce: 77,
        token: 0xFEDC_BA98_7654_3210,
        name: "Ann".into(),
        answer: Sdp::parse(FIREFOX).unwrap(),
    }
}

#[test]
fn invitations_and_answers_are_read_back_as_written_and_short() {
    let code = invite().encode();
    assert_eq!(Invite::decode(&code).unwrap(), invite());
    // Four candidates: well under a kilobyte even in a link of a long address.
    assert!(code.len() < 300, "{} characters", code.len());
    assert!(
        code.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    );
    // With the host's STUN server, for the guest to use too.
    let stun = Invite {
        stun: Some("stun:stun.example.net:3478".into()),
        ..invite()
    };
    assert_eq!(Invite::decode(&stun.encode()).unwrap(), stun);
    let back = answer().encode();
    assert_eq!(Answer::decode(&back).unwrap(), answer());
    assert!(back.len() < 200, "{} characters", back.len());
    // Spaces and line breaks around a pasted code are no harm.
    assert_eq!(Answer::decode(&format!("  {back}\n")).unwrap(), answer());
}

#[test]
fn a_damaged_truncated_swapped_or_future_code_is_refused() {
    let code = invite().encode();
    // Cut anywhere: refused.
    for len in 0..code.len() {
        assert!(Invite::decode(&code[..len]).is_err(), "cut at {len}");
    }
    // Any one character changed: refused.
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for i in 0..code.len() {
        let mut bytes = code.clone().into_bytes();
        bytes[i] = alphabet[(alphabet.iter().position(|&c| c == bytes[i]).unwrap() + 7) % 64];
        let changed = String::from_utf8(bytes).unwrap();
        assert!(Invite::decode(&changed).is_err(), "changed at {i}");
    }
    assert_eq!(Invite::decode("hello there"), Err(CodeError::Malformed));
    // The one where the other is asked for: said so.
    assert_eq!(Invite::decode(&answer().encode()), Err(CodeError::AnAnswer));
    assert_eq!(Answer::decode(&code), Err(CodeError::AnInvite));
    // A code of a later format: said so, not misread.
    let mut later = vec![b'I', 2, 1, 2, 3];
    later.extend_from_slice(&euchre_ai::text::hash(&later).to_be_bytes()[..4]);
    let later = euchre_ai::text::to_base64(&later);
    assert_eq!(Invite::decode(&later), Err(CodeError::Version(2)));
    assert_eq!(
        CodeError::AnAnswer.to_string(),
        "This is a guest's answer: it goes into the host's page."
    );
}

#[test]
fn names_are_cleaned_and_bounded() {
    assert_eq!(name("  Ann  "), "Ann");
    assert_eq!(name(""), "Guest");
    assert_eq!(name("\u{7}\n"), "Guest");
    assert_eq!(name("Zoë\tthe\u{0}Great"), "ZoëtheGreat");
    let long = name(&"é".repeat(40));
    assert!(long.len() <= MAX_NAME && long.chars().all(|c| c == 'é'));
    let mut a = answer();
    a.name = "Grandma Jo 🃏".into();
    assert_eq!(Answer::decode(&a.encode()).unwrap().name, "Grandma Jo 🃏");
}
