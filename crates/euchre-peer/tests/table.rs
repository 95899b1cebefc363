//! A table of people played through its messages, natively: the host's game, guests who
//! join by invitation and answer, every message passed as the text a data channel carries.
//! What each guest is told is its own seat's view and nothing more; its actions are checked
//! for its seat; refusals change nothing; guests leave and rejoin their seat; a reloaded
//! host keeps its table.

use euchre::rand_core::SeedableRng;
use euchre::{Action, BySeat, DealRng, Game, PlayerView, Players, Preset, Rules, Seat, below};
use euchre_ai::Difficulty;
use euchre_peer::{
    Answer, Ended, Guest, Host, InviteError, JoinError, Knowledge, Occupant, Refusal, Sdp, ToGuest,
    ToHost, Turn, decode, encode,
};

fn sdp() -> Sdp {
    Sdp::parse(
        "a=ice-ufrag:abcd\na=ice-pwd:0123456789abcdefghijklmn\n\
         a=fingerprint:sha-256 00:01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F\n\
         a=setup:active\na=candidate:1 1 udp 2122260223 10.77.0.2 40000 typ host\n",
    )
    .unwrap()
}

/// The host's game and table, the guests' devices, and what the test knows independently:
/// each seat's view as each hand ended.
struct Table {
    game: Game,
    host: Host,
    guests: BySeat<Option<Guest>>,
    /// Each seat's view of each hand as it ended, taken as the hands end.
    ended: BySeat<Vec<PlayerView>>,
    rng: DealRng,
    nonce: u32,
}

impl Table {
    fn new(rules: Rules, seed: u64) -> Table {
        Table {
            game: Game::new(rules, seed),
            host: Host::new(9, BySeat([10, 11, 12, 13]), "Host", Difficulty::Normal, 1),
            guests: BySeat::from_fn(|_| None),
            ended: BySeat::from_fn(|_| Vec::new()),
            rng: DealRng::seed_from_u64(seed),
            nonce: 100,
        }
    }

    /// A guest joins `seat` (a new device, or the same one reloaded): invitation, answer,
    /// connection, hello.
    fn join(&mut self, seat: Seat, name: &str) {
        self.nonce += 1;
        let players = self.game.rules().players;
        let token = self.host.invite(players, seat, self.nonce).unwrap();
        let answer = Answer {
            table: 9,
            nonce: self.nonce,
            token,
            name: name.into(),
            answer: sdp(),
        };
        let text = answer.encode();
        assert_eq!(self.host.accept(&Answer::decode(&text).unwrap()), Ok(seat));
        self.host.arrived(seat);
        let guest = Guest::default();
        let hello = guest.hello();
        self.guests[seat] = Some(guest);
        self.send(seat, &hello).unwrap();
        self.deliver();
    }

    /// A guest's message, as text, to the host.
    fn send(&mut self, seat: Seat, message: &ToHost) -> Result<(), Refusal> {
        let message = decode(&encode(message)).unwrap();
        self.step_with(|game, host| host.receive(game, seat, message).map(|_| ()))
    }

    /// Applies something to the game, taking each seat's view of a hand that it ends.
    fn step_with<T>(&mut self, f: impl FnOnce(&mut Game, &mut Host) -> T) -> T {
        let before = (
            self.game.scores(),
            self.game.seat_scores(),
            self.game.hand_number(),
        );
        let hand = *self.game.hand();
        let actions = self.game.actions().len();
        let ended = self.game.history().len();
        let out = f(&mut self.game, &mut self.host);
        if self.game.history().len() > ended && self.game.actions().len() > actions {
            let (seat, action) = *self.game.actions().last().unwrap();
            let mut hand = hand;
            hand.apply(seat, action).unwrap();
            for &s in self.game.rules().players.seats() {
                let mut view = hand.view(s);
                (view.scores, view.seat_scores, view.hand_number) = before;
                self.ended[s].push(view);
            }
        }
        out
    }

    /// Everything the host has to send, as text, to each guest; checked on the way.
    fn deliver(&mut self) {
        for (seat, message) in self.host.outbox(&self.game) {
            let text = encode(&message);
            if let ToGuest::Game(update) = &message {
                // Its own seat's view now, exactly: nothing another seat holds; the whole
                // game only once it is over.
                assert_eq!(
                    update.now,
                    (!self.game.is_over()).then(|| self.game.view(seat))
                );
                assert_eq!(
                    update.whole,
                    self.game.is_over().then(|| self.game.record())
                );
                // The hands that ended, each as the seat saw it as it ended.
                for (i, ended) in update.ended.iter().enumerate() {
                    if let Ended::Played(view) = ended {
                        let at = self.ended[seat]
                            .iter()
                            .find(|v| v.hand_number == view.hand_number);
                        assert_eq!(Some(view), at, "hand {}", update.from + i);
                    }
                }
            }
            let guest = self.guests[seat].as_mut().expect("a message to a guest");
            guest.receive(decode(&text).unwrap()).unwrap();
        }
        for seat in Seat::ALL {
            if let Some(guest) = &self.guests[seat]
                && self.host.guest_plays(seat)
            {
                agrees(&self.game, seat, guest.game().unwrap());
            }
        }
    }

