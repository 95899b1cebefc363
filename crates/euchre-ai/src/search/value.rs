//! What a played-out hand is worth to the viewer: the points it scores and the chance to win
//! the game after it. With four players both are the partnerships'; with three (cutthroat)
//! they are by seat ([`HandOutcome::seat_points`]), and the chance to win is that of a
//! three-way race to the target ([`win_probability3`]).

use euchre::{
    BySeat, ByTeam, Hand, HandOutcome, PlayerView, Players, Score, ScoreKind, Seat, Team,
};

/// The score before the hand, by partnership and by seat: what every seat's view in a
/// play-out is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Standing {
    /// By partnership (with three, South's against the higher of West's and East's).
    pub teams: ByTeam<u8>,
    /// By seat.
    pub seats: BySeat<u8>,
}

impl Standing {
    /// The score `view` shows.
    pub(crate) fn of(view: &PlayerView) -> Standing {
        Standing {
            teams: view.scores,
            seats: view.seat_scores,
        }
    }

    /// Gives `view` this score.
    pub(crate) fn set(self, view: &mut PlayerView) {
        view.scores = self.teams;
        view.seat_scores = self.seats;
    }
}

/// How a play-out ended: the maker and the score, or none when the hand was thrown in.
pub(crate) type Played = Option<(Seat, Score)>;

/// The maker and the score of `world`, once over (none when thrown in).
pub(crate) fn played(world: &Hand) -> Played {
    match world.outcome() {
        Some(HandOutcome::Played {
            contract, score, ..
        }) => Some((contract.maker, score)),
        _ => None,
    }
}

/// Who scored and how much, by partnership (a four-player question).
pub(crate) fn scored(played: Played) -> Option<(Team, u8)> {
    played.map(|(maker, score)| (score.team(maker.team()), score.points))
}

/// How play-outs ended, counted (weighted): makers' marches, makers euchred, and hands in
/// which the viewer's side made trump.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Ends {
    pub march: f64,
    pub euchre: f64,
    pub ours: f64,
}

impl Ends {
    /// One play-out's ends; `ours` when the viewer's side made trump.
    fn of(played: Played, ours: bool) -> Ends {
        let Some((_, score)) = played else {
            return Ends::default();
        };
        let count = |yes: bool| if yes { 1.0 } else { 0.0 };
        Ends {
            march: count(score.kind == ScoreKind::March),
            euchre: count(score.kind == ScoreKind::Euchre),
            ours: count(ours),
        }
    }

    pub(crate) fn add(&mut self, weight: f64, other: Ends) {
        self.march += weight * other.march;
        self.euchre += weight * other.euchre;
        self.ours += weight * other.ours;
    }

    pub(crate) fn scale(&mut self, by: f64) {
        self.march *= by;
        self.euchre *= by;
        self.ours *= by;
    }
}

/// The mean of two (points, utility, ends) results.
pub(crate) fn mean(a: (f64, f64, Ends), b: (f64, f64, Ends)) -> (f64, f64, Ends) {
    let mut ends = a.2;
    ends.add(1.0, b.2);
    ends.scale(0.5);
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0, ends)
}

/// Net points for the viewer, the chance of winning the game after the hand, and how it
/// ended. With four: the viewer's team's points less the opponents'. With three: the
/// viewer's points less the mean of the other two players' (a euchre scores for both
/// defenders), and the chance to win the three-way race.
pub(crate) fn result(view: &PlayerView, played: Played) -> (f64, f64, Ends) {
    let target = view.rules.points_to_win.points();
    if view.rules.players == Players::Three {
        let me = view.seat;
        let ours = played.is_some_and(|(maker, _)| maker == me);
        let points = played.map_or(BySeat([0; 4]), |(maker, score)| {
            seat_points(Players::Three, maker, score)
        });
        let [a, b] = others(me);
        let need = |s: Seat| target.saturating_sub(view.seat_scores[s].saturating_add(points[s]));
        let net = f64::from(points[me]) - (f64::from(points[a]) + f64::from(points[b])) / 2.0;
        let utility = win_probability3(need(me), need(a), need(b));
        return (net, utility, Ends::of(played, ours));
    }
    let me = view.seat.team();
    let ends = Ends::of(played, played.is_some_and(|(maker, _)| maker.team() == me));
    let scored = scored(played);
    let mut scores = view.scores;
    let mut net = 0.0;
    if let Some((team, points)) = scored {
        scores[team] = scores[team].saturating_add(points);
        net = if team == me {
            f64::from(points)
        } else {
            -f64::from(points)
        };
    }
    let need_me = target.saturating_sub(scores[me]);
    let need_them = target.saturating_sub(scores[me.other()]);
    (net, win_probability(need_me, need_them), ends)
}

/// The points each seat scores when `maker` made trump and the hand scored `score`.
fn seat_points(players: Players, maker: Seat, score: Score) -> BySeat<u8> {
    use euchre::Trump;
    let contract = euchre::Contract {
        maker,
        trump: Trump::High,
        alone: false,
        round: 1,
    };
    HandOutcome::Played {
        contract,
        defender_alone: None,
        maker_tricks: 0,
        score,
    }
    .seat_points(players)
}

