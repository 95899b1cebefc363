//! A game: hands dealt in turn until a partnership reaches the target, with the full record
//! of every hand, and saving and loading.

use serde::{Deserialize, Serialize};

use crate::action::{Action, ActionError, Actions, Event};
use crate::card::Card;
use crate::card_set::CardSet;
use crate::deal::Deal;
use crate::hand::{Hand, HandOutcome, Phase, Sink, Trick};
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::turn::Turn;
use crate::view::PlayerView;

/// The version of the save format written by [`Game::save`].
pub const SAVE_FORMAT: u32 = 1;

/// SplitMix64's output function: a well-mixed `u64` from any `u64`.
pub const fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The seed of hand `number` of the game with seed `game_seed`.
pub const fn hand_seed(game_seed: u64, number: u32) -> u64 {
    mix64(game_seed ^ mix64(number as u64))
}

/// A finished hand, for the hand summary and the game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandRecord {
    /// The hand's number in the game, from 0.
    pub number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The cards as dealt: every hand, the upcard and the kitty.
    pub deal: Deal,
    /// How the hand ended.
    pub outcome: HandOutcome,
    /// The dealer's buried card, if the upcard was picked up.
    pub discard: Option<Card>,
    /// The five tricks, if the hand was played.
    pub tricks: Vec<Trick>,
    /// The scores after the hand (as [`Game::scores`]).
    pub scores_after: ByTeam<u8>,
    /// Each seat's score after the hand (as [`Game::seat_scores`]); zeros in records
    /// written before the field existed.
    #[serde(default)]
    pub seat_scores_after: BySeat<u8>,
    /// Who went under (variant `going_under`) and the three cards they showed; `None` in
    /// records written before the field existed.
    #[serde(default)]
    pub went_under: Option<(Seat, [Card; 3])>,
}

impl HandRecord {
    /// `seat`'s five cards once the bidding began: as dealt, or, for the player who went
    /// under, the dealt cards but the three shown, with the kitty's in their place.
    pub fn held(&self, seat: Seat) -> CardSet {
        let dealt = self.deal.hands[seat];
        match self.went_under {
            Some((under, shown)) if under == seat => {
                let shown: CardSet = shown.into_iter().collect();
                (dealt - shown) | self.deal.kitty
            }
            _ => dealt,
        }
    }

    /// `seat`'s cards through the hand, played or not: [`HandRecord::held`], and for a dealer
    /// who picked up, the upcard in place of the discard.
    pub fn hand_through(&self, seat: Seat) -> CardSet {
        match self.discard {
            Some(discard) if seat == self.dealer => {
                (self.held(seat) | CardSet::from_iter([self.deal.upcard]))
                    - CardSet::from_iter([discard])
            }
            _ => self.held(seat),
        }
    }

    /// The kitty's hidden cards after the hand: as dealt, or the three shown by the player
    /// who went under (who took the dealt ones).
    pub fn kitty(&self) -> CardSet {
        match self.went_under {
            Some((_, shown)) => shown.into_iter().collect(),
            None => self.deal.kitty,
        }
    }
}

/// A game of Euchre to the target score: the dealer rotates left after every hand, a
/// passed-out hand or a misdeal is redealt by the next dealer, and nothing can be applied
/// once a partnership (with three players, a player) has won.
///
/// With three players ([`Players::Three`]) each seat scores for itself
/// ([`seat_scores`](Game::seat_scores), [`winning_seat`](Game::winning_seat)); the first to
/// the target wins, and when a euchre takes both defenders there at once the higher wins,
/// or if they are equal play goes on until a hand leaves one ahead.
///
/// # Examples
/// ```
/// use euchre::{Action, Game, Rules};
/// let mut game = Game::new(Rules::standard(), 7);
/// // Everyone makes trump at the first chance, and plays their first legal card.
/// while let Some(seat) = game.to_act() {
///     let legal = game.legal_actions();
///     let action = legal.iter().find(|&a| a != Action::Pass).unwrap_or(legal[0]);
///     game.apply(seat, action).unwrap();
/// }
/// let winner = game.winner().unwrap();
/// assert!(game.scores()[winner] >= 10);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    seed: u64,
    /// Each seat's points: with four, its partnership's.
    points: BySeat<u8>,
    hand_number: u32,
    hand: Hand,
    history: Vec<HandRecord>,
    actions: Vec<(Seat, Action)>,
    winner: Option<Seat>,
    /// The deals, when they are given rather than drawn from the seed.
    given: Option<GivenDeals>,
    /// The seed's table turned so that this seat sits South ([`Game::seated`]).
    turn: Turn,
}

