//! The board's analysis, worked out by the workers whenever the position changes: every
//! option of the seat valued by the Expert with why (the coach's hint), where the unseen
//! cards lie (in shares of the search's worlds), and, asked for, each option played out
//! with the Expert at every seat (a world a request, with progress and a cancel button).
//! Every request is seeded from nothing but the position, so a friend who opens the same
//! link sees the same numbers.

use euchre::PlayerView;
use euchre_ai::board::{PlayOut, Whereabouts};
use euchre_ai::parts::search_seed;
use euchre_ai::work::{HintOption, Job, Outcome};
use leptos::prelude::*;

use super::grid::{PlayOutTable, WhereaboutsGrid};
use super::model::Setup;
use crate::components::{percent_tenths, signed};
use crate::workers::{self, Answer};

/// The hint's seed: the coach's own ([`euchre_ai::hint`]).
const HINT_SEED: u64 = 0;
/// Where the unseen cards lie: this many of the search's worlds, in shares of [`SHARE`].
const WORLDS: usize = 256;
const SHARE: usize = 32;
/// The hint counts as this many shares in the progress (it takes longer).
const HINT_WEIGHT: u32 = 4;
/// "Play it out": this many worlds, one a request.
pub(crate) const PLAY_OUT: usize = 16;

/// The requests of one run, to cancel when the position changes or the board closes.
#[derive(Clone, Default)]
struct Asked {
    epoch: u64,
    ids: Vec<u64>,
}

impl Asked {
    fn cancel(&mut self) {
        for id in self.ids.drain(..) {
            workers::cancel(id);
        }
        self.epoch += 1;
    }
}

/// What the workers said, or that they could not.
fn unavailable(answer: &Answer) -> Option<String> {
    answer.as_ref().err().map(|why| {
        format!(
            "The computer players could not think: {}. Reload the page to try again.",
            why.0
        )
    })
}

/// The analysis of the board's position.
#[component]
pub(crate) fn Analysis(setup: RwSignal<Setup>) -> impl IntoView {
    let view = Memo::new(move |_| setup.with(|s| s.view().ok()));
    let options = RwSignal::new(None::<Vec<HintOption>>);
    let shares = RwSignal::new(Vec::<Option<Whereabouts>>::new());
    let failed = RwSignal::new(None::<String>);
    let asked = StoredValue::new(Asked::default());
    // The play-out, its own requests.
    let played = RwSignal::new(None::<PlayOut>);
    let playing = RwSignal::new(false);
    let play_asked = StoredValue::new(Asked::default());

    let stop_playing = move || {
        play_asked.update_value(Asked::cancel);
        playing.set(false);
    };
    Effect::new(move |_| {
        let view = view.get();
        asked.update_value(Asked::cancel);
        stop_playing();
        played.set(None);
        options.set(None);
        failed.set(None);
        shares.set(vec![None; WORLDS.div_ceil(SHARE)]);
        if let Some(view) = view {
            start(&view, asked, options, shares, failed);
        }
    });
    on_cleanup(move || {
        asked.update_value(Asked::cancel);
        play_asked.update_value(Asked::cancel);
    });

    let to_act = move || view.with(|v| v.as_ref().is_some_and(|v| v.to_act == Some(v.seat)));
    let progress = move || {
        let done_shares = shares.with(|s| s.iter().flatten().count()) as u32;
        let total_shares = shares.with(Vec::len) as u32;
        let hint = if to_act() { HINT_WEIGHT } else { 0 };
        let hinted = if options.with(Option::is_some) {
            hint
        } else {
            0
        };
        (done_shares + hinted, total_shares + hint)
    };
    let whereabouts = Memo::new(move |_| {
        shares.with(|all| {
            let mut merged: Option<Whereabouts> = None;
            // In index order: the same sums on every device.
            for share in all.iter().flatten() {
                match &mut merged {
                    Some(m) => m.merge(share),
                    None => merged = Some(share.clone()),
                }
            }
            merged
        })
    });
    let play = move |_| {
        let Some(view) = view.get_untracked() else {
            return;
        };
        stop_playing();
        play_asked.update_value(|a| a.epoch += 1);
        let epoch = play_asked.with_value(|a| a.epoch);
        played.set(None);
        playing.set(true);
        let seed = search_seed(HINT_SEED);
        for world in 0..PLAY_OUT {
            let job = Job::PlayOut {
                view: view.clone(),
                seed,
                worlds: world..world + 1,
            };
            let id = workers::ask(job, move |answer| {
                if play_asked.with_value(|a| a.epoch) != epoch {
                    return;
                }
                if let Some(why) = unavailable(&answer) {
                    failed.set(Some(why));
                    stop_playing();
                    return;
                }
                if let Some(share) = answer.ok().as_ref().and_then(Outcome::play_out) {
                    played.update(|p| match p {
                        Some(p) => p.merge(&share),
                        None => *p = Some(share),
                    });
                }
                if played.with(|p| p.as_ref().map_or(0, PlayOut::worlds)) >= PLAY_OUT {
                    playing.set(false);
                }
            });
            play_asked.update_value(|a| a.ids.push(id));
        }
    };

    view! {
        <section class="board-analysis" aria-labelledby="board-analysis-title" data-testid="board-analysis">
            <h3 id="board-analysis-title">"The Expert's analysis"</h3>
            {move || {
                view.with(Option::is_none)
                    .then(|| view! { <p>"Set up a whole position to see it analysed."</p> })
            }}
            {move || failed.get().map(|why| view! { <p class="board-error" role="alert">{why}</p> })}
            {move || {
                let (done, total) = progress();
                (view.with(Option::is_some) && done < total).then(|| {
                    view! {
                        <p class="board-progress">
                            <progress data-testid="board-progress" max=total value=done></progress>
                            {format!(" Analysing… {done} of {total}")}
                        </p>
                    }
                })
            }}
            {move || {
                let seat = view.with(|v| v.as_ref().map(|v| v.seat))?;
                if !to_act() {
                    return Some(
                        view! {
                            <p data-testid="board-not-to-act">
                                {format!("Not {seat}'s turn: add the moves up to {seat}'s decision to see its options.")}
                            </p>
                        }
                        .into_any(),
                    );
                }
                let list = options.get()?;
                let view_now = view.get()?;
                Some(view! { <OptionList options=list view=view_now/> }.into_any())
            }}
            {move || {
                to_act().then(|| {
                    view! {
                        <div class="board-play-out">
                            <button
                                type="button"
                                data-testid="board-play-out"
                                disabled=move || playing.get()
                                on:click=play
                            >
                                "Play it out"
                            </button>
                            {move || {
                                playing.get().then(|| {
                                    let done = played.with(|p| p.as_ref().map_or(0, PlayOut::worlds));
                                    view! {
                                        <progress data-testid="board-play-progress" max=PLAY_OUT value=done></progress>
                                        {format!(" {done} of {PLAY_OUT} deals")}
                                        <button type="button" data-testid="board-cancel" on:click=move |_| stop_playing()>
                                            "Cancel"
                                        </button>
                                    }
                                })
                            }}
                            {move || {
                                let p = played.get()?;
                                let v = view.get()?;
                                Some(view! { <PlayOutTable played=p view=v/> })
                            }}
                        </div>
                    }
                })
            }}
            {move || {
                let w = whereabouts.get()?;
                let v = view.get()?;
                Some(view! { <WhereaboutsGrid whereabouts=w view=v/> })
            }}
        </section>
    }
}

