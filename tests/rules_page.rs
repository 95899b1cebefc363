//! Browser tests of How to play and of the settings' explanations: the page opens from the
//! header, draws the engine's trump order, scores by the engine's table and lists exactly the
//! variants the game's rules switch on; each term of the settings is explained next to it.
//! Run with `wasm-pack test --headless --chrome` (see `scripts/test.sh`).
#![cfg(target_arch = "wasm32")]

use bower::{Bower, EXAMPLE_TRUMP, trump_order};
use euchre::{Deck, Game, PointsToWin, Preset, Rules, Suit, Trump};
use leptos::mount::mount_to;
use leptos::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app over a new game under `rules` and opens How to play from the header.
async fn open_rules(rules: Rules) -> (HtmlElement, Box<dyn std::any::Any>) {
    let root = container();
    let game = Game::new(rules, 5);
    let mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(game.clone())/> },
    );
    assert!(
        all(&root, "[data-testid=how-to-play]").is_empty(),
        "closed at first"
    );
    click(&one(&root, "header [data-testid=open-rules]"));
    leptos::task::tick().await;
    one(&root, "[data-testid=how-to-play]");
    (root, Box::new(mounted))
}

/// The scoring table's cells, row by row (the row's heading first).
fn score_rows(root: &Element) -> Vec<Vec<String>> {
    all(root, "[data-testid=score-table] tbody tr")
        .iter()
        .map(|row| {
            all(row, "th, td")
                .iter()
                .map(|c| c.text_content().unwrap_or_default())
                .collect()
        })
        .collect()
}

/// The variants of `rules` that are switched on, read from its fields by name.
fn switched_on(rules: &Rules) -> Vec<&'static str> {
    [
        ("stick_the_dealer", rules.stick_the_dealer),
        ("euchred_loner_pays_4", rules.euchred_loner_pays_4),
        ("defend_alone", rules.defend_alone),
        ("no_trump", rules.no_trump),
        ("loner_left_leads", rules.loner_left_leads),
        ("must_hold_trump", rules.must_hold_trump),
        ("misdeal_nines_tens", rules.misdeal_nines_tens),
        ("canadian_loner", rules.canadian_loner),
        ("going_under", rules.going_under),
        ("call_for_best", rules.call_for_best),
        ("deck", rules.deck != Deck::TwentyFour),
        ("points_to_win", rules.points_to_win != PointsToWin::Ten),
    ]
    .into_iter()
    .filter_map(|(id, on)| on.then_some(id))
    .collect()
}

#[wasm_bindgen_test]
async fn how_to_play_opens_from_the_header_and_draws_the_engines_trump_order() {
    let (root, _mounted) = open_rules(Rules::standard()).await;
    // A modal <dialog> (opened with showModal: the page behind it is inert), named by its
    // heading.
    let dialog = one(&root, "dialog[data-testid=how-to-play]");
    assert!(dialog.matches(":modal").unwrap());
    let title = dialog.get_attribute("aria-labelledby").unwrap();
    assert_eq!(
        document()
            .get_element_by_id(&title)
            .unwrap()
            .text_content()
            .unwrap(),
        "How to play"
    );
    // The cards drawn are the engine's trumps, highest first, for the example suit.
    // (The only cards on the page.)
    let drawn: Vec<String> = all(&root, "[data-testid=how-to-play] [data-testid=card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect();
    assert_eq!(EXAMPLE_TRUMP, Suit::Hearts);
    assert_eq!(drawn, ["J♥", "J♦", "A♥", "K♥", "Q♥", "10♥", "9♥"]);
    let engine: Vec<String> = trump_order(Suit::Hearts, Deck::TwentyFour)
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(drawn, engine);
    let cards = trump_order(Suit::Hearts, Deck::TwentyFour);
    let trump = Trump::Suit(Suit::Hearts);
    assert!(cards.iter().all(|c| c.is_trump(trump)));
    assert!(
        cards
            .windows(2)
            .all(|w| w[0].strength(trump) > w[1].strength(trump))
    );
    // Every other suit's trumps are seven too, and its left bower is the other jack of its
    // colour.
    for suit in Suit::ALL {
        let order = trump_order(suit, Deck::TwentyFour);
        assert_eq!(order.len(), 7);
        assert_eq!(order[1].suit(), suit.same_colour(), "{suit}");
    }
    assert_eq!(
        score_rows(&root),
        [
            ["3 or 4 tricks", "1", "1"],
            ["All 5 (a march)", "2", "4"],
            ["0 to 2 (euchred): to the other side", "2", "2"],
        ]
    );
    assert!(text(&root, "[data-testid=rules-target]").contains("first side to 10 points wins"));
    assert_eq!(
        text(&root, "[data-testid=rules-preset]"),
        "This game: Standard."
    );
    assert!(all(&root, "[data-testid=rules-on] [data-variant]").is_empty());
    // Close, and open again; Escape closes too.
    click(&one(&root, "[data-testid=rules-close]"));
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=how-to-play]").is_empty());
    click(&one(&root, "[data-testid=open-rules]"));
    leptos::task::tick().await;
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Escape");
    init.set_bubbles(true);
    let escape =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    one(&root, "[data-testid=rules-close]")
        .dispatch_event(&escape)
        .unwrap();
    leptos::task::tick().await;
    assert!(all(&root, "[data-testid=how-to-play]").is_empty());
}

