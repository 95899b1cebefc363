// A seed's link in the release build names the game it was made with: its rules, players and
// level (`game=`), so a friend with other settings gets the same game; an old bare `?seed=`
// opens the standard game; a link whose rules cannot be read changes nothing and says why.
// Run: node --test tests/e2e/links.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dealt, readTable, savedOnce, useSite } from './site.mjs';
import { gameParam } from './links.mjs';

let site;
let fresh;

useSite((s) => ({ site, fresh } = s));

/** The British & Australian preset (the Joker, defend alone, to 11), as settings save it. */
const JOKER = { deck: 'Joker', defend_alone: true, points_to_win: 11 };

/** A fresh profile whose settings are `settings` (its own rules and level). */
async function profile(problems, settings) {
  const opened = await fresh(problems);
  await opened.context.addInitScript((s) => {
    if (!localStorage.getItem('bower.settings')) localStorage.setItem('bower.settings', s);
  }, JSON.stringify(settings));
  return opened;
}

const search = (page) => page.evaluate(() => location.search);
const target = (page) => page.locator('[data-testid=target]').textContent();

test('a seed link names its rules and level: a friend with other settings gets the same game', async () => {
  const problems = [];
  // A game started with the player's own settings: the address names its rules and level.
  const mine = await profile(problems, { rules: JOKER, difficulty: 'Expert', speed: 'Slow' });
  await mine.page.goto(`${site.url}?speed=slow`);
  await dealt(mine.page);
  const param = gameParam(JOKER, 'Expert');
  await mine.page.waitForFunction((p) => location.search.endsWith(`&game=${p}`), param, { timeout: 10_000 });
  const link = `${site.url}${await search(mine.page)}`;
  const dealtMine = await readTable(mine.page);
  assert.equal(await target(mine.page), 'to 11');
  await mine.context.close();

  // A friend with the standard rules and Easy players opens it: the same game, at Expert.
  const friend = await profile(problems, { difficulty: 'Easy', speed: 'Slow' });
  await friend.page.goto(link);
  await dealt(friend.page);
  assert.deepEqual(await readTable(friend.page), dealtMine);
  assert.equal(await target(friend.page), 'to 11');
  assert.equal(
    await friend.page.locator('[data-testid=notice] span').textContent(),
    "Settings now have this link's Expert computer players.",
  );
  assert.equal(await search(friend.page), new URL(link).search, 'the address still names it');
  await friend.context.close();
  assert.deepEqual(problems, []);
});

test('an old bare seed link opens the standard game whatever the settings, and the address then names it', async () => {
  const problems = [];
  const { context, page } = await profile(problems, { rules: JOKER, difficulty: 'Expert', speed: 'Slow' });
  await page.goto(`${site.url}?seed=149&speed=slow`);
  await dealt(page);
  assert.equal(await target(page), 'to 10');
  assert.equal((await readTable(page)).seed, '149');
  const named = `?seed=149&speed=slow&game=${gameParam({}, 'Expert')}`;
  await page.waitForFunction((q) => location.search === q, named, { timeout: 10_000 });
  // The same cards as a profile with the standard settings.
  const standard = await fresh(problems);
  await standard.page.goto(`${site.url}?seed=149&speed=slow`);
  await dealt(standard.page);
  assert.deepEqual(await readTable(standard.page), await readTable(page));
  await standard.context.close();
  await context.close();
  assert.deepEqual(problems, []);
});

test('a link whose rules cannot be read changes nothing and says why', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=9&speed=slow`);
  await dealt(page);
  await savedOnce(page);
  await page.goto(`${site.url}?seed=149&game=AAAK!Q&speed=slow`);
  await dealt(page);
  assert.equal(
    await page.locator('[data-testid=notice] span').textContent(),
    "This link's rules and level are damaged or incomplete. The game on screen is unchanged.",
  );
  assert.equal((await readTable(page)).seed, '9', 'the game on screen is the one saved');
  await page.waitForFunction(() => location.search.startsWith('?seed=9&'), null, { timeout: 10_000 });
  await context.close();
  assert.deepEqual(problems, []);
});
