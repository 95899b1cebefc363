//! Each convention on a position built as a Euchre problem states it.

use euchre::{Action, Position, Rules, Seat, parse_moves};

use super::*;

fn seat(letter: &str) -> Seat {
    match letter {
        "N" => Seat::North,
        "E" => Seat::East,
        "S" => Seat::South,
        "W" => Seat::West,
        _ => panic!("a seat letter: {letter}"),
    }
}

/// South's view: `dealer` dealt `upcard`; South was dealt `hand`; `moves` are "SEAT action"
/// separated by commas ("N pass, E order, S play AS").
fn view(dealer: &str, upcard: &str, hand: &str, moves: &str) -> PlayerView {
    let mut position = Position::new(
        Rules::standard(),
        seat(dealer),
        Seat::South,
        hand.parse().unwrap(),
        upcard.parse().unwrap(),
    );
    position.actions = parse_moves(moves).unwrap();
    position.view().unwrap()
}

fn act(text: &str) -> Action {
    text.parse().unwrap()
}

fn acts(texts: &[&str]) -> Vec<Action> {
    texts.iter().map(|t| act(t)).collect()
}

#[test]
fn a_tied_loner_plays_with_the_partner() {
    let v = view("W", "9S", "AS QS AH AD KC", "N pass, E pass");
    let options = acts(&["order alone", "order", "pass"]);
    assert_eq!(
        conventional(&v, &options),
        Some((act("order"), Convention::Partnered))
    );
    // The partnered bid not among the tied options: alone is clearly better.
    assert_eq!(conventional(&v, &acts(&["order alone", "pass"])), None);
    // The best is partnered already: nothing to choose by convention in round 1.
    assert_eq!(conventional(&v, &acts(&["order", "order alone"])), None);
}

#[test]
fn next_from_the_dealers_left_and_reverse_next_from_the_dealers_side() {
    // West turned down the J♥: diamonds is next.
    let passes = "N pass, E pass, S pass, W pass, N pass, E pass";
    let v = view("W", "JH", "AS QS 9S AD JD", passes);
    let spades = act("call S");
    let diamonds = act("call D");
    // South (the dealer's right) and the dealer's left prefer next.
    assert_eq!(
        conventional(&v, &[spades, diamonds, Action::Pass]),
        Some((diamonds, Convention::Next))
    );
    // North deals: South is the dealer's partner, and prefers a suit of the other colour.
    let v = view(
        "N",
        "JH",
        "AS QS 9S AD JD",
        "E pass, S pass, W pass, N pass, E pass",
    );
    assert_eq!(
        conventional(&v, &[diamonds, spades]),
        Some((spades, Convention::ReverseNext))
    );
    assert_eq!(conventional(&v, &[diamonds, Action::Pass]), None);
}

#[test]
fn the_dealer_discards_to_make_a_void() {
    // South deals the J♠ and picks it up: the lone 9♦ goes, not the 10♣ of a pair.
    let v = view(
        "S",
        "JS",
        "AS 9D TC KC AH",
        "W pass, N pass, E pass, S order",
    );
    let options = acts(&["discard TC", "discard 9D"]);
    assert_eq!(
        conventional(&v, &options),
        Some((act("discard 9D"), Convention::ShortSuit))
    );
    // No side suit of one card: no discard makes a void, and no convention chooses.
    let v = view(
        "S",
        "JS",
        "AS 9D TD 9C TC",
        "W pass, N pass, E pass, S order",
    );
    assert_eq!(conventional(&v, &acts(&["discard 9C", "discard 9D"])), None);
}

#[test]
fn trump_is_led_to_the_partner_who_called_and_a_loner_draws_from_the_top() {
    // North orders East's 9♠; South, on the dealer's left, leads first.
    let v = view("E", "9S", "JC QS TS AH KD", "S pass, W pass, N order");
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play AH", "play TS", "play JC"])),
        Some((act("play JC"), Convention::TrumpToPartner))
    );
    // South alone in hearts, holding the left bower and the ace: from the top.
    let v = view(
        "E",
        "KD",
        "JD AH TH 9H AC",
        "S pass, W pass, N pass, E pass, S call H alone",
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play 9H", "play AC", "play JD"])),
        Some((act("play JD"), Convention::LonerFromTop))
    );
}

#[test]
fn a_defender_leads_the_suit_the_partner_is_out_of() {
    // East orders North's 9♠ and leads the K♣; South wins with the A♣ and North shows out
    // of clubs: South leads a club for North to trump.
    let v = view(
        "N",
        "9S",
        "AC TC AH 9D TD",
        "E order, E play KC, S play AC, W play 9C, N play 9H",
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play AH", "play TC", "play 9D"])),
        Some((act("play TC"), Convention::PartnersVoid))
    );
}

