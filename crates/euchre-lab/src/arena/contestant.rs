//! The kinds of player the arena seats, and their names on the command line.

use core::fmt;
use core::str::FromStr;

use euchre::{Action, Hand, Phase, PlayerView};

use euchre_ai::{
    Difficulty, Heuristic, Oracle, Player, RandomPlayer, Search, SearchConfig, ThreeBids,
};

use crate::HeuristicV1;

/// A kind of player the arena can seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// Uniformly random legal actions.
    Random,
    /// The Easy level (the heuristic with mistakes).
    Easy,
    /// The heuristic (Normal level).
    Heuristic,
    /// The heuristic as it was at commit a40dd8a, frozen (`heuristic-v1`).
    HeuristicV1,
    /// The Hard search.
    Hard,
    /// The Expert search.
    Expert,
    /// The search with other counts of worlds (`search:PLAY[-MAX]/BID[-MAX]`).
    Search(SearchConfig),
    /// The Expert with every order and call worth this many hundredths of a point more
    /// (`bold:N`; research: [`bold`](super::bold)).
    Bold(u16),
    /// The Expert with this percentage of the bonus fitted by round and seat
    /// (`fitted:PCT`; research: [`bold`](super::bold)).
    Fitted(u16),
    /// Sees every card.
    Oracle,
    /// The heuristic with other three-player bidding thresholds (for tuning them):
    /// `heuristic:ORDER/CALL[/SHORT]` in hundredths of a trick ([`ThreeBids`]).
    TunedHeuristic(ThreeBids),
    /// The oracle deciding one half of the game and an honest player the other:
    /// `oracle-bids:LEVEL` (the oracle's bids, discards and defend-alone decisions, the
    /// level's cards) or `oracle-cards:LEVEL`. A yardstick: how much seeing every card is
    /// worth in each half, so how far the level's bids or cards are from perfect.
    OracleHalf(Half, Honest),
}

/// The half of the decisions a [`Contestant::OracleHalf`] leaves to the oracle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Half {
    /// Bids, discards and defend-alone decisions.
    Bids,
    /// The cards played.
    Cards,
}

/// The honest player of a [`Contestant::OracleHalf`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Honest {
    /// The heuristic (Normal).
    Heuristic,
    /// The Hard search.
    Hard,
    /// The Expert search.
    Expert,
}

impl Honest {
    /// The contestant it is on its own (its name and its player).
    fn contestant(self) -> Contestant {
        match self {
            Honest::Heuristic => Contestant::Heuristic,
            Honest::Hard => Contestant::Hard,
            Honest::Expert => Contestant::Expert,
        }
    }
}

/// A contestant name the arena does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownContestant(pub String);

impl fmt::Display for UnknownContestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player {:?}: expected random, easy, heuristic (normal), heuristic-v1, heuristic:ORDER/CALL[/SHORT], hard, expert, \
             bold:HUNDREDTHS, fitted:PCT, oracle, oracle-bids:LEVEL or oracle-cards:LEVEL (LEVEL heuristic, hard or expert) or search:PLAY[-MAX]/BID[-MAX][/infer][/hp|/both|/mix][/php|/pboth|/pmix][/opp][/zSURE10][/tTRIES][/cBASISPOINTS][/mBASISPOINTS][/fBID-PLAY][/sCANDIDATES][/kBASISPOINTS][/partnerPCT][/r2]",
            self.0
        )
    }
}

impl std::error::Error for UnknownContestant {}

impl FromStr for Contestant {
    type Err = UnknownContestant;
    fn from_str(s: &str) -> Result<Contestant, UnknownContestant> {
        let err = || UnknownContestant(s.to_string());
        Ok(match s.to_ascii_lowercase().as_str() {
            "random" => Contestant::Random,
            "easy" => Contestant::Easy,
            "heuristic" | "normal" => Contestant::Heuristic,
            "heuristic-v1" => Contestant::HeuristicV1,
            "hard" => Contestant::Hard,
            "expert" => Contestant::Expert,
            "oracle" => Contestant::Oracle,
            other if other.starts_with("bold:") => {
                Contestant::Bold(other["bold:".len()..].parse().map_err(|_| err())?)
            }
            other if other.starts_with("fitted:") => {
                Contestant::Fitted(other["fitted:".len()..].parse().map_err(|_| err())?)
            }
            other if other.starts_with("oracle-") => {
                let (half, level) = other["oracle-".len()..].split_once(':').ok_or_else(err)?;
                let half = match half {
                    "bids" => Half::Bids,
                    "cards" => Half::Cards,
                    _ => return Err(err()),
                };
                let honest = match level.parse() {
                    Ok(Contestant::Heuristic) => Honest::Heuristic,
                    Ok(Contestant::Hard) => Honest::Hard,
                    Ok(Contestant::Expert) => Honest::Expert,
                    _ => return Err(err()),
                };
                Contestant::OracleHalf(half, honest)
            }
            other if other.starts_with("heuristic:") => {
                let numbers: Vec<u16> = other["heuristic:".len()..]
                    .split('/')
                    .map(|n| n.parse().map_err(|_| err()))
                    .collect::<Result<_, _>>()?;
                let (order, call, short) = match numbers[..] {
                    [order, call] => (order, call, ThreeBids::DEFAULT.short),
                    [order, call, short] => (order, call, short),
                    _ => return Err(err()),
                };
                Contestant::TunedHeuristic(ThreeBids { order, call, short })
            }
            other => {
                let spec = other.strip_prefix("search:").ok_or_else(err)?;
                let mut parts = spec.split('/');
                // A count of worlds, or MIN-MAX: more while the best two options are close.
                let worlds = |part: Option<&str>| -> Option<(usize, usize)> {
                    let part = part?;
                    match part.split_once('-') {
                        Some((min, max)) => Some((min.parse().ok()?, max.parse().ok()?)),
                        None => part.parse().ok().map(|n| (n, 0)),
                    }
                };
                let (play_worlds, max_play_worlds) = worlds(parts.next()).ok_or_else(err)?;
                let (bid_worlds, max_bid_worlds) = worlds(parts.next()).ok_or_else(err)?;
                if parts.next().is_some() {
                    return Err(err());
                }
                Contestant::Search(SearchConfig {
                    play_worlds,
                    bid_worlds,
                    max_play_worlds,
                    max_bid_worlds,
                })
            }
        })
    }
}

