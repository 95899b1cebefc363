//! A challenge a friend can play: a finished game as a short text for a link, with no
//! server. It carries where the deals come from (a date's, or a seed's), the rules, the
//! computer players' level, South's every decision and what the challenger claims (each
//! hand's points, the Expert's with the same cards, how the hand ended), sealed with a hash
//! of all of it.
//!
//! A friend's page trusts none of it blindly: a link whose hash does not match was edited
//! ([`ChallengeError::Tampered`]); one that decodes is played again
//! ([`Challenge::replay`]: South's decisions from the link, every other seat's by the
//! computer players as seeded in the game), and its claims are verified against what that
//! replay gives ([`Challenge::verify`]). The text's format: `challenge/wire.rs`.
//!
//! A game at a table of people ([`Challenge::of_table`]) is shared from the challenger's
//! own seat ([`Game::seated`]: the deals turned so that it sits South), with every other
//! seat's decisions too: people made them, so the replay takes them from the link rather
//! than asking the computer players, and what it verifies is that the decisions make the
//! game the link claims.

mod setup;
mod wire;

pub(crate) use wire::{rules_bytes, rules_from};

use std::fmt;

use euchre::{Action, Date, Game, GameRecord, HandOutcome, Rules, ScoreKind, Seat};

use crate::duplicate::{HalfPoints, hand_points, points_text};
use crate::sides::allied;
use crate::{Difficulty, player, turn_seed};

pub use setup::Setup;

/// The format's version: the first byte of a challenge. A game at a table of people is
/// written with it; any other with version 1, as before there were tables (`wire.rs`).
pub const VERSION: u8 = 2;

/// Where a challenge's deals come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A date's game ([`Date::seed`]).
    Daily(Date),
    /// A seed's game.
    Seed(u64),
}

impl Origin {
    /// The game's seed.
    pub fn seed(self) -> u64 {
        match self {
            Origin::Daily(date) => date.seed(),
            Origin::Seed(seed) => seed,
        }
    }
}

/// How a hand ended for South's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// South's side made it (3 or 4 tricks).
    Made,
    /// South's side took all five.
    March,
    /// South's side went alone and took all five.
    Loner,
    /// South's side made trump and was euchred.
    Euchred,
    /// South's side euchred the makers.
    Euchre,
    /// The other side made it (or marched).
    Against,
    /// Nobody made trump, or a misdeal: no score.
    ThrownIn,
}

impl Ending {
    pub(crate) const ALL: [Ending; 7] = [
        Ending::Made,
        Ending::March,
        Ending::Loner,
        Ending::Euchred,
        Ending::Euchre,
        Ending::Against,
        Ending::ThrownIn,
    ];

    /// The hand on a share card: made 🟩, all five 🟦, a loner's five ⭐, euchred 🟥, a
    /// euchre of the makers 🟨, the other side's ⬛, thrown in ⬜.
    pub fn symbol(self) -> char {
        match self {
            Ending::Made => '🟩',
            Ending::March => '🟦',
            Ending::Loner => '⭐',
            Ending::Euchred => '🟥',
            Ending::Euchre => '🟨',
            Ending::Against => '⬛',
            Ending::ThrownIn => '⬜',
        }
    }

