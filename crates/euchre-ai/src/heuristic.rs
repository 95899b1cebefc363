//! The expert rule-based player: seat-aware bidding values ([`bid`]), a dealer discard
//! that makes a void, and the card-play rules good players follow (second hand low, third
//! hand as cheaply as wins, ruff as low as wins, never trump partner's sure winner, the
//! defenders' boss trump led from the third trick, …). An earlier version is kept frozen in
//! the lab crate (`euchre-lab`'s `HeuristicV1`) as the yardstick Normal is measured against.
//!
//! By three (cutthroat) the bidder has no partner and two opponents, so it bids on its own
//! hand against thresholds measured in the arena ([`ThreeBids`]); in play the maker plays
//! for its tricks and the two defenders play as partners ([`crate::sides`]).

use euchre::rand_core::SeedableRng;
use euchre::{Action, Card, CardSet, DealRng, Phase, PlayerView, Seat, Suit, Trump, below};

use crate::Player;
use crate::conventions::as_rule;
use crate::eval::{Knowledge, best_discard, hand_tricks};
use crate::sides::{ally, partner};
pub(crate) use bid::best_call;
use bid::{bid_round1, bid_round2};

/// An expert rule-based player. [`Heuristic::easy`] adds occasional human-looking mistakes.
#[derive(Clone, Debug)]
pub struct Heuristic {
    /// Easy level: the generator and the chance (in 1/1000) of a mistake per decision.
    mistakes: Option<(DealRng, u32)>,
    /// The three-player bidding thresholds.
    three: ThreeBids,
}

/// The three-player bidding thresholds: the expected tricks of the bidder's own five cards
/// (the dealer's after its discard; less a share of the upcard when an opponent deals; less
/// `short` per trump below three) at or above which it orders up (round 1) or calls (round
/// 2), in hundredths of a trick. Measured in the arena by three (docs/players.md, Three
/// players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ThreeBids {
    /// Round 1: order up (or, as the dealer, pick up) at this.
    pub order: u16,
    /// Round 2: call at this.
    pub call: u16,
    /// Taken off the estimate, in both rounds, per trump below three in the bidder's five
    /// cards (the dealer's after its discard): alone against two, a short trump suit is
    /// drawn out by the defenders.
    pub short: u16,
}

impl ThreeBids {
    /// The thresholds the Normal player bids by.
    pub const DEFAULT: ThreeBids = ThreeBids {
        order: 250,
        call: 250,
        short: 50,
    };
}

impl Default for ThreeBids {
    fn default() -> ThreeBids {
        ThreeBids::DEFAULT
    }
}

impl Default for Heuristic {
    fn default() -> Heuristic {
        Heuristic::new()
    }
}

impl Heuristic {
    /// The expert heuristic (Normal level).
    pub fn new() -> Heuristic {
        Heuristic {
            mistakes: None,
            three: ThreeBids::DEFAULT,
        }
    }

    /// The heuristic bidding by `three` in three-player games (for the arena's tuning).
    pub fn with_three_bids(three: ThreeBids) -> Heuristic {
        Heuristic {
            mistakes: None,
            three,
        }
    }

    /// The Easy level: the heuristic, but about one decision in eight is a plausible
    /// mistake (a random legal card, or a bid misjudged by a trick), reproducible from
    /// `seed`.
    pub fn easy(seed: u64) -> Heuristic {
        Heuristic {
            mistakes: Some((DealRng::seed_from_u64(seed), 125)),
            three: ThreeBids::DEFAULT,
        }
    }

    /// The heuristic's choice, without mistakes: the model of a Normal player the search's
    /// play-outs use.
    pub fn decide(view: &PlayerView) -> Action {
        decide_with(view, ThreeBids::DEFAULT, Style::Normal)
    }

    /// The Normal level's choice: the heuristic's, but a card or a discard as Euchre's
    /// conventions choose one as rules of play ([`as_rule`]) where one applies. Not the
    /// play-outs' model (`decide`), which the search's valuations were measured with.
    pub fn decide_normal(view: &PlayerView) -> Action {
        normal_with(view, ThreeBids::DEFAULT)
    }

    /// The heuristic's choice as the search's own side plays in its play-outs
    /// ([`Style::DrawsTrump`]): a maker holding two trumps or more draws trump with its
    /// best before it cashes its off-suit bosses.
    pub fn decide_drawing_trump(view: &PlayerView) -> Action {
        decide_with(view, ThreeBids::DEFAULT, Style::DrawsTrump)
    }
}

