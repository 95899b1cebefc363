//! Euchre's conventions: what good players do when nothing forces another play. The search
//! takes one of these among its options that are within its own noise of the best
//! ([`TIE`]); Normal plays its cards and discards by the same ones ([`as_rule`]). Each is
//! written once, here, with where the literature states it. Tried and left out, as they
//! cost games as Normal's rules (docs/strength.md): second hand never trumping, a maker
//! leading its one trump to protect an ace.
//!
//! Sources (their own words differ; the plays are these):
//! - "Lead trump to the partner who called", "second hand low, third hand high", "never
//!   trump your partner's ace", "next" and "reverse next": the classic rules of thumb, e.g.
//!   Bicycle Cards' Euchre strategy page (bicyclecards.com/how-to-play/euchre), the Ohio
//!   Euchre quiz's discussions and euchrestrategy.info's articles on leads and calling.
//! - A loner draws trump from the top, and defenders trump their partner's lead high
//!   against a loner: euchrestrategy.info on loners and loner defence. Once it has drawn a
//!   round without the top trump, it cashes its off-suit bosses first (Dreamquest's loner
//!   problem).
//! - The dealer discards to make a void (short-suit itself): every strategy page above;
//!   of two voids, an off-colour ("green") suit first and an ace kept (euchreinfo.com on
//!   discarding), but against a loner the void in next, for the partner to lead it
//!   (Natty Bumppo's column "The third-hand loner", borf_books); an ace buried for a void
//!   only with a loner on (the Ohio Euchre quiz, question 18).
//! - Against a loner, the dealer's partner leads next, the suit the dealer has voided (the
//!   same column; the Ohio Euchre quiz, question 20).
//! - A defender on lead with a trump leads a singleton to make a void (euchrestrategy.info's
//!   quiz "What should you lead?"; Joe Andrews's strategy quiz, problem 5), the higher of two
//!   (Euchre Universe's "hand of the week" 1); against a loner, aces first.
//! - The maker with two trumps or more draws trump before cashing its aces, so they are not
//!   ruffed (Ohio Euchre's "three trump, two-suited" examples; "when you call, lead trump").
//! - Reverse next: of two such suits, the one with more trump (the Ohio Euchre quiz,
//!   question 2).
//! - Partnered rather than alone when going alone gains nothing measurable: a loner that
//!   fails to march scores what the partnered call would, and a euchred one gives 2.

use euchre::{Action, Card, CardSet, Phase, PlayerView, Rank, Seat, Suit, Trump, UpcardState};