#[wasm_bindgen_test]
async fn with_the_joker_how_to_play_draws_it_above_the_right_bower() {
    let (root, _mounted) = open_rules(Preset::BritishJoker.rules()).await;
    let drawn: Vec<String> = all(&root, "[data-testid=how-to-play] [data-testid=card]")
        .iter()
        .map(|c| c.get_attribute("data-card").unwrap())
        .collect();
    assert_eq!(drawn, ["Joker", "J♥", "J♦", "A♥", "K♥", "Q♥", "10♥", "9♥"]);
    let joker = one(&root, "[data-testid=how-to-play] [data-card=Joker]");
    assert_eq!(joker.get_attribute("aria-label").unwrap(), "the Joker");
    let said = text(&root, "[data-testid=how-to-play]");
    assert!(
        said.contains("25 cards") && said.contains("the dealer names trump"),
        "{said}"
    );
}

#[wasm_bindgen_test]
async fn the_rules_you_play_are_exactly_the_variants_the_game_switches_on() {
    let custom = Rules {
        no_trump: true,
        going_under: true,
        call_for_best: true,
        points_to_win: PointsToWin::Five,
        ..Rules::standard()
    };
    let cases = [
        (Preset::Standard.rules(), "Standard"),
        (Preset::StickTheDealer.rules(), "Stick the dealer"),
        (Preset::LonerPays4.rules(), "Loner pays 4"),
        (Preset::KitchenTable.rules(), "Kitchen table"),
        (Preset::BritishJoker.rules(), "British & Australian (Joker)"),
        (custom, "Custom rules"),
    ];
    for (rules, name) in cases {
        let (root, _mounted) = open_rules(rules).await;
        let listed: Vec<String> = all(&root, "[data-testid=rules-on] [data-variant]")
            .iter()
            .map(|li| li.get_attribute("data-variant").unwrap())
            .collect();
        assert_eq!(listed, switched_on(&rules), "{name}");
        assert_eq!(
            text(&root, "[data-testid=rules-preset]"),
            format!("This game: {name}.")
        );
        // Each variant gets its sentence, not just its name.
        for li in all(&root, "[data-testid=rules-on] [data-variant]") {
            let said = li.text_content().unwrap();
            assert!(said.len() > 40, "{said}");
        }
        let target = rules.points_to_win.points();
        assert!(
            text(&root, "[data-testid=rules-target]")
                .contains(&format!("first side to {target} points wins")),
            "{name}"
        );
        // The table's numbers are the engine's for these rules.
        let rows = score_rows(&root);
        let points =
            |tricks, alone, defended| rules.score(tricks, alone, defended).points.to_string();
        assert_eq!(
            rows[0][1..],
            [points(3, false, false), points(3, true, false)]
        );
        assert_eq!(
            rows[1][1..],
            [points(5, false, false), points(5, true, false)]
        );
        assert_eq!(rows[2][1], points(1, false, false));
        assert!(
            rows[2][2].starts_with(&points(2, true, false)),
            "{name}: {rows:?}"
        );
        root.remove();
    }
    // The variants' own numbers: a euchred loner pays 4; a lone defender scores 4.
    let (root, _mounted) = open_rules(Preset::LonerPays4.rules()).await;
    assert_eq!(score_rows(&root)[2][2], "4");
    let (root, _mounted) = open_rules(Preset::KitchenTable.rules()).await;
    assert_eq!(score_rows(&root)[2][2], "2 (4 to a lone defender)");
    assert!(
        all(&root, "[data-variant=points_to_win]").is_empty(),
        "the target is a variant only when it is not 10"
    );
    let custom_text = {
        let (root, _mounted) = open_rules(custom).await;
        text(&root, "[data-variant=points_to_win]")
    };
    assert!(custom_text.starts_with("Play to 5"), "{custom_text}");
}

