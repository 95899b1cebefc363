// End-to-end: the screens that are not the table, on phones and a laptop. Every control of the
// hand's summary, the game over, the settings, How to play and the game log is a 44×44 target
// in view (tests/e2e/layout.mjs, `targets`; the table's: layout.test.mjs);
// a summary and the game over open with their way on ("Next deal", "New game") in view,
// without scrolling, in landscape too; the six and four are large enough to count on a phone.
// Screenshots: tests/e2e/artifacts/phones-*.png.
// Run: node --test tests/e2e/phones.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, dealt, playHand, step, useSite } from './site.mjs';
import { gameParam } from './links.mjs';
import { settle, targets } from './layout.mjs';

/** Phones both ways, the smallest both ways, and a laptop. */
const SIZES = [
  [375, 740],
  [320, 568],
  [740, 375],
  [568, 320],
  [1280, 800],
];
/** Landscape phones, where a summary is taller than the screen, and portrait ones. */
const SHORT = [
  [740, 375],
  [568, 320],
  [667, 375],
  [844, 390],
  [375, 740],
  [320, 568],
];

let site;
let browser;
useSite((s) => ({ browser, site } = s));

/** A page at `viewport`, seed 3 dealt at instant speed; `rules` named in its link. */
async function open([width, height], rules = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${site.url}?seed=3&game=${gameParam(rules)}&speed=instant`);
  await dealt(page);
  return { context, page, errors };
}

/** Whether the control `selector` is whole in the viewport, with nothing over its centre:
 * where it is, and what a tap at its centre would hit. */
function reachable(page, selector) {
  return page.evaluate((selector) => {
    const e = document.querySelector(selector);
    const r = e.getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inside: r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5,
      hit: !!hit && (hit === e || e.contains(hit)),
      at: `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)} in ${vw}x${vh}`,
    };
  }, selector);
}

/** Every control of the open dialog `testid` checked at every size (scrolled to each). */
async function dialogTargets(page, testid, found) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await settle(page);
    for (const p of await targets(page, `dialog[data-testid=${testid}][open]`, { scroll: true })) {
      found.push(`${testid} ${width}x${height}: ${p}`);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `phones-${testid}-${width}x${height}.png`) });
    // Back at its top for the next size.
    await page.evaluate((t) => document.querySelector(`dialog[data-testid=${t}]`).scrollTo(0, 0), testid);
  }
}

test('a summary opens with "Next deal" in view and not covered, in landscape and portrait', async () => {
  const found = [];
  for (const size of SHORT) {
    const { context, page, errors } = await open(size);
    await playHand(page);
    await settle(page);
    const seen = await reachable(page, '[data-testid=continue]');
    if (!seen.inside || !seen.hit) found.push(`${size.join('x')}: "Next deal" at ${seen.at}, hit: ${seen.hit}`);
    // The headline is in view too: the summary opens at its top.
    const top = await reachable(page, '#summary-title');
    if (!top.inside) found.push(`${size.join('x')}: the headline at ${top.at}`);
    await page.screenshot({ path: path.join(ARTIFACTS, `phones-summary-open-${size.join('x')}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});

test('the controls of the summary, the settings, How to play and the log are 44×44 targets in view', async () => {
  const { context, page, errors } = await open([1280, 800]);
  const found = [];
  await playHand(page);
  await dialogTargets(page, 'hand-summary', found);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.click('[data-testid=continue]');
  await page.locator('[data-testid=hand-summary]').waitFor({ state: 'detached' });
  for (const [button, testid, close] of [
    ['open-settings', 'settings', 'settings-close'],
    ['open-rules', 'how-to-play', 'rules-close'],
    ['open-log', 'game-log', null],
  ]) {
    await page.click(`[data-testid=${button}]`);
    await page.locator(`dialog[data-testid=${testid}][open]`).waitFor();
    await dialogTargets(page, testid, found);
    await page.setViewportSize({ width: 1280, height: 800 });
    if (close) await page.click(`[data-testid=${close}]`);
    else await page.keyboard.press('Escape');
    await page.locator(`dialog[data-testid=${testid}][open]`).waitFor({ state: 'detached' });
  }
  assert.deepEqual(errors, []);
  assert.deepEqual(found, []);
  await context.close();
});

