//! Hints for a person: the legal options ranked by the search, each with its expected
//! value and a one-line reason in words.

use euchre::{Action, Card, CardSet, Phase, PlayerView, Rank, Seat, Trump, mix64};

use crate::eval::Knowledge;
use crate::heuristic::Heuristic;
use crate::search::{Evaluation, Evaluator, Search, SearchConfig};

/// One option with its expected value and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The action.
    pub action: Action,
    /// Expected points of the hand for the player's team, less the opponents'.
    pub expected_points: f64,
    /// Expected chance of winning the game, 0 to 1.
    pub win_chance: f64,
    /// Whether this is the option the hint recommends.
    pub recommended: bool,
    /// A one-line reason a person understands.
    pub reason: String,
}

/// The legal options of `view` ranked best first by a search (reproducible: the same view
/// gives the same hints), each with a reason. Empty when the seat is not to act.
///
/// The same as [`HintSearch::new(view, 0)`](HintSearch::new) stepped to the end.
pub fn hint(view: &PlayerView) -> Vec<Hint> {
    let mut search = HintSearch::new(view, 0);
    loop {
        if let Some(hints) = search.step() {
            return hints;
        }
    }
}

/// The hint for a view, computed a slice at a time (one option in one sampled world per
/// [`step`](HintSearch::step)), so a page stays responsive while it thinks.
///
/// ```
/// use euchre::{Game, Rules};
/// use euchre_ai::{HintSearch, hint};
///
/// let game = Game::new(Rules::standard(), 1);
/// let view = game.view(game.to_act().unwrap());
/// let mut search = HintSearch::new(&view, 0);
/// let hints = loop {
///     if let Some(hints) = search.step() {
///         break hints;
///     }
/// };
/// assert_eq!(hints, hint(&view));
/// ```
#[derive(Clone, Debug)]
pub struct HintSearch {
    view: PlayerView,
    search: Search,
    evaluator: Evaluator,
    hints: Option<Vec<Hint>>,
}

impl HintSearch {
    /// Starts the hint for `view`; `seed` 0 gives exactly [`hint`]`(view)`, another seed
    /// samples other worlds. Empty hints when the seat is not to act.
    pub fn new(view: &PlayerView, seed: u64) -> HintSearch {
        let seed = mix64(
            u64::from(view.hand.bits())
                ^ (view.history.len() as u64) << 32
                ^ u64::from(view.hand_number) << 40
                ^ seed,
        );
        let search = Search::new(SearchConfig::hard(), seed);
        let evaluator = Evaluator::new(&search.config(), view);
        HintSearch {
            view: view.clone(),
            search,
            evaluator,
            hints: view.legal_actions.is_empty().then(Vec::new),
        }
    }

    /// Scores one option in one sampled world; the ranked hints (as [`hint`] returns them)
    /// once done, and the same hints on every later call.
    pub fn step(&mut self) -> Option<Vec<Hint>> {
        if self.hints.is_none() {
            let (rng, solver) = self.search.parts();
            if self.evaluator.step(&self.view, rng, solver) {
                self.hints = Some(ranked(&self.view, self.evaluator.evaluations(&self.view)));
            }
        }
        self.hints.clone()
    }
}

fn ranked(view: &PlayerView, evaluations: Vec<Evaluation>) -> Vec<Hint> {
    let heuristic = Heuristic::decide(view);
    let best = evaluations.first().map_or(0.0, |e| e.utility);
    let recommended = if evaluations
        .iter()
        .any(|e| e.action == heuristic && e.utility >= best - 1e-9)
    {
        heuristic
    } else {
        evaluations[0].action
    };
    let mut hints: Vec<Hint> = evaluations
        .into_iter()
        .map(|e| Hint {
            action: e.action,
            expected_points: e.points,
            win_chance: e.utility,
            recommended: e.action == recommended,
            reason: reason(view, e.action),
        })
        .collect();
    // The recommended option first, the others in their order (a rotation, not a sort: no
    // stable-sort code in the wasm).
    if let Some(at) = hints.iter().position(|h| h.recommended) {
        hints[..=at].rotate_right(1);
    }
    hints
}