#[test]
fn second_hand_low_third_hand_high_and_the_partners_trick_left_alone() {
    // West turns down the Q♣; East calls hearts; North leads first.
    let bids = "N pass, E pass, S pass, W pass, N pass, E call H";
    // North leads the K♣, East follows: South is third after the partner's lead.
    let v = view(
        "W",
        "QC",
        "AC TC QD KD TS",
        &format!("{bids}, N play KC, E play 9C"),
    );
    assert_eq!(
        conventional(&v, &acts(&["play TC", "play AC"])),
        Some((act("play AC"), Convention::ThirdHandHigh))
    );
    // East trumps the first trick and leads the Q♦: South is second, following.
    let first = "N play 9C, E play JH, S play TC, W play KC";
    let v = view(
        "W",
        "QC",
        "AC TC AD KD TS",
        &format!("{bids}, {first}, E play QD"),
    );
    assert_eq!(
        conventional(&v, &acts(&["play AD", "play KD"])),
        Some((act("play KD"), Convention::SecondHandLow))
    );
    // West trumps the first trick and leads the 9♦; North's A♦ wins and South plays last,
    // out of diamonds: no trump on the partner's trick.
    let first = "N play 9C, E play AC, S play TC, W play 9H";
    let v = view(
        "W",
        "QC",
        "TC KS QS 9S TH",
        &format!("{bids}, {first}, W play 9D, N play AD, E play TD"),
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play TH", "play KS", "play 9S"])),
        Some((act("play 9S"), Convention::PartnersTrick))
    );
}

#[test]
fn against_a_loner_the_partners_lead_is_trumped_high() {
    // West deals and turns down the 9♥, then calls spades alone; North leads the A♣ and
    // South, out of clubs, trumps it before the loner plays.
    let v = view(
        "W",
        "9H",
        "JS 9S AH KH QH",
        "N pass, E pass, S pass, W pass, N pass, E pass, S pass, W call S alone, N play AC",
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play 9S", "play JS", "play QH"])),
        Some((act("play JS"), Convention::TrumpHighAgainstLoner))
    );
}

#[test]
fn one_option_or_a_position_no_convention_covers_is_left_to_the_numbers() {
    let v = view("W", "9S", "AS QS AH AD KC", "N pass, E pass");
    assert_eq!(conventional(&v, &acts(&["order"])), None);
    assert_eq!(conventional(&v, &acts(&["pass", "order"])), None);
}

#[test]
fn reverse_next_takes_the_suit_with_more_trump() {
    // North turned down the K♥ (the Ohio quiz, question 2): clubs holds the left bower and
    // the ace, spades only the right bower; passing is tied too, but the dealer's side calls.
    let v = view(
        "N",
        "KH",
        "JS AC AD 9D 9H",
        "E pass, S pass, W pass, N pass, E pass",
    );
    let (spades, clubs) = (act("call S"), act("call C"));
    assert_eq!(
        conventional(&v, &[spades, Action::Pass, clubs]),
        Some((clubs, Convention::ReverseNext))
    );
    assert_eq!(
        conventional(&v, &[spades, Action::Pass]),
        Some((spades, Convention::ReverseNext))
    );
}

#[test]
fn of_two_voids_the_off_colour_one_keeping_an_ace_and_against_a_loner_next() {
    // West orders South's 10♠: the Q♥ (off colour) goes rather than the 10♣ (next), and
    // neither void is worth the A♦... which is no void anyway beside the 9♦.
    let v = view("S", "TS", "AD 9D QH TC 9S", "W order");
    let options = acts(&["discard TC", "discard QH", "discard 9D"]);
    assert_eq!(
        conventional(&v, &options),
        Some((act("discard QH"), Convention::ShortSuit))
    );
    // A singleton ace is kept while a small singleton can go.
    let v = view("S", "TS", "AD QH 9H TC 9S", "W order");
    assert_eq!(
        conventional(&v, &acts(&["discard AD", "discard TC"])),
        Some((act("discard TC"), Convention::ShortSuit))
    );
    // East orders South's K♠ alone: both aces are singletons, and the void in next (clubs)
    // lets North lead it for South to trump over the maker.
    let v = view("S", "KS", "AC AD QH TH 9H", "W pass, N pass, E order alone");
    assert_eq!(
        conventional(&v, &acts(&["discard AD", "discard 9H", "discard AC"])),
        Some((act("discard AC"), Convention::ShortSuit))
    );
}

#[test]
fn against_a_loner_the_dealers_partner_leads_next() {
    // West orders North's 9♥ alone (the Ohio quiz, question 20): North has picked it up and
    // could void diamonds; South leads its diamond.
    let v = view("N", "9H", "JS TC TD AS KC", "E pass, S pass, W order alone");
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play AS", "play TD", "play KC"])),
        Some((act("play TD"), Convention::NextAgainstLoner))
    );
}

