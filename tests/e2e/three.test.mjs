// Three players (cutthroat, docs/rules.md) on the built site: a whole seeded game
// by clicks to its end (South, West and East, no North, no Alone, a score per player), a
// reload mid-hand resumes it, axe finds nothing on its bidding, play and summary, the
// Players setting starts a game for three, and the table at phone and desktop sizes
// (screenshots in tests/e2e/artifacts/three-*.png). The release build in dist/ (or
// $BOWER_DIST).   Run: node --test tests/e2e/three.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, axe, dealt, phase, southToAct, step, useSite } from './site.mjs';

let browser;
let site;
let origin;

let fresh;
useSite((s) => ({ browser, site, origin, fresh } = s));

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `three-${name}.png`) });

/** The three-player table as it shows: the seats, the scores per player, the bids, the
 * trick's slots and the address. */
function readThree(page) {
  return page.evaluate(() => {
    const all = (sel) => [...document.querySelectorAll(sel)];
    const text = (sel) => document.querySelector(sel)?.textContent;
    return {
      players: document.querySelector('[data-testid=table]')?.dataset.players,
      seats: all('[data-testid^=seat-]').map((e) => e.dataset.testid),
      south: all('[data-testid=hand-south] [data-card]').map((e) => e.dataset.card),
      scores: ['south', 'west', 'east'].map((s) => text(`[data-testid=score-${s}]`)),
      teamScores: all('[data-testid=score-us], [data-testid=score-them]').length,
      bids: all('[data-testid=bid-panel] button').map((b) => b.dataset.action),
      slots: all('[data-testid=trick] .slot').length,
      search: location.search,
    };
  });
}

/** Asserts the table is a three-player one: South, West and East, no North, no team score. */
function assertThree(t) {
  assert.equal(t.players, '3');
  assert.deepEqual([...t.seats].sort(), ['seat-east', 'seat-south', 'seat-west']);
  assert.equal(t.teamScores, 0, 'a score per player, no Us/Them');
  for (const score of t.scores) assert.match(score ?? '', /^\d+$/);
  assert.ok(t.bids.every((b) => !/alone/.test(b)), `nobody goes alone: ${t.bids}`);
}