#[wasm_bindgen_test]
async fn the_settings_explain_each_term_next_to_it() {
    let root = container();
    let game = Game::new(Preset::KitchenTable.rules(), 5);
    let _mounted = mount_to(
        root.clone(),
        move || view! { <Bower game=Some(game.clone())/> },
    );
    // The header's seed.
    let seed = one(&root, "[data-testid=seed]");
    assert!(
        seed.get_attribute("title")
            .unwrap()
            .contains("the same seed always deals the same cards")
    );
    click(&one(&root, "[data-testid=open-settings]"));
    leptos::task::tick().await;
    let settings = one(&root, "[data-testid=settings]");
    // Every box and the preset and target lists have a description, shown next to them.
    let described: Vec<Element> = all(
        &settings,
        "input[type=checkbox], [data-testid=setting-preset], [data-testid=setting-points]",
    );
    let described: Vec<Element> = described
        .into_iter()
        .chain(all(&settings, "[data-testid=setting-deck]"))
        .collect();
    assert_eq!(
        described.len(),
        19,
        "10 rules, 6 table options, the preset, the target, the deck"
    );
    let mut helps = Vec::new();
    for control in &described {
        let testid = control.get_attribute("data-testid").unwrap();
        let id = control
            .get_attribute("aria-describedby")
            .unwrap_or_else(|| panic!("{testid} has a description"));
        let help = one(&settings, &format!("#{id}"));
        assert_eq!(help.tag_name(), "SMALL", "{testid}: shown, not hidden");
        let said = help.text_content().unwrap();
        assert!(said.len() > 20, "{testid}: {said}");
        helps.push((testid, said));
    }
    let help = |testid: &str| {
        helps
            .iter()
            .find(|(t, _)| t == testid)
            .map(|(_, said)| said.clone())
            .unwrap()
    };
    assert!(help("rule-defend").contains("defender may play alone"));
    assert!(help("rule-hold").contains("hold a card of it"));
    assert!(help("rule-stick").contains("dealer must name a suit"));
    assert!(help("rule-notrump").contains("High"));
    assert!(help("rule-canadian").contains("only to go alone"));
    assert!(help("rule-under").contains("three 9s or three 10s"));
    assert!(help("rule-best").contains("passed face down"));
    assert!(help("setting-deck").contains("Joker"));
    assert!(help("setting-learning").contains("hint is shown by itself"));
    // The How to play page says the very same sentences for the game's variants.
    click(&one(&root, "[data-testid=settings-close]"));
    click(&one(&root, "[data-testid=open-rules]"));
    leptos::task::tick().await;
    for (variant, testid) in [
        ("defend_alone", "rule-defend"),
        ("must_hold_trump", "rule-hold"),
    ] {
        let said = text(&root, &format!("[data-variant={variant}]"));
        assert!(said.ends_with(&help(testid)), "{said}");
    }
}