/// "Right bower, ace and one more trump" for `cards` in `trump`.
fn describe_trump(cards: CardSet, trump: Trump) -> String {
    let Some(suit) = trump.suit() else {
        let aces = (cards & CardSet::rank(Rank::Ace)).len();
        return match trump {
            Trump::Low => format!(
                "{} nines",
                capitalise(&number((cards & CardSet::rank(Rank::Nine)).len()))
            ),
            _ => format!("{} aces", capitalise(&number(aces))),
        };
    };
    let trumps = cards & CardSet::trumps(trump);
    let mut parts = Vec::new();
    let mut rest = trumps.len();
    for (card, name) in [
        (Card::new(suit, Rank::Jack), "right bower"),
        (Card::new(suit.same_colour(), Rank::Jack), "left bower"),
        (Card::new(suit, Rank::Ace), "ace"),
    ] {
        if trumps.contains(card) {
            parts.push(name.to_string());
            rest -= 1;
        }
    }
    let more = match (parts.is_empty(), rest) {
        (true, 0) => "no trump".to_string(),
        (true, 1) => "one small trump".to_string(),
        (true, n) => format!("{} small trump", number(n)),
        (false, 0) => String::new(),
        (false, 1) => "one more trump".to_string(),
        (false, n) => format!("{} more trump", number(n)),
    };
    if !more.is_empty() {
        parts.push(more);
    }
    let text = match parts.len() {
        1 => parts[0].clone(),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    };
    capitalise(&text)
}

fn number(n: usize) -> String {
    match n {
        0 => "no".to_string(),
        1 => "one".to_string(),
        2 => "two".to_string(),
        3 => "three".to_string(),
        4 => "four".to_string(),
        5 => "five".to_string(),
        n => n.to_string(),
    }
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn who_deals(view: &PlayerView) -> &'static str {
    if view.dealer == view.seat {
        "you deal"
    } else if view.dealer == view.seat.partner() {
        "partner deals"
    } else {
        "an opponent deals"
    }
}

fn off_aces(view: &PlayerView, trump: Trump) -> usize {
    (view.hand & (CardSet::rank(Rank::Ace) - CardSet::trumps(trump))).len()
}

fn reason(view: &PlayerView, action: Action) -> String {
    match (view.phase, action) {
        (Phase::Bidding1, Action::OrderUp { alone }) => {
            let trump = Trump::Suit(view.upcard.suit());
            let cards = if view.dealer == view.seat {
                view.hand.with(view.upcard)
            } else {
                view.hand
            };
            let verb = match (alone, view.dealer == view.seat) {
                (true, _) => "go alone",
                (false, true) => "pick it up",
                (false, false) => "order it up",
            };
            format!(
                "{}{}, {}: {verb}",
                describe_trump(cards, trump),
                aces_text(off_aces(view, trump)),
                who_deals(view)
            )
        }
        (Phase::Bidding1, _) => {
            let trump = Trump::Suit(view.upcard.suit());
            format!(
                "{} in {}{}, {}: pass",
                describe_trump(view.hand, trump),
                view.upcard.suit().name(),
                aces_text(off_aces(view, trump)),
                who_deals(view)
            )
        }
        (Phase::Bidding2, Action::Call { trump, alone }) => {
            let next = trump == Trump::Suit(view.upcard.suit().same_colour());
            format!(
                "{}{}{}: call {trump}{}",
                describe_trump(view.hand, trump),
                aces_text(off_aces(view, trump)),
                if next { ", and it is next" } else { "" },
                if alone { " alone" } else { "" }
            )
        }
        (Phase::Bidding2, _) => "No suit is strong enough to name: pass".to_string(),
        (Phase::Discard, Action::Discard(card)) => {
            let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
            let suit = card.suit_under(trump);
            if card.is_trump(trump) {
                format!("Only trump left: bury the smallest, {card}")
            } else if view.hand.of_suit(suit, trump).len() == 1 {
                format!("Bury {card} to be void in {}", suit.name())
            } else {
                format!("Bury your weakest card, {card}")
            }
        }
        (Phase::DefendAlone, Action::DefendAlone) => {
            "Strong enough to stop the loner by yourself: defend alone".to_string()
        }
        (Phase::DefendAlone, _) => "Two defenders take more tricks: let partner play".to_string(),
        (Phase::Play, Action::Play(card)) => play_reason(view, card),
        _ => action.to_string(),
    }
}

