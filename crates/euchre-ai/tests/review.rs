//! The coach's review on seeded games: bad choices are marked, South's options are the
//! hint's, a computer's "why" names its own choice, the valuation sees only the seat's view,
//! the values with every card known are the solver's, the report adds up, and a worker's
//! review job is the direct call.

mod common;

use euchre::rand_core::SeedableRng;
use euchre::{Action, DealRng, Game, GameRecord, Phase, PlayerView, Rules, Seat, determinize};
use euchre_ai::review::{GameReport, Verdict, review_decision, review_in, timeline};
use euchre_ai::solver::Solver;
use euchre_ai::work::{Job, Outcome, run};
use euchre_ai::{Decision, Difficulty, Heuristic, Hint, HintSearch, SearchConfig, player};

/// The first seeded game (seeds from `from`, every seat Normal) in which South meets a view
/// where `bad` gives an action: it is taken, and the record up to and including it is
/// returned with its index.
fn find(from: u64, bad: impl Fn(&PlayerView) -> Option<Action>) -> (GameRecord, usize) {
    for seed in from..from + 400 {
        let mut game = Game::new(Rules::standard(), seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            if seat == Seat::South
                && let Some(action) = bad(&view)
            {
                let index = game.actions().len();
                game.apply(seat, action).unwrap();
                return (game.record(), index);
            }
            game.apply(seat, Heuristic::decide(&view)).unwrap();
            if game.hand_number() > 3 {
                break;
            }
        }
    }
    panic!("no such position from seed {from}");
}

/// South passes a hand the Normal player orders up alone in round 1.
fn passed_loner() -> (GameRecord, usize) {
    // A clear loner: four trumps or more, the right bower among them.
    find(0, |view| {
        let trump = euchre::Trump::Suit(view.upcard.suit());
        let trumps = view.hand.iter().filter(|c| c.is_trump(trump)).count();
        let right = euchre::Card::new(view.upcard.suit(), euchre::Rank::Jack);
        (view.phase == Phase::Bidding1
            && Heuristic::decide(view) == Action::OrderUp { alone: true }
            && trumps >= 4
            && view.hand.contains(right))
        .then_some(Action::Pass)
    })
}

/// West leads, North wins the trick with the ace of the suit, East does not trump it, and
/// South, last to play and void of the suit, trumps partner's sure winner with its best
/// trump instead of throwing off a small card (in the first three tricks).
fn trumped_partners_ace() -> (GameRecord, usize) {
    find(0, |view| {
        let trump = view.trump()?;
        let trick = view.current_trick.as_ref()?;
        let led = trick.led()?;
        let ace = trick.cards[Seat::North]?;
        if trick.leader != Seat::West
            || ace.rank() != euchre::Rank::Ace
            || ace.suit_under(trump) != led.suit_under(trump)
            || led.is_trump(trump)
            || trick.cards.0.iter().flatten().any(|c| c.is_trump(trump))
            || view.tricks.len() > 2
        {
            return None;
        }
        let plays: Vec<_> = view
            .legal_actions
            .iter()
            .filter_map(|&a| match a {
                Action::Play(card) => Some(card),
                _ => None,
            })
            .collect();
        let trumps: Vec<_> = plays.iter().filter(|c| c.is_trump(trump)).collect();
        let void = plays
            .iter()
            .all(|c| c.suit_under(trump) != led.suit_under(trump));
        let small = plays.iter().any(|c| !c.is_trump(trump));
        if !void || !small || trumps.is_empty() {
            return None;
        }
        trumps
            .into_iter()
            .max_by_key(|c| c.strength(trump))
            .map(|&c| Action::Play(c))
    })
}

fn hints(view: &PlayerView, seed: u64, config: SearchConfig) -> Vec<Hint> {
    let mut search = HintSearch::with_config(view, seed, config);
    loop {
        if let Some(hints) = search.step() {
            return hints;
        }
    }
}

/// A game of Normal players for the first `hands` hands, with North `north`, its every
/// choice from `Decision` seeded by the action's index.
fn game_with_north(seed: u64, north: Difficulty, hands: u32) -> GameRecord {
    let mut game = Game::new(Rules::standard(), seed);
    let mut others: Vec<_> = (0..4).map(|i| player(Difficulty::Normal, i)).collect();
    while let Some(seat) = game.to_act() {
        if game.hand_number() >= hands {
            break;
        }
        let view = game.view(seat);
        let action = if seat == Seat::North {
            let mut decision = Decision::new(north, &view, game.actions().len() as u64);
            loop {
                if let Some(action) = decision.step() {
                    break action;
                }
            }
        } else {
            others[seat.index()].choose(&view)
        };
        game.apply(seat, action).unwrap();
    }
    game.record()
}

