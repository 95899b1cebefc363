//! The arena: two kinds of player play whole games against each other on duplicate
//! deals (each seed twice, partnerships swapped), with a confidence interval on the share
//! of games won and the time each side takes per decision. By three (rules with
//! [`Players::Three`]) it plays one A against two B, A in each seat in turn on the same
//! deals ([`three`](a_seat)).
//!
//! The library never reads a clock (`Instant` panics on wasm32): [`run`] takes one.

use core::fmt;

use euchre::{Action, BySeat, Deck, Game, HandOutcome, Players, Preset, Rules, Seat, Team, mix64};

mod bold;
mod contestant;
mod three;

use contestant::Agent;
pub use contestant::{Contestant, Half, Honest, UnknownContestant};
pub use three::a_seat;

/// Parses `--rules`: a preset (standard | stick-the-dealer | loner-pays-4 | kitchen-table),
/// then any home-rule variant switched on after a `+` (`standard+canadian-loner`).
///
/// # Errors
/// The text, when it names no preset or an unknown variant.
pub fn parse_rules(text: &str) -> Result<Rules, String> {
    let mut parts = text.split('+');
    let preset = match parts.next().unwrap_or_default() {
        "standard" => Preset::Standard,
        "stick-the-dealer" => Preset::StickTheDealer,
        "loner-pays-4" => Preset::LonerPays4,
        "kitchen-table" => Preset::KitchenTable,
        "british-joker" => Preset::BritishJoker,
        other => {
            return Err(format!(
                "unknown rules {other:?}: standard, stick-the-dealer, loner-pays-4, kitchen-table \
                 or british-joker"
            ));
        }
    };
    let mut rules = preset.rules();
    for variant in parts {
        match variant {
            "canadian-loner" => rules.canadian_loner = true,
            "going-under" => rules.going_under = true,
            "call-for-best" => rules.call_for_best = true,
            "defend-alone" => rules.defend_alone = true,
            "twenty-four" => rules.deck = Deck::TwentyFour,
            "joker" => rules.deck = Deck::Joker,
            "thirty-two" => rules.deck = Deck::ThirtyTwo,
            other => {
                return Err(format!(
                    "unknown variant {other:?}: canadian-loner, going-under, call-for-best, \
                     defend-alone, twenty-four, joker or thirty-two"
                ));
            }
        }
    }
    Ok(rules)
}

/// What to play.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaConfig {
    /// Player A (North–South in the first game of each pair).
    pub ns: Contestant,
    /// Player B.
    pub ew: Contestant,
    /// Games in all (each seed is played twice, so rounded up to even; by three, three
    /// times, so rounded up to a multiple of three).
    pub games: usize,
    /// The rules; with [`Players::Three`], A plays against two of B.
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
    /// Games B won (by three, either B).
    pub ew_wins: usize,
    /// Deals played (including passed-out ones and misdeals).
    pub hands: usize,
    /// Points A scored.
    pub ns_points: u64,
    /// Points B scored (by three, both B players together).
    pub ew_points: u64,
    /// By three: the games A played in each seat (zero with four).
    pub seat_games: BySeat<usize>,
    /// By three: the games A won in each seat.
    pub seat_wins: BySeat<usize>,
    /// A's decision times.
    pub ns_times: Timings,
    /// B's decision times.
    pub ew_times: Timings,
    /// Whether A won each game, in the order played: what a paired comparison of two runs
    /// on the same games ([`paired`]) needs.
    pub won: Vec<bool>,
}

