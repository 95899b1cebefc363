//! What one seat of a table knows of the game ([`Knowledge`]), made by the host from its game
//! ([`Knowledge::of`]), and the seat's own game built from it ([`Knowledge::game`]): the
//! hands as the seat saw them, with every card it never saw placed where it could have been.

use core::fmt;

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, CardSet, Deal, DealRng, Game, GameRecord, GivenDeals, Hand, HandOutcome, PlayerView,
    ReplayError, Rules, Seat, mix64, try_determinize,
};
use serde::{Deserialize, Serialize};

use euchre::Turn;

/// A hand that has ended, as one seat knows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ended {
    /// A hand bid (and played, unless everyone passed) to its end: the seat's view as the
    /// last action left it, the score as it stood before the hand.
    Played(PlayerView),
    /// A misdeal, thrown in at the deal: the seat's view of the deal, and the hand the
    /// misdealt seat showed.
    Misdeal {
        /// The seat's view at the deal.
        view: PlayerView,
        /// The seat whose hand was thrown in.
        seat: Seat,
        /// The hand it showed.
        shown: CardSet,
    },
}

impl Ended {
    /// The seat's view in it.
    pub fn view(&self) -> &PlayerView {
        match self {
            Ended::Played(view) | Ended::Misdeal { view, .. } => view,
        }
    }
}

/// Everything one seat may know of a game: the rules, each hand that has ended as the seat
/// saw it, and its view of the hand in play (none once the game is over). No card the seat
/// has not seen is in it: what the host sends a guest, a part at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knowledge {
    /// The rules.
    pub rules: Rules,
    /// The seat.
    pub seat: Seat,
    /// The hands that have ended, in order.
    pub ended: Vec<Ended>,
    /// The hand in play, unless the game is over.
    pub now: Option<PlayerView>,
}

/// Why a seat's knowledge does not make a game: what a guest says of a host's message it
/// cannot follow (a damaged message, or a host playing by other rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnowledgeError {
    /// A view is another seat's, or of a seat not in play.
    Seat,
    /// No placement of the unseen cards fits hand `0` as the seat saw it.
    NoWorld(usize),
    /// The hands do not replay into the game described.
    Replay(ReplayError),
    /// The game built differs from what the seat was told about hand `0` (a score, a
    /// dealer, a view that does not follow from the hands before).
    Mismatch(usize),
}

impl fmt::Display for KnowledgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnowledgeError::Seat => f.write_str("a view of another seat"),
            KnowledgeError::NoWorld(hand) => write!(f, "hand {hand} cannot have been dealt"),
            KnowledgeError::Replay(e) => write!(f, "the hands do not replay: {e}"),
            KnowledgeError::Mismatch(hand) => {
                write!(f, "hand {hand} does not follow from the hands before it")
            }
        }
    }
}

impl std::error::Error for KnowledgeError {}

/// How many placements of a hand's unseen cards are tried for one that is not a misdeal.
const TRIES: u64 = 64;

impl Knowledge {
    /// What `seat` knows of `game`.
    pub fn of(game: &Game, seat: Seat) -> Knowledge {
        Knowledge {
            rules: *game.rules(),
            seat,
            ended: ended(game, seat),
            now: (!game.is_over()).then(|| game.view(seat)),
        }
    }

    /// The seat's own game, turned so that the seat sits South ([`Turn`]): the game of
    /// [`placed`](Knowledge::placed), every seat renamed.
    ///
    /// # Errors
    /// As [`placed`](Knowledge::placed).
    pub fn game(&self) -> Result<Game, KnowledgeError> {
        let placed = self.placed()?;
        let turn = Turn::seating(self.rules.players, self.seat);
        let given = placed.given().ok_or(KnowledgeError::Seat)?;
        let record = GameRecord {
            rules: self.rules,
            seed: 0,
            actions: turn.actions(placed.actions()),
            given: Some(GivenDeals {
                dealer: turn.local(given.dealer),
                deals: given.deals.iter().map(|d| turn.deal(d)).collect(),
            }),
            seat: Seat::South,
        };
        Game::replay(&record).map_err(KnowledgeError::Replay)
    }

