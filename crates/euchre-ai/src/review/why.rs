//! Why a seat chose what it chose, in words: the reason its level gives (the search's
//! values, or the cards), and a computer's bid in a few words for learning mode.

use euchre::{Action, Phase, PlayerView, Trump};

use super::{OptionReview, Verdict};
use crate::heuristic::best_call;
use crate::hint::cards::{
    describe_trump, discard_words, holding_words, making_words, passing_words, play_reason,
    trump_words,
};
use crate::hint::reason::{doing, label, lower_first, percent, tenths};
use crate::search::Contrast;
use crate::sides::CloseScore;
use crate::{Difficulty, Heuristic};

/// The reason of the review of `chosen` in `view` (`options` as reviewed, the best first):
/// for a person, the best option's reason; for Hard and Expert, the search's reason for the
/// option chosen; for Normal and Easy, what the cards say, and when Easy chose other than
/// the Normal player would, that it slipped.
pub(super) fn reason(
    view: &PlayerView,
    chosen: Action,
    level: Option<Difficulty>,
    options: &[OptionReview],
) -> String {
    let of = |action: Action| {
        options
            .iter()
            .find(|o| o.action == action)
            .map_or_else(|| label(view, action), |o| o.reason.clone())
    };
    match level {
        None => options
            .first()
            .map_or_else(|| label(view, chosen), |o| o.reason.clone()),
        Some(Difficulty::Hard | Difficulty::Expert) => named(view, chosen, of(chosen)),
        Some(Difficulty::Normal) => normal_words(view, chosen),
        Some(Difficulty::Easy) => {
            let normal = Heuristic::decide_normal(view);
            if normal == chosen {
                normal_words(view, chosen)
            } else {
                format!(
                    "{}: a slip (the Easy player errs about one decision in eight); the \
                     Normal player would {}",
                    label(view, chosen),
                    lower_first(&label(view, normal))
                )
            }
        }
    }
}

/// What the verdict means, said against `chosen` (`options` as reviewed, the recommended
/// first), by the one measure the verdict uses, the chance to win the game: the best choice
/// and by how much; a toss-up and which options the numbers cannot tell apart; or what the
/// choice gave up, and when it scores more points on average, why that was not worth it
/// (it is euchred more often, or at this score more points are worth nothing more, or a
/// euchre would end the game).
pub(super) fn judged(
    view: &PlayerView,
    chosen: Action,
    verdict: Verdict,
    options: &[OptionReview],
) -> String {
    let share = |x: f64| percent(x).unwrap_or_else(|| "under 1 %".to_string());
    let (Some(best), Some(mine)) = (options.first(), options.iter().find(|o| o.action == chosen))
    else {
        return String::new();
    };
    let noise = noise();
    match verdict {
        Verdict::Best => match options.iter().find(|o| o.win_chance < best.win_chance) {
            Some(next) => format!(
                "The best choice: about {} of a game better than {}, more than the search's \
                 noise ({noise}).",
                share(best.win_chance - next.win_chance),
                doing(view, next.action)
            ),
            // Every option of the very same values: nothing the choice could change.
            None => "The best choice: every option comes to the same by the numbers.".to_string(),
        },
        Verdict::TossUp => {
            let tied: Vec<String> = options
                .iter()
                .filter(|o| o.tied)
                .map(|o| doing(view, o.action))
                .collect();
            let mut text = format!(
                "A toss-up: {} are within the search's noise ({noise}) of each other, so the \
                 numbers cannot choose; the review recommends {} (the hint, which looks at \
                 fewer deals, may name another of them).",
                join(&tied),
                doing(view, best.action)
            );
            if mine.action != best.action
                && tenths(mine.expected_points) > tenths(best.expected_points)
            {
                text += &format!(
                    " {} scores more points on average, {}.",
                    mine.label,
                    but(view, mine, best)
                );
            }
            text
        }
        Verdict::Inaccuracy | Verdict::Mistake => {
            let mut text = format!(
                "{} was better by about {} of a game, more than the search's noise ({noise}).",
                best.label,
                share(best.win_chance - mine.win_chance)
            );
            if tenths(mine.expected_points) > tenths(best.expected_points) {
                text += &format!(
                    " {} scores more points on average, {}.",
                    mine.label,
                    but(view, mine, best)
                );
            }
            text
        }
    }
}

