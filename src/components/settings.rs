//! Settings: the rules (a preset and each single variant), difficulty, speed, the deck,
//! motion, undo; and the statistics.

use euchre::{Deck, Players, PointsToWin, Preset, Rules};
use euchre_ai::Difficulty;
use leptos::prelude::*;

use super::dialog::Modal;
use super::terms;
use super::versus_chart::VersusChart;
use crate::store::{Msg, POINTS, Settings, Speed, Swept, preset_of, use_game};

/// The settings dialog, opened from the header. Rule changes apply to the next new game;
/// the others at once, so Escape (like "Done") just closes it. The game waits while it is
/// open (see [`Modal`]).
#[component]
pub fn SettingsPanel(
    /// Whether the dialog is open.
    open: Swept<bool>,
) -> impl IntoView {
    let store = use_game();
    let settings = store.settings();
    let stats = store.stats();
    let change = move |f: Box<dyn Fn(&mut Settings)>| {
        let mut s = settings.get_untracked();
        f(&mut s);
        store.dispatch(Msg::Settings(s));
    };
    // Where the screens offer a table of friends (not in the browser tests' bare panel).
    let friends = use_context::<crate::friends::FriendsOpener>();
    let board = use_context::<crate::board::BoardOpener>();
    view! {
        <Show when=move || open.get()>
            <Modal testid="settings" title_id="settings-title" class="settings" on_close=move || open.set(false)>
                    <h2 id="settings-title">"Settings"</h2>
                    <fieldset>
                        <legend>"Computer players"</legend>
                        <label class="field">
                            "Difficulty"
                            <select
                                data-testid="setting-difficulty"
                                on:change=move |ev| {
                                    let name = event_target_value(&ev);
                                    change(Box::new(move |s| s.difficulty = name.clone()));
                                }
                            >
                                {Difficulty::ALL.map(|d| view! {
                                    <option value=d.name() selected=move || settings.with(|s| s.difficulty() == d)>{d.name()}</option>
                                })}
                            </select>
                        </label>
                        <label class="field">
                            "Speed"
                            <select
                                data-testid="setting-speed"
                                on:change=move |ev| {
                                    let speed = Speed::from_name(&event_target_value(&ev)).unwrap_or_default();
                                    change(Box::new(move |s| s.speed = speed));
                                }
                            >
                                {Speed::ALL.map(|sp| view! {
                                    <option value=sp.name() selected=move || settings.with(|s| s.speed == sp)>{super::bid_panel::capitalize(sp.name())}</option>
                                })}
                            </select>
                        </label>
                    </fieldset>
                    <fieldset>
                        <legend>"Rules (from the next game)"</legend>
                        <div class="option">
                        <label class="field">
                            "Preset"
                            <select
                                data-testid="setting-preset"
                                aria-describedby="help-preset"
                                on:change=move |ev| {
                                    let name = event_target_value(&ev);
                                    // A preset keeps the number of players.
                                    if let Some(p) = Preset::ALL.into_iter().find(|p| p.name() == name) {
                                        change(Box::new(move |s| s.rules = p.rules().with_players(s.rules.players)));
                                    }
                                }
                            >
                                <option value="" selected=move || settings.with(|s| preset_of(&s.rules).is_none())>"Custom"</option>
                                {Preset::ALL.map(|p| view! {
                                    <option value=p.name() selected=move || settings.with(|s| preset_of(&s.rules) == Some(p))>{p.name()}</option>
                                })}
                            </select>
                        </label>
                        <small class="help" id="help-preset">{terms::PRESET}</small>
                        </div>
                        <div class="option">
                        <label class="field">
                            "Players"
                            <select
                                data-testid="setting-players"
                                aria-describedby="help-players"
                                on:change=move |ev| {
                                    let count = event_target_value(&ev).parse::<usize>().ok();
                                    if let Some(players) = Players::ALL.into_iter().find(|p| Some(p.count()) == count) {
                                        change(Box::new(move |s| s.rules.players = players));
                                    }
                                }
                            >
                                {Players::ALL.map(|p| view! {
                                    <option value=p.count().to_string() selected=move || settings.with(|s| s.rules.players == p)>{p.to_string()}</option>
                                })}
                            </select>
                        </label>
                        <small class="help" id="help-players">{terms::PLAYERS}</small>
                        </div>
                        <div class="option">
                        <label class="field">
                            "Play to"
                            <select
                                data-testid="setting-points"
                                aria-describedby="help-points"
                                on:change=move |ev| {
                                    if let Ok(Ok(p)) = event_target_value(&ev).parse::<u8>().map(PointsToWin::try_from) {
                                        change(Box::new(move |s| s.rules.points_to_win = p));
                                    }
                                }
                            >
                                {POINTS.map(|p| view! {
                                    <option value=p.points().to_string() selected=move || settings.with(|s| s.rules.points_to_win == p)>{p.points()}</option>
                                })}
                            </select>
                        </label>
                        <small class="help" id="help-points">{terms::POINTS_TO_WIN.help}</small>
                        </div>
                        <div class="option">
                        <label class="field">
                            "Deck"
                            <select
                                data-testid="setting-deck"
                                aria-describedby="help-deck"
                                on:change=move |ev| {
                                    let name = event_target_value(&ev);
                                    if let Some(deck) = Deck::ALL.into_iter().find(|d| d.name() == name) {
                                        change(Box::new(move |s| s.rules.deck = deck));
                                    }
                                }
                            >
                                {Deck::ALL.map(|d| view! {
                                    <option value=d.name() selected=move || settings.with(|s| s.rules.deck == d)>{d.name()}</option>
                                })}
                            </select>
                        </label>
                        <small class="help" id="help-deck">{terms::DECK.help}</small>
                        </div>
                        <Check label="Stick the dealer" help=terms::STICK.help testid="rule-stick" get=|s| s.rules.stick_the_dealer set=|s, v| s.rules.stick_the_dealer = v/>
                        <Check label="A euchred loner pays 4" help=terms::LONER_PAYS_4.help testid="rule-loner4" idle=nobody_alone get=|s| s.rules.euchred_loner_pays_4 set=|s, v| s.rules.euchred_loner_pays_4 = v/>
                        <Check label="Defend alone" help=terms::DEFEND_ALONE.help testid="rule-defend" idle=nobody_alone get=|s| s.rules.defend_alone set=|s, v| s.rules.defend_alone = v/>
                        <Check label="No trump (High / Low)" help=terms::NO_TRUMP.help testid="rule-notrump" idle=no_trump_idle get=|s| s.rules.no_trump set=|s, v| s.rules.no_trump = v/>
                        <Check label="Loner's left leads" help=terms::LONER_LEFT_LEADS.help testid="rule-leftleads" idle=nobody_alone get=|s| s.rules.loner_left_leads set=|s, v| s.rules.loner_left_leads = v/>
                        <Check label="Must hold trump to call" help=terms::MUST_HOLD_TRUMP.help testid="rule-hold" get=|s| s.rules.must_hold_trump set=|s, v| s.rules.must_hold_trump = v/>
                        <Check label="Misdeal on nines and tens" help=terms::MISDEAL.help testid="rule-misdeal" get=|s| s.rules.misdeal_nines_tens set=|s, v| s.rules.misdeal_nines_tens = v/>
                        <Check label="Canadian loner" help=terms::CANADIAN_LONER.help testid="rule-canadian" idle=nobody_alone get=|s| s.rules.canadian_loner set=|s, v| s.rules.canadian_loner = v/>
                        <Check label="Going under" help=terms::GOING_UNDER.help testid="rule-under" idle=no_exchange get=|s| s.rules.going_under set=|s, v| s.rules.going_under = v/>
                        <Check label="Calling for partner's best" help=terms::CALL_FOR_BEST.help testid="rule-best" idle=nobody_alone get=|s| s.rules.call_for_best set=|s, v| s.rules.call_for_best = v/>
                    </fieldset>
                    <fieldset>
                        <legend>"Table"</legend>
                        <Check label="Learning mode" help=terms::LEARNING testid="setting-learning" get=|s| s.learning set=|s, v| s.learning = v/>
                        <Check label="Allow undo" help=terms::UNDO testid="setting-undo" get=|s| s.undo set=|s, v| s.undo = v/>
                        <Check label="Four-colour deck" help=terms::FOUR_COLOUR testid="setting-four-colour" get=|s| s.four_colour set=|s, v| s.four_colour = v/>
                        <Check label="Reduce motion" help=terms::REDUCE_MOTION testid="setting-reduced-motion" get=|s| s.reduced_motion set=|s, v| s.reduced_motion = v/>
                        <Check label="Score with a six and a four" help=terms::SIX_FOUR testid="setting-six-four" get=|s| s.six_four set=|s, v| s.six_four = v/>
                        // Ticking it is a gesture: the audio can be made at once.
                        <Check label="Sound" help=terms::SOUND testid="setting-sound" get=|s| s.sound set=|s, v| {
                            s.sound = v;
                            crate::sound::gesture(v);
                        }/>
                    </fieldset>
                    <section class="stats" data-testid="stats" aria-label="Statistics">
                        <h3>"Statistics"</h3>
                        {move || {
                            let s = stats.get();
                            let three = settings.with(|s| s.rules.players == Players::Three);
                            let (title, players, rows) = if three {
                                let t = s.three;
                                ("Three players (cutthroat)", "3", vec![
                                    ("Games", t.games, Some("stat-games")), ("Won", t.wins, Some("stat-wins")), ("With undo", t.games_with_undo, None),
                                    ("Hands", t.hands, Some("stat-hands")), ("Trump made", t.made_trump, None),
                                    ("Euchres made", t.euchres_made, None), ("Euchred", t.euchres_suffered, None),
                                ])
                            } else {
                                ("Four players (partners)", "4", vec![
                                    ("Games", s.games, Some("stat-games")), ("Won", s.wins, Some("stat-wins")), ("With undo", s.games_with_undo, None),
                                    ("Hands", s.hands, Some("stat-hands")), ("Euchres made", s.euchres_made, None),
                                    ("Euchred", s.euchres_suffered, None), ("Loners tried", s.loners_tried, None),
                                    ("Loners made", s.loners_made, None),
                                ])
                            };
                            view! {
                                <p class="stats-table" data-testid="stats-players">{title}</p>
                                <dl data-players=players>
                                    {rows.into_iter().map(|(label, value, testid)| view! {
                                        <dt>{label}</dt>
                                        <dd data-testid=testid>{value}</dd>
                                    }).collect_view()}
                                </dl>
                            }
                        }}
                        // The daily deal's streak and the comparison with the Expert, every
                        // number of players together (`store/stats/daily.rs`).
                        {move || {
                            let today = crate::today().map_or(0, |d| d.days_since_epoch());
                            let (streak, best, versus) = stats.with(|s| {
                                (s.daily.current_streak(today), s.daily.best, s.versus.words(today))
                            });
                            view! {
                                <dl class="stats-daily">
                                    <dt>"Daily streak"</dt>
                                    <dd data-testid="stat-streak">{streak}</dd>
                                    <dt>"Best streak"</dt>
                                    <dd data-testid="stat-best-streak">{best}</dd>
                                </dl>
                                <p class="stats-versus" data-testid="stat-versus">{versus}</p>
                                <VersusChart today=today/>
                            }
                        }}
                    </section>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="settings-new-game" on:click=move |_| {
                            open.set(false);
                            store.dispatch(Msg::AskNewGame);
                        }>"New game"</button>
                        <button type="button" data-testid="settings-daily" on:click=move |_| {
                            open.set(false);
                            if let Some(date) = crate::today() {
                                store.dispatch(Msg::AskDaily(date));
                            }
                        }>"Today's deal"</button>
                        {friends.map(|friends| view! {
                            <button type="button" data-testid="settings-friends" on:click=move |_| {
                                open.set(false);
                                friends.0.set(Some(crate::friends::Opening::Menu));
                            }>"Play with friends"</button>
                        })}
                        {board.map(|board| view! {
                            <button type="button" data-testid="settings-board" on:click=move |_| {
                                open.set(false);
                                board.0.set(Some(crate::board::Opening::Empty));
                            }>"Analysis board"</button>
                        })}
                        <button type="button" class="primary" data-testid="settings-close" on:click=move |_| open.set(false)>
                            "Done"
                        </button>
                    </div>
            </Modal>
        </Show>
    }
}

