//! Challenge links: a finished game encoded with its claims, decoded, played again and
//! verified; edited or damaged links refused with the reason.

use euchre::{Date, Game, GameRecord, Players, PointsToWin, Rules, Seat};
use euchre_ai::challenge::{Challenge, ChallengeError, Ending, Origin};
use euchre_ai::duplicate::expert_in_south;
use euchre_ai::{Difficulty, player, turn_seed};

/// A finished short game from `origin`, every seat at `level` (South as a person would, by
/// the Normal player), seeded as the page seeds it.
fn game(origin: Origin, players: Players, level: Difficulty) -> GameRecord {
    let rules = Rules {
        points_to_win: PointsToWin::Five,
        ..Rules::standard().with_players(players)
    };
    let mut game = Game::new(rules, origin.seed());
    while let Some(seat) = game.to_act() {
        let at = game.actions().len();
        let level = if seat == Seat::South {
            Difficulty::Normal
        } else {
            level
        };
        let action = player(level, turn_seed(origin.seed(), at)).choose(&game.view(seat));
        game.apply(seat, action).unwrap();
    }
    game.record()
}

fn expert_points(record: &GameRecord, level: Difficulty) -> Vec<i16> {
    Game::replay(record)
        .unwrap()
        .history()
        .iter()
        .map(|h| expert_in_south(record, h.number, level).unwrap_or(0))
        .collect()
}

/// The Expert's points of a hand as `verify` asks for them (a thrown-in hand: 0).
fn expert(level: Difficulty) -> impl Fn(&GameRecord, u32) -> Option<i16> {
    move |record, hand| Some(expert_in_south(record, hand, level).unwrap_or(0))
}

#[test]
fn a_challenge_survives_its_link_and_its_replay_gives_the_same_game() {
    let date: Date = "2026-12-02".parse().unwrap();
    for (origin, players) in [
        (Origin::Daily(date), Players::Four),
        (Origin::Seed(18_446_744_073_709_551_615), Players::Three),
    ] {
        let record = game(origin, players, Difficulty::Normal);
        let challenge = Challenge::of_game(
            origin,
            &record,
            Difficulty::Normal,
            &expert_points(&record, Difficulty::Normal),
        )
        .expect("a finished game");
        let text = challenge.encode();
        assert!(text.len() < 400, "{} characters", text.len());
        assert!(
            text.bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'),
            "{text}"
        );
        let back = Challenge::decode(&text).unwrap();
        assert_eq!(back, challenge);
        assert_eq!(back.verify(expert(Difficulty::Normal)), Ok(record.clone()));
        // The claims are the game's: one ending a hand, and the points add up.
        let final_scores = Game::replay(&record).unwrap();
        assert_eq!(back.hands.len(), final_scores.history().len());
        assert!(back.hands.iter().any(|h| h.ending != Ending::ThrownIn));
    }
}

#[test]
fn an_edited_link_is_refused_and_a_resealed_forgery_does_not_verify() {
    let origin = Origin::Seed(77);
    let record = game(origin, Players::Four, Difficulty::Normal);
    let expert_pts = expert_points(&record, Difficulty::Normal);
    let challenge = Challenge::of_game(origin, &record, Difficulty::Normal, &expert_pts).unwrap();
    let text = challenge.encode();
    // Any one character changed: never accepted, never a panic.
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (i, c) in text.char_indices() {
        let other = alphabet.chars().find(|&x| x != c).unwrap();
        let mut edited = text.clone();
        edited.replace_range(i..i + 1, &other.to_string());
        let got = Challenge::decode(&edited);
        assert!(
            matches!(
                got,
                Err(ChallengeError::Tampered | ChallengeError::Malformed | ChallengeError::Newer)
            ),
            "position {i}: {got:?}"
        );
    }
    // A better score claimed and sealed again (the hash is no secret): it decodes, but its
    // replay gives the real score.
    let mut forged = challenge.clone();
    forged.hands[0].yours += 4;
    let forged = Challenge::decode(&forged.encode()).unwrap();
    assert_eq!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Claims)
    );
    // The Expert's points claimed lower: the same.
    let mut forged = challenge.clone();
    forged.hands[0].expert -= 2;
    assert_eq!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Claims)
    );
    // A decision that is not legal, or one too few: the moves do not make the game.
    let mut forged = challenge.clone();
    forged.moves[0] = 15;
    assert_eq!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Moves)
    );
    let mut forged = challenge.clone();
    forged.moves.pop();
    assert_eq!(
        forged.verify(expert(Difficulty::Normal)),
        Err(ChallengeError::Moves)
    );
    // Another level of opponents: another game, so the claims do not hold.
    let mut forged = challenge;
    forged.level = Difficulty::Easy;
    assert!(forged.verify(expert(Difficulty::Easy)).is_err());
}

