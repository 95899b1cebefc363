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
