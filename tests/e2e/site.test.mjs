// The release site as a host serves it (scripts/test.sh builds dist/ first): under a
// sub-path, with its Content-Security-Policy and Subresource Integrity, installable, and
// playable offline through its service worker, which picks up a new build on the next visit.
// Run: node --test tests/e2e/        (BOWER_DIST=other/dist to test another build)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DIST,
  ROOT,
  dealt,
  phase,
  playHand,
  readTable,
  serve,
  sha384,
  southToAct,
  step,
  tags,
  watch,
  useSite,
} from './site.mjs';

const SUB = '/user/bower/';
let browser;
let site; // dist/ under SUB
let origin;

useSite((s) => ({ browser, site, origin } = s), { prefix: SUB });

/** A fresh browser profile with a page that reports problems into `problems`. */
async function fresh(problems, at = origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  watch(page, at, problems);
  return { context, page };
}

/** Resolves once a service worker controls the page. */
const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, { timeout: 60_000 });

test('under a sub-path, the site deals from ?seed= like the root build, with no request outside it', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=42&speed=slow`);
  await dealt(page);
  const table = await readTable(page);
  assert.equal(table.seed, '42');
  assert.equal(table.south.length, 5);
  // Another seed, another deal; the same seed again, the same deal.
  await page.goto(`${site.url}?seed=43&speed=slow`);
  await dealt(page);
  assert.notDeepEqual((await readTable(page)).south, table.south);
  await page.goto(`${site.url}index.html?seed=42&speed=slow`);
  await dealt(page);
  assert.deepEqual(await readTable(page), table);
  const outside = site.requests.filter((p) => !p.startsWith(SUB));
  assert.deepEqual(outside, [], 'every file is asked for under the sub-path');
  assert.deepEqual(problems, []);
  await context.close();
});

test('index.html allows only the site itself, and every script and style has its integrity', async () => {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const all = tags(html);
  const csp = all.find((t) => t.attrs['http-equiv']?.toLowerCase() === 'content-security-policy')?.attrs.content;
  assert.ok(csp, 'a Content-Security-Policy meta');
  assert.ok(all.findIndex((t) => t.attrs.content === csp) < all.findIndex((t) => t.name === 'script'), 'before any script');
  const directives = Object.fromEntries(
    csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]),
  );
  assert.deepEqual(directives['default-src'], ["'self'"]);
  assert.deepEqual(directives['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
  assert.deepEqual(directives['style-src'], ["'self'"]);
  assert.deepEqual(directives['object-src'], ["'none'"]);
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|https?:|\*|data:/, 'no inline code, eval or other origin');
  // No inline script at all: every <script> has a src, and an integrity.
  const scripts = all.filter((t) => t.name === 'script');
  assert.equal(scripts.length, 1, 'one script, the boot script');
  assert.doesNotMatch(html, /<script\b[^>]*>[^<]+<\/script>/, 'no inline script');
  // Scripts, styles, module preloads: each has an integrity, and it is that of the file.
  const assets = all.filter((t) => t.name === 'script' || /^(stylesheet|modulepreload|preload)$/.test(t.attrs.rel));
  // The preloads: the app's glue and the chunks' loader (src/screens.rs and the other split points).
  assert.deepEqual(assets.map((t) => t.attrs.rel || 'script').sort(), ['modulepreload', 'modulepreload', 'script', 'stylesheet']);
  for (const { attrs } of assets) {
    const href = attrs.src || attrs.href;
    assert.ok(!href.startsWith('/'), `relative: ${href}`);
    assert.equal(attrs.integrity, sha384(await readFile(path.join(DIST, href))), href);
  }
  // The boot script fetches the wasm with its integrity.
  const boot = await readFile(path.join(DIST, scripts[0].attrs.src), 'utf8');
  const files = await readdir(DIST);
  const wasm = files.find((f) => /^bower-[0-9a-f]+_bg\.wasm$/.test(f));
  assert.ok(boot.includes(sha384(await readFile(path.join(DIST, wasm)))), 'the wasm is fetched with its integrity');
  // The screens' loader fetches each chunk with its integrity.
  const loader = assets.find((t) => /(^|\/)split-[0-9a-f]+\.js$/.test(t.attrs.href ?? ''));
  assert.ok(loader, 'the chunks\' loader is preloaded');
  const chunks = files.filter((f) => /^bower-(split_\w+|chunk_\d+)-[0-9a-f]+\.wasm$/.test(f));
  assert.ok(chunks.some((f) => f.startsWith('bower-split_bower_screens-')), 'a chunk for the screens');
  assert.ok(chunks.some((f) => f.startsWith('bower-split_bower_play-')), 'a chunk for the worker pool');
  // (Release builds minify the loader: quotes and spaces are terser's.)
  const code = await readFile(path.join(DIST, loader.attrs.href), 'utf8');
  const literal = (text) => `["']${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
  for (const chunk of chunks) {
    const integrity = sha384(await readFile(path.join(DIST, chunk)));
    const fetched = new RegExp(`new URL\\(${literal(`./${chunk}`)},\\s*import\\.meta\\.url\\),\\s*\\{\\s*integrity:\\s*${literal(integrity)}\\s*\\}`);
    assert.match(code, fetched, chunk);
  }
});

