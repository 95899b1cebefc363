//! What one seat may know ([`PlayerView`]) and the worlds consistent with it
//! ([`determinize`]).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::card::{Card, Trump};
use crate::card_set::CardSet;
use crate::hand::{Contract, Hand, Phase, Trick, UpcardState};
use crate::rules::Rules;
use crate::seat::{BySeat, ByTeam, Seat};

/// Everything one seat may know about the game, and nothing more: its own cards, the
/// upcard and what became of it, every bid, every card played and by whom, the scores and
/// the dealer. Never another seat's hand, the kitty, or the dealer's discard (except to the
/// dealer). Computer players decide from a view alone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// Whose view this is.
    pub seat: Seat,
    /// The rules in force.
    pub rules: Rules,
    /// The game score before this hand (with three players, as [`Game::scores`](crate::Game::scores)
    /// gives it).
    pub scores: ByTeam<u8>,
    /// Each seat's score before this hand (as [`Game::seat_scores`](crate::Game::seat_scores)).
    #[serde(default)]
    pub seat_scores: BySeat<u8>,
    /// The hand's number in the game, from 0.
    pub hand_number: u32,
    /// The dealer.
    pub dealer: Seat,
    /// The phase.
    pub phase: Phase,
    /// Who is to act, if anyone.
    pub to_act: Option<Seat>,
    /// The viewer's cards now.
    pub hand: CardSet,
    /// The upcard (seen by everyone when it was turned).
    pub upcard: Card,
    /// What became of the upcard.
    pub upcard_state: UpcardState,
    /// Trump and its maker, once made.
    pub contract: Option<Contract>,
    /// The lone defender, if any.
    pub defender_alone: Option<Seat>,
    /// Which seats play this hand.
    pub active: BySeat<bool>,
    /// The card the viewer buried, if the viewer is the dealer and has discarded.
    pub discard: Option<Card>,
    /// Every public action of the hand in order: bids, defend-alone decisions and plays. The
    /// dealer's discard (and a lone player's buried card) is listed only in the burier's own
    /// view, the card passed to a lone player in the two partners' views.
    pub history: Vec<(Seat, Action)>,
    /// The completed tricks: every card played and by whom.
    pub tricks: Vec<Trick>,
    /// The trick in progress, during play.
    pub current_trick: Option<Trick>,
    /// Tricks taken by each seat.
    pub tricks_won: BySeat<u8>,
    /// How many cards each seat holds now.
    pub card_counts: BySeat<u8>,
    /// The viewer's legal actions (empty unless the viewer is to act).
    pub legal_actions: Vec<Action>,
}

impl PlayerView {
    /// The trump, once made.
    pub fn trump(&self) -> Option<Trump> {
        self.contract.map(|c| c.trump)
    }

    /// The last completed trick, which a player may look back at only until they play to
    /// the next one (docs/rules.md). `None` before the first trick is complete or once the
    /// viewer has played to the trick in progress.
    pub fn last_trick(&self) -> Option<&Trick> {
        let last = self.tricks.last()?;
        match &self.current_trick {
            Some(current) if current.cards[self.seat].is_some() => None,
            _ => Some(last),
        }
    }

    /// The public actions of the bidding round in progress (or of the round that made
    /// trump), then any defend-alone decisions: the whole history while round 1 lasts or
    /// after it made trump; once round 1 is passed out (the upcard turned down), its four
    /// passes (three with three players) are left out. What a table shows as the players'
    /// words.
    pub fn this_rounds_bids(&self) -> &[(Seat, Action)] {
        let round_one = if self.upcard_state == UpcardState::TurnedDown {
            self.going_under_len() + self.rules.players.count()
        } else {
            0
        };
        &self.history[round_one.min(self.history.len())..]
    }

    /// How many of the history's first actions are going-under decisions.
    fn going_under_len(&self) -> usize {
        self.history
            .iter()
            .take_while(|(_, a)| matches!(a, Action::GoUnder(_) | Action::KeepHand))
            .count()
    }

    /// Who went under this hand, and the three cards they showed (now in the kitty).
    pub fn went_under(&self) -> Option<(Seat, [Card; 3])> {
        self.history
            .iter()
            .find_map(|&(seat, action)| match action {
                Action::GoUnder(shown) => Some((seat, shown)),
                _ => None,
            })
    }

    /// Whether `seat` plays alone (the maker going alone, or a lone defender) and chose to
    /// play without calling for the partner's best (variant `call_for_best`): its pass once
    /// trump is made.
    pub fn declined_best(&self, seat: Seat) -> bool {
        let lone = self.contract.is_some_and(|c| c.alone && c.maker == seat)
            || self.defender_alone == Some(seat);
        lone && self
            .history
            .iter()
            .skip_while(|(_, a)| !matches!(a, Action::OrderUp { .. } | Action::Call { .. }))
            .any(|&entry| entry == (seat, Action::Pass))
    }

    /// The cards passed to a lone player or buried by one that the viewer saw (variant
    /// `call_for_best`): the card it passed or received, and the card it buried.
    pub fn best_cards_seen(&self) -> CardSet {
        self.history
            .iter()
            .filter_map(|&(_, action)| match action {
                Action::PassBest(card) | Action::Bury(card) => Some(card),
                _ => None,
            })
            .collect()
    }

