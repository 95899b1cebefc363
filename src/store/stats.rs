//! The person's record over all games, kept hand by hand (and taken back with undo); the
//! three-player games (cutthroat) in a record of their own; the daily deal's streak and the
//! comparison with the Expert in `daily.rs`.

mod daily;

pub(super) use daily::GameId;
use daily::{Counted, DailyRecord, Versus};

use euchre::{HandOutcome, HandRecord, Players, ScoreKind, Seat, Team};
use serde::{Deserialize, Serialize};

use super::YOU;

/// The person's record over all games; saved in localStorage. The fields at the top are the
/// four-player games' (as saved before three players existed); [`Stats::three`] is apart,
/// and so are the daily games, the comparison with the Expert and what of the game on
/// screen was counted (none of them in statistics saved before they existed).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Games finished.
    pub games: u32,
    /// Games won by North–South.
    pub wins: u32,
    /// Finished games in which undo was used.
    pub games_with_undo: u32,
    /// Hands played and scored.
    pub hands: u32,
    /// Hands where North–South euchred the makers.
    pub euchres_made: u32,
    /// Hands where North–South were euchred.
    pub euchres_suffered: u32,
    /// Loners South tried.
    pub loners_tried: u32,
    /// Loners South made.
    pub loners_made: u32,
    /// The three-player games (none in statistics saved before they existed).
    pub three: ThreeStats,
    /// The daily games finished and the streak.
    pub daily: DailyRecord,
    /// The person's points against the Expert's with the same cards.
    pub versus: Versus,
    /// What of the game on screen was counted.
    pub counted: Counted,
}

/// The person's record in three-player games, each for themselves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ThreeStats {
    /// Games finished.
    pub games: u32,
    /// Games South won.
    pub wins: u32,
    /// Finished games in which undo was used.
    pub games_with_undo: u32,
    /// Hands played and scored.
    pub hands: u32,
    /// Hands South made trump in.
    pub made_trump: u32,
    /// Hands where South, defending, euchred the maker.
    pub euchres_made: u32,
    /// Hands where South, the maker, was euchred.
    pub euchres_suffered: u32,
}

impl Stats {
    /// What one finished four-player hand adds to the statistics.
    fn of_hand(record: &HandRecord) -> Stats {
        let mut stats = Stats::default();
        if let HandOutcome::Played {
            contract,
            maker_tricks,
            score,
            ..
        } = record.outcome
        {
            stats.hands = 1;
            let ours = contract.makers() == Team::NorthSouth;
            if score.kind == ScoreKind::Euchre {
                if ours {
                    stats.euchres_suffered = 1;
                } else {
                    stats.euchres_made = 1;
                }
            }
            if contract.alone && contract.maker == YOU {
                stats.loners_tried = 1;
                stats.loners_made = u32::from(maker_tricks >= 3);
            }
        }
        stats
    }

    /// Adds (or, for a hand taken back by undo, removes) one hand's counts, in the record of
    /// a game of `players`.
    pub(super) fn count_hand(&mut self, players: Players, record: &HandRecord, add: bool) {
        let step = |total: &mut u32, n: u32| {
            *total = if add {
                total.saturating_add(n)
            } else {
                total.saturating_sub(n)
            };
        };
        if players == Players::Three {
            let hand = ThreeStats::of_hand(record);
            let three = &mut self.three;
            step(&mut three.hands, hand.hands);
            step(&mut three.made_trump, hand.made_trump);
            step(&mut three.euchres_made, hand.euchres_made);
            step(&mut three.euchres_suffered, hand.euchres_suffered);
            return;
        }
        let hand = Stats::of_hand(record);
        step(&mut self.hands, hand.hands);
        step(&mut self.euchres_made, hand.euchres_made);
        step(&mut self.euchres_suffered, hand.euchres_suffered);
        step(&mut self.loners_tried, hand.loners_tried);
        step(&mut self.loners_made, hand.loners_made);
    }