impl Game {
    /// A new game under `rules` whose every deal comes from `seed`. The first dealer is
    /// drawn from the seed too.
    pub fn new(rules: Rules, seed: u64) -> Game {
        Game::seated(rules, seed, Seat::South)
    }

    /// The game of `seed` as `seat` (a seat in play) plays it: the same deals with the table
    /// turned so that `seat` sits South ([`Turn`]). A person at a table of people played
    /// from another seat shares their game this way, played again from South.
    ///
    /// # Examples
    /// ```
    /// use euchre::{Game, Rules, Seat, Turn};
    /// let rules = Rules::standard();
    /// let (east, table) = (Game::seated(rules, 5, Seat::East), Game::new(rules, 5));
    /// let turn = Turn::seating(rules.players, Seat::East);
    /// assert_eq!(east.view(Seat::South).hand, table.view(Seat::East).hand);
    /// assert_eq!(east.hand().dealer(), turn.local(table.hand().dealer()));
    /// assert_eq!(east.seat(), Seat::East);
    /// ```
    pub fn seated(rules: Rules, seed: u64, seat: Seat) -> Game {
        let seats = rules.players.seats();
        // A seat out of play turns nothing: South's game.
        let turn = Turn::seating(rules.players, seat);
        let dealer = seats[(mix64(seed) % seats.len() as u64) as usize];
        Game::start(rules, seed, turn.local(dealer), None, turn)
    }

    /// A new game under `rules` whose deals are `given`, in order, from the given first
    /// dealer: a seat's own game at a table of people (see [`GivenDeals`]). Each deal must be
    /// a deal of the rules' deck for their players (the caller checks what it received); were
    /// the given deals to run out, the game would go on with deals drawn from seed 0.
    pub fn with_deals(rules: Rules, given: GivenDeals) -> Game {
        let dealer = if rules.players.contains(given.dealer) {
            given.dealer
        } else {
            rules.players.seats()[0]
        };
        let turn = Turn::seating(rules.players, Seat::South);
        Game::start(rules, 0, dealer, Some(given), turn)
    }

    fn start(rules: Rules, seed: u64, dealer: Seat, given: Option<GivenDeals>, turn: Turn) -> Game {
        let mut game = Game {
            rules,
            seed,
            points: BySeat([0; 4]),
            hand_number: 0,
            hand: Hand::new(rules, dealer, Deal::for_rules(0, dealer, &rules)),
            history: Vec::new(),
            actions: Vec::new(),
            winner: None,
            given,
            turn,
        };
        game.deal(dealer, &mut ());
        game
    }

    /// The deal of hand `self.hand_number` with `dealer`: given, or from the seed (at the
    /// seed's table, turned).
    fn next_deal(&self, dealer: Seat) -> Deal {
        let given = self.given.as_ref();
        match given.and_then(|g| g.deals.get(self.hand_number as usize)) {
            Some(&deal) => deal,
            None => {
                let seed = hand_seed(self.seed, self.hand_number);
                let deal = Deal::for_rules(seed, self.turn.host(dealer), &self.rules);
                self.turn.deal(&deal)
            }
        }
    }

    /// Deals hand `self.hand_number` with `dealer`, throwing in misdeals.
    fn deal(&mut self, mut dealer: Seat, events: &mut impl Sink) {
        let players = self.rules.players;
        loop {
            let deal = self.next_deal(dealer);
            events.push(Event::Dealt {
                number: self.hand_number,
                dealer,
                upcard: deal.upcard,
            });
            let misdeal = (1..=players.count())
                .map(|i| players.offset(dealer, i))
                .find(|&seat| self.rules.is_misdeal(deal.hands[seat]));
            let Some(seat) = misdeal else {
                self.hand = Hand::new(self.rules, dealer, deal);
                return;
            };
            events.push(Event::Misdeal {
                seat,
                hand: deal.hands[seat],
            });
            self.history.push(HandRecord {
                number: self.hand_number,
                dealer,
                deal,
                outcome: HandOutcome::Misdeal { seat },
                discard: None,
                tricks: Vec::new(),
                scores_after: self.scores(),
                seat_scores_after: self.points,
                went_under: None,
            });
            self.hand_number += 1;
            dealer = players.next(dealer);
        }
    }

