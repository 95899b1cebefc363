//! Nothing ends a game in progress without asking: a link to another deal, or "New game"
//! in the settings, while the person has a game they have played in, opens one question
//! ([`Ending`]) with two answers, go on ([`Msg::EndMyGame`]) or keep the game
//! ([`Msg::KeepMyGame`]).

use euchre::{Date, Game};
use leptos::prelude::*;

use super::{GameStore, Msg, SweptReader, YOU};

/// What would end the game in progress, while the person is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The deal a link names (its seed), where a game is saved.
    Linked(u64),
    /// A new game with the settings' rules.
    NewGame,
    /// A date's game (today's deal), with the daily deal's rules and level.
    Daily(Date),
}

/// Whether a game holds something of the person's that ending it would lose: it is not
/// over and they have acted in it. (A game nobody has played a move of yet is its seed,
/// which the address names, and replays the same.)
pub(super) fn worth_asking(game: &Game) -> bool {
    !game.is_over() && game.actions().iter().any(|&(seat, _)| seat == YOU)
}

impl GameStore {
    /// The question open about ending the game in progress, if any.
    pub fn ending(self) -> SweptReader<Option<Ending>> {
        self.ending.read_only()
    }

    /// Whether a new game would lose the person's game: the real one (kept aside while a
    /// practice branch is on screen).
    fn real_game_worth_asking(self) -> bool {
        let kept = self
            .coach
            .kept
            .with_untracked(|k| k.as_ref().map(|k| worth_asking(&k.game)));
        kept.unwrap_or_else(|| self.game.with_untracked(worth_asking))
    }

    /// [`Msg::AskNewGame`]: a new game at once when nothing would be lost, else the question.
    pub(super) fn ask_new_game(self) {
        if self.real_game_worth_asking() {
            self.ending.set(Some(Ending::NewGame));
        } else {
            self.dispatch(Msg::NewGame(None));
        }
    }

    /// [`Msg::AskDaily`]: the date's game at once when nothing would be lost, else the
    /// question. Already on screen: nothing to do.
    pub(super) fn ask_daily(self, date: Date) {
        let on_screen = self
            .game
            .with_untracked(|g| g.seed() == date.seed() && super::daily_game(g));
        if on_screen && !self.practising_now() {
            return;
        }
        if self.real_game_worth_asking() {
            self.ending.set(Some(Ending::Daily(date)));
        } else {
            self.dispatch(Msg::NewGame(Some(date.seed())));
        }
    }

    /// [`Msg::EndMyGame`]: the answer to the question open: the linked deal, the date's
    /// game, or a new game.
    pub(super) fn end_my_game(self) {
        match self.ending.get_untracked() {
            Some(Ending::Linked(seed)) => self.dispatch(Msg::NewGame(Some(seed))),
            Some(Ending::Daily(date)) => self.dispatch(Msg::NewGame(Some(date.seed()))),
            Some(Ending::NewGame) => self.dispatch(Msg::NewGame(None)),
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Rules;

    #[test]
    fn only_a_game_the_person_has_played_in_is_worth_asking_about() {
        let mut game = Game::new(Rules::standard(), 1);
        let mut south_acted = false;
        while let Some(seat) = game.to_act() {
            assert_eq!(
                worth_asking(&game),
                south_acted,
                "{} actions",
                game.actions().len()
            );
            let action =
                euchre_ai::player(euchre_ai::Difficulty::Normal, 1).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
            south_acted |= seat == YOU;
        }
        assert!(south_acted);
        assert!(!worth_asking(&game), "a finished game is not kept");
    }
}
