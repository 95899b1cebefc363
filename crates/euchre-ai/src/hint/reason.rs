//! The words of a hint: each option named as a person says it, and a reason that carries
//! what convinces — the option's value against the next best, how often its sampled hands
//! end in a march or a euchre, and what the cards say.
//!
//! Numbers are written by integer arithmetic (tenths of a point, whole percentages): no
//! float formatting code in the wasm.

use euchre::{Action, Phase, PlayerView, Trump};

use super::cards::{describe_trump, discard_words, making_words, passing_words, play_reason};
use super::differ::differ_words;
use crate::conventions::{Convention, TIE};
use crate::search::Evaluation;

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

/// The reason for option `e` among `all`, the evaluations with the recommended one first
/// and the others best first: `e` is compared with the option it is set against
/// ([`Evaluation::contrast`]; without one, the recommended option, or being it the next
/// best), and in the bidding with passing too; then what made the difference where the two
/// end differently ([`differ_words`]). When a `convention` chose the recommended option
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
    let kept = all
        .iter()
        .find(|o| o.action == Action::Pass)
        .and_then(|o| o.later);
    let (differ, told_later) = differ_words(view, e, kept);
    let bidding = matches!(view.phase, Phase::Bidding1 | Phase::Bidding2);
    let mut others: Vec<&Evaluation> = reference.into_iter().collect();
    if bidding && e.action != Action::Pass && reference.is_some_and(|r| r.action != Action::Pass) {
        others.extend(all.iter().find(|o| o.action == Action::Pass));
    }
    let values = values(view, e, &others);
    let matters = reference.is_some_and(|r| tenths(r.points) != tenths(e.points));
    match (view.phase, e.action) {
        (Phase::Bidding1 | Phase::Bidding2, Action::Pass) => {
            let why = match reference.map(|r| (r, r.action)) {
                Some((r, Action::OrderUp { alone: true } | Action::Call { alone: true, .. })) => {
                    format!(", where you take all five {}", in_deals(r.march))
                }
                Some((r, Action::OrderUp { .. } | Action::Call { .. })) => {
                    format!(", which gets you euchred {}", in_deals(r.euchre))
                }
                _ => String::new(),
            };
            let trump = match reference.map(|r| r.action) {
                Some(Action::Call { trump, .. }) => Some(trump),
                _ if view.phase == Phase::Bidding1 => Some(Trump::Suit(view.upcard.suit())),
                _ => None,
            };
            // What the pass keeps, unless the play-outs where it differs tell it already.
            let kept = if told_later { String::new() } else { keeps(e) };
            format!(
                "{}: {values}{why} ({}){kept}{differ}",
                label(view, e.action),
                passing_words(view, trump)
            )
        }
        (Phase::Bidding1 | Phase::Bidding2, action) => {
            let alone = matches!(
                action,
                Action::OrderUp { alone: true } | Action::Call { alone: true, .. }
            );
            format!(
                "{}: {values}; {} ({}){differ}",
                label(view, action),
                making(e, alone),
                making_words(view, action)
            )
        }
        // The dealer's discard, or a lone player's card buried after the partner's best.
        (Phase::Discard, Action::Discard(card)) | (Phase::Bury, Action::Bury(card)) => {
            let alone = view.contract.is_some_and(|c| c.alone);
            let ends = match (e.ours >= 0.5, alone) {
                (true, _) => making(e, alone),
                (false, true) => defending(e, "you euchre the loner"),
                (false, false) => defending(e, "you euchre them"),
            };
            // Why a card is buried is said of the recommended one; the others are named.
            let words = if recommended {
                discard_words(view, card)
            } else {
                label(view, e.action)
            };
            format!("{words}: {values}; {ends}{differ}")
        }
        (Phase::PassBest, action) => {
            let partner = if view
                .contract
                .is_some_and(|c| c.maker == view.seat.partner())
            {
                let euchred = match percent(e.euchre) {
                    Some(p) => format!("is euchred in {p}"),
                    None => "is never euchred".to_string(),
                };
                format!(
                    "your partner takes all five {} and {euchred}",
                    in_deals(e.march)
                )
            } else {
                defending(e, "your partner euchres the loner")
            };
            format!("{}: {values}; {partner}{differ}", label(view, action))
        }
        (Phase::DefendAlone, action) => {
            let who = if action == Action::DefendAlone {
                "you euchre the loner"
            } else {
                "together you euchre the loner"
            };
            let trump = view.trump().unwrap_or(Trump::Suit(view.upcard.suit()));
            format!(
                "{}: {values}; {} ({}){differ}",
                label(view, action),
                defending(e, who),
                describe_trump(view.hand, trump)
            )
        }
        (Phase::Play, Action::Play(card)) => {
            let tactics = play_reason(view, card);
            if matters {
                format!("{tactics}; {values}{}{differ}", trick_words(view))
            } else {
                tactics
            }
        }
        (_, action) => label(view, action),
    }
}

