//! How to play: the rules in a player's words, opened from the header. The trump order is
//! drawn with the engine's own cards, the scoring table holds the engine's points for the
//! rules of the game in progress, and each variant those rules switch on is said in a
//! sentence. Built only while it is open.
//!
//! The prose is static HTML (`FOUR` or `THREE`, `DECK`, `BIDDING`, `ALONE` with four, `PLAY`,
//! and the HTML that `your_rules` writes from constants of ours: nothing in it comes from
//! outside) set as each part's inner HTML, and
//! the cards are drawn with the hand summary's markup, so the same code draws them. Measured
//! (gzipped wasm of the release site): built with `view!` element by element, the page cost
//! 15.5 kB; this way about 4 kB, a third of it the text.

use euchre::{Card, CardSet, Deck, Players, Rules, Suit, Trump};
use leptos::prelude::*;

use super::card::CardFace;
use super::dialog::Modal;
use super::terms::{self, variants_on};
use crate::store::{Swept, preset_of, use_game};

/// The trump suit the page's example uses.
pub const EXAMPLE_TRUMP: Suit = Suit::Hearts;

/// The trumps of `deck` under `trump`, highest first, as the engine ranks them.
pub fn trump_order(trump: Suit, deck: Deck) -> Vec<Card> {
    let trump = Trump::Suit(trump);
    let trumps = CardSet::trumps(trump) & deck.cards();
    // Each trump has its own strength, 8 (the Joker) down to -2 (a seven).
    (-2..=8)
        .rev()
        .filter_map(|strength| trumps.iter().find(|c| c.strength(trump) == strength))
        .collect()
}

/// Who plays, with four: partners.
const FOUR: &str = "<p>Four players: you (South) and your partner North against East and West. \
The side that names trump must take 3 of the 5 tricks. (Three can play too, each for themselves: \
see the Players setting.)</p>";

/// Who plays, with three: each for themselves.
const THREE: &str = "<p>Three players, each for themselves: you (South), West and East. Whoever \
names trump plays alone against the other two, who defend together, and must take 3 of the 5 \
tricks. (Four can play too, as two partnerships: see the Players setting.)</p>";

/// The deck (its cards and the kitty's size told apart), and trump, up to the example's
/// trump order.
const DECK: [&str; 3] = [
    "<h3>The deck</h3><p>",
    " Each player gets 5; the next card is turned up (the <dfn>upcard</dfn>); the other ",
    " (the <dfn>kitty</dfn>) are never seen.</p>\
<h3>Trump and the bowers</h3><p>Any trump beats any other suit. The jack of trump is the \
<dfn>right bower</dfn>, the highest card; the other jack of its colour is the <dfn>left \
bower</dfn>, next highest, and it counts as trump, not as its own suit.",
];

/// Each deck's cards, and with the Joker its place.
fn deck_words(deck: Deck) -> &'static str {
    match deck {
        Deck::TwentyFour => "24 cards: 9, 10, J, Q, K and A of each suit.",
        Deck::Joker => "25 cards: 9, 10, J, Q, K and A of each suit, and the <dfn>Joker</dfn>.",
        Deck::ThirtyTwo => "32 cards: 7, 8, 9, 10, J, Q, K and A of each suit.",
    }
}

/// The Joker's place in trump, when it is in the deck.
const JOKER: &str = " The <dfn>Joker</dfn> is always trump, the highest of all, whatever suit is \
trump. If it is turned up, nobody bids: the dealer names trump and takes the Joker.";

/// The game under `rules`, the deck and trump: HTML from constants of ours.
fn game_html(rules: &Rules) -> String {
    let who = match rules.players {
        Players::Four => FOUR,
        Players::Three => THREE,
    };
    let joker = if rules.deck.has_joker() { JOKER } else { "" };
    format!(
        "{who}{}{}{}{}{}{joker} With hearts trump, from the highest down:</p>",
        DECK[0],
        deck_words(rules.deck),
        DECK[1],
        rules.kitty_len(),
        DECK[2]
    )
}

/// The other suits' order.
fn other_suits(deck: Deck) -> &'static str {
    match deck {
        Deck::ThirtyTwo => "<p>Other suits rank A, K, Q, J, 10, 9, 8, 7.</p>",
        Deck::TwentyFour | Deck::Joker => "<p>Other suits rank A, K, Q, J, 10, 9.</p>",
    }
}

/// The bidding.
const BIDDING: &str = "<h3>Bidding</h3><p>Round 1: from the dealer's left, each player passes or <dfn>orders up</dfn> \
the upcard's suit as trump (the dealer says \u{201c}pick it up\u{201d}); the dealer takes the \
upcard and discards a card. Round 2, if all passed: the upcard is turned down and each may name \
another suit. If all pass again, the hand is thrown in.</p>";