#[test]
fn passing_a_loner_is_a_mistake_with_a_positive_cost() {
    let (record, index) = passed_loner();
    let review = review_decision(&record, index, 1, None, &SearchConfig::review()).unwrap();
    assert_eq!(review.chosen, Action::Pass);
    assert_ne!(review.best, Action::Pass, "{review:#?}");
    assert_eq!(review.verdict, Verdict::Mistake, "{review:#?}");
    assert!(review.cost_points > 0.0 && review.cost_win >= euchre_ai::review::MISTAKE);
    let pass = review.chosen_option().unwrap();
    let best = &review.options[0];
    assert_eq!(best.action, review.best);
    assert!(best.win_chance - pass.win_chance >= review.cost_win - 1e-12);
    // For a person, the reason is the best option's.
    assert_eq!(review.reason, best.reason);
    assert!(review.speech.is_none(), "no speech bubble for a person");
}

#[test]
fn trumping_partners_winning_ace_costs_points() {
    let (record, index) = trumped_partners_ace();
    let review = review_decision(&record, index, 2, None, &SearchConfig::review()).unwrap();
    assert!(!review.matched(), "{review:#?}");
    assert!(review.cost_points > 0.0, "{review:#?}");
    assert!(
        matches!(review.verdict, Verdict::Inaccuracy | Verdict::Mistake),
        "{review:#?}"
    );
    // The best option throws off: it is not a trump.
    let trump = Game::replay_prefix(&record, index)
        .unwrap()
        .hand()
        .trump()
        .unwrap();
    let Action::Play(best) = review.best else {
        panic!("a card")
    };
    assert!(!best.is_trump(trump), "{review:#?}");
}

#[test]
fn souths_options_are_the_hint_for_that_view_and_seed() {
    let record = game_with_north(21, Difficulty::Normal, 1);
    let south: Vec<_> = timeline(&record, 0)
        .into_iter()
        .filter(|s| s.seat == Seat::South && s.options > 1)
        .collect();
    assert!(south.len() >= 2, "{south:?}");
    for (k, step) in south.iter().enumerate() {
        let config = if k == 0 {
            SearchConfig::review()
        } else {
            SearchConfig::expert()
        };
        let seed = 40 + k as u64;
        let review = review_decision(&record, step.index, seed, None, &config).unwrap();
        let view = Game::replay_prefix(&record, step.index)
            .unwrap()
            .view(Seat::South);
        let hints = hints(&view, seed, config);
        // The same options and values; the same reasons but the best's when South chose
        // another: the review sets the best against South's choice, the hint against the
        // next best.
        let differs = |action: Action| action == review.best && review.chosen != review.best;
        let got: Vec<_> = review
            .options
            .iter()
            .map(|o| {
                let reason = (!differs(o.action)).then_some(&o.reason);
                (o.action, &o.label, o.expected_points, o.win_chance, reason)
            })
            .collect();
        let want: Vec<_> = hints
            .iter()
            .map(|h| {
                let reason = (!differs(h.action)).then_some(&h.reason);
                (h.action, &h.label, h.expected_points, h.win_chance, reason)
            })
            .collect();
        assert_eq!(got, want, "{:?}", step);
        if review.chosen != review.best {
            // The best is set against the choice: "if you play A♦", "a toss-up with playing
            // A♦", "if you pass".
            let chosen = step
                .label
                .split_once(' ')
                .map_or("pass", |(_, rest)| rest)
                .to_lowercase();
            let best = &review.options[0].reason;
            assert!(
                best.to_lowercase().contains(&chosen),
                "{best} is not set against {chosen}"
            );
        }
        assert_eq!(
            review.best,
            hints.iter().find(|h| h.recommended).unwrap().action
        );
        assert_eq!((review.chosen, review.seat), (step.action, Seat::South));
        if config == SearchConfig::expert() {
            // With the Expert's config, it is the live hint.
            let mut live = HintSearch::new(&view, seed);
            let live = loop {
                if let Some(hints) = live.step() {
                    break hints;
                }
            };
            assert_eq!(live, hints);
        }
    }
}

