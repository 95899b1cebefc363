//! The components a person sees. Each is thin: what to show comes from the store, and the
//! store asks the `euchre` crate.

mod bid_panel;
mod card;
mod challenge;
mod dialog;
mod end_choice;
mod focus;
mod game_log;
mod game_setup;
mod hand;
mod how_to_play;
mod motion;
mod outcome;
mod practice;
mod report;
mod scoreboard;
mod settings;
mod shown_cards;
mod six_four;
mod summary;
mod summary_hands;
mod table;
pub mod terms;
mod timeline;
mod trick_steps;
mod versus;
mod versus_chart;

pub use bid_panel::BidPanel;
pub use card::{CardBack, CardFace, SuitIcon};
pub use challenge::ChallengeBanner;
pub use dialog::Modal;
pub use end_choice::EndChoice;
pub(crate) use focus::provide_engaged;
pub use game_log::{GameLog, LogPage, provide_game_log, use_game_log};
pub use game_setup::GameSetup;
pub use hand::{FaceDownHand, Hand, sorted_hand};
pub use how_to_play::{EXAMPLE_TRUMP, HowToPlay, trump_order};
pub use practice::{PracticeBanner, PracticeNote};
pub use scoreboard::Scoreboard;
pub use settings::SettingsPanel;
pub use shown_cards::shown_by;
pub use six_four::SixFour;
pub use summary::{GameOver, HandSummary};
pub use table::Table;
pub(crate) use table::seat_label;
pub use timeline::HandTimeline;
