//! The heuristic's bids: the expected team tricks of a contract (the bidder's own cards
//! by [`hand_tricks`], plus what partner and the upcard bring) against a score-aware
//! threshold.
//!
//! Measured in the arena against the earlier heuristic (`heuristic-v1` in the lab
//! crate, docs/strength.md), four corrections to those values:
//! - an order into an opponent's upcard counts what the dealer's side gains from it: less
//!   [`SHORT_INTO_OPPONENT`] per trump the bidder holds below four (one-trump orders into
//!   the opposing dealer were euchred three times in five);
//! - an order into partner's upcard with one trump or none counts
//!   [`SHORT_INTO_PARTNER`] less per trump below two;
//! - the dealer picks up only with a second trump beside the upcard, and counts
//!   [`DEALER_SUPPORT`] for partner and for the round-2 call it keeps from the opponents;
//! - an order waits for round 2 when the hand's best round-2 call is worth
//!   [`WAIT_FOR_ROUND_2`] more and the order is near the threshold;
//!
//! and a loner also on three trumps or more when the hand alone is worth
//! [`LONER_TRICKS`] (the heuristic went alone in 2 % of deals and missed as many marches
//! as it called).

use euchre::{Action, Card, CardSet, Deck, PlayerView, Players, Suit, Trump, UpcardState};

use super::ThreeBids;
use crate::eval::{
    TRUMP_VALUE, best_discard, hand_tricks, hand_tricks_beside, loner_hand, slot,
    trump_strengths_desc,
};
use crate::sides::standing;

/// The order threshold in expected team tricks before score adjustments.
const MAKE_THRESHOLD: f32 = 3.2;

/// Expected tricks taken off an order into an opponent's upcard per trump below four.
const SHORT_INTO_OPPONENT: f32 = 0.5;

/// Expected tricks taken off an order into partner's upcard per own trump below two.
const SHORT_INTO_PARTNER: f32 = 0.3;

/// How much better (in expected team tricks) a round-2 call must look for a near order
/// to wait for it; and how near the threshold such an order is.
const WAIT_FOR_ROUND_2: f32 = 0.5;
const NEAR_THRESHOLD: f32 = 0.5;

/// What partner (who passed) and the first call of round 2 kept from the opponents are
/// worth to the dealer, in expected tricks (0.85 in `heuristic-v1`).
const DEALER_SUPPORT: f32 = 1.15;

/// What calling "next" is worth to the dealer's opponents in round 2, in team tricks.
const NEXT: f32 = 0.45;

/// What calling "reverse next" is worth to the dealer's side in round 2.
const REVERSE_NEXT: f32 = 0.2;

/// A hand of three trumps or more worth this alone goes alone.
const LONER_TRICKS: f32 = 3.65;

/// Expected tricks a trump card gives whoever holds it (for the upcard).
fn card_value(card: Card, trump: Trump) -> f32 {
    TRUMP_VALUE[slot(card, trump)]
}

/// How many trumps `trumps` falls short of `want`.
fn short(trumps: usize, want: usize) -> f32 {
    want.saturating_sub(trumps) as f32
}

/// Whether `cards` (five) go alone in `trump`: the sure loners of [`loner_hand`], and
/// three trumps or more worth [`LONER_TRICKS`].
fn alone_hand(cards: CardSet, trump: Trump, deck: Deck) -> bool {
    loner_hand(cards, trump, deck)
        || (matches!(trump, Trump::Suit(_))
            && (cards & CardSet::trumps(trump)).len() >= 3
            && hand_tricks(cards, trump, deck) >= LONER_TRICKS)
}

/// The five cards a lone player keeps after calling for the partner's best (variant
/// `call_for_best`; `cards` themselves without it): the partner's card taken as the
/// second-best trump that `cards` and the upcard leave out (the partner's five hold that one
/// or a better one about half the time), the worst of the six buried.
fn after_partners_best(view: &PlayerView, cards: CardSet, trump: Trump) -> CardSet {
    if !view.rules.has_call_for_best() {
        return cards;
    }
    let deck = view.rules.deck;
    let missing = CardSet::trumps(trump) - cards - CardSet::single(view.upcard);
    let mut best = trump_strengths_desc(trump, deck).filter(|&c| missing.contains(c));
    let Some(card) = best.next().map(|first| best.next().unwrap_or(first)) else {
        return cards;
    };
    let six = cards.with(card);
    six.without(best_discard(six, trump, deck))
}