/// Going alone, with four.
const ALONE: &str = "<h3>Going alone</h3><p>Whoever names trump (the <dfn>maker</dfn>) may go \
alone: their partner sits the hand out, and taking all 5 scores more.</p>";

/// The play of the cards.
const PLAY: &str = "<h3>The play</h3><p>The player left of the dealer leads. Follow the suit led \
if you can (the left bower is trump, not its own suit); else play any card. The highest trump \
wins the trick, or, with none, the highest card of the suit led. The winner leads next.</p>";

/// The other suits, bidding, going alone (with four) and the play: HTML from constants of
/// ours.
fn play_html(rules: &Rules) -> String {
    let alone = if rules.players == Players::Four {
        ALONE
    } else {
        ""
    };
    format!("{}{BIDDING}{alone}{PLAY}", other_suits(rules.deck))
}

/// The How to play dialog, for the rules of the game in progress. Escape or Close closes it;
/// the game waits while it is open (see [`Modal`]).
#[component]
pub fn HowToPlay(
    /// Whether the dialog is open.
    open: Swept<bool>,
) -> impl IntoView {
    let store = use_game();
    let rules = move || store.game().with_untracked(|g| *g.rules());
    view! {
        <Show when=move || open.get()>
            <Modal
                testid="how-to-play"
                title_id="rules-title"
                class="rules-page"
                overlay_class="rules-overlay"
                on_close=move || open.set(false)
            >
                    <div class="rules-head">
                        <h2 id="rules-title">"How to play"</h2>
                        <button type="button" class="tool" data-testid="rules-close" autofocus on:click=move |_| open.set(false)>
                            "Close"
                        </button>
                    </div>
                    <div inner_html=game_html(&rules())></div>
                    // The same markup as the hand summary's cards (so the same code draws them).
                    <div class="mini-cards trump-order">
                        {trump_order(EXAMPLE_TRUMP, rules().deck).into_iter().map(|c| view! { <CardFace card=c/> }).collect_view()}
                    </div>
                    <div inner_html=play_html(&rules())></div>
                    <div inner_html=store.game().with_untracked(|g| your_rules(g.rules()))></div>
            </Modal>
        </Show>
    }
}

/// The scoring table with the engine's points under `rules`, the target, and the variants
/// `rules` switches on, each in a sentence: HTML from constants of ours.
fn your_rules(rules: &Rules) -> String {
    if rules.players == Players::Three {
        return three_players(rules);
    }
    let points = |tricks, alone, defended| rules.score(tricks, alone, defended).points;
    let mut euchre_alone = points(0, true, false).to_string();
    if rules.defend_alone && points(0, true, true) != points(0, true, false) {
        euchre_alone += &format!(" ({} to a lone defender)", points(0, true, true));
    }
    let html = format!(
        "<h3>Scoring</h3><table class=\"score-table\" data-testid=\"score-table\"><thead><tr>\
         <th scope=\"col\">The makers took</th><th scope=\"col\">With partner</th>\
         <th scope=\"col\">Alone</th></tr></thead><tbody>\
         <tr><th scope=\"row\">3 or 4 tricks</th><td>{}</td><td>{}</td></tr>\
         <tr><th scope=\"row\">All 5 (a march)</th><td>{}</td><td>{}</td></tr>\
         <tr><th scope=\"row\">0 to 2 (euchred): to the other side</th><td>{}</td><td>{}</td></tr>\
         </tbody></table><p data-testid=\"rules-target\">The deal passes left after each hand; \
         the first side to {} points wins.</p><h3>The rules you play</h3>\
         <p data-testid=\"rules-preset\">This game: {}.</p>",
        points(3, false, false),
        points(3, true, false),
        points(5, false, false),
        points(5, true, false),
        points(0, false, false),
        euchre_alone,
        rules.points_to_win.points(),
        preset_of(rules).map_or("Custom rules", |p| p.name()),
    );
    html + &variants(rules)
}

/// The game for three (docs/rules.md, "Three players") and its scoring table with the engine's
/// points, the target and the tie rule; then the variants, as for four.
fn three_players(rules: &Rules) -> String {
    let points = |tricks| rules.score(tricks, false, false).points;
    let html = format!(
        "<h3>Scoring</h3><table class=\"score-table\" \
         data-testid=\"score-table\"><thead><tr><th scope=\"col\">The maker took</th>\
         <th scope=\"col\">Points</th></tr></thead><tbody>\
         <tr><th scope=\"row\">3 or 4 tricks</th><td>{} to the maker</td></tr>\
         <tr><th scope=\"row\">All 5 (a march)</th><td>{} to the maker</td></tr>\
         <tr><th scope=\"row\">0 to 2 (euchred)</th><td>{} to each of the other two</td></tr>\
         </tbody></table><p data-testid=\"rules-target\">The deal passes left after each hand; \
         the first player to {target} points wins. When a euchre brings both defenders to \
         {target} at once, the one with more points wins; at a tie, play goes on.</p>\
         <h3>The rules you play</h3><p data-testid=\"rules-preset\">This game: {}, for \
         three.</p>",
        points(3),
        points(5),
        points(0),
        preset_of(rules).map_or("Custom rules", |p| p.name()),
        target = rules.points_to_win.points(),
    );
    html + &variants(rules)
}

