// Today's deal in the release build: "Today's deal" (Settings, the game's end) starts the
// date's game on the player's clock, the address names it `?daily=DATE` and the header
// "Daily DATE · Standard, Normal players"; a `?daily=` link gives everyone the same game (the
// date's seed, crates/euchre/src/daily.rs, with the daily deal's rules and level whatever the
// player's settings); a game in progress is never ended without asking.
// Run: node --test tests/e2e/daily.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, dealt, readTable, southToAct, step, useSite } from './site.mjs';

let site;
let fresh;

useSite((s) => ({ site, fresh } = s));

/** The daily deal's rules and level, as the header and the share card name them. */
const DAILY = 'Standard, Normal players';

/** The header's name of the game on screen, once it names a date's game's rules and level
 * (built with the screens, a moment after the table). */
async function header(page) {
  await page.locator('[data-testid=game-setup]').waitFor();
  return page.locator('.seed-info').textContent();
}

/** The page's local date, YYYY-MM-DD. */
const today = (page) =>
  page.evaluate(() => {
    const d = new Date();
    const two = (n) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  });

test('a daily link gives everyone the same game whatever their settings, and the address keeps naming it', async () => {
  const problems = [];
  const hands = [];
  for (const query of ['?daily=2026-12-02&speed=slow', '?seed=15217982071885063243&speed=slow']) {
    const { context, page } = await fresh(problems);
    // The first player's own settings: the Joker, three players, Expert; the second's the
    // defaults. Both get the daily deal's rules and level.
    if (query.startsWith('?daily')) {
      await context.addInitScript(() => {
        const rules = { deck: 'Joker', defend_alone: true, points_to_win: 11, players: 3 };
        localStorage.setItem('bower.settings', JSON.stringify({ rules, difficulty: 'Expert', speed: 'Slow' }));
      });
    }
    await page.goto(`${site.url}${query}`);
    await dealt(page);
    hands.push((await readTable(page)).south);
    assert.equal(await header(page), `Daily 2026-12-02 · ${DAILY}`);
    assert.equal(await page.locator('[data-testid=target]').textContent(), 'to 10');
    assert.equal(await page.locator('[data-testid=table]').getAttribute('data-players'), '4');
    if (query.startsWith('?daily')) {
      assert.match(await page.evaluate(() => location.search), /^\?daily=2026-12-02&speed=slow$/);
    } else {
      // The seed of a date's game is that date's: the address and the header say so.
      await page.waitForFunction(() => location.search.includes('daily=2026-12-02'));
    }
    await context.close();
  }
  assert.equal(hands[0].length, 5);
  assert.deepEqual(hands[1], hands[0]);
  assert.deepEqual(problems, []);
});

test('Today’s deal starts the day’s game, and asks first when a game is in progress', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=5&speed=slow`);
  await dealt(page);
  const date = await today(page);
  // Nothing played yet: the day's game at once.
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-daily]');
  await page.waitForFunction((d) => location.search.includes(`daily=${d}`), date);
  assert.equal(await header(page), `Daily ${date} · ${DAILY}`);
  // A game with a move of South's: asked first; keeping it keeps it.
  await page.goto(`${site.url}?seed=5&speed=instant`);
  await dealt(page);
  for (let i = 0; i < 400; i++) {
    const did = await step(page);
    if (did === 'bid' || did === 'play' || did === 'discard') break;
    await page.waitForTimeout(20);
  }
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-daily]');
  await page.locator('[data-testid=daily-choice]').waitFor();
  assert.match(await page.locator('#end-detail').textContent(), new RegExp(`Today's deal is the daily deal of ${date}`));
  await page.click('[data-testid=keep-game]');
  assert.match(await page.evaluate(() => location.search), /seed=5/);
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-daily]');
  await page.click('[data-testid=play-daily]');
  await page.waitForFunction((d) => location.search.includes(`daily=${d}`), date);
  await context.close();
  assert.deepEqual(problems, []);
});

test('a daily game in progress survives a reload and a link to another deal', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?daily=2026-12-02&speed=instant`);
  await dealt(page);
  let acted = 0;
  for (let i = 0; i < 400 && acted < 3; i++) {
    const did = await step(page, 1);
    if (did === 'bid' || did === 'play' || did === 'discard') acted += 1;
    if (did === 'wait') await page.waitForTimeout(20);
  }
  await southToAct(page);
  const mine = await readTable(page);
  await page.reload();
  await dealt(page);
  await southToAct(page);
  assert.equal(await header(page), `Daily 2026-12-02 · ${DAILY}`);
  assert.deepEqual(await readTable(page), mine);
  // A link to another deal asks, and keeping the game keeps the daily game.
  await page.goto(`${site.url}?seed=5&speed=instant`);
  await page.locator('[data-testid=link-choice]').waitFor();
  await page.click('[data-testid=keep-game]');
  await page.waitForFunction(() => location.search.includes('daily=2026-12-02'));
  assert.equal(await header(page), `Daily 2026-12-02 · ${DAILY}`);
  assert.deepEqual(await readTable(page), mine);
  await context.close();
  assert.deepEqual(problems, []);
});

test('today’s deal played to the end starts a streak, compares with the Expert, and a second play is a replay', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await context.addInitScript(() => {
    if (!localStorage.getItem('bower.settings')) {
      const rules = { stick_the_dealer: false, points_to_win: 5 };
      localStorage.setItem('bower.settings', JSON.stringify({ rules, difficulty: 'Normal', speed: 'Instant' }));
    }
  });
  await page.goto(`${site.url}?seed=5&workers=2`);
  await dealt(page);
  const date = await today(page);
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-daily]');
  await page.waitForFunction((d) => location.search.includes(`daily=${d}`), date);
  for (let i = 0; i < 20000; i++) {
    const did = await step(page);
    if (did === 'over') break;
    if (did === 'wait') await page.waitForTimeout(10);
  }
  await page.locator('[data-testid=game-over]').waitFor();
  // The Expert's replays have all come (the comparison at the game's end is there).
  await page.locator('[data-testid=versus-total]').waitFor({ timeout: 120_000 });
  // On to a seeded game where South bids first (a new game's random deal may have North go
  // alone, and its hand end in a summary before South acts).
  await page.goto(`${site.url}?seed=5&workers=2`);
  await dealt(page);
  await page.click('[data-testid=open-settings]');
  assert.equal(await page.locator('[data-testid=stat-streak]').textContent(), '1');
  assert.equal(await page.locator('[data-testid=stat-best-streak]').textContent(), '1');
  assert.match(await page.locator('[data-testid=stat-versus]').textContent(), /^Against the Expert: [+−]?\d+\.\d points a hand \(all games\)/);
  const chart = page.locator('[data-testid=stat-chart]');
  assert.equal(await chart.getAttribute('role'), 'img');
  assert.match(await chart.getAttribute('aria-label'), /^Against the Expert, day by day over the last 30 days: played on 1/);
  await page.screenshot({ path: path.join(ARTIFACTS, 'daily-stats-1280x800.png') });
  await page.click('[data-testid=settings-close]');
  // Today's deal again: a replay, marked in the header, counted nowhere.
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=settings-daily]');
  await page.waitForFunction((d) => location.search.includes(`daily=${d}`), date);
  await dealt(page);
  await page.locator('[data-testid=daily-replay]').waitFor();
  assert.equal(await header(page), `Daily ${date} · replay · ${DAILY}`);
  await context.close();
  assert.deepEqual(problems, []);
});