    /// Scores the finished hand, records it, and deals the next one unless the game is won.
    fn finish_hand(&mut self, events: &mut impl Sink) {
        let Some(outcome) = self.hand.outcome() else {
            return;
        };
        let players = self.rules.players;
        for (seat, points) in outcome.seat_points(players).iter() {
            self.points[seat] += points;
        }
        self.history.push(HandRecord {
            number: self.hand_number,
            dealer: self.hand.dealer(),
            deal: *self.hand.deal(),
            outcome,
            discard: self.hand.discard(),
            tricks: self.hand.tricks().to_vec(),
            scores_after: self.scores(),
            seat_scores_after: self.points,
            went_under: self.hand.went_under(),
        });
        if let Some(winner) = self.leader_at_target() {
            self.winner = Some(winner);
            if players == Players::Three {
                events.push(Event::PlayerWon { winner });
            }
            events.push(Event::GameOver {
                winner: winner.team(),
            });
            return;
        }
        self.hand_number += 1;
        self.deal(players.next(self.hand.dealer()), events);
    }

    /// The seat that has won: the one with the highest score at or over the target, if no
    /// other has as many (with four, partners share their score, and South or West stands
    /// for the partnership).
    fn leader_at_target(&self) -> Option<Seat> {
        let target = self.rules.points_to_win.points();
        let seats = match self.rules.players {
            Players::Four => &[Seat::South, Seat::West][..],
            Players::Three => Players::Three.seats(),
        };
        let best = seats.iter().map(|&s| self.points[s]).max()?;
        let mut leaders = seats.iter().filter(|&&s| self.points[s] == best);
        match (leaders.next(), leaders.next()) {
            (Some(&seat), None) if best >= target => Some(seat),
            _ => None,
        }
    }

    /// The rules.
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The game's seed.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// The seat of the seed's table this game plays from South ([`Game::seated`]): South
    /// for a game of [`Game::new`] or [`Game::with_deals`].
    pub fn seat(&self) -> Seat {
        self.turn.host(Seat::South)
    }

    /// The deals, when they are given rather than drawn from the seed.
    pub const fn given(&self) -> Option<&GivenDeals> {
        self.given.as_ref()
    }

    /// Each partnership's points. With three players, the four-player table as South
    /// sees it: North–South is South's score, East–West the higher of West's and East's
    /// (see [`seat_scores`](Game::seat_scores)).
    pub fn scores(&self) -> ByTeam<u8> {
        let p = self.points;
        match self.rules.players {
            Players::Four => ByTeam([p[Seat::South], p[Seat::West]]),
            Players::Three => ByTeam([p[Seat::South], p[Seat::West].max(p[Seat::East])]),
        }
    }

    /// Each seat's points: its own with three players (North's place 0), its
    /// partnership's with four.
    pub const fn seat_scores(&self) -> BySeat<u8> {
        self.points
    }

