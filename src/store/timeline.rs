//! The game's decisions, hand by hand, for the game log and a hand's timeline: who did what
//! in order, read from the engine's events while the record is replayed (never from a rule
//! of our own); the coach's review of each is `review.rs`'s.

use euchre::{Action, Card, Event, Game, Phase, Seat};

use super::{YOU, trump_made};

/// Where in its hand a decision was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Before the bidding: whether to go under with a farmer's hand.
    GoingUnder,
    /// The first round of bidding (order the upcard up, or pass).
    Round1,
    /// The Joker turned up: the dealer names trump.
    Joker,
    /// The dealer's discard after picking the upcard up.
    Discard,
    /// The second round of bidding (name a suit, or pass).
    Round2,
    /// Whether to defend alone against a lone maker.
    DefendAlone,
    /// Calling for partner's best: the call, the card passed, the card buried.
    Best,
    /// A card to trick `n` (from 1).
    Trick(u8),
}

impl Stage {
    /// Where the hand being played is now.
    pub fn of(game: &Game) -> Stage {
        match game.phase() {
            Phase::GoingUnder => Stage::GoingUnder,
            Phase::Bidding1 => Stage::Round1,
            Phase::JokerTurned => Stage::Joker,
            Phase::Discard => Stage::Discard,
            Phase::Bidding2 => Stage::Round2,
            Phase::DefendAlone => Stage::DefendAlone,
            Phase::CallForBest | Phase::PassBest | Phase::Bury => Stage::Best,
            _ => Stage::Trick(game.hand().tricks().len() as u8 + 1),
        }
    }

    /// The heading of the stage in a timeline: "Bidding, round 1", "Trick 3".
    pub fn heading(self) -> String {
        match self {
            Stage::GoingUnder => "Going under".into(),
            Stage::Round1 => "Bidding, round 1".into(),
            Stage::Joker => "The Joker turned up".into(),
            Stage::Discard => "The dealer's discard".into(),
            Stage::Round2 => "Bidding, round 2".into(),
            Stage::DefendAlone => "Defending alone".into(),
            Stage::Best => "Partner's best".into(),
            Stage::Trick(n) => format!("Trick {n}"),
        }
    }
}

/// One decision of the game as a timeline shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// Its place in `game.actions()`: "Replay from here" goes back to just before it.
    pub index: usize,
    /// The number of the hand it was taken in (as [`euchre::HandRecord::number`]).
    pub hand: u32,
    /// Who took it.
    pub seat: Seat,
    /// What it was.
    pub action: Action,
    /// Where in the hand.
    pub stage: Stage,
    /// What the seat did, in words, without the card: "Passed", "Ordered it up: hearts
    /// trump", "Led", "Played", "Buried".
    pub words: String,
    /// The card played or buried (none for a bid, or for a card not yet to be seen: another
    /// seat's discard in the hand still being played).
    pub card: Option<Card>,
    /// Who took the trick this card completed.
    pub took: Option<Seat>,
    /// How many legal options the seat had (1: forced, not reviewed).
    pub options: usize,
}

/// The decisions of [`decisions`] that had a choice (more than one legal option), as their
/// hand's number and their place in `game.actions()`: the same replay without the words
/// (the words are for the log and the timeline, which are screens of their own chunk).
pub fn choices(game: &Game) -> Vec<(u32, usize)> {
    let record = game.record();
    let current = (!game.is_over()).then(|| game.hand_number());
    let mut replay = record.start();
    let mut out = Vec::new();
    for (index, &(seat, action)) in record.actions.iter().enumerate() {
        let hand = replay.hand_number();
        let options = replay.legal_actions().len();
        if replay.apply(seat, action).is_err() {
            break;
        }
        let hidden = action == Action::KeepHand && seat != YOU && current == Some(hand);
        if options > 1 && !hidden {
            out.push((hand, index));
        }
    }
    out
}

