//! The game store: one [`Game`] with the person's settings and statistics, provided by
//! context ([`provide_game`] / [`use_game`]), read through `Memo`s and written only through
//! [`GameStore::dispatch`]. Effects keep localStorage in step and pace the computer players.

use std::time::Duration;

use euchre::{
    Action, Event, Game, HandOutcome, HandRecord, PlayerView, PointsToWin, Preset, Rules,
    ScoreKind, Seat, Team,
};
use euchre_ai::{Decision, Difficulty, HintSearch};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::wasm_bindgen;

/// The seat the person plays.
pub const YOU: Seat = Seat::South;

/// localStorage keys.
pub(crate) const GAME_KEY: &str = "bower.game";
const SETTINGS_KEY: &str = "bower.settings";
const STATS_KEY: &str = "bower.stats";
/// The version of the saved game wrapper; an older one is refused with a notice.
const SAVE_VERSION: u32 = 1;
/// How long the search may run before it yields to the page, in milliseconds: the page
/// renders and handles clicks between slices.
const SLICE_MILLIS: f64 = 8.0;

#[wasm_bindgen]
extern "C" {
    /// `Date.now()`: milliseconds since the epoch (the search's slices are timed by it; the
    /// decisions themselves never depend on time).
    #[wasm_bindgen(js_namespace = Date, js_name = now)]
    fn date_now() -> f64;
}

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

/// What the hint shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintState {
    /// The search for a suggestion is running.
    Thinking,
    /// The suggestion and its reason, in words.
    Ready(String),
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

impl Stats {
    /// What one finished hand adds to the statistics.
    fn of_hand(record: &HandRecord) -> Stats {
        let mut stats = Stats::default();
        if let HandOutcome::Played {
            contract,
            maker_tricks,
            score,
            ..
        } = record.outcome
        {
            stats.hands = 1;
            let ours = contract.makers() == Team::NorthSouth;
            if score.kind == ScoreKind::Euchre {
                if ours {
                    stats.euchres_suffered = 1;
                } else {
                    stats.euchres_made = 1;
                }
            }
            if contract.alone && contract.maker == YOU {
                stats.loners_tried = 1;
                stats.loners_made = u32::from(maker_tricks >= 3);
            }
        }
        stats
    }

    /// Adds (or, for a hand taken back by undo, removes) one hand's counts.
    fn count_hand(&mut self, record: &HandRecord, add: bool) {
        let hand = Stats::of_hand(record);
        let fields = [
            (&mut self.hands, hand.hands),
            (&mut self.euchres_made, hand.euchres_made),
            (&mut self.euchres_suffered, hand.euchres_suffered),
            (&mut self.loners_tried, hand.loners_tried),
            (&mut self.loners_made, hand.loners_made),
        ];
        for (total, n) in fields {
            *total = if add {
                total.saturating_add(n)
            } else {
                total.saturating_sub(n)
            };
        }
    }
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
    /// The computer player to act starts thinking, if the game is still at `at` actions.
    /// The search runs in slices between timer ticks, so the page stays responsive; the
    /// action is applied no sooner than the pause of the chosen speed, and dropped if the
    /// game changed meanwhile (undo, a new game).
    ComputerTurn {
        /// How many actions the game had when the turn was due.
        at: usize,
    },
    /// Close the hand summary on top.
    Continue,
    /// Take back South's last action, wherever it was in the game (the hands after it are
    /// taken back too), as long as the game is not over.
    Undo,
    /// Ask the AI what South should do; the search runs in slices like a computer turn.
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
    hint: RwSignal<Option<HintState>>,
    /// Bumped whenever the game is replaced (undo, a new game): a search started before is
    /// stale and dropped.
    epoch: StoredValue<u64>,
    /// The computer turn being thought about: (epoch, actions, seat).
    thinking: RwSignal<Option<(u64, usize, Seat)>>,
}

/// A computer turn in progress.
struct Turn {
    epoch: u64,
    at: usize,
    seat: Seat,
    decision: Decision,
    /// `Date.now()` before which the action is not applied (the pace).
    ready_at: f64,
}