/// The variants `rules` switches on (those about going alone only with four players), after
/// the preset's line (nothing more when none is): HTML from constants of ours.
fn variants(rules: &Rules) -> String {
    let mut html = String::new();
    let loner = [
        terms::LONER_PAYS_4.id,
        terms::DEFEND_ALONE.id,
        terms::LONER_LEFT_LEADS.id,
    ];
    let on: Vec<_> = variants_on(rules)
        .filter(|v| rules.has_loners() || !loner.contains(&v.id))
        .collect();
    if !on.is_empty() {
        html += "<ul class=\"rules-on\" data-testid=\"rules-on\">";
        for v in on {
            let target = if v.id == terms::POINTS_TO_WIN.id {
                format!(" {}", rules.points_to_win.points())
            } else {
                String::new()
            };
            html += &format!(
                "<li data-variant=\"{}\"><b>{}{target}</b>: {}</li>",
                v.id, v.name, v.help
            );
        }
        html += "</ul>";
    }
    html + "<p>The settings change the rules from the next game.</p>"
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Preset;

    #[test]
    fn the_game_is_told_for_the_number_of_players() {
        let rules = Rules::standard();
        let four = game_html(&rules) + &play_html(&rules);
        let rules = rules.with_players(Players::Three);
        let three = game_html(&rules) + &play_html(&rules);
        assert!(
            four.starts_with(
                "<p>Four players: you (South) and your partner North against East and West."
            ),
            "{four}"
        );
        assert!(
            three.starts_with("<p>Three players, each for themselves: you (South), West and East."),
            "{three}"
        );
        assert!(four.contains("the other 3 (the <dfn>kitty</dfn>)"));
        assert!(three.contains("the other 8 (the <dfn>kitty</dfn>)"));
        assert!(four.contains("Going alone") && !three.contains("Going alone"));
        for html in [&four, &three] {
            assert!(html.contains("right bower") && html.contains("The winner leads next."));
            assert!(!html.contains("Joker") && html.contains("24 cards"));
        }
    }

    #[test]
    fn each_deck_is_told_with_its_kitty_and_its_trumps() {
        let rules = |deck| Rules {
            deck,
            ..Rules::standard()
        };
        let joker = game_html(&rules(Deck::Joker)) + &play_html(&rules(Deck::Joker));
        assert!(joker.contains("25 cards") && joker.contains("the other 4 (the"));
        assert!(joker.contains("the dealer names trump and takes the Joker"));
        let old = game_html(&rules(Deck::ThirtyTwo)) + &play_html(&rules(Deck::ThirtyTwo));
        assert!(old.contains("32 cards") && old.contains("the other 11 (the"));
        assert!(old.contains("A, K, Q, J, 10, 9, 8, 7") && !old.contains("Joker"));
        // The trump order drawn is the engine's, the Joker first when it is in the deck.
        let names = |deck| {
            trump_order(Suit::Hearts, deck)
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(names(Deck::TwentyFour), "J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥");
        assert_eq!(names(Deck::Joker), "Joker J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥");
        assert_eq!(names(Deck::ThirtyTwo), "J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥");
    }

    #[test]
    fn the_rules_for_three_give_the_engines_points_and_no_loner_rule() {
        for preset in Preset::ALL {
            let rules = Rules {
                defend_alone: true,
                loner_left_leads: true,
                ..preset.rules().with_players(Players::Three)
            };
            let html = your_rules(&rules);
            let score = |tricks| rules.score(tricks, false, false).points;
            assert!(
                html.contains(&format!("<td>{} to the maker</td>", score(3))),
                "{html}"
            );
            assert!(html.contains(&format!("<td>{} to the maker</td>", score(5))));
            assert!(html.contains(&format!("<td>{} to each of the other two</td>", score(0))));
            assert!(
                !html.contains("partner") && !html.contains("Alone"),
                "{html}"
            );
            assert!(
                !html.contains("data-variant=\"defend_alone\""),
                "not with three"
            );
            assert!(!html.contains("data-variant=\"loner_left_leads\""));
            // With four the same rules list them.
            let four = your_rules(&rules.with_players(Players::Four));
            assert!(
                four.contains("data-variant=\"defend_alone\"") && four.contains("With partner")
            );
        }
    }
}
