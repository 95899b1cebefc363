//! The workers' answers, read into one buffer the pool keeps. An answer is JSON text of a
//! few bytes to tens of kB (a coach's review carries its reasons in words, with characters
//! such as ♠ and −). Taken as a Rust `String`, each would be a new block of the page's memory
//! (three times its length first, as wasm-bindgen sizes a string it has not measured): over an
//! evening of answers of every size, such blocks fragment the memory until it grows. Encoded
//! by the browser's `TextEncoder` into the buffer instead, the answers reuse the room the
//! largest one made.

use js_sys::JsString;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// The browser's `TextEncoder` (UTF-8).
    type TextEncoder;

    #[wasm_bindgen(constructor)]
    fn new() -> TextEncoder;

    /// Encodes `source` into `dest` (as much as fits).
    #[wasm_bindgen(method, js_name = encodeInto)]
    fn encode_into(this: &TextEncoder, source: &JsString, dest: &mut [u8]) -> Encoded;

    /// What `encodeInto` did.
    type Encoded;

    /// UTF-16 code units of the source encoded.
    #[wasm_bindgen(method, getter)]
    fn read(this: &Encoded) -> u32;

    /// Bytes written.
    #[wasm_bindgen(method, getter)]
    fn written(this: &Encoded) -> u32;
}

/// Where the pool reads the workers' answers.
pub(super) struct Inbox {
    encoder: TextEncoder,
    buffer: Vec<u8>,
}

impl Inbox {
    pub(super) fn new() -> Inbox {
        Inbox {
            encoder: TextEncoder::new(),
            buffer: Vec::new(),
        }
    }

    /// The text of `message`, in the inbox's buffer until the next message is read.
    pub(super) fn read(&mut self, message: &JsString) -> Option<&str> {
        let units = message.length();
        // A UTF-16 code unit takes at most three bytes of UTF-8.
        self.buffer.clear();
        self.buffer.resize(units as usize * 3, 0);
        let encoded = self.encoder.encode_into(message, &mut self.buffer);
        if encoded.read() != units {
            return None;
        }
        std::str::from_utf8(self.buffer.get(..encoded.written() as usize)?).ok()
    }
}
