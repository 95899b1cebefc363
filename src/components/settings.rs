//! Settings: the rules (a preset and each single variant), difficulty, speed, the deck,
//! motion, undo; and the statistics.

use euchre::{PointsToWin, Preset, Rules};
use euchre_ai::Difficulty;
use leptos::prelude::*;

use crate::store::{Msg, POINTS, Settings, Speed, preset_of, use_game};

/// The settings dialog, opened from the header. Rule changes apply to the next new game.
#[component]
pub fn SettingsPanel(
    /// Whether the dialog is open.
    open: RwSignal<bool>,
) -> impl IntoView {
    let store = use_game();
    let settings = store.settings();
    let stats = store.stats();
    let change = move |f: Box<dyn Fn(&mut Settings)>| {
        let mut s = settings.get_untracked();
        f(&mut s);
        store.dispatch(Msg::Settings(s));
    };
    let variant = move |label: &'static str,
                        id: &'static str,
                        get: fn(&Rules) -> bool,
                        set: fn(&mut Rules, bool)| {
        view! {
            <label class="check">
                <input
                    type="checkbox"
                    data-testid=format!("rule-{id}")
                    prop:checked=move || settings.with(|s| get(&s.rules))
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        change(Box::new(move |s| set(&mut s.rules, on)));
                    }
                />
                {label}
            </label>
        }
    };
    let toggle = move |label: &'static str,
                       id: &'static str,
                       get: fn(&Settings) -> bool,
                       set: fn(&mut Settings, bool)| {
        view! {
            <label class="check">
                <input
                    type="checkbox"
                    data-testid=format!("setting-{id}")
                    prop:checked=move || settings.with(get)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        change(Box::new(move |s| set(s, on)));
                    }
                />
                {label}
            </label>
        }
    };
    view! {
        <Show when=move || open.get()>
            <div
                class="overlay"
                data-testid="settings"
                on:keydown=move |ev| {
                    if ev.key() == "Escape" {
                        open.set(false);
                    }
                }
            >
                <div class="dialog settings" role="dialog" aria-modal="true" aria-labelledby="settings-title">
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
                                    <option value=sp.name() selected=move || settings.with(|s| s.speed == sp)>{sp.name()}</option>
                                })}
                            </select>
                        </label>
                    </fieldset>
                    <fieldset>
                        <legend>"Rules (from the next game)"</legend>
                        <label class="field">
                            "Preset"
                            <select
                                data-testid="setting-preset"
                                on:change=move |ev| {
                                    let name = event_target_value(&ev);
                                    if let Some(p) = Preset::ALL.into_iter().find(|p| p.name() == name) {
                                        change(Box::new(move |s| s.rules = p.rules()));
                                    }
                                }
                            >
                                <option value="" selected=move || settings.with(|s| preset_of(&s.rules).is_none())>"Custom"</option>
                                {Preset::ALL.map(|p| view! {
                                    <option value=p.name() selected=move || settings.with(|s| preset_of(&s.rules) == Some(p))>{p.name()}</option>
                                })}
                            </select>
                        </label>
                        <label class="field">
                            "Play to"
                            <select
                                data-testid="setting-points"
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
                        {variant("Stick the dealer", "stick", |r| r.stick_the_dealer, |r, v| r.stick_the_dealer = v)}
                        {variant("A euchred loner pays 4", "loner4", |r| r.euchred_loner_pays_4, |r, v| r.euchred_loner_pays_4 = v)}
                        {variant("Defend alone", "defend", |r| r.defend_alone, |r, v| r.defend_alone = v)}
                        {variant("No trump (High / Low)", "notrump", |r| r.no_trump, |r, v| r.no_trump = v)}
                        {variant("Loner's left leads", "leftleads", |r| r.loner_left_leads, |r, v| r.loner_left_leads = v)}
                        {variant("Must hold trump to call", "hold", |r| r.must_hold_trump, |r, v| r.must_hold_trump = v)}
                        {variant("Misdeal on nines and tens", "misdeal", |r| r.misdeal_nines_tens, |r, v| r.misdeal_nines_tens = v)}
                    </fieldset>
                    <fieldset>
                        <legend>"Table"</legend>
                        {toggle("Allow undo", "undo", |s| s.undo, |s, v| s.undo = v)}
                        {toggle("Four-colour deck", "four-colour", |s| s.four_colour, |s, v| s.four_colour = v)}
                        {toggle("Reduce motion", "reduced-motion", |s| s.reduced_motion, |s, v| s.reduced_motion = v)}
                        {toggle("Score with a six and a four", "six-four", |s| s.six_four, |s, v| s.six_four = v)}
                    </fieldset>
                    <section class="stats" data-testid="stats" aria-label="Statistics">
                        <h3>"Statistics"</h3>
                        {move || {
                            let s = stats.get();
                            view! {
                                <dl>
                                    <dt>"Games"</dt><dd data-testid="stat-games">{s.games}</dd>
                                    <dt>"Won"</dt><dd data-testid="stat-wins">{s.wins}</dd>
                                    <dt>"With undo"</dt><dd>{s.games_with_undo}</dd>
                                    <dt>"Hands"</dt><dd data-testid="stat-hands">{s.hands}</dd>
                                    <dt>"Euchres made"</dt><dd>{s.euchres_made}</dd>
                                    <dt>"Euchred"</dt><dd>{s.euchres_suffered}</dd>
                                    <dt>"Loners tried"</dt><dd>{s.loners_tried}</dd>
                                    <dt>"Loners made"</dt><dd>{s.loners_made}</dd>
                                </dl>
                            }
                        }}
                    </section>
                    <div class="dialog-buttons">
                        <button type="button" data-testid="settings-new-game" on:click=move |_| {
                            open.set(false);
                            store.dispatch(Msg::NewGame(None));
                        }>"New game"</button>
                        <button type="button" class="primary" data-testid="settings-close" autofocus on:click=move |_| open.set(false)>
                            "Done"
                        </button>
                    </div>
                </div>
            </div>
        </Show>
    }
}
