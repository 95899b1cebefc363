//! Arbitrary action sequences fed to `Game::apply`, at a table of four or of three: it never
//! panics, an accepted action is always one of `legal_actions`, and a refused one leaves the
//! game unchanged. Every few steps a seat's view is determinized, which must succeed for any
//! real position.
//!
//! `cargo +nightly fuzz run apply` from `crates/euchre`.
#![no_main]

use euchre::rand_core::SeedableRng;
use euchre::{
    Action, Card, DealRng, Deck, Game, Players, Preset, Rules, Seat, Suit, Trump, determinize,
};
use libfuzzer_sys::fuzz_target;

fn action(byte: u8, extra: u8) -> Action {
    let alone = extra & 1 == 1;
    let card = Card::EVERY[usize::from(extra) % Card::EVERY.len()];
    match byte % 13 {
        0 | 1 => Action::Pass,
        2 => Action::OrderUp { alone },
        3 => {
            let trump = match extra % 6 {
                4 => Trump::High,
                5 => Trump::Low,
                s => Trump::Suit(Suit::ALL[usize::from(s)]),
            };
            Action::Call { trump, alone }
        }
        4 => Action::Discard(card),
        5 => Action::DefendAlone,
        8 => {
            let next = |k: usize| Card::ALL[(usize::from(extra) + k * 6) % 24];
            Action::GoUnder([card, next(1), next(2)])
        }
        9 => Action::KeepHand,
        10 => Action::CallForBest,
        11 => Action::PassBest(card),
        12 => Action::Bury(card),
        _ => Action::Play(card),
    }
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 10 {
        return;
    }
    let preset = Preset::ALL[usize::from(data[0] & 3)];
    let mut rules: Rules = preset.rules();
    // Flip single variants with the second byte.
    let flags = data[1];
    rules.defend_alone ^= flags & 1 != 0;
    rules.no_trump ^= flags & 2 != 0;
    rules.must_hold_trump ^= flags & 4 != 0;
    rules.stick_the_dealer ^= flags & 8 != 0;
    rules.loner_left_leads ^= flags & 16 != 0;
    rules.misdeal_nines_tens ^= flags & 32 != 0;
    rules.canadian_loner ^= flags & 64 != 0;
    // The first byte's bits above the preset's.
    rules.going_under ^= data[0] & 4 != 0;
    rules.call_for_best ^= data[0] & 8 != 0;
    // Two more bits: the deck (24, the Joker, 32; the fourth value is 24 too).
    rules.deck = match (data[0] >> 4) & 3 {
        1 => Deck::Joker,
        2 => Deck::ThirtyTwo,
        _ => rules.deck,
    };
    // The top bit: three players (cutthroat).
    if flags & 128 != 0 {
        rules.players = Players::Three;
    }
    let seed = u64::from_le_bytes(data[2..10].try_into().unwrap());
    let mut game = Game::new(rules, seed);
    let mut rng = DealRng::seed_from_u64(seed);
    for (step, pair) in data[10..].chunks(2).enumerate() {
        let (byte, extra) = (pair[0], *pair.get(1).unwrap_or(&0));
        // Mostly the seat to act (so games progress), sometimes another seat.
        let seat = match (game.to_act(), byte >> 6) {
            (Some(seat), 0..=2) => seat,
            (_, n) => Seat::ALL[usize::from(n)],
        };
        // Half the time a legal action picked by the byte, so play goes deep.
        let legal = game.legal_actions();
        let chosen = if byte & 0x20 != 0 && !legal.is_empty() {
            legal[usize::from(extra) % legal.len()]
        } else {
            action(byte, extra)
        };
        let before = game.clone();
        match game.apply(seat, chosen) {
            Ok(_) => assert!(before.to_act() == Some(seat) && legal.contains(chosen)),
            Err(_) => assert_eq!(game, before),
        }
        if step % 7 == 0 {
            let seats = game.seats();
            let view = game.view(seats[step % seats.len()]);
            let world = determinize(&view, &mut rng);
            assert_eq!(world.holding(view.seat), view.hand);
        }
    }
});
