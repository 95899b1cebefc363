// A long evening at the table: many games at instant speed in one tab, through the real
// workers, as a player who leaves the tab open all evening plays them. After a forced garbage
// collection at an early game and at the last, the page's JS heap, the page's wasm memory
// (`__bowerPool.memory()`, `?debug`) and each worker's (`self.bowerMemory`, kept by the
// worker's loader) are sampled; a session fails when any of them grew by more than 10 %
// between the two samples. Each prints its figures. Three sessions: four players, three
// players, and four players opening the coach's review of every hand.
// Games are to 5 points, and each session plays few of them, to keep the three within 3
// minutes of CI time; BOWER_SOAK_GAMES=N plays N games in each instead: `BOWER_SOAK_GAMES=100`
// (samples after games 10 and 100) is the evening docs/measurements.md reports.
// Run: node --test tests/e2e/soak.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dealt, step, useSite } from './site.mjs';

let site;
let fresh;

useSite((s) => ({ site, fresh } = s));

/** How much a measure may grow between the two samples. */
const GROWTH = 0.1;

/** Settings for short games (to 5) at instant speed, planted before the page starts. */
const shortGames = (context) =>
  context.addInitScript(() => {
    if (!localStorage.getItem('bower.settings')) {
      const rules = { stick_the_dealer: false, points_to_win: 5 };
      localStorage.setItem('bower.settings', JSON.stringify({ rules, speed: 'Instant' }));
    }
  });

/** After a forced garbage collection: the page's JS heap, its wasm memory and each worker's
 * (in the order the page started them), in bytes. */
async function sample(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const wasm = await page.evaluate(() => window.__bowerPool.memory());
  const workers = [];
  for (const worker of page.workers()) {
    const bytes = await worker.evaluate(() => self.bowerMemory?.buffer.byteLength ?? null).catch(() => null);
    if (bytes !== null) workers.push(bytes);
  }
  return { heap: usedSize, wasm, workers };
}

/** Plays one game to its end by clicks (odd hands take the first bid offered, even ones the
 * last), opening the coach's review at each hand's end when `review`; then starts the next.
 * Resolves to the number of hands played. */
async function playGame(page, { review }) {
  let hands = 0;
  for (let i = 0; i < 20000; i++) {
    const did = await step(page, hands % 2 ? 0 : 9, { keepSummary: true });
    if (did === 'over') {
      await page.click('[data-testid=new-game]');
      // Not `dealt`: South's cards stay hidden through a first hand its partner plays alone.
      await page.locator('[data-testid=game-over]').waitFor({ state: 'detached' });
      return hands;
    }
    if (did === 'wait') {
      await page.waitForTimeout(5);
      continue;
    }
    if (did !== 'summary') continue;
    hands += 1;
    if (review) {
      await page.click('[data-testid=review-hand]');
      await page.locator('[data-testid=timeline]').waitFor();
      await page.waitForFunction(() => !document.querySelector('[data-testid=timeline] [data-testid=reviewing]'), null, {
        timeout: 60_000,
      });
      await page.click('[data-testid=log-close]');
      await page.locator('[data-testid=timeline]').waitFor({ state: 'detached' });
    }
    // The summary closes (or, at the game's end, gives way to the game-over dialog).
    await page.locator('[data-testid=continue]').click();
  }
  throw new Error('the game did not end');
}

const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;

/** Plays `games` games in one tab from `query`, sampling after game `first` and the last;
 * asserts that nothing grew by more than GROWTH and resolves to the two samples. */
async function soak(name, query, games, { review = false } = {}) {
  games = Number(process.env.BOWER_SOAK_GAMES) || games;
  // The first sample after game N / 10 (game 10 of a hundred), but not before game 10 nor
  // past half the games: the page's memory reaches its level in the first few games, and a
  // short session compares its second half with it.
  const first = Math.min(Math.max(Math.round(games / 10), 10), Math.ceil(games / 2));
  const problems = [];
  const { context, page } = await fresh(problems);
  await shortGames(context);
  const cdp = await context.newCDPSession(page);
  const started = Date.now();
  await page.goto(`${site.url}${query}&debug`);
  await dealt(page);
  let early;
  let hands = 0;
  // The page's wasm memory after each game, in 64 kB pages (printed: where it grew).
  const pages = [];
  for (let game = 1; game <= games; game++) {
    hands += await playGame(page, { review });
    pages.push((await page.evaluate(() => window.__bowerPool.memory())) / 65536);
    if (game === first) early = await sample(page, cdp);
  }
  const late = await sample(page, cdp);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const perGame = (a, b) => `${((b - a) / 1e3 / (games - first)).toFixed(1)} kB a game`;
  console.log(
    `# ${name}: ${games} games (${hands} hands) in ${seconds} s; after game ${first} → ${games}: ` +
      `JS heap ${mb(early.heap)} → ${mb(late.heap)} (${perGame(early.heap, late.heap)}), ` +
      `page wasm ${mb(early.wasm)} → ${mb(late.wasm)}, ` +
      `workers' wasm ${early.workers.map(mb).join(', ')} → ${late.workers.map(mb).join(', ')}; ` +
      `page wasm after each game (64 kB pages): ${pages.join(' ')}`,
  );
  assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  assert.ok(early.workers.length > 0 && late.workers.length > 0, 'the workers were sampled');
  const grew = (what, a, b) => assert.ok(b <= a * (1 + GROWTH), `${what} grew from ${mb(a)} to ${mb(b)}`);
  grew('the JS heap', early.heap, late.heap);
  // The page's wasm memory reaches its level in the first games: the game's save is written
  // into one buffer kept for the page's life, which grows (by doubling) only while the saves
  // outgrow every one before them.
  grew("the page's wasm memory", early.wasm, late.wasm);
  // Each worker's against its own; had the pool replaced a worker between the samples (a
  // different count), the largest against the largest.
  if (early.workers.length === late.workers.length) {
    early.workers.forEach((bytes, i) => grew(`worker ${i + 1}'s wasm memory`, bytes, late.workers[i]));
  } else {
    grew("a worker's wasm memory", Math.max(...early.workers), Math.max(...late.workers));
  }
  await context.close();
  return { early, late };
}

test('games for four in one tab: its memory stays flat', async () => {
  await soak('four players', '?seed=41&speed=instant', 20);
});

test('three-player games in one tab: its memory stays flat', async () => {
  await soak('three players', '?seed=42&speed=instant&players=3', 12);
});

test("the coach's review opened after every hand: its memory stays flat", async () => {
  await soak('coach review', '?seed=43&speed=instant', 6, { review: true });
});
