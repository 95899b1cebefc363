//! Bower's entry point: mounts the app on the page.

fn main() {
    bower::install_panic_notice();
    leptos::mount::mount_to_body(bower::App);
}
