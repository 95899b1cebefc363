//! Fits the bid corrections of the arena's `fitted:PCT` player from `bid_outcomes` lines:
//! for each round and bidder's seat from the dealer's left, what an order or call turned
//! out to be worth against the pass on the same deal, less what the search expected
//! (realized less expected points, the option's minus the pass's), averaged and shrunk
//! toward 0 by its standard error (a normal prior of sd [`PRIOR`] points).
//!
//! ```sh
//! cargo run --release -p euchre-lab --example bid_corrections -- FILE...
//! ```
//! Prints, by round and seat, the count, the mean, its standard error and the shrunk value.

use std::collections::BTreeMap;

/// The prior's standard deviation, in points: corrections are small.
const PRIOR: f64 = 0.1;

/// One option played out: its decision (file, game, hand, decision), round, seat from the
/// dealer's left, whether it is the pass, and realized less expected points.
struct Line {
    decision: (usize, String, String, String),
    round: usize,
    from_left: usize,
    pass: bool,
    surprise: f64,
}

fn parse(file: usize, text: &str) -> Vec<Line> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().expect("a header").split('\t').collect();
    let col = |name: &str| header.iter().position(|h| *h == name).expect(name);
    let (game, hand, decision) = (col("game"), col("hand"), col("decision"));
    let (round, from_left, action) = (col("round"), col("from_left"), col("action"));
    let (points, realized) = (col("points"), col("realized"));
    lines
        .filter(|l| !l.is_empty() && !l.starts_with("game\t"))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let number = |i: usize| -> f64 { f[i].parse().expect("a number") };
            Line {
                decision: (file, f[game].into(), f[hand].into(), f[decision].into()),
                round: f[round].parse().expect("a round"),
                from_left: f[from_left].parse().expect("a seat"),
                pass: f[action] == "pass",
                surprise: number(realized) - number(points),
            }
        })
        .collect()
}

fn main() {
    let mut decisions: BTreeMap<_, Vec<Line>> = BTreeMap::new();
    for (i, path) in std::env::args().skip(1).enumerate() {
        let text = std::fs::read_to_string(&path).expect("a readable file");
        for line in parse(i, &text) {
            decisions
                .entry(line.decision.clone())
                .or_default()
                .push(line);
        }
    }
    let mut cells: BTreeMap<(usize, usize), Vec<f64>> = BTreeMap::new();
    for lines in decisions.values() {
        let Some(pass) = lines.iter().find(|l| l.pass) else {
            continue;
        };
        for line in lines.iter().filter(|l| !l.pass) {
            let cell = cells.entry((line.round, line.from_left)).or_default();
            cell.push(line.surprise - pass.surprise);
        }
    }
    println!("round\tfrom_left\tn\tmean\tse\tfitted");
    for ((round, from_left), v) in &cells {
        let n = v.len() as f64;
        let mean = v.iter().sum::<f64>() / n;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        let se2 = var / n;
        let fitted = mean * PRIOR * PRIOR / (PRIOR * PRIOR + se2);
        println!(
            "{round}\t{from_left}\t{}\t{mean:.3}\t{:.3}\t{fitted:.3}",
            v.len(),
            se2.sqrt()
        );
    }
}
