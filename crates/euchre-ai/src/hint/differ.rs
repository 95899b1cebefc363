//! What made the difference between two options, in words: from the search's play-outs in
//! the deals where the two end differently ([`Contrast`]), which one comes out ahead there
//! and the one thing that happened most differently: the trick being played, the side's
//! tricks, a euchre, a march, the bidding coming back.

use euchre::{Action, Phase, PlayerView};

use super::reason::percent;
use crate::search::{Contrast, Evaluation, LaterCall, Story};

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
        (_, Action::Discard(card)) => format!("burying {card}"),
        (_, Action::DefendAlone) => "defending alone".to_string(),
        (_, Action::Play(card)) => format!("playing {card}"),
        (_, Action::GoUnder(_)) => "going under".to_string(),
        (_, Action::KeepHand) => "keeping your cards".to_string(),
        (_, Action::CallForBest) => "calling for your partner's best".to_string(),
        (_, Action::PassBest(card)) => format!("passing {card} to your partner"),
        (_, Action::Bury(card)) => format!("burying {card}"),
    }
}

/// "; where passing and ordering it up alone end differently (about 34 % of the deals I
/// looked at), passing comes out ahead in 80 % of them: ordering it up alone is euchred in
/// 55 % of them". `later` is the round-2 call a round-1 pass keeps (the pass's
/// [`Evaluation::later`]). Empty when `e` is not set against another option; with whether
/// the words tell what the bidding coming back to the viewer did.
pub(crate) fn differ_words(
    view: &PlayerView,
    e: &Evaluation,
    later: Option<LaterCall>,
) -> (String, bool) {
    let Some(c) = e.contrast else {
        return (String::new(), false);
    };
    let (me, other) = (doing(view, e.action), doing(view, c.other));
    let share = percent(c.differ).unwrap_or_else(|| "under 1 %".to_string());
    let lead = if (c.ahead - 0.5).abs() < 0.005 {
        "each comes out ahead in half of them".to_string()
    } else {
        let (who, part) = if c.ahead > 0.5 {
            (&me, c.ahead)
        } else {
            (&other, 1.0 - c.ahead)
        };
        let part = percent(part).unwrap_or_else(|| "none".to_string());
        format!("{who} comes out ahead in {part} of them")
    };
    let (detail, told_later) = match detail(view, e.action, &c, later) {
        Some((d, told_later)) => (format!(": {d}"), told_later),
        None => (String::new(), false),
    };
    let text = format!(
        "; where {me} and {other} end differently (about {share} of the deals I looked at), \
         {lead}{detail}"
    );
    (text, told_later)
}

/// The one thing that happened most differently between `action` and `c.other` where they
/// differ, in favour of the one that comes out ahead there, when anything did; and whether
/// it is the bidding coming back to the viewer in round 2.
fn detail(
    view: &PlayerView,
    action: Action,
    c: &Contrast,
    later: Option<LaterCall>,
) -> Option<(String, bool)> {
    let (me, other) = (doing(view, action), doing(view, c.other));
    let share = |x: f64| percent(x).unwrap_or_else(|| "none".to_string());
    let (m, t) = (c.mine, c.theirs);
    // Each thing said: how much it stands out, whether it favours `action`, the words.
    let mut said: Vec<(f64, bool, String)> = Vec::new();
    let mut later_said = None;
    if view.phase == Phase::Play && (m.trick - t.trick).abs() >= 0.1 {
        said.push((
            (m.trick - t.trick).abs(),
            m.trick > t.trick,
            format!(
                "your side takes this trick in {} of them {me} and in {} {other}",
                share(m.trick),
                share(t.trick)
            ),
        ));
    }
    if matches!(
        view.phase,
        Phase::Play | Phase::Discard | Phase::DefendAlone
    ) && (m.tricks - t.tricks).abs() >= 0.25
    {
        // Tricks count a little less than a share: a trick is not the hand.
        said.push((
            (m.tricks - t.tricks).abs() / 5.0,
            m.tricks > t.tricks,
            format!(
                "your side takes {} tricks on average {me} against {} {other}",
                decimal(m.tricks),
                decimal(t.tricks)
            ),
        ));
    }
    if m.later >= 0.1 || t.later >= 0.1 {
        let (who, story, call) = if m.later >= t.later {
            (&me, &m, later.filter(|_| action == Action::Pass))
        } else {
            (&other, &t, later.filter(|_| c.other == Action::Pass))
        };
        // What the round-2 call then did, when it was a call.
        let then = match call.map(|l| l.action) {
            Some(call @ Action::Call { .. }) => {
                let (what, x) = if story.later_march >= story.later_euchre {
                    ("takes all five", story.later_march)
                } else {
                    ("is euchred", story.later_euchre)
                };
                format!(
                    ", and {} then {what} in {} of those",
                    doing(view, call),
                    share(x)
                )
            }
            _ => String::new(),
        };
        let text = format!(
            "after {who} everyone passes to you in round 2 in {} of them{then}",
            share(story.later)
        );
        later_said = Some(text.clone());
        said.push((story.later / 2.0, m.later >= t.later, text));
    }
    said.extend(ends(view, &me, &m, &other, &t));
    said.extend(
        ends(view, &other, &t, &me, &m)
            .into_iter()
            .map(|(gap, favours, text)| (gap, !favours, text)),
    );
    let mine_ahead = c.ahead > 0.5;
    said.into_iter()
        .filter(|x| x.1 == mine_ahead)
        .fold(None, |best: Option<(f64, bool, String)>, x| match best {
            Some(b) if b.0 >= x.0 => Some(b),
            _ => Some(x),
        })
        .map(|(_, _, text)| {
            let told_later = later_said.as_ref() == Some(&text);
            (text, told_later)
        })
}

