// The computer players' Web Workers in the release build: every computer turn and hint is
// answered by the pool (the page's wasm holds no search), a worker that stops or fails to
// load is replaced and the game goes on (with one worker, and with three sharing each search
// in parts), a seeded game is the same with one worker and with three and the same decision
// for decision as a native replay (examples/replay.rs), and the Expert's decisions are timed
// through the pool with one and with two workers (BOWER_POOL_SIZES=1,2,3 for others) while
// the page's longest task is measured.
// Run: node --test tests/e2e/workers.test.mjs     (`?debug` puts window.__bowerPool on the page)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DIST, ROOT, dealt, step, watch, useSite } from './site.mjs';

let browser;
let site;

useSite((s) => ({ browser, site } = s));

/** A fresh profile whose settings say `difficulty`, and a page that notes the main thread's
 * long tasks (window.__longTasks) and every problem into `problems`. */
async function fresh(problems, difficulty = 'Expert') {
  // No service worker: every request of the page and its workers goes to the network, where
  // a test can fail it (site.test.mjs tests the offline copy).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  await context.addInitScript((difficulty) => {
    if (!localStorage.getItem('bower.settings')) {
      localStorage.setItem('bower.settings', JSON.stringify({ difficulty, speed: 'Instant' }));
    }
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  }, difficulty);
  const page = await context.newPage();
  const seen = [];
  watch(page, new URL(site.url).origin, seen);
  // Every problem but the note that the service worker is blocked (on purpose, above).
  const blocked = /Service Worker registration blocked by Playwright/;
  const check = () => problems.push(...seen.splice(0).filter((p) => !blocked.test(p)));
  return { context, page, check };
}

/** Plays through clicks (the first offered bid or card) until `done()` or the game's end. */
async function playUntil(page, done, limit = 5000) {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    const did = await step(page);
    if (did === 'over') return;
    if (did === 'wait') await page.waitForTimeout(10);
  }
  throw new Error('the game did not go on');
}

const summaries = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('bower.game') || '{}').seen ?? 0);
const actions = (page) =>
  page.evaluate(() => {
    const save = JSON.parse(localStorage.getItem('bower.game') || 'null');
    return save ? JSON.parse(save.game).actions.length : 0;
  });
const timings = async (page) => JSON.parse(await page.evaluate(() => window.__bowerPool?.timings() ?? '[]'));
/** The longest task on the page's main thread in a Chromium trace: its CPU time (the page's
 * own work) and wall time (which a busy machine stretches: other processes take the core). */
function longestTask(trace) {
  const events = trace.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  assert.ok(main, 'the trace has the page\'s main thread');
  let cpu = 0;
  let wall = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.pid !== main.pid || e.tid !== main.tid || !/RunTask/.test(e.name)) continue;
    cpu = Math.max(cpu, (e.tdur ?? e.dur) / 1000);
    wall = Math.max(wall, e.dur / 1000);
  }
  return { cpu, wall };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.round((sorted.length - 1) * q)];
};

test('the first paint holds no search: the computer players load in workers after the table', async () => {
  const files = await readdir(DIST);
  const app = files.find((f) => /^bower-[0-9a-f]+_bg\.wasm$/.test(f));
  const worker = files.find((f) => /^bower-worker-[0-9a-f]+_bg\.wasm$/.test(f));
  assert.ok(app && worker, files.join());
  // A message of the search (an assertion's text), in the worker's wasm and not the page's.
  const needle = 'only cards are legal in play';
  assert.ok((await readFile(path.join(DIST, worker))).includes(needle));
  assert.ok(!(await readFile(path.join(DIST, app))).includes(needle));
  // The page asks for the worker's files only once it has dealt.
  const problems = [];
  const { context, page, check } = await fresh(problems);
  const order = [];
  page.on('request', (r) => order.push(path.basename(new URL(r.url()).pathname)));
  await page.goto(`${site.url}?seed=7&debug`);
  await dealt(page);
  await playUntil(page, async () => (await timings(page)).length > 0);
  const first = order.findIndex((f) => f.startsWith('worker-'));
  assert.ok(first > order.findIndex((f) => f === app), order.join());
  check();
  assert.deepEqual(problems, []);
  await context.close();
});

