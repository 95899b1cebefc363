//! What happened, in words: events for the aria-live region, and the few words every
//! message shares (seats, teams, trump, counts), so the whole app speaks in one voice: the
//! person is "You", partner "North"; with three players (cutthroat) each is named alone and
//! the scores are per player.

use euchre::{
    BySeat, ByTeam, Card, CardSet, Event, Game, HandRecord, Players, Rank, ScoreKind, Seat, Team,
    Trump,
};

use super::YOU;

/// The scores as the table shows them: per side with four players ("Us 3 · Them 7"), per
/// player with three ("You 3 · West 5 · East 2").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Who plays.
    pub players: Players,
    /// Each partnership's points (four players).
    pub teams: ByTeam<u8>,
    /// Each seat's points (three players).
    pub seats: BySeat<u8>,
}

impl Tally {
    /// A four-player game's scores.
    pub const fn four(teams: ByTeam<u8>) -> Tally {
        Tally {
            players: Players::Four,
            teams,
            seats: BySeat([teams.0[0], teams.0[1], teams.0[0], teams.0[1]]),
        }
    }

    /// The game's scores now.
    pub fn of_game(game: &Game) -> Tally {
        Tally {
            players: game.rules().players,
            teams: game.scores(),
            seats: game.seat_scores(),
        }
    }

    /// The scores after a finished hand of a game of `players`.
    pub fn after(players: Players, record: &HandRecord) -> Tally {
        Tally {
            players,
            teams: record.scores_after,
            seats: record.seat_scores_after,
        }
    }

    /// The scores in words, the sides (or players) parted by `sep`: "Us 3 · Them 7", "You 3,
    /// West 5, East 2".
    pub fn words(self, sep: &str) -> String {
        match self.players {
            Players::Four => format!(
                "Us {}{sep}Them {}",
                self.teams[Team::NorthSouth],
                self.teams[Team::EastWest]
            ),
            Players::Three => self
                .players
                .seats()
                .iter()
                .map(|&s| format!("{} {}", who(s), self.seats[s]))
                .collect::<Vec<_>>()
                .join(sep),
        }
    }
}

/// The winner of a game in a headline: "You win!", "West wins", "East and West win" (a
/// partnership with four players: the winning seat's team).
pub fn winner_words(players: Players, winner: Seat) -> String {
    match players {
        _ if winner == YOU => "You win!".into(),
        Players::Four => format!("{} win", team_words(winner.team())),
        Players::Three => format!("{} wins", winner.name()),
    }
}

/// The defenders of a three-player hand made by `maker`, in a sentence: "You and East",
/// "West and East".
pub fn defenders_words(maker: Seat) -> String {
    let names: Vec<&str> = Players::Three
        .seats()
        .iter()
        .filter(|&&s| s != maker)
        .map(|&s| who(s))
        .collect();
    names.join(" and ")
}

/// A seat as the app names it in a sentence: "You" for the person's seat, else its name.
pub fn who(seat: Seat) -> &'static str {
    if seat == YOU { "You" } else { seat.name() }
}

/// `seat` and a verb that agrees with it: `does(Seat::South, "pass", "passes")` is
/// "You pass", for West "West passes".
pub fn does(seat: Seat, you: &str, they: &str) -> String {
    format!("{} {}", who(seat), if seat == YOU { you } else { they })
}

/// A partnership in a sentence: "You and North", "East and West" (a plural subject).
pub fn team_words(team: Team) -> &'static str {
    match team {
        Team::NorthSouth => "You and North",
        Team::EastWest => "East and West",
    }
}

/// `text` with its first letter in lower case, for a subject in mid-sentence ("you and
/// North"); names stay as they are.
pub fn mid_sentence(text: &str) -> String {
    match text.strip_prefix("You") {
        Some(rest) => format!("you{rest}"),
        None => text.to_string(),
    }
}

/// `n` things, singular or plural: "1 trick", "2 tricks", "0 points".
pub fn count(n: u8, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// What is trump, as the end of "X made …": "hearts trump", "high (no trump)" (never
/// "high (no trump) trump").
pub fn trump_made(trump: Trump) -> String {
    match trump {
        Trump::Suit(suit) => format!("{} trump", suit.name()),
        Trump::High | Trump::Low => trump.to_string(),
    }
}

/// A card in words for the live region: "the ten of hearts".
pub fn card_words(card: Card) -> String {
    if card.is_joker() {
        return "the Joker".into();
    }
    format!("the {} of {}", card.rank().name(), card.suit().name())
}

/// Why a hand was a misdeal, from the hand itself (the engine's rule: only nines and tens,
/// or one ace and four nines and tens): "only nines and tens", "an ace and four nines and
/// tens".
pub fn misdeal_words(hand: CardSet) -> &'static str {
    let sevens = CardSet::rank(Rank::Seven) | CardSet::rank(Rank::Eight);
    match (
        (hand & CardSet::rank(Rank::Ace)).is_empty(),
        (hand & sevens).is_empty(),
    ) {
        (true, true) => "only nines and tens",
        (false, true) => "an ace and four nines and tens",
        (true, false) => "no card above a ten",
        (false, false) => "an ace and four cards no higher than a ten",
    }
}

