// Nothing lost: a link to another deal, or New game in the settings, asks before it ends a
// game in progress; the address always names the game on screen, a save the page cannot
// read is kept aside, and a browser that refuses to store anything is told about once. Also the six and four on the
// scoreboard, screenshotted. The release build in dist/ (or $BOWER_DIST).
// Run: node --test tests/e2e/saves.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, axe, dealt, readTable, southToAct, savedOnce, step, useSite } from './site.mjs';

let browser;
let site;
let origin;

let fresh;
useSite((s) => ({ browser, site, origin, fresh } = s));

const search = (page) => page.evaluate(() => location.search);

/** Asserts that the address comes to be `query` (it is written once the screen is built and
 * the store's effects start, a few frames after the table shows). */
async function addressIs(page, query) {
  await page.waitForFunction((q) => location.search === q, query, { timeout: 5000 }).catch(() => {});
  assert.equal(await search(page), query);
}

const notice = (page) => page.locator('[data-testid=notice]');

/** The address's name for the standard rules with Normal players (the default settings). */
const STANDARD = 'game=AAAKAQ';

/** Opens `query`, then plays until South has acted at least once and is to act again: a game
 * in progress that a link to another deal would lose. Resolves to the table as it rests. */
async function gameInProgress(page, query) {
  await page.goto(site.url + query);
  await dealt(page);
  let acted = 0;
  for (let i = 0; i < 400 && acted < 3; i++) {
    const did = await step(page, 1);
    if (did === 'bid' || did === 'play' || did === 'discard') acted += 1;
    if (did === 'wait') await page.waitForTimeout(20);
  }
  await southToAct(page);
  return readTable(page);
}

test('a link to another deal asks first; keeping the game keeps it and names it in the address', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  const mine = await gameInProgress(page, '?seed=21&speed=instant');
  assert.equal(mine.seed, '21');
  await page.goto(`${site.url}?seed=22&speed=instant`);
  const choice = page.locator('[data-testid=link-choice]');
  await choice.waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'link-choice.png') });
  assert.match(await choice.textContent(), /seed 22.*seed 21/);
  assert.deepEqual(await axe(page), [], 'the question is accessible');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'keep-game', 'the safe answer has the focus');
  // Meanwhile the saved game is on the table, untouched, and still saved.
  assert.deepEqual(await readTable(page), mine);
  await page.click('[data-testid=keep-game]');
  await choice.waitFor({ state: 'detached' });
  await addressIs(page, `?seed=21&speed=instant&${STANDARD}`);
  assert.deepEqual(await readTable(page), mine);
  await page.reload();
  await dealt(page);
  await southToAct(page);
  assert.equal(await page.locator('[data-testid=link-choice]').count(), 0);
  assert.deepEqual(await readTable(page), mine);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Escape answers the question the safe way: the game is kept', async () => {
  const { context, page } = await fresh([]);
  const mine = await gameInProgress(page, '?seed=23&speed=instant');
  await page.goto(`${site.url}?seed=24&speed=instant`);
  await page.locator('[data-testid=link-choice]').waitFor();
  await page.keyboard.press('Escape');
  await page.locator('[data-testid=link-choice]').waitFor({ state: 'detached' });
  await addressIs(page, `?seed=23&speed=instant&${STANDARD}`);
  assert.deepEqual(await readTable(page), mine);
  await context.close();
});