/// How the heuristic plays its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Style {
    /// Normal: a maker holding two trumps or more but not the boss cashes its off-suit
    /// bosses first, then leads its lowest winning trump.
    Normal,
    /// A maker holding two trumps or more leads its best trump before its off-suit bosses
    /// (they are safe once the opponents' trumps are drawn). A stronger player than Normal
    /// (50.8 % and 51.0 % of 20000 games against it on two seeds, docs/strength.md), but not
    /// Normal itself, which the arena's targets are measured against: the search plays its
    /// own side's play-outs so, its opponents' as Normal.
    DrawsTrump,
}

/// The Normal level's choice with the three-player thresholds `three`
/// ([`Heuristic::decide_normal`]).
fn normal_with(view: &PlayerView, three: ThreeBids) -> Action {
    match as_rule(view) {
        Some((action, _)) => action,
        None => decide_with(view, three, Style::Normal),
    }
}

/// The heuristic's choice with the three-player thresholds `three`, without mistakes.
fn decide_with(view: &PlayerView, three: ThreeBids, style: Style) -> Action {
    {
        let action = match view.phase {
            Phase::Bidding1 => bid_round1(view, 0.0, three),
            Phase::JokerTurned => bid::name_joker_suit(view),
            Phase::Bidding2 => bid_round2(view, 0.0, three),
            Phase::Discard => discard(view),
            Phase::DefendAlone => defend_alone(view),
            Phase::GoingUnder => bid::go_under(view),
            // Calling for best is never worse than not: the card received may be buried.
            Phase::CallForBest => Action::CallForBest,
            Phase::PassBest => bid::pass_best(view),
            Phase::Bury => bury(view),
            Phase::Play => play(view, style),
            Phase::HandOver | Phase::GameOver => view.legal_actions[0],
        };
        legal_or_first(view, action)
    }
}

fn legal_or_first(view: &PlayerView, action: Action) -> Action {
    if view.legal_actions.contains(&action) {
        action
    } else {
        debug_assert!(
            false,
            "heuristic chose illegal {action} in {:?}",
            view.phase
        );
        view.legal_actions[0]
    }
}

impl Player for Heuristic {
    fn name(&self) -> &str {
        if self.mistakes.is_some() {
            "easy"
        } else {
            "heuristic"
        }
    }

    fn choose(&mut self, view: &PlayerView) -> Action {
        assert!(
            !view.legal_actions.is_empty(),
            "{} has no legal action",
            view.seat
        );
        let three = self.three;
        let Some((rng, per_mille)) = &mut self.mistakes else {
            return normal_with(view, three);
        };
        if below(rng, 1000) >= *per_mille {
            return normal_with(view, three);
        }
        // A mistake a person might make.
        let action = match view.phase {
            Phase::Bidding1 => bid_round1(view, if below(rng, 2) == 0 { 0.7 } else { -0.7 }, three),
            Phase::Bidding2 => bid_round2(view, if below(rng, 2) == 0 { 0.7 } else { -0.7 }, three),
            Phase::Discard => {
                // Buries its lowest off-suit card without thinking of voids.
                let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
                let card = view
                    .hand
                    .iter()
                    .min_by_key(|c| (c.is_trump(trump), c.strength(trump)))
                    .expect("the dealer holds six cards");
                Action::Discard(card)
            }
            Phase::Play => {
                // A plausible slip: another legal card, but never throwing away the best
                // trump for nothing.
                let best = Heuristic::decide_normal(view);
                let trump = view.trump();
                let top = view
                    .hand
                    .iter()
                    .filter(|c| trump.is_some_and(|t| c.is_trump(t)))
                    .max_by_key(|c| trump.map_or(0, |t| c.strength(t)));
                let slips: Vec<Action> = view
                    .legal_actions
                    .iter()
                    .copied()
                    .filter(|&a| a != best && top.is_none_or(|t| a != Action::Play(t)))
                    .collect();
                if slips.is_empty() {
                    best
                } else {
                    slips[below(rng, slips.len() as u32) as usize]
                }
            }
            _ => Heuristic::decide_normal(view),
        };
        legal_or_first(view, action)
    }
}

fn discard(view: &PlayerView) -> Action {
    let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
    Action::Discard(best_discard(view.hand, trump, view.rules.deck))
}

/// A lone player holding the partner's card buries as the dealer discards.
fn bury(view: &PlayerView) -> Action {
    let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
    Action::Bury(best_discard(view.hand, trump, view.rules.deck))
}

