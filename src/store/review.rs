//! The bridge to the coach's review (`euchre_ai::review`): each decision of the game on
//! screen is one `Job::Review` request to the worker pool, asked when its hand's timeline
//! opens, when its hand's summary opens and at the game's end (every decision); learning
//! mode's summary shows the computers' bids' reasons from them ([`GameStore::bid_reasons`]). The
//! answers are kept by decision (and saved with the game); a request made stale by undo, a
//! new game, a replay or going back to the game is cancelled, and its answer never applied.
//! The page computes no value: it shows [`DecisionReview`]s.

use std::collections::VecDeque;

use euchre::{Action, Game};
use euchre_ai::review::DecisionReview;
use euchre_ai::work::{Job, Outcome};
use leptos::prelude::*;

use super::Swept;

use super::{GameStore, YOU};
use crate::workers;

/// How many reviews are with the pool at once: enough for two workers to share a hand (the
/// pool sends them only when the game's own jobs leave a worker idle, and keeps one worker
/// free of them when it has two or more).
const AT_ONCE: usize = 2;

/// The seed of the review of decision `index` of the game of seed `game_seed`: fixed, so a
/// review is the same on every page and worker (and distinct from the turn's seed,
/// [`turn_seed`](super::turn_seed)).
pub fn review_seed(game_seed: u64, index: usize) -> u64 {
    game_seed.rotate_left(29) ^ (index as u64 + 1).wrapping_mul(0xD6E8_FEB8_6659_FD93)
}

/// The review's search: [`SearchConfig::review`](euchre_ai::SearchConfig::review) in the
/// workers. With the `page-ai` feature (the browser tests, where every job runs on the page's
/// own thread) [`SMALL_REVIEW`], so that a test that mounts a finished game is not held up
/// by the review of all of it.
pub fn review_config() -> euchre_ai::SearchConfig {
    if cfg!(feature = "page-ai") {
        SMALL_REVIEW
    } else {
        euchre_ai::SearchConfig::review()
    }
}

/// A far smaller search than the review's, for the browser tests: 4 worlds a card and 6 a
/// bid.
const SMALL_REVIEW: euchre_ai::SearchConfig = euchre_ai::SearchConfig {
    play_worlds: 4,
    bid_worlds: 6,
    max_bid_worlds: 0,
    max_play_worlds: 0,
};

/// What to ask the review for ([`Msg::Review`](super::Msg::Review)).
#[derive(Clone, Debug, PartialEq)]
pub enum Review {
    /// Every decision of hand `n` (from 0) not yet reviewed (its timeline opened).
    Hand(u32),
    /// Every decision of the game not yet reviewed (the game's end).
    Game,
    /// A review came: kept if it is of the game on screen (tests send it too).
    Came(Box<DecisionReview>),
}

/// The reviews of the game on screen, by decision, and the requests under way.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reviews {
    /// The review of each decision, by its index in `game.actions()`.
    pub(super) done: Swept<Vec<Option<DecisionReview>>>,
    /// The decisions waiting for their review (queued or with the pool), in asking order.
    waiting: Swept<Vec<usize>>,
    /// The queue not yet sent, and the requests with the pool: (decision, the pool's id).
    queue: StoredValue<VecDeque<usize>>,
    asked: StoredValue<Vec<(usize, u64)>>,
}

impl Reviews {
    pub(super) fn new(done: Vec<Option<DecisionReview>>) -> Reviews {
        Reviews {
            done: Swept::new(done),
            waiting: Swept::new(Vec::new()),
            queue: StoredValue::new(VecDeque::new()),
            asked: StoredValue::new(Vec::new()),
        }
    }
}

/// The reviews of `game` by decision, from a list (a save): each kept only if it is of the
/// decision the game took there.
pub(super) fn by_decision(game: &Game, list: Vec<DecisionReview>) -> Vec<Option<DecisionReview>> {
    let mut out: Vec<Option<DecisionReview>> = Vec::new();
    for review in list {
        let i = review.index;
        if game.actions().get(i) == Some(&(review.seat, review.chosen)) {
            if out.len() <= i {
                out.resize(i + 1, None);
            }
            out[i] = Some(review);
        }
    }
    out
}

/// Whether an action is a bid (a computer's bid gets a speech bubble).
fn is_bid(action: Action) -> bool {
    !matches!(
        action,
        Action::Play(_) | Action::Discard(_) | Action::PassBest(_) | Action::Bury(_)
    )
}

impl GameStore {
    fn reviews(self) -> Reviews {
        self.coach.reviews
    }

    /// The review of decision `index` of the game on screen, once it came.
    pub fn review(self, index: usize) -> Option<DecisionReview> {
        self.reviews()
            .done
            .with(|d| d.get(index).cloned().flatten())
    }

    /// Whether the review of decision `index` is being made.
    pub fn reviewing(self, index: usize) -> bool {
        self.reviews().waiting.with(|w| w.contains(&index))
    }