/// Why a loner variant does not apply: with three players.
fn nobody_alone(rules: &Rules) -> Option<&'static str> {
    (!rules.has_loners()).then_some(" Not with three players: nobody goes alone.")
}

/// Why going under does not apply (the engine says whether it does): with three players,
/// or another deck than the 24.
fn no_exchange(rules: &Rules) -> Option<&'static str> {
    let asked = Rules {
        going_under: true,
        ..*rules
    };
    match (asked.has_going_under(), rules.players.has_partners()) {
        (true, _) => None,
        (false, false) => {
            Some(" Not with three players: the kitty holds eight cards, and nobody goes under.")
        }
        (false, true) => Some(" Only with the 24 cards."),
    }
}

/// Why no trump does not apply (the engine says whether it does): with the Joker.
fn no_trump_idle(rules: &Rules) -> Option<&'static str> {
    let asked = Rules {
        no_trump: true,
        ..*rules
    };
    (!asked.has_no_trump()).then_some(" Not with the Joker: it is always trump.")
}

/// One checkbox of the settings: a rule variant or a table option, read from and written to
/// the store's settings.
#[component]
fn Check(
    /// What the box says.
    label: &'static str,
    /// What it means, in a sentence shown under it (the box's description).
    help: &'static str,
    /// Its `data-testid`.
    testid: &'static str,
    /// A variant that some other rules leave nothing to act on: why not, under those rules
    /// (it is then shown as not applying: disabled, and saying why).
    #[prop(optional)]
    idle: Option<fn(&Rules) -> Option<&'static str>>,
    /// Whether it is ticked in these settings.
    get: fn(&Settings) -> bool,
    /// Ticks or clears it.
    set: fn(&mut Settings, bool),
) -> impl IntoView {
    let store = use_game();
    let settings = store.settings();
    let help_id = format!("help-{testid}");
    let why = move || idle.and_then(|idle| settings.with(|s| idle(&s.rules)));
    let idle = move || why().is_some();
    view! {
        <div class="option" class:not-applying=idle>
        <label class="check">
            <input
                type="checkbox"
                data-testid=testid
                disabled=idle
                aria-describedby=help_id.clone()
                prop:checked=move || settings.with(get)
                on:change=move |ev| {
                    let mut changed = settings.get_untracked();
                    set(&mut changed, event_target_checked(&ev));
                    store.dispatch(Msg::Settings(changed));
                }
            />
            {label}
        </label>
        <small class="help" id=help_id>
            {help}
            {why}
        </small>
        </div>
    }
}
