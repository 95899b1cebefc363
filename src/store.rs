//! The game store: one [`Game`] with the person's settings and statistics, provided by
//! context ([`provide_game`] / [`use_game`]), read through `Memo`s and written only through
//! [`GameStore::dispatch`]. Effects keep localStorage in step and pace the computer players.

use std::time::Duration;

use euchre::{
    Action, Event, Game, HandOutcome, PlayerView, PointsToWin, Preset, Rules, ScoreKind, Seat, Team,
};
use euchre_ai::Difficulty;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// The seat the person plays.
pub const YOU: Seat = Seat::South;

/// localStorage keys.
const GAME_KEY: &str = "bower.game";
const SETTINGS_KEY: &str = "bower.settings";
const STATS_KEY: &str = "bower.stats";
/// The version of the saved game wrapper; an older one is refused with a notice.
const SAVE_VERSION: u32 = 1;

/// How fast the computer players act.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    /// A long pause, to follow every card.
    Slow,
    /// The default pace.
    #[default]
    Normal,
    /// A short pause.
    Fast,
    /// No pause (still never blocking the page).
    Instant,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    /// The pause before a computer player acts, in milliseconds.
    pub const fn millis(self) -> u64 {
        match self {
            Speed::Slow => 1300,
            Speed::Normal => 750,
            Speed::Fast => 300,
            Speed::Instant => 0,
        }
    }

    /// The name in settings and in the address (`speed=instant`).
    pub const fn name(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    /// The speed with this name.
    pub fn from_name(name: &str) -> Option<Speed> {
        Speed::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
    }
}

/// What the person chose in the settings; saved in localStorage.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The rules of the next new game.
    pub rules: Rules,
    /// The computer players' level, by name.
    pub difficulty: String,
    /// How fast the computer players act.
    pub speed: Speed,
    /// Whether South may take back its last action.
    pub undo: bool,
    /// Four-colour deck: clubs green, diamonds blue.
    pub four_colour: bool,
    /// Fewer animations (also on when the system asks for it).
    pub reduced_motion: bool,
    /// Show the score as a six and a four of an unused suit.
    pub six_four: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rules: Rules::standard(),
            difficulty: Difficulty::Normal.name().to_string(),
            speed: Speed::Normal,
            undo: true,
            four_colour: false,
            reduced_motion: false,
            six_four: false,
        }
    }
}

impl Settings {
    /// The computer players' level.
    pub fn difficulty(&self) -> Difficulty {
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == self.difficulty)
            .unwrap_or(Difficulty::Normal)
    }
}

/// The person's record over all games; saved in localStorage.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Games finished.
    pub games: u32,
    /// Games won by North–South.
    pub wins: u32,
    /// Finished games in which undo was used.
    pub games_with_undo: u32,
    /// Hands played and scored.
    pub hands: u32,
    /// Hands where North–South euchred the makers.
    pub euchres_made: u32,
    /// Hands where North–South were euchred.
    pub euchres_suffered: u32,
    /// Loners South tried.
    pub loners_tried: u32,
    /// Loners South made.
    pub loners_made: u32,
}

/// The game in progress as saved: the engine's save and what the page shows on top of it.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct SavedGame {
    version: u32,
    game: String,
    seen: usize,
    undo_used: bool,
}

/// What can happen to the store; the only way to change it.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// South takes a legal action.
    Act(Action),
    /// The computer player to act takes its turn, if the game is still at `at` actions.
    ComputerTurn {
        /// How many actions the game had when the turn was scheduled.
        at: usize,
    },
    /// Close the hand summary on top.
    Continue,
    /// Take back South's last action.
    Undo,
    /// Ask the AI what South should do.
    Hint,
    /// Start a new game with the settings' rules (and this seed, or a random one).
    NewGame(Option<u64>),
    /// Replace the settings.
    Settings(Settings),
    /// Dismiss the notice.
    DismissNotice,
}