/// The reason of an option within [`TIE`] of the best when `convention` chose `chosen`
/// among them: "Pick it up: a toss-up by the numbers (about +1.0 points against +1.2
/// alone); the convention is to play with your partner rather than alone".
fn toss_up(
    view: &PlayerView,
    e: &Evaluation,
    all: &[Evaluation],
    chosen: &Evaluation,
    convention: Convention,
    recommended: bool,
) -> String {
    let says = convention.says();
    if recommended {
        // Set against the other option the numbers rank highest.
        let rival = all
            .iter()
            .filter(|o| o.action != e.action)
            .max_by(|a, b| a.utility.total_cmp(&b.utility));
        let values = values(view, e, &rival.into_iter().collect::<Vec<_>>());
        return format!(
            "{}: a toss-up by the numbers ({values}); the convention is {says}",
            label(view, e.action)
        );
    }
    format!(
        "{}: as good by the numbers as to {} (about {} points against {}); the convention is \
         {says}",
        label(view, e.action),
        lower_first(&label(view, chosen.action)),
        signed(e.points),
        signed(chosen.points),
    )
}

/// What a round-1 pass keeps, from the search's play-outs: the viewer's own round-2 call
/// when everyone passes to it, how often that happens, and how that call then ends ("";
/// passing keeps a call of hearts for round 2: everyone passes to you in about 58 % of the
/// deals I looked at, and the call then takes all five in about 41 % of them"). Empty when
/// the pass would pass again, or the turn rarely comes.
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
    let then = match (percent(later.march), percent(later.euchre)) {
        (Some(p), _) if later.march >= 0.1 => format!("takes all five in about {p} of them"),
        (_, Some(p)) => format!("is euchred in about {p} of them"),
        _ => "is never euchred".to_string(),
    };
    format!(
        "; passing keeps a call of {trump}{how} for round 2: everyone passes to you {}, and \
         the call then {then}",
        in_deals(later.reached)
    )
}

