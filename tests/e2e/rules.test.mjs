// How to play and the sound setting on the release site (scripts/test.sh builds dist/ first):
// the page fits every screen without sideways scrolling (screenshots in tests/e2e/artifacts/
// rules-*.png, settings-*.png), and no AudioContext is made before the player's first gesture,
// even with sound switched on, and one is after it.
// Run: node --test tests/e2e/        (BOWER_DIST=other/dist to test another build)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, dealt, watch, useSite } from './site.mjs';

let browser;
let site;

useSite((s) => ({ browser, site } = s));

const SIZES = [
  [1280, 800],
  [375, 740],
  [320, 568],
];

/** Whether anything on the page is wider than the window (sideways scrolling). */
const overflows = (page) =>
  page.evaluate(() => [...document.querySelectorAll('body *')].some((e) => e.getBoundingClientRect().right > innerWidth + 1));

for (const [width, height] of SIZES) {
  test(`How to play and the settings fit ${width}x${height}`, async () => {
    const problems = [];
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    watch(page, new URL(site.url).origin, problems);
    await page.goto(`${site.url}?seed=3&speed=slow`);
    await dealt(page);
    await page.click('[data-testid=open-rules]');
    const rules = page.locator('dialog[data-testid=how-to-play] .dialog');
    await rules.waitFor();
    assert.equal(await overflows(page), false, 'no sideways scrolling');
    // The Close button stays in view while the page scrolls.
    await rules.evaluate((d) => d.scrollTo(0, d.scrollHeight));
    assert.ok(await page.locator('[data-testid=rules-close]').isVisible());
    await rules.evaluate((d) => d.scrollTo(0, 0));
    await page.screenshot({ path: path.join(ARTIFACTS, `rules-${width}x${height}.png`), animations: 'disabled' });
    await rules.evaluate((d) => d.scrollTo(0, d.scrollHeight / 2));
    await page.screenshot({ path: path.join(ARTIFACTS, `rules-${width}x${height}-middle.png`), animations: 'disabled' });
    await page.click('[data-testid=rules-close]');
    await page.locator('[data-testid=how-to-play]').waitFor({ state: 'detached' });
    await page.click('[data-testid=open-settings]');
    await page.locator('[data-testid=settings]').waitFor();
    assert.equal(await overflows(page), false, 'the settings: no sideways scrolling');
    await page.screenshot({ path: path.join(ARTIFACTS, `settings-${width}x${height}.png`), animations: 'disabled' });
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('with sound on, no AudioContext before the first gesture, and one after it', async () => {
  const problems = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Counts the audio contexts the page makes.
  await context.addInitScript(() => {
    window.audioContexts = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.audioContexts += 1;
      }
    };
  });
  const page = await context.newPage();
  watch(page, new URL(site.url).origin, problems);
  await page.goto(`${site.url}?seed=3&speed=instant`);
  await dealt(page);
  // Once the app has saved its settings (it saves them once its screen is built), sound on.
  await page.waitForFunction(() => localStorage.getItem('bower.settings'));
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('bower.settings'));
    localStorage.setItem('bower.settings', JSON.stringify({ ...saved, sound: true }));
  });
  await page.reload();
  await dealt(page);
  assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('bower.settings')).sound), true);
  // The computers bid and play without any gesture: no audio yet.
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => window.audioContexts), 0, 'none before a gesture');
  await page.mouse.click(5, 5);
  await page.waitForFunction(() => window.audioContexts > 0, null, { timeout: 5000 });
  await page.keyboard.press('Shift');
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.audioContexts), 1, 'and only one');
  assert.deepEqual(problems, []);
  await context.close();
});