    /// Once the game is over, the seat's game played again from the host's whole game
    /// (`record`, its seed and every action: [`Update::whole`](crate::Update::whole)): the
    /// seed's deals seated so that the seat sits South ([`Game::seated`]), with the table's
    /// every decision. Unlike [`game`](Knowledge::game) it holds the cards the seat never
    /// saw, so that the seat can play its hands again with the Expert and share the game.
    ///
    /// # Errors
    /// [`KnowledgeError::Mismatch`] when the whole game is not over, or is not what the
    /// seat was told; [`KnowledgeError::Replay`] when it does not replay.
    pub fn played(&self, record: &GameRecord) -> Result<Game, KnowledgeError> {
        let told = self.ended.len();
        let host = Game::replay(record).map_err(KnowledgeError::Replay)?;
        if record.given.is_some() || record.rules != self.rules || !host.is_over() {
            return Err(KnowledgeError::Mismatch(told));
        }
        if Knowledge::of(&host, self.seat) != *self {
            return Err(KnowledgeError::Mismatch(told));
        }
        // Seats at the host's table, at the seed's table and at this seat's.
        let players = self.rules.players;
        let host_turn = Turn::seating(players, record.seat);
        let seat = host_turn.host(self.seat);
        let own = Turn::seating(players, seat);
        let mut game = Game::seated(self.rules, record.seed, seat);
        for (index, &(s, action)) in record.actions.iter().enumerate() {
            game.apply(own.local(host_turn.host(s)), action)
                .map_err(|error| KnowledgeError::Replay(ReplayError { index, error }))?;
        }
        Ok(game)
    }

    /// A game the seat cannot tell from the host's: the hands that ended and the hand in
    /// play as it saw them, every card it did not see placed where it could have been (the
    /// same way every time), so that the game replays. Checked against what it was told:
    /// this game's [`Knowledge::of`] the seat is this knowledge again.
    ///
    /// # Errors
    /// [`KnowledgeError`]: what does not fit.
    pub fn placed(&self) -> Result<Game, KnowledgeError> {
        let players = self.rules.players;
        let views = self.ended.iter().map(Ended::view).chain(&self.now);
        if !players.contains(self.seat) || views.clone().any(|v| v.seat != self.seat) {
            return Err(KnowledgeError::Seat);
        }
        let Some(first) = views.clone().next() else {
            return Err(KnowledgeError::Mismatch(0));
        };
        let mut deals = Vec::with_capacity(self.ended.len() + 1);
        let mut actions = Vec::new();
        for (i, ended) in self.ended.iter().enumerate() {
            let (deal, hand_actions) = match ended {
                Ended::Played(view) => placed(view, i)?,
                Ended::Misdeal { view, seat, shown } => (misdeal(view, *seat, *shown, i)?, vec![]),
            };
            deals.push(deal);
            actions.extend(hand_actions);
        }
        if let Some(view) = &self.now {
            let (deal, hand_actions) = placed(view, self.ended.len())?;
            deals.push(deal);
            actions.extend(hand_actions);
        }
        let record = GameRecord {
            rules: self.rules,
            seed: 0,
            actions,
            given: Some(GivenDeals {
                dealer: first.dealer,
                deals,
            }),
            seat: Seat::South,
        };
        let game = Game::replay(&record).map_err(KnowledgeError::Replay)?;
        let again = Knowledge::of(&game, self.seat);
        if let Some(i) = (0..=self.ended.len().max(again.ended.len()))
            .find(|&i| self.ended.get(i) != again.ended.get(i))
        {
            return Err(KnowledgeError::Mismatch(i));
        }
        if again.now != self.now {
            return Err(KnowledgeError::Mismatch(self.ended.len()));
        }
        Ok(game)
    }
}

/// Whether two actions are the same as South's seat sees them: the same seat and action, or
/// the same seat burying, discarding or passing a card South never sees (which of them a
/// seat's own game holds is only where the unseen cards were placed: [`Knowledge::game`]).
pub fn same_to_south(a: (Seat, Action), b: (Seat, Action)) -> bool {
    match (a, b) {
        ((s, Action::Discard(_)), (t, Action::Discard(_)))
        | ((s, Action::Bury(_)), (t, Action::Bury(_)))
        | ((s, Action::PassBest(_)), (t, Action::PassBest(_))) => {
            s == t && s != Seat::South || a == b
        }
        _ => a == b,
    }
}

