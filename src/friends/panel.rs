//! The friends' screens: the host's dialog (the table opened, each seat's invitation and
//! answer), the guest's (a name, the answer to send back), and the bar over the table that
//! says who sits where and whom the table waits for.

use std::rc::Rc;

use euchre::Seat;
use euchre_peer::{Occupant, qr};
use leptos::prelude::*;

use super::hosting::Hosting;
use super::joining::{Joining, Stage};
use super::scan::Scanner;
use super::{Opening, saved};
use crate::components::Modal;
use crate::store::{GameStore, YOU, table, use_game};

/// Which side of a table this page is.
#[derive(Clone)]
enum Side {
    Host(Rc<Hosting>),
    Guest(Rc<Joining>),
}

/// What every device is told of the deck.
const DECK: &str = "The host's device deals and holds the deck: like the dealer at a real \
    table, it could know every card. Every other device is told only its own cards and what \
    the table has seen.";

/// What a STUN server learns.
const STUN: &str = "To reach friends on other networks, a STUN server tells each device its \
    public address. The server learns that address and nothing of the game. Off unless you \
    name one here.";

/// How long a person may take before the table says it is waiting for them.
const REMINDER: std::time::Duration = std::time::Duration::from_secs(12);

/// The friends' screens: opened by `open`, the table's bar once there is a table.
#[component]
pub(crate) fn Friends(open: RwSignal<Option<Opening>, LocalStorage>) -> impl IntoView {
    crate::screens::adopt(include_str!("../../style/friends.css"));
    let store = use_game();
    let side = StoredValue::new_local(None::<Side>);
    let shown = RwSignal::new(0u32);
    // A table's signals live as long as these screens, made here rather than under the dialog
    // or the effect that starts it; so do its effects.
    let changed = RwSignal::new(0u32);
    let stage = RwSignal::new(Stage::Naming);
    // An invitation or a saved table starts its side at once.
    let start = move |opening: &Opening| {
        if side.with_value(Option::is_some) {
            return;
        }
        match opening {
            Opening::Join(code) => {
                let joining = Joining::new(store, code, stage, changed);
                side.set_value(Some(Side::Guest(joining)));
            }
            Opening::Resume => {
                let choices = saved::choices();
                let hosting = Hosting::open(store, &choices.name, choices.stun, changed);
                side.set_value(Some(Side::Host(hosting)));
            }
            Opening::Menu => return,
        }
        shown.update(|n| *n += 1);
    };
    Effect::new(move |_| {
        if let Some(opening) = open.get() {
            untrack(|| start(&opening));
        }
    });
    // After every change of the game: the host tells its guests; a guest sends its move.
    Effect::new(move |_| {
        store.game().track();
        shown.track();
        untrack(|| match side.get_value() {
            Some(Side::Host(hosting)) => hosting.sync(),
            Some(Side::Guest(joining)) => joining.moved(),
            None => {}
        });
    });
    // A guest closing a summary tells the host, which waits for it.
    let summary = store.summary();
    Effect::new(move |_| {
        if summary.get().is_none()
            && let Some(Side::Guest(joining)) = side.get_value()
        {
            untrack(|| joining.read());
        }
    });
    let close = move || open.set(None);
    // The host closed its table: the game goes on alone, with no bar and nothing to tell.
    let ended = move || {
        side.set_value(None);
        shown.update(|n| *n += 1);
    };
    let dialog = move || {
        shown.track();
        open.get()?;
        Some(match side.get_value() {
            None => view! { <Welcome store side shown close changed/> }.into_any(),
            Some(Side::Host(hosting)) => view! { <HostDialog hosting close ended/> }.into_any(),
            Some(Side::Guest(joining)) => view! { <GuestDialog joining close/> }.into_any(),
        })
    };
    let bar = move || {
        shown.track();
        side.get_value().map(|side| view! { <TableBar side open/> })
    };
    view! {
        {dialog}
        {bar}
    }
}