    /// Every review of the game on screen that came, in decision order.
    pub fn all_reviews(self) -> Vec<DecisionReview> {
        self.reviews()
            .done
            .with(|d| d.iter().flatten().cloned().collect())
    }

    /// (reviews that came, decisions with a choice) while the game's review is under way;
    /// `None` when nothing is waiting.
    pub fn review_progress(self) -> Option<(usize, usize)> {
        if self.reviews().waiting.with(Vec::is_empty) {
            return None;
        }
        let done = self.reviews().done.with(|d| d.iter().flatten().count());
        let total = self.game.with(|g| super::choices(g).len());
        Some((done.min(total), total))
    }

    /// Learning mode's reasons for the computers' bids of hand `hand`, once their reviews
    /// came ("West passes: left bower in diamonds"), in the order they were made: after the
    /// hand, never during it (a computer's cards are its own until the hand is over).
    pub fn bid_reasons(self, hand: u32) -> Vec<String> {
        if !self.settings.with(|s| s.learning) {
            return Vec::new();
        }
        let bids: Vec<usize> = self.game.with(|g| {
            let actions = g.actions();
            super::choices(g)
                .into_iter()
                .filter(|&(h, i)| h == hand && actions[i].0 != YOU && is_bid(actions[i].1))
                .map(|(_, i)| i)
                .collect()
        });
        self.reviews().done.with(|d| {
            bids.iter()
                .filter_map(|&i| d.get(i)?.as_ref()?.speech.clone())
                .collect()
        })
    }

    /// [`Msg::Review`](super::Msg::Review).
    pub(super) fn ask_review(self, what: Review) {
        let wanted: Vec<usize> = match what {
            Review::Came(review) => return self.keep_review(*review),
            Review::Hand(n) => self.game.with_untracked(|g| {
                super::choices(g)
                    .into_iter()
                    .filter(|&(hand, _)| hand == n)
                    .map(|(_, index)| index)
                    .collect()
            }),
            Review::Game => self
                .game
                .with_untracked(|g| super::choices(g).into_iter().map(|(_, i)| i).collect()),
        };
        self.enqueue(wanted, false);
    }

    /// Queues the decisions `wanted` not yet reviewed nor waiting (`first`: ahead of the
    /// others), and sends what the pool may take.
    fn enqueue(self, wanted: Vec<usize>, first: bool) {
        let reviews = self.reviews();
        let new: Vec<usize> = wanted
            .into_iter()
            .filter(|&i| {
                reviews
                    .done
                    .with_untracked(|d| d.get(i).is_none_or(Option::is_none))
                    && !reviews.waiting.with_untracked(|w| w.contains(&i))
            })
            .collect();
        if new.is_empty() {
            return;
        }
        reviews.waiting.update(|w| w.extend(&new));
        reviews.queue.update_value(|q| {
            if first {
                for &i in new.iter().rev() {
                    q.push_front(i);
                }
            } else {
                q.extend(new);
            }
        });
        self.send_reviews();
    }

    /// Sends queued reviews to the pool while fewer than [`AT_ONCE`] are with it.
    fn send_reviews(self) {
        let reviews = self.reviews();
        while reviews.asked.with_value(Vec::len) < AT_ONCE {
            let Some(index) = reviews
                .queue
                .try_update_value(VecDeque::pop_front)
                .flatten()
            else {
                return;
            };
            let level_now = self.level_now();
            let job = self.game.with_untracked(|g| {
                let mut record = g.record();
                let &(seat, _) = record.actions.get(index)?;
                record.actions.truncate(index + 1);
                let level = (seat != YOU).then_some(level_now);
                Some(Job::Review {
                    seed: review_seed(record.seed, index),
                    record,
                    index,
                    level,
                    config: review_config(),
                })
            });
            let Some(job) = job else {
                reviews.waiting.update(|w| w.retain(|&i| i != index));
                continue;
            };
            let epoch = self.epoch.get_value();
            let id = workers::ask(job, move |answer| self.reviewed(epoch, index, answer));
            reviews.asked.update_value(|a| a.push((index, id)));
        }
    }

    /// A review's answer: kept if the game on screen is still the one it was asked of.
    fn reviewed(self, epoch: u64, index: usize, answer: workers::Answer) {
        if self.epoch.try_get_value() != Some(epoch) {
            return; // stale: cancelled, and the store's requests are another game's
        }
        let reviews = self.reviews();
        reviews
            .asked
            .update_value(|a| a.retain(|&(i, _)| i != index));
        reviews.waiting.update(|w| w.retain(|&i| i != index));
        if let Ok(Outcome::Review(Some(review))) = answer
            && review.index == index
        {
            self.keep_review(*review);
        }
        self.send_reviews();
    }

