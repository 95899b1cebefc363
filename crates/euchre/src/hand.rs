//! One hand of Euchre as a state machine: bidding, the dealer's discard, defending alone,
//! five tricks and the score.

use serde::{Deserialize, Serialize};

use crate::action::{Action, ActionError, Event};
use crate::card::{Card, Trump};
use crate::card_set::{CardSet, trick_row};
use crate::deal::Deal;
use crate::rules::Rules;
use crate::seat::{BySeat, Seat, Team};

/// Where a hand (or the game) stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Before the bidding (variant `going_under`): a player dealt three 9s or three 10s
    /// decides whether to go under. Only such players are asked, from the dealer's left.
    GoingUnder,
    /// Round 1 of bidding: order up the upcard's suit or pass.
    Bidding1,
    /// The Joker was turned up (variant `deck`): the dealer names the suit it stands for,
    /// which is trump, and picks it up; the dealer's side are the makers.
    JokerTurned,
    /// The dealer has picked up the upcard and discards a card.
    Discard,
    /// Round 2 of bidding: name another suit (or High / Low) or pass.
    Bidding2,
    /// Against a lone maker, the defenders decide whether to defend alone.
    DefendAlone,
    /// Calling for partner's best (variant `call_for_best`): a lone player (the maker, then a
    /// lone defender) decides whether to ask the partner for a card.
    CallForBest,
    /// The partner of a lone player who called for best chooses the card to pass.
    PassBest,
    /// The lone player, holding six cards, buries one.
    Bury,
    /// Tricks are being played.
    Play,
    /// The hand is over: scored, or passed out.
    HandOver,
    /// The game is over.
    GameOver,
}

/// The trump of a hand and who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    /// The player who ordered up or called.
    pub maker: Seat,
    /// Trump.
    pub trump: Trump,
    /// Whether the maker goes alone.
    pub alone: bool,
    /// The bidding round in which trump was made, 1 or 2.
    pub round: u8,
}

impl Contract {
    /// The makers' partnership (with three players, the maker's seat's: North–South for
    /// South, East–West for West and East).
    pub const fn makers(&self) -> Team {
        self.maker.team()
    }
}

/// What became of the upcard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UpcardState {
    /// Face up on the kitty during round 1.
    OnKitty,
    /// Picked up by the dealer.
    PickedUp,
    /// Turned down after everyone passed round 1.
    TurnedDown,
    /// Trump is its suit, but the dealer sits out (their partner went alone): out of play.
    OutOfPlay,
}

/// `SEATING[active]` for a bit set of the seats in play (bit `seat.index()`): how many
/// play, and for each seat the next seat in play to its left (a seat itself if none).
const SEATING: [(u8, BySeat<Seat>); 16] = {
    let mut table = [(0, BySeat(Seat::ALL)); 16];
    let mut active = 0;
    while active < 16 {
        let mut next = Seat::ALL;
        let mut s = 0;
        while s < 4 {
            let mut n = 1;
            while n < 4 && active & (1 << ((s + n) % 4)) == 0 {
                n += 1;
            }
            next[s] = Seat::from_index(s + n);
            s += 1;
        }
        table[active] = ((active as u32).count_ones() as u8, BySeat(next));
        active += 1;
    }
    table
};

/// Receives events; `()` drops them so the search path never allocates.
pub(crate) trait Sink {
    fn push(&mut self, event: Event);
}

