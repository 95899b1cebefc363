//! Browser tests of the app: mount a component in headless Chromium, click, read the DOM.
//! Run with `wasm-pack test --headless --chrome` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::{App, FIRST_DEALER, Table};
use euchre::{Deal, Seat};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element on the page to mount into, so tests do not see each other's DOM.
fn container() -> HtmlElement {
    let div = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&div).unwrap();
    div.unchecked_into()
}

fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().unchecked_into())
        .collect()
}

fn one(root: &Element, selector: &str) -> Element {
    let found = all(root, selector);
    assert_eq!(found.len(), 1, "exactly one {selector}");
    found.into_iter().next().unwrap()
}

fn text(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}

/// The cards shown face up in South's hand, as the engine prints them.
fn south_cards(root: &Element) -> Vec<String> {
    all(root, "[data-testid=hand-south] [data-card]")
        .iter()
        .map(|card| card.get_attribute("data-card").unwrap())
        .collect()
}

fn engine_south(seed: u64, dealer: Seat) -> Vec<String> {
    Deal::new(seed, dealer).hands[Seat::South]
        .iter()
        .map(|card| card.to_string())
        .collect()
}

/// Everything the table shows agrees with `Deal::new(seed, dealer)`.
fn assert_table_shows(root: &Element, seed: u64, dealer: Seat) {
    let deal = Deal::new(seed, dealer);
    assert_eq!(south_cards(root), engine_south(seed, dealer), "seed {seed}");
    assert_eq!(
        one(root, "[data-testid=upcard] [data-card]").get_attribute("data-card"),
        Some(deal.upcard.to_string())
    );
    for seat in [Seat::West, Seat::North, Seat::East] {
        let name = seat.name().to_ascii_lowercase();
        let hand = one(root, &format!("[data-testid=hand-{name}]"));
        assert_eq!(hand.get_attribute("data-count").as_deref(), Some("5"));
        assert!(
            all(&hand, "[data-card]").is_empty(),
            "{name}'s cards are hidden"
        );
        assert_eq!(all(&hand, ".card.back").len(), 5);
    }
    assert_eq!(text(root, "[data-testid=seed]"), seed.to_string());
    assert_eq!(text(root, "[data-testid=dealer-name]"), dealer.name());
    let dealer_seat = one(root, "[data-dealer=true]");
    let expected = format!("seat-{}", dealer.name().to_ascii_lowercase());
    assert_eq!(
        dealer_seat.get_attribute("data-testid").as_deref(),
        Some(expected.as_str())
    );
    one(&dealer_seat, "[data-testid=dealer]");
}

#[wasm_bindgen_test]
fn south_sees_exactly_the_cards_the_engine_deals() {
    for (seed, dealer) in [(0, Seat::East), (42, Seat::East), (u64::MAX, Seat::North)] {
        let root = container();
        let _mounted = mount_to(
            root.clone(),
            move || view! { <Table seed=seed dealer=dealer/> },
        );
        assert_table_shows(&root, seed, dealer);
        let faces = all(&root, "[data-testid=hand-south] .card.face");
        assert_eq!(faces.len(), 5);
        for face in faces {
            let card = face.get_attribute("data-card").unwrap();
            let red = card.ends_with('♥') || card.ends_with('♦');
            assert_eq!(face.class_list().contains("red"), red, "{card}");
        }
    }
}

#[wasm_bindgen_test]
async fn new_deal_reshuffles_and_passes_the_deal_to_the_left() {
    let root = container();
    let _mounted = mount_to(
        root.clone(),
        || view! { <Table seed=42 dealer=Seat::East/> },
    );
    assert_table_shows(&root, 42, Seat::East);

    let mut dealer = Seat::East;
    let mut seeds = vec![42];
    for _ in 0..4 {
        one(&root, "[data-testid=new-deal]")
            .unchecked_into::<HtmlElement>()
            .click();
        leptos::task::tick().await;
        dealer = dealer.next();
        let seed: u64 = text(&root, "[data-testid=seed]").parse().unwrap();
        assert_table_shows(&root, seed, dealer);
        seeds.push(seed);
    }
    assert_eq!(dealer, Seat::East, "the deal went once round the table");
    seeds.sort_unstable();
    seeds.dedup();
    assert_eq!(seeds.len(), 5, "every new deal has a fresh seed");
}

#[wasm_bindgen_test]
fn the_app_deals_a_random_seed_when_the_address_names_none() {
    let mut seeds = Vec::new();
    for _ in 0..2 {
        let root = container();
        let _mounted = mount_to(root.clone(), App);
        let seed: u64 = text(&root, "[data-testid=seed]").parse().unwrap();
        assert_table_shows(&root, seed, FIRST_DEALER);
        assert_eq!(
            one(&root, "[data-testid=seed]").get_attribute("href"),
            Some(format!("?seed={seed}&dealer=east"))
        );
        seeds.push(seed);
    }
    assert_ne!(seeds[0], seeds[1]);
}
