//! The worlds consistent with a view: [`determinize`] deals the unseen cards so that the
//! view's history replays on them.

use rand_core::Rng;

use super::PlayerView;
use crate::action::Action;
use crate::card::{Card, Rank};
use crate::card_set::CardSet;
use crate::deal::{Deal, below};
use crate::hand::{Hand, Phase, UpcardState};
use crate::seat::{BySeat, Seat};

/// Where unseen cards can go while sampling a world.
#[derive(Clone, Copy, Debug)]
struct Slot {
    /// Cards this slot may take.
    allowed: CardSet,
    /// Cards it still needs.
    need: u8,
    /// Cards given to it.
    got: CardSet,
}

const MAX_SLOTS: usize = 7;

/// Deals the unseen cards of `view` into a full, consistent world: a [`Hand`] in the very
/// state the view describes, with every hidden card placed. The viewer's hand and every
/// played card stay; a seat that failed to follow a suit holds none of it; the dealer
/// holds the picked-up upcard unless it has been played (or, in the dealer's own view,
/// discarded); with `must_hold_trump` the makers held the trump they needed. The world is
/// checked by replaying the view's history on it, so every action the view records was
/// legal in it.
///
/// Worlds are drawn at random from `rng`, close to uniformly among the consistent ones;
/// the same `rng` state gives the same world.
///
/// # Panics
/// If no world is consistent with the view: impossible for a view that came from a real
/// game (a hand-made, contradictory view may do it).
pub fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Hand {
    match try_determinize(view, rng) {
        Some(hand) => hand,
        None => panic!("no world is consistent with this view: {view:?}"),
    }
}

/// [`determinize`] for a view that may not have come from a real game (one received from
/// another device): `None` when no world is found consistent with it.
pub fn try_determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Option<Hand> {
    (0..10_000).find_map(|_| attempt(view, rng))
}