/// The one store of the app. Copy it freely: it is a handful of signal handles.
#[derive(Clone, Copy, Debug)]
pub struct GameStore {
    game: RwSignal<Game>,
    /// Hand records already shown in a summary; a summary is open while fewer than all.
    seen: RwSignal<usize>,
    undo_used: RwSignal<bool>,
    settings: RwSignal<Settings>,
    stats: RwSignal<Stats>,
    announcement: RwSignal<String>,
    notice: RwSignal<Option<String>>,
    hint: RwSignal<Option<String>>,
}

/// Creates the store from localStorage and the address, provides it by context and starts
/// its effects (saving, pacing the computer players). With `game`, starts from that game
/// and ignores any saved game (for tests).
pub fn provide_game(game: Option<Game>) -> GameStore {
    let query = window().location().search().unwrap_or_default();
    let query = Query::parse(&query);
    let mut settings: Settings = load_json(SETTINGS_KEY).unwrap_or_default();
    if let Some(speed) = query.speed {
        settings.speed = speed;
    }
    let stats: Stats = load_json(STATS_KEY).unwrap_or_default();
    let mut notice = None;
    let (game, seen, undo_used) = match game {
        Some(game) => (game, 0, false),
        None => match load_game() {
            Ok(Some(saved)) if query.seed.is_none_or(|s| s == saved.0.seed()) => saved,
            Ok(_) => (
                Game::new(
                    settings.rules,
                    query.seed.unwrap_or_else(crate::random_seed),
                ),
                0,
                false,
            ),
            Err(why) => {
                notice = Some(format!(
                    "Your saved game could not be resumed ({why}); a new game has started."
                ));
                (
                    Game::new(
                        settings.rules,
                        query.seed.unwrap_or_else(crate::random_seed),
                    ),
                    0,
                    false,
                )
            }
        },
    };
    let store = GameStore {
        game: RwSignal::new(game),
        seen: RwSignal::new(seen),
        undo_used: RwSignal::new(undo_used),
        settings: RwSignal::new(settings),
        stats: RwSignal::new(stats),
        announcement: RwSignal::new(String::new()),
        notice: RwSignal::new(notice),
        hint: RwSignal::new(None),
    };
    provide_context(store);
    store.start_effects();
    store
}

/// The store provided by [`provide_game`].
///
/// # Panics
/// Outside a component under one that called [`provide_game`].
pub fn use_game() -> GameStore {
    expect_context::<GameStore>()
}

/// What the address asks for: `?seed=5&speed=instant`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Query {
    /// The seed of a reproducible game.
    pub seed: Option<u64>,
    /// The computer players' speed.
    pub speed: Option<Speed>,
}

impl Query {
    /// Reads a query string such as `?seed=5&speed=instant`; malformed values are ignored.
    ///
    /// # Examples
    /// ```
    /// use bower::{Query, Speed};
    /// let q = Query::parse("?seed=5&speed=instant");
    /// assert_eq!((q.seed, q.speed), (Some(5), Some(Speed::Instant)));
    /// assert_eq!(Query::parse("?seed=-1").seed, None);
    /// ```
    pub fn parse(query: &str) -> Query {
        let mut out = Query::default();
        for pair in query.trim_start_matches('?').split('&') {
            match pair.split_once('=') {
                Some(("seed", value)) => out.seed = value.parse().ok(),
                Some(("speed", value)) => out.speed = Speed::from_name(value),
                _ => {}
            }
        }
        out
    }
}

fn storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

fn load_json<T: for<'de> Deserialize<'de>>(key: &str) -> Option<T> {
    let text = storage()?.get_item(key).ok()??;
    serde_json::from_str(&text).ok()
}

fn store_json<T: Serialize>(key: &str, value: &T) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(value)) {
        let _ = storage.set_item(key, &text);
    }
}

