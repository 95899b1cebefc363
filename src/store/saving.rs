//! The saves' format: the game in progress (with the coach's reviews and, while practising,
//! the real game), the settings and the statistics as the JSON text kept in localStorage
//! (`storage.rs` reads and writes it). Every function here is reached through a [`Codec`],
//! which in the site's build only the saves' chunk makes: serde's code, the bulk of a save,
//! is then not in the first paint.

use euchre::{Game, LoadError, SAVE_FORMAT};
use euchre_ai::review::DecisionReview;
use serde::{Deserialize, Serialize};

use super::address::{Address, address};
use super::coach::{Coached, Kept};
use super::review::by_decision;
use super::{Accepted, Settings, Stats, open_challenge, open_game};

/// The version of the saved game wrapper; another one is not resumed (and kept aside).
const SAVE_VERSION: u32 = 1;
/// The version of a save made while practising (it holds the real game too): a version of
/// Bower that knows no practice keeps it aside rather than resume the practice as the game.
const PRACTICE_VERSION: u32 = 2;

/// Writes the save of the game on screen (with its summaries seen, whether undo was used,
/// the real game kept aside while practising and the reviews of the game's decisions), handing
/// its text to the sink a piece at a time ([`Pieces`], in the room the first argument keeps for
/// them); false if it could not be written.
pub(super) type WriteSave = fn(
    &mut Vec<u8>,
    &mut dyn FnMut(&str),
    &Game,
    usize,
    bool,
    Option<&Kept>,
    &[Option<DecisionReview>],
) -> bool;

/// What reads and writes saves, as plain functions: the page calls them once it has one
/// (`storage.rs`), whichever wasm holds them.
#[derive(Clone, Copy, Debug)]
pub(super) struct Codec {
    /// A saved game, or why it cannot be resumed.
    pub(super) read_save: fn(&str) -> Result<Resumed, Unreadable>,
    /// The text of a save ([`WriteSave`]).
    pub(super) write_save: WriteSave,
    /// Saved settings (`None`: unreadable).
    pub(super) read_settings: fn(&str) -> Option<Settings>,
    /// Saved statistics (`None`: unreadable).
    pub(super) read_stats: fn(&str) -> Option<Stats>,
    /// The text of the settings.
    pub(super) write_settings: fn(&Settings) -> Option<String>,
    /// The text of the statistics.
    pub(super) write_stats: fn(&Stats) -> Option<String>,
    /// The challenge an address names ([`open_challenge`]): here, so that its decoding is in
    /// this chunk, not in the first paint's wasm.
    pub(super) open_challenge: fn(&str) -> Option<Result<Accepted, String>>,
    /// The rules and level an address names ([`open_game`]), here for the same reason.
    pub(super) open_game: fn(&str) -> Option<Result<euchre_ai::challenge::Setup, String>>,
    /// The address naming a game ([`address`]), here for the same reason: the address names
    /// the game once the page has the codec, as the game is saved once it has it.
    pub(super) address: fn(&Address) -> String,
}

impl Codec {
    /// The functions of this module.
    pub(super) fn new() -> Codec {
        Codec {
            read_save,
            write_save,
            read_settings: |text| serde_json::from_str(text).ok(),
            read_stats: |text| serde_json::from_str(text).ok(),
            write_settings: |settings| serde_json::to_string(settings).ok(),
            write_stats: |stats| serde_json::to_string(stats).ok(),
            open_challenge,
            open_game,
            address,
        }
    }
}

/// The game in progress as saved: the engine's save and what the page shows on top of it.
/// Read as this, after its version ([`SavedVersion`]); written as [`SavedGameOut`], the same
/// fields from borrowed data.
#[derive(Clone, Debug, Deserialize)]
struct SavedGame {
    game: String,
    seen: usize,
    undo_used: bool,
    /// While practising: the real game, kept aside (version 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    real: Option<SavedReal>,
    /// The coach's reviews of the game's decisions (none in older saves).
    #[serde(default)]
    reviews: Vec<DecisionReview>,
}

/// The real game of a save made while practising.
#[derive(Clone, Debug, Deserialize)]
struct SavedReal {
    game: String,
    seen: usize,
    undo_used: bool,
    #[serde(default)]
    reviews: Vec<DecisionReview>,
}

/// [`SavedGame`] as written: the reviews serialized where they are, not copied into a list.
#[derive(Serialize)]
struct SavedGameOut<'a> {
    version: u32,
    game: String,
    seen: usize,
    undo_used: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    real: Option<SavedRealOut<'a>>,
    #[serde(skip_serializing_if = "Listed::is_empty")]
    reviews: Listed<'a>,
}

