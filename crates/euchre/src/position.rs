//! A position built from what one seat knows ([`Position`]): its cards, the upcard, the
//! score, the bids and the tricks so far, as a Euchre problem states them. The engine checks
//! it by playing it: the hidden cards are placed so that every recorded action is legal, and
//! an action that no placement allows is refused with the engine's own error.

use core::fmt;

use crate::action::{Action, ActionError};
use crate::card::{Card, Trump};
use crate::card_set::CardSet;
use crate::deal::Deal;
use crate::hand::Hand;
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Seat};
use crate::view::PlayerView;

/// A hand as one seat knows it: the rules, the dealer, the seat's five cards as dealt, the
/// upcard, the score and every action since the deal that the seat saw (bids, plays, and
/// the dealer's discard when the seat is the dealer). The other seats' unseen cards are
/// placed by [`hand`](Position::hand), the same way every time, so that the position
/// replays; [`view`](Position::view) is the seat's [`PlayerView`], what a computer player
/// or the coach decides from.
///
/// Another seat's discard need not be given: it is made when the dealer picks up, so a
/// position never waits on another seat's discard (the seat could not tell that moment
/// from the first lead's, and has nothing to decide in it). Variants
/// that exchange hidden cards during the bidding (going under, calling for the partner's
/// best) are built only from the seat that sees every card exchanged.
///
/// # Examples
/// ```
/// use euchre::{Action, Card, Position, Rules, Seat, Trump, Suit};
///
/// // West deals and turns up the J♥; everyone passes; South holds the right bower of
/// // diamonds, "next".
/// let card = |s: &str| s.parse::<Card>().unwrap();
/// let mut position = Position::new(
///     Rules::standard(),
///     Seat::West,
///     Seat::South,
///     "AS QS 9S AD JD".parse().unwrap(),
///     card("JH"),
/// );
/// position.actions = vec![
///     (Seat::North, Action::Pass),
///     (Seat::East, Action::Pass),
///     (Seat::South, Action::Pass),
///     (Seat::West, Action::Pass),
///     (Seat::North, Action::Pass),
///     (Seat::East, Action::Pass),
/// ];
/// let view = position.view().unwrap();
/// assert_eq!(view.to_act, Some(Seat::South));
/// let diamonds = Action::Call { trump: Trump::Suit(Suit::Diamonds), alone: false };
/// assert!(view.legal_actions.contains(&diamonds));
///
/// // A card the seat does not hold is refused, with the engine's reason.
/// position.actions.push((Seat::South, diamonds));
/// position.actions.push((Seat::West, Action::Play(card("9S"))));
/// assert!(position.view().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The rules in force.
    pub rules: Rules,
    /// The dealer.
    pub dealer: Seat,
    /// The seat whose knowledge this is.
    pub seat: Seat,
    /// The seat's cards as dealt (before any pick-up), including those it has since played.
    pub dealt: CardSet,
    /// The card turned up.
    pub upcard: Card,
    /// The score before the hand, each partnership's (with three players, South's points
    /// and the higher of West's and East's, as [`Game::scores`](crate::Game::scores)).
    pub scores: ByTeam<u8>,
    /// The actions since the deal, in order, as `seat` saw them.
    pub actions: Vec<(Seat, Action)>,
    /// The kitty's cards the seat took when it went under (variant `going_under`): none
    /// otherwise.
    pub taken: CardSet,
}

