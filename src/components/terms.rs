//! The words of the rules in a player's words: each variant of [`Rules`] with its name and
//! one sentence, and the other terms the settings use. The settings show each sentence next
//! to its box; the How to play page lists the variants a game has switched on.

use euchre::{Deck, PointsToWin, Rules};

/// One variant of [`Rules`] (a named rule of docs/rules.md) as a player reads it.
#[derive(Clone, Copy, Debug)]
pub struct Variant {
    /// Its `data-variant` on the How to play page.
    pub id: &'static str,
    /// Its name, as the settings' box says it.
    pub name: &'static str,
    /// What it does, in one sentence.
    pub help: &'static str,
    /// Whether these rules switch it on.
    pub on: fn(&Rules) -> bool,
}

/// `stick_the_dealer`.
pub const STICK: Variant = Variant {
    id: "stick_the_dealer",
    name: "Stick the dealer",
    help: "If everyone passes in round 2, the dealer must name a suit: the hand is never thrown in.",
    on: |r| r.stick_the_dealer,
};

/// `euchred_loner_pays_4`.
pub const LONER_PAYS_4: Variant = Variant {
    id: "euchred_loner_pays_4",
    name: "A euchred loner pays 4",
    help: "Euchre a player who went alone and your side scores 4, not 2.",
    on: |r| r.euchred_loner_pays_4,
};

/// `defend_alone`.
pub const DEFEND_ALONE: Variant = Variant {
    id: "defend_alone",
    name: "Defend alone",
    help: "Against a player going alone, one defender may play alone too. Euchring the loner then scores 4.",
    on: |r| r.defend_alone,
};

/// `no_trump`.
pub const NO_TRUMP: Variant = Variant {
    id: "no_trump",
    name: "No trump (High / Low)",
    help: "In round 2 a player may call High or Low instead of a suit. High: the highest card of the suit led wins each trick. Low: the lowest wins. Neither has trump or bowers.",
    on: |r| r.no_trump,
};

/// `loner_left_leads`.
pub const LONER_LEFT_LEADS: Variant = Variant {
    id: "loner_left_leads",
    name: "Loner's left leads",
    help: "When someone goes alone, the player on their left leads the first trick.",
    on: |r| r.loner_left_leads,
};

/// `must_hold_trump`.
pub const MUST_HOLD_TRUMP: Variant = Variant {
    id: "must_hold_trump",
    name: "Must hold trump to call",
    help: "To order up or name a suit, you must hold a card of it (the left bower counts). The dealer may pick up only when already holding one.",
    on: |r| r.must_hold_trump,
};

/// `misdeal_nines_tens`.
pub const MISDEAL: Variant = Variant {
    id: "misdeal_nines_tens",
    name: "Misdeal on nines and tens",
    help: "A hand of only 9s and 10s, or of one ace with four 9s and 10s, is shown and thrown in. The next player deals.",
    on: |r| r.misdeal_nines_tens,
};

/// `canadian_loner`.
pub const CANADIAN_LONER: Variant = Variant {
    id: "canadian_loner",
    name: "Canadian loner",
    help: "The dealer's partner may order the dealer up in round 1 only to go alone. In round 2 they call as usual.",
    on: |r| r.canadian_loner,
};

/// `going_under`.
pub const GOING_UNDER: Variant = Variant {
    id: "going_under",
    name: "Going under",
    help: "Before the bidding, a player dealt three 9s or three 10s may show them and swap them for the kitty's three hidden cards. One player a hand.",
    on: |r| r.going_under,
};

/// `call_for_best`.
pub const CALL_FOR_BEST: Variant = Variant {
    id: "call_for_best",
    name: "Calling for partner's best",
    help: "A player going alone may ask their partner for one card, passed face down, and then buries one card face down. A lone defender may too.",
    on: |r| r.call_for_best,
};

/// `deck`, a variant when it is not the standard 24 cards.
pub const DECK: Variant = Variant {
    id: "deck",
    name: "Deck",
    help: "24 cards; 25 with the Joker, always the highest trump (turned up, the dealer names trump and takes it; no High or Low with it); or 32, the 8s and 7s below the 9s and a kitty of 11.",
    on: |r| r.deck != Deck::TwentyFour,
};