/// One event in words for the aria-live region; `scores` are the scores after it.
pub(super) fn announce(event: &Event, scores: Tally) -> Option<String> {
    Some(match *event {
        Event::Dealt { dealer, upcard, .. } => format!(
            "{}; the upcard is {}.",
            does(dealer, "deal", "deals"),
            card_words(upcard)
        ),
        Event::Misdeal { seat, hand } => format!(
            "Misdeal: {} {}.",
            does(seat, "hold", "holds"),
            misdeal_words(hand)
        ),
        Event::Passed { seat, round: 3 } => {
            format!("{} to defend alone.", does(seat, "decline", "declines"))
        }
        Event::Passed { seat, round: 4 } => {
            format!("{} without a partner's card.", does(seat, "play", "plays"))
        }
        Event::Passed { seat, .. } => format!("{}.", does(seat, "pass", "passes")),
        Event::TrumpMade {
            maker,
            trump,
            alone,
            ..
        } => {
            let verb = match trump {
                Trump::Suit(_) => does(maker, "make", "makes"),
                Trump::High | Trump::Low => does(maker, "call", "calls"),
            };
            format!(
                "{verb} {}{}.",
                trump_made(trump),
                if alone { ", going alone" } else { "" }
            )
        }
        Event::UpcardTurnedDown => "The upcard is turned down.".into(),
        Event::PickedUp { dealer, card } => {
            format!(
                "{} {}.",
                does(dealer, "pick up", "picks up"),
                card_words(card)
            )
        }
        Event::Discarded { dealer } => {
            format!("{} a card.", does(dealer, "discard", "discards"))
        }
        Event::DefendsAlone { seat } => format!("{} alone.", does(seat, "defend", "defends")),
        Event::CalledForBest { seat } => {
            let partner = seat.partner();
            let whose = if partner == YOU {
                "your".to_string()
            } else {
                format!("{}'s", partner.name())
            };
            format!("{} for {whose} best card.", does(seat, "call", "calls"))
        }
        Event::PassedBest { seat } => format!(
            "{} a card face down to {}.",
            does(seat, "pass", "passes"),
            mid_sentence(who(seat.partner()))
        ),
        Event::Buried { seat } => format!("{} a card.", does(seat, "bury", "buries")),
        Event::WentUnder { seat, shown } => {
            let mut text = does(seat, "go", "goes");
            text.push_str(" under, showing ");
            text.push_str(&euchre_ai::review::join(&shown.map(card_words)));
            text.push_str(": the kitty's three cards instead.");
            text
        }
        Event::CardPlayed { seat, card } => {
            format!("{} {}.", does(seat, "play", "plays"), card_words(card))
        }
        Event::TrickWon { winner, .. } => {
            format!("{} the trick.", does(winner, "take", "takes"))
        }
        Event::PassedOut => "Everyone passed twice: the hand is thrown in.".into(),
        Event::HandScored {
            makers,
            maker_tricks,
            kind,
            team,
            points,
        } => {
            let what = match kind {
                ScoreKind::Made => format!(
                    "{} make it with {}",
                    team_words(makers),
                    count(maker_tricks, "trick")
                ),
                ScoreKind::March => {
                    format!("{} march, taking all 5 tricks", team_words(makers))
                }
                ScoreKind::Euchre => format!(
                    "{} euchre {}, who took {}",
                    team_words(team),
                    mid_sentence(team_words(makers)),
                    count(maker_tricks, "trick")
                ),
            };
            format!(
                "{what}: {}. {}.",
                count(points, "point"),
                scores.words(", ")
            )
        }
        // Three players: the maker against the other two, who each score on a euchre.
        Event::PlayerScored {
            maker,
            maker_tricks,
            kind,
            points,
        } => {
            let what = match kind {
                ScoreKind::Made => format!(
                    "{} it with {}: {}",
                    does(maker, "make", "makes"),
                    count(maker_tricks, "trick"),
                    count(points[maker], "point")
                ),
                ScoreKind::March => format!(
                    "{}, taking all 5 tricks: {}",
                    does(maker, "march", "marches"),
                    count(points[maker], "point")
                ),
                ScoreKind::Euchre => {
                    let each = Players::Three
                        .seats()
                        .iter()
                        .map(|&s| points[s])
                        .max()
                        .unwrap_or(0);
                    format!(
                        "{} euchre {}, who took {}: {} each",
                        defenders_words(maker),
                        mid_sentence(who(maker)),
                        count(maker_tricks, "trick"),
                        count(each, "point")
                    )
                }
            };
            format!("{what}. {}.", scores.words(", "))
        }
        Event::PlayerWon { winner } => {
            format!("Game over: {}.", does(winner, "win", "wins"))
        }
        // With three players the winner was named by `PlayerWon` just before.
        Event::GameOver { .. } if scores.players == Players::Three => return None,
        Event::GameOver { winner } => {
            format!("Game over: {} win.", mid_sentence(team_words(winner)))
        }
    })
}

mod voice;

pub(super) use voice::speak;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod three_tests;