test('a page that played a hand broke no Content-Security-Policy rule and asked no third party', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  const violations = [];
  await page.exposeFunction('cspViolation', (v) => violations.push(v));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolation(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`),
    ),
  );
  await page.goto(`${site.url}?seed=5&speed=instant`);
  await dealt(page);
  await playHand(page);
  await page.click('[data-testid=continue]');
  await page.click('[data-testid=open-settings]');
  await page.locator('[data-testid=settings]').waitFor();
  assert.deepEqual(violations, []);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [file, what] of [
  [/_bg\.wasm$/, 'wasm'],
  [/^bower-[0-9a-f]+\.js$/, 'JavaScript glue'],
  [/^boot-[0-9a-f]+\.js$/, 'boot script'],
  [/^split-[0-9a-f]+\.js$/, 'chunk loader'],
]) {
  test(`a ${what} changed on the way is refused (Subresource Integrity)`, async () => {
    let tampered;
    const evil = await serve(DIST, {
      tamper: (name, bytes) => {
        if (!file.test(name)) return bytes;
        tampered = name;
        const copy = Buffer.from(bytes);
        // A JavaScript comment (or, in the wasm, a byte of the custom section name) changed.
        if (name.endsWith('.js')) return Buffer.concat([copy, Buffer.from('\n// changed\n')]);
        copy[copy.length - 1] ^= 1;
        return copy;
      },
    });
    const { context, page } = await fresh([], new URL(evil.url).origin);
    // The browser reports the file it refused (and the game does not start).
    const refused = page.waitForEvent('console', {
      predicate: (msg) => msg.type() === 'error' && /integrity/i.test(msg.text()),
    });
    await page.goto(`${evil.url}?seed=42&speed=slow`);
    const message = (await refused).text();
    assert.ok(tampered && message.includes(tampered), message);
    assert.equal(await page.locator('[data-testid=hand-south]').count(), 0, 'the game did not start');
    await context.close();
    await evil.close();
  });
}

for (const [file, what] of [
  [/^worker-[0-9a-f]+\.js$/, "computer players' worker script"],
  [/^bower-worker-[0-9a-f]+_bg\.wasm$/, "computer players' worker wasm"],
  [/^bower-split_bower_play-[0-9a-f]+\.wasm$/, "worker pool's chunk"],
]) {
  test(`a ${what} changed on the way is refused: the game says so, and no computer acts`, async () => {
    let tampered;
    const evil = await serve(DIST, {
      tamper: (name, bytes) => {
        if (!file.test(name)) return bytes;
        tampered = name;
        if (name.endsWith('.js')) return Buffer.concat([bytes, Buffer.from('\n// changed\n')]);
        const copy = Buffer.from(bytes);
        copy[copy.length - 1] ^= 1;
        return copy;
      },
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const refused = [];
    page.on('console', (msg) => /integrity|digest|did not load|refused/i.test(msg.text()) && refused.push(msg.text()));
    await page.goto(`${evil.url}?seed=42&speed=instant`);
    await dealt(page);
    // If South bids first, a pass: then a computer is to think.
    await page.waitForTimeout(500);
    const pass = page.locator('[data-testid=bid-panel] button[data-action=pass]');
    if (await pass.count()) await pass.click();
    const notice = page.locator('[data-testid=notice]');
    await notice.waitFor({ timeout: 30_000 });
    assert.match(await notice.textContent(), /computer players could not think.*Reload/);
    if (what.includes('wasm')) await page.screenshot({ path: path.join(ROOT, 'tests/e2e/artifacts/worker-refused.png') });
    assert.ok(tampered, 'the changed file was asked for');
    assert.ok(refused.length > 0, 'the console says what was refused');
    const actions = await page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions);
    assert.ok(actions.every(([seat]) => seat === 'South'), `no computer acted: ${JSON.stringify(actions)}`);
    await context.close();
    await evil.close();
  });
}

test('the manifest and every icon it names are there, at the sizes it says, at relative paths', async () => {
  const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const href = tags(html).find((t) => t.attrs.rel === 'manifest').attrs.href;
  assert.ok(!href.startsWith('/') && !/^https?:/.test(href), `relative manifest link: ${href}`);
  const manifest = JSON.parse(await readFile(path.join(DIST, href), 'utf8'));
  assert.equal(manifest.start_url, './');
  assert.equal(manifest.scope, './');
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.name && manifest.short_name);
  const sizes = new Set();
  for (const icon of manifest.icons) {
    assert.ok(!icon.src.startsWith('/'), `relative icon path: ${icon.src}`);
    const bytes = await readFile(path.join(DIST, path.dirname(href), icon.src));
    if (icon.type === 'image/png') {
      // The PNG's own width and height (IHDR) are the size the manifest names.
      assert.equal(bytes.subarray(1, 4).toString(), 'PNG');
      assert.equal(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.sizes, icon.src);
    } else {
      assert.match(bytes.toString(), /<svg/);
    }
    sizes.add(`${icon.sizes} ${icon.purpose}`);
  }
  for (const needed of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.has(needed), needed);
  // The icons the page itself names are there too.
  const icons = tags(html).filter((t) => /^(icon|apple-touch-icon)$/.test(t.attrs.rel));
  assert.equal(icons.length, 2);
  for (const { attrs } of icons) await readFile(path.join(DIST, attrs.href));
});

test('the service worker precaches every built file, and the game then plays offline', async () => {
  const worker = await readFile(path.join(DIST, 'sw.js'), 'utf8');
  const files = JSON.parse(/const FILES = (\[[^\]]*\]);/.exec(worker)[1].replaceAll("'", '"'));
  const built = (await readdir(DIST, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && e.name !== 'sw.js')
    .map((e) => path.relative(DIST, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .map((f) => (f === 'index.html' ? './' : `./${f}`));
  assert.deepEqual([...files].sort(), built.sort());

  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=9&speed=instant`);
  await dealt(page);
  await controlled(page);
  // Read where the game rests (South to act), not while the computers may still bid.
  await southToAct(page);
  const before = await readTable(page);
  await context.setOffline(true);
  await page.reload();
  await dealt(page);
  await southToAct(page);
  assert.deepEqual(await readTable(page), before, 'the same game, from the cache');
  // How to play opens offline too: it is part of the app, nothing more to fetch.
  await page.click('[data-testid=open-rules]');
  await page.locator('[data-testid=how-to-play]').waitFor();
  assert.equal(await page.locator('[data-testid=how-to-play] [data-card]').count(), 7, 'the trump order');
  await page.click('[data-testid=rules-close]');
  await playHand(page);
  // A new game's address, offline too (the game in progress is given up when asked).
  await page.goto(`${site.url}?seed=10&speed=instant`);
  await page.click('[data-testid=play-linked]');
  await dealt(page);
  assert.equal((await readTable(page)).seed, '10');
  await context.setOffline(false);
  assert.deepEqual(
    problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p)),
    [],
  );
  await context.close();
});

