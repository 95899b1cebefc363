//! The game store: one [`Game`] with the person's settings and statistics, provided by
//! context ([`provide_game`] / [`use_game`]), read through `Memo`s and written only through
//! [`GameStore::dispatch`]. Effects keep localStorage in step and pace the computer players.

mod address;
mod announce;
mod challenge;
mod coach;
mod duplicate;
mod ending;
mod msg;
mod people;
mod record;
mod review;
mod saving;
mod screen_msgs;
mod settings;
mod setup;
mod stats;
mod storage;
mod swept;
mod thinking;
mod timeline;
mod verify;

pub use address::{
    Address, Named, Query, address, daily_game, open_game, with_game, with_players, with_seed,
};
pub use announce::Tally;
pub(crate) use announce::{
    card_words, count, defenders_words, does, mid_sentence, misdeal_words, team_words, trump_made,
    who, winner_words,
};
pub use challenge::{Accepted, challenge_of, open_challenge, with_challenge};
pub use duplicate::Duplicate;
pub use ending::Ending;
pub use msg::Msg;
use record::{ended_hand_view, trick_just_ended, undoable};
pub use review::{Review, review_config, review_seed};
pub(crate) use screen_msgs::screens_built;
pub use settings::{POINTS, Settings, Speed, preset_of};
pub use stats::{Stats, ThreeStats};
pub(crate) use storage::GAME_KEY;
pub use storage::Start;
pub use thinking::{HintState, turn_seed};
pub use timeline::{Decision, Stage, choices, decisions};
pub use verify::Check;

use euchre::{Action, Event, Game, PlayerView, Seat};
use leptos::prelude::*;

use storage::{load_game, load_settings, load_stats};
pub(crate) use swept::Swept;
pub use swept::SweptReader;

/// The seat the person plays.
pub const YOU: Seat = Seat::South;

/// The one store of the app. Copy it freely: it is a handful of signal handles.
#[derive(Clone, Copy, Debug)]
pub struct GameStore {
    game: Swept<Game>,
    /// Hand records already shown in a summary; a summary is open while fewer than all.
    seen: Swept<usize>,
    undo_used: Swept<bool>,
    settings: Swept<Settings>,
    stats: Swept<Stats>,
    announcement: Swept<String>,
    notice: Swept<Option<String>>,
    hint: Swept<Option<HintState>>,
    /// Bumped whenever the game is replaced (undo, a new game): a search started before is
    /// stale and dropped.
    epoch: StoredValue<u64>,
    /// The computer turn being thought about: (epoch, actions, seat).
    thinking: Swept<Option<(u64, usize, Seat)>>,
    /// How many dialogs over the table are open ([`Msg::Pause`]); the game waits while any is.
    pauses: Swept<u32>,
    /// What would end the game in progress while the person is asked (`ending.rs`): a
    /// linked deal or a new game (the game is on screen meanwhile, its computer players
    /// waiting).
    ending: Swept<Option<Ending>>,
    /// What reads and writes the saves (`storage.rs`).
    saves: storage::Saves,
    /// Practice from a decision, and the reviews of the decisions (`coach.rs`, `review.rs`).
    coach: coach::Coach,
    /// Each finished hand played again with the Expert in South's seat (`duplicate.rs`).
    duplicates: duplicate::Duplicates,
    /// The challenge a link opened (`challenge.rs`): shown while its game is on screen.
    challenge: Swept<Option<Accepted>>,
    /// The game the address named when the page opened (`address.rs`): its rules and level
    /// once it starts, after the question over a game in progress (`setup.rs`).
    named: StoredValue<Option<Named>>,
    /// The address naming the game on screen, as last written (`address.rs`).
    link: Swept<String>,
    /// Its check in the workers (`verify.rs`).
    verifier: verify::Verifier,
    /// A table of people ([`crate::friends`]): the seats played on other devices, whether
    /// the table waits, whether this device is a guest ([`table`]).
    people: Swept<u8>,
}

pub mod table;

