//! A three-player (cutthroat) game does not trip the computer players up: they are built for
//! four (playing well by three is later work), but every choice they make by three is legal
//! and every game ends.

use euchre::{Game, Players, Preset};
use euchre_ai::{Difficulty, player};

#[test]
fn the_normal_player_finishes_three_player_games() {
    for preset in Preset::ALL {
        for seed in 0..2 {
            let mut game = Game::new(preset.rules().with_players(Players::Three), seed);
            let mut players: Vec<_> = (0..4).map(|i| player(Difficulty::Normal, i)).collect();
            while let Some(seat) = game.to_act() {
                let view = game.view(seat);
                let action = players[seat.index()].choose(&view);
                assert!(view.legal_actions.contains(&action), "{preset}: {action}");
                game.apply(seat, action).unwrap();
            }
            let winner = game.winning_seat().expect("the game ends");
            assert!(game.seats().contains(&winner));
        }
    }
}