/// "about +1.8 points against +1.3 with your partner and +0.1 if you pass".
fn values(view: &PlayerView, e: &Evaluation, others: &[&Evaluation]) -> String {
    let mut text = format!("about {} points", signed(e.points));
    for (i, o) in others.iter().enumerate() {
        text.push_str(if i == 0 { " against " } else { " and " });
        text.push_str(&signed(o.points));
        text.push(' ');
        text.push_str(&against(view, e.action, o.action));
    }
    // Fewer points can still win the game more often (the score decides): say so.
    if let Some(o) = others.first() {
        let more = match tenths(e.points).cmp(&tenths(o.points)) {
            std::cmp::Ordering::Less if e.utility > o.utility => "more",
            std::cmp::Ordering::Greater if e.utility < o.utility => "less",
            _ => return text,
        };
        let chance = |x: f64| percent(x).unwrap_or_else(|| "0 %".to_string());
        let (mine, theirs) = (chance(e.utility), chance(o.utility));
        // Chances that read alike in whole percent ("over 99 %") are told to a tenth.
        let (mine, theirs) = if mine == theirs {
            (per_mille(e.utility), per_mille(o.utility))
        } else {
            (format!("about {mine}"), theirs)
        };
        if mine == theirs {
            text.push_str(&format!(", but it wins the game a shade {more} often"));
        } else {
            text.push_str(&format!(
                ", but it wins the game {more} often ({mine} against {theirs})"
            ));
        }
    }
    text
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

/// How a contract of ours ends: "you take all five in about 27 % of the deals I looked at
/// and are euchred in 1 %", the march first when going alone, the euchre first otherwise.
fn making(e: &Evaluation, alone: bool) -> String {
    let (march, euchre) = (percent(e.march), percent(e.euchre));
    if alone {
        let euchred = match euchre {
            Some(p) => format!("are euchred in {p}"),
            None => "are never euchred".to_string(),
        };
        format!("you take all five {} and {euchred}", in_deals(e.march))
    } else {
        let all_five = match march {
            Some(p) => format!("take all five in {p}"),
            None => "never take all five".to_string(),
        };
        format!("you are euchred {} and {all_five}", in_deals(e.euchre))
    }
}

/// How the opponents' contract ends: "{who} in about 30 % of the deals I looked at and they
/// take all five in 20 %".
fn defending(e: &Evaluation, who: &str) -> String {
    let all_five = match percent(e.march) {
        Some(p) => format!("they take all five in {p}"),
        None => "they never take all five".to_string(),
    };
    format!("{who} {} and {all_five}", in_deals(e.euchre))
}

/// "in about 27 % of the deals I looked at", "in none of …", "in all of …".
fn in_deals(share: f64) -> String {
    match percent(share) {
        None => "in none of the deals I looked at".to_string(),
        Some(p) if p == "100 %" => "in all of the deals I looked at".to_string(),
        Some(p) => format!("in about {p} of the deals I looked at"),
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

/// A share as a percentage to a tenth: "99.6 %" (integer arithmetic).
fn per_mille(share: f64) -> String {
    let t = (share.clamp(0.0, 1.0) * 1000.0).round() as i32;
    match t {
        1000 if share < 1.0 => "over 99.9 %".to_string(),
        0 if share > 0.0 => "under 0.1 %".to_string(),
        t => format!("{}.{} %", t / 10, t % 10),
    }
}

/// Points with one decimal and a sign: "+1.8", "−0.4", "0.0" (integer arithmetic).
pub(crate) fn signed(points: f64) -> String {
    let t = tenths(points);
    let sign = match t {
        0 => "",
        t if t > 0 => "+",
        _ => "−",
    };
    let t = t.unsigned_abs();
    format!("{sign}{}.{}", t / 10, t % 10)
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
    fn numbers_are_tenths_and_whole_percentages() {
        assert_eq!(signed(1.99), "+2.0");
        assert_eq!(signed(1.33), "+1.3");
        assert_eq!(signed(-0.44), "−0.4");
        assert_eq!(signed(-2.0), "−2.0");
        assert_eq!(signed(0.04), "0.0");
        assert_eq!(signed(-0.04), "0.0");
        assert_eq!(percent(0.0), None);
        assert_eq!(percent(0.004).as_deref(), Some("under 1 %"));
        assert_eq!(percent(0.456).as_deref(), Some("46 %"));
        assert_eq!(percent(0.998).as_deref(), Some("over 99 %"));
        assert_eq!(percent(1.0).as_deref(), Some("100 %"));
        assert_eq!(in_deals(1.0), "in all of the deals I looked at");
        assert_eq!(in_deals(0.0), "in none of the deals I looked at");
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

    #[test]
    fn a_reason_sets_the_values_side_by_side_and_says_what_makes_it_work() {
        let view = south(Seat::South);
        let all = [
            evaluation(Action::OrderUp { alone: true }, 1.99, 0.45, 0.02),
            evaluation(Action::OrderUp { alone: false }, 1.33, 0.5, 0.0),
            evaluation(Action::Pass, 0.1, 0.1, 0.2),
        ];
        let alone = reason(&view, &all[0], &all, None);
        assert!(
            alone.starts_with(
                "Pick it up alone: about +2.0 points against +1.3 with your partner and +0.1 \
                 if you pass; you take all five in about 45 % of the deals I looked at and \
                 are euchred in 2 % ("
            ),
            "{alone}"
        );
        let partner = reason(&view, &all[1], &all, None);
        assert!(
            partner.starts_with(
                "Pick it up: about +1.3 points against +2.0 alone and +0.1 if you pass; you \
                 are euchred in none of the deals I looked at and take all five in 50 % ("
            ),
            "{partner}"
        );
        let pass = reason(&view, &all[2], &all, None);
        assert!(
            pass.starts_with(
                "Pass: about +0.1 points against +2.0 if you pick it up alone, where you take \
                 all five in about 45 % of the deals I looked at ("
            ),
            "{pass}"
        );
        // Fewer points that win the game more often (near the end of a game).
        let safe = Evaluation {
            utility: 0.9,
            ..evaluation(Action::Pass, 0.5, 0.1, 0.2)
        };
        let risky = evaluation(Action::OrderUp { alone: false }, 0.8, 0.2, 0.3);
        assert!(
            values(&view, &safe, &[&risky]).ends_with(
                "about +0.5 points against +0.8 if you pick it up, but it wins the game more \
                 often (about 90 % against 58 %)"
            ),
            "{}",
            values(&view, &safe, &[&risky])
        );
        assert!(
            values(&view, &risky, &[&safe])
                .ends_with("but it wins the game less often (about 58 % against 90 %)")
        );
        for text in [alone, partner, pass] {
            assert!(!text.contains("Order"), "the dealer picks it up: {text}");
        }
    }
}
