//! The arena: two kinds of player play whole games against each other on duplicate
//! deals (each seed twice, partnerships swapped), with a confidence interval on the share
//! of games won and the time each side takes per decision.
//!
//! The library never reads a clock (`Instant` panics on wasm32): [`run`] takes one.

use core::fmt;
use core::str::FromStr;

use euchre::{Action, Game, HandOutcome, Preset, Rules, Seat, Team, mix64};

use crate::{Difficulty, Heuristic, Oracle, Player, Playout, RandomPlayer, Search, SearchConfig};

/// A kind of player the arena can seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contestant {
    /// Uniformly random legal actions.
    Random,
    /// The Easy level (the heuristic with mistakes).
    Easy,
    /// The heuristic (Normal level).
    Heuristic,
    /// The Hard search.
    Hard,
    /// The Expert search.
    Expert,
    /// A search with the given configuration.
    Search(SearchConfig),
    /// Sees every card.
    Oracle,
}

/// A contestant name the arena does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownContestant(pub String);

impl fmt::Display for UnknownContestant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown player {:?}: expected random, easy, heuristic (normal), hard, expert, \
             oracle or search:PLAY[-MAX]/BID[-MAX][/infer][/hp|/both|/mix][/php|/pboth|/pmix][/opp][/zSURE10][/tTRIES][/cBASISPOINTS][/mBASISPOINTS][/fBID-PLAY]",
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
            "hard" => Contestant::Hard,
            "expert" => Contestant::Expert,
            "oracle" => Contestant::Oracle,
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
            Contestant::Hard => f.write_str("hard"),
            Contestant::Expert => f.write_str("expert"),
            Contestant::Oracle => f.write_str("oracle"),
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
                Ok(())
            }
        }
    }
}

/// A seated player: anything deciding from a view, or the oracle given the real hand.
enum Agent {
    Player(Box<dyn Player>),
    Oracle(Oracle),
}

impl Contestant {
    fn agent(self, seed: u64) -> Agent {
        let player: Box<dyn Player> = match self {
            Contestant::Random => Box::new(RandomPlayer::new(seed)),
            Contestant::Easy => crate::player(Difficulty::Easy, seed),
            Contestant::Heuristic => Box::new(Heuristic::new()),
            Contestant::Hard => Box::new(Search::new(SearchConfig::hard(), seed)),
            Contestant::Expert => Box::new(Search::new(SearchConfig::expert(), seed)),
            Contestant::Search(config) => Box::new(Search::new(config, seed)),
            Contestant::Oracle => return Agent::Oracle(Oracle::new()),
        };
        Agent::Player(player)
    }
}

/// Parses `--rules`: standard | stick-the-dealer | loner-pays-4 | kitchen-table.
///
/// # Errors
/// The text, when it names no preset.
pub fn parse_rules(text: &str) -> Result<Rules, String> {
    let preset = match text {
        "standard" => Preset::Standard,
        "stick-the-dealer" => Preset::StickTheDealer,
        "loner-pays-4" => Preset::LonerPays4,
        "kitchen-table" => Preset::KitchenTable,
        other => {
            return Err(format!(
                "unknown rules {other:?}: standard, stick-the-dealer, loner-pays-4 or kitchen-table"
            ));
        }
    };
    Ok(preset.rules())
}

/// What to play.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaConfig {
    /// Player A (North–South in the first game of each pair).
    pub ns: Contestant,
    /// Player B.
    pub ew: Contestant,
    /// Games in all (each seed is played twice, so rounded up to even).
    pub games: usize,
    /// The rules.
    pub rules: Rules,
    /// The seed of the first game pair.
    pub seed: u64,
}

/// Decision times of one side, in nanoseconds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timings {
    samples: Vec<u64>,
}

impl Timings {
    fn push(&mut self, nanos: u64) {
        self.samples.push(nanos);
    }

    /// The `q`-quantile (0 to 1) in milliseconds.
    pub fn quantile_ms(&self, q: f64) -> f64 {
        if self.samples.is_empty() {
            return 0.0;
        }
        let mut sorted = self.samples.clone();
        sorted.sort_unstable();
        let index = ((sorted.len() - 1) as f64 * q).round() as usize;
        sorted[index] as f64 / 1e6
    }

