//! What can happen to the store: [`Msg`], handed to [`GameStore::dispatch`](super::GameStore::dispatch).

use euchre::Action;

use super::{Review, Settings};

/// What can happen to the store; the only way to change it.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// South takes a legal action.
    Act(Action),
    /// The computer player to act starts thinking, if the game is still at `at` actions.
    /// The search runs in a Web Worker, so the page stays responsive; the action is applied
    /// no sooner than the pause of the chosen speed, and dropped if the game changed
    /// meanwhile (undo, a new game).
    ComputerTurn {
        /// How many actions the game had when the turn was due.
        at: usize,
    },
    /// Close the hand summary on top.
    Continue,
    /// Take back South's last action, wherever it was in the game (the hands after it are
    /// taken back too), as long as the game is not over.
    Undo,
    /// Ask the AI what South should do; the search runs in a Web Worker like a computer turn.
    Hint,
    /// Start a new game at once: a random deal with the settings' rules, or this seed's: a
    /// challenge's or the address's with its rules (and level), a date's with the daily deal's
    /// rules and level (`setup.rs`), any other with the settings' rules.
    NewGame(Option<u64>),
    /// The person asks for a new game: started at once when the game in progress is over or
    /// they have not played in it, else they are asked first ([`Ending::NewGame`](super::Ending::NewGame)).
    AskNewGame,
    /// The person asks for a date's game (today's, on their clock): started at once when
    /// nothing would be lost, else they are asked first ([`Ending::Daily`](super::Ending::Daily)).
    AskDaily(euchre::Date),
    /// Replace the settings.
    Settings(Settings),
    /// Dismiss the notice.
    DismissNotice,
    /// The screens' code ([`crate::screens`]) could not be fetched: say so.
    ScreensUnavailable,
    /// A dialog over the table opened (`true`) or closed (`false`); the two come in pairs
    /// (see [`Modal`](crate::components::Modal)). While any is open the game is paused: the
    /// computer players wait (their turn resumes when the last dialog closes) and South's
    /// [`Msg::Act`] is refused, so nothing behind a dialog can be played.
    Pause(bool),
    /// Asked whether to end the game in progress ([`Ending`](super::Ending)): end it (play
    /// the linked deal, or start the new game).
    EndMyGame,
    /// Asked whether to end the game in progress: keep it.
    KeepMyGame,
    /// Practise from decision `index` of the game on screen (its place in `actions()`): the
    /// game goes back to just before it, the real game is kept aside, and nothing played
    /// until [`Msg::BackToGame`] counts in the statistics. Undo stays in the practice; a new
    /// game ends it.
    ReplayFrom {
        /// The decision's place in the game's actions.
        index: usize,
    },
    /// Leave the practice branch for the real game, exactly as it was.
    BackToGame,
    /// Ask the coach's review of decisions (a hand's, the game's), or keep one that came.
    Review(Review),
}