fn defend_alone(view: &PlayerView) -> Action {
    let Some(trump) = view.trump() else {
        return Action::Pass;
    };
    // Defending alone only pays when euchring the loner is not worth 4 already.
    if view.rules.euchred_loner_pays_4 {
        return Action::Pass;
    }
    let trumps = (view.hand & CardSet::trumps(trump)).len();
    let strength = hand_tricks(view.hand, trump, view.rules.deck);
    if strength >= 2.4 && (trumps >= 2 || !matches!(trump, Trump::Suit(_))) {
        Action::DefendAlone
    } else {
        Action::Pass
    }
}

/// How much a card is worth keeping: trump above everything, then bosses, then rank.
fn keep_value(k: &Knowledge, card: Card) -> i32 {
    let trump = k.trump;
    let strength = i32::from(card.strength(trump));
    if card.is_trump(trump) {
        let mut value = 40 + strength;
        // Never bare the left: the small trump that guards the left bower is worth more.
        let trumps = k.hand & CardSet::trumps(trump);
        if let Trump::Suit(s) = trump {
            let left = Card::new(s.same_colour(), euchre::Rank::Jack);
            let right = Card::new(s, euchre::Rank::Jack);
            if trumps.contains(left) && trumps.len() == 2 && k.outstanding.contains(right) {
                value += 10;
            }
        }
        return value;
    }
    let suit = card.suit_under(trump);
    let length = k.hand.of_suit(suit, trump).len() as i32;
    let boss = k.is_boss(card);
    // Bosses are kept; the last card of a short suit goes first, to make a void.
    strength + if boss { 20 } else { 0 } + length
}

fn play(view: &PlayerView, style: Style) -> Action {
    let Some(k) = Knowledge::new(view) else {
        return view.legal_actions[0];
    };
    let playable: CardSet = view
        .legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::Play(c) => Some(*c),
            _ => None,
        })
        .collect();
    let trick = view.current_trick.as_ref();
    let card = match trick.and_then(|t| t.led()) {
        None => lead(view, &k, playable, style),
        Some(led) => follow(view, &k, playable, led.suit_under(k.trump)),
    };
    Action::Play(card)
}

fn cheapest(k: &Knowledge, cards: CardSet) -> Card {
    cards
        .iter()
        .min_by_key(|&c| keep_value(k, c))
        .expect("a card to play")
}

fn highest(k: &Knowledge, cards: CardSet) -> Card {
    cards
        .iter()
        .max_by_key(|&c| (c.is_trump(k.trump), c.strength(k.trump)))
        .expect("a card to play")
}

fn lowest_winner(k: &Knowledge, cards: CardSet) -> Card {
    cards
        .iter()
        .min_by_key(|&c| (c.is_trump(k.trump), c.strength(k.trump)))
        .expect("a card to play")
}

/// The active opponents of the viewer (by three: the maker's two defenders, or the maker).
fn opponents(view: &PlayerView) -> impl Iterator<Item = Seat> + '_ {
    Seat::ALL
        .into_iter()
        .filter(move |&s| !ally(view, s) && view.active[s])
}

