use super::*;

#[test]
fn contestants_parse_and_print() {
    for name in [
        "random",
        "easy",
        "heuristic",
        "heuristic-v1",
        "hard",
        "expert",
        "oracle",
        "oracle-bids:heuristic",
        "oracle-cards:expert",
        "oracle-cards:hard",
        "bold:15",
        "fitted:100",
    ] {
        let c: Contestant = name.parse().unwrap();
        assert_eq!(c.to_string(), name);
    }
    for spec in ["search:8/10", "search:8-24/10-40", "search:0/16"] {
        let c: Contestant = spec.parse().unwrap();
        assert_eq!(c.to_string(), spec);
    }
    assert_eq!(
        "search:64-192/40-160".parse::<Contestant>(),
        Ok(Contestant::Search(euchre_ai::SearchConfig::expert()))
    );
    // The knobs of earlier experiments are gone: a name that asks for one is refused.
    assert!("search:8/10/infer".parse::<Contestant>().is_err());
    assert!("search:8/10/r2".parse::<Contestant>().is_err());
    assert!("search:8".parse::<Contestant>().is_err());
    assert_eq!("bold:20".parse::<Contestant>(), Ok(Contestant::Bold(20)));
    assert!("bold:".parse::<Contestant>().is_err());
    assert!("bold:-5".parse::<Contestant>().is_err());
    assert!("search:8/x".parse::<Contestant>().is_err());
    assert!("wizard".parse::<Contestant>().is_err());
    assert!("oracle-cards".parse::<Contestant>().is_err());
    assert!("oracle-tricks:expert".parse::<Contestant>().is_err());
    assert!("oracle-bids:oracle".parse::<Contestant>().is_err());
    assert_eq!(
        "oracle-bids:normal".parse::<Contestant>(),
        Ok(Contestant::OracleHalf(Half::Bids, Honest::Heuristic))
    );
    assert!(parse_rules("kitchen-table").is_ok());
    assert!(parse_rules("chess").is_err());
    let canadian = parse_rules("standard+canadian-loner").unwrap();
    assert!(canadian.canadian_loner && !canadian.stick_the_dealer);
    let both = parse_rules("kitchen-table+going-under+canadian-loner").unwrap();
    assert!(both.going_under && both.canadian_loner && both.stick_the_dealer);
    let best = parse_rules("standard+call-for-best+defend-alone").unwrap();
    assert!(best.call_for_best && best.defend_alone && !best.no_trump);
    assert!(parse_rules("standard+joker-of-spades").is_err());
    assert_eq!(
        parse_rules("british-joker").unwrap(),
        Preset::BritishJoker.rules()
    );
    assert_eq!(parse_rules("standard+joker").unwrap().deck, Deck::Joker);
    assert_eq!(
        parse_rules("standard+thirty-two").unwrap().deck,
        Deck::ThirtyTwo
    );
    let control = parse_rules("british-joker+twenty-four").unwrap();
    assert_eq!(control.deck, Deck::TwentyFour);
    assert_eq!(
        control.points_to_win,
        Preset::BritishJoker.rules().points_to_win
    );
}

/// Every decision of a seeded game between split players: the oracle's in its half,
/// the heuristic's in the other; both halves are met.
#[test]
fn a_split_contestant_leaves_each_half_to_its_player() {
    use euchre_ai::Heuristic;
    for (half, seed) in [(Half::Bids, 7), (Half::Cards, 8)] {
        let mut agent = Contestant::OracleHalf(half, Honest::Heuristic).agent(seed);
        let mut oracle = euchre_ai::Oracle::new();
        let mut game = Game::new(Preset::Standard.rules(), seed);
        let (mut by_oracle, mut by_heuristic) = (0, 0);
        for _ in 0..3 {
            let hands = game.history().len();
            while game.history().len() == hands {
                let seat = game.to_act().expect("the game goes on");
                let view = game.view(seat);
                let action = agent.choose(game.hand(), &view);
                let oracles = (game.hand().phase() == euchre::Phase::Play) == (half == Half::Cards);
                if oracles {
                    assert_eq!(action, oracle.choose(game.hand(), &view));
                    by_oracle += 1;
                } else {
                    assert_eq!(action, Heuristic::decide_normal(&view));
                    by_heuristic += 1;
                }
                game.apply(seat, action).unwrap();
            }
        }
        assert!(by_oracle > 0 && by_heuristic > 0, "{half:?}");
    }
}

