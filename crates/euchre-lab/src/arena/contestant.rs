//! The kinds of player the arena seats, and their names on the command line.

use core::fmt;
use core::str::FromStr;

use euchre::{Action, Hand, Phase, PlayerView};

use euchre_ai::{
    Difficulty, Heuristic, Oracle, Player, Playout, RandomPlayer, Search, SearchConfig, ThreeBids,
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
    /// A search with the given configuration.
    Search(SearchConfig),
    /// Sees every card.
    Oracle,
    /// The heuristic with other three-player bidding thresholds (for tuning them):
    /// `heuristic:ORDER/CALL` in hundredths of a trick.
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
            "unknown player {:?}: expected random, easy, heuristic (normal), heuristic-v1, heuristic:ORDER/CALL, hard, expert, \
             oracle, oracle-bids:LEVEL or oracle-cards:LEVEL (LEVEL heuristic, hard or expert) or search:PLAY[-MAX]/BID[-MAX][/infer][/hp|/both|/mix][/php|/pboth|/pmix][/opp][/zSURE10][/tTRIES][/cBASISPOINTS][/mBASISPOINTS][/fBID-PLAY][/sCANDIDATES][/kBASISPOINTS][/partnerPCT][/r2]",
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
                let (order, call) = other["heuristic:".len()..]
                    .split_once('/')
                    .ok_or_else(err)?;
                Contestant::TunedHeuristic(ThreeBids {
                    order: order.parse().map_err(|_| err())?,
                    call: call.parse().map_err(|_| err())?,
                })
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
                let mut inference = false;
                let mut margin_bp = 0;
                let mut bid_playout = Playout::DoubleDummy;
                let mut tries = 1;
                let mut make_margin_bp = 0;
                let mut sure_z10 = 20;
                let mut play_playout = Playout::DoubleDummy;
                let mut infer_from_partner = true;
                let mut partner_policy_pct = 0;
                let mut play_margin_bp = 0;
                let mut candidates = 1;
                let mut own_round2 = false;
                let expert = SearchConfig::expert();
                let (mut bid_misfit_pct, mut play_misfit_pct) =
                    (expert.bid_misfit_pct, expert.play_misfit_pct);
                for part in parts {
                    match part {
                        "infer" => inference = true,
                        "hp" => bid_playout = Playout::Heuristic,
                        c if c.starts_with('c') => {
                            make_margin_bp = c[1..].parse().map_err(|_| err())?;
                        }
                        t if t.starts_with('t') => {
                            tries = t[1..].parse().map_err(|_| err())?;
                        }
                        "both" => bid_playout = Playout::Both,
                        "php" => play_playout = Playout::Heuristic,
                        "pboth" => play_playout = Playout::Both,
                        "pmix" => play_playout = Playout::Mixed,
                        "mix" => bid_playout = Playout::Mixed,
                        "opp" => infer_from_partner = false,
                        "r2" => own_round2 = true,
                        s if s.starts_with('s') => {
                            candidates = s[1..].parse().map_err(|_| err())?;
                        }
                        k if k.starts_with('k') => {
                            play_margin_bp = k[1..].parse().map_err(|_| err())?;
                        }
                        p if p.starts_with("partner") => {
                            partner_policy_pct = match p["partner".len()..].parse::<u8>() {
                                Ok(p) if p <= 100 => p,
                                _ => return Err(err()),
                            };
                        }
                        f if f.starts_with('f') => {
                            let percent = |text: &str| match text.parse::<u8>() {
                                Ok(p) if p <= 100 => Ok(p),
                                _ => Err(err()),
                            };
                            let (bid, play) = f[1..].split_once('-').ok_or_else(err)?;
                            bid_misfit_pct = percent(bid)?;
                            play_misfit_pct = percent(play)?;
                        }
                        z if z.starts_with('z') => {
                            sure_z10 = z[1..].parse().map_err(|_| err())?;
                        }
                        m => {
                            margin_bp = m
                                .strip_prefix("m")
                                .and_then(|m| m.parse().ok())
                                .ok_or_else(err)?
                        }
                    }
                }
                Contestant::Search(SearchConfig {
                    play_worlds,
                    bid_worlds,
                    max_play_worlds,
                    max_bid_worlds,
                    sure_z10,
                    inference,
                    margin_bp,
                    make_margin_bp,
                    bid_playout,
                    play_playout,
                    infer_from_partner,
                    tries,
                    bid_misfit_pct,
                    play_misfit_pct,
                    partner_policy_pct,
                    play_margin_bp,
                    candidates,
                    own_round2,
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
            Contestant::OracleHalf(half, honest) => {
                let half = match half {
                    Half::Bids => "bids",
                    Half::Cards => "cards",
                };
                write!(f, "oracle-{half}:{}", honest.contestant())
            }
            Contestant::TunedHeuristic(t) => write!(f, "heuristic:{}/{}", t.order, t.call),
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
                )?;
                if c.inference {
                    f.write_str("/infer")?;
                }
                f.write_str(match c.bid_playout {
                    Playout::DoubleDummy => "",
                    Playout::Heuristic => "/hp",
                    Playout::Both => "/both",
                    Playout::Mixed => "/mix",
                })?;
                f.write_str(match c.play_playout {
                    Playout::DoubleDummy => "",
                    Playout::Heuristic => "/php",
                    Playout::Both => "/pboth",
                    Playout::Mixed => "/pmix",
                })?;
                if !c.infer_from_partner {
                    f.write_str("/opp")?;
                }
                if c.make_margin_bp > 0 {
                    write!(f, "/c{}", c.make_margin_bp)?;
                }
                if c.tries > 1 {
                    write!(f, "/t{}", c.tries)?;
                }
                if c.sure_z10 != 20 {
                    write!(f, "/z{}", c.sure_z10)?;
                }
                if c.margin_bp > 0 {
                    write!(f, "/m{}", c.margin_bp)?;
                }
                let expert = SearchConfig::expert();
                if (c.bid_misfit_pct, c.play_misfit_pct)
                    != (expert.bid_misfit_pct, expert.play_misfit_pct)
                {
                    write!(f, "/f{}-{}", c.bid_misfit_pct, c.play_misfit_pct)?;
                }
                if c.candidates > 1 {
                    write!(f, "/s{}", c.candidates)?;
                }
                if c.play_margin_bp > 0 {
                    write!(f, "/k{}", c.play_margin_bp)?;
                }
                if c.partner_policy_pct > 0 {
                    write!(f, "/partner{}", c.partner_policy_pct)?;
                }
                if c.own_round2 {
                    f.write_str("/r2")?;
                }
                Ok(())
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
