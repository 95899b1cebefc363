//! Where the unseen cards lie (`euchre_ai::board::Whereabouts`), on seeded positions of every
//! phase and preset: each unseen card is somewhere, never with the viewer, never with a seat
//! that showed out of its suit; a picked-up upcard is with the dealer or buried; a split of
//! the worlds merged is the whole.

use euchre::{Seat, UpcardState};
use euchre_ai::board::whereabouts::unseen;
use euchre_ai::board::{Place, Whereabouts};

mod common;

const WORLDS: usize = 48;

#[test]
fn every_unseen_card_is_somewhere_the_viewer_is_not_and_voids_hold_none_of_their_suit() {
    let views = common::positions(3);
    assert!(views.len() > 60, "{} positions", views.len());
    let (mut voids, mut upcards) = (0, 0);
    for (i, view) in views.iter().enumerate() {
        let w = Whereabouts::of_worlds(view, i as u64, 0..WORLDS);
        assert_eq!(w.unseen(), unseen(view));
        assert_eq!(w.worlds(), WORLDS);
        // Nothing the viewer holds or saw played.
        assert!(w.unseen().iter().all(|c| !view.hand.contains(c)));
        for card in view.hand {
            assert_eq!(w.chance(card, Place::Out), 0.0);
        }
        for card in w.unseen() {
            let (held, out) = w.chances(card);
            let total: f64 = held.0.iter().sum::<f64>() + out;
            assert!((total - 1.0).abs() < 1e-9, "{card}: {total}");
            assert_eq!(held[view.seat], 0.0, "{card} with the viewer");
            assert!(held.0.iter().all(|&p| (0.0..=1.0).contains(&p)) && out >= 0.0);
        }
        // A seat that did not follow the suit led holds none of that suit.
        let Some(trump) = view.trump() else { continue };
        for trick in &view.tricks {
            let led = trick.cards[trick.leader].unwrap().suit_under(trump);
            for seat in Seat::ALL {
                let Some(played) = trick.cards[seat] else {
                    continue;
                };
                if played.suit_under(trump) == led {
                    continue;
                }
                for card in w.unseen().iter().filter(|c| c.suit_under(trump) == led) {
                    voids += 1;
                    assert_eq!(
                        w.chance(card, Place::Held(seat)),
                        0.0,
                        "position {i}: {seat} showed out of {led:?} but may hold the {card}"
                    );
                }
            }
        }
        // A picked-up upcard not yet played: with the dealer, or buried by it.
        if view.upcard_state == UpcardState::PickedUp && view.dealer != view.seat {
            let upcard = view.upcard;
            if w.unseen().contains(upcard) {
                let kept =
                    w.chance(upcard, Place::Held(view.dealer)) + w.chance(upcard, Place::Out);
                assert!((kept - 1.0).abs() < 1e-9, "position {i}: {kept}");
                upcards += 1;
            }
        }
    }
    // The checks above met their cases.
    assert!(
        voids > 20 && upcards > 5,
        "{voids} cards of a void, {upcards} upcards"
    );
}

#[test]
fn worlds_shared_among_workers_and_merged_give_the_same_chances() {
    for (i, view) in common::positions(1).iter().enumerate().step_by(5) {
        let whole = Whereabouts::of_worlds(view, 7, 0..WORLDS);
        let mut parts = Whereabouts::of_worlds(view, 7, 0..17);
        parts.merge(&Whereabouts::of_worlds(view, 7, 17..WORLDS));
        assert_eq!(parts.worlds(), WORLDS);
        for card in whole.unseen() {
            for place in Seat::ALL.map(Place::Held).into_iter().chain([Place::Out]) {
                let (a, b) = (whole.chance(card, place), parts.chance(card, place));
                assert!(
                    (a - b).abs() < 1e-12,
                    "position {i}: {card} {place:?}: {a} {b}"
                );
            }
        }
        // Another seed, other worlds: reproducible from the seed.
        assert_eq!(
            Whereabouts::of_worlds(view, 8, 0..8),
            Whereabouts::of_worlds(view, 8, 0..8)
        );
    }
}
