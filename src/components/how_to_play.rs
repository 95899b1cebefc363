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

/// The words the hint and the coach's review use, each explained once: what they measure,
/// their verdicts, and the table talk and conventions their reasons name.
const COACH: &str = "<h3 id=\"coach-words\">The hint and the coach</h3><p>The hint and the \
review value every option by the <dfn>chance to win the game</dfn>: how many games in 100 it \
wins, by playing the hand out over many deals that fit what you can see. \u{201c}About 4 % of \
a game better\u{201d} means 4 more games won in 100. The review looks at more deals than the \
hint (up to three times as many), so in a close call the two may name different options.</p>\
<p>Its verdicts: <dfn>Best</dfn>, no other option comes close; <dfn>a toss-up</dfn>, options \
within 1.5 % of a game of each other, the search's own <dfn>noise</dfn>, which the numbers \
cannot choose between (the conventional play is then recommended, and a toss-up costs \
nothing); an <dfn>Inaccuracy</dfn> costs 1.5 % of a game or more; a <dfn>Mistake</dfn> 5 % \
or more. <dfn>Every card known</dfn>: what the option scores if every hand were face up.</p>\
<p>Table talk: the <dfn>maker</dfn> names trump; a <dfn>march</dfn> is all 5 tricks; \
<dfn>euchred</dfn>, the makers took fewer than 3. <dfn>Small trump</dfn>: a trump below the \
king (the queen, 10 or 9); an <dfn>off ace</dfn>, an ace of a suit that is not trump. \
<dfn>Void</dfn> in a suit: holding none of it, so you may <dfn>trump in</dfn> when it is led, or \
<dfn>throw off</dfn> a card you do not need. <dfn>Next</dfn>: the suit of the same colour as a \
turned-down upcard (its jack was the left bower); <dfn>reverse next</dfn>, a suit of the other \
colour.</p><p>The conventions, the plays good players agree on when nothing forces another: \
lead trump to your partner who called; the maker draws trump before cashing aces; the \
dealer's side calls reverse next in round 2 (the suit with more trump), the others next; \
<dfn>second hand low</dfn> (second to play, play low while your partner is still to play); \
<dfn>third hand high</dfn> (after your partner's lead, play high); never trump \
your partner's sure winner; lead the suit your partner is void in; defending, lead a \
<dfn>singleton</dfn> (a suit's only card) to trump that suit later; against a \
<dfn>loner</dfn> (someone going alone) aces first, lead next to a partner who dealt, and trump \
your partner's lead high; a loner draws trump from the top, but cashes its aces first once \
the top trump is out; the dealer discards to make a void (an ace only with a loner on; \
an off-colour suit first, but next against a loner); and play with your partner rather than alone when alone is \
not surely better.</p>";

/// The analysis board, in a paragraph: where it opens and what it shows.
const BOARD: &str = "<h3 id=\"board-words\">The analysis board</h3><p>\u{201c}Should I have \
ordered it up?\u{201d} Open <dfn>Board</dfn> in the header (in the settings on a phone \
or small tablet), or <dfn>Open in board</dfn> on any decision of the game log, to see a \
hand as one seat knew it. Set up a position with the cards (your hand, the upcard, then \
each card played) and the moves (each bid); the board refuses what cannot happen and says \
why. The \
Expert values every option with why, and a table shows where each card you have not seen \
probably is: with each other player, or out of play (the kitty, a buried card). \
<dfn>Play it out</dfn> plays the hand to its end with the Expert in every seat over 16 \
deals, a deeper check you can cancel. <dfn>Copy the link</dfn> sends the position to a \
friend: they see the same board and the same numbers.</p>";

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
                    <div inner_html=COACH></div>
                    <div inner_html=BOARD></div>
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

    /// The board's paragraph names its buttons as they read and its play-out's deals.
    #[test]
    fn the_board_is_explained_as_it_is() {
        for words in ["Board", "Open in board", "Play it out", "Copy the link"] {
            assert!(BOARD.contains(&format!("<dfn>{words}</dfn>")), "{words}");
        }
        assert!(BOARD.contains(&format!("over {} deals", crate::board::PLAY_OUT)));
    }

    /// Every word the coach uses is explained: its verdicts, its measure and its noise, the
    /// table talk of its reasons and each convention it names.
    #[test]
    fn every_term_of_the_coach_is_explained() {
        use euchre_ai::review::{INACCURACY, MISTAKE, Verdict};
        let text = COACH.to_lowercase();
        for verdict in [
            Verdict::Best,
            Verdict::TossUp,
            Verdict::Inaccuracy,
            Verdict::Mistake,
        ] {
            let name = verdict.name().to_lowercase();
            assert!(text.contains(&format!("<dfn>{name}</dfn>")), "{name}");
        }
        let per = |x: f64| format!("{} % of a game", x * 100.0);
        assert!(
            text.contains(&per(INACCURACY)) && text.contains(&format!("{} %", MISTAKE * 100.0))
        );
        for term in [
            "chance to win the game",
            "noise",
            "every card known",
            "maker",
            "march",
            "euchred",
            "small trump",
            "off ace",
            "void",
            "trump in",
            "throw off",
            "next",
            "reverse next",
            "second hand low",
            "third hand high",
            "loner",
            "singleton",
        ] {
            assert!(text.contains(&format!("<dfn>{term}</dfn>")), "{term}");
        }
        // Each convention's own words, as the reasons say them after "the convention is".
        for says in [
            "lead trump to your partner who called",
            "trump your partner's lead high",
            "draws trump from the top",
            "discards to make a void",
            "play with your partner rather than alone",
            "partner's sure winner",
            "the suit your partner is void in",
            "draws trump before cashing aces",
            "lead next",
            "cashes its aces first",
        ] {
            assert!(text.contains(says), "{says}");
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
