//! Drills of a player's own costly decisions ([`Drills`]): the coach's reviews find the
//! player's mistakes; the costliest are kept (at most [`Drills::MAX`]) as positions to face
//! again, costliest first. A drill answered right comes back after 1, then 2, then 4 drills;
//! three right in a row master it, and it comes back only after [`MASTERED_GAP`] (then before
//! any other); a wrong answer leaves it due at once. A report says which kinds of decision cost the player most ([`Drills::report`]).
//!
//! Kept in the page's storage as JSON, each position as its link's text
//! ([`link`](super::link)): compact, and checked again when read.

use euchre::{Action, Phase, PlayerView, Position};
use serde::{Deserialize, Serialize};

use super::link;

/// How many drills come between a mastered drill's answer and its return.
pub const MASTERED_GAP: u32 = 16;

/// How many right answers in a row master a drill.
pub const TO_MASTER: u8 = 3;

/// What kind of decision a drill is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// A bid: the round (1 or 2) and the bidder's place after the dealer (1 the first to
    /// bid; the dealer last).
    Bid {
        /// The bidding round.
        round: u8,
        /// The bidder's place in the order of bidding.
        place: u8,
    },
    /// The dealer's discard after picking up.
    Discard,
    /// Leading to a trick.
    Lead,
    /// Following to a trick.
    Follow,
    /// Anything else (defending alone, going under, calling for best).
    Other,
}

impl Kind {
    /// The kind of the decision `view`'s seat faces.
    pub fn of(view: &PlayerView) -> Kind {
        let seats = view.rules.players.seats();
        let at = |seat| seats.iter().position(|&s| s == seat).unwrap_or(0);
        let place = (at(view.seat) + seats.len() - at(view.dealer) - 1) % seats.len() + 1;
        match view.phase {
            Phase::Bidding1 => Kind::Bid {
                round: 1,
                place: place as u8,
            },
            Phase::Bidding2 => Kind::Bid {
                round: 2,
                place: place as u8,
            },
            Phase::Discard => Kind::Discard,
            Phase::Play
                if view
                    .current_trick
                    .is_none_or(|t| t.cards.0.iter().all(Option::is_none)) =>
            {
                Kind::Lead
            }
            Phase::Play => Kind::Follow,
            _ => Kind::Other,
        }
    }

    /// The kind in a few words, for the report.
    pub fn words(self) -> String {
        let nth = |n: u8| match n {
            1 => "first",
            2 => "second",
            3 => "third",
            _ => "fourth",
        };
        match self {
            Kind::Bid { round: 1, place } => format!("Ordering up, {} to bid", nth(place)),
            Kind::Bid { place, .. } => format!("Naming trump, {} to bid", nth(place)),
            Kind::Discard => "The dealer's discard".into(),
            Kind::Lead => "Leads".into(),
            Kind::Follow => "Following".into(),
            Kind::Other => "Other decisions".into(),
        }
    }
}

/// One costly decision to face again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Drill {
    /// The position as the player faced it.
    #[serde(with = "as_link")]
    pub position: Position,
    /// What the player chose in the game.
    pub chosen: Action,
    /// The Expert's choices: its best first, then those as good within the coach's noise.
    pub right: Vec<Action>,
    /// What the player's choice cost, in points of the hand (the coach's measure).
    pub cost: f64,
    /// Its kind.
    pub kind: Kind,
    /// Right answers in a row.
    pub streak: u8,
    /// The count of drills answered at which it is due again.
    pub due: u32,
}

impl Drill {
    /// A decision the coach found costly: `position`, the player's `chosen` action, the
    /// Expert's `right` ones (best first) and the `cost`. `None` when the position does not
    /// rebuild.
    pub fn new(position: Position, chosen: Action, right: Vec<Action>, cost: f64) -> Option<Drill> {
        let view = position.view().ok()?;
        Some(Drill {
            kind: Kind::of(&view),
            position,
            chosen,
            right,
            cost,
            streak: 0,
            due: 0,
        })
    }

    /// Whether three right answers in a row mastered it.
    pub fn mastered(&self) -> bool {
        self.streak >= TO_MASTER
    }
}

