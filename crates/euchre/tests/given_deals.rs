//! Games whose deals are given rather than drawn from a seed (`Game::with_deals`): the same
//! deals and actions make the same game, in every preset and with three players; records and
//! saves carry the deals; a deal that is not one of the rules' is refused on load.

use euchre::rand_core::SeedableRng;
use euchre::{
    Deal, DealRng, Game, GameRecord, GivenDeals, LoadError, Players, Preset, Rules, Seat, below,
};

/// Plays a seeded game to the end with random legal actions.
fn played(rules: Rules, seed: u64) -> Game {
    let mut game = Game::new(rules, seed);
    let mut rng = DealRng::seed_from_u64(seed ^ 0x5eed);
    while let Some(seat) = game.to_act() {
        let legal = game.legal_actions();
        let action = legal[below(&mut rng, legal.len() as u32) as usize];
        game.apply(seat, action).unwrap();
    }
    game
}

/// The seeded game's deals, as a table's guest would be given them.
fn deals_of(game: &Game) -> GivenDeals {
    GivenDeals {
        dealer: game.history()[0].dealer,
        deals: game.history().iter().map(|r| r.deal).collect(),
    }
}

#[test]
fn the_same_deals_and_actions_make_the_same_game() {
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            for seed in 0..12 {
                let game = played(rules, seed);
                let mut record = GameRecord::new(rules, 0, game.actions().to_vec());
                record.given = Some(deals_of(&game));
                let given = Game::replay(&record).unwrap();
                assert_eq!(
                    given.history(),
                    game.history(),
                    "{preset:?} {players:?} {seed}"
                );
                assert_eq!(given.seat_scores(), game.seat_scores());
                assert_eq!(given.winner(), game.winner());
                for seat in rules.players.seats() {
                    assert_eq!(given.view(*seat), game.view(*seat));
                }
                // Its record replays it, deals and all.
                assert_eq!(Game::replay(&given.record()).unwrap(), given);
                assert_eq!(given.given(), record.given.as_ref());
            }
        }
    }
}

#[test]
fn a_game_in_progress_with_given_deals_plays_on_like_the_seeded_one() {
    let rules = Rules::standard();
    let mut seeded = Game::new(rules, 99);
    let mut rng = DealRng::seed_from_u64(3);
    // Half way through the game: the deals so far, the one in play included.
    while seeded.history().len() < 3 {
        let seat = seeded.to_act().unwrap();
        let legal = seeded.legal_actions();
        seeded
            .apply(seat, legal[below(&mut rng, legal.len() as u32) as usize])
            .unwrap();
    }
    let mut deals = deals_of(&seeded);
    deals.deals.push(*seeded.hand().deal());
    let mut given = Game::with_deals(rules, deals);
    for &(seat, action) in seeded.actions() {
        given.apply(seat, action).unwrap();
    }
    assert_eq!(given.view(Seat::West), seeded.view(Seat::West));
    assert_eq!(given.legal_actions(), seeded.legal_actions());
}

#[test]
fn a_save_keeps_the_given_deals_and_refuses_a_deal_of_other_rules() {
    let rules = Rules::standard();
    let game = played(rules, 5);
    let mut record = GameRecord::new(rules, 0, game.actions().to_vec());
    record.given = Some(deals_of(&game));
    let given = Game::replay(&record).unwrap();
    let text = given.save();
    assert_eq!(Game::load(&text).unwrap(), given);
    // A seeded game's save is as before: no `given`.
    assert!(!game.save().contains("given"));

    // A card twice in a given deal: the save is refused, not played.
    let mut broken = record.clone();
    let deal = &mut broken.given.as_mut().unwrap().deals[0];
    let card = deal.hands[Seat::South].iter().next().unwrap();
    deal.hands[Seat::West].insert(card);
    let text = Game::replay(&record).unwrap().save().replace(
        &serde_json::to_string(&record.given).unwrap(),
        &serde_json::to_string(&broken.given).unwrap(),
    );
    assert_ne!(text, given.save(), "the deal was changed in the text");
    assert_eq!(Game::load(&text), Err(LoadError::Malformed));
}

#[test]
fn a_deal_is_for_the_rules_it_was_made_under_only() {
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            for seed in 0..20 {
                let dealer = rules.players.seats()[seed as usize % rules.players.count()];
                let deal = Deal::for_rules(seed, dealer, &rules);
                assert!(deal.is_for(&rules), "{preset:?} {players:?} {seed}");
                // A card moved from one hand to another: sizes wrong.
                let mut moved = deal;
                let seats = rules.players.seats();
                let card = moved.hands[seats[0]].iter().next().unwrap();
                moved.hands[seats[0]].remove(card);
                moved.hands[seats[1]].insert(card);
                assert!(!moved.is_for(&rules));
                // The upcard also in the kitty: a card twice.
                let mut twice = deal;
                twice.kitty.insert(deal.upcard);
                assert!(!twice.is_for(&rules));
            }
        }
    }
    // A four-player deal is not a three-player one.
    let four = Rules::standard();
    let deal = Deal::for_rules(1, Seat::North, &four);
    assert!(!deal.is_for(&four.with_players(Players::Three)));
}