/// Creates the store from localStorage and the address, provides it by context and starts
/// its effects (saving, pacing the computer players). With `game`, starts from that game
/// and ignores any saved game (for tests).
pub fn provide_game(game: Option<Game>) -> GameStore {
    let store = provide_game_paused(game);
    store.start_effects();
    store
}

/// [`provide_game`] without starting the effects: [`GameStore::start_effects`] does, once.
pub(crate) fn provide_game_paused(game: Option<Game>) -> GameStore {
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
        epoch: StoredValue::new(0),
        thinking: RwSignal::new(None),
    };
    provide_context(store);
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
    /// Starts the effects: saving the game, the settings and the statistics after every
    /// change, and the computer players' turns.
    pub(crate) fn start_effects(self) {
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
        // When a computer player is to act and no summary is open, it starts thinking.
        Effect::new(move |_| {
            let due = self.game.with(|g| {
                g.to_act()
                    .filter(|&seat| seat != YOU)
                    .map(|_| g.actions().len())
            });
            let open = self.seen.get() < self.game.with(|g| g.history().len());
            if !open && let Some(at) = due {
                self.dispatch(Msg::ComputerTurn { at });
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

    /// The hint for South: being thought about, or its text.
    pub fn hint(self) -> ReadSignal<Option<HintState>> {
        self.hint.read_only()
    }

    /// The computer player thinking about its turn (or waiting out the pace), if any.
    pub fn thinking(self) -> Signal<Option<Seat>> {
        let thinking = self.thinking;
        Signal::derive(move || thinking.with(|t| t.map(|(_, _, seat)| seat)))
    }

    /// Whether undo was used in this game.
    pub fn undo_used(self) -> ReadSignal<bool> {
        self.undo_used.read_only()
    }

    /// South's view of the game now.
    pub fn view(self) -> Memo<PlayerView> {
        Memo::new(move |_| self.game.with(|g| g.view(YOU)))
    }

    /// South's view of what the table shows: the game now, or, while the summary of a hand
    /// is open (the engine has already dealt the next one), the hand that just ended as it
    /// ended, with its last trick on the table. (Once the game is over the engine keeps the
    /// last hand, so the game's own view shows it.)
    pub fn table_view(self) -> Memo<PlayerView> {
        let summary = self.summary();
        Memo::new(move |_| {
            let open = summary.get().is_some();
            self.game.with(|g| {
                (open && !g.is_over())
                    .then(|| ended_hand_view(g))
                    .flatten()
                    .unwrap_or_else(|| g.view(YOU))
            })
        })
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

    fn can_undo_now(self) -> bool {
        self.settings.with_untracked(|s| s.undo)
            && self
                .game
                .with_untracked(|g| g.winner().is_none() && last_south_action(g).is_some())
    }

    /// Whether the game is still at `at` actions in the same `epoch` (and the store alive).
    fn current(self, epoch: u64, at: usize) -> bool {
        self.epoch.try_get_value() == Some(epoch)
            && self.game.try_with_untracked(|g| g.actions().len()) == Some(at)
    }

    /// Runs a computer turn's search for a slice, then yields to the page; applies the
    /// action once decided and the pace has passed. A stale turn is dropped.
    fn think(self, mut turn: Turn) {
        if !self.current(turn.epoch, turn.at) {
            self.done_thinking(turn.epoch, turn.at);
            return;
        }
        let deadline = date_now() + SLICE_MILLIS;
        loop {
            if let Some(action) = turn.decision.step() {
                let wait = (turn.ready_at - date_now()).max(0.0) as u64;
                let (epoch, at, seat) = (turn.epoch, turn.at, turn.seat);
                set_timeout(
                    move || {
                        self.done_thinking(epoch, at);
                        if self.current(epoch, at) {
                            self.apply(seat, action);
                        }
                    },
                    Duration::from_millis(wait),
                );
                return;
            }
            if date_now() >= deadline {
                break;
            }
        }
        set_timeout(move || self.think(turn), Duration::ZERO);
    }

    fn done_thinking(self, epoch: u64, at: usize) {
        let this = self
            .thinking
            .try_with_untracked(|t| t.is_some_and(|(e, a, _)| (e, a) == (epoch, at)));
        if this == Some(true) {
            self.thinking.set(None);
        }
    }

    /// Runs the hint's search for a slice, then yields; shows the suggestion once found. A
    /// stale search (South acted, undo, a new game) is dropped.
    fn think_hint(self, epoch: u64, at: usize, mut search: HintSearch) {
        if !self.current(epoch, at)
            || self.hint.try_get_untracked().flatten() != Some(HintState::Thinking)
        {
            return;
        }
        let deadline = date_now() + SLICE_MILLIS;
        loop {
            if let Some(hints) = search.step() {
                let text = hints
                    .first()
                    .map(|h| format!("Suggestion: {}. {}", describe_action(h.action), h.reason));
                if let Some(text) = &text {
                    self.announcement.set(text.clone());
                }
                self.hint.set(text.map(HintState::Ready));
                return;
            }
            if date_now() >= deadline {
                break;
            }
        }
        set_timeout(move || self.think_hint(epoch, at, search), Duration::ZERO);
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
                let epoch = self.epoch.get_value();
                if self
                    .thinking
                    .with_untracked(|t| t.is_some_and(|(e, a, _)| (e, a) == (epoch, at)))
                {
                    return; // already thinking about this turn
                }
                let Some((seat, view, pause)) = self.game.with_untracked(|g| {
                    let seat = g.to_act().filter(|&s| s != YOU)?;
                    if g.actions().len() != at || self.seen.get_untracked() < g.history().len() {
                        return None;
                    }
                    Some((seat, g.view(seat), trick_just_ended(g)))
                }) else {
                    return;
                };
                let (difficulty, speed) = self
                    .settings
                    .with_untracked(|s| (s.difficulty(), s.speed.millis()));
                // The table pauses twice as long on a finished trick, to show it gathered.
                let pace = if pause { speed * 2 } else { speed };
                let seed = self.game.with_untracked(Game::seed)
                    ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let turn = Turn {
                    epoch,
                    at,
                    seat,
                    decision: Decision::new(difficulty, &view, seed),
                    ready_at: date_now() + pace as f64,
                };
                self.thinking.set(Some((epoch, at, seat)));
                set_timeout(move || self.think(turn), Duration::ZERO);
            }
            Msg::Continue => {
                let len = self.game.with_untracked(|g| g.history().len());
                self.seen.update(|seen| *seen = (*seen + 1).min(len));
            }
            Msg::Undo => {
                if !self.can_undo_now() {
                    return;
                }
                let undone = self.game.with_untracked(|g| {
                    let at = last_south_action(g)?;
                    let game = Game::replay_prefix(&g.record(), at).ok()?;
                    // The hands finished after that action are taken back from the statistics.
                    let removed = g.history()[game.history().len()..].to_vec();
                    Some((game, removed))
                });
                if let Some((game, removed)) = undone {
                    let len = game.history().len();
                    self.epoch.update_value(|e| *e += 1);
                    self.game.set(game);
                    self.seen.update(|seen| *seen = (*seen).min(len));
                    self.undo_used.set(true);
                    self.hint.set(None);
                    if !removed.is_empty() {
                        self.stats.update(|stats| {
                            for record in &removed {
                                stats.count_hand(record, false);
                            }
                        });
                    }
                    self.announcement
                        .set("You took back your last move.".into());
                }
            }
            Msg::Hint => {
                if self.hint.get_untracked() == Some(HintState::Thinking) {
                    return;
                }
                let Some((at, view)) = self.game.with_untracked(|g| {
                    let open = self.seen.get_untracked() < g.history().len();
                    (g.to_act() == Some(YOU) && !open).then(|| (g.actions().len(), g.view(YOU)))
                }) else {
                    return;
                };
                self.hint.set(Some(HintState::Thinking));
                self.announcement.set("Thinking about a suggestion…".into());
                let search = HintSearch::new(&view, 0);
                let epoch = self.epoch.get_value();
                set_timeout(move || self.think_hint(epoch, at, search), Duration::ZERO);
            }
            Msg::NewGame(seed) => {
                let rules = self.settings.with_untracked(|s| s.rules);
                self.epoch.update_value(|e| *e += 1);
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
                stats.count_hand(record, true);
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

/// The index in `game.actions()` of South's last action, in whichever hand it was.
fn last_south_action(game: &Game) -> Option<usize> {
    game.actions().iter().rposition(|&(seat, _)| seat == YOU)
}

/// South's view of the last hand that had actions, as it stood after its last action: the
/// hand a summary is about, while the engine has already dealt the next one. `None` before
/// any hand ended that way.
fn ended_hand_view(game: &Game) -> Option<PlayerView> {
    let in_hand = game.hand().history().len();
    let end = game.actions().len().checked_sub(in_hand)?;
    let last = end.checked_sub(1)?;
    let before = Game::replay_prefix(&game.record(), last).ok()?;
    let mut hand = *before.hand();
    let (seat, action) = game.actions()[last];
    hand.apply(seat, action).ok()?;
    let mut view = hand.view(YOU);
    view.scores = game.scores();
    view.hand_number = before.hand_number();
    Some(view)
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A game played by the heuristic until `stop` holds (checked before every action).
    fn play_until(seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
        let mut game = Game::new(Rules::standard(), seed);
        while !stop(&game) {
            let seat = game.to_act().expect("the position comes before the end");
            let action = euchre_ai::player(Difficulty::Normal, seed).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        game
    }

    #[test]
    fn the_table_shows_a_hand_that_ended_as_it_ended() {
        for seed in 0..20 {
            // The first hand that was played out is over and the next one dealt.
            let game = play_until(seed, |g| {
                g.history()
                    .iter()
                    .any(|r| matches!(r.outcome, HandOutcome::Played { .. }))
            });
            let record = game.history().last().unwrap();
            let view = ended_hand_view(&game).expect("a hand has ended");
            assert_eq!(view.phase, euchre::Phase::HandOver, "seed {seed}");
            assert_eq!(view.tricks, record.tricks, "seed {seed}");
            assert!(view.hand.is_empty(), "South has played every card");
            assert_eq!(view.dealer, record.dealer);
            assert_eq!(view.hand_number, record.number);
            assert_eq!(view.scores, game.scores());
            assert_eq!(view.to_act, None);
        }
    }

    #[test]
    fn there_is_no_ended_hand_to_show_before_the_first_action() {
        let game = Game::new(Rules::standard(), 3);
        assert!(ended_hand_view(&game).is_none());
    }

    #[test]
    fn souths_last_action_may_be_in_an_earlier_hand() {
        // South's last card of the first played hand, then the next deal's bidding up to
        // South's turn.
        let game = play_until(7, |g| {
            g.history()
                .iter()
                .any(|r| matches!(r.outcome, HandOutcome::Played { .. }))
                && g.to_act() == Some(YOU)
        });
        let at = last_south_action(&game).expect("South has acted");
        let start_of_hand = game.actions().len() - game.hand().history().len();
        assert_eq!(game.actions()[at].0, YOU);
        assert!(game.actions()[at + 1..].iter().all(|&(s, _)| s != YOU));
        if game.hand().history().iter().all(|&(s, _)| s != YOU) {
            assert!(at < start_of_hand, "in the hand before");
        }
        let undone = Game::replay_prefix(&game.record(), at).unwrap();
        assert_eq!(undone.to_act(), Some(YOU));
        assert!(undone.history().len() <= game.history().len());
    }

    #[test]
    fn a_hand_taken_back_leaves_the_statistics_as_they_were() {
        for seed in 0..30 {
            let game = play_until(seed, |g| g.is_over());
            let mut stats = Stats::default();
            for record in game.history() {
                stats.count_hand(record, true);
            }
            let played = game
                .history()
                .iter()
                .filter(|r| matches!(r.outcome, HandOutcome::Played { .. }))
                .count();
            assert_eq!(stats.hands as usize, played);
            assert!(stats.loners_made <= stats.loners_tried);
            for record in game.history().iter().rev() {
                stats.count_hand(record, false);
            }
            assert_eq!(stats, Stats::default(), "seed {seed}");
        }
    }
}