    /// The next action: a guest's own choice from its game when a guest plays the seat,
    /// the host's computer (a random legal action) otherwise.
    fn next(&mut self) {
        let seat = self.game.to_act().unwrap();
        let legal = self.game.legal_actions();
        let pick = below(&mut self.rng, legal.len() as u32) as usize;
        if self.host.guest_plays(seat) {
            let guest = self.guests[seat].as_ref().unwrap();
            let own = guest.game().unwrap().legal_actions();
            let message = guest.act(own[pick]).unwrap();
            self.send(seat, &message).unwrap();
            // Its summaries read at once.
            let hands = self.game.history().len();
            let seen = self.guests[seat].as_ref().unwrap().seen(hands).unwrap();
            self.send(seat, &seen).unwrap();
        } else {
            self.step_with(|game, _| game.apply(seat, legal[pick]).unwrap());
        }
        self.deliver();
    }
}

/// The guest's game agrees with the host's on what `seat` may know.
fn agrees(host: &Game, seat: Seat, guest: &Game) {
    let turn = Turn::seating(host.rules().players, seat);
    let (h, g) = (host.view(seat), guest.view(Seat::South));
    assert_eq!(g.hand, h.hand);
    assert_eq!(g.to_act, h.to_act.map(|s| turn.local(s)));
    assert_eq!(g.history, turn.actions(&h.history));
    assert_eq!(g.legal_actions, h.legal_actions);
    assert_eq!(g.seat_scores, turn.by_seat(&h.seat_scores));
    assert_eq!(guest.history().len(), host.history().len());
}

#[test]
fn whole_games_with_guests_at_every_seat_follow_the_host() {
    for preset in Preset::ALL {
        for players in Players::ALL {
            let rules = preset.rules().with_players(players);
            let mut table = Table::new(rules, 3);
            for (&seat, name) in rules.players.seats()[1..].iter().zip(["Ann", "Bo", "Cy"]) {
                table.join(seat, name);
            }
            while !table.game.is_over() {
                table.next();
            }
            for &seat in &rules.players.seats()[1..] {
                let guest = table.guests[seat].as_ref().unwrap().game().unwrap();
                assert!(guest.is_over(), "{preset:?} {players:?}");
                played_again_from(&table.game, seat, guest);
            }
        }
    }
}

/// Once the game is over, `guest` (the guest at `seat`'s game) is the host's played again
/// from that seat: the seed's deals seated, every card and every decision, turned.
fn played_again_from(host: &Game, seat: Seat, guest: &Game) {
    let players = host.rules().players;
    let at_seed = Turn::seating(players, host.seat()).host(seat);
    assert_eq!((guest.seat(), guest.given()), (at_seed, None));
    assert_eq!(guest.seed(), host.seed());
    let turn = Turn::seating(players, seat);
    assert_eq!(guest.actions(), turn.actions(host.actions()));
    for (g, h) in guest.history().iter().zip(host.history()) {
        assert_eq!(g.deal, turn.deal(&h.deal), "hand {}", h.number);
    }
    assert_eq!(guest.seat_scores(), turn.by_seat(&host.seat_scores()));
}

#[test]
fn a_game_over_is_played_again_from_each_seat_even_from_a_seated_host() {
    for players in Players::ALL {
        let rules = Preset::ALL[0].rules().with_players(players);
        let mut table = Table::new(rules, 8);
        // The host plays a seed's game from West (a challenge shared from West).
        table.game = Game::seated(rules, 8, Seat::West);
        let seats = &rules.players.seats()[1..];
        for (&seat, name) in seats.iter().zip(["Ann", "Bo", "Cy"]) {
            table.join(seat, name);
        }
        while !table.game.is_over() {
            table.next();
        }
        for &seat in seats {
            let guest = table.guests[seat].as_ref().unwrap().game().unwrap();
            played_again_from(&table.game, seat, guest);
            // Its first hand is the seed's, as that seat of the seed's table held it.
            let at_seed = Turn::seating(players, Seat::West).host(seat);
            let first = &guest.history()[0].deal.hands[Seat::South];
            assert_eq!(
                *first,
                Game::new(rules, 8).view(at_seed).hand,
                "{players:?}"
            );
        }
    }
}