/// One try at a world: `None` when the cards dealt at random leave a slot unfillable.
fn attempt<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Option<Hand> {
    let me = view.seat;
    let dealer = view.dealer;
    let voids = view.voids();
    let played = view.played();
    let mut unseen = view.unseen();
    let went_under = view.went_under();

    // Slots: the other seats' current hands (three, or two with three players), the kitty
    // and (when another seat is the dealer and has buried a card) the discard.
    let mut slots = [Slot {
        allowed: CardSet::EMPTY,
        need: 0,
        got: CardSet::EMPTY,
    }; MAX_SLOTS];
    let mut slot_seat = [None; MAX_SLOTS];
    let mut n = 0;
    let seats = view.rules.players.seats();
    for &seat in seats.iter().filter(|&&s| s != me) {
        let slot = Slot {
            allowed: !voids[seat],
            need: view.card_counts[seat],
            got: CardSet::EMPTY,
        };
        slots[n] = slot;
        slot_seat[n] = Some(seat);
        n += 1;
    }
    let kitty_slot = n;
    slots[n] = Slot {
        allowed: CardSet::FULL,
        // After going under the kitty's hidden cards are the three shown: none unseen.
        need: if went_under.is_some() {
            0
        } else {
            view.rules.kitty_len() as u8
        },
        got: CardSet::EMPTY,
    };
    n += 1;
    let dealer_discarded =
        me != dealer && view.upcard_state == UpcardState::PickedUp && view.phase != Phase::Discard;
    let discard_slot = dealer_discarded.then(|| {
        slots[n] = Slot {
            allowed: CardSet::FULL,
            need: 1,
            got: CardSet::EMPTY,
        };
        n += 1;
        n - 1
    });
    // call_for_best: the card each lone player buried, when another seat buried it.
    let exchanges = exchanges(view);
    let mut bury_slot = [None; 2];
    for (slot, ex) in bury_slot.iter_mut().zip(&exchanges) {
        if ex.is_some_and(|ex| ex.buried && ex.bury.is_none()) {
            slots[n] = Slot {
                allowed: CardSet::FULL,
                need: 1,
                got: CardSet::EMPTY,
            };
            *slot = Some(n);
            n += 1;
        }
    }
    let slots = &mut slots[..n];

    // The card the viewer passed to its lone partner and has not seen played: in the lone
    // player's hand, or buried when the hand has no room for it or has shown out of its suit.
    for (ex, bury) in exchanges.iter().zip(bury_slot) {
        let Some(ex) = ex.filter(|ex| ex.lone.partner() == me) else {
            continue;
        };
        let Some(card) = ex.card.filter(|&c| !played.contains(c)) else {
            continue;
        };
        let lone_slot = slot_seat.iter().position(|&s| s == Some(ex.lone))?;
        let slot = if slots[lone_slot].need > 0 && slots[lone_slot].allowed.contains(card) {
            lone_slot
        } else {
            bury?
        };
        if slots[slot].need == 0 {
            return None;
        }
        slots[slot].got.insert(card);
        slots[slot].need -= 1;
    }

    // The upcard another dealer picked up and has not played: in the dealer's hand, or
    // buried when the hand has no room for it or the dealer has shown out of its suit.
    // (Unless the viewer saw where it went: passed to a lone partner, or to the viewer.)
    let upcard_seen = played | view.hand | view.best_cards_seen();
    if me != dealer
        && view.upcard_state == UpcardState::PickedUp
        && !upcard_seen.contains(view.upcard)
    {
        let dealer_slot = slot_seat.iter().position(|&s| s == Some(dealer))?;
        let slot =
            if slots[dealer_slot].need > 0 && slots[dealer_slot].allowed.contains(view.upcard) {
                dealer_slot
            } else {
                discard_slot?
            };
        if slots[slot].need == 0 {
            return None;
        }
        slots[slot].got.insert(view.upcard);
        slots[slot].need -= 1;
    }

    // must_hold_trump: a maker who has shown no trump held one that is still unseen.
    // (Not for the dealer's naming of a turned Joker's suit: the rule asks nothing there.)
    let bid = !view.upcard.is_joker();
    if let Some(contract) = view.contract.filter(|_| view.rules.must_hold_trump && bid) {
        let trumps = CardSet::trumps(contract.trump);
        let shown = view.played_by(contract.maker) - CardSet::single(view.upcard);
        if contract.maker != me && !trumps.is_empty() && (shown & trumps).is_empty() {
            let maker_slot = slot_seat.iter().position(|&s| s == Some(contract.maker))?;
            // Out of trump now or no room: the trump was buried, as the dealer's discard or
            // (calling for best) after the partner's card came.
            let target =
                if !(voids[contract.maker] & trumps).is_empty() || slots[maker_slot].need == 0 {
                    match (
                        discard_slot.filter(|_| contract.maker == dealer),
                        bury_slot[0],
                    ) {
                        (Some(discard), Some(bury)) => {
                            if below(rng, 2) == 0 {
                                discard
                            } else {
                                bury
                            }
                        }
                        (discard, bury) => discard.or(bury)?,
                    }
                } else {
                    maker_slot
                };
            let candidates = unseen & trumps & slots[target].allowed;
            if candidates.is_empty() || slots[target].need == 0 {
                return None;
            }
            let card = candidates.nth(below(rng, candidates.len() as u32) as usize)?;
            slots[target].got.insert(card);
            slots[target].need -= 1;
            unseen.remove(card);
        }
    }

    // going_under: another seat deciding whether to go under was dealt three 9s or 10s.
    if let Some(seat) = view
        .to_act
        .filter(|&s| view.phase == Phase::GoingUnder && s != me)
    {
        let slot = slot_seat.iter().position(|&s| s == Some(seat))?;
        let nines = unseen & CardSet::rank(Rank::Nine);
        let tens = unseen & CardSet::rank(Rank::Ten);
        let ranks = [nines, tens].map(|cards| {
            if cards.len() >= 3 {
                cards
            } else {
                CardSet::EMPTY
            }
        });
        let options = ranks[0].len() + ranks[1].len();
        if options == 0 {
            return None;
        }
        // A rank in proportion to the cards that could make it.
        let mut pool = if (below(rng, options as u32) as usize) < ranks[0].len() {
            ranks[0]
        } else {
            ranks[1]
        };
        for _ in 0..3 {
            let card = pool.nth(below(rng, pool.len() as u32) as usize)?;
            pool.remove(card);
            unseen.remove(card);
            slots[slot].got.insert(card);
            slots[slot].need = slots[slot].need.checked_sub(1)?;
        }
    }

    // Most constrained cards first, ties in random order.
    let mut cards = [Card::ALL[0]; 32];
    let mut count = 0;
    for card in unseen {
        cards[count] = card;
        count += 1;
    }
    let cards = &mut cards[..count];
    crate::deal::shuffle(rng, cards);
    // A stable sort by the number of slots a card may go to (at most four): a counting sort,
    // no general sort code in the wasm.
    let mut choices = [0; 32];
    for (choice, &card) in choices.iter_mut().zip(cards.iter()) {
        *choice = slots.iter().filter(|s| s.allowed.contains(card)).count();
    }
    let mut sorted = [Card::ALL[0]; 32];
    let mut n = 0;
    for wanted in 0..=slots.len() {
        for (&card, &choice) in cards.iter().zip(&choices) {
            if choice == wanted {
                sorted[n] = card;
                n += 1;
            }
        }
    }
    cards.copy_from_slice(&sorted[..count]);
    // Every unseen card has a place and every place its cards (else `assign` would search
    // every way of failing).
    if slots.iter().map(|s| usize::from(s.need)).sum::<usize>() != count {
        return None;
    }
    if !assign(cards, slots, rng) {
        return None;
    }

    // The deal: each seat's cards now plus the cards it played; the dealer who picked up
    // also held the discard but not the upcard.
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    for &seat in seats {
        hands[seat] = if seat == me {
            view.hand
        } else {
            let i = slot_seat.iter().position(|&s| s == Some(seat))?;
            slots[i].got
        } | view.played_by(seat);
    }
    // call_for_best: each lone player held, before the exchange, the cards it holds now and
    // the card it buried, less the card passed to it; the partner held that card too. The
    // card passed, when the viewer did not see it: the one buried (any card would do, and
    // that one keeps the lone player's own five), or while the lone player holds six, any
    // of them but a picked-up upcard.
    let mut hidden = [None; 2];
    for ((ex, bury), hidden) in exchanges.iter().zip(bury_slot).zip(&mut hidden) {
        let Some(ex) = ex else { continue };
        let buried = match (ex.bury, bury) {
            _ if !ex.buried => None,
            (Some(card), _) => Some(card),
            (None, Some(i)) => Some(slots[i].got.first()?),
            (None, None) => return None,
        };
        // A dealer who picked up and sits out beside a lone defender passed the upcard, if
        // the lone player has played it.
        let upcard_passed = ex.lone.partner() == dealer
            && view.upcard_state == UpcardState::PickedUp
            && view.played_by(ex.lone).contains(view.upcard);
        // must_hold_trump: a buried trump may be the one the maker needed, so it was not the
        // card passed.
        let needed_trump = view.rules.must_hold_trump
            && view.contract.is_some_and(|c| {
                c.maker == ex.lone && buried.is_some_and(|card| card.is_trump(c.trump))
            });
        let passed = match (ex.card, buried) {
            (Some(card), _) => card,
            (None, _) if upcard_passed => view.upcard,
            (None, Some(card)) if !needed_trump => card,
            (None, _) => {
                let mut pool = hands[ex.lone];
                if ex.lone == dealer && view.upcard_state == UpcardState::PickedUp {
                    pool.remove(view.upcard);
                }
                pool.nth(below(rng, pool.len() as u32) as usize)?
            }
        };
        if let Some(card) = buried {
            hands[ex.lone].insert(card);
        }
        if !hands[ex.lone].remove(passed) {
            return None;
        }
        hands[ex.lone.partner()].insert(passed);
        *hidden = Some((ex.lone, passed, buried));
    }
    let discard = match (discard_slot, view.discard) {
        (Some(i), _) => slots[i].got.first(),
        (None, own) => own,
    };
    if view.upcard_state == UpcardState::PickedUp {
        if let Some(card) = discard {
            hands[dealer].insert(card);
        }
        if !hands[dealer].remove(view.upcard) {
            return None;
        }
    }
    // going_under: the goer was dealt the three shown and two of the cards held now; the
    // kitty held the other three (any three: no one else saw them, and the goer's own view
    // needs only the cards held now).
    let kitty = match went_under {
        Some((goer, shown)) => {
            let mut received = CardSet::EMPTY;
            let mut pool = hands[goer];
            for _ in 0..3 {
                let card = pool.nth(below(rng, pool.len() as u32) as usize)?;
                pool.remove(card);
                received.insert(card);
            }
            hands[goer] = pool | shown.into_iter().collect();
            received
        }
        None => slots[kitty_slot].got,
    };
    let deal = Deal {
        hands,
        upcard: view.upcard,
        kitty,
    };
    replay(view, deal, discard, &hidden)
}