#[test]
fn a_computers_why_names_its_own_choice() {
    for (seed, level) in [
        (5, Difficulty::Expert),
        (6, Difficulty::Normal),
        (8, Difficulty::Easy),
    ] {
        let record = game_with_north(seed, level, 1);
        let north: Vec<_> = timeline(&record, 0)
            .into_iter()
            .filter(|s| s.seat == Seat::North)
            .collect();
        assert!(!north.is_empty());
        for step in north {
            let review = review_decision(
                &record,
                step.index,
                step.index as u64,
                Some(level),
                &SearchConfig::expert(),
            )
            .unwrap();
            // The record holds the choice Decision made; the why names it.
            let view = Game::replay_prefix(&record, step.index)
                .unwrap()
                .view(Seat::North);
            let mut decision = Decision::new(level, &view, step.index as u64);
            let chose = loop {
                if let Some(action) = decision.step() {
                    break action;
                }
            };
            assert_eq!((review.chosen, review.level), (chose, Some(level)));
            match chose {
                Action::Play(card) | Action::Discard(card) => {
                    assert!(
                        review.reason.contains(&card.to_string()),
                        "{}",
                        review.reason
                    );
                }
                _ => assert!(
                    review.reason.starts_with(&step.label),
                    "{} / {}",
                    step.label,
                    review.reason
                ),
            }
            if review.chosen == review.options[0].action {
                assert!(review.matched() && review.cost_win == 0.0, "{review:?}");
            }
            let bidding = matches!(step.phase, Phase::Bidding1 | Phase::Bidding2);
            assert_eq!(review.speech.is_some(), bidding, "{review:?}");
            if let Some(speech) = &review.speech {
                assert!(speech.starts_with("North "), "{speech}");
            }
        }
    }
}

#[test]
fn the_valuation_sees_only_the_seats_view() {
    // A play of South in the middle of a hand, and another deal agreeing with South's view.
    let record = game_with_north(33, Difficulty::Normal, 1);
    let step = timeline(&record, 0)
        .into_iter()
        .find(|s| s.seat == Seat::South && s.phase == Phase::Play && s.options > 1)
        .unwrap();
    let game = Game::replay_prefix(&record, step.index).unwrap();
    let view = game.view(Seat::South);
    let actual = review_decision(&record, step.index, 9, None, &SearchConfig::expert()).unwrap();
    let mut rng = DealRng::seed_from_u64(77);
    let mut differs = false;
    for _ in 0..4 {
        // A world of South's view: another deal, the same actions replayed on it.
        let other = determinize(&view, &mut rng);
        let mut south = other.view(Seat::South);
        (south.scores, south.hand_number) = (view.scores, view.hand_number);
        assert_eq!(south, view);
        differs |= other.deal() != game.hand().deal();
        let review = review_in(
            &other,
            game.scores(),
            game.hand_number(),
            step.action,
            9,
            None,
            &SearchConfig::expert(),
        )
        .unwrap();
        let values = |r: &euchre_ai::review::DecisionReview| -> Vec<_> {
            r.options
                .iter()
                .map(|o| (o.action, o.expected_points, o.win_chance, o.reason.clone()))
                .collect()
        };
        assert_eq!(values(&review), values(&actual));
        assert_eq!(
            (review.best, review.cost_win, review.verdict),
            (actual.best, actual.cost_win, actual.verdict)
        );
    }
    assert!(differs, "the other deals hide other cards");
}

#[test]
fn the_value_with_every_card_known_is_the_solvers() {
    let record = game_with_north(44, Difficulty::Normal, 1);
    let plays: Vec<_> = timeline(&record, 0)
        .into_iter()
        .filter(|s| s.seat == Seat::South && s.phase == Phase::Play)
        .collect();
    assert!(!plays.is_empty());
    let mut solver = Solver::new();
    for step in plays {
        let game = Game::replay_prefix(&record, step.index).unwrap();
        let hand = game.hand();
        let contract = hand.contract().unwrap();
        let review =
            review_decision(&record, step.index, 3, None, &SearchConfig::expert()).unwrap();
        for option in &review.options {
            let Action::Play(card) = option.action else {
                panic!("a card")
            };
            let tricks = solver.card_result(hand, card);
            let score = hand
                .rules()
                .score(tricks, contract.alone, hand.defender_alone().is_some());
            let points = f64::from(score.points);
            let ours = score.team(contract.makers()) == Seat::South.team();
            assert_eq!(
                option.double_dummy_points,
                if ours { points } else { -points }
            );
        }
    }
}