/// Before a table: what playing with friends is, the person's name and network choice.
#[component]
fn Welcome(
    store: GameStore,
    side: StoredValue<Option<Side>, LocalStorage>,
    shown: RwSignal<u32>,
    close: impl Fn() + Copy + Send + Sync + 'static,
    changed: RwSignal<u32>,
) -> impl IntoView {
    let choices = saved::choices();
    let name = RwSignal::new(choices.name.clone());
    let use_stun = RwSignal::new(choices.stun.is_some());
    let stun = RwSignal::new(choices.stun.unwrap_or_else(|| "stun:".into()));
    let open_table = move |_| {
        let stun = use_stun
            .get_untracked()
            .then(|| stun.get_untracked())
            .filter(|s| s.len() > 5);
        let choices = saved::Choices {
            name: name.get_untracked(),
            stun: stun.clone(),
        };
        saved::keep_choices(&choices);
        let hosting = Hosting::open(store, &choices.name, stun, changed);
        side.set_value(Some(Side::Host(hosting)));
        shown.update(|n| *n += 1);
    };
    view! {
        <Modal testid="friends" title_id="friends-title" class="friends" on_close=move || close()>
            <h2 id="friends-title">"Play with friends"</h2>
            <p>
                "Friends join this game from their own phones or computers, each in a seat \
                 of the table, with no account and no server: this device hosts the game and \
                 its computer players fill the empty seats."
            </p>
            <p class="fine">{DECK}</p>
            <NameField name testid="host-name"/>
            <details class="networks">
                <summary>"Friends on other networks"</summary>
                <p class="fine">{STUN}</p>
                <label class="check">
                    <input
                        type="checkbox"
                        prop:checked=move || use_stun.get()
                        on:change=move |ev| use_stun.set(event_target_checked(&ev))
                    />
                    "Use this STUN server"
                </label>
                <input
                    type="text"
                    aria-label="STUN server"
                    prop:value=move || stun.get()
                    on:input=move |ev| stun.set(event_target_value(&ev))
                />
            </details>
            <div class="dialog-buttons">
                <button type="button" class="primary" data-testid="open-table" on:click=open_table>
                    "Open the table"
                </button>
                <button type="button" on:click=move |_| close()>"Not now"</button>
            </div>
        </Modal>
    }
}

/// The host's dialog: each seat, its player, its invitation and the answer that seats it.
#[component]
fn HostDialog(
    hosting: Rc<Hosting>,
    close: impl Fn() + Copy + Send + Sync + 'static,
    ended: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let hosting = StoredValue::new_local(hosting);
    let error = RwSignal::new(None::<String>);
    let answer = RwSignal::new(String::new());
    let rows = move || hosting.with_value(|h| h.rows());
    let invite = move |seat: Seat| {
        error.set(None);
        let h = hosting.get_value();
        leptos::task::spawn_local(async move {
            if let Err(why) = h.invite(seat).await {
                error.set(Some(why));
            }
        });
    };
    let seat = move |text: String| {
        error.set(None);
        let h = hosting.get_value();
        leptos::task::spawn_local(async move {
            match h.answer(&text).await {
                Ok(_) => answer.set(String::new()),
                Err(why) => error.set(Some(why)),
            }
        });
    };
    let seat_them = move |_| seat(answer.get_untracked());
    // A code read by the camera is seated as a pasted one is, and shown where it would be.
    let scanned = Callback::new(move |text: String| {
        answer.set(text.clone());
        seat(text);
    });
    let row = move |row: super::hosting::SeatRow| {
        let seat = row.seat;
        let testid = format!("friends-seat-{}", seat.name().to_ascii_lowercase());
        let (who, can_invite) = match &row.occupant {
            Occupant::Guest { name, here: true } => (format!("{name}, here"), false),
            Occupant::Guest { name, here: false } => {
                (format!("{name}, away: a computer plays the seat"), true)
            }
            _ => ("A computer player".to_owned(), true),
        };
        let link = row.invitation.clone();
        let qr = link.as_deref().and_then(qr::svg);
        view! {
            <li class="seat-row" data-testid=testid>
                <span class="seat-row-name">{seat.name()}</span>
                <span class="seat-row-who">{who}</span>
                {can_invite.then(|| view! {
                    <button type="button" data-testid="invite" on:click=move |_| invite(seat)>
                        {if link.is_some() { "New invitation" } else { "Invite" }}
                    </button>
                })}
                {link.map(|link| view! {
                    <div class="invitation">
                        <p class="fine">"Send this link to your friend, or let them scan the code:"</p>
                        <input type="text" readonly data-testid="invitation" prop:value=link.clone()/>
                        <CopyButton text=link/>
                        <div class="qr" inner_html=qr.unwrap_or_default()></div>
                    </div>
                })}
            </li>
        }
    };
    view! {
        <Modal testid="friends" title_id="friends-title" class="friends" on_close=move || close()>
            <h2 id="friends-title">"Your table"</h2>
            <p class="fine">{DECK}</p>
            <ul class="seat-rows">{move || rows().into_iter().map(row).collect_view()}</ul>
            <label class="field">
                "Your friend's answer"
                <textarea
                    rows="2"
                    data-testid="answer-in"
                    placeholder="Paste the code your friend sent back"
                    prop:value=move || answer.get()
                    on:input=move |ev| answer.set(event_target_value(&ev))
                ></textarea>
            </label>
            <Scanner found=scanned/>
            {move || error.get().map(|why| view! { <p class="error" role="alert" data-testid="friends-error">{why}</p> })}
            <div class="dialog-buttons">
                <button type="button" class="primary" data-testid="seat-them" on:click=seat_them>
                    "Seat them"
                </button>
                <button type="button" data-testid="friends-done" on:click=move |_| close()>"Back to the game"</button>
                <button type="button" data-testid="close-table" on:click=move |_| {
                    hosting.with_value(|h| h.close());
                    ended();
                    close();
                }>"Close the table"</button>
            </div>
        </Modal>
    }
}