test('a link to another deal asks first; playing it deals it, and a reload keeps it', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await gameInProgress(page, '?seed=21&speed=instant');
  await page.goto(`${site.url}?seed=22&speed=instant`);
  await page.click('[data-testid=play-linked]');
  await page.locator('[data-testid=link-choice]').waitFor({ state: 'detached' });
  await southToAct(page);
  const linked = await readTable(page);
  assert.equal(linked.seed, '22');
  await addressIs(page, `?seed=22&speed=instant&${STANDARD}`);
  await page.reload();
  await dealt(page);
  await southToAct(page);
  assert.equal(await page.locator('[data-testid=link-choice]').count(), 0);
  assert.deepEqual(await readTable(page), linked);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link to a deal nobody has played in yet, or the same deal, does not ask', async () => {
  const { context, page } = await fresh([]);
  // Slow players: South has not acted when the next address is opened.
  await page.goto(`${site.url}?seed=30&speed=slow`);
  await dealt(page);
  await page.goto(`${site.url}?seed=31&speed=slow`);
  await dealt(page);
  assert.equal((await readTable(page)).seed, '31');
  assert.equal(await page.locator('[data-testid=link-choice]').count(), 0);
  const mine = await gameInProgress(page, '?seed=31&speed=instant');
  await page.goto(`${site.url}?seed=31&speed=instant`);
  await dealt(page);
  await southToAct(page);
  assert.equal(await page.locator('[data-testid=link-choice]').count(), 0);
  assert.deepEqual(await readTable(page), mine);
  await context.close();
});

test('New game in the settings asks first in a game in progress: keeping it keeps it, Escape too, starting one starts it', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  const mine = await gameInProgress(page, '?seed=41&speed=instant');
  const question = page.locator('[data-testid=new-game-choice]');
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-new-game]');
  await question.waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'new-game-choice.png') });
  assert.match(await question.textContent(), /Start a new game\?.*seed 41, hand \d+.*a new game ends it/);
  assert.deepEqual(await axe(page), [], 'the question is accessible');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'keep-game', 'the safe answer has the focus');
  assert.deepEqual(await readTable(page), mine, 'nothing changes while the question is open');
  await page.click('[data-testid=keep-game]');
  await question.waitFor({ state: 'detached' });
  assert.deepEqual(await readTable(page), mine);
  await addressIs(page, `?seed=41&speed=instant&${STANDARD}`);
  // Escape keeps it too.
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-new-game]');
  await question.waitFor();
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'detached' });
  assert.deepEqual(await readTable(page), mine);
  // And the answer that goes on starts a new game.
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-new-game]');
  await page.click('[data-testid=start-new-game]');
  await question.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.querySelector('[data-testid=seed]')?.textContent !== '41');
  assert.deepEqual(problems, []);
  await context.close();
});

test('New game in the settings starts at once when South has not played yet', async () => {
  const { context, page } = await fresh([]);
  await page.goto(`${site.url}?seed=42&speed=slow`);
  await dealt(page);
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-new-game]');
  await page.waitForFunction(() => document.querySelector('[data-testid=seed]')?.textContent !== '42');
  assert.equal(await page.locator('[data-testid=new-game-choice]').count(), 0);
  await context.close();
});

test('the address names the game on screen: a new game, a reload after it, a bare address', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await gameInProgress(page, '?speed=instant&seed=5');
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-new-game]');
  await page.click('[data-testid=new-game-choice] [data-testid=start-new-game]');
  await page.waitForFunction(() => document.querySelector('[data-testid=seed]')?.textContent !== '5');
  const seed = (await readTable(page)).seed;
  await addressIs(page, `?speed=instant&seed=${seed}&${STANDARD}`); // the other parameters kept in place
  await southToAct(page);
  const fresh1 = await readTable(page);
  await page.reload();
  await dealt(page);
  await southToAct(page);
  assert.deepEqual(await readTable(page), fresh1, 'the reload resumes the new game, not seed 5');
  // With no seed in the address, the saved game resumes and the address names it.
  await page.goto(site.url);
  await dealt(page);
  await addressIs(page, `?seed=${seed}&${STANDARD}`);
  assert.equal((await readTable(page)).seed, seed);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a save from a newer version is kept aside and called newer; a damaged one too', async () => {
  const { context, page } = await fresh([]);
  await page.goto(`${site.url}?seed=5&speed=slow`);
  await dealt(page);
  await savedOnce(page);
  const newer = '{"version":999,"game":"from the future","seen":0,"undo_used":false,"extra":[1,2]}';
  await page.evaluate((text) => localStorage.setItem('bower.game', text), newer);
  await page.reload();
  await notice(page).waitFor();
  await page.screenshot({ path: path.join(ARTIFACTS, 'notice-newer-save.png') });
  const words = await notice(page).textContent();
  assert.match(words, /saved by a newer version of Bower/);
  assert.doesNotMatch(words, /older/);
  assert.match(words, /kept in this browser as bower\.unreadable/);
  assert.equal(await page.evaluate(() => localStorage.getItem('bower.unreadable')), newer);
  // The fresh game is saved in its place, the one kept aside stays.
  await page.waitForFunction(() => /"seed\\":5,/.test(localStorage.getItem('bower.game')));
  // A damaged save next: the newest unreadable one is kept.
  const damaged = '{"version":1,"game":"garbage","seen":0,"undo_used":false}';
  await page.evaluate((text) => localStorage.setItem('bower.game', text), damaged);
  await page.reload();
  await notice(page).waitFor();
  assert.match(await notice(page).textContent(), /could not be resumed \(the save is damaged\)/);
  assert.equal(await page.evaluate(() => localStorage.getItem('bower.unreadable')), damaged);
  await context.close();
});