for (const workers of [1, 3]) {
  test(`a worker terminated mid-decision (${workers} worker(s)${workers > 1 ? ', parts in flight' : ''}) is replaced, its job sent again, and the game goes on`, async () => {
    const problems = [];
    const { context, page, check } = await fresh(problems);
    const replaced = [];
    page.on('console', (m) => m.text().includes('a worker was replaced') && replaced.push(m.text()));
    await page.goto(`${site.url}?seed=11&debug&workers=${workers}&timeout=2000`);
    await dealt(page);
    // Stop the worker while it thinks (checked on the page's own event loop).
    const killed = page.evaluate(
      () =>
        new Promise((resolve) => {
          const timer = setInterval(() => window.__bowerPool?.kill() && (clearInterval(timer), resolve(true)), 0);
        }),
    );
    await playUntil(page, async () => (await summaries(page)) > 0 || !!(await Promise.race([killed, false])));
    assert.equal(await killed, true);
    const before = await actions(page);
    await playUntil(page, async () => (await summaries(page)) >= 1 && (await actions(page)) > before + 4);
    assert.ok(replaced.some((t) => /no answer in time/.test(t)), replaced.join('\n'));
    check();
    assert.deepEqual(problems.filter((p) => !/a worker was replaced/.test(p)), []);
    await context.close();
  });
}

test('a worker that fails as it works is replaced, and the game goes on', async () => {
  const problems = [];
  const { context, page, check } = await fresh(problems);
  await page.goto(`${site.url}?seed=12&debug&workers=1`);
  await dealt(page);
  const crashed = page.evaluate(
    () =>
      new Promise((resolve) => {
        const timer = setInterval(() => window.__bowerPool?.crash() && (clearInterval(timer), resolve(true)), 0);
      }),
  );
  await playUntil(page, async () => !!(await Promise.race([crashed, false])));
  const before = await actions(page);
  await playUntil(page, async () => (await actions(page)) > before + 8);
  check();
  assert.ok(problems.some((p) => /a worker was replaced: a request it cannot read/.test(p)), problems.join('\n'));
  assert.deepEqual(problems.filter((p) => !/a worker was replaced/.test(p)), []);
  await context.close();
});

