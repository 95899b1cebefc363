//! Regression tests: the behaviours players complained about, each pinned on a built deal.

use euchre::{Action, BySeat, Card, CardSet, Deal, Hand, Phase, Rules, Seat};

use super::*;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(s: &str) -> CardSet {
    s.parse().expect("test cards parse")
}

/// A hand from South's, West's, North's and East's cards, the upcard and the dealer.
fn hand(hands: [&str; 4], upcard: &str, dealer: Seat) -> Hand {
    hand_with(Rules::standard(), hands, upcard, dealer)
}

/// [`hand`] under `rules`.
fn hand_with(rules: Rules, hands: [&str; 4], upcard: &str, dealer: Seat) -> Hand {
    let hands = BySeat(hands.map(set));
    let upcard = card(upcard);
    let used = hands.0.iter().fold(CardSet::single(upcard), |a, &h| a | h);
    assert_eq!(used.len(), 21, "21 distinct cards");
    Hand::new(
        rules,
        dealer,
        Deal {
            hands,
            upcard,
            kitty: !used,
        },
    )
}

fn run(hand: &mut Hand, script: &[Action]) {
    for &action in script {
        let seat = hand.to_act().unwrap();
        hand.apply(seat, action)
            .unwrap_or_else(|e| panic!("{seat} {action}: {e}"));
    }
}

fn decide(hand: &Hand) -> Action {
    Heuristic::decide(&hand.view(hand.to_act().unwrap()))
}

#[test]
fn orders_right_bower_and_two_trump_as_dealers_partner() {
    // North deals; East passes; South, the dealer's partner, holds J♥ 10♥ 9♥ with the K♥
    // turned for partner.
    let mut h = hand(
        [
            "JH TH 9H 9C QS",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD QH JS JC",
        ],
        "KH",
        Seat::North,
    );
    run(&mut h, &[Action::Pass]);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(decide(&h), Action::OrderUp { alone: false });
}

#[test]
fn does_not_order_from_first_seat_with_only_the_bowers() {
    // East deals; South bids first holding only the two bowers and three small cards.
    let h = hand(
        [
            "JH JD 9C TS QD",
            "AC KC QC AS KS",
            "AD KD 9D 9S AH",
            "TD KH QH QS TC",
        ],
        "9H",
        Seat::East,
    );
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(decide(&h), Action::Pass);
}

#[test]
fn orders_but_not_alone_without_five_tricks() {
    let h = hand(
        [
            "JH JD AH KS 9D",
            "AC KC QC AS QS",
            "AD KD QD 9S TS",
            "TD KH QH JS TC",
        ],
        "9H",
        Seat::East,
    );
    assert_eq!(decide(&h), Action::OrderUp { alone: false });
    // With the top three trump and two off aces it goes alone.
    let h = hand(
        [
            "JH JD AH AS AD",
            "AC KC QC KS QS",
            "9D KD QD 9S TS",
            "TD KH QH JS TC",
        ],
        "9H",
        Seat::East,
    );
    assert_eq!(decide(&h), Action::OrderUp { alone: true });
}

/// Calling for partner's best: the top three trumps and an off king go alone, counting
/// on the partner's card (a trump from the partner's five about half the time as good as
/// the queen), where without the variant they order up with partner.
#[test]
fn counts_on_the_partners_best_to_go_alone() {
    let cards = [
        "JH JD AH KS 9D",
        "AC KC QC AS QS",
        "AD KD QD 9S TS",
        "TD KH QH JS TC",
    ];
    let best = Rules {
        call_for_best: true,
        ..Rules::standard()
    };
    assert_eq!(
        decide(&hand(cards, "9H", Seat::East)),
        Action::OrderUp { alone: false }
    );
    assert_eq!(
        decide(&hand_with(best, cards, "9H", Seat::East)),
        Action::OrderUp { alone: true }
    );
    // A hand it would not order up stays a pass: the card from partner counts only for
    // going alone.
    let weak = [
        "JH AS AD KS 9D",
        "AC KC QC QD QS",
        "AH KD JD 9S TS",
        "TD KH QH JS TC",
    ];
    assert_eq!(
        decide(&hand_with(best, weak, "9H", Seat::East)),
        Action::Pass
    );
}

#[test]
fn no_loner_when_a_march_already_wins() {
    let h = hand(
        [
            "JH JD AH AS AD",
            "AC KC QC KS QS",
            "9D KD QD 9S TS",
            "TD KH QH JS TC",
        ],
        "9H",
        Seat::East,
    );
    let mut view = h.view(Seat::South);
    view.scores = euchre::ByTeam([8, 3]);
    assert_eq!(Heuristic::decide(&view), Action::OrderUp { alone: false });
}

