// Shared by the site tests (tests/e2e/*.test.mjs): a static file server for the
// built site that can mount it under a sub-path, compress like a real host and tamper with
// files; Chromium through playwright-core; a few steps of play through clicks; axe-core.
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, after } from 'node:test';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The built site: dist/ (scripts/test.sh builds it), or $BOWER_DIST. */
export const DIST = path.resolve(process.env.BOWER_DIST || path.join(ROOT, 'dist'));
export const ARTIFACTS = path.join(ROOT, 'tests/e2e/artifacts');
export const CHROMIUM = process.env.BOWER_CHROMIUM || process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_ARGS = (
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
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json', '.webmanifest']);

/** Throws unless the built site is there. */
export async function requireDist() {
  await stat(path.join(DIST, 'index.html')).catch(() => {
    throw new Error(`${DIST}/index.html is missing: run \`trunk build --release\` first`);
  });
}

/** gzip -9 of each file's bytes, compressed once: a static host sends precompressed or
 * cached files, and compressing on every request would add its time to the server's response
 * (which Lighthouse counts against the page). */
const gzipCache = new Map();
function gzipped(bytes) {
  const key = createHash('sha256').update(bytes).digest('hex');
  if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(bytes, { level: 9 }));
  return gzipCache.get(key);
}

/**
 * Serves a directory on 127.0.0.1 at a free port, under `prefix` ('/' or '/a/b/'), the way a
 * static host does: index.html for a directory, 404 elsewhere, gzip when asked for.
 * `tamper(name, bytes)` may change a file on its way out; `extra` serves files that are not in
 * the directory (`{ name: { type, body } }`). Resolves to `{ url, requests, failures,
 * setDir(dir), close() }`; `url` ends with the prefix, `requests` lists every path asked
 * for, `failures` every answer that was not a file ("404 /path").
 */
export async function serve(dir, { prefix = '/', tamper = null, extra = {} } = {}) {
  let root = path.resolve(dir);
  const requests = [];
  const failures = [];
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    requests.push(url.pathname);
    res.on('finish', () => res.statusCode >= 400 && failures.push(`${res.statusCode} ${url.pathname}`));
    if (!url.pathname.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    const name = decodeURIComponent(url.pathname.slice(prefix.length));
    if (Object.hasOwn(extra, name)) {
      const { type, body } = extra[name];
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-length': body.length }).end(body);
      return;
    }
    const file = path.join(root, name.endsWith('/') || name === '' ? path.join(name, 'index.html') : name);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      res.writeHead(404).end('not found');
      return;
    }
    if (tamper) body = tamper(path.relative(root, file), body);
    const ext = path.extname(file);
    const headers = { 'content-type': TYPES[ext] || 'application/octet-stream', 'cache-control': 'no-cache' };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      body = gzipped(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${prefix}`,
    requests,
    failures,
    setDir(next) {
      root = path.resolve(next);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

export const launch = () => chromium.launch({ executablePath: CHROMIUM, args: CHROME_ARGS });

/** Waits until the page has saved its game (on a first visit, once the saves' chunk is
 * there): a save planted before then would be written over. */
export const savedOnce = (page) => page.waitForFunction(() => localStorage.getItem('bower.game'), null, { timeout: 15_000 });

/** For a test file: before its tests, the built site served (at `prefix`, as `serve` does),
 * tests/e2e/artifacts made and Chromium launched, handed to `ready` as `{ browser, site,
 * origin, fresh }`; after them, both closed. `fresh(problems, viewport)` opens a page in a
 * new browser profile (1280×800 unless given) that records problems into `problems`. */
export function useSite(ready, { prefix } = {}) {
  let browser;
  let site;
  before(async () => {
    await requireDist();
    await mkdir(ARTIFACTS, { recursive: true });
    site = await serve(DIST, { prefix });
    browser = await launch();
    const origin = new URL(site.url).origin;
    const fresh = async (problems, viewport = { width: 1280, height: 800 }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      watch(page, origin, problems);
      return { context, page };
    };
    ready({ browser, site, origin, fresh });
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
}

/**
 * Records on `page` everything that should never happen: console errors and warnings
 * (Content-Security-Policy and integrity violations are console errors), page errors,
 * failed requests, HTTP errors, and requests to any other origin than `origin`.
 */
export function watch(page, origin, problems = []) {
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  // A request cut short by the test's own navigation (net::ERR_ABORTED: the worker's wasm,
  // say, still loading when the test goes to the next address) is not the site's failure; a
  // missing file shows as an HTTP status below.
  page.on('requestfailed', (req) => {
    const error = req.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${req.url()} ${error}`);
  });
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol !== 'data:' && url.origin !== origin) problems.push(`third-party request: ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()} ${res.url()}`);
  });
  return problems;
}