test('a seeded three-player game is played by clicks to its end; axe finds nothing', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=31&speed=instant&players=3`);
  await dealt(page);
  await page.waitForFunction(() => location.search.includes('players=3'));
  const seen = { bidding: false, play: false, summary: false };
  let hands = 0;
  let bids = 0;
  for (let i = 0; i < 6000; i++) {
    const now = await phase(page);
    if (now === 'over') break;
    if (now === 'wait') {
      await page.waitForTimeout(15);
      continue;
    }
    const table = await readThree(page);
    assertThree(table);
    if (now === 'bidding' && !seen.bidding) {
      seen.bidding = true;
      assert.ok(table.bids.includes('pass'), 'South may pass in round 1');
      assert.match(await page.locator('[data-testid=bid-prompt]').textContent(), /Order up|Pick up/);
      assert.deepEqual(await axe(page), [], 'bidding');
      await shot(page, 'bidding-desktop');
    }
    if (now === 'play' && !seen.play && table.slots === 3) {
      seen.play = true;
      assert.deepEqual(await axe(page), [], 'play');
      await shot(page, 'play-desktop');
    }
    if (now === 'summary') {
      hands += 1;
      const summary = page.locator('[data-testid=hand-summary]');
      assert.equal(await summary.locator('.summary-hand').count(), 3, 'three hands face up');
      assert.doesNotMatch(await summary.textContent(), /North|Them|partner/);
      assert.match(await page.locator('[data-testid=summary-scores]').textContent(), /^You \d+ · West \d+ · East \d+$/);
      if (!seen.summary && /made it|marched|euchred/.test(await summary.locator('h2').textContent())) {
        seen.summary = true;
        assert.deepEqual(await axe(page), [], 'summary');
        await shot(page, 'summary-desktop');
      }
    }
    // Order up or call now and then (the second bid offered), else pass.
    const did = await step(page, bids++ % 3 === 0 ? 1 : 0);
    if (did === 'wait') await page.waitForTimeout(15);
  }
  assert.equal(await phase(page), 'over');
  assert.ok(seen.bidding && seen.play && seen.summary, JSON.stringify(seen));
  assert.ok(hands >= 3, `${hands} hands`);
  const over = page.locator('[data-testid=game-over]');
  const title = await over.locator('h2').textContent();
  assert.match(title, /^(You win!|West wins|East wins)$/);
  const final = await page.locator('[data-testid=final-score]').textContent();
  const [you, west, east] = final.match(/^You (\d+) · West (\d+) · East (\d+)$/).slice(1).map(Number);
  const best = Math.max(you, west, east);
  assert.ok(best >= 10, final);
  const winner = { 'You win!': you, 'West wins': west, 'East wins': east }[title];
  assert.equal(winner, best, 'the winner has the highest score');
  assert.equal([you, west, east].filter((s) => s === best).length, 1, 'no tie at the end');
  assert.deepEqual(await axe(page), [], 'game over');
  await shot(page, 'over-desktop');
  // Against the Expert, in whole points (each opponent's points taken from yours, added),
  // and the page says so.
  const total = page.locator('[data-testid=versus-total]');
  await total.waitFor({ timeout: 120_000 });
  assert.match(await total.textContent(), /^Over the \d+ hands: you (0|[+−]\d+) · the Expert with your cards (0|[+−]\d+)$/);
  assert.equal(
    await over.locator('[data-testid=points-note]').textContent(),
    "With three players, a result is your points less each opponent's, added together.",
  );
  // The statistics count it among the three-player games only.
  await page.keyboard.press('Escape');
  await page.click('[data-testid=new-game]');
  await page.click('[data-testid=open-settings]');
  assert.equal(await page.locator('[data-testid=stats-players]').textContent(), 'Three players (cutthroat)');
  assert.equal(await page.locator('[data-testid=stat-games]').textContent(), '1');
  await page.selectOption('[data-testid=setting-players]', '4');
  assert.equal(await page.locator('[data-testid=stat-games]').textContent(), '0', 'four-player games apart');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload mid-hand resumes the three-player game where it was', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=32&speed=instant&players=3`);
  await dealt(page);
  // Until South has played a card or two and is to act again.
  let played = 0;
  for (let i = 0; i < 2000 && played < 2; i++) {
    const did = await step(page, 1);
    if (did === 'play') played += 1;
    if (did === 'wait') await page.waitForTimeout(15);
  }
  assert.equal(await southToAct(page), 'play');
  await page.waitForFunction(() => location.search.includes('players=3'));
  const before = await readThree(page);
  assertThree(before);
  const trick = await page.locator('[data-testid=trick]').getAttribute('data-winner');
  await page.reload();
  await dealt(page);
  await southToAct(page);
  const afterReload = await readThree(page);
  assert.deepEqual(afterReload, before, 'the same table');
  assert.equal(await page.locator('[data-testid=trick]').getAttribute('data-winner'), trick);
  assert.match(afterReload.search, /seed=32/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Players setting starts a game for three, and back for four', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=33&speed=instant`);
  await dealt(page);
  assert.equal(await page.locator('[data-testid=seat-north]').count(), 1);
  await page.click('[data-testid=open-settings]');
  await page.selectOption('[data-testid=setting-players]', '3');
  // The loner rules have nothing to act on with three.
  assert.equal(await page.locator('[data-testid=rule-defend]').isDisabled(), true);
  assert.match(await page.locator('#help-rule-defend').textContent(), /Not with three players/);
  assert.deepEqual(await axe(page), [], 'the settings');
  await page.locator('[data-testid=setting-players]').scrollIntoViewIfNeeded();
  await shot(page, 'settings-desktop');
  await page.click('[data-testid=settings-new-game]');
  await dealt(page);
  await southToAct(page);
  assertThree(await readThree(page));
  await page.waitForFunction(() => location.search.includes('players=3'));
  await page.click('[data-testid=open-settings]');
  await page.selectOption('[data-testid=setting-players]', '4');
  await page.click('[data-testid=settings-new-game]');
  await dealt(page);
  await page.locator('[data-testid=seat-north]').waitFor();
  await page.waitForFunction(() => !location.search.includes('players'));
  assert.equal(await page.locator('[data-testid=score-us]').count(), 1);
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['small-phone', { width: 320, height: 568 }],
  ['landscape', { width: 740, height: 375 }],
  ['wide', { width: 1920, height: 1080 }],
]) {
  test(`the three-player table fits a ${name} screen (${viewport.width}x${viewport.height})`, async () => {
    const problems = [];
    const { context, page } = await fresh(problems, viewport);
    await page.goto(`${site.url}?seed=34&speed=instant&players=3`);
    await dealt(page);
    const fits = () =>
      page.evaluate(() => {
        const out = [];
        const box = (e) => e.getBoundingClientRect();
        const w = document.documentElement.clientWidth;
        const h = document.documentElement.clientHeight;
        for (const sel of ['[data-testid=seat-south]', '[data-testid=seat-west]', '[data-testid=seat-east]', '[data-testid=scoreboard]', '[data-testid=bid-panel]']) {
          const e = document.querySelector(sel);
          if (!e) continue;
          const r = box(e);
          if (r.left < -1 || r.right > w + 1 || r.top < -1 || r.bottom > h + 1) out.push(`${sel} outside: ${JSON.stringify(r)}`);
        }
        const [west, east] = ['west', 'east'].map((s) => box(document.querySelector(`[data-testid=seat-${s}]`)));
        if (west.right > east.left) out.push('West and East overlap');
        return out;
      });
    assert.equal(await southToAct(page), 'bidding');
    assert.deepEqual(await fits(), [], 'bidding');
    await shot(page, `bidding-${name}`);
    for (let i = 0; i < 400 && (await phase(page)) !== 'play'; i++) {
      if ((await step(page, 1)) === 'wait') await page.waitForTimeout(15);
    }
    // A trick with a card or two on it.
    await southToAct(page);
    assert.deepEqual(await fits(), [], 'play');
    await shot(page, `play-${name}`);
    // A six and a four for each player still fits.
    await page.click('[data-testid=open-settings]');
    await page.click('[data-testid=setting-six-four]');
    await page.click('[data-testid=settings-close]');
    assert.equal(await page.locator('[data-testid=scoreboard] svg.six-four').count(), 3);
    assert.deepEqual(await fits(), [], 'with the six and four');
    await shot(page, `six-four-${name}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** The saved game's actions (and the real game's while practising). */
const saved = (page) =>
  page.evaluate(() => {
    const wrap = JSON.parse(localStorage.getItem('bower.game'));
    const actions = (text) => JSON.parse(text).actions;
    return { actions: actions(wrap.game), real: wrap.real ? actions(wrap.real.game) : null };
  });

test('hint, undo, learning mode and the coach work for three: review rows, why?, replay from here', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=35&speed=instant&players=3`);
  await dealt(page);
  await southToAct(page);
  // A hint from the worker pool, then the move, then undo takes it back.
  await page.click('[data-testid=hint]');
  const hint = await page.locator('[data-testid=hint-text][data-state=ready]').textContent();
  assert.doesNotMatch(hint, /alone|partner|North/);
  const before = (await saved(page)).actions.length;
  await step(page, 1);
  await page.waitForFunction((n) => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions.length > n, before);
  await southToAct(page);
  await page.click('[data-testid=undo]');
  await page.waitForFunction((n) => JSON.parse(JSON.parse(localStorage.getItem('bower.game')).game).actions.length === n, before);
  assert.match(await page.locator('[data-testid=announcer]').textContent(), /took back/);
  // Learning mode: the hint comes without asking.
  await page.click('[data-testid=open-settings]');
  await page.click('[data-testid=setting-learning]');
  await page.click('[data-testid=settings-close]');
  await page.locator('[data-testid=hint-text][data-state=ready]').waitFor();
  // The hand to its summary, then its review: rows for South, West and East only.
  await playHandThree(page);
  await page.click('[data-testid=review-hand]');
  await page.locator('[data-testid=timeline]').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid=timeline] [data-testid=reviewing]'), null, { timeout: 120000 });
  const seats = await page.evaluate(() => [...document.querySelectorAll('[data-testid=timeline] [data-testid=decision]')].map((r) => r.dataset.seat));
  assert.ok(seats.length >= 15, `${seats.length} rows`);
  assert.deepEqual([...new Set(seats)].sort(), ['East', 'South', 'West']);
  const timeline = await page.locator('[data-testid=timeline]').textContent();
  assert.doesNotMatch(timeline, /North|partner|alone/);
  const row = page.locator('[data-testid=decision][data-seat=South]').first();
  await row.locator('[data-testid=why] summary').click();
  assert.ok(await row.locator('[data-testid=why-reason]').isVisible());
  assert.deepEqual(await axe(page), [], 'the reviewed timeline');
  await shot(page, 'review-desktop');
  // Replay from South's first decision, then back to the game exactly as it was.
  const real = await saved(page);
  await row.locator('[data-testid=replay-from]').click();
  await page.locator('[data-testid=practice-banner]').waitFor();
  assertThree(await readThree(page));
  const practice = await saved(page);
  assert.deepEqual(practice.real, real.actions);
  await page.click('[data-testid=back-to-game]');
  await page.locator('[data-testid=practice-banner]').waitFor({ state: 'detached' });
  // The save is an effect that may run after the page has redrawn: wait for the real game's.
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('bower.game')).version === 1);
  assert.deepEqual((await saved(page)).actions, real.actions);
  assert.deepEqual(problems, []);
  await context.close();
});

/** Plays through clicks until a hand's summary shows. */
async function playHandThree(page) {
  for (let steps = 0; steps < 2000; steps++) {
    const did = await step(page, 1, { keepSummary: true });
    if (did === 'summary') return;
    if (did === 'wait') await page.waitForTimeout(15);
  }
  throw new Error('no hand summary');
}
