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

/// What a worker does with a request's text: its outcome (unrounded) and the reply's text.
fn worker(text: &str) -> (Outcome, String) {
    let request: Request = serde_json::from_str(text).expect("a request a worker reads");
    let outcome = run(&request.job);
    let reply = Reply::Done {
        id: request.id,
        outcome: outcome.clone(),
    };
    (outcome, serde_json::to_string(&reply).unwrap())
}

/// `reply` as the page reads it.
fn read(reply: &str) -> Outcome {
    match serde_json::from_str(reply).unwrap() {
        Reply::Done { outcome, .. } => outcome,
        other => panic!("{other:?}"),
    }
}

/// Runs `job` on `workers` simulated workers: each idle one takes the next part; of the
/// parts in flight, the one that ends next is picked by `order` (so answers come in many
/// orders); at the end, one Pick, whose answer is compared unrounded (the hint's numbers are
/// not bit for bit through JSON; the worlds' results are). Returns the answer, how many
/// worlds were merged and whether the search stopped inside a part (whose last worlds the
/// Pick does not use).
fn shared(job: &Job, workers: usize, order: u64) -> (Outcome, usize, bool) {
    let Some(mut split) = Split::new(job, &serde_json::to_string(job).unwrap(), workers) else {
        return (run(job), 0, false);
    };
    let mut handed = Vec::new();
    let mut flying = Vec::new();
    let mut turn = order;
    let mut id = 0;
    while !split.done() {
        while flying.len() < workers {
            id += 1;
            match split.next_part(id) {
                Some(part) => {
                    handed.push(part.0.clone());
                    flying.push(part);
                }
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
        let (worlds, text) = flying.remove((turn >> 33) as usize % flying.len());
        let (_, reply) = worker(&text);
        let Outcome::Worlds(results) = read(&reply) else {
            panic!("a part answers worlds")
        };
        assert_eq!(results.len(), worlds.len());
        assert!(split.add(worlds, results, reply));
    }
    let merged = split.merged();
    let inside = handed.iter().any(|w| w.start < merged && merged < w.end);
    (worker(&split.pick(id + 1)).0, merged, inside)
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
                let (answer, worlds, _) = shared(&job, workers, i as u64 + workers as u64);
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
fn a_search_that_stops_inside_a_part_is_the_whole_one() {
    // Parts after the first round span two batches; a search whose stop comes after the
    // first of them merges only that batch, and the Pick leaves the part's other worlds.
    let mut found = 0;
    'cases: for view in cases().iter().filter(|v| v.phase != Phase::Play) {
        for seed in 0..20 {
            let job = Job::Decide {
                difficulty: Difficulty::Expert,
                view: view.clone(),
                seed,
            };
            let (answer, _, inside) = shared(&job, 2, seed);
            if inside {
                assert_eq!(answer, run(&job), "{:?}, seed {seed}", view.phase);
                found += 1;
                if found == 3 {
                    break 'cases;
                }
                continue 'cases;
            }
        }
    }
    assert_eq!(found, 3, "searches that stopped inside a part");
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
            let (answer, ..) = shared(&job, workers, 7 * i as u64 + workers as u64);
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
        let (_, one, _) = shared(&job, 1, 0);
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
        assert!(Split::new(&job, &serde_json::to_string(&job).unwrap(), 2).is_none());
    }
    let mut forced = view.clone();
    forced.legal_actions.truncate(1);
    let job = Job::Decide {
        difficulty: Difficulty::Expert,
        view: forced,
        seed: 1,
    };
    assert!(Split::new(&job, &serde_json::to_string(&job).unwrap(), 2).is_none());
    let mut idle = view;
    idle.legal_actions.clear();
    let job = Job::Hint {
        view: idle,
        seed: 0,
    };
    assert!(Split::new(&job, &serde_json::to_string(&job).unwrap(), 2).is_none());
}

#[test]
fn answers_that_cannot_be_the_part_are_refused() {
    let view = cases().remove(0);
    let job = Job::Decide {
        difficulty: Difficulty::Expert,
        view,
        seed: 3,
    };
    let mut split = Split::new(&job, &serde_json::to_string(&job).unwrap(), 2).unwrap();
    let (worlds, text) = split.next_part(1).unwrap();
    let (Outcome::Worlds(mut results), reply) = worker(&text) else {
        panic!()
    };
    assert!(
        !split.add(worlds.clone(), results[1..].to_vec(), reply.clone()),
        "one short"
    );
    results[0].utility.pop();
    assert!(!split.add(worlds, results, reply), "an option short");
    assert_eq!(split.merged(), 0);
}

#[test]
fn the_requests_written_as_text_are_the_jobs() {
    let view = cases().remove(0);
    let job = Job::Hint { view, seed: 9 };
    let mut split = Split::new(&job, &serde_json::to_string(&job).unwrap(), 2).unwrap();
    let (worlds, text) = split.next_part(41).unwrap();
    let request: Request = serde_json::from_str(&text).unwrap();
    assert_eq!(
        request,
        Request {
            id: 41,
            job: Job::Part {
                job: Box::new(job.clone()),
                worlds: worlds.clone(),
            },
        }
    );
    let (_, reply) = worker(&text);
    let Outcome::Worlds(results) = read(&reply) else {
        panic!()
    };
    split.add(worlds, results, reply.clone());
    let request: Request = serde_json::from_str(&split.pick(42)).unwrap();
    let parts = vec![serde_json::from_str(&reply).unwrap()];
    let pick = Job::Pick {
        job: Box::new(job),
        parts,
    };
    assert_eq!(request, Request { id: 42, job: pick });
}
