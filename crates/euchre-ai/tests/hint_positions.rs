//! Hints on real positions a player doubted, and the hint's promises on seeded positions of
//! every phase: it recommends what the Expert chooses, and its words name the options as a
//! person says them.

mod common;

use common::positions;
use euchre::{Action, Card, CardSet, Game, Phase, PlayerView, Rules, Seat, Trump};
use euchre_ai::{Difficulty, Heuristic, Hint, HintSearch, player};

/// South's first view in hand `number` (from 1, as the table shows it) of game `seed`, every
/// seat played by the heuristic until then (`Heuristic::decide`, the model of Normal the
/// play-outs use: Normal's conventions do not move these positions). The deal of a hand
/// comes from the game's seed and the hand's number alone; the score depends on the play.
fn south_in_hand(seed: u64, number: u32) -> PlayerView {
    let mut game = Game::new(Rules::standard(), seed);
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        if view.hand_number + 1 == number && seat == Seat::South {
            return view;
        }
        game.apply(seat, Heuristic::decide(&view)).unwrap();
    }
    panic!("game {seed} ended before hand {number}");
}

fn hints(view: &PlayerView, seed: u64) -> Vec<Hint> {
    let mut search = HintSearch::new(view, seed);
    loop {
        if let Some(hints) = search.step() {
            return hints;
        }
    }
}

fn set(cards: &str) -> CardSet {
    cards.parse().expect("test cards parse")
}

fn card(text: &str) -> Card {
    text.parse().expect("a test card parses")
}

/// How much of a game option `a` is worth against `b`, as the reasons write it: whole
/// percent ("4 %", "under 1 %").
fn gap(a: &Hint, b: &Hint) -> String {
    let x = (a.win_chance - b.win_chance).abs();
    match (x * 100.0).round() as i32 {
        0 => "under 1 %".to_string(),
        p => format!("{p} %"),
    }
}

#[test]
fn seed_11_hand_5_an_opponent_turns_the_ten_of_diamonds_and_the_hint_passes() {
    // Reported: with the 10♦ turned for an opponent (West deals) and K♠ 10♠ 10♥ Q♦ 9♦, the
    // hint (then Hard's search) said to order up. North and East passed before South.
    let view = south_in_hand(11, 5);
    assert_eq!(view.hand, set("KS TS TH QD 9D"));
    assert_eq!(view.upcard, card("TD"));
    assert_eq!(view.dealer, Seat::West);
    assert_eq!(view.phase, Phase::Bidding1);
    // The hint with seed 0 (the Expert's search): pass −0.39 points (a 31.3 % chance to win
    // the game at 2-4), order up −0.97 (26.6 %; euchred in 67 % of the play-outs, a march
    // in 2 %), alone −2.00. Hard's search orders in 2 of seeds 0-19, the Expert in none.
    for seed in 0..10 {
        let hints = hints(&view, seed);
        let best = &hints[0];
        assert!(best.recommended);
        assert_eq!(
            best.action,
            Action::Pass,
            "hint seed {seed}: {}",
            best.reason
        );
        let order = hints
            .iter()
            .find(|h| h.action == Action::OrderUp { alone: false })
            .expect("ordering is an option");
        assert!(
            order.euchre > 0.4,
            "seed {seed}: euchred in {}",
            order.euchre
        );
        // The cards first, then one number: the chance to win the game it adds.
        assert_eq!(
            best.reason,
            format!(
                "Pass: two small trump in diamonds, an opponent deals; about {} of a game \
                 better than if you order it up",
                gap(best, order)
            ),
            "seed {seed}"
        );
    }
}

