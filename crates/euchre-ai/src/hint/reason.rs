//! The words of a hint: each option named as a person says it, and a reason that argues as
//! a player does — the cards first (trumps and bowers held, next, who deals, the score, the
//! trick), then one number: how much of a game the option is worth against the option it is
//! set against, by the chance to win the game the search maximises (the same measure the
//! coach's verdict uses). Options within the search's noise of each other ([`TIE`]) are a
//! toss-up, and a convention, when one chose among them, is named.
//!
//! Numbers are written by integer arithmetic (tenths of a point, whole percentages): no
//! float formatting code in the wasm.

use euchre::{Action, Phase, PlayerView, Trump};

use super::cards::{describe_trump, discard_words, making_words, passing_words, play_reason};
use crate::conventions::{Convention, TIE};
use crate::search::Evaluation;
use crate::sides::CloseScore;

/// The action in a person's words: "Pick it up" for the dealer in round 1, "Order it up"
/// for the others.
pub(crate) fn label(view: &PlayerView, action: Action) -> String {
    let alone = |a: bool| if a { " alone" } else { "" };
    match (view.phase, action) {
        (_, Action::OrderUp { alone: a }) if view.dealer == view.seat => {
            format!("Pick it up{}", alone(a))
        }
        (_, Action::OrderUp { alone: a }) => format!("Order it up{}", alone(a)),
        (_, Action::Call { trump, alone: a }) => format!("Call {trump}{}", alone(a)),
        (Phase::DefendAlone, Action::Pass) => "Defend with your partner".to_string(),
        (Phase::CallForBest, Action::Pass) => "Play without your partner's card".to_string(),
        (_, Action::Pass) => "Pass".to_string(),
        (_, Action::Discard(card)) => format!("Bury {card}"),
        (_, Action::DefendAlone) => "Defend alone".to_string(),
        (_, Action::Play(card)) => format!("Play {card}"),
        (_, Action::GoUnder([a, b, c])) => format!("Go under with {a} {b} {c}"),
        (_, Action::KeepHand) => "Keep your cards".to_string(),
        (_, Action::CallForBest) => "Call for your partner's best".to_string(),
        (_, Action::PassBest(card)) => format!("Pass {card} to your partner"),
        (_, Action::Bury(card)) => format!("Bury {card}"),
    }
}

/// An option as something done: "passing", "picking it up alone", "calling hearts",
/// "burying 9♠", "playing A♠", "defending alone".
pub(crate) fn doing(view: &PlayerView, action: Action) -> String {
    let alone = |a: bool| if a { " alone" } else { "" };
    match (view.phase, action) {
        (Phase::DefendAlone, Action::Pass) => "defending with your partner".to_string(),
        (Phase::CallForBest, Action::Pass) => "playing without your partner's card".to_string(),
        (_, Action::Pass) => "passing".to_string(),
        (_, Action::OrderUp { alone: a }) if view.dealer == view.seat => {
            format!("picking it up{}", alone(a))
        }
        (_, Action::OrderUp { alone: a }) => format!("ordering it up{}", alone(a)),
        (_, Action::Call { trump, alone: a }) => format!("calling {trump}{}", alone(a)),
        (_, Action::Discard(card) | Action::Bury(card)) => format!("burying {card}"),
        (_, Action::DefendAlone) => "defending alone".to_string(),
        (_, Action::Play(card)) => format!("playing {card}"),
        (_, Action::GoUnder(_)) => "going under".to_string(),
        (_, Action::KeepHand) => "keeping your cards".to_string(),
        (_, Action::CallForBest) => "calling for your partner's best".to_string(),
        (_, Action::PassBest(card)) => format!("passing {card} to your partner"),
    }
}