    /// Keeps `review` if it is of the decision the game on screen took there.
    fn keep_review(self, review: DecisionReview) {
        let index = review.index;
        let ours = self
            .game
            .with_untracked(|g| g.actions().get(index) == Some(&(review.seat, review.chosen)));
        if ours {
            self.reviews().done.update(|d| {
                if d.len() <= index {
                    d.resize(index + 1, None);
                }
                d[index] = Some(review);
            });
        }
    }

    /// The game on screen was replaced from decision `from` on: the reviews from there are
    /// forgotten, and every request under way is cancelled (its answer, should one come, is
    /// dropped by the epoch: see [`GameStore::reviewed`]).
    pub(super) fn forget_reviews(self, from: usize) {
        let reviews = self.reviews();
        for (_, id) in reviews
            .asked
            .try_update_value(std::mem::take)
            .unwrap_or_default()
        {
            workers::cancel(id);
        }
        reviews.queue.update_value(VecDeque::clear);
        reviews.waiting.set(Vec::new());
        reviews.done.update(|d| d.truncate(from));
    }

    /// Asks for reviews by themselves: a hand's when its summary opens, the whole game's at
    /// its end.
    pub(super) fn review_effects(self) {
        let summary = self.summary();
        Effect::new(move |_| {
            let over = self.game.with(Game::is_over);
            let what = if over {
                Review::Game
            } else if let Some(i) = summary.get() {
                Review::Hand(self.game.with_untracked(|g| g.history()[i].number))
            } else {
                return;
            };
            // Asked in a task of its own: the hand's last card and its summary are drawn
            // first (the requests' records are built and sent to the workers after).
            let ask = move || {
                // Unless the store went meanwhile (a test's page taken down).
                if self.epoch.try_get_value().is_some() {
                    self.ask_review(what);
                }
            };
            set_timeout(ask, std::time::Duration::ZERO);
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::Rules;
    use euchre_ai::Difficulty;

    #[test]
    fn review_seeds_are_fixed_and_not_the_turns() {
        for game in [0, 1, 42, u64::MAX] {
            for index in 0..200 {
                assert_eq!(review_seed(game, index), review_seed(game, index));
                assert_ne!(
                    review_seed(game, index),
                    super::super::turn_seed(game, index)
                );
                assert_ne!(review_seed(game, index), review_seed(game, index + 1));
            }
        }
    }

    /// Reviews read back from a save are kept only at the decision they are of.
    #[test]
    fn saved_reviews_go_back_to_their_decisions() {
        let mut game = Game::new(Rules::standard(), 4);
        for _ in 0..6 {
            let seat = game.to_act().unwrap();
            let action = euchre_ai::player(Difficulty::Normal, 4).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        let record = game.record();
        let config = SMALL_REVIEW;
        let review = |i| euchre_ai::review::review_decision(&record, i, 1, None, &config).unwrap();
        let (two, five) = (review(2), review(5));
        let mut wrong = review(3);
        wrong.index = 4; // not the decision taken at 4
        let back = by_decision(&game, vec![five.clone(), wrong, two.clone()]);
        assert_eq!(back.len(), 6);
        assert_eq!(back[2], Some(two));
        assert_eq!(back[5], Some(five));
        assert_eq!(back.iter().flatten().count(), 2);
    }
}

/// The seeds of the end-to-end test's known mistake: `cargo test -p bower --lib -- --ignored
/// south_mistakes --nocapture` plays each game as the page does (the computers at Normal,
/// each turn seeded by `turn_seed`) to South's first bid and prints the bids the review
/// marks a Mistake there, with what they cost.
#[cfg(test)]
mod seeds {
    use super::*;
    use euchre::Rules;
    use euchre_ai::Difficulty;
    use euchre_ai::review::{Verdict, review_decision};

    #[test]
    #[ignore = "a search for seeds, not a test"]
    fn south_mistakes() {
        for seed in 0..40u64 {
            let mut game = Game::new(Rules::standard(), seed);
            while let Some(seat) = game.to_act().filter(|&s| s != YOU) {
                let at = game.actions().len();
                let view = game.view(seat);
                let action =
                    euchre_ai::player(Difficulty::Normal, super::super::turn_seed(seed, at))
                        .choose(&view);
                game.apply(seat, action).unwrap();
            }
            let index = game.actions().len();
            let first = game.legal_actions()[0];
            game.apply(YOU, first).unwrap();
            let config = euchre_ai::SearchConfig::review();
            let r = review_decision(
                &game.record(),
                index,
                review_seed(seed, index),
                None,
                &config,
            )
            .unwrap();
            let best = &r.options[0];
            for o in &r.options {
                let cost = best.win_chance - o.win_chance;
                if Verdict::of(cost, false) == Verdict::Mistake {
                    println!(
                        "seed {seed} index {index}: {} costs {:.1} % ({:.2} points); best {}",
                        o.action,
                        cost * 100.0,
                        best.expected_points - o.expected_points,
                        best.action
                    );
                }
            }
        }
    }
}
