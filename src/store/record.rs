//! What the game's record says that the store needs: whether a trick just ended, what undo
//! takes back, and the hand a summary is about.

use euchre::{Game, PlayerView};

use super::YOU;

/// Whether the last card played completed a trick (so the table pauses to show it).
pub(super) fn trick_just_ended(game: &Game) -> bool {
    let hand = game.hand();
    !hand.tricks().is_empty()
        && hand
            .current_trick()
            .is_some_and(|t| t.cards.iter().all(|(_, c)| c.is_none()))
}

/// The index in `game.actions()` of South's last action, in whichever hand it was.
pub(super) fn last_south_action(game: &Game) -> Option<usize> {
    game.actions().iter().rposition(|&(seat, _)| seat == YOU)
}

/// South's last action when it is in the hand being played: what undo takes back. Never
/// one of a hand that has ended (its summary has shown every player's cards: undo would be
/// a peek; a practice replay from the review is the way to try it again).
pub(super) fn undoable(game: &Game) -> Option<usize> {
    let start = game.actions().len() - game.hand().history().len();
    last_south_action(game).filter(|&at| at >= start)
}

/// South's view of the last hand that had actions, as it stood after its last action: the
/// hand a summary is about, while the engine has already dealt the next one. `None` before
/// any hand ended that way.
pub(super) fn ended_hand_view(game: &Game) -> Option<PlayerView> {
    let in_hand = game.hand().history().len();
    let end = game.actions().len().checked_sub(in_hand)?;
    let last = end.checked_sub(1)?;
    let before = Game::replay_prefix(&game.record(), last).ok()?;
    let mut hand = *before.hand();
    let (seat, action) = game.actions()[last];
    hand.apply(seat, action).ok()?;
    let mut view = hand.view(YOU);
    view.scores = game.scores();
    view.seat_scores = game.seat_scores();
    view.hand_number = before.hand_number();
    Some(view)
}
