//! A model of how the Expert plays a card (research: tried as the search's inference about
//! its partner, it won no games, docs/strength.md; the search reads every seat's cards as
//! the heuristic's): a softmax over the legal cards of learned weights on a dozen features of each card (is it
//! the heuristic's card, a trump, the highest or lowest legal card, does it win the trick,
//! is it the boss of its suit, the top or bottom of a suit held, …), one set of weights per
//! situation (leading or following, the makers' side or the defenders', the first two
//! tricks or the last three).
//!
//! The weights ([`EXPERT`]) are fitted by maximum likelihood to the Expert's own card play
//! against Normal (`cargo run --release -p euchre-lab --example fit_policy`, which prints
//! them; docs/strength.md). The heuristic agrees with the Expert's card only
//! 67–76 % of the time in the first three tricks, so a partner read as the heuristic is
//! read wrongly once in three or four; this model gives each card the chance the Expert
//! plays it with the cards a sampled world gives the partner.

use euchre::{Action, Card, CardSet, PlayerView, Seat, Trump};

use euchre_ai::Heuristic;
use euchre_ai::sides::allied;

/// Features of a card.
pub const FEATURES: usize = 12;
/// Situations, each with its own weights: leading or following × the makers' side or the
/// defenders' × the first two tricks or the last three.
pub const CONTEXTS: usize = 8;

/// The names of the features, in order (for the fitter's report).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "heuristic's card",
    "drawing trump's card",
    "trump",
    "highest legal",
    "lowest legal",
    "wins the trick",
    "boss of its suit",
    "top of a suit held",
    "bottom of a suit held",
    "singleton",
    "off-suit ace",
    "overtakes partner",
];

/// The names of the situations, in order.
pub const CONTEXT_NAMES: [&str; CONTEXTS] = [
    "lead, makers, tricks 1-2",
    "lead, makers, tricks 3-5",
    "lead, defenders, tricks 1-2",
    "lead, defenders, tricks 3-5",
    "follow, makers, tricks 1-2",
    "follow, makers, tricks 3-5",
    "follow, defenders, tricks 1-2",
    "follow, defenders, tricks 3-5",
];

/// The weights of a card policy, kept as odds: in a situation, a card's score is the product
/// of the odds of the features it has, and its chance is its share of the legal cards'
/// scores (a softmax over the log-odds, computed with products alone, so that native and
/// wasm32 builds weigh every world alike).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardPolicy(pub [[f64; FEATURES]; CONTEXTS]);

/// One card decision's situation and each legal card's features.
#[derive(Clone, Debug, PartialEq)]
pub struct CardChoice {
    /// The situation (an index into the weights, [`CONTEXT_NAMES`]).
    pub context: usize,
    /// Each legal card with its features.
    pub cards: Vec<(Card, [bool; FEATURES])>,
}

impl CardChoice {
    /// The features of every legal card of `view`, to play a card with a choice: `None`
    /// outside play, before trump is made, or with one legal card.
    pub fn of(view: &PlayerView) -> Option<CardChoice> {
        let contract = view.contract?;
        let legal: CardSet = view
            .legal_actions
            .iter()
            .filter_map(|&a| match a {
                Action::Play(card) => Some(card),
                _ => None,
            })
            .collect();
        if legal.len() < 2 {
            return None;
        }
        let trump = contract.trump;
        let played = view.played();
        let trick = view.current_trick.as_ref().filter(|t| t.led().is_some());
        let led = trick.and_then(|t| t.led()).map(|c| c.suit_under(trump));
        // The card winning the trick so far, and its player.
        let winning = trick.and_then(|t| {
            let mut best: Option<(Seat, Card)> = None;
            for (seat, card) in t.in_play_order() {
                let lead = led.expect("a trick with a card has a led suit");
                if best.is_none_or(|(_, b)| card.beats(b, lead, trump)) {
                    best = Some((seat, card));
                }
            }
            best
        });
        let players = view.rules.players;
        let makers = allied(players, view.contract, view.seat, contract.maker);
        let early = view.tricks.len() < 2;
        let context =
            usize::from(trick.is_some()) * 4 + usize::from(!makers) * 2 + usize::from(!early);
        let power = |card: Card| {
            let strength = i32::from(card.strength(trump));
            if card.is_trump(trump) {
                8 + strength
            } else {
                strength
            }
        };
        let (high, low) = legal.iter().fold((i32::MIN, i32::MAX), |(h, l), c| {
            (h.max(power(c)), l.min(power(c)))
        });
        let heuristic = Heuristic::decide(view);
        let drawing = Heuristic::decide_drawing_trump(view);
        let cards = legal
            .iter()
            .map(|card| {
                let suit = card.suit_under(trump);
                let strength = card.strength(trump);
                let in_suit = CardSet::suit_under(suit, trump);
                let held = view.hand.intersect(in_suit);
                let others_held = held.without(card);
                let is_trump = card.is_trump(trump);
                let wins = match (winning, led) {
                    (Some((_, best)), Some(lead)) => card.beats(best, lead, trump),
                    _ => false,
                };
                let overtakes = wins
                    && winning.is_some_and(|(seat, _)| {
                        seat != view.seat && allied(players, view.contract, view.seat, seat)
                    });
                let boss = in_suit
                    .minus(played)
                    .without(card)
                    .iter()
                    .all(|c| c.strength(trump) < strength);
                let features = [
                    Action::Play(card) == heuristic,
                    Action::Play(card) == drawing,
                    is_trump,
                    power(card) == high,
                    power(card) == low,
                    wins,
                    boss,
                    !others_held.is_empty()
                        && others_held.iter().all(|c| c.strength(trump) < strength),
                    !others_held.is_empty()
                        && others_held.iter().all(|c| c.strength(trump) > strength),
                    others_held.is_empty() && !is_trump,
                    !is_trump && strength == 5 && matches!(trump, Trump::Suit(_) | Trump::High),
                    overtakes,
                ];
                (card, features)
            })
            .collect();
        Some(CardChoice { context, cards })
    }

