//! Drills of one's own costly decisions (`euchre_ai::board::drills`): the costliest kept and
//! faced first, three right in a row master a drill and it comes back rarely, a wrong answer
//! brings it back next, the report adds each kind's cost, and the drills survive storage.

use euchre::{Action, Game, Phase, Rules, Seat};
use euchre_ai::board::drills::{Drill, Drills, Kind, MASTERED_GAP};
use euchre_ai::{Difficulty, player};

/// The first `n` decisions of South's in seeded games, as drills costing 0.1 to n/10 points
/// (in that order), the Expert's choice the first legal action that South did not take.
fn drills(n: usize) -> Vec<Drill> {
    let mut out = Vec::new();
    for seed in 0.. {
        let mut game = Game::new(Rules::standard(), seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let action = player(Difficulty::Normal, seed).choose(&view);
            if seat == Seat::South && view.legal_actions.len() > 1 {
                let right = *view.legal_actions.iter().find(|&&a| a != action).unwrap();
                let position = euchre::Position::seen(game.hand(), seat, game.scores());
                let cost = (out.len() + 1) as f64 / 10.0;
                out.push(Drill::new(position, action, vec![right], cost).unwrap());
                if out.len() == n {
                    return out;
                }
            }
            game.apply(seat, action).unwrap();
        }
    }
    unreachable!()
}

#[test]
fn the_costliest_are_kept_and_faced_first() {
    let all = drills(Drills::MAX + 10);
    let mut kept = Drills::default();
    for d in &all {
        kept.offer(d.clone());
    }
    assert_eq!(kept.all().len(), Drills::MAX);
    // The ten cheapest went; the costliest is first and faced first.
    assert!(kept.all().iter().all(|d| d.cost > 1.0 - 1e-9));
    assert_eq!(kept.all()[0].position, all.last().unwrap().position);
    assert_eq!(kept.next(), Some(0));
    // The same position again: kept once, at the higher cost.
    let mut again = all.last().unwrap().clone();
    again.cost = 100.0;
    kept.offer(again);
    assert_eq!(kept.all().len(), Drills::MAX);
    assert_eq!(kept.all()[0].cost, 100.0);
}

#[test]
fn three_right_in_a_row_master_a_drill_and_a_wrong_answer_brings_it_back() {
    let mut kept = Drills::default();
    for d in drills(3) {
        kept.offer(d);
    }
    let first = kept.next().unwrap();
    let (position, right, chosen) = {
        let d = &kept.all()[first];
        (d.position.clone(), d.right[0], d.chosen)
    };
    // Wrong: back next.
    let answered = kept.answer(first, chosen).unwrap();
    assert!(!answered.right && !answered.mastered);
    assert_eq!(answered.best, right);
    assert_eq!(kept.next(), Some(first));
    // Right three times, each time after the others come round: mastered.
    let mut rights = 0;
    for _ in 0..40 {
        let i = kept.next().unwrap();
        let d = &kept.all()[i];
        if d.position == position {
            rights += 1;
            let answered = kept.answer(i, right).unwrap();
            assert!(answered.right);
            assert_eq!(answered.mastered, rights >= 3);
            if answered.mastered {
                break;
            }
        } else {
            let wrong = d.chosen;
            kept.answer(i, wrong);
        }
    }
    let mastered = kept.all().iter().find(|d| d.position == position).unwrap();
    assert!(mastered.mastered(), "{rights} right");
    // It comes back only after the gap (the others, answered wrong, meanwhile), and then
    // first.
    for _ in 0..MASTERED_GAP {
        let i = kept.next().unwrap();
        assert_ne!(kept.all()[i].position, position);
        let wrong = kept.all()[i].chosen;
        kept.answer(i, wrong);
    }
    assert_eq!(kept.all()[kept.next().unwrap()].position, position);
    assert!(kept.answer(99, Action::Pass).is_none(), "no such drill");
}

#[test]
fn the_report_adds_each_kinds_cost_and_the_drills_survive_storage() {
    let all = drills(20);
    let mut kept = Drills::default();
    for d in &all {
        kept.offer(d.clone());
    }
    let report = kept.report();
    let total: f64 = report.iter().map(|l| l.cost).sum();
    let expected: f64 = all.iter().map(|d| d.cost).sum();
    assert!((total - expected).abs() < 1e-9);
    assert!(report.windows(2).all(|w| w[0].cost >= w[1].cost));
    assert_eq!(report.iter().map(|l| l.drills).sum::<usize>(), 20);
    // Each drill's kind is its position's.
    for d in kept.all() {
        let view = d.position.view().unwrap();
        match d.kind {
            Kind::Bid { round: 1, .. } => assert_eq!(view.phase, Phase::Bidding1),
            Kind::Bid { .. } => assert_eq!(view.phase, Phase::Bidding2),
            Kind::Lead | Kind::Follow => assert_eq!(view.phase, Phase::Play),
            Kind::Discard => assert_eq!(view.phase, Phase::Discard),
            Kind::Other => {}
        }
    }
    assert!(report.iter().any(|l| matches!(l.kind, Kind::Bid { .. })));
    assert!(
        report
            .iter()
            .any(|l| l.kind == Kind::Follow || l.kind == Kind::Lead)
    );
    // Stored as JSON and read back; a damaged position is refused, not read wrong.
    let text = serde_json::to_string(&kept).unwrap();
    assert_eq!(serde_json::from_str::<Drills>(&text).unwrap(), kept);
    let link = euchre_ai::board::link::encode(&kept.all()[0].position);
    let damaged = text.replacen(&link, &link[1..], 1);
    assert!(serde_json::from_str::<Drills>(&damaged).is_err());
    assert_eq!(
        Kind::Bid { round: 1, place: 4 }.words(),
        "Ordering up, fourth to bid"
    );
}