impl fmt::Display for Contestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contestant::Random => f.write_str("random"),
            Contestant::Easy => f.write_str("easy"),
            Contestant::Heuristic => f.write_str("heuristic"),
            Contestant::HeuristicV1 => f.write_str("heuristic-v1"),
            Contestant::Hard => f.write_str("hard"),
            Contestant::Expert => f.write_str("expert"),
            Contestant::Oracle => f.write_str("oracle"),
            Contestant::Bold(bonus) => write!(f, "bold:{bonus}"),
            Contestant::Fitted(share) => write!(f, "fitted:{share}"),
            Contestant::OracleHalf(half, honest) => {
                let half = match half {
                    Half::Bids => "bids",
                    Half::Cards => "cards",
                };
                write!(f, "oracle-{half}:{}", honest.contestant())
            }
            Contestant::TunedHeuristic(t) => {
                write!(f, "heuristic:{}/{}/{}", t.order, t.call, t.short)
            }
            Contestant::Search(c) => {
                let worlds = |min: usize, max: usize| {
                    if max > min {
                        format!("{min}-{max}")
                    } else {
                        min.to_string()
                    }
                };
                write!(
                    f,
                    "search:{}/{}",
                    worlds(c.play_worlds, c.max_play_worlds),
                    worlds(c.bid_worlds, c.max_bid_worlds)
                )
            }
        }
    }
}

/// A seated player: anything deciding from a view, the oracle given the real hand, or the
/// oracle deciding one half of the game and an honest player the other.
pub(super) enum Agent {
    Player(Box<dyn Player>),
    Oracle(Oracle),
    Split {
        oracle: Oracle,
        honest: Box<dyn Player>,
        half: Half,
    },
}

impl Agent {
    /// The action for the seat to act in `hand`, the real hand, whose view is `view`.
    pub(super) fn choose(&mut self, hand: &Hand, view: &PlayerView) -> Action {
        match self {
            Agent::Player(p) => p.choose(view),
            Agent::Oracle(o) => o.choose(hand, view),
            Agent::Split {
                oracle,
                honest,
                half,
            } => {
                let cards = hand.phase() == Phase::Play;
                if cards == (*half == Half::Cards) {
                    oracle.choose(hand, view)
                } else {
                    honest.choose(view)
                }
            }
        }
    }
}

impl Contestant {
    pub(super) fn agent(self, seed: u64) -> Agent {
        let player: Box<dyn Player> = match self {
            Contestant::Random => Box::new(RandomPlayer::new(seed)),
            Contestant::Easy => euchre_ai::player(Difficulty::Easy, seed),
            Contestant::Heuristic => Box::new(Heuristic::new()),
            Contestant::HeuristicV1 => Box::new(HeuristicV1),
            Contestant::Hard => Box::new(Search::new(SearchConfig::hard(), seed)),
            Contestant::Expert => Box::new(Search::new(SearchConfig::expert(), seed)),
            Contestant::Search(config) => Box::new(Search::new(config, seed)),
            Contestant::Bold(bonus) => Box::new(super::bold::Bold::new(
                super::bold::Bonus::Flat(f64::from(bonus) / 100.0),
                seed,
            )),
            Contestant::Fitted(share) => Box::new(super::bold::Bold::new(
                super::bold::Bonus::Fitted(f64::from(share) / 100.0),
                seed,
            )),
            Contestant::Oracle => return Agent::Oracle(Oracle::new()),
            Contestant::OracleHalf(half, honest) => {
                let Agent::Player(honest) = honest.contestant().agent(seed) else {
                    unreachable!("an honest contestant is a player")
                };
                return Agent::Split {
                    oracle: Oracle::new(),
                    honest,
                    half,
                };
            }
            Contestant::TunedHeuristic(three) => Box::new(Heuristic::with_three_bids(three)),
        };
        Agent::Player(player)
    }
}
