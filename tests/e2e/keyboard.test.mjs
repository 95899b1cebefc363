// End-to-end, keyboard only: the focus follows the play, the dialogs keep it, Escape closes
// the settings, nothing behind them can be played and the computers wait; screenshots of
// the focus ring at every screen size. The release build in dist/ (`trunk build --release`).
// Run: node --test tests/e2e/keyboard.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, phase, southToAct, watch, useSite } from './site.mjs';

let server;
let browser;
const problems = [];

useSite((s) => ({ browser, site: server } = s));

async function open(query, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  watch(page, new URL(server.url).origin, problems);
  await page.goto(server.url + query);
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  return page;
}

/** Where the focus is: 'body', 'bid', 'card' (a playable one), 'hand' (South's hand
 * itself), 'continue', 'dialog' (elsewhere in an open dialog), or the element's test id. */
function focusIs(page) {
  return page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return 'body';
    if (e.closest('[data-testid=bid-panel]')) return 'bid';
    if (e.dataset.testid === 'hand-south') return 'hand';
    if (e.closest('[data-testid=hand-south]') && !e.disabled) return 'card';
    if (e.dataset.testid === 'continue') return 'continue';
    return e.dataset.testid || (e.closest('dialog[open]') ? 'dialog' : e.tagName);
  });
}

/** The index of the focused control among South's choices (bids, else playable cards),
 * and how many there are. */
function focusIndex(page) {
  return page.evaluate(() => {
    const bids = [...document.querySelectorAll('[data-testid=bid-panel] button')];
    const list = bids.length ? bids : [...document.querySelectorAll('[data-testid=hand-south] button:not([disabled])')];
    return { at: list.indexOf(document.activeElement), of: list.length };
  });
}

/** How many actions the saved game holds (the game is saved after every change). */
const actions = (page) =>
  page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('bower.game') || 'null')?.game || 'null')?.actions?.length ?? 0);
/** Waits until the saved game holds more than `n` actions. */
const actedPast = (page, n) =>
  page.waitForFunction(
    (n) => (JSON.parse(JSON.parse(localStorage.getItem('bower.game') || 'null')?.game || 'null')?.actions?.length ?? 0) > n,
    n,
  );

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), animations: 'disabled' });

test('a hand played with the keyboard alone: the focus follows the play and is never on the body when South is to act', async () => {
  const page = await open('?seed=8&speed=instant');
  // The page keeps the focus at its start; Tab goes to South's first choice from there.
  await southToAct(page);
  for (let t = 0; t < 40 && !['bid', 'card'].includes(await focusIs(page)); t++) await page.keyboard.press('Tab');
  assert.ok(['bid', 'card'].includes(await focusIs(page)), 'Tab reaches a bid or a card');
  let turns = 0;
  let triedHomeEnd = false;
  for (;;) {
    const now = await southToAct(page);
    if (now === 'over') break;
    // Once the page has settled with South to act, the focus is on South's first choice
    // (or the summary's button), never on the body.
    await page.waitForTimeout(30);
    const where = await focusIs(page);
    assert.notEqual(where, 'body', `South to act (${now}): the focus is not on the body`);
    if (now === 'summary') {
      assert.equal(where, 'continue', 'the summary has the focus on "Next deal"');
      await page.keyboard.press('Enter');
      break;
    }
    assert.ok(['bid', 'card'].includes(where), `on a choice of South's, not ${where}`);
    if (turns > 0) assert.equal((await focusIndex(page)).at, 0, 'on the first choice');
    const { of } = await focusIndex(page);
    if (of >= 2 && !triedHomeEnd) {
      triedHomeEnd = true;
      await page.keyboard.press('End');
      assert.deepEqual(await focusIndex(page), { at: of - 1, of }, 'End: the last');
      await page.keyboard.press('Home');
      assert.deepEqual(await focusIndex(page), { at: 0, of }, 'Home: the first');
    }
    const before = await actions(page);
    await page.keyboard.press('Enter');
    await actedPast(page, before);
    turns += 1;
    assert.ok(turns < 40, 'the hand ends');
  }
  assert.ok(turns >= 5, `South played the hand (${turns} turns)`);
  assert.ok(triedHomeEnd, 'Home and End were tried');
  // After "Next deal" the focus is with the play again, not on the body.
  await page.locator('[data-testid=hand-summary]').waitFor({ state: 'detached' });
  const next = await southToAct(page);
  await page.waitForTimeout(30);
  assert.ok(['bid', 'card'].includes(await focusIs(page)), `after the summary (${next}): ${await focusIs(page)}`);
  await page.close();
});

