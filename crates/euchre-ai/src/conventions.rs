//! Euchre's conventions: what good players do when nothing forces another play. The search
//! takes one of these among its options that are within its own noise of the best
//! ([`TIE`]); the heuristic (Normal) plays by the same ones. Each is written once, here,
//! with where the literature states it.
//!
//! Sources (their own words differ; the plays are these):
//! - "Lead trump to the partner who called", "second hand low, third hand high", "never
//!   trump your partner's ace", "next" and "reverse next": the classic rules of thumb, e.g.
//!   Bicycle Cards' Euchre strategy page (bicyclecards.com/how-to-play/euchre), the Ohio
//!   Euchre quiz's discussions and euchrestrategy.info's articles on leads and calling.
//! - A loner draws trump from the top, and defenders trump their partner's lead high
//!   against a loner: euchrestrategy.info on loners and loner defence.
//! - The dealer discards to make a void (short-suit itself): every strategy page above.
//! - Partnered rather than alone when going alone gains nothing measurable: a loner that
//!   fails to march scores what the partnered call would, and a euchred one gives 2.

use euchre::{Action, Card, CardSet, Phase, PlayerView, Seat, Suit, Trump, UpcardState};

use crate::eval::{Knowledge, best_discard};
use crate::sides::{ally, partner};

/// Options whose chance of winning the game is within this of the best option's are a
/// toss-up by the numbers: the coach's threshold for an inaccuracy
/// ([`review::INACCURACY`](crate::review::INACCURACY)), measured from the review search's
/// own noise (docs/coach.md).
pub const TIE: f64 = crate::review::INACCURACY;

/// A convention that chose among options the numbers could not separate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Convention {
    /// Play with the partner rather than alone.
    Partnered,
    /// Round 2, on the dealer's left or right: call "next", the suit of the turned-down
    /// card's colour.
    Next,
    /// Round 2, on the dealer's side: call "reverse next", a suit of the other colour.
    ReverseNext,
    /// The dealer discards to make a void.
    ShortSuit,
    /// Lead trump to the partner who called it.
    TrumpToPartner,
    /// A lone maker draws trump from the top.
    LonerFromTop,
    /// Lead the suit the partner has shown out of, for the partner to trump.
    PartnersVoid,
    /// Do not trump or overtake the partner's sure winner.
    PartnersTrick,
    /// Against a loner, trump the partner's lead high.
    TrumpHighAgainstLoner,
    /// Second to play: play low.
    SecondHandLow,
    /// Third to play after the partner's lead: play high.
    ThirdHandHigh,
}

impl Convention {
    /// What the convention says, as the coach words it after "the conventional play is".
    pub const fn says(self) -> &'static str {
        match self {
            Convention::Partnered => "to play with your partner rather than alone",
            Convention::Next => "to call next, the suit of the same colour as the turned-down card",
            Convention::ReverseNext => {
                "to call reverse next, a suit of the other colour than the turned-down card"
            }
            Convention::ShortSuit => "to discard so as to make a void",
            Convention::TrumpToPartner => "to lead trump to your partner who called",
            Convention::LonerFromTop => "for a loner to draw trump from the top",
            Convention::PartnersVoid => "to lead the suit your partner is out of",
            Convention::PartnersTrick => "to leave your partner's sure winner alone",
            Convention::TrumpHighAgainstLoner => "to trump high against a loner",
            Convention::SecondHandLow => "second hand low",
            Convention::ThirdHandHigh => "third hand high",
        }
    }
}

/// The option among `options` (legal actions of `view`, at least two, the search's best
/// first) that Euchre's conventions choose, and the convention: `None` when none applies to
/// them.
pub fn conventional(view: &PlayerView, options: &[Action]) -> Option<(Action, Convention)> {
    if options.len() < 2 {
        return None;
    }
    match view.phase {
        Phase::Bidding1 | Phase::Bidding2 => bid(view, options),
        Phase::Discard => {
            let trump = view.trump()?;
            let card = best_discard(view.hand, trump, view.rules.deck);
            let action = Action::Discard(card);
            // Only a discard that leaves the hand out of a side suit makes a void.
            let suit = card.suit_under(trump);
            let void = !card.is_trump(trump)
                && view
                    .hand
                    .iter()
                    .filter(|c| c.suit_under(trump) == suit)
                    .count()
                    == 1;
            (void && options.contains(&action)).then_some((action, Convention::ShortSuit))
        }
        Phase::Play => {
            let cards: CardSet = options
                .iter()
                .filter_map(|a| match a {
                    Action::Play(c) => Some(*c),
                    _ => None,
                })
                .collect();
            let k = Knowledge::new(view)?;
            let (card, convention) = match view.current_trick.and_then(|t| t.led()) {
                None => lead(view, &k, cards)?,
                Some(led) => follow(view, &k, cards, led)?,
            };
            Some((Action::Play(card), convention))
        }
        _ => None,
    }
}

