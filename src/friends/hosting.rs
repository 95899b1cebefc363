//! The host's side of a table on the page ([`Hosting`]): the table of `euchre-peer` with a
//! WebRTC link to each guest. The store's game is the table's game: after every change each
//! guest is told what its seat knows; each guest's action is checked by the table and
//! applied by the store for its seat; the store's computer players leave the seats of the
//! guests who are here (a computer plays the seat of one who is away) and wait while one
//! reads a hand's summary.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use euchre::{BySeat, Game, Seat};
use euchre_peer::{Answer, Host, Invite, Occupant, Sdp, ToGuest, ToHost, decode, encode};
use leptos::prelude::*;

use super::rtc::{Link, LinkEvent};
use super::saved;
use crate::store::{GameStore, table};

/// An invitation open: its number, its link (waiting for the guest's answer), its address.
pub(crate) struct Invitation {
    nonce: u32,
    link: Link,
    /// The link to send the guest.
    pub(crate) url: String,
}

/// What the host's dialog shows of a seat.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SeatRow {
    pub(crate) seat: Seat,
    pub(crate) occupant: Occupant,
    /// The invitation's link, while one is open.
    pub(crate) invitation: Option<String>,
}

/// The host's table on the page.
pub(crate) struct Hosting {
    store: GameStore,
    table: RefCell<Host>,
    stun: Option<String>,
    /// Each guest's link, from the moment its answer is taken, with its invitation's nonce.
    links: RefCell<BySeat<Option<(u32, Link)>>>,
    invitations: RefCell<BySeat<Option<Invitation>>>,
    /// The seed of the game the table was last told of: a new one is a new game.
    seed: RefCell<u64>,
    /// Bumped on every change the dialog shows.
    pub(crate) changed: RwSignal<u32>,
}

impl std::fmt::Debug for Hosting {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Hosting")
    }
}

fn random_u64() -> u64 {
    crate::random_seed()
}

impl Hosting {
    /// Opens the table over the store's game: the one saved for this game (its guests away,
    /// to be invited again), or a new one. `changed` is bumped on every change the dialog
    /// shows; the page calls [`sync`](Hosting::sync) after every change of the game.
    pub(crate) fn open(
        store: GameStore,
        name: &str,
        stun: Option<String>,
        changed: RwSignal<u32>,
    ) -> Rc<Hosting> {
        let seed = store.game().with_untracked(Game::seed);
        let level = store.settings().with_untracked(|s| s.difficulty());
        let table = match saved::table_for(seed) {
            Some(mut host) => {
                host.all_away();
                host
            }
            None => Host::new(
                random_u64(),
                BySeat::from_fn(|_| random_u64()),
                name,
                level,
                random_u64(),
            ),
        };
        let hosting = Rc::new(Hosting {
            store,
            table: RefCell::new(table),
            stun,
            links: RefCell::new(BySeat::from_fn(|_| None)),
            invitations: RefCell::new(BySeat::from_fn(|_| None)),
            seed: RefCell::new(seed),
            changed,
        });
        hosting.sync();
        hosting
    }

    /// Each seat's player and invitation, for the dialog (tracked).
    pub(crate) fn rows(&self) -> Vec<SeatRow> {
        self.changed.track();
        let players = self.store.game().with_untracked(|g| g.rules().players);
        let occupants = self.table.borrow().occupants(players);
        let invitations = self.invitations.borrow();
        players
            .seats()
            .iter()
            .filter(|&&s| s != Seat::South)
            .map(|&seat| SeatRow {
                seat,
                occupant: occupants[seat].clone(),
                invitation: invitations[seat].as_ref().map(|i| i.url.clone()),
            })
            .collect()
    }

    /// Who plays each seat (tracked).
    pub(crate) fn occupants(&self) -> BySeat<Occupant> {
        self.changed.track();
        let players = self.store.game().with_untracked(|g| g.rules().players);
        self.table.borrow().occupants(players)
    }

    /// Opens an invitation to `seat`: its link once the offer is made.
    ///
    /// # Errors
    /// One sentence to show.
    pub(crate) async fn invite(self: Rc<Self>, seat: Seat) -> Result<(), String> {
        let nonce = random_u64() as u32;
        let players = self.store.game().with_untracked(|g| g.rules().players);
        let token = self
            .table
            .borrow_mut()
            .invite(players, seat, nonce)
            .map_err(|e| e.to_string())?;
        let link = Link::new(self.stun.as_deref()).map_err(|_| NO_WEBRTC.to_owned())?;
        let weak = Rc::downgrade(&self);
        link.on_event(move |event| on_event(&weak, seat, nonce, event));
        let sdp = link.offer().await.map_err(|_| NO_WEBRTC.to_owned())?;
        let offer = Sdp::parse(&sdp).map_err(|_| NO_ADDRESS.to_owned())?;
        let table = self.table.borrow().table();
        let code = Invite {
            table,
            seat,
            token,
            nonce,
            stun: self.stun.clone(),
            offer,
        }
        .encode();
        let location = window().location();
        let url = format!(
            "{}{}#join={code}",
            location.origin().unwrap_or_default(),
            location.pathname().unwrap_or_default()
        );
        self.invitations.borrow_mut()[seat] = Some(Invitation { nonce, link, url });
        self.changed.update(|n| *n += 1);
        Ok(())
    }

