//! Published Euchre problems with their experts' answers (`positions/literature.txt`), each
//! built as an engine [`Position`] so that any player can be asked the same question.
//!
//! The file is blocks of `key: value` lines separated by blank lines (`#` starts a comment):
//! `id`, `source` (the page that states the answer), `kind` (order, call, discard, lead,
//! follow, alone, defend), `rules` (standard or stick-the-dealer; standard when absent),
//! `score` (South–North's points, then East–West's), `dealer` (N, E, S, W), `upcard`,
//! `hand` (South's five cards as dealt), `bids` and one `trick` line per trick ("SEAT action"
//! separated by commas; a trick line lists cards only), `answer` (South's action; equal
//! answers joined by " or "), `why` and `note`. South always decides.

use core::fmt;

use euchre::{Action, ByTeam, PlayerView, Position, Preset, Rules, Seat, parse_moves};

/// The problems, as the repository holds them.
pub const TEXT: &str = include_str!("../positions/literature.txt");

/// One published problem.
#[derive(Clone, Debug)]
pub struct Problem {
    /// A short unique name.
    pub id: String,
    /// The page that states the problem and its answer.
    pub source: String,
    /// What is decided: order, call, discard, lead, follow, alone or defend.
    pub kind: Kind,
    /// South's position.
    pub position: Position,
    /// The book's answer (several when the book calls them equal).
    pub answers: Vec<Action>,
    /// The book's reason, in a line.
    pub why: String,
}

/// What a problem decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// A round-1 bid.
    Order,
    /// A round-2 bid.
    Call,
    /// The dealer's discard.
    Discard,
    /// A lead.
    Lead,
    /// A card played to a trick led by another.
    Follow,
    /// Whether to go alone.
    Alone,
    /// A card against an opponent's loner.
    Defend,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 7] = [
        Kind::Order,
        Kind::Call,
        Kind::Discard,
        Kind::Lead,
        Kind::Follow,
        Kind::Alone,
        Kind::Defend,
    ];

    /// The kind's word in the file.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Order => "order",
            Kind::Call => "call",
            Kind::Discard => "discard",
            Kind::Lead => "lead",
            Kind::Follow => "follow",
            Kind::Alone => "alone",
            Kind::Defend => "defend",
        }
    }
}

/// Why the problems' text could not be read: the problem (its id, or its first line's
/// number) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteratureError {
    /// The problem's id, or "line N" before the id is known.
    pub problem: String,
    /// What is wrong.
    pub reason: String,
}

impl fmt::Display for LiteratureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.problem, self.reason)
    }
}

impl std::error::Error for LiteratureError {}

fn seat(text: &str) -> Option<Seat> {
    Some(match text {
        "N" => Seat::North,
        "E" => Seat::East,
        "S" => Seat::South,
        "W" => Seat::West,
        _ => return None,
    })
}

/// "SEAT action, SEAT action": plays when `cards` (a trick line lists cards).
fn moves(text: &str, cards: bool) -> Result<Vec<(Seat, Action)>, String> {
    // A trick's line names cards only ("N AS, E KS"): each is a play.
    let text = if cards {
        text.split(',')
            .map(|m| m.trim().replacen(' ', " play ", 1))
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        text.to_string()
    };
    parse_moves(&text).map_err(|e| format!("{text}: {e}"))
}