impl ArenaResult {
    /// No games yet.
    fn empty(config: &ArenaConfig) -> ArenaResult {
        ArenaResult {
            config: config.clone(),
            games: 0,
            ns_wins: 0,
            ew_wins: 0,
            hands: 0,
            ns_points: 0,
            ew_points: 0,
            seat_games: BySeat([0; 4]),
            seat_wins: BySeat([0; 4]),
            ns_times: Timings::default(),
            ew_times: Timings::default(),
            won: Vec::new(),
        }
    }

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
            "players": self.config.rules.players.count(),
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
            "won": self.won.iter().map(|&w| if w { '1' } else { '0' }).collect::<String>(),
            "ms_per_decision": {
                "ns": { "median": self.ns_times.quantile_ms(0.5), "p99": self.ns_times.quantile_ms(0.99), "max": self.ns_times.quantile_ms(1.0), "decisions": self.ns_times.len() },
                "ew": { "median": self.ew_times.quantile_ms(0.5), "p99": self.ew_times.quantile_ms(0.99), "max": self.ew_times.quantile_ms(1.0), "decisions": self.ew_times.len() },
            },
        })
        .to_string()
    }
}

impl fmt::Display for ArenaResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.config.rules.players == Players::Three {
            return three::display(self, f);
        }
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
            kind.agent(seat_seed(seed, seat))
        })
        .collect();
    while let Some(seat) = game.to_act() {
        let view = game.view(seat);
        let start = clock();
        let action: Action = agents[seat.index()].choose(game.hand(), &view);
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

/// The seed of the `k`-th deal set of a run seeded with `seed` (the examples draw their
/// games the same way).
pub fn game_seed(seed: u64, k: usize) -> u64 {
    mix64(seed.wrapping_mul(1_000_003).wrapping_add(k as u64))
}

/// The seed of the player in `seat` in the game seeded with `game_seed`.
pub fn seat_seed(game_seed: u64, seat: Seat) -> u64 {
    mix64(game_seed ^ (seat.index() as u64 + 1) << 56)
}

/// Plays the arena: for each seed, one game with A as North–South and one with A as
/// East–West (by three, three games: A in each seat, against two B). `clock` returns
/// nanoseconds (the binary passes a real clock); `progress` is called after each seed's
/// games with the games played so far.
pub fn run(
    config: &ArenaConfig,
    clock: &mut dyn FnMut() -> u64,
    progress: &mut dyn FnMut(usize, &ArenaResult),
) -> ArenaResult {
    if config.rules.players == Players::Three {
        return three::run(config, clock, progress);
    }
    let pairs = config.games.div_ceil(2);
    let mut result = ArenaResult::empty(config);
    let mut times = [Timings::default(), Timings::default()];
    for k in 0..pairs {
        let seed = game_seed(config.seed, k);
        for a_ns in [true, false] {
            let summary = play_game(config, seed, a_ns, clock, &mut times);
            let a_team = if a_ns {
                Team::NorthSouth
            } else {
                Team::EastWest
            };
            result.games += 1;
            result.hands += summary.hands;
            result.won.push(summary.winner == a_team);
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

/// Two players' results on the same games, compared game by game: their difference in
/// games won is far less noisy than the two intervals suggest, since most games go the
/// same way for both.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paired {
    /// Games compared.
    pub games: usize,
    /// A's win rate less B's.
    pub difference: f64,
    /// The 95 % interval of the difference (normal, from the games' paired differences).
    pub ci95: (f64, f64),
    /// Games A won and B lost, and games B won and A lost.
    pub discordant: (usize, usize),
}

/// Compares `a` and `b` ([`ArenaResult::won`] of two runs on the same games), game by game;
/// `None` unless they have the same number of games, at least two.
pub fn paired(a: &[bool], b: &[bool]) -> Option<Paired> {
    let n = a.len();
    if n != b.len() || n < 2 {
        return None;
    }
    let only_a = a.iter().zip(b).filter(|&(&x, &y)| x && !y).count();
    let only_b = a.iter().zip(b).filter(|&(&x, &y)| !x && y).count();
    let games = n as f64;
    let difference = (only_a as f64 - only_b as f64) / games;
    // Each game's difference is +1, -1 or 0: the sample variance of those, over n.
    let squares = (only_a + only_b) as f64 / games;
    let variance = (squares - difference * difference) * games / (games - 1.0) / games;
    let half = 1.96 * variance.max(0.0).sqrt();
    Some(Paired {
        games: n,
        difference,
        ci95: (difference - half, difference + half),
        discordant: (only_a, only_b),
    })
}

#[cfg(test)]
mod tests;
