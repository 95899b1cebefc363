// The wasm chunks fetched after the first paint (docs/site.md, "The chunks"). The screens that
// are not the table (src/screens.rs: summaries, game log, settings, How to play): the table
// never waits for them, a failed fetch is tried again, and a chunk changed on the way is
// refused with a notice while the table still plays; the header's buttons they bring move
// nothing. The worker pool's page side: fetched again after a failure. The saves' format
// (src/store/storage.rs): a first visit plays without it and saves once it comes; with
// something saved, the app waits for it, and if it cannot be fetched, what was saved stays
// untouched for a reload.
// Run: node --test tests/e2e/screens.test.mjs        (after trunk build --release)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIST, dealt, playHand, serve, watch, useSite } from './site.mjs';

// The screens' chunk (the worker pool's is bower-split_bower_play, the saves' below).
const CHUNK = /bower-split_bower_screens-[0-9a-f]+\.wasm$/;
let browser;
let site;

useSite((s) => ({ browser, site } = s));

/** A fresh profile without the service worker (every file comes from the server). */
async function fresh(viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  return { context, page: await context.newPage() };
}

/** Holds back every request of `context` for `pattern` until `release()`; `asked()` counts
 * them. */
async function holdBack(context, pattern) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let asked = 0;
  await context.route(pattern, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test('the table is dealt and played while the screens are held back; then they open', async () => {
  const { context, page } = await fresh();
  const problems = watch(page, new URL(site.url).origin);
  const chunk = await holdBack(context, CHUNK);
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  await page.waitForFunction(() => document.querySelector('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])'));
  assert.equal(chunk.asked(), 1, 'the chunk is asked for once the table is there');
  assert.equal(await page.locator('[data-testid=settings]').count(), 0, 'no settings before their code');
  chunk.release();
  await page.click('[data-testid=open-settings]');
  await page.locator('[data-testid=settings]').waitFor();
  await page.keyboard.press('Escape');
  // The summary is one of the screens: a whole hand plays to it.
  await playHand(page);
  // The one warning expected: this profile blocks the service worker (see `fresh`).
  assert.deepEqual(problems.filter((p) => !/Service Worker registration blocked/.test(p)), []);
  await context.close();
});

// The header's buttons the screens' chunk brings ("Friends", "Board"): where they show, they
// fit on the header's line; where they would not, they are in the settings. Either way the
// header keeps its height when they come, and the table does not move (Lighthouse counts such
// a move as layout shift: a second header line once cost the mobile page 0.24).
const TOOLS = '.app .app-header :is(.friends-button, .board-button)';

test("the screens' header buttons come without moving the table: phones, tablets, laptops", async () => {
  const sizes = [[320, 568], [375, 740], [412, 823], [480, 853], [600, 960], [768, 1024], [740, 375], [844, 390], [1280, 800], [1350, 940]];
  for (const [width, height] of sizes) {
    const { context, page } = await fresh({ width, height });
    const chunk = await holdBack(context, CHUNK);
    await page.goto(`${site.url}?seed=42&speed=slow`);
    await dealt(page);
    const where = () =>
      page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const rect = (q) => JSON.stringify(document.querySelector(q).getBoundingClientRect());
        return { header: rect('.app .app-header'), table: rect('.app .table') };
      });
    const before = await where();
    assert.equal(await page.locator(TOOLS).count(), 0, 'held back: no buttons of the chunk yet');
    chunk.release();
    await page.locator(TOOLS).first().waitFor({ state: 'attached' });
    assert.deepEqual(await where(), before, `${width}×${height}: the header and the table stay where they were`);
    await context.close();
  }
});

test("at every width, both ways round, the header is as tall with the chunk's buttons as without", async () => {
  const { context, page } = await fresh();
  await page.goto(`${site.url}?seed=42&speed=slow`);
  await dealt(page);
  await page.locator(TOOLS).first().waitFor({ state: 'attached' });
  const moved = [];
  for (const portrait of [true, false]) {
    for (let width = 320; width <= 1600; width += 10) {
      const height = portrait ? Math.round(width * 1.6) : Math.round(width * 0.6);
      if (height < 300) continue;
      await page.setViewportSize({ width, height });
      // (Reading a box lays the page out at once: no frame is waited for.)
      const { shown, hidden, visible } = await page.evaluate((selector) => {
        const header = document.querySelector('.app .app-header');
        const tools = [...document.querySelectorAll(selector)];
        const shown = header.getBoundingClientRect().height;
        const visible = tools.filter((t) => t.checkVisibility()).length;
        for (const t of tools) t.style.display = 'none';
        const hidden = header.getBoundingClientRect().height;
        for (const t of tools) t.style.display = '';
        return { shown, hidden, visible };
      }, TOOLS);
      if (shown !== hidden) moved.push(`${width}×${height}: ${hidden} px → ${shown} px with ${visible} button(s)`);
    }
  }
  assert.deepEqual(moved, []);
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

const SAVES = /bower-split_bower_saves-[0-9a-f]+\.wasm$/;
const saved = (page) => page.evaluate(() => localStorage.getItem('bower.game'));
const actions = (text) => JSON.parse(JSON.parse(text).game).actions.length;
const move = (page) => page.locator('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])').first();

test("a first visit plays while the saves' code is held back, and saves once it comes", async () => {
  const { context, page } = await fresh();
  const saves = await holdBack(context, SAVES);
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  await move(page).waitFor();
  await move(page).click();
  await page.waitForTimeout(300);
  assert.equal(await saved(page), null, 'nothing is written before the code that writes it');
  saves.release();
  await page.waitForFunction(() => localStorage.getItem('bower.game'), null, { timeout: 15_000 });
  const text = await saved(page);
  assert.ok(actions(text) > 0, 'the moves played meanwhile are in the save');
  // A reload resumes it: the app waits for the saves' code, then shows the same game.
  await page.reload();
  await dealt(page);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid=seed]').textContent(), '42');
  assert.ok(actions(await saved(page)) >= actions(text), 'the game went on from where it was');
  assert.equal(await page.locator('[data-testid=notice]').count(), 0);
  await context.close();
});

test("with a game saved, saves' code that cannot be fetched leaves the save untouched", async () => {
  const { context, page } = await fresh();
  await page.goto(`${site.url}?seed=42&speed=instant`);
  await dealt(page);
  await move(page).waitFor();
  await move(page).click();
  await page.waitForFunction(() => localStorage.getItem('bower.game'), null, { timeout: 15_000 });
  await page.waitForTimeout(500);
  const before = await saved(page);
  let asked = 0;
  await context.route(SAVES, (route) => (asked++, route.abort('failed')));
  await page.goto(`${site.url}?seed=7&speed=instant`);
  // Tried four times (after 1, 2 and 4 s), then a new game starts and says why.
  const notice = page.locator('[data-testid=notice]');
  await notice.waitFor({ timeout: 30_000 });
  assert.match(await notice.textContent(), /could not be loaded.*kept as they were.*reload the page/i);
  assert.equal(asked, 4);
  await dealt(page);
  await page.click('[data-testid=notice] button');
  await move(page).waitFor();
  await move(page).click();
  await page.waitForTimeout(500);
  assert.equal(await saved(page), before, 'nothing is written over what was saved');
  // Once the code comes again, the saved game is back.
  await context.unroute(SAVES);
  await page.goto(`${site.url}?speed=instant`);
  await dealt(page);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[data-testid=seed]').textContent(), '42');
  await context.close();
});
