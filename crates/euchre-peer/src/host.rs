//! The host's side of a table ([`Host`]): who is invited and seated, what each guest has
//! been told, and each guest's messages checked against the game.

use core::fmt;

use euchre::{BySeat, Event, Game, Seat};
use euchre_ai::Difficulty;
use serde::{Deserialize, Serialize};

use crate::code::Answer;
use crate::knowledge::ended;
use crate::message::{Occupant, Refusal, Seating, ToGuest, ToHost, Update};

/// The host's table: the guests invited and seated, and what each has been told. The
/// host's device sits South and holds the game; the app passes every guest's message
/// through [`receive`](Host::receive) and sends what [`outbox`](Host::outbox) gives.
/// Saved with the game (serde), so that a reloaded host keeps its table: the invitations
/// open and who is connected are not saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Host {
    /// The table.
    table: u64,
    /// The host's name.
    name: String,
    /// The computer players' level.
    level: Difficulty,
    /// Each seat's secret, shown again by a guest who rejoins it.
    tokens: BySeat<u64>,
    /// Each seat's guest, once one has answered an invitation to it.
    guests: BySeat<Option<Guest>>,
    /// The game in play.
    game: u64,
    /// The invitations open: number and seat.
    #[serde(skip)]
    open: Vec<(u32, Seat)>,
    /// The invitations answered.
    #[serde(skip)]
    used: Vec<u32>,
}

/// A seat's guest.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Guest {
    name: String,
    /// Connected now.
    #[serde(skip)]
    here: bool,
    /// Told the seating as it is.
    #[serde(skip)]
    seated: bool,
    /// What it was last told: the game, its ended hands, the game's actions then.
    #[serde(skip)]
    told: Option<(u64, usize, usize)>,
    /// The hands whose summaries it has closed, in the game in play.
    #[serde(skip)]
    seen: usize,
}

/// Why an invitation cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InviteError {
    /// The seat is the host's, or out of play.
    NotOpen,
    /// A guest is playing the seat now.
    Taken,
}

impl fmt::Display for InviteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InviteError::NotOpen => f.write_str("That seat cannot take a guest."),
            InviteError::Taken => f.write_str("A guest is playing that seat."),
        }
    }
}

impl std::error::Error for InviteError {}

/// Why a guest's answer is refused. Nothing at the table changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JoinError {
    /// An answer to another table's invitation.
    OtherTable,
    /// An answer to an invitation this table no longer has open (made before the host's
    /// page was reloaded, or withdrawn).
    Stale,
    /// An answer to an invitation already answered.
    Used,
    /// An answer that does not hold the seat's secret.
    WrongSecret,
    /// A guest is playing the seat now.
    Taken,
}

impl fmt::Display for JoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            JoinError::OtherTable => "This answer is for another table's invitation.",
            JoinError::Stale => {
                "This answer is for an invitation that is no longer open: send the guest a new one."
            }
            JoinError::Used => "This answer has been used already: each invitation joins once.",
            JoinError::WrongSecret => "This answer does not match its seat's invitation.",
            JoinError::Taken => "A guest is already playing that seat.",
        })
    }
}

impl std::error::Error for JoinError {}

impl Host {
    /// A new table: its number, each seat's secret, the host's name, the computer players'
    /// level and the game's number (each drawn at random by the app).
    pub fn new(table: u64, tokens: BySeat<u64>, name: &str, level: Difficulty, game: u64) -> Host {
        Host {
            table,
            name: crate::code::name(name),
            level,
            tokens,
            guests: BySeat::from_fn(|_| None),
            game,
            open: Vec::new(),
            used: Vec::new(),
        }
    }

    /// The table's number.
    pub fn table(&self) -> u64 {
        self.table
    }

