// Challenges in the release build: a daily game played to the end (the duplicate line on
// every summary), "Challenge a friend" copies its share card and link, the link opened in a
// fresh profile plays the same deals with the challenge's rules and level, and its end shows
// both results side by side, checked by playing the challenger's game again in the workers.
// A damaged link changes nothing and says why; an edited one still deals, unverified.
// Run: node --test tests/e2e/challenge.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, dealt, step, useSite } from './site.mjs';

let site;
let fresh;

useSite((s) => ({ site, fresh } = s));

/** Settings for a short game (to 5) at instant speed, planted before the page starts (a
 * daily game has the daily deal's rules and level whatever they are). */
const short = (context, difficulty = 'Normal') =>
  context.addInitScript((difficulty) => {
    if (!localStorage.getItem('bower.settings')) {
      const rules = { stick_the_dealer: false, points_to_win: 5 };
      localStorage.setItem('bower.settings', JSON.stringify({ rules, difficulty, speed: 'Instant' }));
    }
  }, difficulty);

/** How long each hand's duplicate replay took in the workers, from its summary's opening to
 * the Expert's result (ms): the cost docs/daily.md reports. */
const replayTimes = [];

/** Plays to the game's end by clicks; at every summary, waits for its duplicate line to say
 * what the Expert scored, and returns those lines. */
async function playToEnd(page) {
  const lines = [];
  for (let i = 0; i < 20000; i++) {
    const did = await step(page, 0, { keepSummary: true });
    if (did === 'over') return lines;
    if (did === 'wait') {
      await page.waitForTimeout(10);
      continue;
    }
    if (did !== 'summary') continue;
    const start = Date.now();
    await page.waitForFunction(
      () => /^You .* · the Expert with your cards /.test(document.querySelector('[data-testid=summary-duplicate]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    replayTimes.push(Date.now() - start);
    lines.push(await page.locator('[data-testid=summary-duplicate]').textContent());
    await page.click('[data-testid=continue]');
  }
  throw new Error('the game did not end');
}

test('a daily game to the end, its challenge copied, and the link played by a friend', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  // The challenger's own settings (to 5, Expert) do not change the daily deal.
  await short(context, 'Expert');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
  await page.goto(`${site.url}?daily=2026-12-02&workers=2`);
  await dealt(page);
  const lines = await playToEnd(page);
  await page.locator('[data-testid=game-over]').waitFor();
  // Every summary said what the Expert scored with South's cards.
  assert.ok(lines.length >= 3, `${lines.length} summaries`);
  const copy = page.locator('[data-testid=challenge-copy]');
  await copy.waitFor({ timeout: 120_000 });
  await copy.click();
  const text = await page.locator('[data-testid=share-text]').inputValue();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(clipboard, text);
  assert.match(await page.locator('[data-testid=challenge-status]').textContent(), /^Copied/);
  const [title, score, symbols, link] = text.split('\n');
  assert.equal(title, 'Bower Euchre · Daily 2026-12-02 · Standard, Normal players');
  assert.match(score, /^Me [+−]?\d+(\.5)? · the Expert with my cards [+−]?\d+(\.5)? \(\d+ hands\)$/);
  const count = Number(score.match(/\((\d+) hands\)/)[1]);
  assert.equal([...symbols].length, count);
  assert.equal(count, lines.length, 'a symbol for every hand summed up');
  assert.match(symbols, /^[🟩🟦⭐🟥🟨⬛⬜]+$/u);
  assert.ok(link.startsWith(`${site.url}?challenge=`), link);
  // What the symbols stand for, beside the card.
  const legend = '🟩 made it · 🟦 all five · ⭐ all five alone · 🟥 euchred · 🟨 euchred them · ⬛ they made it · ⬜ thrown in';
  assert.equal(await page.locator('[data-testid=challenge] [data-testid=share-legend]').textContent(), legend);
  await page.screenshot({ path: path.join(ARTIFACTS, 'challenge-share-1280x800.png') });
  await context.close();

  // The friend: a fresh profile with other settings (Expert). The challenge's rules and level
  // are taken, and said so.
  const friend = await fresh(problems, { width: 375, height: 740 });
  await friend.context.addInitScript(() => {
    if (!localStorage.getItem('bower.settings')) {
      localStorage.setItem('bower.settings', JSON.stringify({ difficulty: 'Expert', speed: 'Instant' }));
    }
  });
  await friend.page.goto(`${link}&workers=2`);
  await dealt(friend.page);
  await friend.page.locator('[data-testid=game-setup]').waitFor();
  assert.equal(await friend.page.locator('.seed-info').textContent(), 'Daily 2026-12-02 · Standard, Normal players');
  assert.match(await friend.page.locator('[data-testid=notice] span').textContent(), /rules and Normal computer players/);
  assert.equal(await friend.page.locator('[data-testid=challenge-banner]').getAttribute('data-sealed'), 'true');
  assert.match(await friend.page.evaluate(() => location.search), /challenge=/);
  await playToEnd(friend.page);
  const result = friend.page.locator('[data-testid=challenge-result]');
  await result.waitFor();
  await friend.page.locator('[data-testid=challenge-check][data-state=verified]').waitFor({ timeout: 240_000 });
  // The friend's column totals what the challenger claimed.
  const totals = await friend.page.locator('[data-testid=challenge-totals] td').allTextContents();
  assert.equal(totals[0], score.match(/^Me (\S+)/)[1]);
  assert.match(await friend.page.locator('[data-testid=challenge-verdict]').textContent(), /^(You beat your friend|Your friend is ahead|You and your friend scored the same)/);
  assert.equal(await result.locator('[data-testid=share-legend]').textContent(), legend);
  const rows = await friend.page.locator('.challenge-table tbody tr').count();
  assert.ok(rows >= count, `${rows} rows for ${count} hands`);
  await friend.page.screenshot({ path: path.join(ARTIFACTS, 'challenge-result-375x740.png'), fullPage: true });
  await friend.context.close();

  // The same link with its seal's last character changed: the same deals, unverified.
  const last = link.at(-1) === 'A' ? 'Q' : 'A';
  const edited = await fresh(problems);
  await edited.page.goto(`${link.slice(0, -1)}${last}&speed=slow`);
  await dealt(edited.page);
  await edited.page.locator('[data-testid=game-setup]').waitFor();
  assert.equal(await edited.page.locator('.seed-info').textContent(), 'Daily 2026-12-02 · Standard, Normal players');
  assert.equal(await edited.page.locator('[data-testid=challenge-banner]').getAttribute('data-sealed'), 'false');
  assert.match(await edited.page.locator('[data-testid=challenge-banner]').textContent(), /unverified/);
  await edited.context.close();
  assert.deepEqual(problems, []);
  const sorted = [...replayTimes].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(`duplicate replay after a summary opens: ${sorted.length} hands, median ${at(0.5)} ms, p99 ${at(0.99)} ms`);
});

test('a damaged challenge link changes nothing and says why', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?challenge=AAAA&seed=9&speed=slow`);
  await dealt(page);
  assert.equal(
    await page.locator('[data-testid=notice] span').textContent(),
    'This challenge link is damaged or incomplete. The game on screen is unchanged.',
  );
  assert.equal(await page.locator('[data-testid=seed]').textContent(), '9');
  // The address drops the damaged link once the notice is up (wait for it: a loaded machine
  // may be a frame behind).
  await page.waitForFunction(() => !location.search.includes('challenge'), null, { timeout: 5000 });
  await context.close();
  assert.deepEqual(problems, []);
});
