//! What the cards say: a hand's trump in words for a bid, why a card is buried, and the
//! tactics of a card to play.

use euchre::{Action, Card, CardSet, PlayerView, Rank, Seat, Trump};

use crate::eval::Knowledge;

/// What the cards say for an order or a call: "right bower and two more trump with an off
/// ace, partner deals".
pub(crate) fn making_words(view: &PlayerView, action: Action) -> String {
    match action {
        Action::Call { .. } => trump_words(view, action),
        _ => format!("{}, {}", trump_words(view, action), who_deals(view)),
    }
}

/// The same without who deals: "right bower and two more trump with an off ace" (a call
/// adds ", and it is next" when it is).
pub(crate) fn trump_words(view: &PlayerView, action: Action) -> String {
    match action {
        Action::Call { trump, .. } => {
            let next = trump == Trump::Suit(view.upcard.suit().same_colour());
            format!(
                "{}{}{}",
                describe_trump(view.hand, trump),
                aces_text(off_aces(view, trump)),
                if next { ", and it is next" } else { "" }
            )
        }
        _ => {
            let trump = Trump::Suit(view.upcard.suit());
            let cards = if view.dealer == view.seat {
                view.hand.with(view.upcard)
            } else {
                view.hand
            };
            format!(
                "{}{}",
                describe_trump(cards, trump),
                aces_text(off_aces(view, trump))
            )
        }
    }
}

/// What the cards say for a pass, in `trump` (the upcard's suit, or the best call's):
/// "one small trump in diamonds, an opponent deals".
pub(crate) fn passing_words(view: &PlayerView, trump: Option<Trump>) -> String {
    match trump {
        Some(_) => format!("{}, {}", holding_words(view, trump), who_deals(view)),
        None => holding_words(view, trump),
    }
}

/// The same without who deals: "one small trump in diamonds".
pub(crate) fn holding_words(view: &PlayerView, trump: Option<Trump>) -> String {
    let Some(trump) = trump else {
        return "no suit is strong enough to name".to_string();
    };
    let suit = trump
        .suit()
        .map_or(String::new(), |s| format!(" in {}", s.name()));
    format!(
        "{}{suit}{}",
        describe_trump(view.hand, trump),
        aces_text(off_aces(view, trump))
    )
}

/// "Bury 9♣ to be void in clubs".
pub(crate) fn discard_words(view: &PlayerView, card: Card) -> String {
    let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
    let suit = card.suit_under(trump);
    if card.is_trump(trump) {
        format!("Only trump left: bury the smallest, {card}")
    } else if view.hand.of_suit(suit, trump).len() == 1 {
        format!("Bury {card} to be void in {}", suit.name())
    } else {
        let whose = whose(view);
        format!("Bury {whose} weakest card, {card}")
    }
}

/// "right bower, ace and one more trump" for `cards` in `trump`: the bowers, the ace and the
/// king by name, the queen, ten and nine as "small" trump.
pub(crate) fn describe_trump(cards: CardSet, trump: Trump) -> String {
    let Some(suit) = trump.suit() else {
        return match trump {
            Trump::Low => format!(
                "{} nines",
                number((cards & CardSet::rank(Rank::Nine)).len())
            ),
            _ => format!("{} aces", number((cards & CardSet::rank(Rank::Ace)).len())),
        };
    };
    let trumps = cards & CardSet::trumps(trump);
    let mut parts = Vec::new();
    let mut rest = trumps.len();
    for (card, name) in [
        (Card::new(suit, Rank::Jack), "right bower"),
        (Card::new(suit.same_colour(), Rank::Jack), "left bower"),
        (Card::new(suit, Rank::Ace), "ace"),
        (Card::new(suit, Rank::King), "king"),
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
    match parts.len() {
        1 => parts[0].clone(),
        _ => {
            let last = parts.pop().unwrap_or_default();
            format!("{} and {last}", parts.join(", "))
        }
    }
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

/// Whether the words speak to the deciding seat ("you"): the person's seat, South; a
/// computer's seat is named ("East made trump").
pub(crate) fn addressed(view: &PlayerView) -> bool {
    view.seat == Seat::South
}

/// "your" to the person, "the" of a computer's seat.
fn whose(view: &PlayerView) -> &'static str {
    if addressed(view) { "your" } else { "the" }
}

/// "You" to the person, the seat's name for a computer's.
fn who(view: &PlayerView) -> String {
    if addressed(view) {
        "You".to_string()
    } else {
        view.seat.to_string()
    }
}

/// Who deals, said to the person ("you deal", "partner deals", "an opponent deals"), or
/// naming the seats when the deciding seat is a computer's ("East deals", "West, East's
/// partner, deals", "North, an opponent, deals").
pub(crate) fn who_deals(view: &PlayerView) -> String {
    let (seat, dealer) = (view.seat, view.dealer);
    let partner = crate::sides::partner(view) == Some(dealer);
    match (addressed(view), dealer == seat, partner) {
        (true, true, _) => "you deal".to_string(),
        (true, false, true) => "partner deals".to_string(),
        (true, false, false) => "an opponent deals".to_string(),
        (false, true, _) => format!("{seat} deals"),
        (false, false, true) => format!("{dealer}, {seat}'s partner, deals"),
        (false, false, false) => format!("{dealer}, an opponent, deals"),
    }
}

fn off_aces(view: &PlayerView, trump: Trump) -> usize {
    (view.hand & (CardSet::rank(Rank::Ace) - CardSet::trumps(trump))).len()
}

fn aces_text(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => " with an off ace".to_string(),
        n => format!(" with {} off aces", number(n)),
    }
}