/// The oracle's cards win more than the same bids played by the heuristic: the
/// yardstick measures what it says.
#[test]
fn the_oracles_cards_beat_the_heuristics_on_the_same_bids() {
    let config = ArenaConfig {
        ns: Contestant::OracleHalf(Half::Cards, Honest::Heuristic),
        ew: Contestant::Heuristic,
        games: 60,
        rules: Preset::Standard.rules(),
        seed: 3,
    };
    let result = run(&config, &mut || 0, &mut |_, _| {});
    assert!(result.ns_win_rate() > 0.6, "{}", result.ns_win_rate());
}

#[test]
fn a_short_duplicate_run_counts_every_game() {
    let config = ArenaConfig {
        ns: Contestant::Heuristic,
        ew: Contestant::Random,
        games: 4,
        rules: Preset::Standard.rules(),
        seed: 1,
    };
    let mut t = 0u64;
    let mut calls = 0;
    let result = run(
        &config,
        &mut || {
            t += 1000;
            t
        },
        &mut |_, _| calls += 1,
    );
    assert_eq!(result.games, 4);
    assert_eq!(calls, 2);
    assert_eq!(result.ns_wins + result.ew_wins, 4);
    assert!(result.ns_points > 0);
    assert!(!result.ns_times.is_empty());
    assert_eq!(result.ns_times.quantile_ms(0.5), 0.001);
    let json: serde_json::Value = serde_json::from_str(&result.to_json()).unwrap();
    for key in [
        "ns",
        "ew",
        "games",
        "ns_wins",
        "ew_wins",
        "ns_win_rate",
        "ci95_low",
        "ci95_high",
        "ns_points_per_hand",
        "ew_points_per_hand",
        "ms_per_decision",
    ] {
        assert!(json.get(key).is_some(), "{key}");
    }
    let (lo, hi) = result.ci95();
    assert!(lo <= result.ns_win_rate() && result.ns_win_rate() <= hi);
    // Each game's result, in order, in the JSON too.
    assert_eq!(result.won.len(), 4);
    assert_eq!(result.won.iter().filter(|&&w| w).count(), result.ns_wins);
    let won: String = result
        .won
        .iter()
        .map(|&w| if w { '1' } else { '0' })
        .collect();
    assert_eq!(json["won"], won.as_str());
}

#[test]
fn a_paired_comparison_counts_the_games_that_went_differently() {
    let (t, f) = (true, false);
    // The same games: no difference, and no doubt about it.
    let same = paired(&[t, f, t, t], &[t, f, t, t]).unwrap();
    assert_eq!(same.difference, 0.0);
    assert_eq!(same.ci95, (0.0, 0.0));
    assert_eq!(same.discordant, (0, 0));
    // One game each way out of four: no difference, with a wide interval (the sample
    // variance of +1, 0, 0, -1 is 2/3).
    let even = paired(&[t, t, f, f], &[t, f, f, t]).unwrap();
    assert_eq!(even.discordant, (1, 1));
    assert_eq!(even.difference, 0.0);
    let half = 1.96 * (2.0f64 / 3.0 / 4.0).sqrt();
    assert!((even.ci95.1 - half).abs() < 1e-12 && (even.ci95.0 + half).abs() < 1e-12);
    // A won three more of ten.
    let ahead = paired(
        &[t, t, t, t, f, f, f, f, f, f],
        &[t, f, f, f, f, f, f, f, f, f],
    )
    .unwrap();
    assert_eq!(ahead.discordant, (3, 0));
    assert!((ahead.difference - 0.3).abs() < 1e-12);
    assert!(ahead.ci95.0 > 0.0 && ahead.ci95.1 < 0.6, "{:?}", ahead.ci95);
    // Not the same games.
    assert_eq!(paired(&[t, f], &[t, f, t]), None);
    assert_eq!(paired(&[t], &[t]), None);
}