test('the game over opens with "New game" in view, and its controls are 44×44 targets in view', async () => {
  // A game to 5 points: over in a few hands.
  const { context, page, errors } = await open([1280, 800], { points_to_win: 5 });
  for (let i = 0; i < 20000; i++) {
    const did = await step(page);
    if (did === 'over') break;
    if (did === 'wait') await page.waitForTimeout(10);
  }
  await page.locator('dialog[data-testid=game-over][open]').waitFor();
  const found = [];
  for (const [width, height] of SHORT) {
    await page.setViewportSize({ width, height });
    await settle(page);
    const seen = await reachable(page, '[data-testid=new-game]');
    if (!seen.inside || !seen.hit) found.push(`${width}x${height}: "New game" at ${seen.at}, hit: ${seen.hit}`);
  }
  await dialogTargets(page, 'game-over', found);
  assert.deepEqual(errors, []);
  assert.deepEqual(found, []);
  await context.close();
});

/**
 * The six and four are read by counting pips, so a pip must be a shape the eye counts, not a
 * speck: each at least 5 CSS px across, about the height of a lower-case letter of the
 * scoreboard's smallest words (0.75rem type: an x-height near 6 px; a desktop's pips are 4.3 px
 * at 38 px, read from further off), and a card of them at least 28 px tall, a line and a half
 * of that type. Measured on the drawn pips
 * (`getBoundingClientRect` of each `.six-four-pip`) at two phones' sizes, after seed 3's first
 * hand (a side has points: face-up cards with pips).
 */
test('the six and four are large enough to count on a phone', async () => {
  const PIP = 5;
  const CARD = 28;
  const found = [];
  for (const size of [
    [375, 740],
    [320, 568],
  ]) {
    const { context, page, errors } = await open(size);
    await page.click('[data-testid=open-settings]');
    await page.click('[data-testid=setting-six-four]');
    await page.click('[data-testid=settings-close]');
    await playHand(page);
    await page.click('[data-testid=continue]');
    await page.locator('[data-testid=hand-summary]').waitFor({ state: 'detached' });
    await page.locator('[data-testid=scoreboard] svg.six-four').first().waitFor();
    await settle(page);
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=scoreboard] svg.six-four')].map((svg) => {
        const card = [...svg.querySelectorAll('.six-four-face')].map((f) => f.getBoundingClientRect());
        const pips = [...svg.querySelectorAll('.six-four-pip')].map((p) => p.getBoundingClientRect());
        return {
          points: svg.dataset.points,
          card: Math.min(...card.map((r) => Math.max(r.width, r.height))),
          pip: Math.min(...pips.map((r) => Math.min(r.width, r.height))),
          pips: pips.length,
        };
      }),
    );
    await page.locator('[data-testid=scoreboard]').screenshot({ path: path.join(ARTIFACTS, `phones-six-four-${size.join('x')}.png`) });
    await page.screenshot({ path: path.join(ARTIFACTS, `phones-six-four-table-${size.join('x')}.png`) });
    assert.equal(seen.length, 2, JSON.stringify(seen));
    assert.ok(seen.some((s) => s.pips > 0), `a side has points: ${JSON.stringify(seen)}`);
    for (const s of seen) {
      if (s.card < CARD) found.push(`${size.join('x')}: a card ${s.card.toFixed(1)}px tall`);
      if (s.pips > 0 && s.pip < PIP) found.push(`${size.join('x')}: a pip ${s.pip.toFixed(1)}px across`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
  assert.deepEqual(found, []);
});
