// End-to-end: the release build in dist/ (scripts/test.sh runs `trunk build --release` first),
// served on a free loopback port and driven in headless Chromium with playwright-core.
// Run: node --test tests/e2e/   (BOWER_DIST=/some/dist tests another build than dist/)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, savedOnce, step, useSite } from './site.mjs';

let server;
let base;
let browser;
const problems = [];

useSite((s) => {
  ({ browser, site: server } = s);
  base = server.url.slice(0, -1); // without the trailing '/': paths below start with one
});

/** A new page that records console errors, page errors and failed requests in `problems`. */
async function open(pathAndQuery, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`${pathAndQuery}: console ${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`${pathAndQuery}: page error: ${err.message}`));
  // A request cut short by the test's own reload or close (net::ERR_ABORTED: the favicon,
  // say) is not the site's failure; a missing file shows as an HTTP status below.
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`${pathAndQuery}: request failed: ${req.url()} ${error}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${pathAndQuery}: HTTP ${res.status()} ${res.url()}`);
  });
  await page.goto(base + pathAndQuery);
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  return page;
}

const shot = (page, name) =>
  page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true, animations: 'disabled' });

/** What the table shows now: South's cards, the scores, the seed. */
async function readTable(page) {
  return page.evaluate(() => {
    const cards = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.card);
    const text = (sel) => document.querySelector(sel)?.textContent;
    return {
      south: cards('[data-testid=hand-south] [data-card]'),
      legal: cards('[data-testid=hand-south] button:not([disabled]) [data-card]'),
      us: text('[data-testid=score-us]'),
      them: text('[data-testid=score-them]'),
      seed: text('[data-testid=seed]'),
      summary: !!document.querySelector('[data-testid=hand-summary]'),
      bids: [...document.querySelectorAll('[data-testid=bid-panel] button')].map((b) => b.dataset.action),
      counts: ['west', 'north', 'east'].map((s) => document.querySelector(`[data-testid=hand-${s}]`)?.dataset.count),
    };
  });
}

/** The cards on the table's trick, seat by seat, and who took it if it is complete. */
async function readTrick(page) {
  return page.evaluate(() => {
    const trick = document.querySelector('[data-testid=trick]');
    if (!trick) return null;
    const cards = {};
    for (const seat of ['north', 'east', 'south', 'west']) {
      cards[seat] = trick.querySelector(`[data-testid=played-${seat}] [data-card]`)?.dataset.card ?? null;
    }
    return { cards, winner: trick.dataset.winner ?? null };
  });
}

test('a whole game from ?seed=5 played to its end through clicks, with screenshots', async () => {
  const page = await open('/?seed=5&speed=instant');
  const first = await readTable(page);
  assert.equal(first.seed, '5');
  assert.equal(first.south.length, 5);
  assert.deepEqual(first.counts, ['5', '5', '5'], 'the other hands are face down');
  const seen = new Set();
  let steps = 0;
  let hands = 0;
  for (;;) {
    const table = await readTable(page);
    const phase = table.summary ? 'summary' : table.bids.length ? 'bidding' : table.legal.length ? 'play' : null;
    if (phase && !seen.has(phase)) {
      seen.add(phase);
      await shot(page, `desktop-${phase}`);
    }
    // Order up or call on the first chance in odd hands, pass in even ones: both paths run.
    const did = await step(page, hands % 2);
    if (did === 'over') break;
    if (did === 'summary') hands += 1;
    if (did === 'wait') await page.waitForTimeout(15);
    steps += 1;
    assert.ok(steps < 5000, 'the game ends');
  }
  await shot(page, 'desktop-game-over');
  const final = await page.locator('[data-testid=final-score]').textContent();
  const [us, them] = final.match(/\d+/g).map(Number);
  assert.ok(Math.max(us, them) >= 10, `someone reached 10: ${final}`);
  assert.ok(hands >= 3, 'several hands were played');
  // A new game starts from the game-over dialog.
  await page.click('[data-testid=new-game]');
  await page.locator('[data-testid=game-over]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-testid=score-us]').textContent(), '0');
  await page.close();
});

test('a phone in portrait shows the whole table', async () => {
  const page = await open('/?seed=11&speed=instant', { width: 375, height: 740 });
  await shot(page, 'phone-start');
  const seen = new Set();
  for (let i = 0; i < 400 && seen.size < 3; i++) {
    const table = await readTable(page);
    const phase = table.summary ? 'summary' : table.bids.length ? 'bidding' : table.legal.length ? 'play' : null;
    if (phase && !seen.has(phase)) {
      seen.add(phase);
      await shot(page, `phone-${phase}`);
    }
    if ((await step(page)) === 'wait') await page.waitForTimeout(15);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `no sideways scrolling on a phone (${width}px)`);
  await page.close();
});

test('a reload in the middle of a hand resumes it exactly', async () => {
  const page = await open('/?seed=21&speed=instant');
  // Play until South has a card to play in the middle of a hand.
  for (let i = 0; i < 300; i++) {
    const table = await readTable(page);
    if (!table.summary && table.legal.length && table.south.length < 5) break;
    if ((await step(page, 1)) === 'wait') await page.waitForTimeout(15);
  }
  const before = await readTable(page);
  assert.ok(before.south.length < 5 && before.legal.length > 0, 'mid-hand');
  const trick = await readTrick(page);
  await page.reload();
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  assert.deepEqual(await readTable(page), before);
  assert.deepEqual(await readTrick(page), trick);
  // Without a seed in the address, the saved game resumes too.
  await page.goto(base + '/');
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  assert.deepEqual(await readTable(page), before);
  await page.close();
});

test('a corrupt save shows a notice and starts a fresh game', async () => {
  // Slow computer players, so the fresh deal is read before anyone bids.
  const page = await open('/?seed=5&speed=slow');
  await savedOnce(page);
  await page.evaluate(() => localStorage.setItem('bower.game', '{"version":1,"game":"garbage","seen":0,"undo_used":false}'));
  await page.reload();
  await page.locator('[data-testid=notice]').waitFor();
  assert.match(await page.locator('[data-testid=notice]').textContent(), /could not be resumed/);
  const table = await readTable(page);
  assert.equal(table.seed, '5');
  assert.equal(table.south.length, 5);
  assert.equal(table.us, '0');
  await page.close();
});

test('a hand played with the keyboard alone', async () => {
  const page = await open('/?seed=8&speed=instant');
  let hands = 0;
  for (let i = 0; i < 300 && hands < 1; i++) {
    const ready = await page.evaluate(
      () =>
        !!document.querySelector(
          '[data-testid=continue], [data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])',
        ),
    );
    if (!ready) {
      await page.waitForTimeout(20);
      continue;
    }
    let target = null;
    for (let t = 0; t < 40 && !target; t++) {
      await page.keyboard.press('Tab');
      target = await page.evaluate(() => {
        const e = document.activeElement;
        if (!e) return null;
        if (e.dataset.testid === 'continue') return 'continue';
        if (e.closest('[data-testid=bid-panel]')) return 'bid';
        if (e.closest('[data-testid=hand-south]') && !e.disabled) return 'card';
        return null;
      });
    }
    assert.ok(target, 'Tab reaches a control');
    await page.keyboard.press('Enter');
    if (target === 'continue') hands += 1;
    await page.waitForTimeout(20);
  }
  assert.equal(hands, 1, 'a hand was played to its summary by keyboard');
  const live = await page.locator('[data-testid=announcer]').textContent();
  assert.ok(live.length > 0, 'the live region announced what happened');
  await page.close();
});

test('the hint suggests a move with its reason, and undo takes back a card', async () => {
  const page = await open('/?seed=33&speed=instant');
  for (let i = 0; i < 300; i++) {
    const table = await readTable(page);
    if (!table.summary && table.legal.length) break;
    if ((await step(page, 1)) === 'wait') await page.waitForTimeout(15);
  }
  await page.click('[data-testid=hint]');
  const hint = await page.locator('[data-testid=hint-text][data-state=ready]').textContent();
  // The hint's own words for the card and why (crates/euchre-ai hint/cards.rs, tested there
  // word for word): "Play …", "Bury …", "Partner is winning with …: throw off …", "… does
  // not beat … (your … would)", "You cannot win this trick: play your cheapest card, …",
  // a forced card's "… is your only
  // legal card". Which one depends on the position the seeded game reached.
  assert.match(hint, /^Suggestion: [A-Z][^.]{8,}/);
  const before = await readTable(page);
  await page.locator('[data-testid=hand-south] button:not([disabled])').first().click();
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=hand-south] [data-card]').length < n,
    before.south.length,
  );
  await page.click('[data-testid=undo]');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid=hand-south] button:not([disabled])').length > 0 &&
      document.querySelectorAll('[data-testid=hand-south] [data-card]').length === n,
    before.south.length,
  );
  assert.deepEqual((await readTable(page)).south, before.south);
  await page.close();
});

/** The animations running on the page now: [class of the element, animation name]. */
async function running(page) {
  return page.evaluate(() =>
    document.getAnimations().map((a) => [a.effect?.target?.className ?? '', a.animationName ?? '']),
  );
}

test('cards move at the normal speed: dealt in, flown to the trick, gathered to the winner', async () => {
  const page = await open('/?seed=5&speed=normal');
  // The deal fans in: South's cards (deal-in) and the others' backs (back-in), a card at a time.
  // On a loaded machine South's may have landed by the time the page answers; the backs come last.
  const dealing = await running(page);
  assert.ok(dealing.some(([, name]) => name === 'deal-in' || name === 'back-in'), JSON.stringify(dealing));
  await shot(page, 'motion-deal');
  let flew = false;
  let gathered = false;
  for (let i = 0; i < 600 && !(flew && gathered); i++) {
    const did = await step(page, 1);
    const names = (await running(page)).map(([, name]) => name);
    if (did === 'play' && names.includes('fly-in') && !flew) {
      flew = true;
      await page.screenshot({ path: path.join(ARTIFACTS, 'motion-fly.png') });
    }
    if (!gathered && (await page.locator('[data-testid=trick].done').count())) {
      // Wait for the pause before the gathering, then catch it midway.
      const anim = await page.waitForFunction(() =>
        document.getAnimations().find((a) => a.animationName === 'gather' && a.currentTime > 0 &&
          a.playState === 'running'), null, { timeout: 3000 }).catch(() => null);
      if (anim) {
        gathered = true;
        await page.screenshot({ path: path.join(ARTIFACTS, 'motion-gather.png') });
      }
    }
    if (did === 'wait') await page.waitForTimeout(40);
    if (did === 'summary' || did === 'over') break;
  }
  assert.ok(flew, 'a played card flew in');
  assert.ok(gathered, 'a won trick was gathered');
  await page.close();
});

test('prefers-reduced-motion stops every card movement', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  page.on('pageerror', (err) => problems.push(`reduced motion: page error: ${err.message}`));
  await page.goto(base + '/?seed=5&speed=normal');
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  for (let i = 0; i < 200; i++) {
    assert.deepEqual(await running(page), [], 'nothing moves');
    const did = await step(page, 1);
    if (did === 'summary' || did === 'over') break;
    if (did === 'wait') await page.waitForTimeout(40);
  }
  const name = await page.evaluate(() =>
    getComputedStyle(document.querySelector('[data-testid=hand-south] .card-button')).animationName);
  assert.equal(name, 'none');
  await page.close();
});

test('no console errors, page errors or failed requests on any page', () => {
  assert.deepEqual(problems, []);
});
