//! Prints a seeded deal as JSON, dealt natively by the engine. The end-to-end tests compare it
//! with what the built site shows for the same seed. The seed is printed as a string: JSON
//! numbers lose precision beyond 2^53.
//!
//! `cargo run --example deal -- 42 east` prints
//! `{"seed":"42","dealer":"East","south":["9♣",…],"upcard":"…"}`.

use bower::DealSpec;
use euchre::{Deal, Seat};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let query = match args.as_slice() {
        [seed] => format!("seed={seed}"),
        [seed, dealer] => format!("seed={seed}&dealer={dealer}"),
        _ => String::new(),
    };
    let Some(DealSpec { seed, dealer }) = DealSpec::from_query(&query) else {
        eprintln!("usage: deal SEED [DEALER]");
        std::process::exit(2);
    };
    let deal = Deal::new(seed, dealer);
    let south: Vec<String> = deal.hands[Seat::South]
        .iter()
        .map(|card| format!("\"{card}\""))
        .collect();
    println!(
        "{{\"seed\":\"{seed}\",\"dealer\":\"{}\",\"south\":[{}],\"upcard\":\"{}\"}}",
        dealer.name(),
        south.join(","),
        deal.upcard
    );
}