impl Sink for () {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl Sink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// One hand from the deal to the score. `Copy` and small, so a search can clone it freely.
///
/// Drive it with [`to_act`](Hand::to_act), [`legal_actions`](Hand::legal_actions) and
/// [`apply`](Hand::apply) (or [`apply_unchecked`](Hand::apply_unchecked) in a search).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hand {
    rules: Rules,
    dealer: Seat,
    deal: Deal,
    holdings: BySeat<CardSet>,
    phase: Phase,
    turn: Seat,
    /// Passes so far in the current bidding round, or declines in `DefendAlone`.
    passes: u8,
    contract: Option<Contract>,
    discard: Option<Card>,
    defender_alone: Option<Seat>,
    /// Each lone player's call for the partner's best: the maker's, then a lone defender's.
    best: [Best; 2],
    /// Which of `best` is being decided (in the calling-for-best phases).
    best_turn: u8,
    /// Who went under, and the three cards they showed (now the kitty's).
    went_under: Option<(Seat, [Card; 3])>,
    /// Bit `seat.index()` set for each seat in play.
    active: u8,
    /// The completed tricks, in order: the first `trick_count`.
    tricks: [Trick; 5],
    /// The trick being played (in `Phase::Play`), kept apart from `tricks` so that the play
    /// step reaches it at a fixed place; copied into `tricks` once complete.
    trick: Trick,
    /// Completed tricks.
    trick_count: u8,
    /// Cards still to be played to the current trick (counting down from `players`).
    to_play: u8,
    /// The cards of the current trick's led suit (under trump); all cards while no trick
    /// has been led, so that `holding & led` is what may be played whenever it is not empty
    /// (and `led == FULL` says that nothing has been led).
    led: CardSet,
    /// The cards that would beat the current trick's winning card; all cards before the
    /// lead.
    beaters: CardSet,
    /// Trump's row in the play step's table ([`CardSet::trick_sets`]), once made.
    trump_row: u8,
    /// The number of seats in play, and for each seat the next seat in play to its left;
    /// both set when play starts.
    players: u8,
    next_active: BySeat<Seat>,
    tricks_won: BySeat<u8>,
}

impl Hand {
    /// A hand about to be bid: `deal` dealt by `dealer`, round 1 starting left of the dealer.
    ///
    /// Misdeals are the game's business ([`Rules::is_misdeal`]); a `Hand` plays any deal.
    ///
    /// With three players ([`Rules::players`]) the dealer is one of South, West and East,
    /// and North holds no cards ([`Deal::for_players`]).
    pub fn new(rules: Rules, dealer: Seat, deal: Deal) -> Hand {
        let active = rules.players.bits();
        // The bidding passes to the next seat in play, as the tricks do. Constants for each
        // table, not a load from `SEATING`.
        const FOUR: (u8, BySeat<Seat>) = SEATING[0b1111];
        const THREE: (u8, BySeat<Seat>) = SEATING[0b1011];
        let (players, next_active) = if rules.players.has_partners() {
            FOUR
        } else {
            THREE
        };
        let mut hand = Hand {
            rules,
            dealer,
            deal,
            holdings: deal.hands,
            phase: Phase::Bidding1,
            turn: next_active[dealer],
            passes: 0,
            contract: None,
            discard: None,
            defender_alone: None,
            best: [Best::Undecided; 2],
            best_turn: 0,
            went_under: None,
            active,
            // Set as each trick starts and ends; a constant here is a few wide stores.
            tricks: [Trick::new(Seat::South); 5],
            trick: Trick::new(Seat::South),
            trick_count: 0,
            to_play: players,
            led: CardSet::FULL,
            beaters: CardSet::FULL,
            trump_row: 0,
            players,
            next_active,
            tricks_won: BySeat([0; 4]),
        };
        if rules.has_going_under() {
            hand.offer_going_under(Some(dealer.next()));
        } else if deal.upcard.is_joker() {
            hand.phase = Phase::JokerTurned;
            hand.turn = dealer;
        }
        hand
    }

    /// The rules in force.
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The dealer.
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The cards as dealt.
    pub const fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The upcard.
    pub const fn upcard(&self) -> Card {
        self.deal.upcard
    }

    /// What became of the upcard.
    pub fn upcard_state(&self) -> UpcardState {
        match self.contract {
            None if matches!(
                self.phase,
                Phase::Bidding1 | Phase::GoingUnder | Phase::JokerTurned
            ) =>
            {
                UpcardState::OnKitty
            }
            None => UpcardState::TurnedDown,
            Some(c) if c.round == 2 => UpcardState::TurnedDown,
            // The dealer picks up exactly when they discard (even if a lone defender later
            // puts them out of play).
            Some(_) if self.discard.is_some() || self.phase == Phase::Discard => {
                UpcardState::PickedUp
            }
            Some(_) => UpcardState::OutOfPlay,
        }
    }

    /// The phase.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat to act, or `None` once the hand is over.
    pub fn to_act(&self) -> Option<Seat> {
        (self.phase != Phase::HandOver).then_some(self.turn)
    }

