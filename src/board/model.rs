//! The board's set-up ([`Setup`]): a position built a step at a time, each step checked by the
//! engine before it is kept. A step the engine refuses leaves the set-up as it was and says
//! why in one sentence; the rules are never the board's own (it asks [`Position::view`]
//! and the placed hand's legal actions).

use euchre::{
    Action, ByTeam, Card, CardSet, Game, Hand, Phase, PlayerView, Position, Preset, Rules, Seat,
};

/// What a click on a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// Puts the card in the seat's hand, or takes it out.
    Hand,
    /// Makes it the upcard.
    Upcard,
    /// Plays it for the seat to act.
    Play,
}

/// One step of the set-up.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Edit {
    /// A card clicked, as the target says.
    Card(Card),
    /// What a card click does from now on.
    Target(Target),
    /// The dealer.
    Dealer(Seat),
    /// The seat whose knowledge the position is (the one the board analyses).
    Seat(Seat),
    /// A side's score before the hand (South's side is index 0).
    Score(usize, u8),
    /// The rules of a preset, at the table's size.
    Rules(Preset),
    /// The next move of the seat to act.
    Act(Action),
    /// Takes back the last move.
    Undo,
    /// Starts again from an empty hand (the rules, dealer and seat kept).
    Clear,
}

/// A position being built: complete once the seat holds five cards and the upcard is chosen.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Setup {
    pub(crate) rules: Rules,
    pub(crate) dealer: Seat,
    pub(crate) seat: Seat,
    pub(crate) hand: CardSet,
    pub(crate) upcard: Option<Card>,
    pub(crate) scores: ByTeam<u8>,
    pub(crate) actions: Vec<(Seat, Action)>,
    /// The kitty's cards the seat took when it went under (a decision of a game, a link).
    pub(crate) taken: CardSet,
    pub(crate) target: Target,
}

/// A hand holds this many cards.
const HAND: usize = 5;

impl Setup {
    /// An empty board under `rules`: West deals, South's knowledge.
    pub(crate) fn new(rules: Rules) -> Setup {
        Setup {
            rules,
            dealer: Seat::West,
            seat: Seat::South,
            hand: CardSet::EMPTY,
            upcard: None,
            scores: ByTeam([0, 0]),
            actions: Vec::new(),
            taken: CardSet::EMPTY,
            target: Target::Hand,
        }
    }

    /// The board of a whole position (a link's, a decision of a game).
    pub(crate) fn of(position: &Position) -> Setup {
        Setup {
            rules: position.rules,
            dealer: position.dealer,
            seat: position.seat,
            hand: position.dealt,
            upcard: Some(position.upcard),
            scores: position.scores,
            actions: position.actions.clone(),
            taken: position.taken,
            target: Target::Play,
        }
    }

    /// The position, once the hand and the upcard are chosen.
    pub(crate) fn position(&self) -> Option<Position> {
        let upcard = self.upcard?;
        (self.hand.len() == HAND).then(|| Position {
            rules: self.rules,
            dealer: self.dealer,
            seat: self.seat,
            dealt: self.hand,
            upcard,
            scores: self.scores,
            actions: self.actions.clone(),
            taken: self.taken,
        })
    }

    /// The seat's view of the position, or what is missing or wrong, in one sentence.
    pub(crate) fn view(&self) -> Result<PlayerView, String> {
        self.placed().map(|(_, view)| view)
    }

    /// The position's hand with the unseen cards placed, and the seat's view.
    fn placed(&self) -> Result<(Hand, PlayerView), String> {
        let Some(position) = self.position() else {
            return Err(self.missing());
        };
        let hand = position.hand().map_err(|e| sentence(&e.to_string()))?;
        let view = position.view().map_err(|e| sentence(&e.to_string()))?;
        Ok((hand, view))
    }

    /// What the set-up still needs.
    fn missing(&self) -> String {
        let you = seat_words(self.seat);
        match (self.hand.len(), self.upcard) {
            (n, _) if n < HAND => format!("Choose {you} five cards: {n} so far."),
            _ => "Choose the upcard.".to_string(),
        }
    }

