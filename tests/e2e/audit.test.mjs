// The web's own audits of the release site (scripts/test.sh builds dist/ first), served with
// gzip as a static host would:
// - axe-core: no accessibility violation on the table in each phase (round 1 and round 2 of
//   the bidding with the bid panel, the dealer's discard, play), the hand summary, settings;
// - Lighthouse 12 (Debian's Chromium): performance ≥ 95 (desktop preset), accessibility ≥ 95
//   and best practices 100 (desktop and mobile). Reports in tests/e2e/artifacts/lighthouse-*.
// Run: node --test tests/e2e/        (BOWER_DIST=other/dist to audit another build)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ARTIFACTS,
  CHROME_ARGS,
  CHROMIUM,
  DIST,
  dealt,
  launch,
  phase,
  playHand,
  requireDist,
  serve,
  step,
  watch,
} from './site.mjs';

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser;
let site;

before(async () => {
  await requireDist();
  await mkdir(ARTIFACTS, { recursive: true });
  site = await serve(DIST);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** axe-core's violations on the page as it is now, one line each. */
async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Steps until `done(phase, page)` holds; resolves to false when the hand moved past it. */
async function until(page, done, prefer = 0, limit = 400) {
  for (let i = 0; i < limit; i++) {
    const now = await phase(page);
    if (await done(now, page)) return true;
    if (now === 'summary' || now === 'over') return false;
    if ((await step(page, prefer)) === 'wait') await page.waitForTimeout(20);
  }
  return false;
}

const actions = (page) =>
  page.$$eval('[data-testid=bid-panel] button', (buttons) => buttons.map((b) => b.dataset.action));

/** Opens `query` in a fresh profile; records problems. */
async function open(query, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, new URL(site.url).origin, problems);
  await page.goto(site.url + query);
  await dealt(page);
  return { context, page };
}

/** The seat that deals the first hand, as the table shows it ('east'). */
const dealer = (page) =>
  page.evaluate(() => document.querySelector('[data-testid=dealer]')?.closest('[data-testid^=seat-]')?.dataset.testid.slice(5));

/** The first seed from `from` whose first hand `seat` deals. The game picks the first dealer
 * from its seed; East dealing means South bids first, before any computer player thinks. */
const dealers = new Map(); // seed → the seat that deals its first hand
async function seedDealtBy(seat, from = 1) {
  for (let seed = from; seed < from + 100; seed++) {
    if (!dealers.has(seed)) {
      const { context, page } = await open(`?seed=${seed}&speed=slow`, []);
      dealers.set(seed, await dealer(page));
      await context.close();
    }
    if (dealers.get(seed) === seat) return seed;
  }
  throw new Error(`no seed from ${from} on where ${seat} deals`);
}

test('axe: no violation in round 1 of the bidding, play, the hand summary and settings', async () => {
  const problems = [];
  const seed = await seedDealtBy('east');
  const { context, page } = await open(`?seed=${seed}&speed=instant`, problems);
  const found = {};
  await page.locator('[data-testid=bid-panel] button').first().waitFor();
  assert.ok((await actions(page)).includes('order up'), 'round 1 offers to order the card up');
  found['round 1 bidding'] = await axe(page);
  assert.ok(await until(page, (now) => now === 'play', 1), 'South gets to play');
  found.play = await axe(page);
  await playHand(page);
  found['hand summary'] = await axe(page);
  await page.click('[data-testid=continue]');
  await page.click('[data-testid=open-settings]');
  await page.locator('[data-testid=settings]').waitFor();
  found.settings = await axe(page);
  assert.deepEqual(found, { 'round 1 bidding': [], play: [], 'hand summary': [], settings: [] });
  assert.deepEqual(problems, []);
  await context.close();
});

test("axe: no violation in round 2 of the bidding and the dealer's discard", async () => {
  const problems = [];
  const found = {};
  // Round 2: South bids first and passes; the first such seed where the three others pass too.
  for (let from = 1; from < 400 && !found['round 2 bidding']; ) {
    const seed = await seedDealtBy('east', from);
    from = seed + 1;
    const { context, page } = await open(`?seed=${seed}&speed=instant`, problems);
    await page.click('[data-testid=bid-panel] button[data-action=pass]');
    const round2 = async (now) => now === 'bidding' && (await actions(page)).some((a) => a.startsWith('call '));
    if (await until(page, round2, 0, 100)) found['round 2 bidding'] = await axe(page);
    await context.close();
  }
  // The discard: South deals and orders the card up (or is ordered to pick it up).
  for (let from = 1; from < 400 && !found.discard; ) {
    const seed = await seedDealtBy('south', from);
    from = seed + 1;
    const { context, page } = await open(`?seed=${seed}&speed=instant`, problems);
    const order = async (now) => {
      if (now === 'discard') return true;
      if (now === 'bidding' && (await actions(page)).includes('order up')) {
        await page.click('[data-testid=bid-panel] button[data-action="order up"]');
      }
      return false;
    };
    if (await until(page, order, 0, 100)) found.discard = await axe(page);
    await context.close();
  }
  assert.deepEqual(found, { 'round 2 bidding': [], discard: [] });
  assert.deepEqual(problems, []);
});

/** Starts Debian's Chromium for Lighthouse; resolves to { port, close() }. */
async function chromeForLighthouse() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bower-lighthouse-'));
  const args = [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const chrome = spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise((resolve, reject) => {
    let err = '';
    chrome.stderr.on('data', (chunk) => {
      err += chunk;
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) resolve(Number(m[1]));
    });
    chrome.on('exit', (code) => reject(new Error(`chromium exited (${code}): ${err}`)));
  });
  return {
    port,
    close: async () => {
      chrome.kill();
      await new Promise((resolve) => chrome.once('exit', resolve));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

// Performance is held to 95 on the desktop preset (no CPU slowdown, 10 Mbit/s). The mobile
// preset (4× CPU slowdown, 1.6 Mbit/s) is run and its report saved, its accessibility and best
// practices held to the same marks; its performance score is printed, not asserted: it is
// bound by the wasm's size and the app's start-up work, which this test cannot hold steady on
// a loaded machine (Lighthouse simulates from the main-thread work it observes).
const MINIMUM = { performance: 95, accessibility: 95, 'best-practices': 100 };
const ASSERTED = {
  desktop: ['performance', 'accessibility', 'best-practices'],
  mobile: ['accessibility', 'best-practices'],
};

for (const preset of ['desktop', 'mobile']) {
  const marks = ASSERTED[preset].map((id) => `${id} ≥ ${MINIMUM[id]}`).join(', ');
  test(`Lighthouse (${preset}): ${marks}`, async () => {
    const { default: lighthouse, desktopConfig } = await import('lighthouse');
    const chrome = await chromeForLighthouse();
    try {
      const flags = {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
        onlyCategories: Object.keys(MINIMUM),
      };
      // South bids first at this deal, so no computer player thinks while the page loads.
      const seed = await seedDealtBy('east');
      const result = await lighthouse(`${site.url}?seed=${seed}`, flags, preset === 'desktop' ? desktopConfig : undefined);
      const [json, html] = result.report;
      await writeFile(path.join(ARTIFACTS, `lighthouse-${preset}.json`), json);
      await writeFile(path.join(ARTIFACTS, `lighthouse-${preset}.html`), html);
      const { categories, audits, runtimeError } = result.lhr;
      assert.equal(runtimeError, undefined, runtimeError?.message);
      const scores = Object.fromEntries(Object.keys(MINIMUM).map((id) => [id, Math.round(categories[id].score * 100)]));
      const failing = Object.values(categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0))
        .map((r) => audits[r.id])
        .filter((a) => a.score !== null && a.score < 1)
        .map((a) => `${a.id}: ${a.score} ${a.displayValue || ''}`);
      console.log(`Lighthouse ${preset}: ${JSON.stringify(scores)}`);
      if (failing.length) console.log(`  below 1: ${failing.join('; ')}`);
      for (const id of ASSERTED[preset]) {
        assert.ok(scores[id] >= MINIMUM[id], `${id} ${scores[id]} < ${MINIMUM[id]}; below 1: ${failing.join('; ')}`);
      }
    } finally {
      await chrome.close();
    }
  });
}
