//! An invitation's QR code reads back as the invitation's link, as a phone's camera reads it.

use euchre_peer::qr;

/// Reads the QR code of a module grid drawn at `scale` pixels a module, as a camera would.
fn read(width: usize, dark: &[bool], scale: usize) -> Vec<String> {
    let size = (width + 8) * scale;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(size, size, |x, y| {
        let (mx, my) = (x / scale, y / scale);
        let inside = (4..width + 4).contains(&mx) && (4..width + 4).contains(&my);
        if inside && dark[(my - 4) * width + (mx - 4)] {
            0
        } else {
            255
        }
    });
    image
        .detect_grids()
        .iter()
        .map(|grid| grid.decode().unwrap().1)
        .collect()
}

#[test]
fn an_invitations_qr_code_reads_back_as_its_link() {
    // A link as long as an invitation's with four candidates, under a long address.
    let link = format!(
        "https://bower-euchre.github.io/bower/#join={}",
        "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_".repeat(7)
    );
    let (width, dark) = qr::modules(&link).unwrap();
    // Small enough for a phone held up to another's screen: version 13 or less.
    assert!(width <= 69, "{width} modules");
    assert_eq!(read(width, &dark, 4), vec![link.clone()]);
    let svg = qr::svg(&link).unwrap();
    assert!(
        svg.starts_with("<svg") && svg.contains(&format!("viewBox=\"0 0 {0} {0}\"", width + 8))
    );
    // As many dark squares drawn as the code has dark modules.
    assert_eq!(
        svg.matches('M').count(),
        dark.iter().filter(|&&d| d).count()
    );
}

#[test]
fn text_too_long_for_a_qr_code_has_none() {
    assert!(qr::svg(&"x".repeat(5000)).is_none());
}