    /// Opens invitation `nonce` (drawn at random by the app) to `seat`: the seat's secret
    /// for the invitation's code. An earlier invitation to the seat stays open until one is
    /// answered.
    ///
    /// # Errors
    /// [`InviteError`]: the seat cannot take a guest now.
    pub fn invite(
        &mut self,
        players: euchre::Players,
        seat: Seat,
        nonce: u32,
    ) -> Result<u64, InviteError> {
        if seat == Seat::South || !players.contains(seat) {
            return Err(InviteError::NotOpen);
        }
        if self.guests[seat].as_ref().is_some_and(|g| g.here) {
            return Err(InviteError::Taken);
        }
        self.open.push((nonce, seat));
        Ok(self.tokens[seat])
    }

    /// Whether a guest's answer would be taken ([`accept`](Host::accept)), and for which
    /// seat; nothing changes.
    ///
    /// # Errors
    /// [`JoinError`]: why the answer would be refused.
    pub fn check(&self, answer: &Answer) -> Result<Seat, JoinError> {
        if answer.table != self.table {
            return Err(JoinError::OtherTable);
        }
        if self.used.contains(&answer.nonce) {
            return Err(JoinError::Used);
        }
        let Some(&(_, seat)) = self.open.iter().find(|(n, _)| *n == answer.nonce) else {
            return Err(JoinError::Stale);
        };
        if answer.token != self.tokens[seat] {
            return Err(JoinError::WrongSecret);
        }
        if self.guests[seat].as_ref().is_some_and(|g| g.here) {
            return Err(JoinError::Taken);
        }
        Ok(seat)
    }

    /// Takes a guest's answer: the seat it joins, its guest named (not yet here: see
    /// [`arrived`](Host::arrived)).
    ///
    /// # Errors
    /// [`JoinError`]: why the answer is refused; nothing changes.
    pub fn accept(&mut self, answer: &Answer) -> Result<Seat, JoinError> {
        let seat = self.check(answer)?;
        self.open.retain(|(n, _)| *n != answer.nonce);
        self.used.push(answer.nonce);
        let guest = self.guests[seat].get_or_insert_with(Guest::default);
        guest.name = crate::code::name(&answer.name);
        self.unseat_all();
        Ok(seat)
    }

    /// The guest of `seat` is connected: it plays its seat from now on, and is told the
    /// seating and the game.
    pub fn arrived(&mut self, seat: Seat) {
        if let Some(guest) = self.guests[seat].as_mut() {
            guest.here = true;
            guest.told = None;
            guest.seen = usize::MAX;
            self.unseat_all();
        }
    }

    /// The guest of `seat` has gone: a computer plays the seat until it is back.
    pub fn left(&mut self, seat: Seat) {
        if let Some(guest) = self.guests[seat].as_mut()
            && guest.here
        {
            guest.here = false;
            self.unseat_all();
        }
    }

    /// Tells `seat`'s guest the game again at the next [`outbox`](Host::outbox): after a
    /// refusal, its own game went on with a move the table did not take.
    pub fn retell(&mut self, seat: Seat) {
        if let Some(guest) = self.guests[seat].as_mut() {
            guest.told = None;
        }
    }

    /// Every guest is away (the host's page has just been reloaded: no connection survives).
    pub fn all_away(&mut self) {
        for seat in Seat::ALL {
            self.left(seat);
        }
    }

    /// A new game at the table, numbered `game` (drawn at random by the app).
    pub fn new_game(&mut self, game: u64) {
        self.game = game;
        for guest in self.guests.0.iter_mut().flatten() {
            guest.seen = 0;
        }
    }

    /// The computer players' level.
    pub fn set_level(&mut self, level: Difficulty) {
        if self.level != level {
            self.level = level;
            self.unseat_all();
        }
    }

    fn unseat_all(&mut self) {
        for guest in self.guests.0.iter_mut().flatten() {
            guest.seated = false;
        }
    }

