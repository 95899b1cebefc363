// Firefox ESR and WebKit for tests/e2e/engines.test.mjs, each behind the few calls a flow
// needs: `goto`, `reload`, `evaluate(fn, arg)`, `waitForFunction(fn, arg, { timeout })`,
// `waitForTimeout`, `problems()`, `close()`. They are the calls site.mjs's helpers (`step`,
// `playHand`, `readTable`, `phase`, `southToAct`) make of a playwright page, so those run in
// these engines as written.
//
// - Firefox: Debian's firefox-esr, headless, through puppeteer-core over WebDriver BiDi
//   (Debian has no geckodriver, and playwright's Firefox is a patched build it downloads).
// - WebKit: Debian's WebKitGTK (Safari's engine): WebKitWebDriver drives its MiniBrowser
//   (`--automation`), spoken to in W3C WebDriver over HTTP with node's fetch. MiniBrowser has
//   no headless mode, so the driver runs under xvfb-run, and WebDriver passes on no console:
//   the page's errors are recorded by a same-origin script put into index.html (`PROBE`).
import { spawn } from 'node:child_process';
import net from 'node:net';
import puppeteer from 'puppeteer-core';

export const FIREFOX = process.env.BOWER_FIREFOX || '/usr/bin/firefox-esr';
/** scripts/setup.sh finds it in the WebKitGTK package (its directory names the arch). */
export const MINIBROWSER = process.env.BOWER_MINIBROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const VIEWPORT = { width: 1280, height: 800 };

/** The probe's file name in the served site (not in dist/: `probed` serves it). */
export const PROBE_FILE = '__e2e-probe.js';
const PROBE_KEY = 'bower.e2e.problems';

/** Runs first in the page (a classic script before the rest of <head>; `script-src 'self'`
 * allows it): every page error, unhandled rejection, failed resource, CSP violation and
 * console error or warning goes into sessionStorage, which a reload keeps. */
const PROBE = `(() => {
  const add = (what) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(PROBE_KEY)}) || '[]');
      list.push(what);
      sessionStorage.setItem(${JSON.stringify(PROBE_KEY)}, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (e) => {
    if (e instanceof ErrorEvent) add('page error: ' + e.message + ' at ' + e.filename + ':' + e.lineno);
    else add('resource failed: ' + (e.target && (e.target.src || e.target.href)));
  }, true);
  addEventListener('unhandledrejection', (e) => add('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => add('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      add('console ' + level + ': ' + args.map(String).join(' '));
      return original.apply(this, args);
    };
  }
})();
`;

/** For `serve`'s `tamper`: index.html with the probe as its first script; `more(name,
 * bytes)`, if given, tampers further. `serve` answers PROBE_FILE through `extra`. */
export function probed(more = null) {
  return {
    extra: { [PROBE_FILE]: { type: 'text/javascript; charset=utf-8', body: Buffer.from(PROBE) } },
    tamper(name, bytes) {
      if (name === 'index.html') {
        // Right after the charset (the minified page has no <head> tag), before the CSP.
        const html = bytes.toString('utf8');
        const at = html.match(/<meta charset[^>]*>/i);
        if (!at) throw new Error('index.html has no <meta charset>: nowhere to put the probe');
        const end = at.index + at[0].length;
        bytes = Buffer.from(`${html.slice(0, end)}<script src="${PROBE_FILE}"></script>${html.slice(end)}`);
      }
      return more ? more(name, bytes) : bytes;
    },
  };
}

/** What the probe recorded in this tab (empty when it never ran: see `probeRan`). */
const probeProblems = (page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) || '[]'), PROBE_KEY);

/** Whether the probe is in the page (a test that relies on it checks this first). */
export const probeRan = (page) => page.evaluate((file) => !!document.querySelector(`script[src="${file}"]`), PROBE_FILE);

/** Polls `fn(arg)` in the page until it returns something truthy, which it resolves to. */
async function poll(page, fn, arg, { timeout = 30_000, every = 25 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await page.evaluate(fn, arg);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeout} ms waiting for ${String(fn).slice(0, 200)}`);
    await sleep(every);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Firefox ESR, headless, through puppeteer-core (WebDriver BiDi), with one page. */
export async function firefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
  });
  const tab = await browser.newPage();
  const native = [];
  tab.on('pageerror', (err) => native.push(`page error: ${err.message}`));
  tab.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warn') native.push(`console ${msg.type()}: ${msg.text()}`);
  });
  const page = {
    name: 'Firefox',
    version: await browser.version(),
    goto: (url) => tab.goto(url),
    reload: () => tab.reload(),
    evaluate: (fn, arg) => tab.evaluate(fn, arg),
    waitForFunction: (fn, arg, options) => poll(page, fn, arg, options),
    waitForTimeout: sleep,
    problems: async () => [...native, ...(await probeProblems(page))],
    close: () => browser.close(),
  };
  return page;
}

/** A free loopback port (for WebKitWebDriver, which takes one on its command line). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** WebKitGTK's MiniBrowser through WebKitWebDriver under xvfb-run, with one window. */
export async function webkit() {
  const port = await freePort();
  // Its own process group, so that close() ends xvfb-run, Xvfb, the driver, MiniBrowser and
  // WebKit's processes together.
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', `-screen 0 ${VIEWPORT.width}x${VIEWPORT.height}x24`, 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  driver.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => driver.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const send = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body && JSON.stringify(body),
    });
    const { value } = await res.json();
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
    return value;
  };
  const kill = () => {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {}
  };
  // Also when the test run ends without close() (a timeout): a detached group outlives node.
  process.once('exit', kill);
  let session;
  try {
    for (const end = Date.now() + 30_000; ; ) {
      if (driver.exitCode !== null) throw new Error(`xvfb-run WebKitWebDriver exited: ${stderr}`);
      const ready = await send('GET', '/status').then((s) => s.ready, () => false);
      if (ready) break;
      if (Date.now() > end) throw new Error(`WebKitWebDriver not ready after 30 s: ${stderr}`);
      await sleep(50);
    }
    const created = await send('POST', '/session', {
      capabilities: {
        alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
      },
    });
    session = `/session/${created.sessionId}`;
    await send('POST', `${session}/window/rect`, { x: 0, y: 0, ...VIEWPORT });
    const page = {
      name: 'WebKit',
      version: `${created.capabilities.browserName} ${created.capabilities.browserVersion}`,
      goto: (url) => send('POST', `${session}/url`, { url }),
      reload: () => send('POST', `${session}/refresh`, {}),
      // WebDriver's execute runs a function body and waits for a promise it returns.
      evaluate: (fn, arg) =>
        send('POST', `${session}/execute/sync`, {
          script: `return (${fn}).apply(null, arguments);`,
          args: arg === undefined ? [] : [arg],
        }),
      waitForFunction: (fn, arg, options) => poll(page, fn, arg, options),
      waitForTimeout: sleep,
      problems: () => probeProblems(page),
      async close() {
        await send('DELETE', session).catch(() => {});
        kill();
        await exited;
      },
    };
    return page;
  } catch (err) {
    kill();
    await exited;
    throw err;
  }
}