/// The score-aware threshold for making trump, and whether going alone is worth it (never
/// by three: nobody goes alone).
fn thresholds(view: &PlayerView, round: u8, three: ThreeBids) -> (f32, bool) {
    let target = view.rules.points_to_win.points();
    let (mine, theirs) = standing(view);
    let mut threshold = match view.rules.players {
        Players::Four => MAKE_THRESHOLD + if round == 2 { 0.05 } else { 0.0 },
        Players::Three => f32::from(if round == 2 { three.call } else { three.order }) / 100.0,
    };
    // A euchre would end the game: be careful.
    if theirs + 2 >= target && mine + 1 < target {
        threshold += 0.2;
    }
    // They need one point: any contract they make wins, so take the trump ourselves.
    if theirs + 1 >= target {
        threshold -= 0.25;
        if view.rules.stick_the_dealer {
            threshold -= 0.15;
        }
    }
    (threshold, alone_worth(view))
}

/// Whether going alone can gain: not when a march with partner already wins the game, and
/// never by three.
fn alone_worth(view: &PlayerView) -> bool {
    let (mine, _) = standing(view);
    mine + 2 < view.rules.points_to_win.points() && view.rules.has_loners()
}

pub(super) fn bid_round1(view: &PlayerView, noise: f32, three: ThreeBids) -> Action {
    let me = view.seat;
    let dealer = view.dealer;
    let trump = Trump::Suit(view.upcard.suit());
    let upcard = card_value(view.upcard, trump);
    let cards = if me == dealer {
        let six = view.hand.with(view.upcard);
        six.without(best_discard(six, trump, view.rules.deck))
    } else {
        view.hand
    };
    let mine = hand_tricks(cards, trump, view.rules.deck);
    let trumps = (cards & CardSet::trumps(trump)).len();
    let four = view.rules.players == Players::Four;
    let support = if !four {
        // Alone against two: an opponent dealer picks the upcard up; a short trump suit is
        // drawn out by the two defenders.
        let upcard = if me == dealer { 0.0 } else { -0.5 * upcard };
        upcard - short_of_three(trumps, three)
    } else if me == dealer {
        // Partner passed: little trump there; but passing gives the opponents the first
        // call of round 2.
        DEALER_SUPPORT
    } else if me.partner() == dealer {
        0.95 + 0.8 * upcard - SHORT_INTO_PARTNER * short(trumps, 2)
    } else {
        // An opponent picks the upcard up: with few trumps, it is theirs.
        1.0 - 0.8 * upcard - SHORT_INTO_OPPONENT * short(trumps, 4)
    };
    let estimate = mine + support;
    let (threshold, alone_worth) = thresholds(view, 1, three);
    let mut order = estimate + noise >= threshold;
    if four && me == dealer && trumps < 2 {
        // The upcard alone is no trump suit.
        order = false;
    }
    if four
        && order
        && estimate < threshold + NEAR_THRESHOLD
        && round2_estimate(view).is_some_and(|later| later - estimate >= WAIT_FOR_ROUND_2)
    {
        // A much better call waits in round 2.
        order = false;
    }
    let alone = alone_hand(
        after_partners_best(view, cards, trump),
        trump,
        view.rules.deck,
    );
    let action = Action::OrderUp {
        alone: order && alone_worth && alone,
    };
    let lone = Action::OrderUp { alone: true };
    if order && view.legal_actions.contains(&action) {
        action
    } else if order && alone && view.legal_actions.contains(&lone) {
        // The Canadian loner: the dealer's partner orders up only alone, so a hand that can
        // go alone does, even where a march with partner would have been enough.
        lone
    } else {
        Action::Pass
    }
}

/// By three: what a trump suit shorter than three costs the bidder alone against two.
fn short_of_three(trumps: usize, three: ThreeBids) -> f32 {
    short(trumps, 3) * f32::from(three.short) / 100.0
}

/// What "next" is worth to a round-2 call of `trump` with four players, in team tricks:
/// the dealer's side turned down its colour, so the suit of that colour ("next") is worth
/// [`NEXT`] more to the dealer's opponents and a little less to the dealer's side, for
/// which a suit of the other colour ("reverse next") is worth [`REVERSE_NEXT`] more.
fn next_support(view: &PlayerView, trump: Trump) -> f32 {
    let turned = view.upcard.suit();
    let next = trump == Trump::Suit(turned.same_colour());
    match (view.seat.team() == view.dealer.team(), next) {
        (false, true) => NEXT,
        (false, false) => 0.0,
        (true, true) => -0.1,
        (true, false) => REVERSE_NEXT,
    }
}

/// In round 1: the estimate of the best suit the hand could call in round 2 (as
/// [`best_call`] would value it then).
fn round2_estimate(view: &PlayerView) -> Option<f32> {
    let turned = view.upcard.suit();
    Suit::ALL
        .into_iter()
        .filter(|&suit| suit != turned)
        .map(|suit| {
            // Round 1's estimate keeps its own, smaller allowance for next (the wait was
            // tuned on it): 0.25 to the dealer's opponents, -0.1 to the dealer's side.
            let next = if suit != turned.same_colour() {
                0.0
            } else if view.seat.team() == view.dealer.team() {
                -0.1
            } else {
                0.25
            };
            hand_tricks(view.hand, Trump::Suit(suit), view.rules.deck) + 0.9 + next
        })
        .max_by(f32::total_cmp)
}