/// Why more points on average were not worth it: "but it is euchred more often", "but at
/// 9–4 one point wins the game, so more points are worth nothing more", "but at 4–8 a euchre
/// would end the game", else "but wins the game less often".
fn but(view: &PlayerView, mine: &OptionReview, best: &OptionReview) -> String {
    let mut but = Vec::new();
    // Euchres compared only between two bids that make trump (after a pass, or in play, the
    // makers may be the other side).
    let bidding = matches!(view.phase, Phase::Bidding1 | Phase::Bidding2);
    let makes = |a: Action| matches!(a, Action::OrderUp { .. } | Action::Call { .. });
    if bidding && makes(mine.action) && makes(best.action) && mine.euchre > best.euchre + 0.02 {
        but.push("it is euchred more often".to_string());
    }
    match CloseScore::of(view) {
        Some(close @ CloseScore::Wins { .. }) => but.push(format!(
            "{}, so more points are worth nothing more",
            close.words()
        )),
        Some(close) => but.push(close.words()),
        None => {}
    }
    if but.is_empty() {
        "but wins the game less often".to_string()
    } else {
        format!("but {}", but.join(", and "))
    }
}

/// The search's noise, [`INACCURACY`](super::INACCURACY) of a game, in words: "1.5 % of a
/// game" (integer arithmetic).
pub(super) fn noise() -> String {
    let t = (super::INACCURACY * 1000.0).round() as i32;
    format!("{}.{} % of a game", t / 10, t % 10)
}

