// The layout checks the e2e tests share (layout.test.mjs, phones.test.mjs): what is wrong
// with the table as it is drawn now, and controls too small to tap or out of view.

/** The smallest target a control may have, in CSS px both ways: WCAG 2.5.5 (Target Size,
 * AAA), the size of a fingertip's contact (Apple's and Google's guidelines ask 44 and 48). */
export const TARGET = 44;
/** The least gap between a bid and the same bid alone, in CSS px. */
export const ALONE_GAP = 8;

/** Two frames: the layout after a resize is done. */
export const settle = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Everything wrong with the layout now, as sentences: a bid or a card of South's outside the
 * viewport, a page that scrolls, and boxes that overlap where they must not (a name plate, a
 * bubble, the bid panel, South's cards, the kitty, a played card's index, the trick's winner,
 * the hint). Boxes are the browser's bounding boxes (of rotated cards too: a little larger
 * than what is drawn, so the check errs on the safe side). Also: a bid's alone too near the bid, a
 * name plate off the screen, and every control of the page too small to tap (`targets`: the
 * bids, the header's and the scoreboard's buttons, South's playable cards, the last trick).
 */
export async function problems(page) {
  const table = await page.evaluate((ALONE_GAP) => {
    const out = [];
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const se = document.scrollingElement;
    if (se.scrollTop !== 0) out.push(`scrolled to ${se.scrollTop}`);
    if (se.scrollHeight > vh + 1) out.push(`the page is ${se.scrollHeight}px tall in ${vh}px`);
    if (se.scrollWidth > vw + 1) out.push(`the page is ${se.scrollWidth}px wide in ${vw}px`);
    const shown = (e) => e.checkVisibility({ visibilityProperty: true });
    const all = (sel) => [...document.querySelectorAll(sel)].filter(shown);
    const box = (e) => e.getBoundingClientRect();
    const name = (e) => e.dataset.testid || e.dataset.action || e.dataset.card || e.className;
    const round = (r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const E = 0.5; // sub-pixel rounding
    const overlap = (a, b) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > E &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > E;
    // A bid's "Alone" apart from the bid beside it or above it, by a gap a finger sees (a
    // mis-tap never goes alone): the distance between the two buttons' boxes.
    for (const pair of all('.bid-choice')) {
      const [main, alone] = [...pair.children].map(box);
      if (!alone) continue;
      const gap = Math.max(alone.left - main.right, main.left - alone.right, alone.top - main.bottom, main.top - alone.bottom);
      if (gap < ALONE_GAP - E) out.push(`"${pair.textContent}": its alone is ${Math.round(gap)}px from the bid`);
    }
    // Every seat's name plate and name whole on the screen.
    for (const e of all('.seat-plate, .seat-name')) {
      const r = box(e);
      if (r.left < -E || r.top < -E || r.right > vw + E || r.bottom > vh + E) {
        out.push(`${e.closest('[data-testid]').dataset.testid}'s ${e.className} at ${round(r)} is outside the ${vw}x${vh} viewport`);
      }
    }
    // In reach: every offered bid and every card in South's hand, whole, in the viewport.
    for (const e of all('[data-testid=bid-panel] button, [data-testid=hand-south] .card-button, [data-testid=hand-south] .card')) {
      const r = box(e);
      if (r.left < -E || r.top < -E || r.right > vw + E || r.bottom > vh + E) {
        out.push(`${name(e)} at ${round(r)} is outside the ${vw}x${vh} viewport`);
      }
    }
    // Boxes that must not overlap one another (none of one group over one of another).
    const groups = {
      header: all('.app-header'),
      scoreboard: all('[data-testid=scoreboard]'),
      hint: all('[data-testid=hint-text]'),
      plate: all('.seat-plate'),
      bubble: all('.bubble'),
      bids: all('[data-testid=bid-panel]'),
      hand: all('[data-testid=hand-south] .card'),
      backs: all('.hand.face-down .card'),
      shown: all('.shown-cards .card, .shown-caption'),
      kitty: all('[data-testid=upcard] .card, .kitty'),
      played: all('.played .card'),
      winner: all('.trick-winner'),
      review: all('[data-testid=review-last-trick]'),
    };
    // A seat's bubble and the cards it has shown (the upcard picked up, going under's
    // three) are drawn over its own face-down cards, on purpose, the bubble on top.
    const stacked = (e) => e.classList.contains('bubble') || e.closest('.face-down, .shown-cards');
    const own = (a, b) => stacked(a) && stacked(b) && a.closest('.seat') === b.closest('.seat');
    const names = Object.keys(groups);
    for (let i = 0; i < names.length; i++) {
      for (const a of groups[names[i]]) {
        for (const b of names.slice(i + 1).flatMap((n) => groups[n])) {
          if (own(a, b)) continue;
          if (overlap(box(a), box(b))) out.push(`${name(a)} ${round(box(a))} overlaps ${name(b)} ${round(box(b))}`);
        }
      }
    }
    // Name plates apart from one another.
    const plates = groups.plate;
    for (let i = 0; i < plates.length; i++) {
      for (const b of plates.slice(i + 1)) {
        if (overlap(box(plates[i]), box(b))) out.push(`two name plates overlap: ${plates[i].textContent} and ${b.textContent}`);
      }
    }
    // No played card over another's index corners; in South's fan no card over the top
    // index of the one before it (the fan's later cards are drawn on top).
    for (const a of groups.played) {
      for (const b of groups.played) {
        if (a === b) continue;
        for (const corner of b.querySelectorAll('.corner')) {
          if (overlap(box(a), box(corner))) out.push(`played ${name(a)} covers an index of ${name(b)}`);
        }
      }
    }
    const hand = groups.hand;
    for (let i = 1; i < hand.length; i++) {
      if (overlap(box(hand[i]), box(hand[i - 1].querySelector('.corner.top')))) {
        out.push(`in the hand ${name(hand[i])} covers the index of ${name(hand[i - 1])}`);
      }
    }
    return out;
  }, ALONE_GAP);
  return [...table, ...(await targets(page, 'body'))];
}

/**
 * Every control under `root` (a selector) too small to tap, or out of view, as sentences: each
 * enabled `button`, `select`, `input`, `summary`, `[role=button]` and link that is shown must
 * be whole in the viewport and own a `TARGET`×`TARGET` square, centred on it or inside its box:
 * what the browser hits (`elementFromPoint`, which counts a pseudo-element as its element) at
 * the square's corners (3 px in), edges' middles and centre is the control or inside it (a check box's
 * target is its label). The screen's edge bounds a finger, so the square is cut by the viewport. With
 * `scroll`, each is first scrolled into view (a dialog's content scrolls).
 *
 * Disabled controls are not targets (nothing happens on a tap), and a link in a line of text
 * takes the size of the line: WCAG 2.5.5's inline exception (the header's "Seed 42", a link in
 * How to play's prose); a link by itself is held to the size.
 */
export function targets(page, root, { scroll = false } = {}) {
  return page.evaluate(
    ([root, side, scroll]) => {
      const out = [];
      const vw = document.documentElement.clientWidth;
      const vh = document.documentElement.clientHeight;
      const name = (e) =>
        e.dataset.testid || e.dataset.action || e.getAttribute('aria-label') || e.textContent.trim().slice(0, 40) || e.tagName;
      const inline = (e) =>
        e.tagName === 'A' &&
        getComputedStyle(e).display === 'inline' &&
        e.parentElement.textContent.trim() !== e.textContent.trim();
      const controls = [...document.querySelectorAll(root)]
        .flatMap((r) => [...r.querySelectorAll('button, select, input, textarea, summary, [role=button], a[href]')])
        .filter((e) => e.checkVisibility({ visibilityProperty: true }) && !e.disabled && !inline(e));
      for (const e of controls) {
        if (scroll) e.scrollIntoView({ block: 'center', inline: 'nearest' });
        const target = e.closest('label') ?? e;
        const r = target.getBoundingClientRect();
        const at = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        if (r.left < -0.5 || r.top < -0.5 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
          out.push(`${name(e)} at ${at} is not in the ${vw}x${vh} viewport`);
          continue;
        }
        // The square centred on the control (a target enlarged by a pseudo-element reaches
        // past its box), else anywhere inside its box (a card in South's fan: the part that
        // the next card leaves), in steps of 4 px.
        const clamp = (v, max) => Math.min(Math.max(v, 0.5), max - 0.5);
        const along = (from, length) => {
          const at = [from + length / 2 - side / 2];
          for (let v = from; v <= from + length - side; v += 4) at.push(v);
          if (length >= side) at.push(from + length - side);
          return at;
        };
        // The corners are tried 3 px in: a button's rounded corner (a radius up to 10 px cuts
        // 0.29 of it) is still the button's box.
        const misses = (x, y) => {
          const out = [];
          for (const dx of [3, side / 2, side - 3]) {
            for (const dy of [3, side / 2, side - 3]) {
              const [px, py] = [clamp(x + dx, vw), clamp(y + dy, vh)];
              const hit = document.elementFromPoint(px, py);
              if (!hit || !(hit === target || target.contains(hit))) out.push([px, py, hit]);
            }
          }
          return out;
        };
        const first = misses(along(r.left, r.width)[0], along(r.top, r.height)[0]);
        const owned =
          first.length === 0 || along(r.left, r.width).some((x) => along(r.top, r.height).some((y) => misses(x, y).length === 0));
        if (!owned) {
          const [px, py, hit] = first[0];
          const what = hit ? hit.dataset?.testid || hit.className?.baseVal || hit.className || hit.tagName : 'nothing';
          out.push(
            `${name(e)} at ${at}: no ${side}x${side} square is all its own (${first.length} of 9 points of the centred one miss it; ${Math.round(px)},${Math.round(py)} is ${what})`,
          );
        }
      }
      return out;
    },
    [root, TARGET, scroll],
  );
}
