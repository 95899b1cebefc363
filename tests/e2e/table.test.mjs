// End-to-end: the release build in dist/ (scripts/test.sh runs `trunk build --release` first),
// served on a free loopback port and driven in headless Chromium with playwright-core.
// Run: node --test tests/e2e/
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'dist');
const ARTIFACTS = path.join(ROOT, 'tests/e2e/artifacts');
const CHROMIUM = process.env.BOWER_CHROMIUM || '/usr/bin/chromium';
const CHROME_ARGS = (
  process.env.BOWER_CHROME_ARGS ||
  '--headless --no-sandbox --disable-gpu --disable-background-networking ' +
    '--disable-component-update --disable-sync --no-first-run'
).split(' ');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Serves `dir` on 127.0.0.1 at a port the system picks; resolves to the server. */
function serve(dir) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const file = path.join(dir, decodeURIComponent(url.pathname));
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(target)).isFile()) throw new Error('not a file');
      res.writeHead(200, {
        'content-type': TYPES[path.extname(target)] || 'application/octet-stream',
      });
      createReadStream(target).pipe(res);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The deal as the engine makes it natively (`cargo run --example deal`), for comparison. */
const engineDeals = new Map();
function engineDeal(seed, dealer = 'east') {
  const key = `${seed} ${dealer}`;
  if (!engineDeals.has(key)) {
    const out = execFileSync('cargo', ['run', '--quiet', '--example', 'deal', '--', `${seed}`, dealer], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    engineDeals.set(key, JSON.parse(out));
  }
  return engineDeals.get(key);
}

let server;
let base;
let browser;
const problems = [];

before(async () => {
  await stat(path.join(DIST, 'index.html')).catch(() => {
    throw new Error('dist/index.html is missing: run `trunk build --release` first');
  });
  await mkdir(ARTIFACTS, { recursive: true });
  server = await serve(DIST);
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });
});

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
});

/** A new page that records console errors, page errors and failed requests in `problems`. */
async function open(pathAndQuery) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 } });
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') {
      problems.push(`${pathAndQuery}: console ${msg.type()}: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`${pathAndQuery}: page error: ${err.message}`));
  page.on('requestfailed', (req) =>
    problems.push(`${pathAndQuery}: request failed: ${req.url()} ${req.failure()?.errorText}`),
  );
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${pathAndQuery}: HTTP ${res.status()} ${res.url()}`);
  });
  await page.goto(base + pathAndQuery);
  await page.locator('[data-testid=hand-south] [data-card]').nth(4).waitFor();
  return page;
}

/** What the table shows: South's cards, the upcard, the seed, the dealer, the hidden counts. */
async function readTable(page) {
  return page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const cards = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.card);
    return {
      south: cards('[data-testid=hand-south] [data-card]'),
      upcard: q('[data-testid=upcard] [data-card]').dataset.card,
      seed: q('[data-testid=seed]').textContent,
      dealer: q('[data-testid=dealer-name]').textContent,
      dealerSeat: q('[data-dealer=true]').dataset.testid,
      hidden: ['west', 'north', 'east'].map((s) => q(`[data-testid=hand-${s}]`).dataset.count),
      visibleElsewhere: cards('[data-testid^=hand-]:not([data-testid=hand-south]) [data-card]'),
    };
  });
}

function assertShows(table, engine) {
  assert.deepEqual(table.south, engine.south, `South's hand for seed ${engine.seed}`);
  assert.equal(table.upcard, engine.upcard);
  assert.equal(table.seed, String(engine.seed));
  assert.equal(table.dealer, engine.dealer);
  assert.equal(table.dealerSeat, `seat-${engine.dealer.toLowerCase()}`);
  assert.deepEqual(table.hidden, ['5', '5', '5']);
  assert.deepEqual(table.visibleElsewhere, []);
  assert.equal(new Set([...table.south, table.upcard]).size, 6, 'six different cards');
}

test('?seed=42 shows the deal the engine makes for seed 42, every time', async () => {
  const page = await open('/?seed=42');
  const first = await readTable(page);
  assertShows(first, engineDeal(42));
  await page.screenshot({ path: path.join(ARTIFACTS, 'seed-42.png'), fullPage: true });
  await page.close();

  const again = await open('/?seed=42');
  assert.deepEqual(await readTable(again), first, 'a second load deals the same cards');
  await again.close();

  const other = await open('/?seed=43&dealer=north');
  const table43 = await readTable(other);
  assertShows(table43, engineDeal(43, 'north'));
  assert.notDeepEqual(table43.south, first.south, 'another seed deals other cards');
  await other.close();
});

test('without a seed the page deals a random one, and its link deals it again', async () => {
  const page = await open('/');
  const table = await readTable(page);
  assert.match(table.seed, /^\d+$/);
  assertShows(table, engineDeal(table.seed));
  await page.click('[data-testid=seed]');
  await page.waitForURL(`**/?seed=${table.seed}&dealer=east`);
  await page.locator('[data-testid=hand-south] [data-card]').nth(4).waitFor();
  assert.deepEqual(await readTable(page), table);
  await page.close();
});

test('"New deal" shuffles again and passes the deal to the left', async () => {
  const page = await open('/?seed=7');
  const before = await readTable(page);
  await page.click('[data-testid=new-deal]');
  await page.locator('[data-testid=dealer-name]', { hasText: 'South' }).waitFor();
  const after = await readTable(page);
  assert.notEqual(after.seed, before.seed);
  assertShows(after, engineDeal(after.seed, 'south'));
  await page.screenshot({ path: path.join(ARTIFACTS, 'new-deal.png') });
  await page.close();
});

test('no console errors, page errors or failed requests on any page', () => {
  assert.deepEqual(problems, []);
});