/// Words as an English list: "a", "a and b", "a, b and c" (the app's sentences too).
pub fn join(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What the cards say for `action`, named first: "Order it up: right bower and two more
/// trump, partner deals", "Bury 9♣ to be void in clubs", "Play J♠: lead trump to shorten
/// the makers".
pub(super) fn card_words(view: &PlayerView, action: Action) -> String {
    let name = label(view, action);
    match (view.phase, action) {
        (Phase::Bidding1 | Phase::Bidding2, Action::Pass) => {
            format!("{name}: {}", passing_words(view, pass_trump(view)))
        }
        (Phase::Bidding1 | Phase::Bidding2, _) => {
            format!("{name}: {}", making_words(view, action))
        }
        (Phase::Discard, Action::Discard(card)) | (Phase::Bury, Action::Bury(card)) => {
            discard_words(view, card)
        }
        (Phase::DefendAlone, _) => {
            let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
            format!("{name}: {}", describe_trump(view.hand, trump))
        }
        (Phase::Play, Action::Play(card)) => named(view, action, play_reason(view, card)),
        _ => name,
    }
}

/// What the cards say of the Normal player's `chosen`, and when a convention chose it as
/// Normal's rule of play, that convention: "Play 9♥: … ; the conventional play is second
/// hand low".
fn normal_words(view: &PlayerView, chosen: Action) -> String {
    let words = card_words(view, chosen);
    match crate::conventions::as_rule(view) {
        Some((action, convention)) if action == chosen => {
            let you = crate::hint::cards::addressed(view);
            format!(
                "{words}; the conventional play is {}",
                convention.says_to(you)
            )
        }
        _ => words,
    }
}

/// `words` about `action`, with the action named first unless they name it already: "Play
/// J♠: lead trump to shorten the makers".
fn named(view: &PlayerView, action: Action, words: String) -> String {
    let name = label(view, action);
    let names = match action {
        Action::Play(card) | Action::Discard(card) => words.contains(&card.to_string()),
        _ => words.starts_with(&name),
    };
    if names {
        words
    } else {
        format!("{name}: {}", lower_first(&words))
    }
}

/// The trump a pass is explained in: the upcard's suit in round 1, the best call in
/// round 2.
fn pass_trump(view: &PlayerView) -> Option<Trump> {
    if view.phase == Phase::Bidding1 {
        Some(Trump::Suit(view.upcard.suit()))
    } else {
        best_call(view).map(|(trump, _)| trump)
    }
}

/// Learning mode's words for a computer's bid: the cards that make it ([`bid_reason`]),
/// and for the search levels, which decide by the play-outs, how the bid did against the
/// other option where the two end differently ("North orders up: right bower and two more
/// trump; ahead of passing in 67 % of the deals where the two differ"), when it came out
/// ahead there. `None` for a card or a discard.
pub(super) fn speech(
    view: &PlayerView,
    chosen: Action,
    level: Difficulty,
    contrast: Option<Contrast>,
) -> Option<String> {
    let words = bid_reason(view, chosen)?;
    let searched = matches!(level, Difficulty::Hard | Difficulty::Expert);
    let ahead = contrast
        .filter(|c| searched && c.ahead > 0.5 && c.differ >= 0.05)
        .and_then(|c| {
            let other = third_person(view, c.other);
            Some(format!(
                "; ahead of {other} in {} of the deals where the two differ",
                percent(c.ahead)?
            ))
        })
        .unwrap_or_default();
    Some(words + &ahead)
}

/// An option as something done, for the seat's reason: "passing", "ordering up alone",
/// "calling hearts", "defending alone".
fn third_person(view: &PlayerView, action: Action) -> String {
    let alone = |a: bool| if a { " alone" } else { "" };
    match action {
        Action::Pass if view.phase == Phase::DefendAlone => "defending with partner".to_string(),
        Action::Pass if view.phase == Phase::CallForBest => {
            "playing without partner's card".to_string()
        }
        Action::Pass => "passing".to_string(),
        Action::OrderUp { alone: a } if view.dealer == view.seat => {
            format!("picking it up{}", alone(a))
        }
        Action::OrderUp { alone: a } => format!("ordering up{}", alone(a)),
        Action::Call { trump, alone: a } => format!("calling {trump}{}", alone(a)),
        Action::DefendAlone => "defending alone".to_string(),
        Action::Discard(card) | Action::Play(card) | Action::Bury(card) => card.to_string(),
        Action::PassBest(card) => format!("passing {card}"),
        Action::CallForBest => "calling for partner's best".to_string(),
        Action::GoUnder(_) => "going under".to_string(),
        Action::KeepHand => "keeping the cards".to_string(),
    }
}

/// A bid (or a defend-alone decision) of `view.seat` in a few words, from what that seat
/// holds, for learning mode's "Why they bid" after the hand: "North orders up: right bower and two more
/// trump", "East passes: one small trump in hearts", "West calls spades alone: right
/// bower, left bower and two more trump with an off ace". `view` is the seat's view when
/// it bid. `None` for a card or a discard (a buried card is the dealer's secret), or when
/// `action` is not legal in `view`.
///
/// ```
/// use euchre::{Action, Game, Rules};
/// use euchre_ai::review::bid_reason;
///
/// let game = Game::new(Rules::standard(), 1);
/// let seat = game.to_act().unwrap();
/// let words = bid_reason(&game.view(seat), Action::Pass).unwrap();
/// assert!(words.starts_with(&format!("{seat} passes: ")), "{words}");
/// ```
pub fn bid_reason(view: &PlayerView, action: Action) -> Option<String> {
    if !view.legal_actions.contains(&action) {
        return None;
    }
    let alone = |a: bool| if a { " alone" } else { "" };
    let (verb, words) = match (view.phase, action) {
        (Phase::Bidding1 | Phase::Bidding2, Action::Pass) => {
            ("passes".to_string(), holding_words(view, pass_trump(view)))
        }
        (Phase::Bidding1 | Phase::Bidding2, Action::OrderUp { alone: a }) => {
            let verb = if view.dealer == view.seat {
                "picks it up"
            } else {
                "orders up"
            };
            (format!("{verb}{}", alone(a)), trump_words(view, action))
        }
        (Phase::Bidding1 | Phase::Bidding2, Action::Call { trump, alone: a }) => (
            format!("calls {trump}{}", alone(a)),
            trump_words(view, action),
        ),
        (Phase::DefendAlone, _) => {
            let verb = if action == Action::DefendAlone {
                "defends alone"
            } else {
                "defends with partner"
            };
            let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
            (verb.to_string(), describe_trump(view.hand, trump))
        }
        _ => return None,
    };
    Some(format!("{} {verb}: {words}", view.seat))
}

#[cfg(test)]
mod tests {
    use euchre::{Action, Seat};

    use super::*;
    use crate::hint::cards::south;

    #[test]
    fn a_list_has_commas_and_an_and() {
        let words = |w: &[&str]| join(&w.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(words(&[]), "");
        assert_eq!(words(&["a"]), "a");
        assert_eq!(words(&["a", "b"]), "a and b");
        assert_eq!(words(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn a_bid_is_said_in_the_third_person_with_the_cards_that_make_it() {
        // South holds J♥ 10♥ 9♥ 9♣ Q♠ with the K♥ turned, North deals.
        let view = south(Seat::North);
        assert_eq!(
            bid_reason(&view, Action::OrderUp { alone: false }).as_deref(),
            Some("South orders up: right bower and two more trump")
        );
        assert_eq!(
            bid_reason(&view, Action::Pass).as_deref(),
            Some("South passes: right bower and two more trump in hearts")
        );
        let dealer = south(Seat::South);
        assert_eq!(
            bid_reason(&dealer, Action::OrderUp { alone: true }).as_deref(),
            Some("South picks it up alone: right bower, king and two more trump")
        );
        assert_eq!(bid_reason(&view, Action::DefendAlone), None);
    }

    #[test]
    fn a_search_levels_reason_says_how_its_bid_did_where_the_options_differ() {
        let view = south(Seat::North);
        let order = Action::OrderUp { alone: false };
        let contrast = |ahead: f64| Contrast {
            other: Action::Pass,
            differ: 0.4,
            ahead,
            mine: Default::default(),
            theirs: Default::default(),
        };
        assert_eq!(
            speech(&view, order, Difficulty::Expert, Some(contrast(0.67))).as_deref(),
            Some(
                "South orders up: right bower and two more trump; ahead of passing in 67 % \
                 of the deals where the two differ"
            )
        );
        // Behind where they differ (a Hard bid the review's search does not back), or a
        // level that decides by the cards alone: the cards only.
        let plain = Some("South orders up: right bower and two more trump");
        assert_eq!(
            speech(&view, order, Difficulty::Hard, Some(contrast(0.4))).as_deref(),
            plain
        );
        assert_eq!(
            speech(&view, order, Difficulty::Normal, Some(contrast(0.9))).as_deref(),
            plain
        );
        assert_eq!(
            speech(
                &view,
                Action::Play("9C".parse().unwrap()),
                Difficulty::Expert,
                None
            ),
            None
        );
    }

    #[test]
    fn a_card_is_named_before_its_tactics() {
        let view = south(Seat::North);
        assert_eq!(
            card_words(&view, Action::OrderUp { alone: false }),
            "Order it up: right bower and two more trump, partner deals"
        );
        assert!(card_words(&view, Action::Pass).starts_with("Pass: right bower"));
    }

    /// Normal's "why?" names the convention that chose its card, to the person and of a
    /// computer's seat; a card no convention chose keeps the cards' words alone.
    #[test]
    fn normals_why_names_the_convention_that_chose() {
        use euchre::{Position, Rules, parse_moves};
        // North ordered East's 9♠; South leads holding the J♣: trump to the partner who
        // called.
        let view = |dealer: Seat, seat: Seat, hand: &str, moves: &str| {
            let mut p = Position::new(
                Rules::standard(),
                dealer,
                seat,
                hand.parse().unwrap(),
                "9S".parse().unwrap(),
            );
            p.actions = parse_moves(moves).unwrap();
            p.view().unwrap()
        };
        let south = view(
            Seat::East,
            Seat::South,
            "JC QS TS AH KD",
            "S pass, W pass, N order",
        );
        let lead = Action::Play("JC".parse().unwrap());
        assert_eq!(
            reason(&south, lead, Some(Difficulty::Normal), &[]),
            "Play J♣: your side made trump: lead trump to pull the opponents'; the conventional \
             play is to lead trump to your partner who called"
        );
        assert_eq!(
            reason(
                &south,
                Action::Play("AH".parse().unwrap()),
                Some(Difficulty::Normal),
                &[]
            ),
            "A♥ is the best hearts left: cash it"
        );
        // West leads to East, who ordered South's 9♠: "the partner", never "your".
        let west = view(
            Seat::South,
            Seat::West,
            "JC QS TS AH KD",
            "W pass, N pass, E order",
        );
        let words = reason(&west, lead, Some(Difficulty::Normal), &[]);
        assert!(
            words.ends_with("the conventional play is to lead trump to the partner who called"),
            "{words}"
        );
    }
}