/// The reason for option `e` among `all`, the evaluations with the recommended one first
/// and the others best first: what the cards say, then `e` against the option it is set
/// against ([`Evaluation::contrast`]; without one, the recommended option, or being it the
/// next best) in one number ([`edge`]). When a `convention` chose the recommended option
/// among options the numbers could not separate (within [`TIE`]), the reasons of those
/// options say so.
pub(crate) fn reason(
    view: &PlayerView,
    e: &Evaluation,
    all: &[Evaluation],
    convention: Option<Convention>,
) -> String {
    let recommended = all.first().is_some_and(|r| r.action == e.action);
    if let (Some(convention), Some(chosen)) = (convention, all.first()) {
        let top = all
            .iter()
            .map(|o| o.utility)
            .fold(f64::NEG_INFINITY, f64::max);
        // The recommended option, those within the tie of the best, and the best itself (a
        // loner not surely better than the partnered call is tied with it, however far).
        if recommended || e.utility >= top - TIE {
            return toss_up(view, e, all, chosen, convention, recommended);
        }
    }
    let reference = match e.contrast {
        Some(c) => all.iter().find(|o| o.action == c.other),
        None if recommended => all.get(1),
        None => all.first(),
    };
    let edge = reference.map_or_else(String::new, |r| format!("; {}", edge(view, e, r)));
    let name = label(view, e.action);
    match (view.phase, e.action) {
        (Phase::Bidding1 | Phase::Bidding2, Action::Pass) => {
            let trump = match reference.map(|r| r.action) {
                Some(Action::Call { trump, .. }) => Some(trump),
                _ if view.phase == Phase::Bidding1 => Some(Trump::Suit(view.upcard.suit())),
                _ => None,
            };
            format!(
                "{name}: {}{}{}{edge}",
                passing_words(view, trump),
                keeps(e),
                score_words(view)
            )
        }
        (Phase::Bidding1 | Phase::Bidding2, action) => {
            format!(
                "{name}: {}{}{edge}",
                making_words(view, action),
                score_words(view)
            )
        }
        // The dealer's discard, or a lone player's card buried after the partner's best.
        (Phase::Discard, Action::Discard(card)) | (Phase::Bury, Action::Bury(card)) => {
            // Why a card is buried is said of the recommended one; the others are named.
            if recommended {
                format!("{}{edge}", discard_words(view, card))
            } else {
                colon(name, &edge)
            }
        }
        (Phase::DefendAlone, _) => {
            let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
            format!("{name}: {}{edge}", describe_trump(view.hand, trump))
        }
        (Phase::Play, Action::Play(card)) => {
            let tactics = play_reason(view, card);
            // A card as good as the one it is set against (an equivalent card) is told by
            // its tactics alone.
            let matters = reference.is_some_and(|r| (r.utility - e.utility).abs() > 1e-9);
            if matters {
                format!("{tactics}{}{edge}", trick_words(view))
            } else {
                tactics
            }
        }
        _ => colon(name, &edge),
    }
}

/// An option's name and its `edge` ("; about 4 % …"), joined by a colon: "Bury J♥: about 11 %
/// of a game worse than if you bury 9♠".
fn colon(name: String, edge: &str) -> String {
    match edge.strip_prefix("; ") {
        Some(edge) => format!("{name}: {edge}"),
        None => name,
    }
}

/// Option `e` against `other` in one number, the chance to win the game: "about 4 % of a
/// game better than if you pass", "about 2 % of a game worse than alone"; within [`TIE`], "a
/// toss-up with passing by the numbers (under 1 % of a game apart)"; and "as good as
/// playing K♥ by the numbers" when nothing separates them.
pub(crate) fn edge(view: &PlayerView, e: &Evaluation, other: &Evaluation) -> String {
    let gap = e.utility - other.utility;
    if gap.abs() <= 1e-9 {
        return format!("as good as {} by the numbers", doing(view, other.action));
    }
    let share = percent(gap.abs()).unwrap_or_else(|| "under 1 %".to_string());
    if gap.abs() < TIE {
        return format!(
            "a toss-up with {} by the numbers ({share} of a game apart)",
            doing(view, other.action)
        );
    }
    let better = if gap > 0.0 { "better" } else { "worse" };
    format!(
        "about {share} of a game {better} than {}",
        against(view, e.action, other.action)
    )
}

/// The reason of an option within [`TIE`] of the best when `convention` chose `chosen`
/// among them: "Pick it up: a toss-up by the numbers with picking it up alone (1 % of a game
/// apart); the convention is to play with your partner rather than alone".
fn toss_up(
    view: &PlayerView,
    e: &Evaluation,
    all: &[Evaluation],
    chosen: &Evaluation,
    convention: Convention,
    recommended: bool,
) -> String {
    let says = convention.says_to(crate::hint::cards::addressed(view));
    // The recommended option is set against the other option the numbers rank highest; the
    // others against the recommended one.
    let rival = if recommended {
        all.iter()
            .filter(|o| o.action != e.action)
            .max_by(|a, b| a.utility.total_cmp(&b.utility))
    } else {
        Some(chosen)
    };
    let apart = rival.map_or_else(String::new, |r| {
        let gap = (e.utility - r.utility).abs();
        let share = percent(gap).unwrap_or_else(|| "under 1 %".to_string());
        // A loner not surely better than its partnered call is tied with it however far
        // apart their means: the deals looked at cannot tell them apart.
        let sure = if gap >= TIE {
            ", not surely apart over the deals I looked at"
        } else {
            ""
        };
        format!(
            " with {} ({share} of a game apart{sure})",
            doing(view, r.action)
        )
    });
    format!(
        "{}: a toss-up by the numbers{apart}; the convention is {says}",
        label(view, e.action)
    )
}