test('a browser that refuses to store anything is told so once, and the game plays on', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await context.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto(`${site.url}?seed=8&speed=instant`);
  await dealt(page);
  await notice(page).waitFor();
  assert.equal(
    await notice(page).locator('span').textContent(),
    'Your browser is not letting Bower save: this game will be lost if you reload or close the page.',
  );
  await page.screenshot({ path: path.join(ARTIFACTS, 'notice-storage-refused.png') });
  await page.locator('[data-testid=notice] button').click();
  await notice(page).waitFor({ state: 'detached' });
  // Many more saves are refused while the game goes on: not a word more.
  let acted = 0;
  for (let i = 0; i < 400 && acted < 8; i++) {
    const did = await step(page, 1);
    if (did === 'bid' || did === 'play' || did === 'discard' || did === 'summary') acted += 1;
    if (did === 'wait') await page.waitForTimeout(20);
    assert.equal(await notice(page).count(), 0, 'told once');
  }
  assert.ok(acted >= 8, 'the game played on');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the six and four show each side’s score, at desktop and phone sizes', async () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 375, height: 740 }],
  ]) {
    const { context, page } = await fresh([], viewport);
    await page.goto(`${site.url}?seed=5&speed=instant`);
    await dealt(page);
    await page.click('[data-testid=open-settings]');
    await page.click('[data-testid=setting-six-four]');
    await page.click('[data-testid=settings-close]');
    const shots = new Set();
    for (let i = 0; i < 3000; i++) {
      const state = await page.evaluate(() => {
        const four = [...document.querySelectorAll('[data-testid=six-four]')];
        return {
          points: four.map((e) => e.dataset.points),
          labels: four.map((e) => e.getAttribute('aria-label')),
          us: document.querySelector('[data-testid=score-us]')?.textContent,
          them: document.querySelector('[data-testid=score-them]')?.textContent,
        };
      });
      assert.equal(state.points.length, 2, 'one for each side');
      assert.deepEqual(state.points, [state.us, state.them].map((p) => String(Math.min(Number(p), 10))));
      assert.ok(state.labels.every((l) => /^The six and four show (no|one|two|three|four|five|six|seven|eight|nine|ten) points?$/.test(l)), state.labels.join());
      const key = `${state.us}-${state.them}`;
      if (!shots.has(key) && (shots.size < 6 || name === 'desktop')) {
        shots.add(key);
        await page.locator('[data-testid=scoreboard]').screenshot({
          path: path.join(ARTIFACTS, `six-four-${name}-${key}.png`),
          animations: 'disabled',
        });
      }
      if (i === 0) assert.deepEqual(await axe(page), [], 'the six and four are accessible');
      const did = await step(page, i % 2);
      if (did === 'over') break;
      if (did === 'wait') await page.waitForTimeout(15);
    }
    await page.screenshot({ path: path.join(ARTIFACTS, `six-four-${name}.png`) });
    await context.close();
  }
});