/// The tactical reason for playing `card`.
pub(crate) fn play_reason(view: &PlayerView, card: Card) -> String {
    let Some(k) = Knowledge::new(view) else {
        return format!("Play {card}");
    };
    let trump = k.trump;
    if view.legal_actions.len() == 1 {
        let whose = whose(view);
        return format!("{card} is {whose} only legal card");
    }
    let trick = view.current_trick.as_ref();
    let Some(led) = trick.and_then(|t| t.led()) else {
        // With three players the maker is alone and the other two defend together.
        let four = view.rules.players.has_partners();
        let makers = view
            .contract
            .is_some_and(|c| crate::sides::ally(view, c.maker));
        let suit = card.suit_under(trump).name();
        return if card.is_trump(trump) && k.is_boss(card) {
            format!("{card} is the best trump left: lead it to draw theirs")
        } else if card.is_trump(trump) && makers && four {
            let side = if addressed(view) {
                "Your side".to_string()
            } else {
                format!("{}'s side", view.seat)
            };
            format!("{side} made trump: lead trump to pull the opponents'")
        } else if card.is_trump(trump) && makers {
            format!(
                "{} made trump: lead trump to pull the defenders'",
                who(view)
            )
        } else if card.is_trump(trump) {
            if four {
                "Lead trump to shorten the makers"
            } else {
                "Lead trump to shorten the maker"
            }
            .to_string()
        } else if k.is_boss(card) {
            format!("{card} is the best {suit} left: cash it")
        } else if four {
            format!("Lead low in {suit} and let partner win")
        } else if crate::sides::partner(view).is_some() {
            format!("Lead low in {suit} and let the other defender win")
        } else {
            let whose = whose(view);
            format!("Lead low in {suit} and keep {whose} winners")
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
    if crate::sides::partner(view) == Some(winner) && !card.beats(best, led, trump) {
        return if view.rules.players.has_partners() {
            format!("Partner is winning with {best}: throw off {card}")
        } else {
            let with = if addressed(view) {
                "you".to_string()
            } else {
                view.seat.to_string()
            };
            format!("{winner}, defending with {with}, is winning with {best}: throw off {card}")
        };
    }
    if card.beats(best, led, trump) {
        let sure = later.iter().all(|&s| !k.may_beat(s, card, led));
        return match (card.is_trump(trump) && led != card.suit_under(trump), sure) {
            (true, _) => format!("Out of {}: trump in with {card}", led.name()),
            (false, true) => format!("{card} takes the trick for sure"),
            (false, false) => format!("{card} wins the trick so far"),
        };
    }
    // Another card would beat the winner: say so, rather than that the trick cannot be won.
    let beater = view.legal_actions.iter().find_map(|&a| match a {
        Action::Play(c) if c.beats(best, led, trump) => Some(c),
        _ => None,
    });
    // The cheapest card that can be played, as cards rank under trump.
    let cheapest = view
        .legal_actions
        .iter()
        .filter_map(|&a| match a {
            Action::Play(c) => Some(c),
            _ => None,
        })
        .min_by_key(|c| (c.is_trump(trump), c.strength(trump)))
        .unwrap_or(card);
    let you = addressed(view);
    match (beater, you) {
        (Some(c), true) => format!("{card} does not beat {best} (your {c} would)"),
        (Some(c), false) => format!("{card} does not beat {best} ({c} would)"),
        (None, true) if cheapest == card => {
            format!("You cannot win this trick: play your cheapest card, {card}")
        }
        (None, false) if cheapest == card => {
            format!(
                "{} cannot win this trick: the cheapest card, {card}",
                view.seat
            )
        }
        (None, _) => {
            format!(
                "{} cannot win this trick, and {cheapest} is cheaper than {card}",
                who(view)
            )
        }
    }
}

/// Test positions: a round-1 hand dealt by `dealer` with the K♥ turned, and the view of
/// South once every seat before South has passed.
#[cfg(test)]
pub(crate) fn south(dealer: Seat) -> PlayerView {
    at(dealer, Seat::South)
}

/// The same deal, and the view of `seat` once every seat before it has passed: South holds
/// J♥ 10♥ 9♥ 9♣ Q♠, West A♣ K♣ Q♣ A♠ K♠, North A♦ K♦ Q♦ 9♠ 10♠, East 9♦ 10♦ Q♥ J♠ J♣.
#[cfg(test)]
pub(crate) fn at(dealer: Seat, seat: Seat) -> PlayerView {
    use euchre::{BySeat, Deal, Hand, Rules};
    let set = |s: &str| -> CardSet { s.parse().expect("test cards parse") };
    let hands = BySeat(
        [
            "JH TH 9H 9C QS",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD QH JS JC",
        ]
        .map(set),
    );
    let upcard: Card = "KH".parse().expect("a test card parses");
    let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
    let deal = Deal {
        hands,
        upcard,
        kitty: !used,
    };
    let mut hand = Hand::new(Rules::standard(), dealer, deal);
    while let Some(s) = hand.to_act().filter(|&s| s != seat) {
        hand.apply(s, Action::Pass).expect("a pass is legal");
    }
    hand.view(seat)
}

#[cfg(test)]
mod tests {
    use euchre::{Action, Seat, Suit, Trump};

    use super::*;

    #[test]
    fn the_cards_are_described_as_a_person_would() {
        let view = south(Seat::North);
        assert_eq!(
            making_words(&view, Action::OrderUp { alone: false }),
            "right bower and two more trump, partner deals"
        );
        assert_eq!(
            passing_words(&view, Some(Trump::Suit(Suit::Hearts))),
            "right bower and two more trump in hearts, partner deals"
        );
        // South's own cards with the upcard, as the dealer would hold them.
        let dealer = south(Seat::South);
        assert_eq!(
            making_words(&dealer, Action::OrderUp { alone: true }),
            "right bower, king and two more trump, you deal"
        );
    }

    #[test]
    fn a_computer_seat_is_named_and_a_king_is_no_small_trump() {
        // West holds A♣ K♣ Q♣ A♠ K♠; in spades, the ace and the king by name.
        let west = at(Seat::North, Seat::West);
        assert_eq!(
            passing_words(&west, Some(Trump::Suit(Suit::Spades))),
            "ace and king in spades with an off ace, North, an opponent, deals"
        );
        assert_eq!(
            describe_trump("KS 9S TH".parse().unwrap(), Trump::Suit(Suit::Spades)),
            "king and one more trump"
        );
        assert_eq!(
            describe_trump("QS 9S TH".parse().unwrap(), Trump::Suit(Suit::Spades)),
            "two small trump"
        );
        // East deals: its own deal and its partner's are named, never "you".
        let east = at(Seat::East, Seat::East);
        assert_eq!(
            making_words(&east, Action::OrderUp { alone: false }),
            "king and one more trump, East deals"
        );
        let north = at(Seat::South, Seat::North);
        assert_eq!(
            making_words(&north, Action::OrderUp { alone: false }),
            "no trump with an off ace, South, North's partner, deals"
        );
    }

    /// With three players nobody has a partner: no reason for a card says so, and the
    /// maker's side is the maker alone.
    #[test]
    fn three_player_reasons_never_name_a_partner() {
        use euchre::{Game, Players, Preset};
        let mut reasons = 0;
        for seed in 0..30 {
            let rules = Preset::Standard.rules().with_players(Players::Three);
            let mut game = Game::new(rules, seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                if game.phase() == euchre::Phase::Play {
                    for card in view.hand {
                        if view.legal_actions.contains(&Action::Play(card)) {
                            let words = play_reason(&view, card);
                            assert!(!words.contains("artner"), "{words}");
                            assert!(!words.contains("Your side"), "{words}");
                            reasons += 1;
                        }
                    }
                }
                let action = crate::player(crate::Difficulty::Normal, seed).choose(&view);
                game.apply(seat, action).unwrap();
            }
        }
        assert!(reasons > 100);
    }

    /// A computer seat's reasons (the review's "why?" of its cards) name it, never "you":
    /// only the person's seat is spoken to. Only one card is ever the cheapest.
    #[test]
    fn a_computer_seats_reasons_never_say_you() {
        use euchre::{Game, Rules};
        let says_you = |words: &str| {
            words
                .split(|c: char| !c.is_alphabetic())
                .any(|w| matches!(w.to_lowercase().as_str(), "you" | "your"))
        };
        let (mut named, mut spoken_to) = (0, 0);
        for seed in 0..30 {
            let mut game = Game::new(Rules::standard(), seed);
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                // At most one card is called the cheapest.
                let cheapest = view
                    .legal_actions
                    .iter()
                    .filter(|&&a| match a {
                        Action::Play(card) => play_reason(&view, card).contains("cheapest card"),
                        _ => false,
                    })
                    .count();
                assert!(cheapest <= 1, "{view:?}");
                for &action in &view.legal_actions {
                    let words = match action {
                        Action::Play(card) => play_reason(&view, card),
                        Action::Discard(card) => discard_words(&view, card),
                        _ => continue,
                    };
                    if seat == Seat::South {
                        spoken_to += usize::from(says_you(&words));
                    } else {
                        assert!(!says_you(&words), "{seat}: {words}");
                        named += usize::from(words.contains(seat.name()));
                    }
                }
                let action = crate::player(crate::Difficulty::Normal, seed).choose(&view);
                game.apply(seat, action).unwrap();
            }
        }
        // The same phrases do speak to the person, and do name a computer's seat.
        assert!(spoken_to > 50 && named > 50, "{spoken_to} {named}");
    }
}