/// The saved game, `Ok(None)` when there is none, or why it cannot be resumed.
fn load_game() -> Result<Option<(Game, usize, bool)>, String> {
    let Some(text) = storage().and_then(|s| s.get_item(GAME_KEY).ok().flatten()) else {
        return Ok(None);
    };
    let saved: SavedGame =
        serde_json::from_str(&text).map_err(|_| "the save is damaged".to_string())?;
    if saved.version != SAVE_VERSION {
        return Err(format!(
            "it was saved by an older version ({})",
            saved.version
        ));
    }
    let game = Game::load(&saved.game).map_err(|e| e.to_string())?;
    let seen = saved.seen.min(game.history().len());
    Ok(Some((game, seen, saved.undo_used)))
}

impl GameStore {
    fn start_effects(self) {
        // Save the game in progress after every change.
        Effect::new(move |_| {
            let saved = SavedGame {
                version: SAVE_VERSION,
                game: self.game.with(Game::save),
                seen: self.seen.get(),
                undo_used: self.undo_used.get(),
            };
            store_json(GAME_KEY, &saved);
        });
        Effect::new(move |_| store_json(SETTINGS_KEY, &self.settings.get()));
        Effect::new(move |_| store_json(STATS_KEY, &self.stats.get()));
        // Pace the computer players: when one is to act and no summary is open, act after a
        // pause. The timer checks that nothing changed meanwhile.
        Effect::new(move |_| {
            let due = self.game.with(|g| {
                g.to_act()
                    .filter(|&seat| seat != YOU)
                    .map(|_| (g.actions().len(), trick_just_ended(g)))
            });
            let open = self.seen.get() < self.game.with(|g| g.history().len());
            if !open && let Some((at, pause)) = due {
                let mut millis = self.settings.with(|s| s.speed.millis());
                if pause {
                    millis *= 2;
                }
                set_timeout(
                    move || self.dispatch(Msg::ComputerTurn { at }),
                    Duration::from_millis(millis),
                );
            }
        });
    }

    /// The game, read-only.
    pub fn game(self) -> ReadSignal<Game> {
        self.game.read_only()
    }

    /// The settings.
    pub fn settings(self) -> ReadSignal<Settings> {
        self.settings.read_only()
    }

    /// The statistics.
    pub fn stats(self) -> ReadSignal<Stats> {
        self.stats.read_only()
    }

    /// The text for the aria-live region: what just happened.
    pub fn announcement(self) -> ReadSignal<String> {
        self.announcement.read_only()
    }

    /// A notice to show (a save that could not be resumed).
    pub fn notice(self) -> ReadSignal<Option<String>> {
        self.notice.read_only()
    }

    /// The latest hint for South.
    pub fn hint(self) -> ReadSignal<Option<String>> {
        self.hint.read_only()
    }

    /// Whether undo was used in this game.
    pub fn undo_used(self) -> ReadSignal<bool> {
        self.undo_used.read_only()
    }

    /// South's view of the table.
    pub fn view(self) -> Memo<PlayerView> {
        Memo::new(move |_| self.game.with(|g| g.view(YOU)))
    }

    /// The hand record to show in a summary, if one is open.
    pub fn summary(self) -> Memo<Option<usize>> {
        Memo::new(move |_| {
            let seen = self.seen.get();
            self.game
                .with(|g| (seen < g.history().len()).then_some(seen))
        })
    }

    /// Whether a summary is open.
    pub fn summary_open(self) -> Memo<bool> {
        let summary = self.summary();
        Memo::new(move |_| summary.get().is_some())
    }

    /// South's legal actions, empty while a summary is open or someone else is to act.
    pub fn legal(self) -> Memo<Vec<Action>> {
        Memo::new(move |_| {
            let seen = self.seen.get();
            self.game.with(|g| {
                if seen < g.history().len() || g.to_act() != Some(YOU) {
                    Vec::new()
                } else {
                    g.legal_actions().iter().collect()
                }
            })
        })
    }

    /// Whether South can take back its last action now.
    pub fn can_undo(self) -> Memo<bool> {
        Memo::new(move |_| {
            self.settings.with(|s| s.undo)
                && self
                    .game
                    .with(|g| g.winner().is_none() && last_south_action(g).is_some())
        })
    }