/// Each hand of `game` that has ended, as `seat` saw it.
pub(crate) fn ended(game: &Game, seat: Seat) -> Vec<Ended> {
    let record = game.record();
    let mut replay = record.start();
    let mut ended = Vec::with_capacity(game.history().len());
    let misdeals = |replay: &Game, ended: &mut Vec<Ended>| {
        for r in &replay.history()[ended.len()..] {
            if let HandOutcome::Misdeal { seat: thrown } = r.outcome {
                let mut view = Hand::new(record.rules, r.dealer, r.deal).view(seat);
                view.scores = r.scores_after;
                view.seat_scores = r.seat_scores_after;
                view.hand_number = r.number;
                ended.push(Ended::Misdeal {
                    view,
                    seat: thrown,
                    shown: r.deal.hands[thrown],
                });
            }
        }
    };
    misdeals(&replay, &mut ended);
    for &(by, action) in &record.actions {
        let before = (replay.scores(), replay.seat_scores(), replay.hand_number());
        let mut hand = *replay.hand();
        if replay.apply(by, action).is_err() {
            break;
        }
        if replay.history().len() > ended.len() {
            // The action ended the hand: the seat's view as it left the hand.
            let _ = hand.apply(by, action);
            let mut view = hand.view(seat);
            (view.scores, view.seat_scores, view.hand_number) = before;
            ended.push(Ended::Played(view));
            misdeals(&replay, &mut ended);
        }
    }
    ended
}

/// The hand `view` describes with its unseen cards placed: its deal and every action of it.
/// The first placement (from a seed of the hand's number) whose deal is not a misdeal.
fn placed(view: &PlayerView, i: usize) -> Result<(Deal, Vec<(Seat, Action)>), KnowledgeError> {
    let rules = view.rules;
    (0..TRIES)
        .find_map(|t| {
            let mut rng = DealRng::seed_from_u64(mix64(i as u64 ^ mix64(t)));
            let hand = try_determinize(view, &mut rng)?;
            let deal = *hand.deal();
            let misdealt = rules
                .players
                .seats()
                .iter()
                .any(|&s| rules.is_misdeal(deal.hands[s]));
            (deal.is_for(&rules) && !misdealt).then(|| (deal, hand.history()))
        })
        .ok_or(KnowledgeError::NoWorld(i))
}

/// A misdeal as `view`'s seat saw it: its own hand, the hand `thrown` showed, the upcard,
/// the rest placed so that `thrown` is the first seat from the dealer's left to misdeal.
fn misdeal(
    view: &PlayerView,
    thrown: Seat,
    shown: CardSet,
    i: usize,
) -> Result<Deal, KnowledgeError> {
    let rules = view.rules;
    let players = rules.players;
    let known = (view.hand | shown).with(view.upcard);
    let fits = players.contains(thrown)
        && shown.len() == 5
        && (thrown != view.seat || shown == view.hand)
        && (thrown == view.seat || (view.hand & shown).is_empty())
        && known.is_subset(rules.deck.cards());
    if !fits {
        return Err(KnowledgeError::Mismatch(i));
    }
    let order: Vec<Seat> = (1..=players.count())
        .map(|k| players.offset(view.dealer, k))
        .collect();
    (0..TRIES)
        .find_map(|t| {
            let mut rng = DealRng::seed_from_u64(mix64(i as u64 ^ mix64(t)));
            let mut rest: Vec<_> = (rules.deck.cards() - known).iter().collect();
            euchre::shuffle(&mut rng, &mut rest);
            let mut rest = rest.into_iter();
            let mut hands = euchre::BySeat([CardSet::EMPTY; 4]);
            for &seat in &order {
                hands[seat] = if seat == view.seat {
                    view.hand
                } else if seat == thrown {
                    shown
                } else {
                    rest.by_ref().take(5).collect()
                };
            }
            let deal = Deal {
                hands,
                upcard: view.upcard,
                kitty: rest.collect(),
            };
            let first = order.iter().find(|&&s| rules.is_misdeal(deal.hands[s]));
            (deal.is_for(&rules) && first == Some(&thrown)).then_some(deal)
        })
        .ok_or(KnowledgeError::NoWorld(i))
}