#[test]
fn damaged_links_are_malformed_with_a_clear_message() {
    let origin = Origin::Seed(5);
    let record = game(origin, Players::Four, Difficulty::Normal);
    let challenge = Challenge::of_game(
        origin,
        &record,
        Difficulty::Normal,
        &expert_points(&record, Difficulty::Normal),
    )
    .unwrap();
    let text = challenge.encode();
    for bad in [
        "",
        "A",
        "!!!!",
        "AAAA",
        &text[..text.len() / 2],
        &text[1..],
        &"A".repeat(5000),
    ] {
        assert_eq!(
            Challenge::decode(bad),
            Err(ChallengeError::Malformed),
            "{bad:.20}"
        );
    }
    assert_eq!(
        ChallengeError::Malformed.to_string(),
        "this challenge link is damaged or incomplete"
    );
    assert_eq!(
        ChallengeError::Claims.to_string(),
        "this challenge's result is not what its moves give"
    );
    // Not the game of its origin, or unfinished: no challenge.
    assert_eq!(
        Challenge::of_game(Origin::Seed(6), &record, Difficulty::Normal, &[]),
        None
    );
    let mut unfinished = record.clone();
    unfinished.actions.truncate(10);
    assert_eq!(
        Challenge::of_game(origin, &unfinished, Difficulty::Normal, &[]),
        None
    );
}

#[test]
fn an_edited_link_still_gives_its_deals_marked_unsealed() {
    let origin = Origin::Daily("2026-12-02".parse().unwrap());
    let record = game(origin, Players::Four, Difficulty::Normal);
    let challenge = Challenge::of_game(
        origin,
        &record,
        Difficulty::Normal,
        &expert_points(&record, Difficulty::Normal),
    )
    .unwrap();
    let text = challenge.encode();
    assert_eq!(
        Challenge::decode_unsealed(&text),
        Ok((challenge.clone(), true))
    );
    // The challenger's points doubled and the seal left as it was: the same deals, the
    // result unsealed; `decode` refuses it.
    let mut doctored = challenge.clone();
    doctored.hands[0].yours = 8;
    let sealed = doctored.encode();
    let seal_len = 11; // the 8 bytes of the seal, in base64, and a little of the byte before
    let edited = format!(
        "{}{}",
        &sealed[..sealed.len() - seal_len],
        &text[text.len() - seal_len..]
    );
    let (back, ok) = Challenge::decode_unsealed(&edited).unwrap();
    assert!(!ok);
    assert_eq!(
        (back.origin, back.rules),
        (challenge.origin, challenge.rules)
    );
    assert_eq!(back.hands[0].yours, 8);
    assert_eq!(Challenge::decode(&edited), Err(ChallengeError::Tampered));
    // Damaged text is refused either way.
    assert_eq!(
        Challenge::decode_unsealed("!!"),
        Err(ChallengeError::Malformed)
    );
}

#[test]
fn the_share_card_says_where_the_deals_come_from_the_points_and_a_symbol_a_hand() {
    let date: Date = "2026-12-02".parse().unwrap();
    let claim = |yours, expert, ending| euchre_ai::challenge::HandClaim {
        yours,
        expert,
        ending,
    };
    let challenge = Challenge {
        origin: Origin::Daily(date),
        rules: Rules::standard(),
        level: Difficulty::Normal,
        moves: vec![0, 1],
        hands: vec![
            claim(2, 2, Ending::Made),
            claim(-4, 2, Ending::Euchred),
            claim(8, 8, Ending::Loner),
            claim(-1, 0, Ending::ThrownIn),
        ],
        seat: Seat::South,
        others: None,
    };
    assert_eq!(challenge.totals(), (5, 12));
    assert_eq!(
        challenge.share_text(),
        "Bower Euchre · Daily 2026-12-02 · Standard, Normal players\n\
         Me +2.5 · the Expert with my cards +6 (4 hands)\n\
         🟩🟥⭐⬜"
    );
    let three = Challenge {
        origin: Origin::Seed(42),
        rules: Rules {
            points_to_win: PointsToWin::Five,
            ..Rules::standard().with_players(Players::Three)
        },
        ..challenge
    };
    assert!(
        three
            .share_text()
            .starts_with("Bower Euchre · Seed 42 · Custom rules (three players), Normal players\n"),
        "{}",
        three.share_text()
    );
    // With three, whole points: each hand's is South's less each opponent's, added.
    assert_eq!(
        three.share_text().lines().nth(1),
        Some("Me +5 · the Expert with my cards +12 (4 hands)")
    );
}