#[test]
fn a_whole_game_that_is_not_what_the_seat_was_told_is_not_taken() {
    let rules = Rules::standard();
    let mut table = Table::new(rules, 12);
    table.join(Seat::East, "Ann");
    while !table.game.is_over() {
        table.next();
    }
    let knows = Knowledge::of(&table.game, Seat::East);
    // The host's whole game with another first decision, unfinished, another game's or
    // with given deals: refused.
    let mut record = table.game.record();
    let first = Game::replay_prefix(&record, 0).unwrap().legal_actions();
    assert!(first.len() > 1);
    for other in first.iter().filter(|&a| a != record.actions[0].1) {
        let mut edited = record.clone();
        edited.actions[0].1 = other;
        assert!(knows.played(&edited).is_err());
    }
    record.actions.pop();
    assert!(knows.played(&record).is_err());
    assert!(knows.played(&Game::new(rules, 13).record()).is_err());
    let mut given = table.game.record();
    given.given = Knowledge::of(&table.game, Seat::East)
        .placed()
        .unwrap()
        .given()
        .cloned();
    assert!(knows.played(&given).is_err());
    // The right one taken.
    let played = knows.played(&table.game.record()).unwrap();
    played_again_from(&table.game, Seat::East, &played);
}

#[test]
fn a_guests_wrong_messages_are_refused_and_change_nothing() {
    let mut table = Table::new(Rules::standard(), 8);
    table.join(Seat::West, "Ann");
    table.join(Seat::North, "Bo");
    // On to West's turn in play.
    while table.game.to_act() != Some(Seat::West) || table.game.hand().tricks().is_empty() {
        table.next();
    }
    let view = table.game.view(Seat::West);
    let game = table.game.clone();
    let host = table.host.clone();
    let held = view.hand.first().unwrap();
    let not_held = table.game.view(Seat::North).hand.first().unwrap();
    let act = |action, at| ToHost::Act {
        hand: view.hand_number,
        at,
        action,
    };
    let at = view.history.len();
    let cases = [
        // North acting in West's turn.
        (
            Seat::North,
            act(
                Action::Play(held),
                table.game.view(Seat::North).history.len(),
            ),
        ),
        // West acting on a view from before the last card.
        (Seat::West, act(view.legal_actions[0], at - 1)),
        // West playing a card it does not hold, or bidding in play.
        (Seat::West, act(Action::Play(not_held), at)),
        (Seat::West, act(Action::Pass, at)),
        // East has no guest: a message from its seat is from no one.
        (Seat::East, act(Action::Pass, at)),
    ];
    let refusals: Vec<_> = cases
        .iter()
        .map(|(seat, m)| table.send(*seat, m).unwrap_err())
        .collect();
    assert_eq!(refusals[0], Refusal::NotYourTurn);
    assert_eq!(refusals[1], Refusal::Stale);
    assert!(matches!(refusals[2], Refusal::Illegal(_)));
    assert!(matches!(refusals[3], Refusal::Illegal(_)));
    assert_eq!(refusals[4], Refusal::NotSeated);
    assert_eq!(table.game, game);
    assert_eq!(table.host, host);
    // After a refusal the guest is told the whole game again, and follows it.
    table.host.retell(Seat::West);
    let out = table.host.outbox(&table.game);
    assert!(matches!(&out[..], [(Seat::West, ToGuest::Game(u))] if u.from == 0));
    for (seat, m) in out {
        table.guests[seat].as_mut().unwrap().receive(m).unwrap();
    }
    agrees(
        &table.game,
        Seat::West,
        table.guests[Seat::West].as_ref().unwrap().game().unwrap(),
    );
    // The same action at the right moment is taken.
    table
        .send(Seat::West, &act(view.legal_actions[0], at))
        .unwrap();
    assert_eq!(table.game.actions().len(), game.actions().len() + 1);
}

#[test]
fn answers_that_cannot_join_are_refused_and_change_nothing() {
    let mut table = Table::new(Rules::standard(), 1);
    table.join(Seat::West, "Ann");
    let players = Players::Four;
    assert_eq!(
        table.host.invite(players, Seat::South, 1),
        Err(InviteError::NotOpen)
    );
    assert_eq!(
        table.host.invite(players, Seat::West, 2),
        Err(InviteError::Taken)
    );
    assert_eq!(
        table.host.invite(Players::Three, Seat::North, 3),
        Err(InviteError::NotOpen)
    );
    let token = table.host.invite(players, Seat::North, 500).unwrap();
    let answer = |table, nonce, token| Answer {
        table,
        nonce,
        token,
        name: "Bo".into(),
        answer: sdp(),
    };
    let before = table.host.clone();
    let cases = [
        (answer(8, 500, token), JoinError::OtherTable),
        (answer(9, 499, token), JoinError::Stale),
        (answer(9, 500, token ^ 1), JoinError::WrongSecret),
        // West's invitation, answered already.
        (answer(9, 101, 11), JoinError::Used),
    ];
    for (a, why) in cases {
        assert_eq!(table.host.accept(&a), Err(why));
        assert_eq!(table.host, before);
    }
    assert_eq!(table.host.accept(&answer(9, 500, token)), Ok(Seat::North));
    assert_eq!(
        table.host.accept(&answer(9, 500, token)),
        Err(JoinError::Used)
    );
    assert_eq!(
        JoinError::Stale.to_string(),
        "This answer is for an invitation that is no longer open: send the guest a new one."
    );
}

