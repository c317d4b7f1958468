//! quick
use hnef::*;
fn main() {
    let p = Position::start();
    for d in 1..=4 {
        let t = std::time::Instant::now();
        println!("{d} {} {:?}", perft::perft(&p, &COPENHAGEN, d), t.elapsed());
    }
}