/// The two other players of a three-player game.
fn others(me: Seat) -> [Seat; 2] {
    let seats = Players::Three.seats();
    let mut it = seats.iter().copied().filter(|&s| s != me);
    let a = it.next().expect("two other players");
    let b = it.next().expect("two other players");
    [a, b]
}

/// The chance that a team needing `a` points beats one needing `b`, under a simple model
/// of a hand: either side scores 1 (28 %), 2 (16 %) or 4 (2 %), or nobody (8 %).
pub(crate) fn win_probability(a: u8, b: u8) -> f64 {
    const N: usize = 12;
    thread_local! {
        static TABLE: [[f64; N]; N] = {
            let outcomes = [(1usize, 0.28), (2, 0.16), (4, 0.02)];
            let none = 0.08;
            let mut w = [[0.0f64; N]; N];
            for a in 0..N {
                for b in 0..N {
                    if a == 0 {
                        w[a][b] = 1.0;
                        continue;
                    }
                    if b == 0 {
                        w[a][b] = 0.0;
                        continue;
                    }
                    let mut v = 0.0;
                    for &(k, p) in &outcomes {
                        v += p * w[a.saturating_sub(k)][b];
                        v += p * w[a][b.saturating_sub(k)];
                    }
                    w[a][b] = v / (1.0 - none);
                }
            }
            w
        };
    }
    let (a, b) = (usize::from(a).min(N - 1), usize::from(b).min(N - 1));
    TABLE.with(|t| t[a][b])
}

/// The three-player hand model of [`win_probability3`]: the chances, in a hand that is
/// played (each player equally likely the maker; a hand thrown in changes nothing), that
/// the maker scores 1, marches (2), or is euchred (each defender 2). Measured from Normal
/// players' three-player games: 5,417 played hands of 400 games (a quarter of the deals
/// are thrown in).
const THREE_MADE: f64 = 0.66;
const THREE_MARCH: f64 = 0.155;
const THREE_EUCHRE: f64 = 0.185;

/// The chance that a player needing `a` points wins a three-player race against two
/// needing `b` and `c`, under a simple model of a hand ([`THREE_MADE`] and the rest): each
/// player is the maker equally often, scores 1 or 2, or is euchred and both others score 2.
/// When a euchre takes both defenders to the target, the one that needed less wins (more
/// points over); if they needed the same, each wins half the time.
pub(crate) fn win_probability3(a: u8, b: u8, c: u8) -> f64 {
    const N: usize = 12;
    thread_local! {
        static TABLE: Vec<f64> = {
            let index = |a: usize, b: usize, c: usize| (a * N + b) * N + c;
            let mut w = vec![0.0f64; N * N * N];
            // In order of the total need: every scoring hand lowers it.
            for total in 0..3 * N {
                for a in 0..N {
                    for b in 0..N {
                        let Some(c) = total.checked_sub(a + b) else { continue };
                        if c >= N {
                            continue;
                        }
                        if a == 0 || b == 0 || c == 0 {
                            continue;
                        }
                        let needs = [a, b, c];
                        let value = |n: [usize; 3]| -> f64 {
                            let done: Vec<usize> = (0..3).filter(|&i| n[i] == 0).collect();
                            match done.as_slice() {
                                [] => w[index(n[0], n[1], n[2])],
                                [0] => 1.0,
                                [_] => 0.0,
                                [i, j] if *i == 0 || *j == 0 => {
                                    let other = if *i == 0 { *j } else { *i };
                                    match needs[0].cmp(&needs[other]) {
                                        core::cmp::Ordering::Less => 1.0,
                                        core::cmp::Ordering::Equal => 0.5,
                                        core::cmp::Ordering::Greater => 0.0,
                                    }
                                }
                                _ => 0.0,
                            }
                        };
                        let mut v = 0.0;
                        for maker in 0..3 {
                            let mut made = needs;
                            made[maker] = made[maker].saturating_sub(1);
                            let mut march = needs;
                            march[maker] = march[maker].saturating_sub(2);
                            let mut euchre = needs;
                            for (i, n) in euchre.iter_mut().enumerate() {
                                if i != maker {
                                    *n = n.saturating_sub(2);
                                }
                            }
                            v += (THREE_MADE * value(made)
                                + THREE_MARCH * value(march)
                                + THREE_EUCHRE * value(euchre))
                                / 3.0;
                        }
                        w[index(a, b, c)] = v;
                    }
                }
            }
            w
        };
    }
    if a == 0 {
        return 1.0;
    }
    if b == 0 || c == 0 {
        return 0.0;
    }
    let clamp = |x: u8| usize::from(x).min(N - 1);
    TABLE.with(|t| t[(clamp(a) * N + clamp(b)) * N + clamp(c)])
}