/// Sends the position's hint and where its unseen cards lie.
fn start(
    view: &PlayerView,
    asked: StoredValue<Asked>,
    options: RwSignal<Option<Vec<HintOption>>>,
    shares: RwSignal<Vec<Option<Whereabouts>>>,
    failed: RwSignal<Option<String>>,
) {
    let epoch = asked.with_value(|a| a.epoch);
    let current = move || asked.with_value(|a| a.epoch) == epoch;
    let seed = search_seed(HINT_SEED);
    // The shares first: each is quick, so the progress moves at once.
    for (i, start) in (0..WORLDS).step_by(SHARE).enumerate() {
        let job = Job::Whereabouts {
            view: view.clone(),
            seed,
            worlds: start..(start + SHARE).min(WORLDS),
        };
        let id = workers::ask(job, move |answer| {
            if !current() {
                return;
            }
            if let Some(why) = unavailable(&answer) {
                failed.set(Some(why));
            } else if let Some(share) = answer.ok().as_ref().and_then(Outcome::whereabouts) {
                shares.update(|s| s[i] = Some(share));
            }
        });
        asked.update_value(|a| a.ids.push(id));
    }
    if view.to_act == Some(view.seat) {
        let job = Job::Hint {
            view: view.clone(),
            seed: HINT_SEED,
        };
        let id = workers::ask(job, move |answer| {
            if !current() {
                return;
            }
            match answer {
                Ok(Outcome::Hints(hints)) => options.set(Some(hints)),
                other => failed.set(unavailable(&other)),
            }
        });
        asked.update_value(|a| a.ids.push(id));
    }
}

/// The options, the recommended first: the Expert's expected points and chance to win the
/// game, and why.
#[component]
fn OptionList(options: Vec<HintOption>, view: PlayerView) -> impl IntoView {
    let rows = options
        .into_iter()
        .map(|o| {
            let label = euchre_ai::board::label(&view, o.action);
            view! {
                <li class="board-option" class:best=o.recommended data-testid="board-option" data-action=o.action.to_string()>
                    <span class="option-label">{label}</span>
                    {o.recommended.then(|| view! { <span class="option-marks">" (recommended)"</span> })}
                    <span class="option-values" data-testid="board-option-values">
                        {format!(": {} points, {} to win", signed(o.expected_points), percent_tenths(o.win_chance))}
                    </span>
                    <details class="why">
                        <summary>"Why?"</summary>
                        <p data-testid="board-why">{o.reason}</p>
                    </details>
                </li>
            }
        })
        .collect_view();
    view! {
        <ol class="board-options" data-testid="board-options" aria-label="The options">{rows}</ol>
    }
}