/// [`SavedReal`] as written.
#[derive(Serialize)]
struct SavedRealOut<'a> {
    game: String,
    seen: usize,
    undo_used: bool,
    #[serde(skip_serializing_if = "Listed::is_empty")]
    reviews: Listed<'a>,
}

/// The reviews that came, by decision, serialized as a list (a save keeps no gaps).
struct Listed<'a>(&'a [Option<DecisionReview>]);

impl Listed<'_> {
    fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }
}

impl Serialize for Listed<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().flatten())
    }
}

/// The one field every version of the wrapper has.
#[derive(Deserialize)]
struct SavedVersion {
    version: u32,
}

/// A saved game resumed: the game, the summaries already seen, whether undo was used, and
/// the coach's part: the real game kept aside while that one is practice, the reviews.
pub(super) type Resumed = (Game, usize, bool, Coached);

/// Why a saved game cannot be resumed, in words for the notice: "it was saved by a newer
/// version of Bower".
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Unreadable(pub(super) String);

fn newer_or_older(found: u32, ours: u32) -> Unreadable {
    let which = if found > ours { "a newer" } else { "an older" };
    Unreadable(format!("it was saved by {which} version of Bower"))
}

/// Reads a saved game as [`GameStore`] writes it, or says why it cannot be resumed.
pub(super) fn read_save(text: &str) -> Result<Resumed, Unreadable> {
    let damaged = || Unreadable("the save is damaged".into());
    let SavedVersion { version } = serde_json::from_str(text).map_err(|_| damaged())?;
    if !(SAVE_VERSION..=PRACTICE_VERSION).contains(&version) {
        return Err(newer_or_older(version, PRACTICE_VERSION));
    }
    let saved: SavedGame = serde_json::from_str(text).map_err(|_| damaged())?;
    let load = |text: &str| {
        Game::load(text).map_err(|e| match e {
            LoadError::Malformed => damaged(),
            LoadError::UnsupportedFormat { found } => newer_or_older(found, SAVE_FORMAT),
            LoadError::Replay(_) => {
                Unreadable("it holds a move the rules of this version refuse".into())
            }
        })
    };
    let game = load(&saved.game)?;
    let seen = saved.seen.min(game.history().len());
    let real = match saved.real {
        Some(real) => {
            let game = load(&real.game)?;
            Some(Kept {
                seen: real.seen.min(game.history().len()),
                undo_used: real.undo_used,
                reviews: by_decision(&game, real.reviews),
                game,
            })
        }
        None => None,
    };
    let reviews = by_decision(&game, saved.reviews);
    Ok((
        game,
        seen,
        saved.undo_used,
        Coached {
            kept: real,
            reviews,
        },
    ))
}

/// Writes a game's save ([`WriteSave`]). The save is written after every move and grows with
/// the game (a hundred kB and more with its reviews): written whole into the page's memory, a
/// new block of a new size after every move, it would make the memory grow whenever a save
/// outgrew the ones before. It is handed on in pieces of at most [`PIECE`] bytes instead (the
/// page joins them in JS), written in `room`, which the page keeps from one save to the next:
/// the page's memory is the same for any size of save, and for any number of saves.
fn write_save(
    room: &mut Vec<u8>,
    sink: &mut dyn FnMut(&str),
    game: &Game,
    seen: usize,
    undo_used: bool,
    real: Option<&Kept>,
    reviews: &[Option<DecisionReview>],
) -> bool {
    let saved = SavedGameOut {
        version: if real.is_some() {
            PRACTICE_VERSION
        } else {
            SAVE_VERSION
        },
        game: game.save(),
        seen,
        undo_used,
        real: real.map(|k| SavedRealOut {
            game: k.game.save(),
            seen: k.seen,
            undo_used: k.undo_used,
            reviews: Listed(&k.reviews),
        }),
        reviews: Listed(reviews),
    };
    let mut pieces = Pieces::new(room, sink);
    serde_json::to_writer(&mut pieces, &saved).is_ok() && std::io::Write::flush(&mut pieces).is_ok()
}

/// The most bytes of a save the page holds at once.
const PIECE: usize = 16 * 1024;

/// A writer that hands its UTF-8 text on in pieces of at most [`PIECE`] bytes, each whole
/// text (a character cut by a piece's end waits for the next), as they fill and on `flush`.
struct Pieces<'a> {
    buffer: &'a mut Vec<u8>,
    sink: &'a mut dyn FnMut(&str),
}

impl<'a> Pieces<'a> {
    /// Pieces written in `buffer` (emptied first), handed to `sink`.
    fn new(buffer: &'a mut Vec<u8>, sink: &'a mut dyn FnMut(&str)) -> Self {
        buffer.clear();
        buffer.reserve_exact(PIECE);
        Pieces { buffer, sink }
    }