/// Gives each card to a slot that allows it, backtracking when a card has nowhere to go.
fn assign<R: Rng + ?Sized>(cards: &[Card], slots: &mut [Slot], rng: &mut R) -> bool {
    let Some((&card, rest)) = cards.split_first() else {
        return true;
    };
    let mut candidates = [0usize; MAX_SLOTS];
    let mut n = 0;
    for (i, slot) in slots.iter().enumerate() {
        if slot.need > 0 && slot.allowed.contains(card) {
            candidates[n] = i;
            n += 1;
        }
    }
    while n > 0 {
        // Weighted by the cards each slot still needs: uniform when nothing constrains.
        let total: u32 = candidates[..n]
            .iter()
            .map(|&i| u32::from(slots[i].need))
            .sum();
        let mut pick = below(rng, total);
        let mut k = 0;
        while pick >= u32::from(slots[candidates[k]].need) {
            pick -= u32::from(slots[candidates[k]].need);
            k += 1;
        }
        let i = candidates[k];
        slots[i].need -= 1;
        slots[i].got.insert(card);
        if assign(rest, slots, rng) {
            return true;
        }
        slots[i].need += 1;
        slots[i].got.remove(card);
        candidates[k] = candidates[n - 1];
        n -= 1;
    }
    false
}

/// One lone player's exchange with the partner (variant `call_for_best`) as a view knows
/// it, once the partner has passed a card.
#[derive(Clone, Copy, Debug)]
struct Exchange {
    /// The lone player.
    lone: Seat,
    /// Whether the lone player has buried a card (or holds six still).
    buried: bool,
    /// The card passed, if the viewer is one of the two partners.
    card: Option<Card>,
    /// The card buried, if the viewer buried it.
    bury: Option<Card>,
}