    /// Counts a finished game of `players` won by `winner` (with four, a seat of the winning
    /// partnership).
    pub(super) fn count_game(&mut self, players: Players, winner: Seat, undo_used: bool) {
        let (games, wins, with_undo, won) = match players {
            Players::Four => (
                &mut self.games,
                &mut self.wins,
                &mut self.games_with_undo,
                winner.team() == Team::NorthSouth,
            ),
            Players::Three => (
                &mut self.three.games,
                &mut self.three.wins,
                &mut self.three.games_with_undo,
                winner == YOU,
            ),
        };
        *games += 1;
        *wins += u32::from(won);
        *with_undo += u32::from(undo_used);
    }
}

impl ThreeStats {
    /// What one finished three-player hand adds.
    fn of_hand(record: &HandRecord) -> ThreeStats {
        let mut stats = ThreeStats::default();
        if let HandOutcome::Played {
            contract, score, ..
        } = record.outcome
        {
            stats.hands = 1;
            let ours = contract.maker == YOU;
            stats.made_trump = u32::from(ours);
            if score.kind == ScoreKind::Euchre {
                if ours {
                    stats.euchres_suffered = 1;
                } else {
                    stats.euchres_made = 1;
                }
            }
        }
        stats
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Game, Preset};
    use euchre_ai::Difficulty;

    #[test]
    fn statistics_saved_before_three_players_load_with_an_empty_record_for_three() {
        let old = r#"{"games":4,"wins":3,"games_with_undo":1,"hands":40,"euchres_made":5,"euchres_suffered":2,"loners_tried":3,"loners_made":2}"#;
        let stats: Stats = serde_json::from_str(old).expect("old statistics load");
        assert_eq!((stats.games, stats.wins, stats.hands), (4, 3, 40));
        assert_eq!(stats.three, ThreeStats::default());
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(serde_json::from_str::<Stats>(&text).unwrap(), stats);
    }

    #[test]
    fn statistics_saved_before_the_daily_record_load_with_empty_new_records() {
        let old = r#"{"games":4,"wins":3,"games_with_undo":1,"hands":40,"euchres_made":5,"euchres_suffered":2,"loners_tried":3,"loners_made":2,"three":{"games":2,"wins":1,"games_with_undo":0,"hands":12,"made_trump":4,"euchres_made":1,"euchres_suffered":1}}"#;
        let stats: Stats = serde_json::from_str(old).expect("old statistics load");
        assert_eq!(
            (stats.games, stats.three.games, stats.three.hands),
            (4, 2, 12)
        );
        assert_eq!(stats.daily, DailyRecord::default());
        assert_eq!(stats.versus, Versus::default());
        assert_eq!(stats.counted, Counted::default());
        let mut stats = stats;
        let id = GameId::new(&euchre::Rules::standard(), 5);
        assert!(stats.counts_play(&id, false));
        stats.count_versus(&id, 1, -2, None);
        let text = serde_json::to_string(&stats).unwrap();
        assert_eq!(serde_json::from_str::<Stats>(&text).unwrap(), stats);
    }

    #[test]
    fn three_player_games_are_kept_apart_and_taken_back_exactly() {
        for seed in 0..20 {
            let mut game = Game::new(Preset::Standard.rules().with_players(Players::Three), seed);
            let mut player = euchre_ai::player(Difficulty::Normal, seed);
            while let Some(seat) = game.to_act() {
                let action = player.choose(&game.view(seat));
                game.apply(seat, action).unwrap();
            }
            let mut stats = Stats::default();
            for record in game.history() {
                stats.count_hand(Players::Three, record, true);
            }
            let winner = game.winning_seat().unwrap();
            stats.count_game(Players::Three, winner, false);
            let played = game
                .history()
                .iter()
                .filter(|r| matches!(r.outcome, HandOutcome::Played { .. }))
                .count();
            let three = stats.three;
            assert_eq!(three.hands as usize, played, "seed {seed}");
            assert_eq!((three.games, three.wins), (1, u32::from(winner == YOU)));
            assert!(three.euchres_suffered <= three.made_trump);
            // The four-player record is untouched.
            assert_eq!(
                Stats {
                    three: ThreeStats::default(),
                    ..stats.clone()
                },
                Stats::default()
            );
            for record in game.history() {
                stats.count_hand(Players::Three, record, false);
            }
            assert_eq!(stats.three.hands, 0);
        }
    }
}
