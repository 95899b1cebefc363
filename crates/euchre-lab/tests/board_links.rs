//! The analysis board's links (`euchre_ai::board::link`): every published problem of the
//! positions suite (`positions/literature.txt`) round-trips through its link; a link damaged
//! anywhere, cut short or from a newer Bower is refused with its sentence; a well-formed link
//! to a position that cannot happen gets the engine's reason.

use euchre::{Action, Card, Position, PositionError, Rules, Seat};
use euchre_ai::board::link::{self, LinkError, VERSION};
use euchre_ai::text::{from_base64, hash, to_base64};
use euchre_lab::literature::problems;

#[test]
fn every_problem_of_the_suite_opens_from_its_link_as_it_was() {
    let problems = problems().unwrap();
    let (mut shortest, mut longest) = (usize::MAX, 0);
    for problem in &problems {
        let text = link::encode(&problem.position);
        assert!(
            text.bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'),
            "{}: {text}",
            problem.id
        );
        (shortest, longest) = (shortest.min(text.len()), longest.max(text.len()));
        assert_eq!(
            link::decode(&text),
            Ok(problem.position.clone()),
            "{}",
            problem.id
        );
        assert_eq!(
            link::decode(&text).unwrap().view(),
            problem.position.view(),
            "{}",
            problem.id
        );
    }
    println!(
        "{} problems' links: {shortest} to {longest} characters",
        problems.len()
    );
    assert!(longest < 120, "the longest link is {longest} characters");
}

#[test]
fn a_damaged_cut_or_newer_link_is_refused_and_says_why() {
    let problem = problems()
        .unwrap()
        .into_iter()
        .max_by_key(|p| p.position.actions.len());
    let text = link::encode(&problem.unwrap().position);
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (i, c) in text.char_indices() {
        let other = alphabet.chars().find(|&x| x != c).unwrap();
        let mut edited = text.clone();
        edited.replace_range(i..i + 1, &other.to_string());
        assert!(
            matches!(
                link::decode(&edited),
                Err(LinkError::Damaged | LinkError::Newer)
            ),
            "position {i}"
        );
    }
    for cut in 0..text.len() {
        assert_eq!(
            link::decode(&text[..cut]),
            Err(LinkError::Damaged),
            "cut at {cut}"
        );
    }
    for foreign in ["", "!!!!", "hello", &"A".repeat(5000), "AAAKAQ"] {
        assert_eq!(
            link::decode(foreign),
            Err(LinkError::Damaged),
            "{foreign:.20}"
        );
    }
    // A newer version, sealed as this one seals: a newer Bower's.
    let mut bytes = from_base64(&text).unwrap();
    bytes.truncate(bytes.len() - 4);
    bytes[0] = VERSION + 1;
    let seal = hash(&bytes).to_be_bytes();
    bytes.extend(&seal[..4]);
    assert_eq!(link::decode(&to_base64(&bytes)), Err(LinkError::Newer));
    assert_eq!(
        LinkError::Damaged.to_string(),
        "this position's link is damaged or incomplete"
    );
    assert_eq!(
        LinkError::Newer.to_string(),
        "this position comes from a newer Bower: reload the page"
    );
}

#[test]
fn a_position_that_cannot_happen_gets_the_engines_reason() {
    let card = |s: &str| s.parse::<Card>().unwrap();
    let base = Position::new(
        Rules::standard(),
        Seat::West,
        Seat::South,
        "AS QS 9S AD JD".parse().unwrap(),
        card("JH"),
    );
    // The upcard in the hand too.
    let twice = Position {
        upcard: card("AS"),
        ..base.clone()
    };
    assert_eq!(
        link::decode(&link::encode(&twice)),
        Err(LinkError::Position(PositionError::CardTwice(card("AS"))))
    );
    // North plays first: not its turn to bid.
    let mut out_of_turn = base.clone();
    out_of_turn.actions = vec![(Seat::East, Action::Pass)];
    let refused = link::decode(&link::encode(&out_of_turn)).unwrap_err();
    assert!(matches!(
        refused,
        LinkError::Position(PositionError::Action { index: 0, .. })
    ));
    assert!(
        refused
            .to_string()
            .starts_with("this position cannot happen: move 1 (East: "),
        "{refused}"
    );
}