    /// The seats at the table: all four, or South, West and East with three players.
    pub const fn seats(&self) -> &'static [Seat] {
        self.rules.players.seats()
    }

    /// The current hand's number, from 0 (misdeals and passed-out hands count).
    pub const fn hand_number(&self) -> u32 {
        self.hand_number
    }

    /// The hand being played (once the game is over, the last hand played).
    pub const fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The current dealer.
    pub const fn dealer(&self) -> Seat {
        self.hand.dealer()
    }

    /// The phase: the hand's, or [`Phase::GameOver`].
    pub fn phase(&self) -> Phase {
        if self.winner.is_some() {
            Phase::GameOver
        } else {
            self.hand.phase()
        }
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.winner.is_some() {
            None
        } else {
            self.hand.to_act()
        }
    }

    /// Whether the game is over.
    pub const fn is_over(&self) -> bool {
        self.winner.is_some()
    }

    /// The winning partnership, once the game is over. With three players, the winning
    /// seat's team: North–South exactly when South won (see
    /// [`winning_seat`](Game::winning_seat)).
    pub fn winner(&self) -> Option<Team> {
        self.winner.map(Seat::team)
    }

    /// The seat that won, once the game is over: the winner with three players; with four,
    /// South or West for their partnership.
    pub const fn winning_seat(&self) -> Option<Seat> {
        self.winner
    }

    /// Every finished hand (misdeals and passed-out hands too), in order.
    pub fn history(&self) -> &[HandRecord] {
        &self.history
    }

    /// Every action of the game so far, with the seat that took it.
    pub fn actions(&self) -> &[(Seat, Action)] {
        &self.actions
    }

    /// The legal actions of the seat to act; empty once the game is over. Never allocates.
    pub fn legal_actions(&self) -> Actions {
        if self.winner.is_some() {
            Actions::new()
        } else {
            self.hand.legal_actions()
        }
    }

    /// Applies `seat`'s `action` and says what happened, including the score of a finished
    /// hand, the next deal (and any misdeal) and the end of the game.
    ///
    /// # Errors
    /// [`ActionError::GameOver`] once the game is over, [`ActionError::NotYourTurn`] when
    /// another seat is to act, and otherwise why the action is not legal. On any error the
    /// game is unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        if self.winner.is_some() {
            return Err(ActionError::GameOver);
        }
        let mut events = self.hand.apply(seat, action)?;
        self.actions.push((seat, action));
        self.finish_hand(&mut events);
        Ok(events)
    }

    /// Applies `action` for the seat to act without checking it.
    ///
    /// # Panics
    /// The action must be one of [`legal_actions`](Game::legal_actions); debug builds
    /// assert it, release builds leave an unspecified (memory-safe) state.
    pub fn apply_unchecked(&mut self, action: Action) {
        let seat = self.hand.to_act().unwrap_or(Seat::South);
        debug_assert!(
            self.winner.is_none(),
            "apply_unchecked after the game is over"
        );
        self.hand.apply_unchecked(action);
        self.actions.push((seat, action));
        self.finish_hand(&mut ());
    }

    /// What `seat` may know now.
    pub fn view(&self, seat: Seat) -> PlayerView {
        let mut view = self.hand.view(seat);
        view.scores = self.scores();
        view.seat_scores = self.points;
        view.hand_number = self.hand_number;
        if self.winner.is_some() {
            view.phase = Phase::GameOver;
            view.to_act = None;
            view.legal_actions.clear();
        }
        view
    }

    /// The game as rules, seed and actions.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            rules: self.rules,
            seed: self.seed,
            actions: self.actions.clone(),
            given: self.given.clone(),
            seat: self.seat(),
        }
    }

    /// Replays a record into the identical game.
    ///
    /// # Errors
    /// The first action the rules refuse, with its position.
    pub fn replay(record: &GameRecord) -> Result<Game, ReplayError> {
        Game::replay_prefix(record, record.actions.len())
    }

    /// Replays the first `len` actions of a record (for undo: the game as it was).
    ///
    /// # Errors
    /// The first action the rules refuse, with its position.
    pub fn replay_prefix(record: &GameRecord, len: usize) -> Result<Game, ReplayError> {
        let mut game = record.start();
        for (index, &(seat, action)) in record.actions.iter().take(len).enumerate() {
            game.apply(seat, action)
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(game)
    }
}

mod record;
mod save;

pub use record::{GameRecord, GivenDeals, ReplayError};
pub(crate) use record::{is_south, south};
pub use save::LoadError;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PointsToWin;

    #[test]
    fn the_first_to_the_target_wins_and_a_tie_there_plays_on() {
        let three = Rules::standard().with_players(Players::Three);
        // target, South, West, East → the winner
        let rows = [
            (PointsToWin::Ten, [10, 4, 2], Some(Seat::South)),
            (PointsToWin::Ten, [9, 9, 9], None),
            (PointsToWin::Ten, [3, 11, 10], Some(Seat::West)),
            // A euchre takes both defenders there on the same hand: the higher wins…
            (PointsToWin::Ten, [5, 11, 10], Some(Seat::West)),
            (PointsToWin::Ten, [5, 10, 11], Some(Seat::East)),
            // …and if they are equal, play goes on until a hand leaves one ahead.
            (PointsToWin::Ten, [5, 11, 11], None),
            (PointsToWin::Ten, [10, 10, 10], None),
            (PointsToWin::Ten, [12, 11, 11], Some(Seat::South)),
            (PointsToWin::Ten, [10, 12, 12], None),
            (PointsToWin::Five, [5, 4, 4], Some(Seat::South)),
            (PointsToWin::Eleven, [10, 10, 9], None),
        ];
        for (target, [south, west, east], winner) in rows {
            let mut game = Game::new(
                Rules {
                    points_to_win: target,
                    ..three
                },
                1,
            );
            game.points = BySeat([south, west, 0, east]);
            assert_eq!(game.leader_at_target(), winner, "{south} {west} {east}");
            assert_eq!(
                game.scores(),
                ByTeam([south, west.max(east)]),
                "South against the best of the other two"
            );
        }
        // Four players: partners share a score.
        let mut game = Game::new(Rules::standard(), 1);
        game.points = BySeat([10, 4, 10, 4]);
        assert_eq!(game.leader_at_target(), Some(Seat::South));
        assert_eq!(game.scores(), ByTeam([10, 4]));
        game.points = BySeat([9, 4, 9, 4]);
        assert_eq!(game.leader_at_target(), None);
    }
}