/// Creates the store from localStorage and the address, provides it by context and starts
/// its effects (saving, pacing the computer players). With `game`, starts from that game
/// and ignores any saved game (for tests). In the site's build ([`Start::now`]) nothing saved
/// is read: the app starts from [`Start::begin`] instead.
pub fn provide_game(game: Option<Game>) -> GameStore {
    let store = provide_game_paused(game, Start::now());
    store.start_effects();
    store
}

/// [`provide_game`] without starting the effects ([`GameStore::start_effects`] does, once),
/// from what `start` can read.
pub(crate) fn provide_game_paused(game: Option<Game>, start: Start) -> GameStore {
    let search = window().location().search().unwrap_or_default();
    let mut query = Query::parse(&search);
    let mut settings: Settings = load_settings(start);
    let mut notice = None;
    // The rules and level a link names (`game=`): a link whose cannot be read is not followed.
    let setup = match start.game(&search) {
        Some(Ok(setup)) => Some(setup),
        Some(Err(why)) => {
            notice = Some(why);
            query = Query {
                speed: query.speed,
                ..Query::default()
            };
            None
        }
        None => None,
    };
    // A challenge link names its deals (its seed), its rules and its players' level.
    let accepted = match start.challenge(&search) {
        Some(Ok(accepted)) => {
            query.seed = Some(accepted.challenge.origin.seed());
            query.players = Some(accepted.challenge.rules.players);
            Some(accepted)
        }
        Some(Err(why)) => {
            notice = Some(why);
            None
        }
        None => None,
    };
    if let Some(speed) = query.speed {
        settings.speed = speed;
    }
    // `players=3` in the address: the game it names (and the next ones) are for three.
    if let Some(players) = query.players {
        settings.rules.players = players;
    }
    // The game the address names: a challenge's, a link's or a date's (`setup.rs`).
    let named = match &accepted {
        Some(a) => Some(Named {
            seed: a.challenge.origin.seed(),
            rules: a.challenge.rules,
            level: Some(a.challenge.level),
        }),
        None => query.named(setup),
    };
    // The rules of a game the address starts: the named game's, or the settings'; a
    // challenge's seat.
    let new_rules = named.map_or(settings.rules, |n| n.rules);
    let seat = accepted.as_ref().map_or(Seat::South, |a| a.challenge.seat);
    let stats: Stats = load_stats(start);
    let mut ending = None;
    let (game, seen, undo_used, kept) = match game {
        Some(game) => (game, 0, false, Default::default()),
        None => match load_game(start) {
            Ok(Some(saved)) if query.names(&saved.0, setup.as_ref()) && saved.0.seat() == seat => {
                saved
            }
            // A link to another deal: the saved game stays until the person chooses.
            Ok(Some(saved)) if ending::worth_asking(&saved.0) => {
                ending = query.seed.map(Ending::Linked);
                saved
            }
            Ok(_) => (
                Game::seated(
                    new_rules,
                    query.seed.unwrap_or_else(crate::random_seed),
                    seat,
                ),
                0,
                false,
                Default::default(),
            ),
            Err(why) => {
                notice = Some(why);
                (
                    Game::seated(
                        new_rules,
                        query.seed.unwrap_or_else(crate::random_seed),
                        seat,
                    ),
                    0,
                    false,
                    Default::default(),
                )
            }
        },
    };
    // The challenge's game on screen: played with its rules and level; a link's, with its
    // level.
    if let Some(a) = accepted
        .as_ref()
        .filter(|a| ending.is_none() && a.answers(&game))
    {
        if challenge::set_for(&mut settings, &a.challenge) {
            notice = Some(challenge::settings_notice(&a.challenge));
        }
    } else if let Some(level) = named
        .filter(|n| ending.is_none() && n.seed == game.seed() && n.rules == *game.rules())
        .and_then(|n| n.level)
        && let Some(taken) = setup::take_level(&mut settings, level)
    {
        notice = Some(taken);
    }
    let store = GameStore {
        game: Swept::new(game),
        seen: Swept::new(seen),
        undo_used: Swept::new(undo_used),
        settings: Swept::new(settings),
        stats: Swept::new(stats),
        announcement: Swept::new(String::new()),
        notice: Swept::new(notice),
        hint: Swept::new(None),
        epoch: StoredValue::new(0),
        thinking: Swept::new(None),
        pauses: Swept::new(0),
        ending: Swept::new(ending),
        saves: storage::Saves::new(start),
        coach: coach::Coach::new(kept),
        duplicates: duplicate::Duplicates::new(),
        challenge: Swept::new(accepted),
        named: StoredValue::new(named),
        link: Swept::new(search),
        verifier: verify::Verifier::new(),
        people: Swept::new(0),
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

impl GameStore {
    /// Starts the effects: saving the game, the settings and the statistics after every
    /// change, and the computer players' turns.
    pub(crate) fn start_effects(self) {
        self.save_effects();
        self.learning_effect();
        crate::workers::warm();
        // When a computer player is to act, no summary is open and the game is not paused, it
        // starts thinking (again, once a pause ends).
        Effect::new(move |_| {
            let people = self.people.get();
            let due = self.game.with(|g| {
                g.to_act()
                    .filter(|&seat| seat != YOU && people & (1 << seat.index()) == 0)
                    .filter(|_| people & table::WAIT == 0)
                    .map(|_| g.actions().len())
            });
            let open = self.seen.get() < self.game.with(|g| g.history().len());
            let paused = self.pauses.get() > 0;
            let asking = self.ending.with(Option::is_some);
            if !open
                && !paused
                && !asking
                && let Some(at) = due
            {
                self.dispatch(Msg::ComputerTurn { at });
            }
        });
    }

    /// Starts what only the screens show: the coach's reviews of a hand's decisions as its
    /// summary opens (and of the game's at its end), each finished hand played again with the
    /// Expert in South's seat (the summaries, the game's end) and the check of a friend's
    /// challenge (its end). Started by the screens ([`crate::screens`]), so that in the site's build
    /// this code is in their chunk, not in the first paint's wasm.
    pub(crate) fn start_background(self) {
        self.review_effects();
        self.duplicate_effects();
        self.verify_effect();
    }

    /// The game, read-only.
    pub fn game(self) -> SweptReader<Game> {
        self.game.read_only()
    }

    /// The settings.
    pub fn settings(self) -> SweptReader<Settings> {
        self.settings.read_only()
    }

    /// The statistics.
    pub fn stats(self) -> SweptReader<Stats> {
        self.stats.read_only()
    }

    /// The text for the aria-live region: what just happened.
    pub fn announcement(self) -> SweptReader<String> {
        self.announcement.read_only()
    }

    /// A notice to show (a save that could not be resumed).
    pub fn notice(self) -> SweptReader<Option<String>> {
        self.notice.read_only()
    }

    /// The hint for South: being thought about, or its text.
    pub fn hint(self) -> SweptReader<Option<HintState>> {
        self.hint.read_only()
    }

    /// The computer player thinking about its turn (or waiting out the pace), if any.
    pub fn thinking(self) -> Signal<Option<Seat>> {
        let thinking = self.thinking;
        Signal::derive(move || thinking.with(|t| t.map(|(_, _, seat)| seat)))
    }

    /// Whether the game is paused: a dialog is open over the table ([`Msg::Pause`]).
    pub fn paused(self) -> Signal<bool> {
        let pauses = self.pauses;
        Signal::derive(move || pauses.get() > 0)
    }

    /// [`GameStore::paused`], untracked (false once the store is gone).
    pub(super) fn paused_now(self) -> bool {
        self.pauses.try_get_untracked().is_some_and(|n| n > 0)
    }

    /// Whether undo was used in this game.
    pub fn undo_used(self) -> SweptReader<bool> {
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
                && self.people.get() == 0
                && self
                    .game
                    .with(|g| g.winner().is_none() && undoable(g).is_some())
        })
    }

    fn can_undo_now(self) -> bool {
        self.settings.with_untracked(|s| s.undo)
            && self.people.get_untracked() == 0
            && self
                .game
                .with_untracked(|g| g.winner().is_none() && undoable(g).is_some())
    }

    /// Whether the game is still at `at` actions in the same `epoch` (and the store alive).
    fn current(self, epoch: u64, at: usize) -> bool {
        self.epoch.try_get_value() == Some(epoch)
            && self.game.try_with_untracked(|g| g.actions().len()) == Some(at)
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
                if ok && !open && !self.paused_now() {
                    self.hint.set(None);
                    self.apply(YOU, action);
                }
            }
            Msg::ComputerTurn { at } => self.start_turn(at),
            Msg::Continue => {
                let len = self.game.with_untracked(|g| g.history().len());
                self.seen.update(|seen| *seen = (*seen + 1).min(len));
            }
            Msg::Undo => {
                if !self.can_undo_now() {
                    return;
                }
                let undone = self.game.with_untracked(|g| {
                    let at = undoable(g)?;
                    Some((Game::replay_prefix(&g.record(), at).ok()?, at))
                });
                if let Some((game, at)) = undone {
                    self.epoch.update_value(|e| *e += 1);
                    self.game.set(game);
                    self.undo_used.set(true);
                    self.hint.set(None);
                    self.forget_reviews(at);
                    self.announcement
                        .set("You took back your last move.".into());
                }
            }
            Msg::Hint => self.start_hint(),
            Msg::NewGame(None) => {
                // A new deal ends a challenge and the address's game.
                self.challenge.set(None);
                self.named.set_value(None);
                let rules = self.settings.with_untracked(|s| s.rules);
                self.new_game(rules, crate::random_seed(), Seat::South);
            }
            Msg::Settings(settings) => self.settings.set(settings),
            Msg::DismissNotice => self.notice.set(None),
            Msg::ScreensUnavailable => self.notice.set(Some(
                "Part of Bower could not be loaded (the summaries, the game log, the settings): reload the page to have them. Your game is saved."
                    .into(),
            )),
            Msg::Pause(open) => self.pauses.update(|n| {
                *n = if open { *n + 1 } else { n.saturating_sub(1) };
            }),
            Msg::NewGame(Some(_))
            | Msg::AskNewGame
            | Msg::AskDaily(_)
            | Msg::EndMyGame
            | Msg::KeepMyGame
            | Msg::ReplayFrom { .. }
            | Msg::BackToGame
            | Msg::Review(_) => screen_msgs::send(self, msg),
        }
    }

    /// Replaces the game on screen with a new game of `rules` and `seed`, played from `seat`
    /// of the seed's table (a challenge's: [`Game::seated`]).
    pub(super) fn new_game(self, rules: euchre::Rules, seed: u64, seat: Seat) {
        self.epoch.update_value(|e| *e += 1);
        self.game.set(Game::seated(rules, seed, seat));
        self.people.update(|p| {
            if *p & table::GUEST == 0 {
                *p &= !table::PLAYED;
            }
        });
        self.ending.set(None);
        self.end_practice();
        self.seen.set(0);
        self.undo_used.set(false);
        self.hint.set(None);
        self.announcement.set("A new game has started.".into());
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
            .with_untracked(|g| (Tally::of_game(g), g.to_act() == Some(YOU)));
        let then = if your_turn && new_records.is_empty() {
            " Your turn."
        } else {
            ""
        };
        announce::speak(events.clone(), scores, then, self.announcement);
        if self.settings.with_untracked(|s| s.sound) {
            crate::sound::after(&events, seat != YOU && your_turn && new_records.is_empty());
        }
        let undo_used = self.undo_used.get_untracked();
        if self.practising_now() || self.people.get_untracked() & table::GUEST != 0 {
            return; // practice, and a guest's game at a table, do not count
        }
        let (players, winner, id, first) = self.game.with_untracked(|g| {
            let first = g.actions().len() == 1;
            let id = stats::GameId::of_game(g);
            (g.rules().players, g.winning_seat(), id, first)
        });
        let over = winner.is_some() && events.iter().any(|e| matches!(e, Event::GameOver { .. }));
        let today = if over { crate::today() } else { None };
        self.stats.update(|stats| {
            // A replay of a daily game already finished counts nothing (`stats/daily.rs`).
            if stats.counts_play(&id, first) {
                for record in &new_records {
                    stats.count_hand(players, record, true);
                }
                if let Some(winner) = winner
                    && over
                {
                    stats.count_game(players, winner, undo_used);
                }
            }
            if over {
                stats.end_play(&id, today);
            }
        });
    }
}

#[cfg(test)]
mod tests;
