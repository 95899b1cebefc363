//! Calling for partner's best (variant `call_for_best`): a lone player asks, the partner
//! passes a card face down, the lone player buries one.

use serde::{Deserialize, Serialize};

use super::{Hand, Phase, Sink};
use crate::action::{Action, Event};
use crate::card::Card;
use crate::seat::Seat;

/// Where one lone player's call for the partner's best stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Best {
    /// Not decided (or nobody of that side plays alone).
    #[default]
    Undecided,
    /// The lone player plays without asking.
    Declined,
    /// Asked; the partner has not passed a card yet.
    Called,
    /// The partner passed this card; the lone player has not buried one yet.
    Passed(Card),
    /// The partner passed `passed`, and the lone player buried `buried` (which may be the
    /// same card).
    Buried {
        /// The card the partner passed.
        passed: Card,
        /// The card the lone player buried.
        buried: Card,
    },
}

impl Hand {
    /// The lone players, in the order they are asked: the maker going alone, then a lone
    /// defender.
    fn lone_players(&self) -> [Option<Seat>; 2] {
        [
            self.contract.filter(|c| c.alone).map(|c| c.maker),
            self.defender_alone,
        ]
    }

    /// Where the call for the partner's best of each lone player stands, in the order of
    /// [`Phase::CallForBest`]: the lone maker's, then a lone defender's.
    pub fn best(&self) -> [(Option<Seat>, Best); 2] {
        let lone = self.lone_players();
        [(lone[0], self.best[0]), (lone[1], self.best[1])]
    }

    /// Asks the first lone player from `from` on (0 the maker, 1 a lone defender) whether to
    /// call for the partner's best; with none left (or without the variant), starts play.
    pub(super) fn offer_best(&mut self, from: usize) {
        if self.rules.has_call_for_best() {
            let lone = self.lone_players();
            if let Some((i, seat)) = (from..2).find_map(|i| lone[i].map(|s| (i, s))) {
                self.phase = Phase::CallForBest;
                self.turn = seat;
                self.best_turn = i as u8;
                return;
            }
        }
        self.start_play();
    }

    /// A step of [`Phase::CallForBest`], [`Phase::PassBest`] or [`Phase::Bury`].
    pub(super) fn best_step(&mut self, seat: Seat, action: Action, events: &mut impl Sink) {
        let i = usize::from(self.best_turn);
        match (self.phase, action) {
            (Phase::CallForBest, Action::Pass) => {
                self.best[i] = Best::Declined;
                events.push(Event::Passed { seat, round: 4 });
                self.offer_best(i + 1);
            }
            (Phase::CallForBest, Action::CallForBest) => {
                self.best[i] = Best::Called;
                events.push(Event::CalledForBest { seat });
                self.phase = Phase::PassBest;
                self.turn = seat.partner();
            }
            (Phase::PassBest, Action::PassBest(card)) => {
                let lone = seat.partner();
                self.holdings[seat].remove(card);
                self.holdings[lone].insert(card);
                self.best[i] = Best::Passed(card);
                events.push(Event::PassedBest { seat });
                self.phase = Phase::Bury;
                self.turn = lone;
            }
            (Phase::Bury, Action::Bury(card)) => {
                if let Best::Passed(passed) = self.best[i] {
                    self.best[i] = Best::Buried {
                        passed,
                        buried: card,
                    };
                }
                self.holdings[seat].remove(card);
                events.push(Event::Buried { seat });
                self.offer_best(i + 1);
            }
            _ => debug_assert!(false, "step: {action} in {:?}", self.phase),
        }
    }

    /// The calls for partner's best so far, as actions: each lone player's decision, the
    /// partner's card and the card buried.
    pub(super) fn best_history(&self, log: &mut Vec<(Seat, Action)>) {
        for (lone, best) in self.best() {
            let Some(seat) = lone else { continue };
            let (passed, buried) = match best {
                Best::Undecided => continue,
                Best::Declined => {
                    log.push((seat, Action::Pass));
                    continue;
                }
                Best::Called => (None, None),
                Best::Passed(passed) => (Some(passed), None),
                Best::Buried { passed, buried } => (Some(passed), Some(buried)),
            };
            log.push((seat, Action::CallForBest));
            if let Some(card) = passed {
                log.push((seat.partner(), Action::PassBest(card)));
            }
            if let Some(card) = buried {
                log.push((seat, Action::Bury(card)));
            }
        }
    }
}