#[test]
fn seed_13_hand_6_the_dealer_picks_it_up_alone_only_past_the_noise_and_says_why() {
    // Reported as doubtful: "pick it up alone" as dealer with J♣ Q♣ A♠ Q♠ J♦ and the 10♣ up
    // after three passes. Expert play-outs over 300 deals: +1.99 alone, +1.33 with the
    // partner. The hint with seed 0: alone +1.81 (a march in 27 % of the play-outs, never
    // euchred), with the partner +1.32 (a march in 32 %), pass +0.15. Where the two are
    // within the search's noise (seed 1: 1.2 % of a game apart), it plays with the partner.
    let view = south_in_hand(13, 6);
    assert_eq!(view.hand, set("JC QC AS QS JD"));
    assert_eq!(view.upcard, card("TC"));
    assert_eq!(view.dealer, Seat::South);
    assert_eq!(
        view.history,
        [Seat::West, Seat::North, Seat::East].map(|s| (s, Action::Pass))
    );
    let mut alone_seeds = 0;
    for seed in 0..5 {
        let hints = hints(&view, seed);
        let [alone, partner] = [true, false].map(|a| {
            hints
                .iter()
                .find(|h| h.action == Action::OrderUp { alone: a })
                .expect("both orders are options")
        });
        if partner.recommended {
            // Within the search's noise the convention decides: with the partner.
            assert!(
                alone.win_chance - partner.win_chance <= euchre_ai::conventions::TIE,
                "seed {seed}: {} against {}",
                alone.win_chance,
                partner.win_chance
            );
            assert!(
                partner
                    .reason
                    .starts_with("Pick it up: a toss-up by the numbers")
                    && partner
                        .reason
                        .ends_with("the convention is to play with your partner rather than alone"),
                "seed {seed}: {}",
                partner.reason
            );
            continue;
        }
        alone_seeds += 1;
        assert!(alone.recommended, "hint seed {seed}: {}", hints[0].reason);
        assert!(alone.win_chance - partner.win_chance > euchre_ai::conventions::TIE);
        assert_eq!(hints[0].action, Action::OrderUp { alone: true });
        assert!(alone.expected_points > partner.expected_points);
        assert_eq!(alone.label, "Pick it up alone");
        let march = (alone.march * 100.0).round();
        assert!(march >= 1.0, "{march}");
        // The cards and the score first, then one number against the partnered call.
        let reason = &alone.reason;
        assert_eq!(
            reason,
            &format!(
                "Pick it up alone: right bower and two more trump with an off ace, you deal; \
                 at 1–9 a euchre would end the game; about {} of a game better than with your \
                 partner",
                gap(alone, partner)
            ),
            "seed {seed}"
        );
    }
    assert!(alone_seeds >= 1, "alone with {alone_seeds} of 5 seeds");
}

#[test]
fn the_hint_recommends_what_the_expert_chooses_with_the_same_seed() {
    let views = positions(3);
    assert!(views.len() > 50, "{} positions", views.len());
    for (i, view) in views.iter().enumerate() {
        let seed = 17 * i as u64 + 3;
        let hints = hints(view, seed);
        assert_eq!(hints.len(), view.legal_actions.len());
        assert_eq!(hints.iter().filter(|h| h.recommended).count(), 1);
        assert!(hints[0].recommended);
        let expert = player(Difficulty::Expert, seed).choose(view);
        assert_eq!(
            hints[0].action, expert,
            "position {i} ({:?}): {}",
            view.phase, hints[0].reason
        );
        for h in &hints {
            assert!(view.legal_actions.contains(&h.action));
            for share in [h.win_chance, h.march, h.euchre, h.ours] {
                assert!((0.0..=1.0).contains(&share), "{h:?}");
            }
            assert!(h.march + h.euchre <= 1.0 + 1e-9, "{h:?}");
            if matches!(h.action, Action::OrderUp { .. } | Action::Call { .. }) {
                assert!((h.ours - 1.0).abs() < 1e-9, "our own contract: {h:?}");
            }
        }
        // Best first after the recommended one.
        for pair in hints[1..].windows(2) {
            assert!(pair[0].win_chance >= pair[1].win_chance);
        }
    }
}

/// The most characters a live hint may have to fit the hint's box on a 375 px phone without
/// scrolling: five lines of about 55 characters (style/panels.css).
const HINT_CHARS: usize = 275;