/// Why a [`Position`] cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The seat (or the dealer) does not play at this table.
    SeatNotInPlay(Seat),
    /// The seat's hand does not hold five cards.
    HandSize(usize),
    /// The card is not in this deck.
    NotInDeck(Card),
    /// The card appears twice (in the hand, as the upcard, or played).
    CardTwice(Card),
    /// A score is at or past the points to win.
    Score(u8),
    /// The action at `index` of the actions is not legal there, whatever the unseen cards.
    Action {
        /// Its place in [`Position::actions`].
        index: usize,
        /// Who acted.
        seat: Seat,
        /// What was done.
        action: Action,
        /// Why the engine refuses it.
        error: ActionError,
    },
    /// No placement of the unseen cards fits the plays: a seat has shown out of more
    /// suits than the cards left allow.
    NoDeal,
    /// The cards the seat took when it went under are not the kitty's count (or it took
    /// cards without going under): [`Position::taken`].
    Taken,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::SeatNotInPlay(seat) => write!(f, "{seat} does not play at this table"),
            PositionError::HandSize(len) => write!(f, "a hand holds five cards, not {len}"),
            PositionError::NotInDeck(card) => write!(f, "the {card} is not in this deck"),
            PositionError::CardTwice(card) => write!(f, "the {card} appears twice"),
            PositionError::Score(points) => {
                write!(f, "a score of {points} has already won the game")
            }
            PositionError::Action {
                index,
                seat,
                action,
                error,
            } => write!(
                f,
                "move {} ({seat}: {action}) is not legal: {error}",
                index + 1
            ),
            PositionError::NoDeal => {
                f.write_str("no deal of the unseen cards fits the suits the players showed out of")
            }
            PositionError::Taken => {
                f.write_str("a position does not hold the cards a seat took when it went under yet")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why one replay of the actions stopped.
enum Stop {
    /// A seat failed to follow a suit it was given: it is void in these cards.
    Void(Seat, CardSet),
    /// A seat named trump without holding one (variant `must_hold_trump`): it holds one of
    /// these cards.
    Holds(Seat, CardSet),
    /// A real error.
    Error(PositionError),
}

impl Position {
    /// The position at the deal: no action yet, the score 0–0.
    pub fn new(rules: Rules, dealer: Seat, seat: Seat, dealt: CardSet, upcard: Card) -> Position {
        Position {
            rules,
            dealer,
            seat,
            dealt,
            upcard,
            scores: ByTeam([0, 0]),
            actions: Vec::new(),
            taken: CardSet::EMPTY,
        }
    }

    /// The position of `hand` as `seat` knows it, the score before the hand being `scores`:
    /// a decision of a real game, to open on the analysis board as it was. Its view is the
    /// seat's view of `hand` (the kitty's cards it took, if it went under, included).
    ///
    /// # Examples
    /// ```
    /// use euchre::{Game, Position, Rules, Seat};
    /// let mut game = Game::new(Rules::standard(), 3);
    /// for _ in 0..3 {
    ///     let seat = game.to_act().unwrap();
    ///     let pass = game.legal_actions()[0];
    ///     game.apply(seat, pass).unwrap();
    /// }
    /// let seat = game.to_act().unwrap();
    /// let position = Position::seen(game.hand(), seat, game.scores());
    /// assert_eq!(position.view().unwrap(), game.view(seat));
    /// ```
    pub fn seen(hand: &Hand, seat: Seat, scores: ByTeam<u8>) -> Position {
        let actions = hand.view(seat).history;
        let went_under = actions
            .iter()
            .any(|&(s, a)| s == seat && matches!(a, Action::GoUnder(_)));
        Position {
            rules: *hand.rules(),
            dealer: hand.dealer(),
            seat,
            dealt: hand.deal().hands[seat],
            upcard: hand.upcard(),
            scores,
            actions,
            taken: if went_under {
                hand.deal().kitty
            } else {
                CardSet::EMPTY
            },
        }
    }

    /// The seat's view of the position: [`hand`](Position::hand)'s view with the score.
    ///
    /// # Errors
    /// As [`hand`](Position::hand).
    pub fn view(&self) -> Result<PlayerView, PositionError> {
        let hand = self.hand()?;
        let mut view = hand.view(self.seat);
        view.scores = self.scores;
        view.seat_scores = if self.rules.players.has_partners() {
            BySeat::from_fn(|s| self.scores[s.team()])
        } else {
            BySeat::from_fn(|s| self.scores[s.team()] * u8::from(self.rules.players.contains(s)))
        };
        Ok(view)
    }

    /// The hand in the position's state, with every unseen card placed: the seat's cards as
    /// dealt, the other seats' played cards, and the rest dealt in card order to the first
    /// place that may hold them (a seat that showed out of a suit holds none of it), so the
    /// same position always gives the same hand.
    ///
    /// # Errors
    /// [`PositionError::SeatNotInPlay`], [`HandSize`](PositionError::HandSize),
    /// [`NotInDeck`](PositionError::NotInDeck), [`CardTwice`](PositionError::CardTwice) or
    /// [`Score`](PositionError::Score) for a position that is wrong on its face;
    /// [`Action`](PositionError::Action) for the first action the engine refuses (out of
    /// turn, out of order, a card not held, a revoke); [`NoDeal`](PositionError::NoDeal)
    /// when the voids shown leave no room for the unseen cards.
    pub fn hand(&self) -> Result<Hand, PositionError> {
        let held = self.check()?;
        let mut voids = BySeat([CardSet::EMPTY; 4]);
        let mut holds = BySeat([CardSet::EMPTY; 4]);
        // Whether another dealer buries an unseen card: learnt from the first replay.
        let mut buries = false;
        // Each round learns one seat's void in one suit, that a maker held trump, or that
        // the dealer buries: at most three seats times six, and one.
        for _ in 0..24 {
            let (deal, spare) = self.fill(&held, &voids, &holds, buries)?;
            let mut buried = false;
            let stop = match self.replay(deal, spare, &voids, &holds, &mut buried) {
                Ok(hand) => return Ok(hand),
                Err(stop) => stop,
            };
            // The first replay that buries a card is tried again with that card free of the
            // voids.
            let again = buried && !buries;
            buries |= buried;
            match stop {
                Stop::Void(seat, cards) => voids[seat] |= cards,
                Stop::Holds(seat, cards) => holds[seat] = cards,
                Stop::Error(_) if again => {}
                Stop::Error(error) => return Err(error),
            }
        }
        Err(PositionError::NoDeal)
    }

    /// Checks what is wrong on its face and returns the cards each seat is known to have
    /// been dealt (for another dealer, without the upcard).
    fn check(&self) -> Result<BySeat<CardSet>, PositionError> {
        let players = self.rules.players;
        for seat in [self.seat, self.dealer] {
            if !players.contains(seat) {
                return Err(PositionError::SeatNotInPlay(seat));
            }
        }
        let target = self.rules.points_to_win.points();
        let [south, rivals] = self.scores.0;
        let won = if players.has_partners() {
            self.scores.0.into_iter().find(|&p| p >= target)
        } else {
            // Three players tied at the target play on: South past both rivals has won (the
            // higher of West's and East's may be a tie of the two).
            (south >= target && south > rivals).then_some(south)
        };
        if let Some(points) = won {
            return Err(PositionError::Score(points));
        }
        if self.dealt.len() != 5 {
            return Err(PositionError::HandSize(self.dealt.len()));
        }
        let went_under = self
            .actions
            .iter()
            .any(|&(seat, action)| seat == self.seat && matches!(action, Action::GoUnder(_)));
        let took = if went_under {
            self.rules.kitty_len()
        } else {
            0
        };
        if self.taken.len() != took {
            return Err(PositionError::Taken);
        }
        let deck = self.rules.deck.cards();
        let mut seen = CardSet::EMPTY;
        let mut see = |card: Card| {
            if !deck.contains(card) {
                Err(PositionError::NotInDeck(card))
            } else if !seen.insert(card) {
                Err(PositionError::CardTwice(card))
            } else {
                Ok(())
            }
        };
        for card in self.dealt | self.taken {
            see(card)?;
        }
        see(self.upcard)?;
        let mut held = BySeat([CardSet::EMPTY; 4]);
        held[self.seat] = self.dealt;
        // Variant `call_for_best`: the cards each lone player was passed by its partner.
        let mut passed = BySeat([CardSet::EMPTY; 4]);
        for &(seat, action) in &self.actions {
            if !players.contains(seat) {
                return Err(PositionError::SeatNotInPlay(seat));
            }
            let cards = match action {
                Action::Play(card) | Action::Discard(card) => CardSet::from_iter([card]),
                // A card passed to a lone player was its partner's.
                Action::PassBest(card) => {
                    passed[seat.partner()].insert(card);
                    CardSet::from_iter([card])
                }
                // Three cards shown to go under were dealt to the seat.
                Action::GoUnder(shown) => CardSet::from_iter(shown),
                // A card buried by a lone player is its own (only it sees it).
                _ => continue,
            };
            for card in cards {
                // The seat's own cards, the upcard (the dealer's) and a card its partner
                // passed it are seen already; a card another seat plays, buries, passes or
                // shows is seen once.
                // With `call_for_best`, a lone player may play the upcard its partner, the
                // dealer, picked up and passed it unseen.
                let passed_upcard = card == self.upcard
                    && seat.partner() == self.dealer
                    && self.actions.contains(&(seat, Action::CallForBest));
                let known = seat == self.seat && (self.dealt | self.taken).contains(card)
                    || seat == self.dealer && card == self.upcard
                    || matches!(action, Action::Play(_))
                        && (passed[seat].contains(card) || passed_upcard);
                if !known {
                    see(card)?;
                    held[seat].insert(card);
                }
            }
        }
        Ok(held)
    }

    /// Plays the actions on `deal`, making another dealer's discard when it picks up.
    fn replay(
        &self,
        deal: Deal,
        spare: Option<Card>,
        voids: &BySeat<CardSet>,
        holds: &BySeat<CardSet>,
        buried: &mut bool,
    ) -> Result<Hand, Stop> {
        let mut hand = Hand::new(self.rules, self.dealer, deal);
        for (index, &(seat, action)) in self.actions.iter().enumerate() {
            self.keep_unseen(&mut hand, Some((seat, action)));
            self.best_unseen(&mut hand, Some((seat, action)));
            if !matches!(action, Action::Discard(_)) {
                *buried |= self.discard_unseen(&mut hand, spare, voids);
            }
            let Err(error) = hand.apply(seat, action) else {
                continue;
            };
            let led = hand.current_trick().and_then(|t| t.led()).zip(hand.trump());
            if let (ActionError::MustFollowSuit, Some((led, trump))) = (error, led) {
                let suit = CardSet::suit_under(led.suit_under(trump), trump);
                if seat != self.seat && !suit.is_subset(voids[seat]) {
                    return Err(Stop::Void(seat, suit));
                }
            }
            let named = match action {
                Action::Call { trump, .. } => Some(trump),
                Action::OrderUp { .. } => Some(Trump::Suit(self.upcard.suit())),
                _ => None,
            };
            if let (ActionError::MustHoldTrump, Some(trump)) = (error, named) {
                let trumps = CardSet::trumps(trump);
                if seat != self.seat && holds[seat] != trumps {
                    return Err(Stop::Holds(seat, trumps));
                }
            }
            return Err(Stop::Error(PositionError::Action {
                index,
                seat,
                action,
                error,
            }));
        }
        self.keep_unseen(&mut hand, None);
        self.best_unseen(&mut hand, None);
        *buried |= self.discard_unseen(&mut hand, spare, voids);
        Ok(hand)
    }
}

mod fill;
mod unseen;

#[cfg(test)]
mod tests;