for (const workers of [1, 3]) {
  test(`a worker whose wasm fails to load once is replaced, and the game goes on (${workers} worker(s))`, async () => {
    const problems = [];
    const { context, page, check } = await fresh(problems);
    let asked = 0;
    await context.route(/bower-worker-[0-9a-f]+_bg\.wasm$/, (route) => (asked++ === 0 ? route.abort('failed') : route.continue()));
    await page.goto(`${site.url}?seed=13&debug&workers=${workers}`);
    await dealt(page);
    await playUntil(page, async () => (await summaries(page)) > 0);
    assert.ok(asked >= 2, `the wasm was asked for ${asked} times`);
    check();
    assert.deepEqual(
      problems.filter((p) => !/a worker was replaced: the worker's wasm did not load|bower-worker-.*ERR_FAILED/.test(p)),
      [],
    );
    assert.ok(problems.some((p) => /a worker was replaced: the worker's wasm did not load/.test(p)), problems.join('\n'));
    await context.close();
  });
}

test('a seeded game at instant speed is the same with one worker and with three, and the same as a native replay', async () => {
  const problems = [];
  const saves = [];
  for (const workers of [1, 3]) {
    const { context, page, check } = await fresh(problems, 'Expert');
    await page.goto(`${site.url}?seed=21&debug&workers=${workers}`);
    await dealt(page);
    await playUntil(page, async () => (await summaries(page)) >= 2);
    saves.push(await page.evaluate(() => JSON.parse(localStorage.getItem('bower.game')).game));
    const pool = JSON.parse(await page.evaluate(() => window.__bowerPool.workers()));
    assert.equal(pool.size, workers);
    // One worker takes every job whole; three share the searches in parts.
    assert.ok(workers === 1 ? pool.parts === 0 : pool.parts > 20, JSON.stringify(pool));
    check();
    await context.close();
  }
  // The same game record (deal, every action) whatever the number of workers; the computers
  // go on acting at instant speed while the test reads the save, so one may be a little
  // longer: the shorter is the start of the longer.
  const [one, three] = saves.map((save) => JSON.parse(save));
  const n = Math.min(one.actions.length, three.actions.length);
  assert.ok(n >= 40, `${n} actions`);
  assert.deepEqual(three.actions.slice(0, n), one.actions.slice(0, n));
  assert.deepEqual({ ...three, actions: [] }, { ...one, actions: [] });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bower-replay-'));
  try {
    const file = path.join(dir, 'game.json');
    await writeFile(file, saves[1]);
    const { stdout } = await promisify(execFile)('cargo', ['run', '--quiet', '--example', 'replay', '--', file, 'Expert'], {
      cwd: ROOT,
      maxBuffer: 1 << 24,
    });
    const replay = JSON.parse(stdout);
    assert.deepEqual(replay.mismatches, []);
    assert.ok(replay.computer >= 10, stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  assert.deepEqual(problems, []);
});

for (const workers of (process.env.BOWER_POOL_SIZES || '1,2').split(',').map(Number)) {
  test(`Expert decisions through the pool with ${workers} worker(s): timed, and the page never blocks`, async () => {
    const problems = [];
    const ms = [];
    for (const seed of [31, 32]) {
      const { context, page, check } = await fresh(problems);
      await page.goto(`${site.url}?seed=${seed}&debug&workers=${workers}`);
      await dealt(page);
      // From the first answer on: the screen is built and the workers are loaded.
      await playUntil(page, async () => (await timings(page)).length > 0);
      await page.evaluate(() => (window.__longTasks.length = 0));
      await browser.startTracing(page, { categories: ['toplevel', '__metadata'] });
      await playUntil(page, async () => (await summaries(page)) >= 3);
      const trace = JSON.parse(await browser.stopTracing());
      const decisions = (await timings(page)).filter((t) => t.kind === 'Expert').map((t) => t.us / 1000);
      ms.push(...decisions);
      const { cpu, wall } = longestTask(trace);
      const over = await page.evaluate(() => window.__longTasks.length);
      console.log(
        `# ${workers} worker(s), seed ${seed}: the page's longest main-thread task while the computers thought: ` +
          `${cpu.toFixed(1)} ms of CPU, ${wall.toFixed(1)} ms of wall time (${over} long tasks over 50 ms by the clock, load ${os.loadavg()[0].toFixed(1)})`,
      );
      assert.equal(JSON.parse(await page.evaluate(() => window.__bowerPool.workers())).size, workers);
      check();
      await context.close();
      // The page never runs a search: none of its tasks is as long as the longest search the
      // workers made meanwhile (both grow alike with the machine's load; the figures are
      // reported above, docs/measurements.md).
      const longest = Math.max(...decisions);
      assert.ok(cpu < longest, `a task of ${cpu} ms of CPU on the page, the longest search ${longest} ms`);
    }
    console.log(
      `# Expert through the pool, ${workers} worker(s): ${ms.length} decisions, median ${quantile(ms, 0.5).toFixed(1)} ms, ` +
        `p99 ${quantile(ms, 0.99).toFixed(1)} ms, max ${quantile(ms, 1).toFixed(1)} ms`,
    );
    assert.ok(ms.length > 20);
    assert.deepEqual(problems, []);
  });
}