/// `points_to_win`, a variant when it is not the standard 10.
pub const POINTS_TO_WIN: Variant = Variant {
    id: "points_to_win",
    name: "Play to",
    help: "The score that wins the game (the standard game is played to 10).",
    on: |r| r.points_to_win != PointsToWin::Ten,
};

/// Every variant, in the order of docs/rules.md.
pub const VARIANTS: [Variant; 12] = [
    STICK,
    LONER_PAYS_4,
    DEFEND_ALONE,
    NO_TRUMP,
    LONER_LEFT_LEADS,
    MUST_HOLD_TRUMP,
    MISDEAL,
    CANADIAN_LONER,
    GOING_UNDER,
    CALL_FOR_BEST,
    DECK,
    POINTS_TO_WIN,
];

/// The variants these rules switch on.
pub fn variants_on(rules: &Rules) -> impl Iterator<Item = Variant> + '_ {
    VARIANTS.into_iter().filter(|v| (v.on)(rules))
}

/// "Seed", in the header (the title of its link).
pub const SEED: &str = "The number the cards are shuffled from: the same seed always deals the \
    same cards. Its link names this game: opened elsewhere it deals these cards from the start, \
    here it carries on the game in progress.";
/// "Preset", in the settings.
pub const PRESET: &str = "A named set of rules; change any single rule and it becomes Custom.";
/// "Players".
pub const PLAYERS: &str = "Four players in two partnerships, or three who play each for themselves. With three, the maker plays against the other two, and nobody goes alone.";
/// "Allow undo".
pub const UNDO: &str =
    "Take back your last move in the hand being played (the statistics count such games apart).";
/// "Four-colour deck".
pub const FOUR_COLOUR: &str = "Clubs green and diamonds blue, so that no two suits look alike.";
/// "Reduce motion".
pub const REDUCE_MOTION: &str = "Cards appear in place instead of moving.";
/// "Score with a six and a four".
pub const SIX_FOUR: &str =
    "Shows each score the traditional way: a 6 and a 4 of a suit not in play, covering pips.";
/// "Sound".
pub const SOUND: &str = "A soft sound for each card played and a chime when it is your turn.";
/// "Learning mode".
pub const LEARNING: &str = "Before each of your decisions the hint is shown by itself: what the Expert would do, and why. After each hand, why the computers bid as they did.";

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Preset;

    #[test]
    fn the_variants_on_are_the_rules_switched_on() {
        let ids = |rules: Rules| variants_on(&rules).map(|v| v.id).collect::<Vec<_>>();
        assert!(ids(Preset::Standard.rules()).is_empty());
        assert_eq!(ids(Preset::StickTheDealer.rules()), ["stick_the_dealer"]);
        assert_eq!(ids(Preset::LonerPays4.rules()), ["euchred_loner_pays_4"]);
        assert_eq!(
            ids(Preset::KitchenTable.rules()),
            [
                "stick_the_dealer",
                "defend_alone",
                "no_trump",
                "loner_left_leads",
                "must_hold_trump",
                "misdeal_nines_tens"
            ]
        );
        let short = Rules {
            points_to_win: PointsToWin::Five,
            ..Rules::standard()
        };
        assert_eq!(ids(short), ["points_to_win"]);
        // Each boolean variant of `Rules` alone is found, and only it.
        let all = Rules {
            stick_the_dealer: true,
            euchred_loner_pays_4: true,
            defend_alone: true,
            no_trump: true,
            loner_left_leads: true,
            must_hold_trump: true,
            misdeal_nines_tens: true,
            canadian_loner: true,
            going_under: true,
            call_for_best: true,
            deck: Deck::ThirtyTwo,
            points_to_win: PointsToWin::Eleven,
            ..Rules::standard()
        };
        assert_eq!(ids(all).len(), VARIANTS.len());
        assert_eq!(
            ids(Preset::BritishJoker.rules()),
            ["defend_alone", "deck", "points_to_win"]
        );
    }
}
