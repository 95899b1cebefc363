//! Challenges at a game's end: "Challenge a friend" copies a link and a share card (the Web
//! Share sheet where the browser has one), and a game opened from a friend's link shows the
//! two results side by side (`store/challenge.rs`).

use euchre::{Game, GameRecord, HandOutcome, Players};
use euchre_ai::challenge::{Challenge, Ending, HandClaim};
use euchre_ai::duplicate::{HalfPoints, points_of, points_text};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::store::{Check, use_game};

/// The link that opens `challenge`: this page's address with only `?challenge=TEXT`.
fn link(challenge: &Challenge) -> String {
    let location = window().location();
    format!(
        "{}{}?challenge={}",
        location.origin().unwrap_or_default(),
        location.pathname().unwrap_or_default(),
        challenge.encode()
    )
}

/// `navigator.share` when the browser has it (phones, mostly).
fn share_function() -> Option<js_sys::Function> {
    let navigator = window().navigator();
    js_sys::Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()
}

/// Copies `text` to the clipboard; whether the browser took it.
async fn copy(text: String) -> bool {
    let promise = window().navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

/// Opens the browser's share sheet with `text` and `url`.
fn share(text: &str, url: &str) {
    let Some(share) = share_function() else {
        return;
    };
    let data = js_sys::Object::new();
    let set = |k: &str, v: &str| js_sys::Reflect::set(&data, &k.into(), &v.into());
    let _ = set("title", "Bower: a Euchre challenge");
    let _ = set("text", text);
    let _ = set("url", url);
    // The promise is refused when the person closes the sheet: nothing to do then.
    if let Ok(promise) = share.call1(&window().navigator(), &data)
        && let Ok(promise) = promise.dyn_into::<js_sys::Promise>()
    {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}

/// "Challenge a friend": once the game is over and the Expert has played every hand again,
/// the button copies the share card and the link, and shows them (to copy by hand where the
/// clipboard is refused); "Share…" where the browser has a share sheet.
#[component]
pub fn ChallengeFriend() -> impl IntoView {
    let store = use_game();
    let own = store.own_challenge();
    let shown = RwSignal::new(false);
    let status = RwSignal::new(String::new());
    move || {
        let over = store.game().with(Game::is_over) && !store.practising().get();
        if !over {
            return None;
        }
        let Some(challenge) = own.get() else {
            return Some(
                view! {
                    <p class="challenge-wait" data-testid="challenge-wait">
                        "Challenge a friend: ready once the Expert has played your cards."
                    </p>
                }
                .into_any(),
            );
        };
        let url = link(&challenge);
        let text = format!("{}\n{url}", challenge.share_text());
        let card = challenge.share_text();
        let copy_text = text.clone();
        let on_copy = move |_| {
            shown.set(true);
            let text = copy_text.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let words = if copy(text).await {
                    "Copied: paste it to a friend. They play the same deals and see both results."
                } else {
                    "Select the text below and copy it to send it to a friend."
                };
                let _ = status.try_set(words.to_string());
            });
        };
        let sharing = share_function().is_some().then(|| {
            let (card, url) = (card.clone(), url.clone());
            view! {
                <button type="button" class="tool" data-testid="challenge-share" on:click=move |_| share(&card, &url)>
                    "Share…"
                </button>
            }
        });
        Some(
            view! {
                <section class="report challenge" data-testid="challenge" aria-labelledby="challenge-title">
                    <h3 id="challenge-title">"Challenge a friend"</h3>
                    <div class="challenge-buttons">
                        <button type="button" class="tool" data-testid="challenge-copy" on:click=on_copy>
                            "Copy the challenge"
                        </button>
                        {sharing}
                    </div>
                    <p class="challenge-status" role="status" data-testid="challenge-status">{move || status.get()}</p>
                    <Show when=move || shown.get()>
                        <textarea class="share-text" data-testid="share-text" readonly rows="5" aria-label="The challenge to send">
                            {text.clone()}
                        </textarea>
                        <p class="share-legend" data-testid="share-legend">{Ending::legend()}</p>
                    </Show>
                </section>
            }
            .into_any(),
        )
    }
}

/// While a friend's challenge is played: whose deals these are, and that their result comes
/// at the end (unverified at once when the link's seal did not hold).
#[component]
pub fn ChallengeBanner() -> impl IntoView {
    let store = use_game();
    let sealed = store.challenge_sealed();
    move || {
        let sealed = sealed.get()?;
        let words = if sealed {
            "A friend's challenge: their deals, their result at the end."
        } else {
            "A friend's challenge, edited after it was shared: its result is unverified."
        };
        Some(view! {
            <p class="challenge-banner" data-testid="challenge-banner" data-sealed=sealed.to_string()>{words}</p>
        })
    }
}

/// One hand of the two games side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    /// The hand's number (from 0).
    hand: u32,
    /// The friend's claim, when their game had the hand.
    theirs: Option<HandClaim>,
    /// This game's, when it had the hand.
    yours: Option<(HalfPoints, Ending)>,
}