    /// Every card played so far this hand, completed tricks and the current one.
    pub fn played(&self) -> CardSet {
        self.tricks
            .iter()
            .chain(&self.current_trick)
            .fold(CardSet::EMPTY, |set, trick| set | trick.card_set())
    }

    /// The cards `seat` has played this hand.
    pub fn played_by(&self, seat: Seat) -> CardSet {
        self.tricks
            .iter()
            .chain(&self.current_trick)
            .filter_map(|t| t.cards[seat])
            .collect()
    }

    /// The suits (under trump) each seat has shown out of: a seat that failed to follow a
    /// led suit holds none of it. Returned as the cards each seat cannot hold.
    pub fn voids(&self) -> BySeat<CardSet> {
        let mut voids = BySeat([CardSet::EMPTY; 4]);
        let Some(trump) = self.trump() else {
            return voids;
        };
        for trick in self.tricks.iter().chain(&self.current_trick) {
            let Some(led) = trick.led() else { continue };
            let led_suit = led.suit_under(trump);
            for (seat, card) in trick.in_play_order() {
                if card.suit_under(trump) != led_suit {
                    voids[seat] |= CardSet::suit_under(led_suit, trump);
                }
            }
        }
        voids
    }

    /// The cards the viewer has not seen: in other hands, the kitty or the discard.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.hand | self.played() | CardSet::single(self.upcard);
        if let Some((_, shown)) = self.went_under() {
            seen |= shown.into_iter().collect();
        }
        if let Some(discard) = self.discard {
            seen.insert(discard);
        }
        self.rules.deck.cards() - (seen | self.best_cards_seen())
    }
}

impl Hand {
    /// What `seat` may know of this hand. Scores and the hand number are zero; a game's
    /// [`Game::view`](crate::Game::view) fills them in.
    pub fn view(&self, seat: Seat) -> PlayerView {
        let mut history = self.history();
        // A buried card is its burier's, a kept farmer's hand its holder's, the card passed
        // to a lone player the two partners'.
        history.retain(|&(s, action)| match action {
            Action::Discard(_) | Action::Bury(_) | Action::KeepHand => seat == s,
            Action::PassBest(_) => seat == s || seat == s.partner(),
            _ => true,
        });
        PlayerView {
            seat,
            rules: *self.rules(),
            scores: ByTeam([0, 0]),
            seat_scores: BySeat([0; 4]),
            hand_number: 0,
            dealer: self.dealer(),
            phase: self.phase(),
            to_act: self.to_act(),
            hand: self.holding(seat),
            upcard: self.upcard(),
            upcard_state: self.upcard_state(),
            contract: self.contract(),
            defender_alone: self.defender_alone(),
            active: BySeat::from_fn(|s| self.is_active(s)),
            discard: if seat == self.dealer() {
                self.discard()
            } else {
                None
            },
            history,
            tricks: self.tricks().to_vec(),
            current_trick: self.current_trick().copied(),
            tricks_won: *self.tricks_won(),
            card_counts: BySeat::from_fn(|s| self.holding(s).len() as u8),
            legal_actions: if self.to_act() == Some(seat) {
                self.legal_actions().to_vec()
            } else {
                Vec::new()
            },
        }
    }
}

mod determinize;

pub use determinize::{determinize, try_determinize};

#[cfg(test)]
mod tests {
    use crate::action::Event;
    use crate::deal::{DealRng, below};
    use crate::game::Game;
    use crate::rules::{Preset, Rules};
    use crate::seat::Seat;
    use rand_core::SeedableRng;

    #[test]
    fn this_rounds_bids_are_the_words_said_since_the_round_began() {
        for rules in [Rules::standard(), Preset::KitchenTable.rules()] {
            for seed in 0..60 {
                let mut game = Game::new(rules, seed);
                let mut rng = DealRng::seed_from_u64(seed);
                // Who spoke in the current round, as the events tell it.
                let mut said: Vec<Seat> = Vec::new();
                while let Some(seat) = game.to_act() {
                    for viewer in Seat::ALL {
                        let view = game.view(viewer);
                        let bids: Vec<Seat> = view
                            .this_rounds_bids()
                            .iter()
                            .filter(|(_, a)| !matches!(a, crate::Action::Discard(_)))
                            .map(|&(s, _)| s)
                            .collect();
                        if view.tricks.is_empty() && view.current_trick.is_none() {
                            assert_eq!(bids, said, "seed {seed} viewer {viewer}");
                        }
                    }
                    let legal = game.legal_actions();
                    let action = legal[below(&mut rng, legal.len() as u32) as usize];
                    for event in game.apply(seat, action).unwrap() {
                        match event {
                            Event::Dealt { .. } | Event::UpcardTurnedDown => said.clear(),
                            Event::Passed { seat, .. }
                            | Event::TrumpMade { maker: seat, .. }
                            | Event::DefendsAlone { seat } => said.push(seat),
                            _ => {}
                        }
                    }
                }
            }
        }
    }
}
