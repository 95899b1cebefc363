//! The daily record's, the streak's and the comparison with the Expert's tests.
use super::*;
use euchre::{Players, Preset};
use euchre_ai::duplicate::hand_points;

fn date(text: &str) -> Date {
    text.parse().unwrap()
}

fn daily(text: &str, rules: Rules) -> GameId {
    GameId::new(&rules, date(text).seed())
}

/// A whole game of `id` finished on `today`, one hand counted.
fn play(stats: &mut Stats, id: &GameId, today: &str) -> bool {
    let counts = stats.counts_play(id, true);
    if counts {
        stats.hands += 1;
    }
    stats.end_play(id, Some(date(today)));
    counts
}

#[test]
fn a_game_is_daily_by_its_seed_with_its_preset_and_players() {
    let id = daily("2026-12-02", Preset::Standard.rules());
    let game = id.daily.clone().unwrap();
    assert_eq!(Some(game.day), Some(date("2026-12-02").days_since_epoch()));
    assert_eq!((game.preset.as_str(), game.players), ("Standard", 4));
    let three = daily(
        "2026-12-02",
        Preset::Standard.rules().with_players(Players::Three),
    );
    assert_eq!(three.daily.as_ref().unwrap().players, 3);
    assert_ne!(three.key, id.key);
    let mut custom = Preset::Standard.rules();
    custom.stick_the_dealer = !custom.stick_the_dealer;
    if preset_of(&custom).is_none() {
        assert_eq!(daily("2026-12-02", custom).daily.unwrap().preset, "Custom");
    }
    assert_eq!(GameId::new(&Rules::standard(), 42).daily, None);
    // The key is the same in every build and for every later Bower (FNV-1a of the rules'
    // code and the seed): pinned, and a rule switched off leaves it as it was.
    const PINNED: u64 = 0xAB64_4349_3DED_6D75;
    assert_eq!(GameId::new(&Rules::standard(), 42).key, PINNED);
    assert_ne!(
        GameId::new(
            &Rules {
                going_under: true,
                ..Rules::standard()
            },
            42
        )
        .key,
        PINNED
    );
}

#[test]
fn the_streak_counts_consecutive_dates_finished_on_their_own_date() {
    let rules = Preset::Standard.rules();
    let mut stats = Stats::default();
    for day in ["2026-12-01", "2026-12-02", "2026-12-03"] {
        assert!(play(&mut stats, &daily(day, rules), day));
    }
    let d = |t: &str| date(t).days_since_epoch();
    assert_eq!(stats.daily.current_streak(d("2026-12-03")), 3);
    // Up to yesterday while today's is not played; gone after a missed day.
    assert_eq!(stats.daily.current_streak(d("2026-12-04")), 3);
    assert_eq!(stats.daily.current_streak(d("2026-12-05")), 0);
    // Another preset the same day: recorded, the streak is the same.
    let classic = daily("2026-12-03", Preset::ALL[1].rules());
    assert!(play(&mut stats, &classic, "2026-12-03"));
    assert_eq!(stats.daily.streak, 3);
    assert_eq!(stats.daily.games.len(), 4);
    // An older date's game finished today is recorded but extends nothing.
    assert!(play(&mut stats, &daily("2026-11-20", rules), "2026-12-04"));
    assert_eq!(stats.daily.current_streak(d("2026-12-04")), 3);
    assert!(
        stats
            .daily
            .has(daily("2026-11-20", rules).daily.as_ref().unwrap())
    );
    // A missed day starts a new streak; the best stays.
    assert!(play(&mut stats, &daily("2026-12-06", rules), "2026-12-06"));
    assert_eq!(stats.daily.current_streak(d("2026-12-06")), 1);
    assert_eq!(stats.daily.best, 3);
    // A game finished after midnight does not extend it either.
    assert!(play(&mut stats, &daily("2026-12-07", rules), "2026-12-08"));
    assert_eq!(stats.daily.current_streak(d("2026-12-07")), 1);
    assert_eq!(stats.daily.current_streak(d("2026-12-08")), 0);
    assert_eq!(stats.daily.streak_end, Some(d("2026-12-06")));
}