    /// The seat to act next and its moves on this board: every legal action of the placed
    /// hand, but for another seat's card, which is any card the seat has not seen (chosen on
    /// the cards; the engine checks it then). None once the hand is over or before the
    /// position is complete.
    pub(crate) fn next(&self) -> Option<(Seat, Vec<Action>)> {
        let (hand, view) = self.placed().ok()?;
        let seat = hand.to_act()?;
        let phase = hand.phase();
        let moves = if seat == self.seat {
            view.legal_actions.clone()
        } else if phase == Phase::Play {
            Vec::new()
        } else {
            hand.legal_actions().iter().collect()
        };
        Some((seat, moves))
    }

    /// Applies `edit` if the engine accepts the result; else leaves the set-up as it was
    /// and says why.
    pub(crate) fn apply(&mut self, edit: Edit) -> Result<(), String> {
        let mut next = self.clone();
        next.edit(edit)?;
        if next.position().is_some() || !next.actions.is_empty() {
            next.placed()?;
        }
        *self = next;
        Ok(())
    }

    fn edit(&mut self, edit: Edit) -> Result<(), String> {
        match edit {
            Edit::Card(card) => self.card(card)?,
            Edit::Target(target) => {
                if target == Target::Play && self.position().is_none() {
                    return Err(self.missing());
                }
                self.target = target;
            }
            Edit::Dealer(seat) => self.dealer = seat,
            Edit::Seat(seat) => self.seat = seat,
            Edit::Score(side, points) => {
                let Some(score) = self.scores.0.get_mut(side) else {
                    return Err("There are two sides.".to_string());
                };
                *score = points;
            }
            Edit::Rules(preset) => self.rules = preset.rules().with_players(self.rules.players),
            Edit::Act(action) => {
                let Some((seat, _)) = self.next() else {
                    return Err(match self.position() {
                        None => self.missing(),
                        Some(_) => "The hand is over.".to_string(),
                    });
                };
                self.actions.push((seat, action));
            }
            Edit::Undo => {
                if self.actions.pop().is_none() {
                    return Err("There is no move to take back.".to_string());
                }
            }
            Edit::Clear => {
                *self = Setup {
                    target: Target::Hand,
                    ..Setup::new(self.rules)
                }
                .with_seats(self.dealer, self.seat)
            }
        }
        Ok(())
    }

    fn with_seats(mut self, dealer: Seat, seat: Seat) -> Setup {
        self.dealer = dealer;
        self.seat = seat;
        self
    }

    /// A card clicked.
    fn card(&mut self, card: Card) -> Result<(), String> {
        match self.target {
            Target::Hand if self.hand.contains(card) => {
                self.hand.remove(card);
            }
            Target::Hand => {
                if self.upcard == Some(card) {
                    return Err(format!("The {card} is the upcard."));
                }
                if self.hand.len() >= HAND {
                    return Err("A hand holds five cards: take one out first.".to_string());
                }
                self.hand.insert(card);
            }
            Target::Upcard => {
                if self.hand.contains(card) {
                    return Err(format!("The {card} is in {} hand.", seat_words(self.seat)));
                }
                self.upcard = Some(card);
            }
            Target::Play => return self.edit(Edit::Act(Action::Play(card))),
        }
        Ok(())
    }
}

/// Decision `index` of `game` (its place in `game.actions()`) as the deciding seat saw it,
/// to open on the board; none past the game's actions or where the game cannot be replayed.
pub(crate) fn decision(game: &Game, index: usize) -> Option<Position> {
    if index >= game.actions().len() {
        return None;
    }
    let before = Game::replay_prefix(&game.record(), index).ok()?;
    let seat = before.to_act()?;
    Some(Position::seen(before.hand(), seat, before.scores()))
}

/// The board of a decision of a game, and the engine's sentence if it does not rebuild.
pub(crate) fn opened(position: &Position) -> (Setup, Option<String>) {
    let setup = Setup::of(position);
    let why = position.view().err().map(|e| sentence(&e.to_string()));
    (setup, why)
}

/// "your" for South, "West's" for the others.
pub(crate) fn seat_words(seat: Seat) -> String {
    if seat == Seat::South {
        "your".to_string()
    } else {
        format!("{seat}'s")
    }
}

/// The engine's words as a sentence: a capital first, a full stop last (its words begin
/// with ASCII: no Unicode case tables in the wasm).
pub(crate) fn sentence(text: &str) -> String {
    let mut out = capitalised(text);
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// `text` with its first letter a capital, if it is ASCII.
pub(crate) fn capitalised(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