#[test]
fn a_guest_who_leaves_is_played_by_a_computer_and_rejoins_its_seat() {
    let mut table = Table::new(Rules::standard(), 21);
    table.join(Seat::West, "Ann");
    table.join(Seat::East, "Cy");
    for _ in 0..30 {
        table.next();
    }
    // West's connection drops: the host's computer plays West meanwhile, and the others
    // are told.
    table.host.left(Seat::West);
    let out = table.host.outbox(&table.game);
    let told = out.iter().find_map(|(s, m)| match m {
        ToGuest::Table(seating) if *s == Seat::East => Some(seating.seats[Seat::West].clone()),
        _ => None,
    });
    assert_eq!(
        told,
        Some(Occupant::Guest {
            name: "Ann".into(),
            here: false
        })
    );
    assert!(out.iter().all(|(s, _)| *s != Seat::West));
    assert!(!table.host.guest_plays(Seat::West));
    for (seat, m) in out {
        table.guests[seat].as_mut().unwrap().receive(m).unwrap();
    }
    let hands = table.game.history().len();
    while table.game.history().len() < hands + 2 {
        table.next();
    }
    // West's page was reloaded: a new invitation to its seat, the same secret; a new device
    // state is told the whole game.
    table.join(Seat::West, "Ann");
    assert!(table.host.guest_plays(Seat::West));
    for _ in 0..20 {
        table.next();
    }
    // East's connection drops and comes back with its page as it was: told only the rest.
    table.host.left(Seat::East);
    for _ in 0..15 {
        table.next();
    }
    table.host.arrived(Seat::East);
    let hello = table.guests[Seat::East].as_ref().unwrap().hello();
    let ToHost::Hello { have, .. } = hello else {
        unreachable!()
    };
    assert!(have > 0);
    table.send(Seat::East, &hello).unwrap();
    let out = table.host.outbox(&table.game);
    let from = out.iter().find_map(|(s, m)| match m {
        ToGuest::Game(u) if *s == Seat::East => Some(u.from),
        _ => None,
    });
    assert_eq!(from, Some(have));
    for (seat, m) in out {
        table.guests[seat].as_mut().unwrap().receive(m).unwrap();
    }
    agrees(
        &table.game,
        Seat::East,
        table.guests[Seat::East].as_ref().unwrap().game().unwrap(),
    );
}

#[test]
fn a_reloaded_host_keeps_its_table_and_opens_new_invitations() {
    let mut table = Table::new(Rules::standard(), 4);
    table.join(Seat::North, "Bo");
    let players = Players::Four;
    let token = table.host.invite(players, Seat::West, 900).unwrap();
    // The table saved and loaded, as a reload does: its guests away, its invitations gone.
    let mut host: Host =
        serde_json::from_str(&serde_json::to_string(&table.host).unwrap()).unwrap();
    host.all_away();
    assert!(!host.has_guests());
    assert_eq!(
        host.occupants(players)[Seat::North],
        Occupant::Guest {
            name: "Bo".into(),
            here: false
        }
    );
    let late = Answer {
        table: 9,
        nonce: 900,
        token,
        name: "Ann".into(),
        answer: sdp(),
    };
    assert_eq!(host.accept(&late), Err(JoinError::Stale));
    // North's new invitation holds the same secret.
    assert_eq!(host.invite(players, Seat::North, 901), Ok(12));
}

#[test]
fn the_table_waits_while_a_guest_reads_a_summary() {
    let mut table = Table::new(Rules::standard(), 5);
    table.join(Seat::West, "Ann");
    let hands = table.game.history().len();
    while table.game.history().len() == hands {
        // Play with the host's computer at every seat, West's summary unread.
        let seat = table.game.to_act().unwrap();
        let action = table.game.legal_actions()[0];
        table.step_with(|game, _| game.apply(seat, action).unwrap());
    }
    assert!(table.host.reading(&table.game));
    table.deliver();
    let message = table.guests[Seat::West]
        .as_ref()
        .unwrap()
        .seen(table.game.history().len())
        .unwrap();
    table.send(Seat::West, &message).unwrap();
    assert!(!table.host.reading(&table.game));
}