/// The hands of a friend's challenge and of this game, in order.
fn rows(claims: &[HandClaim], record: &GameRecord) -> Vec<Row> {
    let Ok(game) = Game::replay(record) else {
        return Vec::new();
    };
    let players: Players = record.rules.players;
    let mine: Vec<(HalfPoints, Ending)> = game
        .history()
        .iter()
        .map(|h| {
            let points = points_of(game.history(), players, h.number).unwrap_or(0);
            let ending = match h.outcome {
                HandOutcome::Played { .. } => Ending::of(&h.outcome, players),
                _ => Ending::ThrownIn,
            };
            (points, ending)
        })
        .collect();
    (0..claims.len().max(mine.len()))
        .map(|i| Row {
            hand: i as u32,
            theirs: claims.get(i).copied(),
            yours: mine.get(i).copied(),
        })
        .collect()
}

/// Who came out ahead, in words (points at a table of `players`: [`points_text`]).
fn verdict(yours: i32, theirs: i32, players: Players) -> String {
    let by = |d: i32| {
        let n = points_text(d, players).replace('+', "");
        if n == "1" {
            format!("{n} point")
        } else {
            format!("{n} points")
        }
    };
    match yours.cmp(&theirs) {
        std::cmp::Ordering::Greater => format!("You beat your friend by {}.", by(yours - theirs)),
        std::cmp::Ordering::Less => format!("Your friend is ahead by {}.", by(theirs - yours)),
        std::cmp::Ordering::Equal => "You and your friend scored the same.".to_string(),
    }
}

/// A hand in a cell: its symbol and points ("🟩 +1").
fn cell(points: HalfPoints, ending: Ending, players: Players) -> String {
    format!(
        "{} {}",
        ending.symbol(),
        points_text(points.into(), players)
    )
}

/// At the end of a game opened from a friend's challenge: the two results side by side, hand
/// by hand, who came out ahead, and whether the friend's result held when played again.
#[component]
pub fn ChallengeResult() -> impl IntoView {
    let store = use_game();
    let challenge = store.challenge();
    let check = store.challenge_check();
    move || {
        let accepted = challenge.get()?;
        let record = store.game().with(Game::record);
        if !store.game().with(Game::is_over) {
            return None;
        }
        let rows = rows(&accepted.challenge.hands, &record);
        let theirs_total = accepted.challenge.totals().0;
        let yours_total: i32 = rows
            .iter()
            .filter_map(|r| r.yours)
            .map(|(p, _)| i32::from(p))
            .sum();
        let players = record.rules.players;
        let total = |h: i32| points_text(h, players);
        let table = accepted.challenge.others.is_some();
        let (state, words) = match check.get() {
            Some(Check::Holds) => (
                "verified",
                "Verified: their moves give this result.".to_string(),
            ),
            Some(Check::Fails(Some(why))) => ("unverified", format!("Unverified: {why}.")),
            Some(Check::Fails(None)) => (
                "unverified",
                "Not verified: the computer players could not play it again.".to_string(),
            ),
            Some(Check::Checking) | None => {
                ("checking", "Checking your friend's result…".to_string())
            }
        };
        let checked = view! {
            <p class="challenge-check" data-testid="challenge-check" data-state=state role="status">{words}</p>
        };
        let body = rows
            .into_iter()
            .map(|r| {
                view! {
                    <tr>
                        <th scope="row">{r.hand + 1}</th>
                        <td>{r.theirs.map_or("–".to_string(), |c| cell(c.yours, c.ending, players))}</td>
                        <td>{r.yours.map_or("–".to_string(), |(p, e)| cell(p, e, players))}</td>
                    </tr>
                }
            })
            .collect_view();
        Some(view! {
            <section class="report challenge-result" data-testid="challenge-result" aria-labelledby="challenge-result-title">
                <h3 id="challenge-result-title">"Your friend's challenge"</h3>
                {checked}
                <p data-testid="challenge-verdict">{verdict(yours_total, theirs_total, players)}</p>
                {table.then(|| view! {
                    <p data-testid="challenge-table">
                        "Your friend played these cards at a table of people; you played them with the computer players."
                    </p>
                })}
                <table class="challenge-table">
                    <thead>
                        <tr><th scope="col">"Hand"</th><th scope="col">"Your friend"</th><th scope="col">"You"</th></tr>
                    </thead>
                    <tbody>{body}</tbody>
                    <tfoot>
                        <tr data-testid="challenge-totals">
                            <th scope="row">"Total"</th>
                            <td>{total(theirs_total)}</td>
                            <td>{total(yours_total)}</td>
                        </tr>
                    </tfoot>
                </table>
                <p class="share-legend" data-testid="share-legend">{Ending::legend()}</p>
                {super::versus::three_points(players)}
            </section>
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_names_who_is_ahead_and_by_how_much() {
        let four = Players::Four;
        assert_eq!(verdict(6, 2, four), "You beat your friend by 2 points.");
        assert_eq!(verdict(3, 3, four), "You and your friend scored the same.");
        assert_eq!(verdict(5, 3, four), "You beat your friend by 1 point.");
        assert_eq!(cell(-4, Ending::Euchred, four), "🟥 −2");
    }

    #[test]
    fn three_players_points_are_whole() {
        let three = Players::Three;
        // Halves of a point before: "1.5 points", "−0.5".
        assert_eq!(verdict(1, 4, three), "Your friend is ahead by 3 points.");
        assert_eq!(verdict(2, 1, three), "You beat your friend by 1 point.");
        assert_eq!(cell(-1, Ending::Against, three), "⬛ −1");
        assert_eq!(cell(3, Ending::Made, three), "🟩 +3");
    }
}
