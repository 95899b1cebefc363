//! A guest's side of a table on the page ([`Joining`]): the invitation read, the answer made,
//! and once the devices reach each other, the host's game followed in the store
//! ([`GameStore::follow`]) while the person's own actions go to the host. The person's own
//! game stays saved as it was; leaving the table goes back to it.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use euchre::{Game, Seat};
use euchre_peer::{
    Answer, Change, Guest, GuestError, Invite, Sdp, Seating, ToGuest, Turn, decode, encode,
};
use leptos::prelude::*;

use super::hosting::{NO_ADDRESS, NO_CONNECTION, NO_WEBRTC};
use super::rtc::{Link, LinkEvent};
use crate::store::{GameStore, YOU, table};

/// Where joining stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    /// The invitation is read: the person gives a name.
    Naming,
    /// The answer is being made.
    Answering,
    /// The answer to send back to the host.
    Answered(String),
    /// At the table.
    Seated,
    /// The connection to the host is gone.
    Lost,
    /// The invitation was used on this device already (the page was reloaded).
    Used,
    /// Something went wrong: one sentence.
    Failed(String),
}

/// A guest's table on the page.
pub(crate) struct Joining {
    store: GameStore,
    invite: Option<Invite>,
    guest: RefCell<Guest>,
    link: RefCell<Option<Link>>,
    /// How many actions the game had when the host's last message was followed.
    followed: Cell<usize>,
    /// Whether the store's game has been the table's since the host's first game came:
    /// until then the person's own game is on screen, and a move in it (a computer's
    /// decided before the table was joined) leaves nothing.
    following: Cell<bool>,
    /// Where joining stands.
    pub(crate) stage: RwSignal<Stage>,
    /// Bumped when the seating changes.
    pub(crate) changed: RwSignal<u32>,
}

impl std::fmt::Debug for Joining {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Joining")
    }
}

impl Joining {
    /// Reads the invitation in `code`; a code that cannot be read says why in one sentence
    /// (in `stage`). `changed` is bumped when the seating changes; the page calls
    /// [`moved`](Joining::moved) after every change of the game and [`read`](Joining::read)
    /// when a summary closes.
    pub(crate) fn new(
        store: GameStore,
        code: &str,
        stage: RwSignal<Stage>,
        changed: RwSignal<u32>,
    ) -> Rc<Joining> {
        let invite = Invite::decode(code);
        stage.set(match &invite {
            Ok(i) if super::saved::joined() == Some((i.table, i.nonce)) => Stage::Used,
            Ok(_) => Stage::Naming,
            Err(e) => Stage::Failed(e.to_string()),
        });
        Rc::new(Joining {
            store,
            invite: invite.ok(),
            guest: RefCell::new(Guest::default()),
            link: RefCell::new(None),
            followed: Cell::new(0),
            following: Cell::new(false),
            stage,
            changed,
        })
    }

    /// A summary closed: the host, which waits for it, is told.
    pub(crate) fn read(&self) {
        let hands = self.store.game().with_untracked(|g| g.history().len());
        let message = self.guest.borrow().seen(hands);
        if let Some(message) = message {
            self.send(&encode(&message));
        }
    }

    /// Makes the answer to the invitation, as `name`.
    pub(crate) async fn answer(self: Rc<Self>, name: &str) {
        let Some(invite) = self.invite.clone() else {
            return;
        };
        self.stage.set(Stage::Answering);
        let made = async {
            let link = Link::new(invite.stun.as_deref()).map_err(|_| NO_WEBRTC)?;
            let weak = Rc::downgrade(&self);
            link.on_event(move |event| on_event(&weak, event));
            let sdp = link
                .answer(&invite.offer.text())
                .await
                .map_err(|_| NO_CONNECTION)?;
            let answer = Sdp::parse(&sdp).map_err(|_| NO_ADDRESS)?;
            *self.link.borrow_mut() = Some(link);
            Ok::<_, &str>(
                Answer {
                    table: invite.table,
                    nonce: invite.nonce,
                    token: invite.token,
                    name: name.to_owned(),
                    answer,
                }
                .encode(),
            )
        };
        self.stage.set(match made.await {
            Ok(code) => Stage::Answered(code),
            Err(why) => Stage::Failed(why.to_owned()),
        });
    }

    /// The seating, once told (tracked).
    pub(crate) fn seating(&self) -> Option<Seating> {
        self.changed.track();
        self.guest.borrow().seating().cloned()
    }