    /// Hands on the buffer's whole characters (`all`: every byte, which must then be whole).
    fn hand_on(&mut self, all: bool) -> std::io::Result<()> {
        let whole = match std::str::from_utf8(self.buffer) {
            Ok(text) => text.len(),
            Err(cut) if cut.error_len().is_none() && !all => cut.valid_up_to(),
            Err(_) => return Err(std::io::ErrorKind::InvalidData.into()),
        };
        if let Ok(text) = std::str::from_utf8(&self.buffer[..whole])
            && !text.is_empty()
        {
            (self.sink)(text);
        }
        self.buffer.drain(..whole);
        Ok(())
    }
}

impl std::io::Write for Pieces<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let taken = bytes.len().min(PIECE - self.buffer.len());
        self.buffer.extend_from_slice(&bytes[..taken]);
        if self.buffer.len() == PIECE {
            self.hand_on(false)?;
        }
        Ok(taken)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.hand_on(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use euchre::{Preset, Rules};
    use euchre_ai::Difficulty;

    /// The text [`write_save`] writes, its pieces joined.
    fn write_save(
        game: &Game,
        seen: usize,
        undo_used: bool,
        real: Option<&Kept>,
        reviews: &[Option<DecisionReview>],
    ) -> String {
        let mut text = String::new();
        let mut sink = |piece: &str| text.push_str(piece);
        assert!(super::write_save(
            &mut Vec::new(),
            &mut sink,
            game,
            seen,
            undo_used,
            real,
            reviews
        ));
        text
    }

    /// A game of `rules` from `seed` after `n` actions by the heuristic.
    fn played(rules: Rules, seed: u64, n: usize) -> Game {
        let mut game = Game::new(rules, seed);
        for _ in 0..n {
            let Some(seat) = game.to_act() else { break };
            let action = euchre_ai::player(Difficulty::Normal, seed).choose(&game.view(seat));
            game.apply(seat, action).unwrap();
        }
        game
    }

    #[test]
    fn a_save_as_this_version_writes_it_loads_back() {
        for preset in Preset::ALL {
            let game = played(preset.rules(), 4, 37);
            let text = write_save(&game, 1, true, None, &[]);
            let (back, seen, undo, coached) = read_save(&text).unwrap();
            assert_eq!(back, game);
            assert_eq!((seen, undo), (1.min(game.history().len()), true));
            assert_eq!(coached, Coached::default());
            assert!(!text.contains("reviews"), "no reviews, no field: {text}");
        }
    }

    /// The wrapper as the app wrote it before saves were kept aside (version 1, written
    /// field by field here, not through `SavedGame`): such saves still load.
    #[test]
    fn a_save_written_before_this_change_still_loads() {
        let game = played(Rules::standard(), 11, 60);
        assert!(!game.history().is_empty());
        let text = serde_json::json!({
            "version": 1,
            "game": game.save(),
            "seen": game.history().len(),
            "undo_used": false,
        })
        .to_string();
        let (back, seen, undo, coached) = read_save(&text).unwrap();
        assert_eq!(back, game);
        assert_eq!(seen, game.history().len());
        assert!(!undo);
        assert_eq!(
            coached,
            Coached::default(),
            "an old save is the real game, with no reviews"
        );
    }

    /// A save made while practising holds both games, each as it was, and says so by its
    /// version; the game alone is saved as before.
    #[test]
    fn a_practice_save_keeps_the_real_game_aside() {
        let real = played(Rules::standard(), 8, 70);
        let practice = Game::replay_prefix(&real.record(), 30).unwrap();
        let kept = Kept {
            seen: real.history().len(),
            undo_used: true,
            game: real.clone(),
            reviews: Vec::new(),
        };
        let text = write_save(&practice, practice.history().len(), false, Some(&kept), &[]);
        assert!(text.starts_with("{\"version\":2"), "{text}");
        let (back, seen, undo, back_real) = read_save(&text).unwrap();
        assert_eq!(
            (back, seen, undo),
            (practice.clone(), practice.history().len(), false)
        );
        assert_eq!(back_real.kept, Some(kept));
        let plain = write_save(&practice, 0, false, None, &[]);
        assert!(
            plain.starts_with("{\"version\":1") && !plain.contains("real"),
            "{plain}"
        );
    }

    /// The reviews of a few decisions of `game` (by decision, with gaps).
    fn reviews_of(game: &Game, indices: &[usize]) -> Vec<Option<DecisionReview>> {
        let record = game.record();
        let config = euchre_ai::SearchConfig::hard();
        let mut out = vec![None; indices.iter().max().map_or(0, |m| m + 1)];
        for &i in indices {
            out[i] = euchre_ai::review::review_decision(&record, i, 3, None, &config);
            assert!(out[i].is_some());
        }
        out
    }

    /// The reviews are saved with the game, and with the real game kept aside while
    /// practising; each loads back at its decision (a reload recomputes nothing).
    #[test]
    fn the_reviews_are_saved_with_the_game() {
        let real = played(Rules::standard(), 8, 70);
        let reviews = reviews_of(&real, &[1, 4, 40]);
        let text = write_save(&real, 0, false, None, &reviews);
        let (back, _, _, coached) = read_save(&text).unwrap();
        assert_eq!(back, real);
        assert_eq!(coached.reviews, reviews);
        // Practice from decision 30: the practice's reviews before it, the real game's all.
        let practice = Game::replay_prefix(&real.record(), 30).unwrap();
        let kept = Kept {
            seen: 0,
            undo_used: false,
            game: real.clone(),
            reviews: reviews.clone(),
        };
        let text = write_save(&practice, 0, false, Some(&kept), &reviews[..30]);
        let (_, _, _, coached) = read_save(&text).unwrap();
        assert_eq!(coached.reviews, reviews_of(&real, &[1, 4]));
        assert_eq!(coached.kept, Some(kept));
    }

    #[test]
    fn an_unreadable_save_says_why_and_newer_is_newer() {
        let game = played(Rules::standard(), 2, 10);
        let wrap = |version: u32, inner: &str| {
            serde_json::json!({"version": version, "game": inner, "seen": 0, "undo_used": false})
                .to_string()
        };
        let newer_engine = game.save().replacen(
            &format!("\"format\":{SAVE_FORMAT}"),
            &format!("\"format\":{}", SAVE_FORMAT + 1),
            1,
        );
        assert_ne!(
            newer_engine,
            game.save(),
            "the engine's save names its format"
        );
        let cases = [
            (
                wrap(999, &game.save()),
                "it was saved by a newer version of Bower",
            ),
            (
                wrap(0, &game.save()),
                "it was saved by an older version of Bower",
            ),
            (
                wrap(SAVE_VERSION, &newer_engine),
                "it was saved by a newer version of Bower",
            ),
            (wrap(SAVE_VERSION, "garbage"), "the save is damaged"),
            (
                "{\"version\":1,\"game\":".to_string(),
                "the save is damaged",
            ),
            ("not json".to_string(), "the save is damaged"),
        ];
        for (text, why) in cases {
            assert_eq!(read_save(&text), Err(Unreadable(why.into())), "{text}");
        }
    }

    /// A save is handed on in pieces of at most PIECE bytes, each whole text, which join into
    /// the save: a large one in many, a character cut by a piece's end in the next piece.
    #[test]
    fn a_save_is_written_in_pieces_that_join_into_it() {
        let real = played(Rules::standard(), 8, 70);
        // The reviews of three decisions, over and over: a save of many pieces.
        let reviews: Vec<_> = reviews_of(&real, &[1, 4, 40])
            .into_iter()
            .cycle()
            .take(41 * 20)
            .collect();
        let whole = serde_json::json!({
            "version": SAVE_VERSION,
            "game": real.save(),
            "seen": 3,
            "undo_used": false,
            "reviews": reviews.iter().flatten().collect::<Vec<_>>(),
        });
        let mut pieces = Vec::new();
        let mut sink = |piece: &str| pieces.push(piece.to_string());
        let mut room = Vec::new();
        assert!(super::write_save(
            &mut room, &mut sink, &real, 3, false, None, &reviews
        ));
        assert!(pieces.len() > 3 && pieces.iter().all(|p| p.len() <= PIECE));
        assert_eq!(
            room.capacity(),
            PIECE,
            "one piece's room, kept for the next save"
        );
        let joined: serde_json::Value = serde_json::from_str(&pieces.concat()).unwrap();
        assert_eq!(joined, whole, "the save, joined");
        // Three-byte characters from an odd offset: one of them straddles the first cut.
        let text = format!("x{}", "♠".repeat(PIECE));
        let mut pieces = Vec::new();
        let mut sink = |piece: &str| pieces.push(piece.to_string());
        let mut writer = Pieces::new(&mut room, &mut sink);
        std::io::Write::write_all(&mut writer, text.as_bytes()).unwrap();
        std::io::Write::flush(&mut writer).unwrap();
        assert!(pieces.len() > 2 && pieces.iter().all(|p| p.len() <= PIECE));
        assert_eq!(pieces.concat(), text);
    }

    #[test]
    fn seen_is_never_past_the_games_history() {
        let game = played(Rules::standard(), 5, 40);
        let (_, seen, ..) = read_save(&write_save(&game, 99, false, None, &[])).unwrap();
        assert_eq!(seen, game.history().len());
    }
}