/// What a round-1 pass keeps, from the search's play-outs: the viewer's own round-2 call
/// when everyone passes back ("; passing keeps a call of hearts for round 2"). Empty when the
/// pass would pass again, or the turn rarely comes back (under a tenth of the deals).
fn keeps(e: &Evaluation) -> String {
    let Some(later) = e.later else {
        return String::new();
    };
    let Action::Call { trump, alone } = later.action else {
        return String::new();
    };
    if later.reached < 0.1 {
        return String::new();
    }
    let how = if alone { " alone" } else { "" };
    format!("; passing keeps a call of {trump}{how} for round 2")
}

/// The score, when it decides a bid: "; at 9–4 one point wins the game", "; at 4–8 a euchre
/// would end the game". Empty when neither side is that close.
fn score_words(view: &PlayerView) -> String {
    CloseScore::of(view).map_or_else(String::new, |close| format!("; {}", close.words()))
}

/// How option `other` reads next to `option`: "with your partner", "alone", "if you pass",
/// "if you call spades".
fn against(view: &PlayerView, option: Action, other: Action) -> String {
    match (option, other) {
        (Action::OrderUp { alone: true }, Action::OrderUp { alone: false }) => {
            "with your partner".to_string()
        }
        (Action::OrderUp { alone: false }, Action::OrderUp { alone: true }) => "alone".to_string(),
        (Action::Call { trump, alone }, Action::Call { trump: t, alone: a })
            if trump == t && alone != a =>
        {
            if alone { "with your partner" } else { "alone" }.to_string()
        }
        (_, Action::Pass) if view.phase == Phase::DefendAlone => "with your partner".to_string(),
        (_, Action::Pass) => "if you pass".to_string(),
        _ => format!("if you {}", lower_first(&label(view, other))),
    }
}

/// A share as a whole percentage ("27 %", "under 1 %"), or none when it is zero.
pub(crate) fn percent(share: f64) -> Option<String> {
    if share <= 0.0 {
        return None;
    }
    let p = (share * 100.0).round() as i32;
    Some(match p {
        0 => "under 1 %".to_string(),
        100 if share < 1.0 => "over 99 %".to_string(),
        p => format!("{} %", p.min(100)),
    })
}

/// Points rounded to tenths.
pub(crate) fn tenths(points: f64) -> i32 {
    (points * 10.0).round() as i32
}

/// "1 more trick", "2 more tricks".
fn more_tricks(n: u8) -> String {
    if n == 1 {
        "1 more trick".to_string()
    } else {
        format!("{n} more tricks")
    }
}

/// What the viewer's side still needs in play: ", and you need 1 more trick to make it".
fn trick_words(view: &PlayerView) -> String {
    let Some(contract) = view.contract else {
        return String::new();
    };
    let me = view.seat.team();
    let taken =
        |team: euchre::Team| -> u8 { team.seats().iter().map(|&s| view.tricks_won[s]).sum() };
    let (ours, theirs) = (taken(me), taken(me.other()));
    let goal = if contract.makers() == me {
        if ours < 3 {
            "to make it"
        } else if theirs == 0 && ours < 5 {
            "for all five"
        } else {
            return String::new();
        }
    } else if ours < 3 {
        "to euchre them"
    } else {
        return String::new();
    };
    let need = if goal == "for all five" {
        5 - ours
    } else {
        3 - ours
    };
    format!(", and you need {} {goal}", more_tricks(need))
}

/// The text with its first letter in lower case: "pick it up".
pub(crate) fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
#[cfg(test)]
mod tests {
    use euchre::{Action, Seat};

    use super::super::cards::south;
    use super::*;

    fn evaluation(action: Action, points: f64, march: f64, euchre: f64) -> Evaluation {
        Evaluation {
            action,
            points,
            utility: 0.5 + points / 10.0,
            march,
            euchre,
            ours: 1.0,
            later: None,
            contrast: None,
        }
    }

