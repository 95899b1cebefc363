//! What a player chooses ([`Action`]), what happened ([`Event`]), and why an action was
//! refused ([`ActionError`]).

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Trump};
use crate::card_set::CardSet;
use crate::rules::ScoreKind;
use crate::seat::{BySeat, Seat, Team};

mod parse;

pub use parse::{ParseActionError, parse_moves};

/// A player's choice. Which actions are legal depends on the [`Phase`](crate::Phase).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Pass in either bidding round, decline to defend alone, or (variant `call_for_best`)
    /// play alone without calling for the partner's best.
    Pass,
    /// Round 1: make the upcard's suit trump (the dealer's own call is "pick it up").
    OrderUp {
        /// Whether the maker goes alone.
        alone: bool,
    },
    /// Round 2: name trump (any suit but the turned-down one, or High / Low with `no_trump`).
    /// With the Joker turned up, the dealer's naming of the suit it stands for.
    Call {
        /// The trump named.
        trump: Trump,
        /// Whether the maker goes alone.
        alone: bool,
    },
    /// The dealer buries one card after picking up the upcard.
    Discard(Card),
    /// A defender declares to defend alone against a lone maker (variant `defend_alone`).
    DefendAlone,
    /// Play a card to the trick.
    Play(Card),
    /// Going under (variant `going_under`), before the bidding: show these three 9s or 10s
    /// (in index order) and exchange them for the kitty's three hidden cards.
    GoUnder([Card; 3]),
    /// Going under offered, declined: the player keeps the cards dealt. Seen by that player
    /// alone (others learn nothing of a hand that could have gone under).
    KeepHand,
    /// Calling for partner's best (variant `call_for_best`): a lone player asks the partner
    /// for one card.
    CallForBest,
    /// The partner of a lone player who called for best passes this card, face down (seen by
    /// the two of them alone).
    PassBest(Card),
    /// The lone player, after receiving the partner's card, buries one card face down (seen
    /// by that player alone).
    Bury(Card),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let alone = |alone: bool| if alone { " alone" } else { "" };
        match *self {
            Action::Pass => f.write_str("pass"),
            Action::OrderUp { alone: a } => write!(f, "order up{}", alone(a)),
            Action::Call { trump, alone: a } => write!(f, "call {trump}{}", alone(a)),
            Action::Discard(card) => write!(f, "discard {card}"),
            Action::DefendAlone => f.write_str("defend alone"),
            Action::Play(card) => write!(f, "play {card}"),
            Action::GoUnder([a, b, c]) => write!(f, "go under with {a} {b} {c}"),
            Action::KeepHand => f.write_str("keep the hand"),
            Action::CallForBest => f.write_str("call for partner's best"),
            Action::PassBest(card) => write!(f, "pass {card} to partner"),
            Action::Bury(card) => write!(f, "bury {card}"),
        }
    }
}

/// The legal actions of a position: a fixed-capacity list that never allocates.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Actions {
    items: [Action; Actions::CAPACITY],
    len: u8,
}

impl Actions {
    /// The most actions any position offers (round 2 with `no_trump`: pass, three suits,
    /// High and Low, each with and without alone, is 11).
    pub const CAPACITY: usize = 12;

    /// No actions.
    pub const fn new() -> Actions {
        Actions {
            // Never seen (only the first `len` are); a filler with every byte defined, so
            // that filling is a couple of wide stores rather than one per item.
            items: [Action::OrderUp { alone: false }; Actions::CAPACITY],
            len: 0,
        }
    }

    #[inline]
    pub(crate) fn push(&mut self, action: Action) {
        self.items[usize::from(self.len)] = action;
        self.len += 1;
    }

    /// Pushes `action` only if `keep`, without a branch: it is written in any case (there is
    /// always room after the few actions of a bidding position) and counted if kept.
    #[inline]
    pub(crate) fn push_if(&mut self, action: Action, keep: bool) {
        self.items[usize::from(self.len)] = action;
        self.len += u8::from(keep);
    }

    /// `action(card)` for each card of `cards` (at most [`CAPACITY`](Actions::CAPACITY) of
    /// them are kept; a hand never holds more than six).
    #[inline]
    pub(crate) fn for_cards(cards: CardSet, action: fn(Card) -> Action) -> Actions {
        let mut actions = Actions::new();
        let mut rest = cards.bits();
        let mut len = 0;
        while rest != 0 && len < Actions::CAPACITY {
            actions.items[len] = action(Card::from_set_bit(rest.trailing_zeros()));
            rest &= rest - 1;
            len += 1;
        }
        actions.len = len as u8;
        actions
    }

    /// The actions as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Action] {
        &self.items[..usize::from(self.len)]
    }

    /// How many actions.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether there are none (the hand or game is over).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `action` is among them.
    #[inline]
    pub fn contains(&self, action: Action) -> bool {
        self.as_slice().contains(&action)
    }

    /// The actions in order.
    pub fn iter(&self) -> core::iter::Copied<core::slice::Iter<'_, Action>> {
        self.as_slice().iter().copied()
    }
}

impl Default for Actions {
    fn default() -> Actions {
        Actions::new()
    }
}

impl fmt::Debug for Actions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl core::ops::Deref for Actions {
    type Target = [Action];
    fn deref(&self) -> &[Action] {
        self.as_slice()
    }
}

