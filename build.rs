//! The site's split build (the `split` feature, src/screens.rs) keeps the linker's
//! relocations in the app's wasm: wasm-split-cli needs them to cut the wasm into chunks
//! (scripts/site/wasm-bindgen.mjs).

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if split && wasm {
        println!("cargo::rustc-link-arg-bins=--emit-relocs");
    }
}
