//! The person's record over all games, kept hand by hand (and taken back with undo).

use euchre::{HandOutcome, HandRecord, ScoreKind, Team};
use serde::{Deserialize, Serialize};

use super::YOU;

/// The person's record over all games; saved in localStorage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
}

impl Stats {
    /// What one finished hand adds to the statistics.
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

    /// Adds (or, for a hand taken back by undo, removes) one hand's counts.
    pub(super) fn count_hand(&mut self, record: &HandRecord, add: bool) {
        let hand = Stats::of_hand(record);
        let fields = [
            (&mut self.hands, hand.hands),
            (&mut self.euchres_made, hand.euchres_made),
            (&mut self.euchres_suffered, hand.euchres_suffered),
            (&mut self.loners_tried, hand.loners_tried),
            (&mut self.loners_made, hand.loners_made),
        ];
        for (total, n) in fields {
            *total = if add {
                total.saturating_add(n)
            } else {
                total.saturating_sub(n)
            };
        }
    }
}