fn bid(view: &PlayerView, options: &[Action]) -> Option<(Action, Convention)> {
    let best = options[0];
    let partnered = match best {
        Action::OrderUp { alone: true } => Some(Action::OrderUp { alone: false }),
        Action::Call { trump, alone: true } => Some(Action::Call {
            trump,
            alone: false,
        }),
        _ => None,
    };
    if let Some(partnered) = partnered {
        // Alone only when it is clearly better than the same bid with the partner.
        return options
            .contains(&partnered)
            .then_some((partnered, Convention::Partnered));
    }
    if view.phase == Phase::Bidding2 && view.upcard_state == UpcardState::TurnedDown {
        return round_two(view, options);
    }
    None
}

/// Next from the dealer's opponents, reverse next from the dealer's side, among tied calls.
fn round_two(view: &PlayerView, options: &[Action]) -> Option<(Action, Convention)> {
    if !view.rules.players.has_partners() {
        return None;
    }
    if view.upcard.is_joker() {
        return None;
    }
    let down = view.upcard.suit();
    let call = |a: &Action| match *a {
        Action::Call {
            trump: Trump::Suit(s),
            alone: false,
        } => Some(s),
        _ => None,
    };
    let calls: Vec<Suit> = options.iter().filter_map(call).collect();
    let next = down.same_colour();
    let dealers_side = view.seat.team() == view.dealer.team();
    let action = |s: Suit| Action::Call {
        trump: Trump::Suit(s),
        alone: false,
    };
    if !dealers_side && calls.contains(&next) {
        return Some((action(next), Convention::Next));
    }
    if dealers_side && calls.contains(&next) && calls.len() > 1 {
        // The strongest reverse-next call the options hold: the first listed.
        let reverse = calls.iter().copied().find(|&s| s != next)?;
        return Some((action(reverse), Convention::ReverseNext));
    }
    None
}

/// Cards ordered as they rank under trump (trumps above the rest).
fn rank(k: &Knowledge, card: Card) -> (bool, i8) {
    (card.is_trump(k.trump), card.strength(k.trump))
}

fn highest(k: &Knowledge, cards: CardSet) -> Option<Card> {
    cards.iter().max_by_key(|&c| rank(k, c))
}

fn lowest(k: &Knowledge, cards: CardSet) -> Option<Card> {
    cards.iter().min_by_key(|&c| rank(k, c))
}

fn lead(view: &PlayerView, k: &Knowledge, cards: CardSet) -> Option<(Card, Convention)> {
    let contract = view.contract?;
    let trumps = cards & CardSet::trumps(k.trump);
    let trump_out = !k.outstanding_trumps().is_empty();
    if contract.alone && contract.maker == view.seat && trump_out {
        return Some((highest(k, trumps)?, Convention::LonerFromTop));
    }
    let partner = partner(view)?;
    if contract.maker == partner && !contract.alone && trump_out {
        return Some((highest(k, trumps)?, Convention::TrumpToPartner));
    }
    // Defending: the suit partner is out of, while partner may still trump it.
    let defending = !ally(view, contract.maker);
    let partner_trumps = !(k.outstanding_trumps() - k.voids[partner]).is_empty();
    if defending && view.active[partner] && partner_trumps {
        let ruffable = cards
            .iter()
            .filter(|&c| !c.is_trump(k.trump) && k.voids[partner].contains(c))
            .collect::<CardSet>();
        return Some((lowest(k, ruffable)?, Convention::PartnersVoid));
    }
    None
}

fn follow(
    view: &PlayerView,
    k: &Knowledge,
    cards: CardSet,
    led_card: Card,
) -> Option<(Card, Convention)> {
    let trick = view.current_trick?;
    let led = led_card.suit_under(k.trump);
    let (mut winner, mut best) = (trick.leader, led_card);
    for (seat, card) in trick.in_play_order() {
        if card.beats(best, led, k.trump) {
            (winner, best) = (seat, card);
        }
    }
    let after: Vec<Seat> = (1..4)
        .map(|i| view.seat.offset(i))
        .filter(|&s| view.active[s] && trick.cards[s].is_none())
        .collect();
    let opponents_after: Vec<Seat> = after.iter().copied().filter(|&s| !ally(view, s)).collect();
    let partner = partner(view);
    let beaters: CardSet = cards
        .iter()
        .filter(|c| c.beats(best, led, k.trump))
        .collect();
    let others = cards - beaters;
    if Some(winner) == partner {
        let sure = opponents_after.iter().all(|&s| !k.may_beat(s, best, led));
        if sure && !others.is_empty() {
            return Some((lowest(k, others)?, Convention::PartnersTrick));
        }
    }
    let following = !(cards & CardSet::suit_under(led, k.trump)).is_empty();
    let against_loner = view
        .contract
        .is_some_and(|c| c.alone && !ally(view, c.maker));
    if against_loner && Some(trick.leader) == partner && !following {
        let trumps = beaters & CardSet::trumps(k.trump);
        return Some((highest(k, trumps)?, Convention::TrumpHighAgainstLoner));
    }
    let played = trick.in_play_order().count();
    let partner_after = partner.is_some_and(|p| after.contains(&p));
    if played == 1 && following && partner_after {
        return Some((lowest(k, cards)?, Convention::SecondHandLow));
    }
    if played == 2 && Some(trick.leader) == partner && following && !beaters.is_empty() {
        return Some((highest(k, beaters)?, Convention::ThirdHandHigh));
    }
    None
}

#[cfg(test)]
mod tests;