    /// How many decisions were timed.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// Whether none were.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }
}

/// The results of an arena run, from player A's ("ns") side.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaResult {
    /// The configuration.
    pub config: ArenaConfig,
    /// Games played.
    pub games: usize,
    /// Games A won.
    pub ns_wins: usize,
    /// Games B won.
    pub ew_wins: usize,
    /// Deals played (including passed-out ones and misdeals).
    pub hands: usize,
    /// Points A scored.
    pub ns_points: u64,
    /// Points B scored.
    pub ew_points: u64,
    /// A's decision times.
    pub ns_times: Timings,
    /// B's decision times.
    pub ew_times: Timings,
}

impl ArenaResult {
    /// A's share of games won.
    pub fn ns_win_rate(&self) -> f64 {
        self.ns_wins as f64 / self.games.max(1) as f64
    }

    /// The 95 % Wilson interval of A's win rate.
    pub fn ci95(&self) -> (f64, f64) {
        let n = self.games.max(1) as f64;
        let p = self.ns_win_rate();
        let z = 1.96f64;
        let denom = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / denom;
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// A's points per deal.
    pub fn ns_points_per_hand(&self) -> f64 {
        self.ns_points as f64 / self.hands.max(1) as f64
    }

    /// B's points per deal.
    pub fn ew_points_per_hand(&self) -> f64 {
        self.ew_points as f64 / self.hands.max(1) as f64
    }

    /// The result as one line of JSON.
    pub fn to_json(&self) -> String {
        let (lo, hi) = self.ci95();
        serde_json::json!({
            "ns": self.config.ns.to_string(),
            "ew": self.config.ew.to_string(),
            "rules": rules_name(&self.config.rules),
            "seed": self.config.seed,
            "games": self.games,
            "ns_wins": self.ns_wins,
            "ew_wins": self.ew_wins,
            "ns_win_rate": self.ns_win_rate(),
            "ci95_low": lo,
            "ci95_high": hi,
            "hands": self.hands,
            "ns_points_per_hand": self.ns_points_per_hand(),
            "ew_points_per_hand": self.ew_points_per_hand(),
            "ms_per_decision": {
                "ns": { "median": self.ns_times.quantile_ms(0.5), "p99": self.ns_times.quantile_ms(0.99), "decisions": self.ns_times.len() },
                "ew": { "median": self.ew_times.quantile_ms(0.5), "p99": self.ew_times.quantile_ms(0.99), "decisions": self.ew_times.len() },
            },
        })
        .to_string()
    }
}

impl fmt::Display for ArenaResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (lo, hi) = self.ci95();
        let (a, b) = (self.config.ns, self.config.ew);
        writeln!(
            f,
            "{a} vs {b}: {} games ({} duplicate pairs), rules {}, seed {}",
            self.games,
            self.games / 2,
            rules_name(&self.config.rules),
            self.config.seed
        )?;
        writeln!(
            f,
            "  games won: {a} {} ({:.1} %, 95 % CI {:.1}–{:.1} %), {b} {}",
            self.ns_wins,
            100.0 * self.ns_win_rate(),
            100.0 * lo,
            100.0 * hi,
            self.ew_wins
        )?;
        writeln!(
            f,
            "  points per hand: {a} {:.3}, {b} {:.3} ({} hands)",
            self.ns_points_per_hand(),
            self.ew_points_per_hand(),
            self.hands
        )?;
        write!(
            f,
            "  ms per decision: {a} median {:.3} p99 {:.3}; {b} median {:.3} p99 {:.3}",
            self.ns_times.quantile_ms(0.5),
            self.ns_times.quantile_ms(0.99),
            self.ew_times.quantile_ms(0.5),
            self.ew_times.quantile_ms(0.99)
        )
    }
}

fn rules_name(rules: &Rules) -> &'static str {
    rules.preset().map_or("custom", |p| p.name())
}

/// One finished game: the winner, deals played and points by team.
struct GameSummary {
    winner: Team,
    hands: usize,
    points: [u64; 2],
}