fn lead(view: &PlayerView, k: &Knowledge, playable: CardSet, style: Style) -> Card {
    let trump = k.trump;
    let contract = view.contract.expect("play has a contract");
    let makers = ally(view, contract.maker);
    let trumps = playable & CardSet::trumps(trump);
    let off = playable - trumps;
    let opp_trumps = opponents(view).any(|s| !(k.outstanding_trumps() - k.voids[s]).is_empty());
    // Off-suit bosses, best first when no opponent is known to ruff them.
    let safe_boss = |c: &Card| {
        k.is_boss(*c)
            && opponents(view).all(|s| {
                !k.voids[s].contains(*c) || (k.outstanding_trumps() - k.voids[s]).is_empty()
            })
    };
    let off_bosses: Vec<Card> = off.iter().filter(|c| safe_boss(c)).collect();
    let singleton_boss = off_bosses
        .iter()
        .copied()
        .find(|c| off.of_suit(c.suit_under(trump), trump).len() == 1);

    if makers && !trumps.is_empty() && opp_trumps {
        let top = highest(k, trumps);
        if k.is_boss(top) || contract.alone {
            // Draw trump with the boss; a loner draws from the top, boss or not
            // (conventions: `LonerFromTop`).
            return top;
        }
        if contract.maker != view.seat {
            // Partner made it: lead trump to partner.
            return if trumps.len() >= 2 {
                lowest_winner(k, trumps)
            } else {
                top
            };
        }
        if trumps.len() >= 2 && style == Style::DrawsTrump {
            return top;
        }
        if let Some(c) = singleton_boss.or(off_bosses.first().copied()) {
            return c;
        }
        if trumps.len() >= 2 {
            return lowest_winner(k, trumps);
        }
    }
    if makers && !trumps.is_empty() && !opp_trumps {
        // Trump is drawn: bosses first, then trumps (all winners), then the rest.
        if let Some(c) = off_bosses.first() {
            return *c;
        }
        return highest(k, trumps);
    }
    if !makers && opp_trumps && view.tricks.len() >= 2 && !trumps.is_empty() {
        // On defence from the third trick, the boss trump draws one of the makers' last
        // trumps before the defenders' winners are ruffed.
        let top = highest(k, trumps);
        if k.is_boss(top) {
            return top;
        }
    }
    if let Some(c) = singleton_boss.or(off_bosses.first().copied()) {
        return c;
    }
    if off.is_empty() {
        let top = highest(k, trumps);
        return if k.is_boss(top) {
            top
        } else {
            lowest_winner(k, trumps)
        };
    }
    // On defence, or nothing to cash: a low card of a short suit, preferring a suit
    // partner (by three, the other defender) may win or ruff (void in it, holding trump).
    let partner = partner(view);
    let partner_ruffs = |c: &Card| {
        partner.is_some_and(|partner| {
            view.active[partner]
                && k.voids[partner].contains(*c)
                && !(k.outstanding_trumps() - k.voids[partner]).is_empty()
        })
    };
    if let Some(c) = off
        .iter()
        .filter(partner_ruffs)
        .min_by_key(|&c| keep_value(k, c))
    {
        return c;
    }
    cheapest(k, off)
}

fn follow(view: &PlayerView, k: &Knowledge, playable: CardSet, led: Suit) -> Card {
    let trump = k.trump;
    let trick = view.current_trick.expect("a trick in progress");
    let mut winner_seat = trick.leader;
    let mut best = trick.led().expect("a led card");
    for (seat, card) in trick.in_play_order() {
        if card.beats(best, led, trump) {
            best = card;
            winner_seat = seat;
        }
    }
    // Seats still to play after me.
    let after: Vec<Seat> = (1..4)
        .map(|i| view.seat.offset(i))
        .filter(|&s| view.active[s] && trick.cards[s].is_none())
        .collect();
    // Sure: no opponent still to play may beat it (partner beating it is no loss).
    let sure = |card: Card| {
        after
            .iter()
            .filter(|&&s| !ally(view, s))
            .all(|&s| !k.may_beat(s, card, led))
    };
    let opponents_after = after.iter().any(|&s| !ally(view, s));
    let partner = partner(view);
    let winners: CardSet = playable
        .iter()
        .filter(|c| c.beats(best, led, trump))
        .collect();

    if Some(winner_seat) == partner {
        // Never trump partner's sure winner (by three: the other defender's, against the
        // maker): throw off.
        if !opponents_after || sure(best) || winners.is_empty() {
            return cheapest(k, playable);
        }
        // Partner may be beaten: cover only with a sure winner that is not a trump on an
        // off-suit lead.
        let cover = winners
            .iter()
            .filter(|&c| sure(c) && (!c.is_trump(trump) || led == trump.suit().unwrap_or(led)))
            .min_by_key(|&c| (c.is_trump(trump), c.strength(trump)));
        return cover.unwrap_or_else(|| cheapest(k, playable));
    }
    if winners.is_empty() {
        return cheapest(k, playable);
    }
    if after.is_empty() || !opponents_after {
        // Last to play (or only partner after): win as cheaply as possible.
        return lowest_winner(k, winners);
    }
    let sure_winners: CardSet = winners.iter().filter(|&c| sure(c)).collect();
    let second_hand = trick.in_play_order().count() == 1;
    let following = !playable.of_suit(led, trump).is_empty();
    if !sure_winners.is_empty() {
        // Ruffing an off-suit lead, as low as wins: a top trump is worth more later than
        // one sure trick now (the search's values: ruffing the first trick with a bower
        // when a small trump wins cost the maker 0.4–1 point).
        let ruffing = !following && trump.suit().is_some_and(|t| t != led);
        return lowest_winner(k, if ruffing { winners } else { sure_winners });
    }
    if second_hand && following {
        // Second hand low: partner plays after the next opponent.
        return cheapest(k, playable);
    }
    // Trump in (as low as wins), or third hand: as cheaply as wins.
    lowest_winner(k, winners)
}

mod bid;

#[cfg(test)]
pub(crate) mod tests;
