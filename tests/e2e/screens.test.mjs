// The screens that are not the table (src/screens.rs: summaries, game log, settings, How to
// play) are a wasm chunk of their own, fetched once the table is shown: the table never waits
// for it, a failed fetch is tried again, and a chunk changed on the way is refused with a
// notice while the table still plays.
// Run: node --test tests/e2e/screens.test.mjs        (after trunk build --release)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, dealt, launch, playHand, requireDist, serve, watch } from './site.mjs';

// The screens' chunk (the worker pool's, bower-split_bower_play, is tested with the workers).
const CHUNK = /bower-split_bower_screens-[0-9a-f]+\.wasm$/;
let browser;
let site;

before(async () => {
  await requireDist();
  site = await serve(DIST);
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await site?.close();
});

/** A fresh profile without the service worker (every file comes from the server). */
async function fresh() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

test('the table is dealt and played while the screens are held back; then they open', async () => {
  const { context, page } = await fresh();
  const problems = watch(page, new URL(site.url).origin);
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let asked = 0;
  await context.route(CHUNK, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  await page.waitForFunction(() => document.querySelector('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])'));
  assert.equal(asked, 1, 'the chunk is asked for once the table is there');
  assert.equal(await page.locator('[data-testid=settings]').count(), 0, 'no settings before their code');
  release();
  await page.click('[data-testid=open-settings]');
  await page.locator('[data-testid=settings]').waitFor();
  await page.keyboard.press('Escape');
  // The summary is one of the screens: a whole hand plays to it.
  await playHand(page);
  // The one warning expected: this profile blocks the service worker (see `fresh`).
  assert.deepEqual(problems.filter((p) => !/Service Worker registration blocked/.test(p)), []);
  await context.close();
});

test("a chunk whose fetch fails once is asked for again, and the screens come", async () => {
  const { context, page } = await fresh();
  let asked = 0;
  await context.route(CHUNK, (route) => (asked++ === 0 ? route.abort('failed') : route.continue()));
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  await page.click('[data-testid=open-rules]');
  await page.locator('[data-testid=how-to-play]').waitFor({ timeout: 15_000 });
  assert.equal(asked, 2);
  assert.equal(await page.locator('[data-testid=notice]').count(), 0, 'no notice: the second try loaded it');
  await context.close();
});

test('a chunk changed on the way is refused: the game says so, and the table still plays', async () => {
  const evil = await serve(DIST, {
    tamper: (name, bytes) => {
      if (!CHUNK.test(name)) return bytes;
      const copy = Buffer.from(bytes);
      copy[copy.length - 1] ^= 1;
      return copy;
    },
  });
  const { context, page } = await fresh();
  const refused = [];
  page.on('console', (msg) => /integrity|digest/i.test(msg.text()) && refused.push(msg.text()));
  await page.goto(`${evil.url}?seed=42&speed=instant`);
  await dealt(page);
  const notice = page.locator('[data-testid=notice]');
  await notice.waitFor({ timeout: 30_000 });
  assert.match(await notice.textContent(), /could not be loaded.*reload the page.*saved/i);
  assert.ok(refused.length > 0, 'the console says the chunk was refused');
  // The table still plays: South's first legal move is taken, and the game moves on.
  await page.click('[data-testid=notice] button');
  const before = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions.length);
  const move = page.locator('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])').first();
  await move.waitFor();
  await move.click();
  await page.waitForFunction(
    (n) => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions.length > n,
    before,
  );
  await context.close();
  await evil.close();
});

test("the worker pool's chunk fetched again after a failure: the computers play", async () => {
  const { context, page } = await fresh();
  let asked = 0;
  await context.route(/bower-split_bower_play-[0-9a-f]+\.wasm$/, (route) =>
    asked++ === 0 ? route.abort('failed') : route.continue(),
  );
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  // Whoever bids first, a computer acts before long (South passes if it is South's turn).
  const pass = page.locator('[data-testid=bid-panel] button[data-action=pass]');
  await page.waitForTimeout(300);
  if (await pass.count()) await pass.click();
  await page.waitForFunction(
    () => JSON.parse(JSON.parse(localStorage.getItem('bower.game') || '{"game":"{\\"actions\\":[]}"}').game).actions.some(([seat]) => seat !== 'South'),
    null,
    { timeout: 30_000 },
  );
  assert.equal(asked, 2);
  assert.equal(await page.locator('[data-testid=notice]').count(), 0, 'no notice: the second try loaded it');
  await context.close();
});