#[test]
fn canadian_loner_the_dealers_partner_orders_only_a_hand_that_goes_alone() {
    let rules = Rules {
        canadian_loner: true,
        ..Rules::standard()
    };
    // North deals, East passes: South, the dealer's partner, holds J♥ 10♥ 9♥ (an order with
    // partner's help, not a loner): under the Canadian loner it passes.
    let mut h = hand_with(
        rules,
        [
            "JH TH 9H 9C QS",
            "AC KC QC AS KS",
            "AD KD QD 9S TS",
            "9D TD QH JS JC",
        ],
        "KH",
        Seat::North,
    );
    run(&mut h, &[Action::Pass]);
    assert_eq!(decide(&h), Action::Pass);
    // The top three trump and two off aces go alone, even at 8–3, where without the rule
    // a march with partner is enough to win.
    let mut h = hand_with(
        rules,
        [
            "JH JD AH AS AD",
            "AC KC QC KS QS",
            "9D KD QD 9S TS",
            "TD KH QH JS TC",
        ],
        "9H",
        Seat::North,
    );
    run(&mut h, &[Action::Pass]);
    let mut view = h.view(Seat::South);
    view.scores = euchre::ByTeam([8, 3]);
    assert_eq!(Heuristic::decide(&view), Action::OrderUp { alone: true });
}

#[test]
fn does_not_trump_partners_winning_ace() {
    // South deals and picks up the 9♥; West leads 9♣, North takes it with the A♣, East
    // follows; South, last and void in clubs, throws off instead of trumping.
    let mut h = hand(
        [
            "JH AH KH 9D 9S",
            "9C QC QD AS KS",
            "AC KC AD 9H TS",
            "TC JC TD KD QS",
        ],
        "QH",
        Seat::South,
    );
    run(
        &mut h,
        &[
            Action::Pass,
            Action::Pass,
            Action::Pass,
            Action::OrderUp { alone: false },
        ],
    );
    assert_eq!(decide(&h), Action::Discard(card("9D")));
    run(
        &mut h,
        &[
            Action::Discard(card("9D")),
            Action::Play(card("9C")),
            Action::Play(card("AC")),
            Action::Play(card("TC")),
        ],
    );
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(decide(&h), Action::Play(card("9S")));
}

#[test]
fn last_hand_wins_as_cheaply_as_possible_and_second_hand_plays_low() {
    // East deals, hearts ordered by South. South leads the K♠; West follows low (second
    // hand), North throws off, and East, last, wins with its cheapest winner.
    let mut h = hand(
        [
            "JH AH KS 9D 9S",
            "9C QC QS TS AD",
            "AC KC KD 9H JS",
            "TC JC TD AS QH",
        ],
        "TH",
        Seat::East,
    );
    run(
        &mut h,
        &[
            Action::OrderUp { alone: false },
            Action::Discard(card("TC")),
        ],
    );
    run(&mut h, &[Action::Play(card("KS"))]);
    assert_eq!(decide(&h), Action::Play(card("TS")));
    run(
        &mut h,
        &[Action::Play(card("TS")), Action::Play(card("JS"))],
    );
    assert_eq!(decide(&h), Action::Play(card("AS")));
}

#[test]
fn leads_trump_when_partner_made_it() {
    // North orders hearts; East deals; South leads and holds trump: it leads one.
    let mut h = hand(
        [
            "TH AS 9D 9S KC",
            "9C QC QS TS AD",
            "AC JH KD JD AH",
            "TC JC TD QH KS",
        ],
        "9H",
        Seat::East,
    );
    run(
        &mut h,
        &[
            Action::Pass,
            Action::Pass,
            Action::OrderUp { alone: false },
            Action::Discard(card("TC")),
        ],
    );
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(decide(&h), Action::Play(card("TH")));
}

#[test]
fn takes_the_forced_last_trick() {
    // Every seat plays the heuristic; at the last trick each plays its only card.
    for seed in 0..10 {
        let mut h = Hand::new(Rules::standard(), Seat::East, Deal::new(seed, Seat::East));
        while let Some(seat) = h.to_act() {
            let view = h.view(seat);
            let action = Heuristic::decide(&view);
            assert!(view.legal_actions.contains(&action));
            if h.phase() == Phase::Play && h.tricks().len() == 4 {
                assert_eq!(action, view.legal_actions[0]);
            }
            h.apply(seat, action).unwrap();
        }
    }
}

