//! The double-dummy solver: the exact result of the remaining tricks of a deal when every
//! card is known and everyone plays perfectly.
//!
//! Alpha-beta over single cards, a transposition table at trick boundaries (keyed by every
//! remaining card, the leader, trump and who plays, so it stays valid from one solve to the
//! next), move ordering (winners cheaply, bosses first when leading) and equivalent-card
//! merging: two cards of one suit with no other remaining card between them take the same
//! tricks, so only one is searched. Two cheap bounds cut the rest: a window outside 0 to the
//! tricks left is decided at once, and at a trick boundary each side's sure tricks (the
//! highest remaining trumps in one of its hands) bound the value from below and above. Each
//! halved the solve (criterion's `solver` bench: a full hand 79 → 41 µs, the makers' result
//! 51 → 20 µs), the values unchanged (the tests check them against plain minimax).
//!
//! Sides: with four players a side is a partnership; with three (cutthroat) it is the maker
//! alone against the two defenders together ([`Solver::solve_side`]), and North's empty
//! place is skipped in the turn order.
//!
//! # Example
//! ```
//! use euchre::{Action, Deal, Hand, Rules, Seat, Team};
//! use euchre_ai::solver::Solver;
//!
//! let mut hand = Hand::new(Rules::standard(), Seat::East, Deal::new(3, Seat::East));
//! hand.apply_unchecked(Action::OrderUp { alone: false }); // South orders up
//! let discard = hand.legal_actions()[0];
//! hand.apply_unchecked(discard);
//! let mut solver = Solver::new();
//! let makers = solver.solve(&hand, Team::NorthSouth);
//! let defenders = solver.solve(&hand, Team::EastWest);
//! assert_eq!(makers + defenders, 5);
//! ```

use euchre::{Card, Hand, Players, Seat, Team};

/// A side as seat bits (bit `seat.index()`).
type Side = u8;

/// The seats of `team` as bits.
const fn team_bits(team: Team) -> Side {
    let [a, b] = team.seats();
    (1 << a.index()) | (1 << b.index())
}

/// The side of `seat` in `hand` (in play): with four its partnership, with three the maker
/// alone or the two defenders together.
fn side_of(hand: &Hand, seat: Seat) -> Side {
    match hand.rules().players {
        Players::Four => team_bits(seat.team()),
        Players::Three => {
            let maker = hand.contract().expect("play has a contract").maker;
            let maker_bit = 1 << maker.index();
            let defenders = hand
                .seats()
                .iter()
                .filter(|&&s| s != maker)
                .fold(0, |bits, s| bits | 1 << s.index());
            if seat == maker { maker_bit } else { defenders }
        }
    }
}

/// The makers' side of `hand` (in play).
fn makers_of(hand: &Hand) -> Side {
    side_of(hand, hand.contract().expect("play has a contract").maker)
}

/// The tricks already won by the seats of `side`.
fn side_tricks(hand: &Hand, side: Side) -> u8 {
    Seat::ALL
        .into_iter()
        .filter(|s| side & 1 << s.index() != 0)
        .map(|s| hand.tricks_won()[s])
        .sum()
}

/// A table entry packed in 16 bytes: the 110-bit key, then the lower and upper bounds on
/// the searching team's tricks (3 bits each).
#[derive(Clone, Copy, Debug, Default)]
struct Entry(u128);

const KEY_BITS: u32 = 110;

impl Entry {
    #[inline]
    fn new(key: u128, lower: u8, upper: u8) -> Entry {
        debug_assert!(key >> KEY_BITS == 0 && lower <= 7 && upper <= 7);
        Entry(key | u128::from(lower) << KEY_BITS | u128::from(upper) << (KEY_BITS + 3))
    }

    #[inline]
    fn key(self) -> u128 {
        self.0 & ((1 << KEY_BITS) - 1)
    }

    #[inline]
    fn lower(self) -> u8 {
        (self.0 >> KEY_BITS) as u8 & 7
    }

    #[inline]
    fn upper(self) -> u8 {
        (self.0 >> (KEY_BITS + 3)) as u8 & 7
    }
}

const TT_BITS: u32 = 15;