#[test]
fn a_daily_game_already_finished_is_a_replay_and_counts_nothing() {
    let id = daily("2026-12-02", Preset::Standard.rules());
    let mut stats = Stats::default();
    assert!(!stats.is_replay(&id, false));
    // The game itself, just finished, counts once and is not a replay of itself.
    assert!(stats.counts_play(&id, false));
    assert!(stats.counts_play(&id, false));
    stats.end_play(&id, Some(date("2026-12-02")));
    assert!(!stats.is_replay(&id, true));
    assert_eq!(stats.daily.streak, 1);
    // Played again from its start: a replay, from the first move to the end.
    assert!(stats.is_replay(&id, false));
    assert!(!stats.counts_play(&id, false));
    stats.count_versus(&id, 1, 4, Some(date("2026-12-02")));
    assert_eq!(stats.versus, Versus::default());
    stats.end_play(&id, Some(date("2026-12-02")));
    assert!(stats.is_replay(&id, true));
    assert_eq!(stats.daily.games.len(), 1);
    // Another game, then the daily again: still a replay. With three players it is not.
    let other = GameId::new(&Rules::standard(), 7);
    assert!(stats.counts_play(&other, false) && !stats.is_replay(&other, false));
    assert!(stats.is_replay(&id, false));
    let three = daily(
        "2026-12-02",
        Preset::Standard.rules().with_players(Players::Three),
    );
    assert!(!stats.is_replay(&three, false));
    assert!(stats.counts_play(&three, false));
}

/// A whole game of `rules` and `seed` counted as the store counts it (an action at a
/// time, then each hand's comparison with an Expert who scored nothing), on `today`.
fn count_whole_game(stats: &mut Stats, rules: Rules, seed: u64, today: Date) {
    let mut game = Game::new(rules, seed);
    let mut player = euchre_ai::player(euchre_ai::Difficulty::Normal, seed);
    let id = GameId::of_game(&game);
    while let Some(seat) = game.to_act() {
        let before = game.history().len();
        let action = player.choose(&game.view(seat));
        game.apply(seat, action).unwrap();
        if stats.counts_play(&id, game.actions().len() == 1) {
            for record in &game.history()[before..] {
                stats.count_hand(rules.players, record, true);
            }
            if let Some(winner) = game.winning_seat() {
                stats.count_game(rules.players, winner, false);
            }
        }
    }
    stats.end_play(&id, Some(today));
    let record = game.record();
    for (hand, _) in finished_hands(&record) {
        let yours = hand_points(&record, hand).unwrap();
        stats.count_versus(&id, hand, yours, Some(today));
    }
}

#[test]
fn a_daily_game_counts_once_and_its_replay_not_at_all() {
    for players in [Players::Four, Players::Three] {
        let rules = Preset::Standard.rules().with_players(players);
        let today = date("2026-12-02");
        let mut stats = Stats::default();
        count_whole_game(&mut stats, rules, today.seed(), today);
        let (games, hands) = match players {
            Players::Four => (stats.games, stats.hands),
            Players::Three => (stats.three.games, stats.three.hands),
        };
        assert_eq!(games, 1);
        assert!(hands > 0);
        assert_eq!(stats.daily.streak, 1);
        assert!(stats.versus.hands > 0);
        assert_eq!(stats.versus.halves, stats_sum(&stats));
        // A reload plays the finished hands again: counted once.
        let once = stats.clone();
        let id = GameId::new(&rules, today.seed());
        let record_hands: Vec<u32> = stats.counted.hands.iter().map(|h| h.0).collect();
        for hand in record_hands {
            stats.count_versus(&id, hand, 0, Some(today));
        }
        assert_eq!(stats, once);
        // Played again from the start: a replay, nothing counted.
        count_whole_game(&mut stats, rules, today.seed(), today);
        assert!(stats.counted.replay && stats.counted.finished);
        assert_eq!(
            Stats {
                counted: Counted::default(),
                ..stats.clone()
            },
            Stats {
                counted: Counted::default(),
                ..once
            }
        );
    }
}

/// The sum of the counted hands' differences.
fn stats_sum(stats: &Stats) -> i64 {
    stats.counted.hands.iter().map(|h| i64::from(h.2)).sum()
}

