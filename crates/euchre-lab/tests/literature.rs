//! The published problems (`positions/literature.txt`): every one builds, and each level's
//! agreement with the books is printed and pinned at what it has reached.

use euchre_ai::Difficulty;
use euchre_lab::literature::{Agreement, Kind, answer, problems};

#[test]
fn every_problem_builds_with_south_to_act_and_the_answer_legal() {
    let problems = problems().unwrap_or_else(|e| panic!("{e}"));
    assert!(problems.len() >= 40, "{} problems", problems.len());
    for kind in Kind::ALL {
        let n = problems.iter().filter(|p| p.kind == kind).count();
        assert!(n >= 5, "{} {} problems", n, kind.name());
    }
    let mut ids: Vec<&str> = problems.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), problems.len(), "ids are unique");
    assert!(problems.iter().all(|p| p.source.starts_with("http")));
}

#[test]
fn a_problem_that_breaks_the_rules_is_refused_with_its_id() {
    let text = "id: bad\nsource: https://example.org\nkind: lead\ndealer: W\nupcard: JH\n\
                hand: AS QS 9S AD JH\nanswer: play AS\nwhy: -\n";
    let error = euchre_lab::literature::parse(text).unwrap_err();
    assert_eq!(error.problem, "bad");
    assert!(error.reason.contains("appears twice"), "{error}");
}

/// Each level's agreement with the books, asked once per problem with the problem's index as
/// the seed: at least what it has reached (a drop fails; a rise is pinned by raising it).
#[test]
fn each_level_agrees_with_the_books_at_least_as_often_as_it_did() {
    let problems = problems().unwrap();
    let pinned = [(Difficulty::Normal, NORMAL), (Difficulty::Expert, EXPERT)];
    for (level, floor) in pinned {
        let agreement = Agreement::measure(&problems, |i, view| answer(level, view, i as u64));
        println!("{}: {agreement}", level.name());
        for (id, action) in &agreement.differ {
            println!("  {id}: {action}");
        }
        assert!(
            agreement.agreed() >= floor,
            "{} agrees with {} problems, down from {floor}",
            level.name(),
            agreement.agreed()
        );
    }
}

/// Problems on which Normal gives the book's answer (of the file's 50).
const NORMAL: usize = 33;
/// The same for the Expert.
const EXPERT: usize = 37;