    /// What [`Ending::symbol`] stands for, in a few words.
    pub fn words(self) -> &'static str {
        match self {
            Ending::Made => "made it",
            Ending::March => "all five",
            Ending::Loner => "all five alone",
            Ending::Euchred => "euchred",
            Ending::Euchre => "euchred them",
            Ending::Against => "they made it",
            Ending::ThrownIn => "thrown in",
        }
    }

    /// What a share card's symbols stand for, for the page that shows one.
    ///
    /// ```
    /// use euchre_ai::challenge::Ending;
    /// assert_eq!(
    ///     Ending::legend(),
    ///     "🟩 made it · 🟦 all five · ⭐ all five alone · 🟥 euchred · 🟨 euchred them · \
    ///      ⬛ they made it · ⬜ thrown in"
    /// );
    /// ```
    pub fn legend() -> String {
        let each: Vec<String> = Ending::ALL
            .iter()
            .map(|e| format!("{} {}", e.symbol(), e.words()))
            .collect();
        each.join(" · ")
    }

    /// How `outcome` ended for South's side, at a table of `players`.
    pub fn of(outcome: &HandOutcome, players: euchre::Players) -> Ending {
        let HandOutcome::Played {
            contract, score, ..
        } = *outcome
        else {
            return Ending::ThrownIn;
        };
        let ours = allied(players, Some(contract), contract.maker, Seat::South);
        match (ours, score.kind) {
            (true, ScoreKind::March) if contract.alone => Ending::Loner,
            (true, ScoreKind::March) => Ending::March,
            (true, ScoreKind::Made) => Ending::Made,
            (true, ScoreKind::Euchre) => Ending::Euchred,
            (false, ScoreKind::Euchre) => Ending::Euchre,
            (false, _) => Ending::Against,
        }
    }
}

/// What the challenger claims of one hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandClaim {
    /// South's side's points less the opponents', in halves ([`hand_points`]).
    pub yours: HalfPoints,
    /// The same with the Expert in South's seat ([`expert_in_south`](crate::duplicate::expert_in_south)).
    pub expert: HalfPoints,
    /// How the hand ended for South's side.
    pub ending: Ending,
}

/// A finished game as a friend can play it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// Where the deals come from.
    pub origin: Origin,
    /// The rules.
    pub rules: Rules,
    /// The computer players' level.
    pub level: Difficulty,
    /// South's decisions in order, each the index of its action among the legal actions.
    pub moves: Vec<u8>,
    /// What the challenger claims of each hand, in order.
    pub hands: Vec<HandClaim>,
    /// The seat of the seed's table the challenger played, South but for a guest at a table
    /// of people: the challenge's game is the seed's turned so that it sits South
    /// ([`Game::seated`]).
    pub seat: Seat,
    /// At a table of people, every other seat's decisions in order, as South's are: the
    /// replay takes them rather than asking the computer players. `None` when the computer
    /// players played every other seat.
    pub others: Option<Vec<u8>>,
}

/// Why a challenge could not be read, or does not hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeError {
    /// Not a challenge's text (bad characters, too short, cut off).
    Malformed,
    /// Written by a newer Bower (a version or a rule this one does not know).
    Newer,
    /// The hash does not match: the text was edited.
    Tampered,
    /// A decision is not legal where the replay reaches it, or the game does not end where
    /// the decisions do.
    Moves,
    /// The replay does not give what the challenge claims.
    Claims,
}

impl fmt::Display for ChallengeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ChallengeError::Malformed => "this challenge link is damaged or incomplete",
            ChallengeError::Newer => "this challenge comes from a newer Bower: reload the page",
            ChallengeError::Tampered => "this challenge's result was changed after it was shared",
            ChallengeError::Moves => "this challenge's moves do not make a game",
            ChallengeError::Claims => "this challenge's result is not what its moves give",
        })
    }
}

impl std::error::Error for ChallengeError {}

impl Challenge {
    /// The challenge of a finished game `record` played from `origin` at `level`, with
    /// `expert` the Expert's points in South's seat for each of its hands, in order (from
    /// the duplicate replays). `None` when the record is not a finished game from `origin`.
    pub fn of_game(
        origin: Origin,
        record: &GameRecord,
        level: Difficulty,
        expert: &[HalfPoints],
    ) -> Option<Challenge> {
        Challenge::of_record(origin, record, level, expert, false)
    }

