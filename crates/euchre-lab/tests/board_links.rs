//! The analysis board's links (`euchre_ai::board::link`): every published problem of the
//! positions suite (`positions/literature.txt`) round-trips through its link; a link damaged
//! anywhere, cut short or from a newer Bower is refused with its sentence; a well-formed link
//! to a position that cannot happen gets the engine's reason.

use euchre::{Action, Card, Position, PositionError, Rules, Seat};
use euchre_ai::board::drills::{Drill, Drills};
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

/// Where the browser test finds the suite's links (`tests/e2e/board.test.mjs`).
const E2E_LINKS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../tests/e2e/board-links.json"
);

/// The suite's problems as the board's end-to-end test opens them: each one's link, the
/// seat's cards as dealt and its options in the engine's order; and drills of the first two
/// problems with a choice, as `bower.drills` keeps them, each answered wrong in "the game"
/// (the last option that is not the book's). Written by this test with `BOWER_BLESS=1`;
/// without it the file must be what the suite gives, so it never drifts.
#[test]
fn the_browser_tests_links_are_the_suites() {
    let problems = problems().unwrap();
    let entries: Vec<serde_json::Value> = problems
        .iter()
        .map(|p| {
            let view = p.position.view().unwrap();
            serde_json::json!({
                "id": p.id,
                "link": link::encode(&p.position),
                "seat": view.seat.name(),
                "hand": p.position.dealt.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
                "options": view.legal_actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
                "bid": view.phase != euchre::Phase::Play,
            })
        })
        .collect();
    let mut drills = Drills::default();
    for (cost, p) in problems
        .iter()
        .filter(|p| p.position.view().unwrap().legal_actions.len() > 2)
        .take(2)
        .enumerate()
    {
        let view = p.position.view().unwrap();
        let wrong = *view
            .legal_actions
            .iter()
            .rev()
            .find(|a| !p.answers.contains(a))
            .unwrap();
        let drill = Drill::new(
            p.position.clone(),
            wrong,
            p.answers.clone(),
            1.0 + cost as f64,
        );
        drills.offer(drill.unwrap());
    }
    let fixture = serde_json::json!({ "links": entries, "drills": drills });
    let text = serde_json::to_string_pretty(&fixture).unwrap() + "\n";
    if std::env::var_os("BOWER_BLESS").is_some() {
        std::fs::write(E2E_LINKS, &text).unwrap();
    }
    let file = std::fs::read_to_string(E2E_LINKS).unwrap_or_default();
    assert!(
        file == text,
        "tests/e2e/board-links.json is not the suite's: BOWER_BLESS=1 cargo test -p euchre-lab --test board_links"
    );
    assert_eq!(entries.len(), problems.len());
}

/// A seat that went under: its position carries the kitty's cards it took, written as
/// version 2 (every other position stays version 1, which the board read from the start);
/// a version 2 text without taken cards is refused.
#[test]
fn a_seat_that_went_under_links_with_the_cards_it_took() {
    let rules = euchre::Rules {
        going_under: true,
        ..Rules::standard()
    };
    let mut found = 0;
    for seed in 0..12 {
        let mut game = euchre::Game::new(rules, seed);
        while let Some(seat) = game.to_act() {
            let position = Position::seen(game.hand(), seat, game.scores());
            let text = link::encode(&position);
            let version = from_base64(&text).unwrap()[0];
            assert_eq!(
                version,
                if position.taken.is_empty() {
                    1
                } else {
                    VERSION
                }
            );
            assert_eq!(link::decode(&text), Ok(position.clone()));
            if !position.taken.is_empty() {
                found += 1;
                // The same bytes claiming version 2 with no cards taken: refused.
                let mut bytes = from_base64(&text).unwrap();
                bytes.truncate(bytes.len() - 4 - 4);
                bytes.push(0);
                let seal = hash(&bytes).to_be_bytes();
                bytes.extend(&seal[..4]);
                assert_eq!(link::decode(&to_base64(&bytes)), Err(LinkError::Damaged));
            }
            // Go under whenever it may (the case this test is for), else the Normal player.
            let legal = game.legal_actions();
            let action = legal
                .iter()
                .find(|a| matches!(a, Action::GoUnder(_)))
                .unwrap_or_else(|| {
                    euchre_ai::player(euchre_ai::Difficulty::Normal, seed).choose(&game.view(seat))
                });
            game.apply(seat, action).unwrap();
        }
    }
    assert!(found > 20, "{found} positions after going under");
}
