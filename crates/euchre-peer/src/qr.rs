//! An invitation as a QR code, drawn as SVG: what a phone's camera opens as the link; and
//! the QR codes in a camera's picture read ([`read`]): the host scans a guest's answer.

use qrcode::{Color, EcLevel, QrCode};

/// The QR code of `text`: its width in modules and each module, row by row (`true`: dark).
/// Medium error correction (15 % of the code may be lost), as a phone held up to a screen
/// reads it. `None` for text too long for any QR code.
pub fn modules(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = QrCode::with_error_correction_level(text, EcLevel::M).ok()?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == Color::Dark)
        .collect();
    Some((code.width(), dark))
}

/// The QR code of `text` as an SVG element, a module to a unit with the four-module quiet
/// zone around it the standard asks for, scaled by its container (`width` 100 %). Dark
/// modules are drawn in `currentColor` on a white square. `None` for text too long.
pub fn svg(text: &str) -> Option<String> {
    let (width, dark) = modules(text)?;
    let size = width + 8;
    let mut path = String::with_capacity(dark.len() * 4);
    for (i, _) in dark.iter().enumerate().filter(|&(_, &d)| d) {
        let (x, y) = (i % width + 4, i / width + 4);
        path.push_str(&format!("M{x} {y}h1v1h-1z"));
    }
    Some(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         shape-rendering=\"crispEdges\" role=\"img\"><rect width=\"{size}\" height=\"{size}\" \
         fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>"
    ))
}

/// The text of every QR code found in a greyscale picture `width` pixels wide (`luma`, a byte
/// a pixel, row by row, as a camera's frame): none when the picture holds no code that reads,
/// or its size does not match.
pub fn read(width: usize, luma: &[u8]) -> Vec<String> {
    if width == 0 || luma.is_empty() || !luma.len().is_multiple_of(width) {
        return Vec::new();
    }
    let height = luma.len() / width;
    let mut decoder = quircs::Quirc::default();
    decoder
        .identify(width, height, luma)
        .filter_map(|code| code.ok()?.decode().ok())
        .filter_map(|data| String::from_utf8(data.payload).ok())
        .collect()
}