    /// The only way to change the store.
    pub fn dispatch(self, msg: Msg) {
        match msg {
            Msg::Act(action) => {
                let ok = self.game.with_untracked(|g| {
                    g.to_act() == Some(YOU) && g.legal_actions().contains(action)
                });
                let open =
                    self.seen.get_untracked() < self.game.with_untracked(|g| g.history().len());
                if ok && !open {
                    self.hint.set(None);
                    self.apply(YOU, action);
                }
            }
            Msg::ComputerTurn { at } => {
                // The timer may fire after the store is gone (a test unmounted it).
                if self.game.try_with_untracked(|_| ()).is_none() {
                    return;
                }
                let Some((seat, action)) = self.game.with_untracked(|g| {
                    let seat = g.to_act().filter(|&s| s != YOU)?;
                    if g.actions().len() != at || self.seen.get_untracked() < g.history().len() {
                        return None;
                    }
                    let difficulty = self.settings.with_untracked(Settings::difficulty);
                    let seed = g.seed() ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                    let mut player = euchre_ai::player(difficulty, seed);
                    Some((seat, player.choose(&g.view(seat))))
                }) else {
                    return;
                };
                self.apply(seat, action);
            }
            Msg::Continue => {
                let len = self.game.with_untracked(|g| g.history().len());
                self.seen.update(|seen| *seen = (*seen + 1).min(len));
            }
            Msg::Undo => {
                if !self.settings.with_untracked(|s| s.undo) {
                    return;
                }
                let undone = self.game.with_untracked(|g| {
                    let at = last_south_action(g)?;
                    Game::replay_prefix(&g.record(), at).ok()
                });
                if let Some(game) = undone {
                    let len = game.history().len();
                    self.game.set(game);
                    self.seen.update(|seen| *seen = (*seen).min(len));
                    self.undo_used.set(true);
                    self.hint.set(None);
                    self.announcement
                        .set("You took back your last move.".into());
                }
            }
            Msg::Hint => {
                let text = self.game.with_untracked(|g| {
                    let hints = euchre_ai::hint(&g.view(YOU));
                    hints
                        .first()
                        .map(|h| format!("Suggestion: {}. {}", describe_action(h.action), h.reason))
                });
                if let Some(text) = &text {
                    self.announcement.set(text.clone());
                }
                self.hint.set(text);
            }
            Msg::NewGame(seed) => {
                let rules = self.settings.with_untracked(|s| s.rules);
                self.game
                    .set(Game::new(rules, seed.unwrap_or_else(crate::random_seed)));
                self.seen.set(0);
                self.undo_used.set(false);
                self.hint.set(None);
                self.announcement.set("A new game has started.".into());
            }
            Msg::Settings(settings) => self.settings.set(settings),
            Msg::DismissNotice => self.notice.set(None),
        }
    }

    /// Applies a legal action, announces what happened and keeps the statistics.
    fn apply(self, seat: Seat, action: Action) {
        let mut events = Vec::new();
        let mut new_records = Vec::new();
        self.game.update(|g| {
            let before = g.history().len();
            if let Ok(e) = g.apply(seat, action) {
                events = e;
                new_records = g.history()[before..].to_vec();
            }
        });
        if events.is_empty() {
            return;
        }
        let (scores, your_turn) = self
            .game
            .with_untracked(|g| (g.scores(), g.to_act() == Some(YOU)));
        let mut text = events
            .iter()
            .filter_map(|e| announce(e, scores))
            .collect::<Vec<_>>()
            .join(" ");
        if your_turn && new_records.is_empty() {
            text.push_str(" Your turn.");
        }
        self.announcement.set(text);
        let undo_used = self.undo_used.get_untracked();
        self.stats.update(|stats| {
            for record in &new_records {
                if let HandOutcome::Played {
                    contract,
                    maker_tricks,
                    score,
                    ..
                } = record.outcome
                {
                    stats.hands += 1;
                    let ours = contract.makers() == Team::NorthSouth;
                    if score.kind == ScoreKind::Euchre {
                        if ours {
                            stats.euchres_suffered += 1;
                        } else {
                            stats.euchres_made += 1;
                        }
                    }
                    if contract.alone && contract.maker == YOU {
                        stats.loners_tried += 1;
                        if maker_tricks >= 3 {
                            stats.loners_made += 1;
                        }
                    }
                }
            }
            for event in &events {
                if let Event::GameOver { winner } = event {
                    stats.games += 1;
                    stats.wins += u32::from(*winner == Team::NorthSouth);
                    stats.games_with_undo += u32::from(undo_used);
                }
            }
        });
    }
}