#[test]
fn each_hand_against_the_expert_counts_once() {
    let id = GameId::new(&Rules::standard(), 9);
    let today = Some(date("2026-12-02"));
    let mut stats = Stats::default();
    assert!(stats.counts_play(&id, false));
    stats.count_versus(&id, 1, 4, today);
    stats.count_versus(&id, 2, -1, today);
    // A reload plays the finished hands again: nothing more.
    stats.count_versus(&id, 1, 4, today);
    assert_eq!((stats.versus.hands, stats.versus.halves), (2, 3));
    assert_eq!(stats.versus.average(), Some(0.75));
    // Nor another result for a hand already counted.
    stats.count_versus(&id, 2, 2, today);
    assert_eq!((stats.versus.hands, stats.versus.halves), (2, 3));
    let day = date("2026-12-02").days_since_epoch();
    assert_eq!(
        stats.versus.days,
        [VersusDay {
            day,
            hands: 2,
            halves: 3
        }]
    );
    // The same game started again from its first move: its hands count afresh.
    assert!(stats.counts_play(&id, true));
    stats.count_versus(&id, 1, 2, today);
    assert_eq!((stats.versus.hands, stats.versus.halves), (3, 5));
    // A new game's hand 1 counts.
    let other = GameId::new(&Rules::standard(), 10);
    assert!(stats.counts_play(&other, false));
    stats.count_versus(&other, 1, -3, today);
    assert_eq!((stats.versus.hands, stats.versus.halves), (4, 2));
}

#[test]
fn the_days_against_the_expert_are_kept_for_thirty_days() {
    let mut versus = Versus::default();
    let start = date("2026-11-01").days_since_epoch();
    for day in start..start + 60 {
        versus.count(Some(day), 2, true);
        versus.count(Some(day), -4, true);
    }
    assert_eq!(versus.hands, 120);
    assert_eq!(versus.halves, -120);
    assert_eq!(versus.days.len(), VERSUS_DAYS as usize);
    assert_eq!(versus.days[0].day, start + 60 - VERSUS_DAYS);
    let today = start + 59;
    assert_eq!(versus.recent(today).len(), 30);
    assert_eq!(versus.recent(today + 10).len(), 20);
    assert_eq!(versus.recent_average(today), Some(-0.5));
    assert_eq!(
        versus.words(today),
        "Against the Expert: −0.5 points a hand (all games), −0.5 (last 30 days)"
    );
    assert_eq!(
        versus.words(today + 40),
        "Against the Expert: −0.5 points a hand (all games), none in the last 30 days"
    );
    assert_eq!(
        Versus::default().words(today),
        "Against the Expert: no hand compared yet"
    );
    assert_eq!(
        versus.chart_words(today),
        "Against the Expert, day by day over the last 30 days: played on 30 days; ahead on 0 days, behind on 30 days, even on 0 days"
    );
    let day = VersusDay {
        day: date("2026-12-02").days_since_epoch(),
        hands: 8,
        halves: 8,
    };
    assert_eq!(
        (day.tenths(), day.words()),
        (5, "2026-12-02: +0.5 points a hand over 8 hands".into())
    );
    let behind = VersusDay {
        hands: 3,
        halves: -1,
        ..day
    };
    assert_eq!(behind.tenths(), -2); // −0.1666… rounds to −0.2
    assert_eq!(
        [0.3, -0.14, 0.04, -0.04, 1.25].map(signed),
        ["+0.3", "−0.1", "0.0", "0.0", "+1.3"]
    );
}

#[test]
fn the_daily_record_keeps_the_last_four_hundred_days() {
    let rules = Preset::Standard.rules();
    let mut stats = Stats::default();
    let start = date("2025-01-01").days_since_epoch();
    for day in start..start + 800 {
        let date = Date::from_days_since_epoch(day).unwrap();
        let id = GameId::new(&rules, date.seed());
        stats.counts_play(&id, false);
        stats.end_play(&id, Some(date));
    }
    assert_eq!(stats.daily.games.len(), DAILY_DAYS as usize);
    assert_eq!(stats.daily.games[0].day, start + 800 - DAILY_DAYS);
    // The streak numbers go on beyond what is kept.
    assert_eq!((stats.daily.streak, stats.daily.best), (800, 800));
}
