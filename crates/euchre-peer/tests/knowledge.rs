//! A seat's own game, built from what it knows: for every seat of games under every preset,
//! with three and four players, at every point of the game, the game built sits the seat
//! South and agrees with the host's on everything the seat may know; a knowledge that was
//! tampered with is refused.

use euchre::rand_core::SeedableRng;
use euchre::{DealRng, Game, Players, Preset, Rules, Seat, below};
use euchre_peer::{Knowledge, KnowledgeError, Turn};

/// The guest's game agrees with the host's on what `seat` may know.
fn agrees(host: &Game, seat: Seat, guest: &Game) {
    let turn = Turn::seating(host.rules().players, seat);
    let (h, g) = (host.view(seat), guest.view(Seat::South));
    let why = format!("seat {seat:?} at action {}", host.actions().len());
    assert_eq!(g.hand, h.hand, "{why}");
    assert_eq!(g.upcard, h.upcard, "{why}");
    assert_eq!(g.phase, h.phase, "{why}");
    assert_eq!(g.to_act, h.to_act.map(|s| turn.local(s)), "{why}");
    assert_eq!(g.dealer, turn.local(h.dealer), "{why}");
    assert_eq!(g.history, turn.actions(&h.history), "{why}");
    assert_eq!(g.legal_actions, h.legal_actions, "{why}");
    assert_eq!(g.hand_number, h.hand_number, "{why}");
    assert_eq!(g.seat_scores, turn.by_seat(&h.seat_scores), "{why}");
    assert_eq!(guest.history().len(), host.history().len(), "{why}");
    for (g, h) in guest.history().iter().zip(host.history()) {
        assert_eq!(
            g.seat_scores_after,
            turn.by_seat(&h.seat_scores_after),
            "{why}"
        );
        assert_eq!(g.dealer, turn.local(h.dealer), "{why}");
        // Every card the seat saw played is where it was.
        for (gt, ht) in g.tricks.iter().zip(&h.tricks) {
            assert_eq!(gt.card_set(), ht.card_set(), "{why}");
        }
        assert_eq!(g.deal.hands[Seat::South], h.deal.hands[seat], "{why}");
    }
    let team = |s: Seat| {
        if host.rules().players.has_partners() {
            s.team() as usize
        } else {
            s.index()
        }
    };
    assert_eq!(
        guest.winning_seat().map(team),
        host.winning_seat().map(|s| team(turn.local(s))),
        "{why}"
    );
}

fn step(game: &mut Game, rng: &mut DealRng) {
    let seat = game.to_act().unwrap();
    let legal = game.legal_actions();
    game.apply(seat, legal[below(rng, legal.len() as u32) as usize])
        .unwrap();
}

#[test]
fn every_seat_builds_its_own_game_at_every_point() {
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            for seed in 0..3 {
                let mut game = Game::new(rules, seed);
                let mut rng = DealRng::seed_from_u64(seed);
                let mut at = 0;
                loop {
                    // Every action in the first hands, then every seventh (the test's time).
                    if at < 60 || at % 7 == 0 || game.is_over() {
                        for &seat in rules.players.seats() {
                            let knows = Knowledge::of(&game, seat);
                            let guest = knows.game().unwrap_or_else(|e| {
                                panic!("{preset:?} {players:?} {seed} at {at}: {e}")
                            });
                            agrees(&game, seat, &guest);
                        }
                    }
                    if game.is_over() {
                        break;
                    }
                    step(&mut game, &mut rng);
                    at += 1;
                }
            }
        }
    }
}

#[test]
fn a_seat_cannot_tell_the_game_from_one_dealt_otherwise() {
    // What a seat is told is the same for the true deals and for deals that differ in every
    // card it did not see: it carries nothing of those cards. Misdeals on (Canadian rules
    // throw in nines and tens), going under, calling for best: every preset.
    let mut differed = 0;
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            for seed in 0..4 {
                let mut game = Game::new(rules, seed);
                let mut rng = DealRng::seed_from_u64(seed);
                while !game.is_over() {
                    step(&mut game, &mut rng);
                }
                for &seat in rules.players.seats() {
                    let knows = Knowledge::of(&game, seat);
                    let other = knows.placed().unwrap();
                    assert_eq!(Knowledge::of(&other, seat), knows);
                    for (placed, dealt) in other.history().iter().zip(game.history()) {
                        assert_eq!(placed.deal.hands[seat], dealt.deal.hands[seat]);
                        assert_eq!(placed.deal.upcard, dealt.deal.upcard);
                        differed += usize::from(placed.deal != dealt.deal);
                    }
                }
            }
        }
    }
    // The other deals are other deals, in most hands.
    assert!(differed > 500, "{differed}");
}

#[test]
fn a_knowledge_tampered_with_is_refused() {
    let rules = Rules::standard();
    let mut game = Game::new(rules, 11);
    let mut rng = DealRng::seed_from_u64(1);
    while game.history().len() < 2 {
        step(&mut game, &mut rng);
    }
    step(&mut game, &mut rng);
    let seat = game.dealer().next();
    let knows = Knowledge::of(&game, seat);
    assert!(knows.game().is_ok());

    // Another seat's knowledge under this seat's name.
    let mut other = Knowledge::of(&game, seat.partner());
    other.seat = seat;
    assert_eq!(other.game().unwrap_err(), KnowledgeError::Seat);

    // A score changed: the hands do not give it.
    let mut scored = knows.clone();
    scored.now.as_mut().unwrap().seat_scores[seat] += 1;
    assert_eq!(scored.game().unwrap_err(), KnowledgeError::Mismatch(2));

    // The upcard in the hand of a seat that is not the dealer: no deal has it twice.
    let mut twice = knows.clone();
    let now = twice.now.as_mut().unwrap();
    now.hand = now.hand.without(now.hand.first().unwrap()).with(now.upcard);
    assert!(twice.game().is_err());

    // A hand left out.
    let mut short = knows.clone();
    short.ended.remove(0);
    assert!(short.game().is_err());
}