impl<'a> IntoIterator for &'a Actions {
    type Item = Action;
    type IntoIter = core::iter::Copied<core::slice::Iter<'a, Action>>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// Why an action was refused. The state is unchanged whenever one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionError {
    /// The game (or hand) is over: nothing more can be applied.
    GameOver,
    /// Another seat is to act.
    NotYourTurn {
        /// The seat that is to act.
        to_act: Seat,
    },
    /// This kind of action does not belong to the current phase.
    WrongPhase,
    /// The card is not in the player's hand.
    CardNotHeld(Card),
    /// The player holds a card of the led suit and must play one.
    MustFollowSuit,
    /// Round 2: the turned-down suit cannot be named.
    SuitTurnedDown,
    /// High / Low can be called only with the `no_trump` variant, in round 2.
    NoTrumpNotAllowed,
    /// With `must_hold_trump`: the player holds no card of the named trump.
    MustHoldTrump,
    /// With `stick_the_dealer`: the dealer may not pass in round 2.
    DealerMustCall,
    /// With three players nobody goes alone (everyone already plays for themselves).
    NoGoingAlone,
    /// With `canadian_loner`: the dealer's partner orders the dealer up in round 1 only alone.
    MustGoAlone,
    /// With `going_under`: the cards shown are not three 9s or three 10s of the player's hand
    /// (in index order).
    NotAFarmersHand,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotYourTurn { to_act } => write!(f, "it is {to_act}'s turn"),
            ActionError::WrongPhase => {
                f.write_str("that action does not fit this moment of the hand")
            }
            ActionError::CardNotHeld(card) => write!(f, "{card} is not in that hand"),
            ActionError::MustFollowSuit => f.write_str("you must follow the suit that was led"),
            ActionError::SuitTurnedDown => {
                f.write_str("the turned-down suit cannot be named trump")
            }
            ActionError::NoTrumpNotAllowed => {
                f.write_str("High and Low are called only in round 2 with the no-trump variant")
            }
            ActionError::MustHoldTrump => {
                f.write_str("you must hold a trump card to make that suit trump")
            }
            ActionError::DealerMustCall => {
                f.write_str("stick the dealer: the dealer must name trump")
            }
            ActionError::NoGoingAlone => {
                f.write_str("with three players nobody goes alone: everyone already plays alone")
            }
            ActionError::MustGoAlone => {
                f.write_str("the dealer's partner may order the dealer up only to go alone")
            }
            ActionError::NotAFarmersHand => {
                f.write_str("going under shows three 9s or three 10s of your own hand")
            }
        }
    }
}

impl std::error::Error for ActionError {}

/// What happened, for the UI to animate and for the hand log. Events never reveal a card
/// that a seat may not see: the dealer's discard is only [`Event::Discarded`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A new hand was dealt.
    Dealt {
        /// The hand's number in the game, from 0 (misdeals and passed-out hands count).
        number: u32,
        /// The dealer.
        dealer: Seat,
        /// The upcard.
        upcard: Card,
    },
    /// A hand was thrown in as a misdeal; the deal passes left.
    Misdeal {
        /// The seat holding the misdealt hand.
        seat: Seat,
        /// That hand, shown to everyone.
        hand: CardSet,
    },
    /// A player passed.
    Passed {
        /// Who passed.
        seat: Seat,
        /// Bidding round 1 or 2, 3 for declining to defend alone, or 4 for a lone player
        /// playing without calling for the partner's best.
        round: u8,
    },
    /// Trump was made.
    TrumpMade {
        /// The maker.
        maker: Seat,
        /// Trump.
        trump: Trump,
        /// Whether the maker goes alone.
        alone: bool,
        /// The bidding round, 1 or 2.
        round: u8,
    },
    /// Everyone passed round 1: the upcard is turned down.
    UpcardTurnedDown,
    /// The dealer picked up the upcard.
    PickedUp {
        /// The dealer.
        dealer: Seat,
        /// The card picked up (the upcard, seen by everyone).
        card: Card,
    },
    /// The dealer buried a card (which one is seen by the dealer alone).
    Discarded {
        /// The dealer.
        dealer: Seat,
    },
    /// A player went under: showed three 9s or 10s and took the kitty's hidden cards.
    WentUnder {
        /// Who went under.
        seat: Seat,
        /// The three cards shown, now the kitty's.
        shown: [Card; 3],
    },
    /// A lone player called for the partner's best card.
    CalledForBest {
        /// The lone player.
        seat: Seat,
    },
    /// The partner of a lone player passed a card face down (which one, the two of them
    /// alone see).
    PassedBest {
        /// The partner who passed it.
        seat: Seat,
    },
    /// A lone player buried a card face down after receiving the partner's best.
    Buried {
        /// The lone player.
        seat: Seat,
    },
    /// A defender will defend alone.
    DefendsAlone {
        /// The lone defender.
        seat: Seat,
    },
    /// A card was played.
    CardPlayed {
        /// Who played it.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A trick was completed.
    TrickWon {
        /// Who took it.
        winner: Seat,
        /// The trick's number, 0 to 4.
        index: u8,
    },
    /// Everyone passed twice: the hand is thrown in.
    PassedOut,
    /// A four-player hand was scored.
    HandScored {
        /// The makers.
        makers: Team,
        /// The makers' tricks.
        maker_tricks: u8,
        /// Made, march or euchre.
        kind: ScoreKind,
        /// The team that scored.
        team: Team,
        /// The points scored.
        points: u8,
    },
    /// A three-player hand was scored: the maker against the other two.
    PlayerScored {
        /// The maker.
        maker: Seat,
        /// The maker's tricks.
        maker_tricks: u8,
        /// Made, march or euchre.
        kind: ScoreKind,
        /// The points each seat scored: the maker's 1 or 2, or each defender's 2.
        points: BySeat<u8>,
    },
    /// A three-player game is won by a seat; [`Event::GameOver`] follows.
    PlayerWon {
        /// The winner.
        winner: Seat,
    },
    /// The game is over.
    GameOver {
        /// The winners; with three players, the winning seat's team (North–South exactly
        /// when South won), after [`Event::PlayerWon`] named the seat.
        winner: Team,
    },
}