/** Waits until South's hand is on the table. */
export const dealt = (page) => page.locator('[data-testid=hand-south] [data-card]').first().waitFor();

/** South's cards, the scores and the seed, as the table shows them. */
export function readTable(page) {
  return page.evaluate(() => {
    const cards = (sel) => [...document.querySelectorAll(sel)].map((e) => e.dataset.card);
    const text = (sel) => document.querySelector(sel)?.textContent;
    return {
      south: cards('[data-testid=hand-south] [data-card]'),
      us: text('[data-testid=score-us]'),
      them: text('[data-testid=score-them]'),
      seed: text('[data-testid=seed]'),
    };
  });
}

/** The phase the table shows: 'over', 'summary', 'bidding', 'discard', 'play' or 'wait'. */
export function phase(page) {
  return page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    if (q('[data-testid=game-over]')) return 'over';
    if (q('[data-testid=hand-summary]')) return 'summary';
    if (q('[data-testid=bid-panel] button')) return 'bidding';
    if (q('[data-testid=discard-prompt]')) return 'discard';
    if (q('[data-testid=hand-south] button:not([disabled])')) return 'play';
    return 'wait';
  });
}

/** Waits until the table waits for South (the computers have had their turns): a state that
 * stays as it is, and is saved, until South acts. Resolves to the phase. */
export async function southToAct(page) {
  for (;;) {
    const now = await phase(page);
    if (now !== 'wait') return now;
    await page.waitForTimeout(20);
  }
}

/** One step of play through clicks: closes a summary (or, with `keepSummary`, stops at it),
 * takes the `prefer`-th offered bid (or the last), or plays (or, as the dealer, discards) the
 * first legal card. Resolves to what it did ('summary', 'bid', 'discard', 'play'), or 'wait'
 * or 'over'. */
export function step(page, prefer = 0, { keepSummary = false } = {}) {
  return page.evaluate(([prefer, keepSummary]) => {
    const q = (sel) => document.querySelector(sel);
    if (q('[data-testid=game-over]')) return 'over';
    // Looked for and acted on in one go, so that a summary that opened since the caller last
    // looked is never closed unseen by a caller that wants to stop at it (`keepSummary`).
    if (keepSummary && q('[data-testid=hand-summary]')) return 'summary';
    const cont = q('[data-testid=continue]');
    if (cont) {
      cont.click();
      return 'summary';
    }
    const bids = [...document.querySelectorAll('[data-testid=bid-panel] button')];
    if (bids.length) {
      bids[Math.min(prefer, bids.length - 1)].click();
      return 'bid';
    }
    const card = q('[data-testid=hand-south] button:not([disabled])');
    if (card) {
      card.click();
      return q('[data-testid=discard-prompt]') ? 'discard' : 'play';
    }
    return 'wait';
  }, [prefer, keepSummary]);
}

/** Plays through clicks until a hand's summary shows; resolves to the number of steps. */
export async function playHand(page) {
  for (let steps = 0; steps < 2000; steps++) {
    const did = await step(page, 0, { keepSummary: true });
    if (did === 'summary') return steps;
    if (did === 'wait') await page.waitForTimeout(20);
  }
  throw new Error('no hand summary after 2000 steps');
}

export const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The <script>, <link> and <meta> tags of an HTML text (quoted or not, as minified), each as
 * `{ tag, name, attrs }` with its attributes by name. */
export function tags(html) {
  return [...html.matchAll(/<(script|link|meta)\b([^>]*)>/gi)].map(([tag, name, rest]) => {
    const attrs = {};
    for (const [, key, value] of rest.matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)) {
      attrs[key.toLowerCase()] = value === undefined ? '' : value.replace(/^["']|["']$/g, '');
    }
    return { tag, name: name.toLowerCase(), attrs };
  });
}

const AXE = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it is now, one line each. */
export async function axe(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => (await window.axe.run(document)).violations);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