/// Every "N more trick(s)" in `text` agrees in number.
fn tricks_agree(text: &str) -> bool {
    let words: Vec<&str> = text.split(' ').collect();
    words.windows(3).all(|w| {
        if w[1] != "more" || !w[2].starts_with("trick") {
            return true;
        }
        let plural = w[2].starts_with("tricks");
        w[0].parse::<u32>().is_ok_and(|n| (n == 1) != plural)
    })
}

#[test]
fn the_words_name_the_options_as_a_person_says_them() {
    let mut seen = (0, 0, 0);
    let mut longest = 0;
    for view in positions(3) {
        let hints = hints(&view, 1);
        for h in &hints {
            let words = format!("{} / {}", h.label, h.reason);
            if view.phase == Phase::Bidding1 && view.dealer == view.seat {
                assert!(!words.contains("Order"), "the dealer picks it up: {words}");
                assert!(!words.contains("order it"), "{words}");
                seen.0 += 1;
            } else {
                assert!(!words.contains("Pick it up"), "not the dealer: {words}");
                assert!(!words.contains("pick it up"), "{words}");
            }
            assert!(tricks_agree(&h.reason), "{}", h.reason);
            if h.reason.contains(" more trick") {
                seen.1 += 1;
            }
            if let Action::Call { trump, .. } = h.action {
                assert!(h.label.starts_with(&format!("Call {trump}")), "{words}");
            }
            if h.recommended && h.reason.contains(" of a game ") {
                seen.2 += 1;
            }
            // One number at most: the option's worth against another, in games won.
            assert!(h.reason.matches('%').count() <= 1, "{words}");
            // The live hint ("Suggestion: " and the recommended reason) fits the phone's hint
            // box, five lines of about 55 characters at 375 px (style/panels.css).
            if h.recommended {
                longest = longest.max(h.reason.chars().count() + "Suggestion: ".len());
            }
            assert!(
                !h.reason.contains("NaN") && !h.reason.contains("inf"),
                "{words}"
            );
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0 && seen.2 > 0, "{seen:?}");
    eprintln!("LONGEST {longest}");
    assert!(longest <= HINT_CHARS, "a hint of {longest} characters");
    assert!(tricks_agree("you need 1 more trick to make it"));
    assert!(!tricks_agree("you need 1 more tricks to make it"));
    assert!(!tricks_agree("you need 2 more trick to make it"));
}

#[test]
fn a_round_two_call_names_its_suit_and_a_pass_the_best_call() {
    // The first round-2 view of a seeded game in which everyone passes round 1.
    let view = (0..40u64)
        .find_map(|seed| {
            let mut game = Game::new(Rules::standard(), seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                if view.phase == Phase::Bidding2 {
                    return Some(view);
                }
                if view.phase != Phase::Bidding1 {
                    return None;
                }
                game.apply(seat, Action::Pass).unwrap();
            }
            None
        })
        .expect("a round-2 position");
    let hints = hints(&view, 2);
    let upcard = Trump::Suit(view.upcard.suit());
    for h in &hints {
        match h.action {
            Action::Call { trump, alone } => {
                assert_ne!(trump, upcard);
                let name = match trump {
                    Trump::Suit(s) => s.name(),
                    _ => unreachable!("standard rules"),
                };
                assert!(
                    h.reason.starts_with(&format!("Call {name}")),
                    "{}",
                    h.reason
                );
                assert_eq!(h.label.ends_with(" alone"), alone);
            }
            Action::Pass => assert!(
                h.reason.starts_with("Pass: ") && h.reason.matches('%').count() == 1,
                "{}",
                h.reason
            ),
            other => panic!("{other} in round 2"),
        }
    }
}

#[test]
fn seed_7853645065864354059_hand_10_the_pass_keeps_both_red_bowers_for_a_call_of_hearts() {
    // East deals and turns the 10♦; South, first to bid at 9–4, holds J♦ J♥ Q♦ K♥ 10♥. Both
    // red bowers: ordering diamonds up is fine, but passing keeps a call of hearts for round
    // 2, where South holds both bowers, K♥ and 10♥ of hearts. The pass's reason says so (the
    // search's own play-outs: everyone passes back to South often enough).
    let hand = common::seeded_hand(Rules::standard(), 7853645065864354059, 10, Seat::East);
    let mut view = hand.view(Seat::South);
    view.scores = euchre::ByTeam::from_fn(|t| if t == euchre::Team::NorthSouth { 9 } else { 4 });
    assert_eq!(
        (view.upcard, view.hand),
        (card("10♦"), set("J♦ J♥ Q♦ K♥ 10♥"))
    );
    let hints = hints(&view, 0);
    let pass = hints.iter().find(|h| h.action == Action::Pass).unwrap();
    // The pass says what it keeps, and the score, before its one number.
    let r = &pass.reason;
    assert!(
        r.starts_with(
            "Pass: right bower, left bower and one more trump in diamonds, an opponent deals; \
             passing keeps a call of hearts for round 2; at 9–4 one point wins the game; "
        ) && r.matches('%').count() == 1,
        "{r}"
    );
    // An order keeps nothing for round 2.
    for h in hints.iter().filter(|h| h.action != Action::Pass) {
        assert!(!h.reason.contains("passing keeps"), "{}", h.reason);
    }
}

/// South's view in hand `number` (from 1) of game `seed` the first time it is to decide in
/// `phase` with `tricks` tricks played and more than one option, every seat played by the
/// heuristic (Normal) until then.
fn south_at(seed: u64, number: u32, phase: Phase, tricks: usize) -> PlayerView {
    let mut game = Game::new(Rules::standard(), seed);
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        if seat == Seat::South
            && view.hand_number + 1 == number
            && view.phase == phase
            && view.tricks.len() == tricks
            && view.legal_actions.len() > 1
        {
            return view;
        }
        game.apply(seat, Heuristic::decide(&view)).unwrap();
    }
    panic!("game {seed} has no such view in hand {number}");
}

