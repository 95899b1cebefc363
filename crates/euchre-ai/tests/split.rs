//! A decision or a hint shared by several workers ([`Split`]: `Part` jobs merged in index
//! order, then a `Pick`) gives exactly the answer of the whole job (`run(&Job::Decide)`,
//! `run(&Job::Hint)`) whatever the number of workers and the order their answers come in,
//! on seeded positions of every deciding phase and preset. Every job and answer goes
//! through JSON, as between the page and its workers.

mod common;

use common::positions;
use euchre::{Phase, PlayerView, Preset};
use euchre_ai::Difficulty;
use euchre_ai::work::{Job, Outcome, Reply, Request, Split, run};

/// `job` as the page sends it: through JSON.
fn sent(job: &Job) -> Job {
    let text = serde_json::to_string(&Request {
        id: 1,
        job: job.clone(),
    })
    .unwrap();
    serde_json::from_str::<Request>(&text).unwrap().job
}

/// `job` as a worker runs it: the request and the answer through JSON.
fn worker(job: &Job) -> Outcome {
    let text = serde_json::to_string(&Reply::Done {
        id: 1,
        outcome: run(&sent(job)),
    })
    .unwrap();
    match serde_json::from_str(&text).unwrap() {
        Reply::Done { outcome, .. } => outcome,
        other => panic!("{other:?}"),
    }
}

/// Runs `job` on `workers` simulated workers: each idle one takes the next part; of the
/// parts in flight, the one that ends next is picked by `order` (so answers come in many
/// orders); at the end, one Pick, whose answer is compared unrounded (the hint's numbers
/// are not bit for bit through JSON, the worlds' results are). Returns the answer and how
/// many worlds were merged.
fn shared(job: &Job, workers: usize, order: u64) -> (Outcome, usize) {
    let Some(mut split) = Split::new(job, workers) else {
        return (run(&sent(job)), 0);
    };
    let mut flying: Vec<Job> = Vec::new();
    let mut turn = order;
    while !split.done() {
        while flying.len() < workers {
            match split.next_part() {
                Some(part) => flying.push(part),
                None => break,
            }
        }
        assert!(
            !flying.is_empty(),
            "a split with nothing to do that is not done"
        );
        turn = turn
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let part = flying.remove((turn >> 33) as usize % flying.len());
        let Job::Part { worlds, .. } = &part else {
            panic!("{part:?}")
        };
        let Outcome::Worlds(results) = worker(&part) else {
            panic!("a part answers worlds")
        };
        assert!(split.add(worlds.clone(), results));
    }
    (run(&sent(&split.pick())), split.merged())
}

fn cases() -> Vec<PlayerView> {
    let views = positions(1);
    for phase in [
        Phase::Bidding1,
        Phase::Bidding2,
        Phase::Discard,
        Phase::DefendAlone,
        Phase::Play,
    ] {
        assert!(views.iter().any(|v| v.phase == phase), "no {phase:?}");
    }
    views
}

#[test]
fn shared_decisions_equal_whole_ones() {
    let mut presets = Vec::new();
    for (i, view) in cases().iter().enumerate() {
        if let Some(preset) = Preset::ALL.into_iter().find(|p| p.rules() == view.rules)
            && !presets.contains(&preset)
        {
            presets.push(preset);
        }
        for difficulty in [Difficulty::Hard, Difficulty::Expert] {
            let job = Job::Decide {
                difficulty,
                view: view.clone(),
                seed: 13 * i as u64 + 5,
            };
            let whole = run(&job);
            assert!(matches!(whole, Outcome::Action(Some(_))));
            for workers in [1, 2, 3, 5] {
                let (answer, worlds) = shared(&job, workers, i as u64 + workers as u64);
                assert_eq!(
                    answer, whole,
                    "{difficulty:?}, {workers} workers, {:?}",
                    view.phase
                );
                assert!(worlds > 1, "{worlds} worlds");
            }
        }
    }
    assert!(presets.len() >= 2, "{presets:?}");
}

#[test]
fn shared_hints_equal_whole_ones() {
    for (i, view) in cases().iter().enumerate() {
        let job = Job::Hint {
            view: view.clone(),
            seed: i as u64,
        };
        let whole = run(&job);
        let Outcome::Hints(options) = &whole else {
            panic!("{whole:?}")
        };
        assert_eq!(options.len(), view.legal_actions.len());
        for workers in [1, 2, 3, 5] {
            let (answer, _) = shared(&job, workers, 7 * i as u64 + workers as u64);
            assert_eq!(answer, whole, "{workers} workers, {:?}", view.phase);
        }
    }
}

#[test]
fn the_merged_worlds_do_not_depend_on_the_split() {
    for (i, view) in cases().iter().enumerate().step_by(3) {
        let job = Job::Decide {
            difficulty: Difficulty::Expert,
            view: view.clone(),
            seed: i as u64,
        };
        let (_, one) = shared(&job, 1, 0);
        for workers in [2, 3, 5] {
            assert_eq!(shared(&job, workers, 1).1, one, "{:?}", view.phase);
        }
    }
}

#[test]
fn what_needs_no_search_is_not_split() {
    let view = cases().remove(0);
    for difficulty in [Difficulty::Easy, Difficulty::Normal] {
        let job = Job::Decide {
            difficulty,
            view: view.clone(),
            seed: 1,
        };
        assert!(Split::new(&job, 2).is_none());
    }
    let mut forced = view.clone();
    forced.legal_actions.truncate(1);
    let job = Job::Decide {
        difficulty: Difficulty::Expert,
        view: forced,
        seed: 1,
    };
    assert!(Split::new(&job, 2).is_none());
    let mut idle = view;
    idle.legal_actions.clear();
    assert!(
        Split::new(
            &Job::Hint {
                view: idle,
                seed: 0
            },
            2
        )
        .is_none()
    );
}

#[test]
fn answers_that_cannot_be_the_part_are_refused() {
    let view = cases().remove(0);
    let job = Job::Decide {
        difficulty: Difficulty::Expert,
        view,
        seed: 3,
    };
    let mut split = Split::new(&job, 2).unwrap();
    let part = split.next_part().unwrap();
    let Job::Part { worlds, .. } = &part else {
        panic!()
    };
    let Outcome::Worlds(mut results) = run(&part) else {
        panic!()
    };
    assert!(
        !split.add(worlds.clone(), results[1..].to_vec()),
        "one short"
    );
    results[0].utility.pop();
    assert!(!split.add(worlds.clone(), results), "an option short");
    assert_eq!(split.merged(), 0);
}
