//! Bower's entry point: starts the app on the page.

fn main() {
    bower::start();
}