    /// Takes a guest's answer code: its seat joins once the devices reach each other.
    ///
    /// # Errors
    /// One sentence to show; nothing changes.
    pub(crate) async fn answer(self: Rc<Self>, text: &str) -> Result<Seat, String> {
        let answer = Answer::decode(text).map_err(|e| e.to_string())?;
        let seat = self
            .table
            .borrow()
            .check(&answer)
            .map_err(|e| e.to_string())?;
        // Only an invitation this page still holds can be answered (an older one to the
        // same seat was replaced).
        let held = self.invitations.borrow()[seat]
            .as_ref()
            .is_some_and(|i| i.nonce == answer.nonce);
        if !held {
            return Err(STALE.to_owned());
        }
        self.table
            .borrow_mut()
            .accept(&answer)
            .map_err(|e| e.to_string())?;
        let invitation = self.invitations.borrow_mut()[seat].take();
        let Some(invitation) = invitation else {
            return Err(STALE.to_owned());
        };
        // The seat's link from now on, before the answer is taken: on a busy page its channel
        // may open before the await below returns, and the seating it is then sent must go
        // on it, not on the link of a guest who has gone.
        let text = answer.answer.text();
        self.links.borrow_mut()[seat] = Some((invitation.nonce, invitation.link));
        let accepted = self.links.borrow()[seat]
            .as_ref()
            .map(|(_, link)| link.accept(&text));
        let Some(accepted) = accepted else {
            return Err(STALE.to_owned());
        };
        if accepted.await.is_err() {
            self.links.borrow_mut()[seat] = None;
            return Err(NO_CONNECTION.to_owned());
        }
        self.changed.update(|n| *n += 1);
        self.sync();
        Ok(seat)
    }

    /// Closes the table: every link, every invitation; the game goes on as a game alone.
    pub(crate) fn close(&self) {
        *self.links.borrow_mut() = BySeat::from_fn(|_| None);
        *self.invitations.borrow_mut() = BySeat::from_fn(|_| None);
        saved::forget_table();
        self.store.set_people(0);
        self.changed.update(|n| *n += 1);
    }

    /// Tells every guest what changed, sets what the store's computer players leave to the
    /// guests, and keeps the table.
    pub(crate) fn sync(&self) {
        let mut table = self.table.borrow_mut();
        // Read in place: the game is not copied for each change.
        let (seed, out, reading) = self.store.game().with_untracked(|game| {
            if *self.seed.borrow() != game.seed() {
                *self.seed.borrow_mut() = game.seed();
                table.new_game(random_u64());
            }
            (game.seed(), table.outbox(game), table.reading(game))
        });
        let links = self.links.borrow();
        for (seat, message) in out {
            if let Some((_, link)) = &links[seat] {
                link.send(&encode(&message));
            }
        }
        let mut bits = if reading { table::WAIT } else { 0 };
        for seat in Seat::ALL {
            if table.guest_plays(seat) {
                bits |= 1 << seat.index();
            }
        }
        // A guest seated, here or away, may have played some of this game: its challenge
        // carries every seat's decisions.
        let players = self.store.game().with_untracked(|g| g.rules().players);
        let occupants = table.occupants(players);
        if Seat::ALL
            .iter()
            .any(|&s| matches!(occupants[s], Occupant::Guest { .. }))
        {
            bits |= table::PLAYED;
        }
        self.store.set_people(bits);
        saved::keep_table(seed, &table);
    }

    /// A guest's message.
    fn receive(&self, seat: Seat, text: &str) {
        let Ok(message) = decode::<ToHost>(text) else {
            return;
        };
        let mut game = self.store.game().get_untracked();
        let before = game.actions().len();
        let result = self.table.borrow_mut().receive(&mut game, seat, message);
        match result {
            Ok(_) if game.actions().len() > before => {
                let (by, action) = game.actions()[before];
                // The store applies it, and its effect tells every guest.
                self.store.apply_for(by, action);
            }
            Ok(_) => self.sync(),
            Err(refusal) => {
                if let Some((_, link)) = &self.links.borrow()[seat] {
                    link.send(&encode(&ToGuest::Refused(refusal)));
                }
                self.table.borrow_mut().retell(seat);
                self.sync();
            }
        }
    }
}

/// What a link's event does at the table. The link is invitation `nonce`'s: an event of a
/// link that is no longer the seat's (the connection of a guest who reloaded and joined
/// again, closing late on a busy page) changes nothing.
fn on_event(hosting: &Weak<Hosting>, seat: Seat, nonce: u32, event: LinkEvent) {
    let Some(hosting) = hosting.upgrade() else {
        return;
    };
    let current = hosting.links.borrow()[seat]
        .as_ref()
        .is_some_and(|(n, _)| *n == nonce);
    if !current {
        return;
    }
    match event {
        LinkEvent::Open => {
            hosting.table.borrow_mut().arrived(seat);
            hosting.changed.update(|n| *n += 1);
            hosting.sync();
        }
        LinkEvent::Message(text) => hosting.receive(seat, &text),
        LinkEvent::Closed { .. } => {
            hosting.table.borrow_mut().left(seat);
            hosting.links.borrow_mut()[seat] = None;
            hosting.changed.update(|n| *n += 1);
            hosting.sync();
        }
    }
}

/// The page cannot make a connection at all.
pub(crate) const NO_WEBRTC: &str =
    "This browser could not make a connection: it may have WebRTC turned off.";
/// The offer holds no address.
pub(crate) const NO_ADDRESS: &str =
    "This device has no network address to offer: connect it to a network and try again.";
/// The answer's devices cannot be reached.
pub(crate) const NO_CONNECTION: &str =
    "The two devices could not connect: some networks need a relay, which Bower does not provide.";
/// An answer to an invitation this page no longer holds.
pub(crate) const STALE: &str =
    "This answer is for an invitation that is no longer open: send the guest a new one.";