/// How `s`, the story of option `name`, ended where it differs from option `other`'s story
/// `o`, each with how much it stands out and whether it favours `name`: euchred, or all
/// five taken (of a contract the viewer's side makes in it; in the defend-alone decision,
/// of the loner).
fn ends(
    view: &PlayerView,
    name: &str,
    s: &Story,
    other: &str,
    o: &Story,
) -> Vec<(f64, bool, String)> {
    let share = |x: f64| percent(x).unwrap_or_else(|| "none".to_string());
    let defending = view.phase == Phase::DefendAlone;
    let makes = |x: &Story| x.ours >= 0.95;
    // In the defend-alone decision both options tell the same story from two sides: it is
    // told once, from defending alone's.
    if defending && name != doing(view, Action::DefendAlone) || !(makes(s) || defending) {
        return Vec::new();
    }
    let both = makes(o) || defending;
    let who = if defending { "the loner" } else { name };
    let mut out = Vec::new();
    // (mine, theirs, the words, whether more of it is good for the viewer's side)
    for (mine, theirs, what, good) in [
        (s.euchre, o.euchre, "is euchred", defending),
        (s.march, o.march, "takes all five", !defending),
    ] {
        let (gap, text) = match (both, defending) {
            (true, true) => (
                mine - theirs,
                format!(
                    "{who} {what} in {} of them {name} against {} {other}",
                    share(mine),
                    share(theirs)
                ),
            ),
            (true, false) => (
                mine - theirs,
                format!(
                    "{who} {what} in {} of them against {} {other}",
                    share(mine),
                    share(theirs)
                ),
            ),
            _ => (mine, format!("{who} {what} in {} of them", share(mine))),
        };
        if gap.abs() >= 0.1 {
            out.push((gap.abs(), (gap > 0.0) == good, text));
        }
    }
    out
}

/// A non-negative number with one decimal: "3.4" (integer arithmetic).
fn decimal(x: f64) -> String {
    let t = super::reason::tenths(x.max(0.0));
    format!("{}.{}", t / 10, t % 10)
}

#[cfg(test)]
mod tests {
    use euchre::Seat;

    use super::super::cards::south;
    use super::*;

    fn story(march: f64, euchre: f64, ours: f64) -> Story {
        Story {
            march,
            euchre,
            ours,
            ..Story::default()
        }
    }

    #[test]
    fn the_words_say_who_comes_out_ahead_and_what_happened_most() {
        let view = south(Seat::South);
        let alone = Action::OrderUp { alone: true };
        let with = Action::OrderUp { alone: false };
        let e = Evaluation {
            action: alone,
            points: 1.0,
            utility: 0.6,
            march: 0.3,
            euchre: 0.1,
            ours: 1.0,
            later: None,
            contrast: Some(Contrast {
                other: with,
                differ: 0.34,
                ahead: 0.2,
                mine: story(0.3, 0.5, 1.0),
                theirs: story(0.1, 0.05, 1.0),
            }),
        };
        assert_eq!(
            differ_words(&view, &e, None).0,
            "; where picking it up alone and picking it up end differently (about 34 % of \
             the deals I looked at), picking it up comes out ahead in 80 % of them: picking \
             it up alone is euchred in 50 % of them against 5 % picking it up"
        );
        let pass = Evaluation {
            action: Action::Pass,
            contrast: Some(Contrast {
                other: with,
                differ: 0.5,
                ahead: 0.7,
                mine: Story {
                    later: 0.6,
                    ..story(0.2, 0.1, 0.6)
                },
                theirs: story(0.0, 0.3, 1.0),
            }),
            ..e
        };
        assert!(
            differ_words(&view, &pass, None).0.ends_with(
                "passing comes out ahead in 70 % of them: after passing everyone passes to \
                 you in round 2 in 60 % of them"
            ),
            "{}",
            differ_words(&view, &pass, None).0
        );
        assert_eq!(
            differ_words(
                &view,
                &Evaluation {
                    contrast: None,
                    ..e
                },
                None
            ),
            (String::new(), false)
        );
    }
}