#[test]
fn the_report_adds_up() {
    let (record, index) = passed_loner();
    let hand = Game::replay_prefix(&record, index).unwrap().hand_number();
    let reviews: Vec<_> = timeline(&record, hand)
        .iter()
        .filter_map(|s| {
            let level = (s.seat != Seat::South).then_some(Difficulty::Normal);
            review_decision(
                &record,
                s.index,
                s.index as u64,
                level,
                &SearchConfig::expert(),
            )
        })
        .collect();
    assert!(reviews.iter().any(|r| r.verdict == Verdict::Mistake));
    let report = GameReport::new(&reviews);
    for (seat, part) in [(Seat::South, &report.south), (Seat::North, &report.north)] {
        let mine: Vec<_> = reviews
            .iter()
            .filter(|r| r.seat == seat && r.options.len() > 1)
            .collect();
        let mistakes: Vec<_> = mine
            .iter()
            .filter(|r| r.verdict == Verdict::Mistake)
            .collect();
        assert_eq!(part.reviewed, mine.len());
        assert_eq!(part.matched, mine.iter().filter(|r| r.matched()).count());
        assert!(part.matched >= mine.iter().filter(|r| r.chosen == r.best).count());
        assert_eq!(part.mistakes, mistakes.len());
        let lost: f64 = mistakes.iter().map(|r| r.cost_points).sum();
        assert!((part.points_lost - lost).abs() < 1e-9);
        if part.reviewed > 0 {
            assert_eq!(
                part.matched_share,
                part.matched as f64 / part.reviewed as f64
            );
        }
        let biggest = mistakes
            .iter()
            .max_by(|a, b| a.cost_win.total_cmp(&b.cost_win));
        assert_eq!(
            part.biggest_mistake.as_ref().map(|m| m.index),
            biggest.map(|r| r.index)
        );
    }
    assert!(report.south.mistakes >= 1 && report.south.points_lost > 0.0);
    assert_eq!(report.south.biggest_mistake.as_ref().unwrap().index, index);
}

#[test]
fn a_review_job_is_the_direct_call_and_survives_json() {
    let (record, index) = passed_loner();
    let job = Job::Review {
        record: record.clone(),
        index,
        seed: 5,
        level: None,
        config: SearchConfig::expert(),
    };
    let direct = review_decision(&record, index, 5, None, &SearchConfig::expert()).unwrap();
    let outcome = run(&job);
    assert_eq!(outcome, Outcome::Review(Some(Box::new(direct))));
    let text = serde_json::to_string(&outcome).unwrap();
    assert_eq!(serde_json::from_str::<Outcome>(&text).unwrap(), outcome);
    let text = serde_json::to_string(&job).unwrap();
    assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
    // No such decision: no review.
    let beyond = Job::Review {
        record: record.clone(),
        index: record.actions.len(),
        seed: 5,
        level: None,
        config: SearchConfig::expert(),
    };
    assert_eq!(run(&beyond), Outcome::Review(None));
}

#[test]
fn the_timeline_lists_every_decision_of_the_hand() {
    let record = game_with_north(21, Difficulty::Normal, 2);
    let first = timeline(&record, 0);
    let second = timeline(&record, 1);
    assert!(!first.is_empty() && !second.is_empty());
    assert_eq!(first[0].index, 0);
    assert_eq!(second[0].index, first.last().unwrap().index + 1);
    for step in first.iter().chain(&second) {
        assert_eq!(record.actions[step.index], (step.seat, step.action));
    }
    // Every seat plays a card in a played hand: five each unless someone sat out.
    let plays = first.iter().filter(|s| s.phase == Phase::Play).count();
    assert!(plays == 20 || plays == 15, "{plays}");
    assert!(timeline(&record, 9).is_empty());
}