fn problem(block: &[(usize, &str, &str)]) -> Result<Problem, LiteratureError> {
    let line = block.first().map_or(0, |b| b.0);
    let get = |key: &str| block.iter().find(|b| b.1 == key).map(|b| b.2);
    let id = get("id").map_or(format!("line {line}"), str::to_string);
    let fail = |reason: String| LiteratureError {
        problem: id.clone(),
        reason,
    };
    let need = |key: &str| get(key).ok_or_else(|| fail(format!("no {key}: line")));
    let kind = need("kind")?;
    let kind = Kind::ALL
        .into_iter()
        .find(|k| k.name() == kind)
        .ok_or_else(|| fail(format!("unknown kind {kind}")))?;
    let rules = match get("rules").unwrap_or("standard") {
        "standard" => Rules::standard(),
        "stick-the-dealer" => Preset::StickTheDealer.rules(),
        other => return Err(fail(format!("unknown rules {other}"))),
    };
    let dealer = need("dealer")?;
    let dealer = seat(dealer).ok_or_else(|| fail(format!("not a seat: {dealer}")))?;
    let hand = need("hand")?
        .parse()
        .map_err(|e| fail(format!("hand: {e}")))?;
    let upcard = need("upcard")?
        .parse()
        .map_err(|e| fail(format!("upcard: {e}")))?;
    let mut position = Position::new(rules, dealer, Seat::South, hand, upcard);
    if let Some(score) = get("score") {
        let (ours, theirs) = score
            .split_once('-')
            .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
            .ok_or_else(|| fail(format!("score not \"N-M\": {score}")))?;
        position.scores = ByTeam([ours, theirs]);
    }
    if let Some(bids) = get("bids") {
        position.actions = moves(bids, false).map_err(&fail)?;
    }
    for trick in block.iter().filter(|b| b.1 == "trick") {
        position
            .actions
            .extend(moves(trick.2, true).map_err(&fail)?);
    }
    let answers = need("answer")?
        .split(" or ")
        .map(|a| a.parse().map_err(|e| fail(format!("answer {a}: {e}"))))
        .collect::<Result<Vec<Action>, _>>()?;
    let view = position.view().map_err(|e| fail(e.to_string()))?;
    if view.to_act != Some(Seat::South) {
        return Err(fail("South is not to act".to_string()));
    }
    if let Some(a) = answers.iter().find(|a| !view.legal_actions.contains(a)) {
        return Err(fail(format!("the answer {a} is not legal")));
    }
    Ok(Problem {
        source: need("source")?.to_string(),
        why: need("why")?.to_string(),
        id,
        kind,
        position,
        answers,
    })
}

/// Reads problems from `text` (the file's format, above).
///
/// # Errors
/// The first problem that does not read or does not build as a position with South to act
/// and the answer legal.
pub fn parse(text: &str) -> Result<Vec<Problem>, LiteratureError> {
    let mut problems = Vec::new();
    let mut block = Vec::new();
    let lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim()));
    for (number, line) in lines.chain([(0, "")]) {
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if !block.is_empty() {
                problems.push(problem(&block)?);
                block.clear();
            }
            continue;
        }
        let (key, value) = line.split_once(':').ok_or_else(|| LiteratureError {
            problem: format!("line {number}"),
            reason: format!("not \"key: value\": {line}"),
        })?;
        block.push((number, key.trim(), value.trim()));
    }
    Ok(problems)
}

/// The repository's problems.
///
/// # Errors
/// As [`parse`]: a test keeps the file readable.
pub fn problems() -> Result<Vec<Problem>, LiteratureError> {
    parse(TEXT)
}

impl Problem {
    /// South's view of the problem.
    pub fn view(&self) -> PlayerView {
        self.position
            .view()
            .expect("a problem that parsed builds its position")
    }

    /// Whether `action` is the book's answer.
    pub fn agrees(&self, action: Action) -> bool {
        self.answers.contains(&action)
    }
}

/// How often a player gives the book's answer: by kind, and in all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Agreement {
    /// (agreed, asked) for each kind, in [`Kind::ALL`]'s order.
    pub by_kind: [(usize, usize); 7],
    /// The ids of the problems it answered otherwise, with its answer.
    pub differ: Vec<(String, Action)>,
}

impl Agreement {
    /// Asks `choose` every problem (with the problem's index, for a seed).
    pub fn measure(
        problems: &[Problem],
        mut choose: impl FnMut(usize, &PlayerView) -> Action,
    ) -> Agreement {
        let mut agreement = Agreement::default();
        for (i, p) in problems.iter().enumerate() {
            let action = choose(i, &p.view());
            let kind = Kind::ALL.iter().position(|&k| k == p.kind).unwrap_or(0);
            agreement.by_kind[kind].1 += 1;
            if p.agrees(action) {
                agreement.by_kind[kind].0 += 1;
            } else {
                agreement.differ.push((p.id.clone(), action));
            }
        }
        agreement
    }

    /// Problems answered as the book does.
    pub fn agreed(&self) -> usize {
        self.by_kind.iter().map(|k| k.0).sum()
    }

    /// Problems asked.
    pub fn asked(&self) -> usize {
        self.by_kind.iter().map(|k| k.1).sum()
    }
}

impl fmt::Display for Agreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.agreed(), self.asked())?;
        for (kind, (agreed, asked)) in Kind::ALL.iter().zip(self.by_kind) {
            write!(f, " {} {agreed}/{asked}", kind.name())?;
        }
        Ok(())
    }
}

/// A level's answer to a problem's view, reproducibly from `seed`.
pub fn answer(difficulty: euchre_ai::Difficulty, view: &PlayerView, seed: u64) -> Action {
    euchre_ai::player(difficulty, seed).choose(view)
}