#[test]
fn seed_1_hand_4_burying_the_right_bower_is_said_to_cost_a_share_of_the_game() {
    // South deals, picks up and holds 10♥ J♥ Q♥ 9♠ Q♠ K♠ with hearts trump: the recommended
    // discard is the 9♠, the weakest card (a toss-up with the Q♠; no discard makes a void, so
    // no convention chooses). Burying the right bower costs at least 5 % of a game: its
    // reason says so in one number.
    let view = south_at(1, 4, Phase::Discard, 0);
    assert_eq!(view.hand, set("10♥ J♥ Q♥ 9♠ Q♠ K♠"));
    let hints = hints(&view, 0);
    assert_eq!(hints[0].action, Action::Discard(card("9♠")));
    let right = hints
        .iter()
        .find(|h| h.action == Action::Discard(card("J♥")))
        .unwrap();
    // Named, and set against the recommended discard in one number.
    assert_eq!(
        right.reason,
        format!(
            "Bury J♥: about {} of a game worse than if you bury 9♠",
            gap(&hints[0], right)
        )
    );
    assert!(hints[0].win_chance - right.win_chance >= 0.05);
    assert!(
        hints[0]
            .reason
            .starts_with("Bury your weakest card, 9♠; a toss-up with burying Q♠"),
        "{}",
        hints[0].reason
    );
}

#[test]
fn seed_4_hand_1_a_card_that_cannot_take_the_trick_is_said_so_from_the_play_outs() {
    // Trick 2: South holds J♣ Q♣ A♣ 10♠ with clubs trump, out of the suit led. Trumping in
    // with the right bower takes the trick; the Q♣ cannot beat the J♠ (the left bower): its
    // reason says so, then what it costs in one number.
    let view = south_at(4, 1, Phase::Play, 1);
    assert_eq!(view.hand, set("J♣ Q♣ A♣ 10♠"));
    let hints = hints(&view, 0);
    assert_eq!(hints[0].action, Action::Play(card("J♣")));
    let queen = hints
        .iter()
        .find(|h| h.action == Action::Play(card("Q♣")))
        .unwrap();
    assert_eq!(
        queen.reason,
        format!(
            "Q♣ does not beat J♠ (your J♣ would), and you need 3 more tricks to make it; about \
             {} of a game worse than if you play J♣",
            gap(&hints[0], queen)
        )
    );
}
