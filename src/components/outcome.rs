//! A finished hand in words, for its summary and the game log: what it came to and who made
//! it, with four players by partnership, with three by player (the maker against the other
//! two, who each score on a euchre).

use euchre::{HandOutcome, HandRecord, Players, ScoreKind, Seat, Trump};

use crate::store::{defenders_words, mid_sentence, misdeal_words, team_words, trump_made, who};

/// One line on what the hand came to, in a game of `players`. `next_dealer` is who deals
/// after it (the engine's: the next record's dealer, or the current hand's).
pub(super) fn headline(record: &HandRecord, next_dealer: Seat, players: Players) -> String {
    match record.outcome {
        HandOutcome::Misdeal { .. } => {
            format!("Misdeal: the deal passes to {}", who_mid(next_dealer))
        }
        HandOutcome::PassedOut => "Everyone passed: a new deal".into(),
        HandOutcome::Played {
            contract, score, ..
        } if players == Players::Three => {
            let maker = who(contract.maker);
            match score.kind {
                ScoreKind::Made => format!("{maker} made it: +{}", score.points),
                ScoreKind::March => format!("{maker} marched: +{}", score.points),
                ScoreKind::Euchre => format!(
                    "{} euchred {}: +{} each",
                    defenders_words(contract.maker),
                    mid_sentence(maker),
                    score.points
                ),
            }
        }
        HandOutcome::Played {
            contract, score, ..
        } => {
            let makers = contract.makers();
            let team = score.team(makers);
            let what = match score.kind {
                ScoreKind::Made => format!("{} made it", team_words(makers)),
                ScoreKind::March => format!("{} marched", team_words(makers)),
                ScoreKind::Euchre => format!(
                    "{} euchred {}",
                    team_words(team),
                    mid_sentence(team_words(makers))
                ),
            };
            format!("{what}: +{}", score.points)
        }
    }
}

/// A seat in mid-sentence: "you", "North".
fn who_mid(seat: Seat) -> String {
    mid_sentence(who(seat))
}