/// The guest's dialog: the invitation's table, a name, the answer to send back.
#[component]
fn GuestDialog(
    joining: Rc<Joining>,
    close: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let stage = joining.stage;
    let joining = StoredValue::new_local(joining);
    let name = RwSignal::new(saved::choices().name);
    // Seated: the dialog closes by itself.
    Effect::new(move |_| {
        if stage.get() == Stage::Seated {
            close();
        }
    });
    let answer = move |_| {
        let chosen = name.get_untracked();
        saved::keep_choices(&saved::Choices {
            name: chosen.clone(),
            ..saved::choices()
        });
        let j = joining.get_value();
        leptos::task::spawn_local(async move { j.answer(&chosen).await });
    };
    let body = move || {
        match stage.get() {
        Stage::Naming | Stage::Answering => view! {
            <p>"You are invited to a game of Euchre at a friend's table."</p>
            <NameField name testid="guest-name"/>
            <div class="dialog-buttons">
                <button
                    type="button"
                    class="primary"
                    data-testid="make-answer"
                    disabled=move || stage.get() == Stage::Answering
                    on:click=answer
                >
                    "Join"
                </button>
            </div>
        }
        .into_any(),
        Stage::Answered(code) => {
            let qr = qr::svg(&code).unwrap_or_default();
            view! {
                <p>"Send this answer back to the host, who pastes it into their page: the game appears here once they do."</p>
                <textarea readonly rows="3" data-testid="answer-out" prop:value=code.clone()></textarea>
                <CopyButton text=code/>
                <div class="qr" inner_html=qr></div>
            }
            .into_any()
        }
        Stage::Seated => view! { <p>"You are at the table."</p> }.into_any(),
        Stage::Used => view! {
            <p role="alert" data-testid="friends-error">
                "This invitation has been used. To take your seat again, ask the host for a new \
                 invitation: their page offers one for your seat, and a computer plays it meanwhile."
            </p>
        }
        .into_any(),
        Stage::Lost => view! {
            <p role="alert" data-testid="friends-error">
                "The connection to the host is gone. A computer plays your seat at their table \
                 until you come back: ask the host for a new invitation to your seat."
            </p>
        }
        .into_any(),
        Stage::Failed(why) => {
            view! { <p role="alert" class="error" data-testid="friends-error">{why}</p> }.into_any()
        }
    }
    };
    view! {
        <Modal testid="friends" title_id="friends-title" class="friends" on_close=move || close()>
            <h2 id="friends-title">"Join a table"</h2>
            <p class="fine">{DECK}</p>
            {body}
            <div class="dialog-buttons">
                <button type="button" data-testid="leave-table" on:click=move |_| joining.with_value(|j| j.leave())>
                    "Back to my own game"
                </button>
            </div>
        </Modal>
    }
}

