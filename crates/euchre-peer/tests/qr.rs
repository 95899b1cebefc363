//! An invitation's QR code reads back as the invitation's link, as a phone's camera reads it;
//! an answer's, from a camera's frame, as the host's page reads it.

use euchre_peer::qr;

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
    let size = (width + 8) * 4;
    assert_eq!(
        qr::read(size, &frame(width, &dark, 4, 0, size)),
        vec![link.clone()]
    );
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

/// A camera's frame of `dark` drawn at `scale` pixels a module, `offset` pixels into a
/// grey `size`-pixel square, the lighting uneven and the edges blurred as a lens blurs them.
fn frame(width: usize, dark: &[bool], scale: usize, offset: usize, size: usize) -> Vec<u8> {
    let module = |x: usize, y: usize| {
        let (x, y) = (
            x.checked_sub(offset)? / scale,
            y.checked_sub(offset)? / scale,
        );
        let inside = (4..width + 4).contains(&x) && (4..width + 4).contains(&y);
        let quiet = x < width + 8 && y < width + 8;
        quiet.then(|| inside && dark[(y - 4) * width + (x - 4)])
    };
    let mut luma = vec![0u8; size * size];
    for y in 0..size {
        for x in 0..size {
            let light = 150 + (x * 80 / size) as u8;
            luma[y * size + x] = match module(x, y) {
                Some(true) => 30 + (y * 40 / size) as u8,
                Some(false) => light,
                None => 120,
            };
        }
    }
    // A lens: each pixel the mean of its neighbours.
    let mut blurred = luma.clone();
    for y in 1..size - 1 {
        for x in 1..size - 1 {
            let sum: u32 = [(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]
                .iter()
                .map(|&(dy, dx)| u32::from(luma[(y + dy - 1) * size + x + dx - 1]))
                .sum();
            blurred[y * size + x] = (sum / 5) as u8;
        }
    }
    blurred
}

#[test]
fn an_answers_qr_code_in_a_cameras_frame_reads_back_as_the_answer() {
    let answer = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_".repeat(4);
    let (width, dark) = qr::modules(&answer).unwrap();
    for (scale, offset) in [(3, 20), (5, 37), (8, 3)] {
        let size = (width + 8) * scale + offset + 25;
        let luma = frame(width, &dark, scale, offset, size);
        assert_eq!(
            qr::read(size, &luma),
            vec![answer.clone()],
            "{scale} {offset}"
        );
    }
    // No code, a frame of the wrong size, an empty one: nothing read, no panic.
    assert!(qr::read(64, &[200; 64 * 64]).is_empty());
    assert!(qr::read(64, &[200; 64 * 63 + 1]).is_empty());
    assert!(qr::read(0, &[]).is_empty());
    assert!(qr::read(5, &[]).is_empty());
}