    #[test]
    fn numbers_are_whole_percentages() {
        assert_eq!(percent(0.0), None);
        assert_eq!(percent(0.004).as_deref(), Some("under 1 %"));
        assert_eq!(percent(0.456).as_deref(), Some("46 %"));
        assert_eq!(percent(0.998).as_deref(), Some("over 99 %"));
        assert_eq!(percent(1.0).as_deref(), Some("100 %"));
        assert_eq!(more_tricks(1), "1 more trick");
        assert_eq!(more_tricks(2), "2 more tricks");
    }

    #[test]
    fn the_dealer_picks_it_up_and_the_others_order_it_up() {
        let order = Action::OrderUp { alone: false };
        let alone = Action::OrderUp { alone: true };
        let dealer = south(Seat::South);
        assert_eq!(label(&dealer, order), "Pick it up");
        assert_eq!(label(&dealer, alone), "Pick it up alone");
        assert_eq!(against(&dealer, Action::Pass, order), "if you pick it up");
        let partner_deals = south(Seat::North);
        assert_eq!(label(&partner_deals, order), "Order it up");
        assert_eq!(label(&partner_deals, alone), "Order it up alone");
        assert_eq!(against(&partner_deals, alone, order), "with your partner");
        assert_eq!(against(&partner_deals, order, alone), "alone");
        assert_eq!(against(&partner_deals, order, Action::Pass), "if you pass");
    }

    fn valued(action: Action, utility: f64) -> Evaluation {
        Evaluation {
            utility,
            ..evaluation(action, 0.0, 0.0, 0.0)
        }
    }

    #[test]
    fn a_reason_leads_with_the_cards_and_gives_one_number() {
        // South deals, holds J♥ 10♥ 9♥ 9♣ Q♠ with the K♥ turned, the others passed.
        let view = south(Seat::South);
        let all = [
            valued(Action::OrderUp { alone: true }, 0.70),
            valued(Action::OrderUp { alone: false }, 0.66),
            valued(Action::Pass, 0.52),
        ];
        let alone = reason(&view, &all[0], &all, None);
        assert_eq!(
            alone,
            "Pick it up alone: right bower, king and two more trump, you deal; about 4 % of a \
             game better than with your partner"
        );
        let partner = reason(&view, &all[1], &all, None);
        assert_eq!(
            partner,
            "Pick it up: right bower, king and two more trump, you deal; about 4 % of a game \
             worse than alone"
        );
        let pass = reason(&view, &all[2], &all, None);
        assert_eq!(
            pass,
            "Pass: right bower and two more trump in hearts, you deal; about 18 % of a game \
             worse than if you pick it up alone"
        );
        for text in [alone, partner, pass] {
            assert_eq!(text.matches('%').count(), 1, "one number: {text}");
            assert!(!text.contains("Order"), "the dealer picks it up: {text}");
        }
    }

    #[test]
    fn options_within_the_noise_are_a_toss_up_and_the_score_is_told() {
        let mut view = south(Seat::North);
        view.scores =
            euchre::ByTeam::from_fn(|t| if t == euchre::Team::NorthSouth { 9 } else { 4 });
        let all = [
            valued(Action::OrderUp { alone: false }, 0.903),
            valued(Action::Pass, 0.899),
            valued(Action::OrderUp { alone: true }, 0.80),
        ];
        assert_eq!(
            reason(&view, &all[0], &all, None),
            "Order it up: right bower and two more trump, partner deals; at 9–4 one point \
             wins the game; a toss-up with passing by the numbers (under 1 % of a game apart)"
        );
        // The convention that chose among them is named, by the recommended option and by
        // the one tied with it; an option outside the tie is set against the recommended.
        let partnered = [
            valued(Action::OrderUp { alone: false }, 0.69),
            valued(Action::OrderUp { alone: true }, 0.70),
            valued(Action::Pass, 0.50),
        ];
        let convention = Some(Convention::Partnered);
        assert_eq!(
            reason(&view, &partnered[0], &partnered, convention),
            "Order it up: a toss-up by the numbers with ordering it up alone (1 % of a game \
             apart); the convention is to play with your partner rather than alone"
        );
        assert_eq!(
            reason(&view, &partnered[1], &partnered, convention),
            "Order it up alone: a toss-up by the numbers with ordering it up (1 % of a game \
             apart); the convention is to play with your partner rather than alone"
        );
        assert!(
            reason(&view, &partnered[2], &partnered, convention)
                .ends_with("; about 19 % of a game worse than if you order it up"),
            "{}",
            reason(&view, &partnered[2], &partnered, convention)
        );
    }
}