/// A double-dummy solver with its transposition table, reused between solves.
#[derive(Clone, Debug)]
pub struct Solver {
    table: Vec<Entry>,
    /// The side (seat bits) whose tricks are maximised in the current search.
    side: Side,
    nodes: u64,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

/// Spare tables of dropped solvers, reused by the next [`Solver::new`] on the thread (a
/// table's entries stay true from one deal to the next: the key is the whole position).
const SPARE_TABLES: usize = 4;

std::thread_local! {
    static SPARE: core::cell::RefCell<Vec<Vec<Entry>>> = const { core::cell::RefCell::new(Vec::new()) };
}

impl Drop for Solver {
    fn drop(&mut self) {
        let table = core::mem::take(&mut self.table);
        if table.len() == 1 << TT_BITS {
            let _ = SPARE.try_with(|spare| {
                if let Ok(mut spare) = spare.try_borrow_mut()
                    && spare.len() < SPARE_TABLES
                {
                    spare.push(table);
                }
            });
        }
    }
}

impl Solver {
    /// A solver with a table: a dropped solver's when one is spare on this thread (its
    /// entries stay valid, so results never depend on it), else a new one.
    pub fn new() -> Solver {
        let table = SPARE
            .try_with(|spare| spare.try_borrow_mut().ok().and_then(|mut s| s.pop()))
            .ok()
            .flatten()
            .unwrap_or_else(|| vec![Entry::default(); 1 << TT_BITS]);
        Solver {
            table,
            side: team_bits(Team::NorthSouth),
            nodes: 0,
        }
    }

    /// Positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The tricks `team`'s seats take from now on (the trick in progress and the rest) when
    /// everyone plays perfectly, every card known. A four-player question: with three, the
    /// sides are the maker and the two defenders ([`solve_side`](Solver::solve_side)).
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn solve(&mut self, hand: &Hand, team: Team) -> u8 {
        let pos = Pos::from_hand(hand);
        let remaining = pos.remaining();
        let side = team_bits(team) & pos.active;
        self.search_side(&pos, side, 0, i32::from(remaining) + 1)
    }

    /// The tricks `seat`'s side takes from now on when everyone plays perfectly, every card
    /// known: with four its partnership, with three the maker alone or the two defenders
    /// together.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn solve_side(&mut self, hand: &Hand, seat: Seat) -> u8 {
        let pos = Pos::from_hand(hand);
        let remaining = pos.remaining();
        self.search_side(&pos, side_of(hand, seat), 0, i32::from(remaining) + 1)
    }

    fn search_side(&mut self, pos: &Pos, side: Side, alpha: i32, beta: i32) -> u8 {
        self.side = side;
        self.ab(pos, alpha, beta) as u8
    }