test('the settings keep the focus, Escape closes them and gives it back; nothing behind them plays', async () => {
  const page = await open('?seed=8&speed=instant');
  await southToAct(page);
  for (let t = 0; t < 40 && (await focusIs(page)) !== 'open-settings'; t++) await page.keyboard.press('Tab');
  assert.equal(await focusIs(page), 'open-settings');
  await page.keyboard.press('Enter');
  await page.locator('dialog[data-testid=settings][open]').waitFor();
  assert.equal(await focusIs(page), 'setting-difficulty', 'the dialog has the focus on its first control, Difficulty');
  await shot(page, 'focus-settings-desktop');
  // Tab goes round inside the dialog, never behind it.
  const seen = new Set();
  for (let t = 0; t < 60; t++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    assert.ok(inside, `Tab ${t + 1} stays in the dialog`);
    seen.add(await page.evaluate(() => document.activeElement.dataset.testid || document.activeElement.tagName));
  }
  assert.ok(seen.has('settings-close') && seen.has('setting-difficulty'), 'Tab went all the way round');
  // Behind the dialog: a card or a bid cannot take the focus, Enter reaches only the dialog,
  // and a click (through the inert page, as a script could) plays nothing.
  const before = await actions(page);
  const cards = () => page.locator('[data-testid=hand-south] [data-card]').count();
  const held = await cards();
  await page.evaluate(() => document.querySelector('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])').focus());
  assert.ok(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), 'the focus stays in the dialog');
  await page.focus('[data-testid=setting-undo]');
  await page.keyboard.press('Enter'); // on a checkbox: nothing
  await page.evaluate(() => document.querySelector('[data-testid=bid-panel] button, [data-testid=hand-south] button:not([disabled])').click());
  await page.waitForTimeout(300);
  assert.equal(await actions(page), before, 'nothing was played behind the settings');
  assert.equal(await cards(), held);
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=settings]').waitFor({ state: 'detached' });
  assert.equal(await focusIs(page), 'open-settings', 'the focus is back on Settings');
  assert.equal(await phase(page), (await southToAct(page)), 'the table is as it was');
  await page.close();
});

test('the computers wait while the settings are open, and go on when they close', async () => {
  // At the slow pace West has not bid yet when the settings open after South's pass.
  const page = await open('?seed=8&speed=slow');
  assert.equal(await southToAct(page), 'bidding');
  const before = await actions(page);
  await page.click('[data-testid=bid-panel] button[data-action=pass]');
  await page.click('[data-testid=open-settings]');
  await page.locator('dialog[data-testid=settings][open]').waitFor();
  await actedPast(page, before);
  const paused = await actions(page);
  assert.equal(paused, before + 1, 'South passed, West is to bid');
  await page.waitForTimeout(3000);
  assert.equal(await actions(page), paused, 'nobody bid while the settings were open');
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=settings]').waitFor({ state: 'detached' });
  await actedPast(page, paused);
  assert.equal(await page.locator('[data-testid=bubble-west]').count(), 1, 'West bid once the settings closed');
  await page.close();
});

test('screenshots of the focus ring on a playable card and on a bid, at every size', async () => {
  const sizes = [
    ['desktop', 1280, 800],
    ['wide', 1920, 1080],
    ['phone', 375, 740],
    ['small', 320, 568],
    ['landscape', 740, 375],
  ];
  for (const [name, width, height] of sizes) {
    const page = await open('?seed=8&speed=instant', { width, height });
    await southToAct(page);
    for (let t = 0; t < 40 && !['bid', 'card'].includes(await focusIs(page)); t++) await page.keyboard.press('Tab');
    const shots = new Set();
    for (let i = 0; i < 30 && shots.size < 2; i++) {
      const now = await southToAct(page);
      await page.waitForTimeout(30);
      const where = await focusIs(page);
      if ((where === 'bid' || where === 'card') && !shots.has(where)) {
        shots.add(where);
        // A card that is not the first, to show the ring between its neighbours.
        if ((await focusIndex(page)).of >= 2) await page.keyboard.press('ArrowRight');
        await page.waitForTimeout(250); // the card's rise
        const ring = await page.evaluate(() => {
          const s = getComputedStyle(document.activeElement);
          return { outline: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
        });
        assert.equal(ring.outline, 'solid', `${name} ${where}: a solid ring`);
        assert.ok(ring.width >= 2, `${name} ${where}: at least 2 px`);
        assert.match(ring.shadow, /rgb\(13, 31, 20\)/, `${name} ${where}: the dark inner ring`);
        await shot(page, `focus-${where}-${name}`);
        if ((await focusIndex(page)).of >= 2) await page.keyboard.press('Home');
      }
      if (now === 'summary' || now === 'over') break;
      await page.keyboard.press('Enter');
      await page.waitForTimeout(30);
    }
    assert.deepEqual([...shots].sort(), ['bid', 'card'], `${name}: both rings shot`);
    await page.close();
  }
});

test('no console errors, page errors or failed requests', () => {
  assert.deepEqual(problems, []);
});