/// The drills kept, and how many were answered.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Drills {
    drills: Vec<Drill>,
    answered: u32,
}

/// What answering a drill did.
#[derive(Clone, Debug, PartialEq)]
pub struct Answered {
    /// Whether the answer was one of the Expert's.
    pub right: bool,
    /// The Expert's choice.
    pub best: Action,
    /// Whether the drill is mastered now.
    pub mastered: bool,
}

/// One line of the report: a kind of decision and what it cost.
#[derive(Clone, Debug, PartialEq)]
pub struct KindCost {
    /// The kind.
    pub kind: Kind,
    /// How many drills of the kind are kept.
    pub drills: usize,
    /// How many of them are mastered.
    pub mastered: usize,
    /// What they cost in the games, in points.
    pub cost: f64,
}

impl Drills {
    /// The most drills kept: the costliest.
    pub const MAX: usize = 60;

    /// The drills kept, costliest first.
    pub fn all(&self) -> &[Drill] {
        &self.drills
    }

    /// Keeps `drill` if it is among the [`MAX`](Drills::MAX) costliest: the same position
    /// again keeps the costlier of the two (and its progress).
    pub fn offer(&mut self, drill: Drill) {
        if let Some(same) = self
            .drills
            .iter_mut()
            .find(|d| d.position == drill.position)
        {
            if drill.cost > same.cost {
                same.cost = drill.cost;
                same.chosen = drill.chosen;
            }
        } else {
            self.drills.push(drill);
        }
        // Costliest first; equal costs keep their order.
        self.drills.sort_by(|a, b| {
            b.cost
                .partial_cmp(&a.cost)
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        self.drills.truncate(Drills::MAX);
    }

    /// The drill to face next: a mastered drill whose time has come back (the longest due
    /// first), else the costliest due one; `None` when none is due.
    pub fn next(&self) -> Option<usize> {
        let due = |d: &Drill| d.due <= self.answered;
        let back = (self.drills.iter().enumerate())
            .filter(|(_, d)| due(d) && d.mastered())
            .min_by_key(|(_, d)| d.due);
        back.or_else(|| self.drills.iter().enumerate().find(|(_, d)| due(d)))
            .map(|(i, _)| i)
    }

    /// Answers drill `index` with `action`: a right answer brings it back after 1, 2, then 4
    /// drills, and once mastered after [`MASTERED_GAP`]; a wrong one next. `None` for an
    /// index that is not a drill.
    pub fn answer(&mut self, index: usize, action: Action) -> Option<Answered> {
        self.answered += 1;
        let now = self.answered;
        let drill = self.drills.get_mut(index)?;
        let right = drill.right.contains(&action);
        if right {
            drill.streak = drill.streak.saturating_add(1);
            drill.due = now
                + if drill.mastered() {
                    MASTERED_GAP
                } else {
                    1 << (drill.streak - 1)
                };
        } else {
            drill.streak = 0;
            drill.due = now;
        }
        Some(Answered {
            right,
            best: drill.right.first().copied().unwrap_or(action),
            mastered: drill.mastered(),
        })
    }

    /// Which kinds of decision cost the player most: each kind's drills, how many are
    /// mastered and their cost, costliest first.
    pub fn report(&self) -> Vec<KindCost> {
        let mut lines: Vec<KindCost> = Vec::new();
        for d in &self.drills {
            match lines.iter_mut().find(|l| l.kind == d.kind) {
                Some(line) => {
                    line.drills += 1;
                    line.mastered += usize::from(d.mastered());
                    line.cost += d.cost;
                }
                None => lines.push(KindCost {
                    kind: d.kind,
                    drills: 1,
                    mastered: usize::from(d.mastered()),
                    cost: d.cost,
                }),
            }
        }
        lines.sort_by(|a, b| {
            b.cost
                .partial_cmp(&a.cost)
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        lines
    }
}

/// A position stored as its link's text, and checked again when read.
mod as_link {
    use euchre::Position;
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(position: &Position, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&super::link::encode(position))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let text = String::deserialize(d)?;
        super::link::decode(&text).map_err(D::Error::custom)
    }
}