/// Who made trump, alone or not, and the tricks; why a misdeal was one (from the misdealt
/// hand as dealt), and who deals next.
pub(super) fn detail(record: &HandRecord, next_dealer: Seat, players: Players) -> String {
    match record.outcome {
        HandOutcome::Played {
            contract,
            maker_tricks,
            ..
        } if players == Players::Three => {
            let (verb, and) = match contract.trump {
                Trump::Suit(_) => ("made", "took"),
                Trump::High | Trump::Low => ("called", "took"),
            };
            format!(
                "{} {verb} {} and {and} {maker_tricks} of the 5 tricks against {}.",
                who(contract.maker),
                trump_made(contract.trump),
                mid_sentence(&defenders_words(contract.maker))
            )
        }
        HandOutcome::Played {
            contract,
            maker_tricks,
            defender_alone,
            ..
        } => {
            let verb = match contract.trump {
                Trump::Suit(_) => "made",
                Trump::High | Trump::Low => "called",
            };
            format!(
                "{} {verb} {}{}{}; the makers took {maker_tricks} of the 5 tricks.",
                who(contract.maker),
                trump_made(contract.trump),
                if contract.alone { " alone" } else { "" },
                defender_alone
                    .map(|s| format!(", {} defended alone", who_mid(s)))
                    .unwrap_or_default(),
            )
        }
        HandOutcome::Misdeal { seat } => format!(
            "{} held {}: the hand is thrown in and the deal passes to {}.",
            who(seat),
            misdeal_words(record.deal.hands[seat]),
            who_mid(next_dealer)
        ),
        HandOutcome::PassedOut => format!(
            "Nobody made trump; the deal passes to {}.",
            who_mid(next_dealer)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Game, Preset};
    use euchre_ai::Difficulty;
    use std::collections::BTreeSet;

    /// The kind of a hand's outcome, as the words depend on it.
    fn kind(record: &HandRecord) -> &'static str {
        match record.outcome {
            HandOutcome::Misdeal { seat } => {
                if record.deal.hands[seat]
                    .iter()
                    .any(|c| c.rank() == euchre::Rank::Ace)
                {
                    "misdeal with an ace"
                } else {
                    "misdeal"
                }
            }
            HandOutcome::PassedOut => "passed out",
            HandOutcome::Played {
                defender_alone: Some(_),
                ..
            } => "defended alone",
            HandOutcome::Played { contract, .. } if contract.trump == Trump::High => "high",
            HandOutcome::Played { contract, .. } if contract.trump == Trump::Low => "low",
            HandOutcome::Played { score, .. } => match score.kind {
                ScoreKind::Made => "made",
                ScoreKind::March => "march",
                ScoreKind::Euchre => "euchre",
            },
        }
    }

    /// The summary's words for every kind of hand the engine ends, in seeded games of the
    /// heuristic under each preset: who deals next is the engine's next dealer.
    #[test]
    fn every_kind_of_hand_is_summed_up_from_its_record() {
        let mut kinds = BTreeSet::new();
        for seed in 0..300u64 {
            for preset in Preset::ALL {
                let mut game = Game::new(preset.rules(), seed);
                let mut player = euchre_ai::player(Difficulty::Normal, seed);
                while let Some(seat) = game.to_act() {
                    let action = player.choose(&game.view(seat));
                    game.apply(seat, action).unwrap();
                }
                for (i, record) in game.history().iter().enumerate() {
                    kinds.insert(kind(record));
                    let next = game
                        .history()
                        .get(i + 1)
                        .map_or(game.dealer(), |r| r.dealer);
                    check(record, next);
                }
            }
            if kinds.len() == 8 {
                return;
            }
        }
        panic!("only {kinds:?}");
    }

    fn check(record: &HandRecord, next: Seat) {
        let (head, detail) = (
            headline(record, next, Players::Four),
            detail(record, next, Players::Four),
        );
        for text in [&head, &detail] {
            assert!(!text.contains("South"), "the person is you: {text}");
            assert!(!text.contains("(no trump) trump"), "{text}");
        }
        match record.outcome {
            HandOutcome::Misdeal { seat } => {
                assert_eq!(
                    head,
                    format!("Misdeal: the deal passes to {}", who_mid(next))
                );
                assert!(detail.starts_with(who(seat)), "{detail}");
                let ace = record.deal.hands[seat]
                    .iter()
                    .any(|c| c.rank() == euchre::Rank::Ace);
                assert_eq!(
                    detail.contains("an ace and four nines and tens"),
                    ace,
                    "{detail}"
                );
                assert_eq!(detail.contains("only nines and tens"), !ace, "{detail}");
                assert!(
                    detail.ends_with(&format!("passes to {}.", who_mid(next))),
                    "{detail}"
                );
            }
            HandOutcome::PassedOut => {
                assert!(
                    detail.ends_with(&format!("passes to {}.", who_mid(next))),
                    "{detail}"
                );
            }
            HandOutcome::Played {
                contract,
                defender_alone,
                maker_tricks,
                score,
            } => {
                let scorer = score.team(contract.makers());
                assert!(head.starts_with(team_words(scorer)), "{head}");
                assert!(head.ends_with(&format!(": +{}", score.points)), "{head}");
                assert!(detail.starts_with(who(contract.maker)), "{detail}");
                assert!(detail.contains(&trump_made(contract.trump)), "{detail}");
                assert_eq!(
                    detail.contains("alone"),
                    contract.alone || defender_alone.is_some(),
                    "{detail}"
                );
                if let Some(seat) = defender_alone {
                    assert!(detail.contains(&format!("{} defended alone", who_mid(seat))));
                }
                assert!(detail.contains(&format!("took {maker_tricks} of the 5 tricks")));
            }
        }
    }

    #[test]
    fn the_words_of_a_few_hands() {
        let record = HandRecord {
            number: 0,
            dealer: Seat::West,
            deal: euchre::Deal::new(0, Seat::West),
            outcome: HandOutcome::PassedOut,
            discard: None,
            tricks: Vec::new(),
            scores_after: euchre::ByTeam([0, 0]),
            seat_scores_after: euchre::BySeat([0; 4]),
            went_under: None,
        };
        assert_eq!(
            headline(&record, Seat::South, Players::Four),
            "Everyone passed: a new deal"
        );
        assert_eq!(
            detail(&record, Seat::South, Players::Four),
            "Nobody made trump; the deal passes to you."
        );
    }

    /// Every played three-player hand of seeded games under each preset: the maker (or the
    /// two defenders) named first with the points, no partner, no alone.
    #[test]
    fn three_player_hands_name_the_maker_and_each_defender() {
        let mut kinds = BTreeSet::new();
        for seed in 0..40u64 {
            for preset in Preset::ALL {
                let mut game = Game::new(preset.rules().with_players(Players::Three), seed);
                let mut player = euchre_ai::player(Difficulty::Normal, seed);
                while let Some(seat) = game.to_act() {
                    let action = player.choose(&game.view(seat));
                    game.apply(seat, action).unwrap();
                }
                for (i, record) in game.history().iter().enumerate() {
                    let next = game
                        .history()
                        .get(i + 1)
                        .map_or(game.dealer(), |r| r.dealer);
                    let head = headline(record, next, Players::Three);
                    let text = detail(record, next, Players::Three);
                    for words in [&head, &text] {
                        assert!(
                            !words.contains("North") && !words.contains("alone"),
                            "{words}"
                        );
                        assert!(!words.contains("South"), "{words}");
                    }
                    let HandOutcome::Played {
                        contract,
                        maker_tricks,
                        score,
                        ..
                    } = record.outcome
                    else {
                        continue;
                    };
                    kinds.insert(kind(record));
                    let maker = who(contract.maker);
                    if score.kind == ScoreKind::Euchre {
                        assert_eq!(
                            head,
                            format!(
                                "{} euchred {}: +2 each",
                                defenders_words(contract.maker),
                                mid_sentence(maker)
                            )
                        );
                    } else {
                        assert!(
                            head.starts_with(maker)
                                && head.ends_with(&format!(": +{}", score.points)),
                            "{head}"
                        );
                    }
                    assert!(text.starts_with(maker), "{text}");
                    assert!(
                        text.contains(&format!("took {maker_tricks} of the 5 tricks against")),
                        "{text}"
                    );
                }
            }
        }
        for k in ["made", "march", "euchre"] {
            assert!(kinds.contains(k), "{kinds:?}");
        }
    }
}