#[test]
fn easy_makes_some_mistakes_reproducibly() {
    let h = Hand::new(Rules::standard(), Seat::East, Deal::new(5, Seat::East));
    let mut h2 = h;
    run(&mut h2, &[Action::OrderUp { alone: false }]);
    let mut h3 = h2;
    let discard = h3.legal_actions()[0];
    run(&mut h3, &[discard]);
    let view = h3.view(h3.to_act().unwrap());
    let mut a = Heuristic::easy(9);
    let mut b = Heuristic::easy(9);
    let picks: Vec<Action> = (0..200).map(|_| a.choose(&view)).collect();
    let again: Vec<Action> = (0..200).map(|_| b.choose(&view)).collect();
    assert_eq!(picks, again);
    let best = Heuristic::decide_normal(&view);
    let mistakes = picks.iter().filter(|&&p| p != best).count();
    assert!(mistakes > 0 && mistakes < 60, "{mistakes}");
}

#[test]
fn ruffs_an_off_suit_lead_low_rather_than_with_a_bower() {
    // East deals the 9♥; West orders it up; South leads the A♠. West, void in spades with
    // the right bower and the 10♥, ruffs with the 10♥ (partner still to play), keeping the
    // bower for later.
    let mut h = hand(
        [
            "AS KS QS 9C TC",
            "JH TH AC KD QD",
            "9S TS JS 9D TD",
            "AH KH QH JC QC",
        ],
        "9H",
        Seat::East,
    );
    run(
        &mut h,
        &[
            Action::Pass,
            Action::OrderUp { alone: false },
            Action::Discard(card("JC")),
            Action::Play(card("AS")),
        ],
    );
    assert_eq!(h.to_act(), Some(Seat::West));
    assert_eq!(decide(&h), Action::Play(card("TH")));
}

#[test]
fn a_defender_leads_the_boss_trump_from_the_third_trick() {
    // West deals the A♥; East orders it up; North and South win the first two tricks.
    // South leads the third holding the right bower and the boss K♠: the bower first, to
    // draw a trump before the king is ruffed.
    let mut h = hand(
        [
            "JH AS KS QC 9D",
            "KH QH 9C 9S TS",
            "AC KC AD KD QS",
            "JD TH JC QD JS",
        ],
        "AH",
        Seat::West,
    );
    let play = |c: &str| Action::Play(card(c));
    run(
        &mut h,
        &[
            Action::Pass,
            Action::OrderUp { alone: false },
            Action::Discard(card("TS")),
            play("AC"),
            play("JC"),
            play("QC"),
            play("9C"),
            play("QS"),
            play("JS"),
            play("AS"),
            play("9S"),
        ],
    );
    assert_eq!(h.to_act(), Some(Seat::South));
    assert_eq!(decide(&h), play("JH"));
}

/// South deals the 9♠, everyone passes it, and West, first to speak in round 2, calls
/// hearts holding the left bower, the Q♥ and the 10♥, the A♠ and the A♦; South holds the
/// right bower. West is to lead.
pub(crate) fn west_calls_hearts_under_the_right_bower() -> Hand {
    let mut h = hand(
        [
            "JH 9H KC QC 9D",
            "JD AD TH QH AS",
            "AC TC 9C KD QD",
            "KH AH KS QS TS",
        ],
        "9S",
        Seat::South,
    );
    let mut script = vec![Action::Pass; 4];
    script.push(Action::Call {
        trump: euchre::Trump::Suit(euchre::Suit::Hearts),
        alone: false,
    });
    run(&mut h, &script);
    assert_eq!(h.phase(), Phase::Play);
    assert_eq!(h.to_act(), Some(Seat::West));
    h
}

#[test]
fn the_search_sides_maker_draws_trump_before_cashing_its_aces() {
    let h = west_calls_hearts_under_the_right_bower();
    let view = h.view(Seat::West);
    // As the search's side plays: the left bower draws the opponents' trumps before the
    // aces can be ruffed.
    assert_eq!(
        Heuristic::decide_drawing_trump(&view),
        Action::Play(card("JD"))
    );
    // Normal cashes an ace first.
    let action = decide(&h);
    assert!(
        action == Action::Play(card("AD")) || action == Action::Play(card("AS")),
        "{action}"
    );
}

/// Easy's choices that are not slips are the Normal level's, conventions included: over
/// seeded games, Easy differs from `decide_normal` about one decision in eight, as the
/// review's "a slip" says.
#[test]
fn easy_differs_from_normal_only_by_its_slips() {
    use euchre::Game;
    let (mut decisions, mut differ) = (0, 0);
    for seed in 0..20 {
        let mut easy = Heuristic::easy(seed);
        let mut game = Game::new(Rules::standard(), seed);
        while let Some(seat) = game.to_act() {
            let view = game.view(seat);
            let action = easy.choose(&view);
            if view.legal_actions.len() > 1 {
                decisions += 1;
                differ += usize::from(action != Heuristic::decide_normal(&view));
            }
            game.apply(seat, action).unwrap();
        }
    }
    // Slips are 125 in 1000 and some slips choose Normal's action anyway.
    let share = differ as f64 / decisions as f64;
    assert!(share > 0.04 && share < 0.13, "{differ} of {decisions}");
}