/// Whether the last card played completed a trick (so the table pauses to show it).
fn trick_just_ended(game: &Game) -> bool {
    let hand = game.hand();
    !hand.tricks().is_empty()
        && hand
            .current_trick()
            .is_some_and(|t| t.cards.iter().all(|(_, c)| c.is_none()))
}

/// The index in `game.actions()` of South's last action in the hand being played.
fn last_south_action(game: &Game) -> Option<usize> {
    let actions = game.actions();
    let in_hand = game.hand().history().len();
    let start = actions.len().checked_sub(in_hand)?;
    (start..actions.len()).rev().find(|&i| actions[i].0 == YOU)
}

/// An action in words: "Order up alone", "Play 10♥".
pub fn describe_action(action: Action) -> String {
    let alone = |a: bool| if a { " alone" } else { "" };
    match action {
        Action::Pass => "Pass".into(),
        Action::OrderUp { alone: a } => format!("Order up{}", alone(a)),
        Action::Call { trump, alone: a } => format!("Call {trump}{}", alone(a)),
        Action::Discard(card) => format!("Discard {card}"),
        Action::DefendAlone => "Defend alone".into(),
        Action::Play(card) => format!("Play {card}"),
    }
}

/// One event in words for the aria-live region.
fn announce(event: &Event, scores: euchre::ByTeam<u8>) -> Option<String> {
    Some(match *event {
        Event::Dealt { dealer, upcard, .. } => {
            format!("{} deals; the upcard is {upcard}.", dealer.name())
        }
        Event::Misdeal { seat, .. } => {
            format!("Misdeal: {} holds only nines and tens.", seat.name())
        }
        Event::Passed { seat, .. } => format!("{} passes.", seat.name()),
        Event::TrumpMade {
            maker,
            trump,
            alone,
            ..
        } => format!(
            "{} makes {trump} trump{}.",
            maker.name(),
            if alone { ", going alone" } else { "" }
        ),
        Event::UpcardTurnedDown => "The upcard is turned down.".into(),
        Event::PickedUp { dealer } => format!("{} picks up the upcard.", dealer.name()),
        Event::Discarded { dealer } => format!("{} discards.", dealer.name()),
        Event::DefendsAlone { seat } => format!("{} defends alone.", seat.name()),
        Event::CardPlayed { seat, card } => format!("{} plays {card}.", seat.name()),
        Event::TrickWon { winner, .. } => format!("{} takes the trick.", winner.name()),
        Event::PassedOut => "Everyone passed: the hand is thrown in.".into(),
        Event::HandScored { team, points, .. } => format!(
            "{} score {points}. Us {}, Them {}.",
            team.name(),
            scores[Team::NorthSouth],
            scores[Team::EastWest]
        ),
        Event::GameOver { winner } => format!("Game over: {} win.", winner.name()),
    })
}

/// The preset whose rules these are, if any.
pub fn preset_of(rules: &Rules) -> Option<Preset> {
    Preset::ALL.into_iter().find(|p| p.rules() == *rules)
}

/// Every target score.
pub const POINTS: [PointsToWin; 4] = [
    PointsToWin::Five,
    PointsToWin::Seven,
    PointsToWin::Ten,
    PointsToWin::Eleven,
];