/// Round 2: the best call and its estimate in team tricks.
pub(crate) fn best_call(view: &PlayerView) -> Option<(Trump, f32)> {
    let me = view.seat;
    let turned = view.upcard.suit();
    let mut best: Option<(Trump, f32)> = None;
    for &action in &view.legal_actions {
        let Action::Call {
            trump,
            alone: false,
        } = action
        else {
            continue;
        };
        // The turned-down card is out of play: a trump below it moves up.
        let dead = if view.upcard_state == UpcardState::TurnedDown {
            CardSet::single(view.upcard)
        } else {
            CardSet::EMPTY
        };
        let mine = hand_tricks_beside(view.hand, trump, view.rules.deck, dead);
        let three = view.rules.players == Players::Three;
        let mut support = match (three, trump) {
            // Alone against two: only the bidder's own cards count.
            (true, _) => 0.0,
            (false, Trump::Suit(_)) => 0.9,
            (false, _) => 0.7,
        };
        if three {
            if trump == Trump::Suit(turned.same_colour()) && me != view.dealer {
                // "Next": the dealer turned its colour down.
                support += 0.1;
            }
        } else {
            support += next_support(view, trump);
        }
        let estimate = mine + support;
        if best.is_none_or(|(_, e)| estimate > e) {
            best = Some((trump, estimate));
        }
    }
    best
}

pub(super) fn bid_round2(view: &PlayerView, noise: f32, three: ThreeBids) -> Action {
    let stuck = !view.legal_actions.contains(&Action::Pass);
    let Some((trump, estimate)) = best_call(view) else {
        return Action::Pass;
    };
    let (threshold, alone_worth) = thresholds(view, 2, three);
    let estimate = if view.rules.players == Players::Three {
        let trumps = (view.hand & CardSet::trumps(trump)).len();
        estimate - short_of_three(trumps, three)
    } else {
        estimate
    };
    if estimate + noise >= threshold || stuck {
        let alone = alone_worth
            && estimate >= threshold
            && alone_hand(
                after_partners_best(view, view.hand, trump),
                trump,
                view.rules.deck,
            );
        let action = Action::Call { trump, alone };
        if view.legal_actions.contains(&action) {
            return action;
        }
        return Action::Call {
            trump,
            alone: false,
        };
    }
    Action::Pass
}

/// The Joker turned up (variant `deck`): the dealer names the suit whose six cards (the
/// five and the Joker, less the best discard) are worth the most, alone when they would
/// go alone.
pub(super) fn name_joker_suit(view: &PlayerView) -> Action {
    let deck = view.rules.deck;
    let six = view.hand.with(view.upcard);
    let (trump, cards) = Suit::ALL
        .map(|suit| {
            let trump = Trump::Suit(suit);
            (trump, six.without(best_discard(six, trump, deck)))
        })
        .into_iter()
        .max_by(|a, b| hand_tricks(a.1, a.0, deck).total_cmp(&hand_tricks(b.1, b.0, deck)))
        .expect("four suits");
    let alone =
        alone_worth(view) && alone_hand(after_partners_best(view, cards, trump), trump, deck);
    Action::Call { trump, alone }
}

/// Going under (variant `going_under`): always, for three 9s or 10s are the weakest cards
/// of the deck and the kitty's three are on average better. Holding four of the rank, it
/// keeps the one of the upcard's suit (a trump if that suit is made), else the first three.
pub(super) fn go_under(view: &PlayerView) -> Action {
    let upcard_suit = view.upcard.suit();
    let unders = || {
        view.legal_actions
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::GoUnder(_)))
    };
    unders()
        .find(|a| match a {
            Action::GoUnder(shown) => shown.iter().all(|c| c.suit() != upcard_suit),
            _ => false,
        })
        .or_else(|| unders().next())
        .unwrap_or(Action::KeepHand)
}

/// Calling for partner's best (variant `call_for_best`), the partner's card: the best by the
/// trump order (the highest trump), or without trump the highest card, an ace. A lone player
/// lacks trump more than anything, and an ace is a sure trick in a suit it may hold none of.
pub(super) fn pass_best(view: &PlayerView) -> Action {
    let Some(trump) = view.trump() else {
        return view.legal_actions[0];
    };
    view.hand
        .iter()
        .max_by_key(|&card| (card.is_trump(trump), card.strength(trump)))
        .map_or(view.legal_actions[0], Action::PassBest)
}
