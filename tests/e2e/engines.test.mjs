// The release site in the two engines besides Chromium: Firefox ESR (Gecko) and WebKit
// (Safari's engine), as Debian ships them (scripts/setup.sh; tests/e2e/engines.mjs drives
// them). One short flow in each: the site loads, a whole hand is played through clicks to its
// summary (a screen of the screens' chunk) and the Expert's comparison fills it in (the
// workers' wasm), the next hand is played to South's card, a reload resumes exactly that,
// How to play opens (another screen), and nothing went wrong on the way: no page error, no
// console error or warning, no CSP violation, no failed file. Then a screens' chunk changed on
// the way is refused with the notice and the table still plays. The other tests run in
// Chromium only.
// Run: node --test tests/e2e/engines.test.mjs   (after `trunk build --release` and
// `. scripts/setup.sh test`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, playHand, readTable, requireDist, serve, southToAct, step } from './site.mjs';
import { firefox, probeRan, probed, webkit } from './engines.mjs';

const SCREENS = /bower-split_bower_screens-[0-9a-f]+\.wasm$/;
const TIMEOUT = 60_000;
/** More of the address for the flow, to measure with: `BOWER_ENGINES_QUERY=workers=1`. */
const QUERY = process.env.BOWER_ENGINES_QUERY ? `&${process.env.BOWER_ENGINES_QUERY}` : '';

/** The saved game's record (its text), or null. */
const savedRecord = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('bower.game') || 'null')?.game ?? null);

/** Waits until the table is built: South's hand and the scoreboard (the app builds the table
 * a part per frame, and a slow engine shows the hand a few frames before the scores). */
const dealt = (page) =>
  page.waitForFunction(
    () => !!document.querySelector('[data-testid=hand-south] [data-card]') && !!document.querySelector('[data-testid=score-us]'),
    undefined,
    { timeout: TIMEOUT },
  );

/** Times in the page (performance.now(), ms) when the next hand summary shows and when its
 * comparison with the Expert is filled in: a MutationObserver, so the test's polling does
 * not count. */
const timeSummary = (page) =>
  page.evaluate(() => {
    window.__e2eSummary = {};
    const seen = () => {
      const times = window.__e2eSummary;
      const line = document.querySelector('[data-testid=summary-duplicate]')?.textContent ?? '';
      if (!times.shown && document.querySelector('[data-testid=hand-summary]')) times.shown = performance.now();
      if (!times.filled && /^You /.test(line)) times.filled = performance.now();
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

async function flow(t, page) {
  const site = await serve(DIST, probed());
  try {
    await page.goto(`${site.url}?seed=42&speed=instant${QUERY}`);
    await dealt(page);
    assert.ok(await probeRan(page), 'the error probe is in the page');
    const first = await readTable(page);
    assert.equal(first.seed, '42');
    assert.equal(first.south.length, 5);

    // A whole hand through clicks, to its summary and the Expert's line (played again in the
    // workers).
    await timeSummary(page);
    await playHand(page);
    const line = await page.waitForFunction(
      () => {
        const text = document.querySelector('[data-testid=summary-duplicate]')?.textContent ?? '';
        return /^You /.test(text) && text;
      },
      undefined,
      { timeout: TIMEOUT },
    );
    assert.match(line, /^You [+−]?\d+(\.5)? · the Expert with your cards [+−]?\d+(\.5)?$/);
    const { shown, filled } = await page.evaluate(() => window.__e2eSummary);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    t.diagnostic(
      `${page.version}: the Expert's comparison filled in ${Math.round(filled - shown)} ms after the summary ` +
        `showed (hardwareConcurrency ${cores})`,
    );

    // The next hand, to a card of South's with a card already played: mid-hand.
    assert.equal(await step(page), 'summary', 'the summary closes');
    for (let i = 0; ; i++) {
      assert.ok(i < 500, 'South gets a card to play in a later hand');
      const now = await southToAct(page);
      const table = await readTable(page);
      if (now === 'play' && table.south.length < 5) break;
      await step(page, 1);
    }
    const before = await readTable(page);
    const record = await savedRecord(page);
    assert.ok(record, 'the game is saved');
    await page.reload();
    await dealt(page);
    assert.equal(await southToAct(page), 'play', 'after the reload South is to play, as before it');
    assert.deepEqual(await readTable(page), before, 'the same cards, score and seed');
    assert.equal(await savedRecord(page), record, 'the same game');

    // Another screen of the screens' chunk, after the reload.
    await page.evaluate(() => document.querySelector('[data-testid=open-rules]').click());
    await page.waitForFunction(() => !!document.querySelector('[data-testid=how-to-play]'), undefined, { timeout: TIMEOUT });

    assert.deepEqual(await page.problems(), []);
    assert.deepEqual(site.failures, [], 'every file asked for was there');
  } finally {
    await site.close();
  }
}

/** A screens' chunk changed on the way is refused (Subresource Integrity): the notice says
 * so, and South can still move. */
async function tampered(page) {
  const evil = await serve(
    DIST,
    probed((name, bytes) => {
      if (!SCREENS.test(name)) return bytes;
      const copy = Buffer.from(bytes);
      copy[copy.length - 1] ^= 1;
      return copy;
    }),
  );
  try {
    await page.goto(`${evil.url}?seed=42&speed=instant`);
    await dealt(page);
    // Tried again after 1, 2 and 4 s, then the notice.
    const notice = await page.waitForFunction(
      () => document.querySelector('[data-testid=notice]')?.textContent,
      undefined,
      { timeout: TIMEOUT },
    );
    assert.match(notice, /could not be loaded.*reload the page.*saved/i);
    // Refused by the engine, not lost: the server sent it each time (engines word the
    // console error each their own way: WebKit's is only "Load failed").
    const asked = evil.requests.filter((p) => SCREENS.test(p)).length;
    assert.ok(asked >= 4, `the chunk was sent for every try (${asked})`);
    assert.deepEqual(evil.failures, []);
    await page.evaluate(() => document.querySelector('[data-testid=notice] button').click());
    await southToAct(page);
    await page.waitForFunction(() => !!localStorage.getItem('bower.game'), undefined, { timeout: TIMEOUT });
    const moves = JSON.parse(await savedRecord(page)).actions.length;
    assert.notEqual(await step(page), 'wait', 'South moves');
    await page.waitForFunction(
      (n) => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions.length > n,
      moves,
      { timeout: TIMEOUT },
    );
  } finally {
    await evil.close();
  }
}

for (const [name, open] of [
  ['Firefox ESR', firefox],
  ['WebKit', webkit],
]) {
  test(`${name}: a hand to its summary and the Expert's line, a reload resumes it, a screen opens, no errors; a tampered chunk is refused`, async (t) => {
    await requireDist();
    const page = await open();
    try {
      t.diagnostic(page.version);
      await flow(t, page);
      await tampered(page);
    } finally {
      await page.close();
    }
  });
}