    /// Who plays each seat under `players`.
    pub fn occupants(&self, players: euchre::Players) -> BySeat<Occupant> {
        BySeat::from_fn(|seat| match (&self.guests[seat], seat) {
            _ if !players.contains(seat) => Occupant::Out,
            (_, Seat::South) => Occupant::Host(self.name.clone()),
            (Some(g), _) => Occupant::Guest {
                name: g.name.clone(),
                here: g.here,
            },
            (None, _) => Occupant::Computer,
        })
    }

    /// Whether a guest plays `seat` now: the host's computer player leaves it to them.
    pub fn guest_plays(&self, seat: Seat) -> bool {
        self.guests[seat].as_ref().is_some_and(|g| g.here)
    }

    /// Whether any guest here has a hand's summary open: the table waits for them to read it.
    pub fn reading(&self, game: &Game) -> bool {
        let ended = game.history().len();
        self.guests
            .0
            .iter()
            .flatten()
            .any(|g| g.here && g.seen < ended)
    }

    /// Whether any guest is connected.
    pub fn has_guests(&self) -> bool {
        self.guests.0.iter().flatten().any(|g| g.here)
    }

    /// A guest's message, from the connection of `seat`: an action is checked against the
    /// game and applied with [`Game::apply`] for that seat (its events returned); the rest
    /// change what the guest is told and when the table moves on.
    ///
    /// # Errors
    /// [`Refusal`]: the message is refused, and the game and the table are unchanged.
    pub fn receive(
        &mut self,
        game: &mut Game,
        seat: Seat,
        message: ToHost,
    ) -> Result<Vec<Event>, Refusal> {
        let number = self.game;
        let Some(guest) = self.guests[seat].as_mut().filter(|g| g.here) else {
            return Err(Refusal::NotSeated);
        };
        match message {
            ToHost::Hello { game: known, have } => {
                let ended = game.history().len();
                guest.told = known
                    .filter(|&g| g == number && have <= ended)
                    .map(|g| (g, have, usize::MAX));
                Ok(Vec::new())
            }
            ToHost::Act { hand, at, action } => {
                if game.hand_number() != hand || game.view(seat).history.len() != at {
                    return Err(Refusal::Stale);
                }
                if game.to_act() != Some(seat) {
                    return Err(Refusal::NotYourTurn);
                }
                game.apply(seat, action).map_err(Refusal::Illegal)
            }
            ToHost::Seen { game: known, hands } => {
                if known == number {
                    guest.seen = hands.min(game.history().len());
                }
                Ok(Vec::new())
            }
        }
    }

    /// What to send each guest now: the seating once it changed, and what its seat knows
    /// of the game once the game moved: the hands ended since it was last told, as its seat
    /// saw them, and its view of the hand in play. Nothing for a guest who is up to date.
    pub fn outbox(&mut self, game: &Game) -> Vec<(Seat, ToGuest)> {
        let players = game.rules().players;
        let occupants = self.occupants(players);
        let mut out = Vec::new();
        for seat in Seat::ALL {
            let Some(guest) = self.guests[seat].as_mut().filter(|g| g.here) else {
                continue;
            };
            if !guest.seated {
                guest.seated = true;
                out.push((
                    seat,
                    ToGuest::Table(Seating {
                        you: seat,
                        seats: occupants.clone(),
                        rules: *game.rules(),
                        level: self.level,
                    }),
                ));
            }
            let now = (self.game, game.history().len(), game.actions().len());
            let from = match guest.told {
                Some(told) if told == now => continue,
                Some((g, have, _)) if g == self.game => have,
                _ => 0,
            };
            if guest.seen == usize::MAX {
                // Just arrived: the summaries of the hands it is told of are not shown.
                guest.seen = now.1;
            }
            guest.told = Some(now);
            let ended = if from < now.1 {
                ended(game, seat).split_off(from)
            } else {
                Vec::new()
            };
            out.push((
                seat,
                ToGuest::Game(Update {
                    game: self.game,
                    from,
                    ended,
                    now: (!game.is_over()).then(|| game.view(seat)),
                    whole: game.is_over().then(|| game.record()),
                }),
            ));
        }
        out
    }
}