    /// The turn of the table that seats this guest South, once told.
    pub(crate) fn turn(&self) -> Option<Turn> {
        self.guest.borrow().turn()
    }

    /// Leaves the table: the page opens again without the invitation, on the person's own
    /// game.
    pub(crate) fn leave(&self) {
        self.link.borrow_mut().take();
        let location = window().location();
        let _ = location.replace(&location.pathname().unwrap_or_default());
    }

    /// Sends a message to the host, if still connected (a table that is going, or gone,
    /// needs telling nothing).
    fn send(&self, text: &str) {
        if let Some(link) = self.link.borrow().as_ref() {
            link.send(text);
        }
    }

    /// The store's game changed: the person's own move, sent to the host; or a game of
    /// their own, which leaves the table.
    pub(crate) fn moved(&self) {
        if self.stage.get_untracked() != Stage::Seated || !self.following.get() {
            return;
        }
        // The table's game: its seat's own (given deals), or once over, the whole game as
        // the host sent it (the seed's, seated).
        let guest = self.guest.borrow();
        let (table, len, last) = self.store.game().with_untracked(|g: &Game| {
            let played = guest.game().is_some_and(|t| {
                t.is_over()
                    && (t.seed(), t.seat(), t.actions()) == (g.seed(), g.seat(), g.actions())
            });
            (
                g.given().is_some() || played,
                g.actions().len(),
                g.actions().last().copied(),
            )
        });
        drop(guest);
        if !table {
            // A new game of one's own: the table is left.
            self.link.borrow_mut().take();
            self.store.set_people(0);
            self.stage.set(Stage::Lost);
            return;
        }
        if len == self.followed.get() + 1
            && let Some((YOU, action)) = last
        {
            self.followed.set(len);
            let message = self.guest.borrow().act(action);
            if let Some(message) = message {
                self.send(&encode(&message));
            }
        }
    }

    /// A message from the host.
    fn receive(&self, text: &str) {
        let Ok(message) = decode::<ToGuest>(text) else {
            return;
        };
        let change = self.guest.borrow_mut().receive(message);
        match change {
            Ok(Change::Seating) => {
                if self.stage.get_untracked() == Stage::Seated {
                    self.store.set_people(self.people());
                }
                self.changed.update(|n| *n += 1);
            }
            Ok(Change::Game { new }) => {
                let game = self.guest.borrow().game().cloned();
                if let Some(game) = game {
                    self.followed.set(game.actions().len());
                    self.store.follow(game, new);
                    self.following.set(true);
                }
            }
            Ok(Change::Refused(refusal)) => {
                self.store
                    .say(format!("Your move was not taken: {refusal}"));
            }
            Err(GuestError::OutOfStep) => {
                let hello = self.guest.borrow().hello();
                self.send(&encode(&hello));
            }
            Err(error) => {
                self.store.say(format!(
                    "The table sent something this page cannot follow ({error})."
                ));
                let hello = self.guest.borrow().hello();
                self.send(&encode(&hello));
            }
        }
    }
}

impl Joining {
    /// What the table tells the store ([`table`]): the other seats are played elsewhere,
    /// this device is a guest, and the computer players are at the host's level.
    fn people(&self) -> u8 {
        let level = self
            .guest
            .borrow()
            .seating()
            .map_or(0, |s| table::level(s.level));
        others() | table::GUEST | level
    }
}

/// The seats other devices play, seen from this guest's own table: all but South.
fn others() -> u8 {
    Seat::ALL
        .iter()
        .filter(|&&s| s != YOU)
        .fold(0, |bits, s| bits | 1 << s.index())
}

/// What a link's event does.
fn on_event(joining: &Weak<Joining>, event: LinkEvent) {
    let Some(joining) = joining.upgrade() else {
        return;
    };
    match event {
        LinkEvent::Open => {
            joining.store.set_people(joining.people());
            if let Some(invite) = &joining.invite {
                super::saved::keep_joined(invite.table, invite.nonce);
            }
            // The header names no seed of its own (friends.css).
            if let Some(root) = document().document_element() {
                let _ = root.set_attribute("data-table-guest", "");
            }
            joining.stage.set(Stage::Seated);
            let hello = joining.guest.borrow().hello();
            joining.send(&encode(&hello));
        }
        LinkEvent::Message(text) => joining.receive(&text),
        LinkEvent::Closed { failed } => {
            joining.link.borrow_mut().take();
            joining.stage.set(if failed {
                Stage::Failed(NO_CONNECTION.to_owned())
            } else {
                Stage::Lost
            });
        }
    }
}