fn aces_text(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => " with an off ace".to_string(),
        n => format!(" with {} off aces", number(n)),
    }
}

fn play_reason(view: &PlayerView, card: Card) -> String {
    let Some(k) = Knowledge::new(view) else {
        return format!("Play {card}");
    };
    let trump = k.trump;
    if view.legal_actions.len() == 1 {
        return format!("{card} is your only legal card");
    }
    let trick = view.current_trick.as_ref();
    let Some(led) = trick.and_then(|t| t.led()) else {
        let makers = view
            .contract
            .is_some_and(|c| c.maker.team() == view.seat.team());
        return if card.is_trump(trump) && k.is_boss(card) {
            format!("{card} is the best trump left: lead it to draw theirs")
        } else if card.is_trump(trump) && makers {
            "Your side made trump: lead trump to pull the opponents'".to_string()
        } else if card.is_trump(trump) {
            "Lead trump to shorten the makers".to_string()
        } else if k.is_boss(card) {
            format!(
                "{card} is the best {} left: cash it",
                card.suit_under(trump).name()
            )
        } else {
            format!(
                "Lead low in {} and let partner win",
                card.suit_under(trump).name()
            )
        };
    };
    let trick = trick.expect("a trick");
    let led = led.suit_under(trump);
    let mut best = trick.led().expect("led");
    let mut winner = trick.leader;
    for (seat, c) in trick.in_play_order() {
        if c.beats(best, led, trump) {
            best = c;
            winner = seat;
        }
    }
    let later: Vec<Seat> = (1..4)
        .map(|i| view.seat.offset(i))
        .filter(|&s| view.active[s] && trick.cards[s].is_none())
        .collect();
    if winner == view.seat.partner() && !card.beats(best, led, trump) {
        return format!("Partner is winning with {best}: throw off {card}");
    }
    if card.beats(best, led, trump) {
        let sure = later.iter().all(|&s| !k.may_beat(s, card, led));
        return match (card.is_trump(trump) && led != card.suit_under(trump), sure) {
            (true, _) => format!("Out of {}: trump in with {card}", led.name()),
            (false, true) => format!("{card} takes the trick for sure"),
            (false, false) => format!("{card} wins the trick so far"),
        };
    }
    format!("You cannot win this trick: play your cheapest card, {card}")
}

#[cfg(test)]
mod tests {
    use euchre::{Action, BySeat, Card, CardSet, Deal, Hand, Rules, Seat};

    use super::reason;

    fn set(s: &str) -> CardSet {
        s.parse().expect("test cards parse")
    }

    #[test]
    fn reasons_read_like_a_person() {
        let hands = BySeat(
            [
                "JH TH 9H 9C QS",
                "AC KC QC AS KS",
                "AD KD QD 9S TS",
                "9D TD QH JS JC",
            ]
            .map(set),
        );
        let upcard: Card = "KH".parse().unwrap();
        let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
        let mut hand = Hand::new(
            Rules::standard(),
            Seat::North,
            Deal {
                hands,
                upcard,
                kitty: !used,
            },
        );
        hand.apply(Seat::East, Action::Pass).unwrap();
        let view = hand.view(Seat::South);
        assert_eq!(
            reason(&view, Action::OrderUp { alone: false }),
            "Right bower and two more trump, partner deals: order it up"
        );
        assert_eq!(
            reason(&view, Action::Pass),
            "Right bower and two more trump in hearts, partner deals: pass"
        );
    }
}