    /// The challenge of a finished game `record` played at a table of people, as
    /// [`of_game`](Challenge::of_game), with every other seat's decisions
    /// ([`Challenge::others`]). The record may be a seated game ([`Game::seated`]): a
    /// guest's, played again from its seat.
    pub fn of_table(
        origin: Origin,
        record: &GameRecord,
        level: Difficulty,
        expert: &[HalfPoints],
    ) -> Option<Challenge> {
        Challenge::of_record(origin, record, level, expert, true)
    }

    fn of_record(
        origin: Origin,
        record: &GameRecord,
        level: Difficulty,
        expert: &[HalfPoints],
        table: bool,
    ) -> Option<Challenge> {
        // Given deals are a guest's placements, not the seed's: no game to share.
        if record.seed != origin.seed() || record.given.is_some() {
            return None;
        }
        // Only a table's challenge is played from another seat.
        if record.seat != Seat::South && !table {
            return None;
        }
        let mut game = record.start();
        let (mut moves, mut others) = (Vec::new(), Vec::new());
        for &(seat, action) in &record.actions {
            let list = if seat == Seat::South {
                &mut moves
            } else {
                &mut others
            };
            let index = game.legal_actions().iter().position(|a| a == action)?;
            list.push(u8::try_from(index).ok().filter(|&i| i < 16)?);
            game.apply(seat, action).ok()?;
        }
        // The format's counts: at most 255 hands and 65,535 decisions.
        let fits = game.history().len() <= 255 && moves.len().max(others.len()) <= 65_535;
        if game.winner().is_none() || expert.len() != game.history().len() || !fits {
            return None;
        }
        let hands = game
            .history()
            .iter()
            .zip(expert)
            .map(|(h, &expert)| {
                Some(HandClaim {
                    yours: hand_points(record, h.number)?,
                    expert,
                    ending: Ending::of(&h.outcome, record.rules.players),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Challenge {
            origin,
            rules: record.rules,
            level,
            moves,
            hands,
            seat: record.seat,
            others: table.then_some(others),
        })
    }

    /// The rules and the level the challenge's game is played with.
    pub fn setup(&self) -> Setup {
        Setup {
            rules: self.rules,
            level: self.level,
        }
    }

    /// South's side's points over the game and the Expert's with the same cards, in halves.
    pub fn totals(&self) -> (i32, i32) {
        self.hands.iter().fold((0, 0), |(y, e), h| {
            (y + i32::from(h.yours), e + i32::from(h.expert))
        })
    }

    /// The share card, as a word game's: where the deals come from, the rules and the
    /// level, the points against the Expert's, and a symbol a hand ([`Ending::symbol`]):
    ///
    /// ```text
    /// Bower Euchre · Daily 2026-12-02 · Standard, Normal players
    /// Me +3 · the Expert with my cards +1.5 (12 hands)
    /// 🟩🟥⬛🟩⭐🟨⬛⬛🟩🟦🟩⬜
    /// ```
    pub fn share_text(&self) -> String {
        let origin = match self.origin {
            Origin::Daily(date) => format!("Daily {date}"),
            Origin::Seed(seed) => format!("Seed {seed}"),
        };
        let (yours, expert) = self.totals();
        let halves = |h: i32| points_text(h, self.rules.players);
        let symbols: String = self.hands.iter().map(|h| h.ending.symbol()).collect();
        format!(
            "Bower Euchre · {origin} · {}\nMe {} · the Expert with my cards {} ({} hands)\n{symbols}",
            self.setup().words(),
            halves(yours),
            halves(expert),
            self.hands.len()
        )
    }

    /// The game played again: South's decisions from the challenge, the other seats' by the
    /// computer players at its level, seeded as in the game ([`GameReplay`], for a page to
    /// drive a decision at a time).
    pub fn replay(&self) -> GameReplay {
        GameReplay {
            game: Game::seated(self.rules, self.origin.seed(), self.seat),
            level: self.level,
            moves: self.moves.clone(),
            used: 0,
            others: self.others.clone().map(|o| (o, 0)),
        }
    }

    /// The game a friend plays to answer the challenge: its deals, from the challenger's
    /// seat, before anyone acted.
    pub fn game(&self) -> Game {
        Game::seated(self.rules, self.origin.seed(), self.seat)
    }

    /// Plays the challenge again here and checks every claim, the Expert's points of each
    /// hand too (`expert`: the Expert's points in South's seat for each hand of `record`,
    /// in order, from the duplicate replays). The record of the game when it holds.
    pub fn verify(
        &self,
        expert: impl Fn(&GameRecord, u32) -> Option<HalfPoints>,
    ) -> Result<GameRecord, ChallengeError> {
        let mut replay = self.replay();
        while let Some(turn) = replay.turn()? {
            let action = player(turn.difficulty, turn.seed).choose(&turn.view);
            replay.apply(action)?;
        }
        let record = replay.record()?;
        let game = Game::replay(&record).map_err(|_| ChallengeError::Moves)?;
        let numbers: Vec<u32> = game.history().iter().map(|h| h.number).collect();
        let expert: Vec<HalfPoints> = numbers
            .iter()
            .map(|&n| expert(&record, n))
            .collect::<Option<_>>()
            .ok_or(ChallengeError::Claims)?;
        let table = self.others.is_some();
        let again = Challenge::of_record(self.origin, &record, self.level, &expert, table)
            .ok_or(ChallengeError::Moves)?;
        if again.hands == self.hands {
            Ok(record)
        } else {
            Err(ChallengeError::Claims)
        }
    }
}

/// A challenge's game being played again, a computer's decision at a time (South's come
/// from the challenge, and at a table of people every other seat's too).
#[derive(Clone, Debug)]
pub struct GameReplay {
    game: Game,
    level: Difficulty,
    moves: Vec<u8>,
    used: usize,
    /// The other seats' decisions at a table of people, and how many were used.
    others: Option<(Vec<u8>, usize)>,
}

impl GameReplay {
    /// Applies the challenge's decisions up to the next computer's, and returns that
    /// decision (`None` once the game is over; at a table of people, never one). Refused
    /// when a decision is not legal, or a seat whose decisions ran out is to act.
    pub fn turn(&mut self) -> Result<Option<crate::duplicate::Turn>, ChallengeError> {
        while let Some(seat) = self.game.to_act() {
            let (list, used) = match (&mut self.others, seat) {
                (_, Seat::South) => (&self.moves, &mut self.used),
                (Some((others, used)), _) => (&*others, used),
                (None, _) => break,
            };
            let index = *list.get(*used).ok_or(ChallengeError::Moves)?;
            let action: Action = *self
                .game
                .legal_actions()
                .get(usize::from(index))
                .ok_or(ChallengeError::Moves)?;
            self.game
                .apply(seat, action)
                .map_err(|_| ChallengeError::Moves)?;
            *used += 1;
        }
        Ok(self.game.to_act().map(|seat| crate::duplicate::Turn {
            seat,
            view: self.game.view(seat),
            difficulty: self.level,
            seed: turn_seed(self.game.seed(), self.game.actions().len()),
        }))
    }

    /// Applies the computer's decision asked by [`turn`](GameReplay::turn).
    pub fn apply(&mut self, action: Action) -> Result<(), ChallengeError> {
        let seat = self.game.to_act().ok_or(ChallengeError::Moves)?;
        self.game
            .apply(seat, action)
            .map(|_| ())
            .map_err(|_| ChallengeError::Moves)
    }

    /// The game's record once it is over and every decision of South's was used.
    pub fn record(&self) -> Result<GameRecord, ChallengeError> {
        let others = self
            .others
            .as_ref()
            .is_none_or(|(o, used)| *used == o.len());
        if self.game.to_act().is_some() || self.used != self.moves.len() || !others {
            return Err(ChallengeError::Moves);
        }
        Ok(self.game.record())
    }
}