use crate::eval::Knowledge;
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
    /// Against a loner, lead next to the partner who dealt and picked up.
    NextAgainstLoner,
    /// Defending a partnered call, lead a singleton to make a void, holding a trump to ruff
    /// with.
    Singleton,
    /// Lead trump to the partner who called it.
    TrumpToPartner,
    /// A lone maker draws trump from the top.
    LonerFromTop,
    /// A lone maker that has drawn a round of trump but no longer holds the boss trump
    /// cashes its off-suit boss first.
    CashFirst,
    /// A partnered maker with two trumps or more leads trump: the best if it is the boss,
    /// else the lowest.
    MakerLeadsTrump,
    /// Lead the suit the partner has shown out of, for the partner to trump.
    PartnersVoid,
    /// Do not trump or overtake the partner's sure winner.
    PartnersTrick,
    /// Against a loner, trump the partner's lead high.
    TrumpHighAgainstLoner,
    /// Second to play, following suit with the partner still to play: play low.
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
            Convention::NextAgainstLoner => {
                "to lead next against a loner, for the dealer to trump it"
            }
            Convention::Singleton => "to lead a singleton, to trump that suit later",
            Convention::TrumpToPartner => "to lead trump to your partner who called",
            Convention::LonerFromTop => "for a loner to draw trump from the top",
            Convention::CashFirst => "for a loner without the top trump to cash its aces first",
            Convention::MakerLeadsTrump => "for the maker to draw trump before cashing aces",
            Convention::PartnersVoid => "to lead the suit your partner is out of",
            Convention::PartnersTrick => "to leave your partner's sure winner alone",
            Convention::TrumpHighAgainstLoner => "to trump high against a loner",
            Convention::SecondHandLow => "second hand low",
            Convention::ThirdHandHigh => "third hand high",
        }
    }

    /// [`says`](Convention::says) to the seat that chose (`you`), or of a computer's seat:
    /// "the partner" for "your partner".
    pub fn says_to(self, you: bool) -> String {
        if you {
            self.says().to_string()
        } else {
            self.says().replace("your ", "the ")
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
        Phase::Discard => discard(view, options),
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

/// The card or discard Euchre's conventions choose among the legal ones of `view` as rules
/// of play, with no numbers to say the options are tied (the Normal level's), and the
/// convention: `None` in another phase or when none applies.
pub fn as_rule(view: &PlayerView) -> Option<(Action, Convention)> {
    match view.phase {
        Phase::Play | Phase::Discard => conventional(view, &view.legal_actions),
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

/// Among the tied discards, one that makes a void (a side suit's only card): a card below
/// an ace rather than an ace; then against a loner the void in next, else in an off-colour
/// suit, rather than the other; the lowest.
fn discard(view: &PlayerView, options: &[Action]) -> Option<(Action, Convention)> {
    let trump = view.trump()?;
    let suit = trump.suit()?;
    let against_loner = view
        .contract
        .is_some_and(|c| c.alone && !ally(view, c.maker));
    let loner = view.contract.is_some_and(|c| c.alone);
    let voids = options.iter().filter_map(|&a| match a {
        Action::Discard(card) if !loner && card.rank() == Rank::Ace => None,
        Action::Discard(card)
            if !card.is_trump(trump)
                && view.hand.of_suit(card.suit_under(trump), trump).len() == 1 =>
        {
            Some(card)
        }
        _ => None,
    });
    let card = voids.min_by_key(|&card| {
        let next = card.suit() == suit.same_colour();
        let preferred = if against_loner { next } else { !next };
        (card.rank() == Rank::Ace, !preferred, card.strength(trump))
    })?;
    Some((Action::Discard(card), Convention::ShortSuit))
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
    if dealers_side {
        // Of the reverse-next calls the options hold, the one with more trump; the first
        // listed (the stronger by the numbers) of two as long.
        let trumps = |s: Suit| (view.hand & CardSet::trumps(Trump::Suit(s))).len();
        let reverse = calls
            .iter()
            .copied()
            .filter(|&s| s != next && s != down)
            .rev()
            .max_by_key(|&s| trumps(s))?;
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
        // Once it has drawn a round, below a trump still out, an off-suit boss is cashed
        // first (Dreamquest's loner problem): the top trump would only draw the higher one.
        // At the first lead, trump from the top all the same.
        let top = highest(k, trumps)?;
        let drawn = view
            .tricks
            .iter()
            .any(|t| t.leader == view.seat && t.led().is_some_and(|c| c.is_trump(k.trump)));
        let boss = cards
            .iter()
            .filter(|&c| !c.is_trump(k.trump) && k.is_boss(c))
            .max_by_key(|&c| rank(k, c));
        if let (true, false, Some(ace)) = (drawn, k.is_boss(top), boss) {
            return Some((ace, Convention::CashFirst));
        }
        return Some((top, Convention::LonerFromTop));
    }
    // The maker with two trumps or more (with one, an off ace may be what draws theirs).
    let held = view.hand & CardSet::trumps(k.trump);
    if contract.maker == view.seat && !contract.alone && trump_out && held.len() >= 2 {
        let top = highest(k, trumps)?;
        let card = if k.is_boss(top) {
            top
        } else {
            lowest(k, trumps)?
        };
        return Some((card, Convention::MakerLeadsTrump));
    }
    let partner = partner(view)?;
    if contract.maker == partner && !contract.alone && trump_out {
        return Some((highest(k, trumps)?, Convention::TrumpToPartner));
    }
    let defending = !ally(view, contract.maker);
    // Against a loner the dealer who picked up has voided next, if it could: lead next.
    let next = k.trump.suit().map(Suit::same_colour);
    if defending
        && contract.alone
        && Some(view.dealer) == Some(partner)
        && view.upcard_state == UpcardState::PickedUp
        && view.tricks.is_empty()
        && let Some(next) = next
    {
        let nexts = cards & CardSet::suit_under(next, k.trump);
        if let Some(card) = lowest(k, nexts) {
            return Some((card, Convention::NextAgainstLoner));
        }
    }
    // Defending: the suit partner is out of, while partner may still trump it.
    let partner_trumps = !(k.outstanding_trumps() - k.voids[partner]).is_empty();
    if defending && view.active[partner] && partner_trumps {
        let ruffable = cards
            .iter()
            .filter(|&c| !c.is_trump(k.trump) && k.voids[partner].contains(c))
            .collect::<CardSet>();
        if let Some(card) = lowest(k, ruffable) {
            return Some((card, Convention::PartnersVoid));
        }
    }
    // Defending a partnered call with a trump: a singleton below an ace, to trump that suit
    // later; the highest of two, the one with a chance to win the trick.
    if defending && !contract.alone && !held.is_empty() {
        let singleton = cards.iter().filter(|&c| {
            !c.is_trump(k.trump)
                && c.rank() != Rank::Ace
                && view.hand.of_suit(c.suit_under(k.trump), k.trump).len() == 1
        });
        let card = singleton.max_by_key(|&c| rank(k, c))?;
        return Some((card, Convention::Singleton));
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