/// Plays one game: `a` sits North–South when `a_ns`, else East–West.
fn play_game(
    config: &ArenaConfig,
    seed: u64,
    a_ns: bool,
    clock: &mut dyn FnMut() -> u64,
    times: &mut [Timings; 2],
) -> GameSummary {
    let mut game = Game::new(config.rules, seed);
    let side_of = |seat: Seat| -> usize {
        let ns = seat.team() == Team::NorthSouth;
        usize::from(ns != a_ns)
    };
    let mut agents: Vec<Agent> = Seat::ALL
        .iter()
        .map(|&seat| {
            let kind = if side_of(seat) == 0 {
                config.ns
            } else {
                config.ew
            };
            kind.agent(mix64(seed ^ (seat.index() as u64 + 1) << 56))
        })
        .collect();
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let start = clock();
        let action: Action = match &mut agents[seat.index()] {
            Agent::Player(p) => p.choose(&view),
            Agent::Oracle(o) => o.choose(game.hand(), &view),
        };
        times[side_of(seat)].push(clock().saturating_sub(start));
        if let Err(e) = game.apply(seat, action) {
            panic!("{seat} chose an illegal {action}: {e}");
        }
    }
    let mut points = [0u64; 2];
    for record in game.history() {
        if let HandOutcome::Played { .. } = record.outcome
            && let Some((team, p)) = record.outcome.points()
        {
            points[team.index()] += u64::from(p);
        }
    }
    GameSummary {
        winner: game.winner().expect("the game is over"),
        hands: game.history().len(),
        points,
    }
}

/// Plays the arena: for each seed, one game with A as North–South and one with A as
/// East–West. `clock` returns nanoseconds (the binary passes a real clock); `progress` is
/// called after each game pair with the games played so far.
pub fn run(
    config: &ArenaConfig,
    clock: &mut dyn FnMut() -> u64,
    progress: &mut dyn FnMut(usize, &ArenaResult),
) -> ArenaResult {
    let pairs = config.games.div_ceil(2);
    let mut result = ArenaResult {
        config: config.clone(),
        games: 0,
        ns_wins: 0,
        ew_wins: 0,
        hands: 0,
        ns_points: 0,
        ew_points: 0,
        ns_times: Timings::default(),
        ew_times: Timings::default(),
    };
    let mut times = [Timings::default(), Timings::default()];
    for k in 0..pairs {
        let seed = mix64(config.seed.wrapping_mul(1_000_003).wrapping_add(k as u64));
        for a_ns in [true, false] {
            let summary = play_game(config, seed, a_ns, clock, &mut times);
            let a_team = if a_ns {
                Team::NorthSouth
            } else {
                Team::EastWest
            };
            result.games += 1;
            result.hands += summary.hands;
            if summary.winner == a_team {
                result.ns_wins += 1;
            } else {
                result.ew_wins += 1;
            }
            result.ns_points += summary.points[a_team.index()];
            result.ew_points += summary.points[a_team.other().index()];
        }
        result.ns_times = times[0].clone();
        result.ew_times = times[1].clone();
        progress(result.games, &result);
    }
    result.ns_times = core::mem::take(&mut times[0]);
    result.ew_times = core::mem::take(&mut times[1]);
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contestants_parse_and_print() {
        for name in ["random", "easy", "heuristic", "hard", "expert", "oracle"] {
            let c: Contestant = name.parse().unwrap();
            assert_eq!(c.to_string(), name);
        }
        for spec in [
            "search:8/10/infer",
            "search:8/10",
            "search:8/0/infer/m50",
            "search:8/10/infer/hp",
            "search:8/10/both/m20",
            "search:8/10/infer/t4",
            "search:8/10/infer/c300/m20",
            "search:8/10/infer/f5-30",
        ] {
            let c: Contestant = spec.parse().unwrap();
            assert_eq!(c.to_string(), spec);
        }
        assert!("search:8/10/x".parse::<Contestant>().is_err());
        assert!("search:8/10/infer/f5".parse::<Contestant>().is_err());
        assert!("search:8/10/infer/f5-101".parse::<Contestant>().is_err());
        assert!("wizard".parse::<Contestant>().is_err());
        assert!(parse_rules("kitchen-table").is_ok());
        assert!(parse_rules("chess").is_err());
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
    }
}