    /// Each legal card's chance under `policy`, in the order of [`CardChoice::cards`].
    pub fn chances(&self, policy: &CardPolicy) -> Vec<f64> {
        let odds = &policy.0[self.context];
        let scores: Vec<f64> = self
            .cards
            .iter()
            .map(|(_, f)| {
                f.iter()
                    .zip(odds)
                    .filter(|(has, _)| **has)
                    .map(|(_, o)| o)
                    .product()
            })
            .collect();
        let total: f64 = scores.iter().sum();
        scores.iter().map(|s| s / total).collect()
    }

    /// The chance of `card` under `policy` (0 for a card that is not legal).
    pub fn chance(&self, policy: &CardPolicy, card: Card) -> f64 {
        self.cards
            .iter()
            .zip(self.chances(policy))
            .find(|((c, _), _)| *c == card)
            .map_or(0.0, |(_, p)| p)
    }
}

/// The Expert's card play (the session-10 Expert, whose partner it reads), fitted by
/// `cargo run --release -p euchre-lab --example fit_policy -- expert 800 11`: 47828 card
/// decisions with a choice, against Normal. On the half it was not fitted on, the card
/// played has a mean log-likelihood of −0.616 under it, against −0.687 under the
/// heuristic's card alone (fitted the same way); odds, one row per situation
/// ([`CONTEXT_NAMES`]), a column per feature ([`FEATURE_NAMES`]).
pub const EXPERT: CardPolicy = CardPolicy([
    [
        1.4079, 1.8927, 0.2397, 2.2189, 0.4865, 1.0000, 6.2573, 0.6288, 1.5233, 0.6884, 0.2031,
        1.0000,
    ],
    [
        3.3428, 1.1170, 0.3330, 1.8208, 0.6038, 1.0000, 2.7333, 0.7464, 1.7749, 0.9781, 0.4774,
        1.0000,
    ],
    [
        1.5731, 1.5731, 0.2735, 2.0579, 0.4658, 1.0000, 4.0724, 0.8301, 1.2834, 1.6244, 0.3305,
        1.0000,
    ],
    [
        2.0518, 2.0518, 0.4356, 1.5010, 0.4418, 1.0000, 1.2772, 0.7947, 1.3876, 0.8459, 0.8125,
        1.0000,
    ],
    [
        2.2743, 2.2743, 0.0889, 4.3416, 0.7451, 24.0055, 0.2369, 0.2939, 2.6946, 3.9007, 2.5735,
        0.3096,
    ],
    [
        2.4981, 2.4981, 0.1129, 1.1743, 1.7656, 22.3045, 0.5610, 0.4056, 1.0311, 0.9537, 1.6237,
        0.8951,
    ],
    [
        1.6750, 1.6750, 0.2344, 1.1745, 1.2720, 64.5521, 0.3391, 0.5225, 1.6205, 1.9216, 1.8195,
        0.1730,
    ],
    [
        1.8247, 1.8247, 0.1015, 0.8174, 1.7957, 117.9450, 0.7430, 0.4482, 2.0747, 2.0133, 0.8859,
        0.2602,
    ],
]);

#[cfg(test)]
mod tests;