#[test]
fn within_the_noise_the_review_says_a_toss_up_and_why_more_points_are_worth_nothing_at_nine_four() {
    // Seed 7853645065864354059, hand 10, Us 9 – Them 4: East deals and turns the 10♦; South,
    // first to bid, holds J♦ J♥ Q♦ K♥ 10♥. Going alone scores more points on average than
    // passing, but at 9–4 one point wins the game: by the chance to win the game, passing,
    // ordering up and going alone are within the search's noise of each other. The review
    // (the Expert's config, seed 7) says a toss-up, tells no cost, and says why the points
    // do not count.
    let hand = common::seeded_hand(Rules::standard(), 7853645065864354059, 10, Seat::East);
    let scores = euchre::ByTeam::from_fn(|t| if t == euchre::Team::NorthSouth { 9 } else { 4 });
    let view = hand.view(Seat::South);
    assert_eq!(view.hand, "J♦ J♥ Q♦ K♥ 10♥".parse().unwrap());
    let alone = Action::OrderUp { alone: true };
    let review = review_in(&hand, scores, 9, alone, 7, None, &SearchConfig::expert()).unwrap();
    let best = &review.options[0];
    let mine = review.chosen_option().unwrap();
    assert_ne!(review.best, alone, "{review:?}");
    assert!(mine.expected_points > best.expected_points, "{review:?}");
    assert!(best.win_chance - mine.win_chance < euchre_ai::review::INACCURACY);
    assert_eq!(review.verdict, Verdict::TossUp);
    assert!(!review.verdict.costs(), "no cost for a toss-up");
    assert_eq!(
        review.judged,
        "A toss-up: passing, ordering it up and ordering it up alone are within the search's \
         noise (1.5 % of a game) of each other, so the numbers cannot choose; the review \
         recommends passing (the hint, which looks at fewer deals, may name another of them). \
         Order it up alone scores more points on average, but at 9–4 one point wins the game, \
         so more points are worth nothing more."
    );
    // Why, for a person: the recommended option's cards and the score, then one number
    // against the choice.
    assert_eq!(
        review.reason,
        "Pass: right bower, left bower and one more trump in diamonds, an opponent deals; \
         passing keeps a call of hearts for round 2; at 9–4 one point wins the game; a toss-up \
         with ordering it up alone by the numbers (1 % of a game apart)"
    );
    // The recommended choice is a toss-up too, in the same words.
    let review = review_in(
        &hand,
        scores,
        9,
        review.best,
        7,
        None,
        &SearchConfig::expert(),
    )
    .unwrap();
    assert_eq!(review.verdict, Verdict::TossUp);
    assert!(
        review
            .judged
            .starts_with("A toss-up: passing, ordering it up and")
    );
}

#[test]
fn the_verdict_and_why_never_contradict_each_other() {
    // Every decision of two seeded games, South and North reviewed with the Expert's config.
    let mut seen = std::collections::HashMap::new();
    for seed in [5, 6] {
        let record = game_with_north(seed, Difficulty::Normal, 2);
        for hand in 0..2 {
            for step in timeline(&record, hand).iter().filter(|s| s.options > 1) {
                let review = review_decision(
                    &record,
                    step.index,
                    step.index as u64,
                    None,
                    &SearchConfig::expert(),
                )
                .unwrap();
                let best = &review.options[0];
                // Tied options of other values than the best (an equivalent card is the same
                // choice).
                let tied = review
                    .options
                    .iter()
                    .filter(|o| o.tied && o.win_chance != best.win_chance)
                    .count();
                *seen.entry(review.verdict).or_insert(0) += 1;
                // The recommended option never argues against itself; an option outside the
                // toss-up never argues for itself against the recommended one.
                assert!(
                    !best.reason.contains(" of a game worse than"),
                    "{review:#?}"
                );
                for o in review.options.iter().filter(|o| !o.tied) {
                    assert!(!o.reason.contains(" of a game better than"), "{o:#?}");
                    assert!(best.win_chance - o.win_chance >= euchre_ai::review::INACCURACY);
                }
                let judged = &review.judged;
                match review.verdict {
                    Verdict::Best => {
                        assert_eq!(tied, 0, "{review:#?}");
                        let same = review
                            .options
                            .iter()
                            .all(|o| o.win_chance == best.win_chance);
                        let start = if same {
                            "The best choice: every option comes to the same by the numbers."
                        } else {
                            "The best choice: about "
                        };
                        assert!(judged.starts_with(start), "{judged}");
                    }
                    Verdict::TossUp => {
                        assert!(tied >= 1 && review.cost_win < euchre_ai::review::INACCURACY);
                        assert!(judged.starts_with("A toss-up: "), "{judged}");
                    }
                    Verdict::Inaccuracy | Verdict::Mistake => {
                        assert!(review.cost_win >= euchre_ai::review::INACCURACY);
                        let start = format!("{} was better by about ", best.label);
                        assert!(judged.starts_with(&start), "{judged}");
                    }
                }
                assert_eq!(
                    review.verdict.costs(),
                    review.cost_win >= euchre_ai::review::INACCURACY
                );
            }
        }
    }
    assert!(seen.len() >= 3, "{seen:?}");
}