test('a new build is picked up on the next visit, and the game in progress carries on', async () => {
  // The new build: the same files with a changed index.html, so a new precache version.
  const next = await mkdtemp(path.join(os.tmpdir(), 'bower-next-'));
  await cp(DIST, next, { recursive: true });
  const index = path.join(next, 'index.html');
  await writeFile(index, (await readFile(index, 'utf8')).replace('<title>', '<meta name="bower-build" content="next"><title>'));
  const sw = path.join(next, 'sw.js');
  await writeFile(sw, (await readFile(sw, 'utf8')).replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = 'next$1'"));

  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=12&speed=instant`);
  await dealt(page);
  await controlled(page);
  // A game in progress: a few moves in.
  for (let i = 0; i < 6; i++) if ((await step(page, 1)) === 'wait') await page.waitForTimeout(20);
  const beforePhase = await southToAct(page);
  const before = await readTable(page);

  site.setDir(next);
  try {
    // The browser looks for a new worker on each visit; here, ask it now.
    const changed = page.evaluate(
      () => new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })),
    );
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    await changed;
    await controlled(page);
    // The page that is open carries on with its game, untouched.
    assert.equal(await page.locator('meta[name=bower-build]').count(), 0);
    assert.deepEqual(await readTable(page), before);
    assert.equal(await phase(page), beforePhase);
    // Only the new version's cache is left.
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1, caches.join());
    assert.match(caches[0], /:next[0-9a-f]+$/);
    // The next visit is the new build, with the same game.
    await page.reload();
    await dealt(page);
    assert.equal(await page.locator('meta[name=bower-build]').getAttribute('content'), 'next');
    assert.deepEqual(await readTable(page), before);
    await playHand(page);
    assert.deepEqual(problems, []);
  } finally {
    site.setDir(DIST);
    await context.close();
    await rm(next, { recursive: true, force: true });
  }
});