/// Every decision of the game in order, from a replay of its record.
pub fn decisions(game: &Game) -> Vec<Decision> {
    let record = game.record();
    let current = (!game.is_over()).then(|| game.hand_number());
    let mut replay = record.start();
    let mut out = Vec::with_capacity(record.actions.len());
    for (index, &(seat, action)) in record.actions.iter().enumerate() {
        let hand = replay.hand_number();
        let dealer = replay.dealer();
        let leads = replay
            .hand()
            .current_trick()
            .is_none_or(|t| t.cards.iter().all(|(_, c)| c.is_none()));
        let stage = Stage::of(&replay);
        let upcard = replay.hand().upcard();
        let options = replay.legal_actions().len();
        let Ok(events) = replay.apply(seat, action) else {
            break;
        };
        let mut card = None;
        let mut took = None;
        let mut words = String::new();
        if action == Action::KeepHand {
            // Only its holder knows a farmer's hand was kept, until the hand is over.
            if seat != YOU && current == Some(hand) {
                continue;
            }
            words = "Kept a farmer's hand".into();
        }
        for event in &events {
            match *event {
                Event::Passed { round: 3, .. } => words = "Declined to defend alone".into(),
                Event::Passed { round: 4, .. } => words = "Played without partner's card".into(),
                Event::CalledForBest { .. } => words = "Called for partner's best".into(),
                Event::PassedBest { .. } | Event::Buried { .. } => {
                    let (verb, to) = match action {
                        Action::PassBest(c) => ("Passed partner a card", Some((c, seat.partner()))),
                        Action::Bury(c) => ("Buried", Some((c, seat))),
                        _ => ("", None),
                    };
                    words = verb.into();
                    // Seen by the two partners (the card passed) or the lone player (the
                    // card buried) while the hand is played.
                    if let Some((c, to)) = to
                        && (seat == YOU || to == YOU || current != Some(hand))
                    {
                        card = Some(c);
                    }
                }
                Event::Passed { .. } => words = "Passed".into(),
                Event::TrumpMade { trump, alone, .. } => {
                    let verb = match stage {
                        Stage::Round1 if seat == dealer => "Picked it up: ",
                        Stage::Round1 => "Ordered it up: ",
                        Stage::Joker => "Named the Joker's suit: ",
                        _ => "Called ",
                    };
                    words = format!(
                        "{verb}{}{}",
                        trump_made(trump),
                        if alone { ", alone" } else { "" }
                    );
                }
                Event::DefendsAlone { .. } => words = "Defended alone".into(),
                Event::WentUnder { shown, .. } => {
                    let shown = shown.map(|c| c.to_string());
                    words = format!("Went under, showing {}", euchre_ai::review::join(&shown));
                }
                Event::Discarded { .. } => {
                    // Another seat's buried card stays hidden while its hand is played.
                    if let Action::Discard(c) = action
                        && (seat == YOU || current != Some(hand))
                    {
                        card = Some(c);
                    }
                    let upcard = if upcard.is_joker() {
                        "the Joker".to_string()
                    } else {
                        format!("the {upcard}")
                    };
                    let hidden = if card.is_none() { " a card" } else { "" };
                    words = format!("Picked up {upcard} and buried{hidden}");
                }
                Event::CardPlayed { card: c, .. } => {
                    words = if leads { "Led" } else { "Played" }.into();
                    card = Some(c);
                }
                Event::TrickWon { winner, .. } => took = Some(winner),
                _ => {}
            }
        }
        out.push(Decision {
            index,
            hand,
            seat,
            action,
            stage,
            words,
            card,
            took,
            options,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Preset, Rules};
    use euchre_ai::Difficulty;

    fn played(rules: Rules, seed: u64, stop: usize) -> Game {
        let mut game = Game::new(rules, seed);
        let mut player = euchre_ai::player(Difficulty::Normal, seed);
        while let Some(seat) = game.to_act() {
            if game.actions().len() == stop {
                break;
            }
            let action = player.choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        game
    }

    /// Every action of the record is one decision, in order, in the hand it was taken in,
    /// with words; the cards of each finished trick are the record's.
    #[test]
    fn the_decisions_are_the_record_hand_by_hand() {
        for seed in 0..20 {
            for preset in Preset::ALL {
                let game = played(preset.rules(), seed, usize::MAX);
                let all = decisions(&game);
                assert_eq!(all.len(), game.actions().len());
                for (i, d) in all.iter().enumerate() {
                    assert_eq!(
                        (d.index, d.seat, d.action),
                        (i, game.actions()[i].0, game.actions()[i].1)
                    );
                    assert!(!d.words.is_empty(), "{d:?}");
                }
                for record in game.history() {
                    let hand: Vec<_> = all.iter().filter(|d| d.hand == record.number).collect();
                    for (t, trick) in record.tricks.iter().enumerate() {
                        let cards: Vec<_> = hand
                            .iter()
                            .filter(|d| d.stage == Stage::Trick(t as u8 + 1))
                            .map(|d| (d.seat, d.card.unwrap()))
                            .collect();
                        let want: Vec<_> = trick.in_play_order().collect();
                        assert_eq!(cards, want, "seed {seed} hand {} trick {t}", record.number);
                        assert_eq!(
                            hand.iter()
                                .find(|d| d.stage == Stage::Trick(t as u8 + 1))
                                .unwrap()
                                .words,
                            "Led"
                        );
                        let last = hand
                            .iter()
                            .rfind(|d| d.stage == Stage::Trick(t as u8 + 1))
                            .unwrap();
                        assert_eq!(last.took, trick.winner);
                    }
                    let buried = hand.iter().find(|d| d.stage == Stage::Discard);
                    assert_eq!(buried.and_then(|d| d.card), record.discard);
                }
            }
        }
    }

    /// In the hand still being played, another seat's buried card is not shown.
    #[test]
    fn a_discard_of_the_hand_in_play_stays_hidden() {
        let mut found = 0;
        for seed in 0..60 {
            let full = played(Rules::standard(), seed, usize::MAX);
            let all = decisions(&full);
            let Some(d) = all
                .iter()
                .find(|d| d.stage == Stage::Discard && d.seat != YOU)
            else {
                continue;
            };
            let game = played(Rules::standard(), seed, d.index + 1);
            let now = decisions(&game);
            let upcard = full.history()[d.hand as usize].deal.upcard;
            let words = format!("Picked up the {upcard} and buried a card");
            assert_eq!(now[d.index].words, words, "seed {seed}");
            assert_eq!(now[d.index].card, None, "seed {seed}");
            assert_eq!(d.words, format!("Picked up the {upcard} and buried"));
            assert!(d.card.is_some(), "shown once the hand is over");
            found += 1;
        }
        assert!(found > 0);
    }

    /// Going under names the three cards shown as a list: "Went under, showing 9♦, 9♥ and
    /// 9♠".
    #[test]
    fn going_under_lists_the_cards_shown() {
        let rules = Rules {
            going_under: true,
            ..Rules::standard()
        };
        let mut found = 0;
        for seed in 0..80 {
            let game = played(rules, seed, usize::MAX);
            for d in decisions(&game) {
                if let Action::GoUnder([a, b, c]) = d.action {
                    assert_eq!(d.words, format!("Went under, showing {a}, {b} and {c}"));
                    found += 1;
                }
            }
        }
        assert!(found > 0);
    }

    /// The decisions with a choice, without their words, are exactly those of `decisions`,
    /// mid-hand too (a kept farmer's hand of another seat is left out of both).
    #[test]
    fn the_choices_are_the_decisions_with_more_than_one_option() {
        let home = Rules {
            going_under: true,
            call_for_best: true,
            defend_alone: true,
            ..Rules::standard()
        };
        for seed in 0..12 {
            for rules in [Rules::standard(), home] {
                for stop in [7, 23, 60, usize::MAX] {
                    let game = played(rules, seed, stop);
                    let want: Vec<(u32, usize)> = decisions(&game)
                        .iter()
                        .filter(|d| d.options > 1)
                        .map(|d| (d.hand, d.index))
                        .collect();
                    assert_eq!(choices(&game), want, "seed {seed} stop {stop}");
                }
            }
        }
    }

    /// Calling for best: while its hand is played, the card passed shows to the two partners
    /// and the card buried to the lone player; both once the hand is over.
    #[test]
    fn a_card_passed_or_buried_shows_only_to_who_saw_it() {
        let rules = Rules {
            call_for_best: true,
            ..Rules::standard()
        };
        let mut found = [0; 2];
        for seed in 0..80 {
            let full = played(rules, seed, usize::MAX);
            for d in decisions(&full).iter().filter(|d| d.stage == Stage::Best) {
                let (saw, kind) = match d.action {
                    Action::PassBest(_) => (d.seat == YOU || d.seat.partner() == YOU, 0),
                    Action::Bury(_) => (d.seat == YOU, 1),
                    _ => continue,
                };
                assert!(d.card.is_some(), "shown once the hand is over: {d:?}");
                let now = decisions(&played(rules, seed, d.index + 1));
                assert_eq!(now[d.index].card.is_some(), saw, "seed {seed}: {d:?}");
                found[kind] += 1;
            }
        }
        assert!(found[0] > 0 && found[1] > 0, "{found:?}");
    }
}