    /// The value of every legal card of the seat to act: the tricks its side (its team; by
    /// three the maker, or the two defenders) then takes from now on, with perfect play
    /// after. Equivalent cards get the same value.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn card_values(&mut self, hand: &Hand) -> Vec<(Card, u8)> {
        let pos = Pos::from_hand(hand);
        let side = pos.side(pos.to_act);
        let playable = pos.playable();
        let mut values = Vec::with_capacity(playable.len());
        for card in playable {
            let mut child = pos;
            let gained = match child.play(card) {
                Some(w) => u8::from(side & 1 << w.index() != 0),
                None => 0,
            };
            let rest = if child.remaining() == 0 {
                0
            } else {
                let remaining = i32::from(child.remaining());
                self.search_side(&child, side, 0, remaining + 1)
            };
            values.push((card, gained + rest));
        }
        values
    }

    /// Whether `team` takes at least `k` tricks from now on (a zero-window search: much
    /// cheaper than [`solve`](Solver::solve)). A four-player question, as `solve`.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn at_least(&mut self, hand: &Hand, team: Team, k: u8) -> bool {
        let pos = Pos::from_hand(hand);
        let side = team_bits(team) & pos.active;
        self.probe(&pos, side, k)
    }

    fn probe(&mut self, pos: &Pos, side: Side, k: u8) -> bool {
        if k == 0 {
            return true;
        }
        if k > pos.remaining() {
            return false;
        }
        self.side = side;
        self.ab(pos, i32::from(k) - 1, i32::from(k)) >= i32::from(k)
    }

    /// The makers' tricks (by three, the maker's) at the end of the hand as far as the
    /// score can tell: 2 for any euchre (0 to 2), 3 for 3 or 4, 5 for a march. Two
    /// zero-window searches at most.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn maker_result(&mut self, hand: &Hand) -> u8 {
        let pos = Pos::from_hand(hand);
        let won = side_tricks(hand, pos.makers);
        self.classify(&pos, pos.makers, won)
    }

    fn classify(&mut self, pos: &Pos, makers: Side, won: u8) -> u8 {
        if !self.probe(pos, makers, 3u8.saturating_sub(won)) {
            2
        } else if self.probe(pos, makers, 5 - won) {
            5
        } else {
            3
        }
    }

    /// For every legal card of the seat to act, the makers' final tricks as far as the
    /// score can tell (see [`maker_result`](Solver::maker_result)).
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn card_results(&mut self, hand: &Hand) -> Vec<(Card, u8)> {
        let pos = Pos::from_hand(hand);
        pos.playable()
            .iter()
            .map(|card| (card, self.card_result(hand, card)))
            .collect()
    }

    /// The makers' final tricks as far as the score can tell (see
    /// [`maker_result`](Solver::maker_result)) when the seat to act plays `card`; 0 when
    /// `card` is not playable.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn card_result(&mut self, hand: &Hand, card: Card) -> u8 {
        let pos = Pos::from_hand(hand);
        if !pos.playable().contains(card) {
            return 0;
        }
        let makers = pos.makers;
        let won = side_tricks(hand, makers);
        let mut child = pos;
        let gained = match child.play(card) {
            Some(w) => u8::from(makers & 1 << w.index() != 0),
            None => 0,
        };
        self.classify(&child, makers, won + gained)
    }

    /// The best card for the seat to act and the tricks its side then takes from now on.
    ///
    /// # Panics
    /// If the hand is not in the Play phase.
    pub fn best_play(&mut self, hand: &Hand) -> (Card, u8) {
        self.card_values(hand)
            .into_iter()
            .max_by_key(|&(card, v)| (v, core::cmp::Reverse(card.index())))
            .expect("a card to play")
    }

    /// Alpha-beta: the side's tricks from `pos`, exact when strictly inside (alpha, beta).
    fn ab(&mut self, pos: &Pos, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let remaining = i32::from(pos.remaining());
        // The side takes 0 to `remaining` tricks: a window that lies outside is decided
        // (fail-soft: `remaining` bounds the value from above, 0 from below).
        if remaining <= alpha {
            return remaining;
        }
        if beta <= 0 {
            return 0;
        }
        let at_boundary = pos.in_trick == 0;
        let side = self.side;
        let key = if at_boundary { pos.key(side) } else { 0 };
        let slot = if at_boundary {
            (mix(key) >> (64 - TT_BITS)) as usize
        } else {
            0
        };
        if at_boundary {
            if remaining == 1 {
                // Last trick: everyone has one card.
                let mut p = *pos;
                while p.remaining() > 0 {
                    let card = p.hands[p.to_act.index()].first().expect("a card");
                    if let Some(w) = p.play(card) {
                        return i32::from(side & 1 << w.index() != 0);
                    }
                }
            }
            // Sure tricks bound the value: the side's own from below, the other side's
            // from above.
            let sure = i32::from(pos.sure_tricks(side));
            if sure >= beta {
                return sure;
            }
            let most = remaining - i32::from(pos.sure_tricks(pos.active & !side));
            if most <= alpha {
                return most;
            }
            let e = self.table[slot];
            if e.key() == key && e.upper() >= e.lower() {
                let (lo, hi) = (i32::from(e.lower()), i32::from(e.upper()));
                if lo >= beta {
                    return lo;
                }
                if hi <= alpha {
                    return hi;
                }
                alpha = alpha.max(lo);
                beta = beta.min(hi);
                if lo == hi {
                    return lo;
                }
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let maximizing = side & 1 << pos.to_act.index() != 0;
        let moves = self.moves(pos);
        let mut best = if maximizing { -1 } else { remaining + 1 };
        for &card in &moves.cards[..moves.len] {
            let mut child = *pos;
            let gained = match child.play(card) {
                Some(w) => i32::from(side & 1 << w.index() != 0),
                None => 0,
            };
            let value = gained + self.ab(&child, alpha - gained, beta - gained);
            if maximizing {
                if value > best {
                    best = value;
                }
                if best > alpha {
                    alpha = best;
                }
            } else {
                if value < best {
                    best = value;
                }
                if best < beta {
                    beta = best;
                }
            }
            if alpha >= beta {
                break;
            }
        }
        if at_boundary {
            let old = self.table[slot];
            let (mut lower, mut upper) = if old.key() == key && old.upper() >= old.lower() {
                (old.lower(), old.upper())
            } else {
                (0, remaining as u8)
            };
            if best <= alpha0 {
                upper = upper.min(best as u8);
            } else if best >= beta0 {
                lower = lower.max(best as u8);
            } else {
                lower = best as u8;
                upper = best as u8;
            }
            if lower > upper {
                // A bound from another search window disagreed: keep the newest.
                (lower, upper) = if best <= alpha0 {
                    (0, best as u8)
                } else {
                    (best as u8, remaining as u8)
                };
            }
            self.table[slot] = Entry::new(key, lower, upper);
        }
        best
    }
}

#[inline]
fn mix(key: u128) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mut x = folded;
    x ^= x >> 33;
    x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
    x ^= x >> 33;
    x = x.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    x ^ (x >> 33)
}

mod brute;
mod moves;
mod pos;

use pos::Pos;

pub use brute::{brute_force, brute_force_side};

#[cfg(test)]
mod tests;