#[test]
fn a_defender_leads_a_singleton_but_against_a_loner_its_ace() {
    // East picks up the A♥: South leads the lone Q♦, holding trump to ruff diamonds later.
    let v = view(
        "E",
        "AH",
        "9S KS QD TH KH",
        "S pass, W pass, N pass, E order",
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play KS", "play QD", "play 9S"])),
        Some((act("play QD"), Convention::Singleton))
    );
    // Of two singletons, the king (the Euchre Universe hand of the week): it may win.
    let v = view(
        "E",
        "QD",
        "KH TD JC JS TS",
        "S pass, W pass, N pass, E order",
    );
    assert_eq!(
        conventional(&v, &acts(&["play JC", "play KH", "play JS"])),
        Some((act("play KH"), Convention::Singleton))
    );
    // East alone: no convention leads the lone 9♥ rather than cash the A♣.
    let v = view(
        "E",
        "QS",
        "9S 9H AC KD 9D",
        "S pass, W pass, N pass, E order alone",
    );
    assert_eq!(conventional(&v, &acts(&["play AC", "play 9H"])), None);
    // No trump in hand: no singleton to ruff behind.
    let v = view(
        "E",
        "AH",
        "9S KS QD TC KC",
        "S pass, W pass, N pass, E order",
    );
    assert_eq!(conventional(&v, &acts(&["play KS", "play QD"])), None);
}

#[test]
fn the_maker_draws_trump_before_cashing_aces() {
    // South picked up the 9♠ and trumped the first trick: the Q♠ leads before the A♦.
    let v = view(
        "S",
        "9S",
        "QS KS AD KD KC",
        "W pass, N pass, E pass, S order, S discard KC, W play AH, N play JH, E play TH, \
         S play 9S",
    );
    assert_eq!(v.to_act, Some(Seat::South));
    assert_eq!(
        conventional(&v, &acts(&["play AD", "play KS", "play QS"])),
        Some((act("play QS"), Convention::MakerLeadsTrump))
    );
}

#[test]
fn second_hand_out_of_the_suit_and_a_maker_with_one_trump_are_left_to_the_numbers() {
    // South ordered North's 9♠; East leads the 9♦, South has none. Whether to trump second
    // hand is no convention (as Normal's rule "never" cost 6.8 points of games).
    let v = view("N", "9S", "AH JH 9H JC AS", "E pass, S order, E play 9D");
    assert_eq!(
        conventional(&v, &acts(&["play AS", "play JC", "play 9H", "play AH"])),
        None
    );
    assert_eq!(as_rule(&v), None);
    // South picked up the 10♦ and trumped the first trick, one trump left beside two aces:
    // whether to lead it is no convention either (as a rule it cost 1.3 points).
    let v = view(
        "S",
        "TD",
        "QD AS AH QH 9S",
        "W pass, N pass, E pass, S order, S discard 9S, W play AC, N play KC, E play QC, \
         S play TD",
    );
    assert_eq!(
        conventional(&v, &acts(&["play AS", "play QD", "play AH"])),
        None
    );
}

#[test]
fn a_loner_without_the_top_trump_cashes_its_ace_first() {
    // South alone in spades has drawn with the K♠ and the J♠; the left bower is still out:
    // the A♥ before the A♠ (Dreamquest's loner problem).
    let v = view(
        "S",
        "KS",
        "JS AS AH QD 9H",
        "W pass, N pass, E pass, S order alone, S discard QD, W play AD, E play 9D, \
         S play KS, S play JS, W play 9S, E play QS",
    );
    assert_eq!(
        conventional(&v, &acts(&["play AS", "play 9H", "play AH"])),
        Some((act("play AH"), Convention::CashFirst))
    );
    assert_eq!(as_rule(&v), Some((act("play AH"), Convention::CashFirst)));
}

#[test]
fn an_ace_is_buried_for_a_void_only_with_a_loner_on() {
    // South picked up the J♠ holding a lone A♦ and a lone 10♣: the 10♣ goes.
    let v = view(
        "S",
        "JS",
        "AS AD TC KH QH",
        "W pass, N pass, E pass, S order",
    );
    assert_eq!(
        as_rule(&v),
        Some((act("discard TC"), Convention::ShortSuit))
    );
    // Only the ace would make a void: no convention buries it.
    let v = view(
        "S",
        "JS",
        "AS AD KC KH 9H",
        "W pass, N pass, E pass, S order",
    );
    assert_eq!(conventional(&v, &acts(&["discard AD", "discard 9H"])), None);
    // Against East's loner a lone ace may go (for a void in next).
    let v = view("S", "KS", "AC AD QH TH 9H", "W pass, N pass, E order alone");
    assert_eq!(
        as_rule(&v),
        Some((act("discard AC"), Convention::ShortSuit))
    );
}