    /// Whether the hand is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::HandOver
    }

    /// The cards `seat` holds now.
    pub fn holding(&self, seat: Seat) -> CardSet {
        self.holdings[seat]
    }

    /// Every seat's cards now.
    pub const fn holdings(&self) -> &BySeat<CardSet> {
        &self.holdings
    }

    /// Trump and its maker, once made.
    pub const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// Trump, once made.
    pub fn trump(&self) -> Option<Trump> {
        self.contract.map(|c| c.trump)
    }

    /// The dealer's buried card (the dealer alone may see it).
    pub const fn discard(&self) -> Option<Card> {
        self.discard
    }

    /// The lone defender, if one defends alone.
    pub const fn defender_alone(&self) -> Option<Seat> {
        self.defender_alone
    }

    /// Whether `seat` plays this hand (not sitting out beside a lone player).
    #[inline]
    pub const fn is_active(&self, seat: Seat) -> bool {
        self.active & (1 << seat.index()) != 0
    }

    /// The seats at the table: all four, or South, West and East with three players.
    pub const fn seats(&self) -> &'static [Seat] {
        self.rules.players.seats()
    }

    /// The seats at the table that sit out this hand (beside a lone player).
    pub fn sitting_out(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().iter().copied().filter(|&s| !self.is_active(s))
    }

    /// The completed tricks, in order.
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks[..usize::from(self.trick_count)]
    }

    /// The trick being played, once play has begun and until the hand is over.
    pub fn current_trick(&self) -> Option<&Trick> {
        (self.phase == Phase::Play).then_some(&self.trick)
    }

    /// Tricks taken by each seat.
    pub const fn tricks_won(&self) -> &BySeat<u8> {
        &self.tricks_won
    }

    /// Tricks taken by a partnership.
    pub fn team_tricks(&self, team: Team) -> u8 {
        team.seats().iter().map(|&s| self.tricks_won[s]).sum()
    }

    /// Applies `seat`'s `action` and says what happened.
    ///
    /// # Errors
    /// [`ActionError::GameOver`] once the hand is over, [`ActionError::NotYourTurn`] if
    /// another seat is to act, and otherwise the reason the action is not legal now. On
    /// any error the hand is unchanged.
    pub fn apply(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let to_act = self.to_act().ok_or(ActionError::GameOver)?;
        if seat != to_act {
            return Err(ActionError::NotYourTurn { to_act });
        }
        self.check(action)?;
        debug_assert!(self.legal_actions().contains(action));
        let mut events = Vec::new();
        self.step(action, &mut events);
        Ok(events)
    }

    /// Applies `action` for the seat to act without checking it: the search hot path.
    ///
    /// # Panics
    /// The action must be one of [`legal_actions`](Hand::legal_actions). Debug builds
    /// assert it; in release an illegal action leaves the hand in an unspecified (but
    /// memory-safe) state.
    #[inline]
    pub fn apply_unchecked(&mut self, action: Action) {
        debug_assert!(
            self.legal_actions().contains(action),
            "{action} is not legal in {:?} for {}",
            self.phase,
            self.turn
        );
        // Playing a card is nearly every action of a playout: straight there (a legal
        // `Play` is always in the play phase).
        match action {
            Action::Play(card) => self.play(self.turn, card, &mut ()),
            _ => self.step(action, &mut ()),
        }
    }

    pub(crate) fn step(&mut self, action: Action, events: &mut impl Sink) {
        let seat = self.turn;
        // Branches on the phase, then on the action, not a `match` on the pair: a jump
        // table is an indirect jump that a random playout mispredicts about three times in
        // four (as in `legal_actions`).
        if self.phase == Phase::Bidding1 {
            match action {
                Action::Pass => {
                    events.push(Event::Passed { seat, round: 1 });
                    self.passes += 1;
                    // Every seat in play passed: `players` is still the table's count.
                    if self.passes == self.players {
                        self.phase = Phase::Bidding2;
                        self.passes = 0;
                        events.push(Event::UpcardTurnedDown);
                    }
                    self.turn = self.next_active[seat];
                }
                Action::OrderUp { alone } => {
                    let trump = Trump::Suit(self.deal.upcard.suit());
                    self.make(seat, trump, alone, 1, events);
                    if self.is_active(self.dealer) {
                        self.holdings[self.dealer].insert(self.deal.upcard);
                        events.push(Event::PickedUp {
                            dealer: self.dealer,
                            card: self.deal.upcard,
                        });
                        self.phase = Phase::Discard;
                        self.turn = self.dealer;
                    } else {
                        self.after_trump_made();
                    }
                }
                _ => debug_assert!(false, "step: {action} in {:?}", self.phase),
            }
        } else if let Action::Discard(card) = action {
            // Tested on the action, not the phase, so that the tests on the phase do not
            // fold back into a jump table.
            if self.phase == Phase::Discard {
                self.holdings[seat].remove(card);
                self.discard = Some(card);
                events.push(Event::Discarded { dealer: seat });
                self.after_trump_made();
            } else {
                debug_assert!(false, "step: {action} in {:?}", self.phase);
            }
        } else if self.phase == Phase::JokerTurned {
            if let Action::Call { trump, alone } = action {
                self.make(seat, trump, alone, 1, events);
                self.holdings[seat].insert(self.deal.upcard);
                events.push(Event::PickedUp {
                    dealer: seat,
                    card: self.deal.upcard,
                });
                self.phase = Phase::Discard;
            } else {
                debug_assert!(false, "step: {action} in {:?}", self.phase);
            }
        } else if self.phase == Phase::Bidding2 {
            match action {
                Action::Pass => {
                    events.push(Event::Passed { seat, round: 2 });
                    self.passes += 1;
                    if self.passes == self.players {
                        self.phase = Phase::HandOver;
                        events.push(Event::PassedOut);
                    } else {
                        self.turn = self.next_active[seat];
                    }
                }
                Action::Call { trump, alone } => {
                    self.make(seat, trump, alone, 2, events);
                    self.after_trump_made();
                }
                _ => debug_assert!(false, "step: {action} in {:?}", self.phase),
            }
        } else if self.phase == Phase::DefendAlone {
            match action {
                Action::Pass => {
                    events.push(Event::Passed { seat, round: 3 });
                    self.passes += 1;
                    if self.passes == 2 {
                        self.offer_best(0);
                    } else {
                        self.turn = seat.partner();
                    }
                }
                Action::DefendAlone => {
                    self.defender_alone = Some(seat);
                    self.active &= !(1 << seat.partner().index());
                    events.push(Event::DefendsAlone { seat });
                    self.offer_best(0);
                }
                _ => debug_assert!(false, "step: {action} in {:?}", self.phase),
            }
        } else if let (Phase::Play, Action::Play(card)) = (self.phase, action) {
            self.play(seat, card, events);
        } else if self.phase == Phase::GoingUnder {
            self.going_under_step(seat, action, events);
        } else if matches!(
            self.phase,
            Phase::CallForBest | Phase::PassBest | Phase::Bury
        ) {
            self.best_step(seat, action, events);
        } else {
            debug_assert!(false, "step: {action} in {:?}", self.phase);
        }
    }

    fn make(&mut self, maker: Seat, trump: Trump, alone: bool, round: u8, events: &mut impl Sink) {
        self.contract = Some(Contract {
            maker,
            trump,
            alone,
            round,
        });
        self.trump_row = trick_row(trump);
        // Without a branch: whether a random player goes alone is a coin toss.
        self.active &= !(u8::from(alone) << maker.partner().index());
        events.push(Event::TrumpMade {
            maker,
            trump,
            alone,
            round,
        });
    }

    /// After trump is made and any discard: the defend-alone decisions, or play.
    fn after_trump_made(&mut self) {
        let contract = self.contract.expect("trump is made");
        // The rule first: it is the same all game, going alone is not.
        if self.rules.defend_alone && contract.alone {
            self.phase = Phase::DefendAlone;
            self.passes = 0;
            self.turn = contract.maker.next();
        } else {
            self.offer_best(0);
        }
    }
}

mod best;
mod check;
mod going_under;
mod history;
mod outcome;
mod play;
mod trick;

pub use best::Best;
pub use trick::Trick;
#[cfg(test)]
mod deck_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod three_tests;
#[cfg(test)]
mod variant_tests;

pub use outcome::HandOutcome;