/// The exchanges of the lone maker and a lone defender in `view`, each once its card has
/// been passed.
fn exchanges(view: &PlayerView) -> [Option<Exchange>; 2] {
    let lone = [
        view.contract.filter(|c| c.alone).map(|c| c.maker),
        view.defender_alone,
    ];
    lone.map(|lone| {
        let lone = lone?;
        if !view.history.contains(&(lone, Action::CallForBest))
            || (view.phase == Phase::PassBest && view.to_act == Some(lone.partner()))
        {
            return None;
        }
        let find = |seat: Seat, bury: bool| {
            view.history.iter().find_map(|&(s, action)| match action {
                Action::PassBest(card) if s == seat && !bury => Some(card),
                Action::Bury(card) if s == seat && bury => Some(card),
                _ => None,
            })
        };
        Some(Exchange {
            lone,
            buried: !(view.phase == Phase::Bury && view.to_act == Some(lone)),
            card: find(lone.partner(), false),
            bury: find(lone, true),
        })
    })
}

/// The hidden half of an exchange: the lone player, the card passed and the card buried.
type Hidden = Option<(Seat, Card, Option<Card>)>;

/// Replays the view's history on `deal`, with `discard` as the dealer's buried card and
/// `hidden` the exchanges' cards that the view does not list.
fn replay(
    view: &PlayerView,
    deal: Deal,
    discard: Option<Card>,
    hidden: &[Hidden; 2],
) -> Option<Hand> {
    let mut hand = Hand::new(view.rules, view.dealer, deal);
    let mut history = view.history.iter().copied().peekable();
    loop {
        // A card passed to a lone player or buried by one that the view does not list.
        if matches!(hand.phase(), Phase::PassBest | Phase::Bury) {
            let seat = hand.to_act()?;
            let listed = matches!(history.peek(),
                Some(&(s, Action::PassBest(_) | Action::Bury(_))) if s == seat);
            if !listed {
                if view.phase == hand.phase()
                    && view.to_act == Some(seat)
                    && history.peek().is_none()
                {
                    break;
                }
                let passing = hand.phase() == Phase::PassBest;
                let lone = if passing { seat.partner() } else { seat };
                let &(_, passed, buried) = hidden.iter().flatten().find(|h| h.0 == lone)?;
                let action = if passing {
                    Action::PassBest(passed)
                } else {
                    Action::Bury(buried?)
                };
                hand.apply(seat, action).ok()?;
                continue;
            }
        }
        // A seat dealt a farmer's hand that the history does not show going under kept it
        // (others' decisions to keep are not in the view).
        if hand.phase() == Phase::GoingUnder {
            let seat = hand.to_act()?;
            let theirs = matches!(history.peek(),
                Some(&(s, Action::GoUnder(_) | Action::KeepHand)) if s == seat);
            if !theirs {
                if view.phase == Phase::GoingUnder
                    && view.to_act == Some(seat)
                    && history.peek().is_none()
                {
                    break;
                }
                hand.apply(seat, Action::KeepHand).ok()?;
                continue;
            }
        }
        if hand.phase() == Phase::Discard
            && !matches!(history.peek(), Some((_, Action::Discard(_))))
        {
            if view.phase == Phase::Discard {
                break;
            }
            hand.apply(view.dealer, Action::Discard(discard?)).ok()?;
            continue;
        }
        let Some((seat, action)) = history.next() else {
            break;
        };
        hand.apply(seat, action).ok()?;
    }
    // A finished game's view says GameOver where its last hand says HandOver.
    let phase = match view.phase {
        Phase::GameOver => Phase::HandOver,
        phase => phase,
    };
    (hand.phase() == phase && hand.to_act() == view.to_act).then_some(hand)
}