/// The person's name at the table, at most as long as a code carries it.
#[component]
fn NameField(name: RwSignal<String>, testid: &'static str) -> impl IntoView {
    view! {
        <label class="field">
            "Your name at the table"
            <input
                type="text"
                maxlength=euchre_peer::MAX_NAME
                data-testid=testid
                prop:value=move || name.get()
                on:input=move |ev| name.set(event_target_value(&ev))
            />
        </label>
    }
}

/// Copies `text` to the clipboard.
#[component]
fn CopyButton(text: String) -> impl IntoView {
    let copied = RwSignal::new(false);
    view! {
        <button type="button" class="copy" on:click=move |_| {
            let _ = window().navigator().clipboard().write_text(&text);
            copied.set(true);
        }>
            {move || if copied.get() { "Copied" } else { "Copy" }}
        </button>
    }
}

/// The bar over the table: who plays each seat, and whom the table waits for.
#[component]
fn TableBar(side: Side, open: RwSignal<Option<Opening>, LocalStorage>) -> impl IntoView {
    let store = use_game();
    let people = store.people();
    let side = StoredValue::new_local(side);
    // Each seat of this device's table: its player in words, and whether a person plays it.
    let seats = move || -> Vec<(Seat, String, bool)> {
        let line = |seat: Seat, occupant: &Occupant| {
            (seat, who(occupant, seat == YOU), occupant.is_person())
        };
        side.with_value(|side| match side {
            Side::Host(h) => {
                let occupants = h.occupants();
                Seat::ALL
                    .iter()
                    .filter(|&&s| !matches!(occupants[s], Occupant::Out))
                    .map(|&s| line(s, &occupants[s]))
                    .collect()
            }
            Side::Guest(j) => {
                let (Some(seating), Some(turn)) = (j.seating(), j.turn()) else {
                    return Vec::new();
                };
                Seat::ALL
                    .iter()
                    .map(|&local| (local, turn.host(local)))
                    .filter(|&(_, s)| !matches!(seating.seats[s], Occupant::Out))
                    .map(|(local, s)| line(local, &seating.seats[s]))
                    .collect()
            }
        })
    };
    // The person the table waits for, once they have taken a while.
    let waiting = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        let (len, to_act) = store.game().with(|g| (g.actions().len(), g.to_act()));
        let waits = people.get() & table::WAIT != 0;
        waiting.set(None);
        let Some((seat, name, true)) =
            to_act.and_then(|seat| seats().into_iter().find(|&(s, _, _)| s == seat))
        else {
            return;
        };
        if waits {
            return;
        }
        set_timeout(
            move || {
                let still = store
                    .game()
                    .try_with_untracked(|g| g.actions().len() == len)
                    .unwrap_or(false);
                if still {
                    waiting.set(Some(if seat == YOU {
                        "The table is waiting for you.".to_owned()
                    } else {
                        format!("Waiting for {name}…")
                    }));
                }
            },
            REMINDER,
        );
    });
    view! {
        <div class="table-bar" data-testid="table-bar" role="status">
            <ul>
                {move || seats().into_iter().map(|(seat, who, _)| view! {
                    <li data-seat=seat.name().to_ascii_lowercase()>
                        <span class="bar-seat">{crate::components::seat_label(seat)}</span>
                        ": "
                        <span class="bar-who">{who}</span>
                    </li>
                }).collect_view()}
            </ul>
            {move || waiting.get().map(|w| view! { <p class="waiting" data-testid="waiting">{w}</p> })}
            <button type="button" class="tool" data-testid="open-table-dialog" on:click=move |_| open.set(Some(Opening::Menu))>
                "Table"
            </button>
        </div>
    }
}

/// A seat's player in a few words.
fn who(occupant: &Occupant, you: bool) -> String {
    match occupant {
        _ if you => "you".into(),
        Occupant::Host(name) => format!("{name} (host)"),
        Occupant::Guest { name, here: true } => name.clone(),
        Occupant::Guest { name, here: false } => format!("{name}, away: a computer plays"),
        Occupant::Computer => "computer".into(),
        Occupant::Out => String::new(),
    }
}
