//! The heuristic (Normal) as it was at commit a40dd8a, frozen as the arena player
//! `heuristic-v1`, so that Normal can be measured against the previous Normal. Nothing else
//! uses it: the search's inference and play-outs model the current [`euchre_ai::Heuristic`].
//! Do not change it (its own copy of the hand evaluation is in `heuristic_v1/eval.rs`).

use euchre::{Action, Card, CardSet, Phase, PlayerView, Players, Seat, Suit, Trump};

use euchre_ai::Player;
use euchre_ai::sides::{ally, partner, standing};
use eval::{Knowledge, best_discard, hand_tricks, loner_hand};

mod eval;

/// The heuristic as it was at commit a40dd8a (frozen): `heuristic-v1` in the arena.
#[derive(Clone, Copy, Debug, Default)]
pub struct HeuristicV1;

/// The three-player thresholds it bid by.
#[derive(Clone, Copy)]
struct ThreeBids {
    order: u16,
    call: u16,
}

const THREE: ThreeBids = ThreeBids {
    order: 280,
    call: 280,
};

/// The order threshold in expected team tricks before score adjustments.
const MAKE_THRESHOLD: f32 = 3.2;

impl HeuristicV1 {
    /// Its choice.
    pub fn decide(view: &PlayerView) -> Action {
        let action = match view.phase {
            Phase::Bidding1 => bid_round1(view, 0.0, THREE),
            Phase::Bidding2 => bid_round2(view, 0.0, THREE),
            Phase::Discard => discard(view),
            Phase::DefendAlone => defend_alone(view),
            // Frozen before the home rules existed: the first option (which goes under, calls
            // for best, names clubs for a turned Joker).
            Phase::GoingUnder
            | Phase::CallForBest
            | Phase::PassBest
            | Phase::Bury
            | Phase::JokerTurned => view.legal_actions[0],
            Phase::Play => play(view),
            Phase::HandOver | Phase::GameOver => view.legal_actions[0],
        };
        if view.legal_actions.contains(&action) {
            action
        } else {
            view.legal_actions[0]
        }
    }
}

impl Player for HeuristicV1 {
    fn name(&self) -> &str {
        "heuristic-v1"
    }

    fn choose(&mut self, view: &PlayerView) -> Action {
        HeuristicV1::decide(view)
    }
}

/// Expected tricks a trump card gives whoever holds it (for the upcard).
fn card_value(card: Card, trump: Trump) -> f32 {
    [0.3, 0.33, 0.0, 0.4, 0.5, 0.65, 0.8, 1.0][card.strength(trump).clamp(0, 7) as usize]
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
    // A march with partner already wins the game: going alone gains nothing.
    let alone_worth = mine + 2 < target && view.rules.has_loners();
    (threshold, alone_worth)
}

fn bid_round1(view: &PlayerView, noise: f32, three: ThreeBids) -> Action {
    let me = view.seat;
    let dealer = view.dealer;
    let trump = Trump::Suit(view.upcard.suit());
    let upcard = card_value(view.upcard, trump);
    let cards = if me == dealer {
        let six = view.hand.with(view.upcard);
        six.without(best_discard(six, trump))
    } else {
        view.hand
    };
    let mine = hand_tricks(cards, trump);
    let support = if view.rules.players == Players::Three {
        // Alone against two: an opponent dealer picks the upcard up.
        if me == dealer { 0.0 } else { -0.5 * upcard }
    } else if me == dealer {
        // Partner passed: little trump there.
        0.85
    } else if me.partner() == dealer {
        0.95 + 0.8 * upcard
    } else {
        // An opponent picks the upcard up.
        1.0 - 0.8 * upcard
    };
    let (threshold, alone_worth) = thresholds(view, 1, three);
    let order = mine + support + noise >= threshold;
    let alone = alone_worth && loner_hand(cards, trump);
    let action = Action::OrderUp {
        alone: alone && order,
    };
    if order && view.legal_actions.contains(&action) {
        action
    } else {
        Action::Pass
    }
}

/// Round 2: the best call and its estimate in team tricks.
fn best_call(view: &PlayerView) -> Option<(Trump, f32)> {
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
        let mine = hand_tricks(view.hand, trump);
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
        } else if trump == Trump::Suit(turned.same_colour()) {
            // "Next": the dealer's side turned down its colour.
            support += if me.team() == view.dealer.team() {
                -0.1
            } else {
                0.25
            };
        }
        let estimate = mine + support;
        if best.is_none_or(|(_, e)| estimate > e) {
            best = Some((trump, estimate));
        }
    }
    best
}

fn bid_round2(view: &PlayerView, noise: f32, three: ThreeBids) -> Action {
    let stuck = !view.legal_actions.contains(&Action::Pass);
    let Some((trump, estimate)) = best_call(view) else {
        return Action::Pass;
    };
    let (threshold, alone_worth) = thresholds(view, 2, three);
    if estimate + noise >= threshold || stuck {
        let alone = alone_worth && estimate >= threshold && loner_hand(view.hand, trump);
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

fn discard(view: &PlayerView) -> Action {
    let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
    Action::Discard(best_discard(view.hand, trump))
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
    let strength = hand_tricks(view.hand, trump);
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

fn play(view: &PlayerView) -> Action {
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
        None => lead(view, &k, playable),
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

fn lead(view: &PlayerView, k: &Knowledge, playable: CardSet) -> Card {
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
        if k.is_boss(top) {
            // Draw trump with the boss.
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
    if !sure_winners.is_empty() {
        return lowest_winner(k, sure_winners);
    }
    let second_hand = trick.in_play_order().count() == 1;
    let following = !playable.of_suit(led, trump).is_empty();
    if second_hand && following {
        // Second hand low: partner plays after the next opponent.
        return cheapest(k, playable);
    }
    // Trump in (as low as wins), or third hand: as cheaply as wins.
    lowest_winner(k, winners)
}
