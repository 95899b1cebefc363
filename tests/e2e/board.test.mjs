// The analysis board in the release build: every problem of the positions suite opens by its
// link (tests/e2e/board-links.json, which a native test keeps equal to the suite) with the
// seat's cards and nothing wrong, the first by a load and the others pasted into the address; the Expert's options come from the workers with progress
// (a bid's and a card's, timed through the pool with two workers while the page's longest
// task is measured: reported, not asserted); where the unseen cards lie sums to one card;
// "play it out" shows its progress and is cancelled; a position is set up by keyboard
// alone, a move the engine refuses says why and changes nothing; a damaged link says so; a
// decision of the game log opens as it was, and the coach's costly verdicts on the person's
// decisions become drills; drills are answered, come back and are reported. Screenshots at
// 1280x800 and 320x568.
// Run: node --test tests/e2e/board.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ARTIFACTS, ROOT, axe, dealt, step, useSite } from './site.mjs';

let site;
let fresh;
useSite((s) => ({ site, fresh } = s));

const shot = (page, name) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), animations: 'disabled', fullPage: false });
const fixture = JSON.parse(await readFile(path.join(ROOT, 'tests/e2e/board-links.json'), 'utf8'));
const links = fixture.links;

/** Opens `link` on a page of its own (a load each: the board reads the address when the page
 * starts) and waits for the board. */
async function openLink(page, link, query = 'speed=instant') {
  await page.goto('about:blank');
  await page.goto(`${site.url}?${query}#board=${link}`);
  await page.locator('[data-testid=board]').waitFor();
}

/** The cards the board shows in the seat's hand. */
const handShown = (page) =>
  page.evaluate(() => [...document.querySelectorAll('.board-card.in-hand')].map((b) => b.dataset.card).sort());

/** The page's long tasks from now on (Chromium's longtask entries). */
const watchLongTasks = (page) =>
  page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

test('every problem of the positions suite opens by its link with its cards and nothing wrong', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  assert.ok(links.length >= 50, `${links.length} links`);
  for (const [i, entry] of links.entries()) {
    if (i === 0) {
      await openLink(page, entry.link);
      await page.evaluate(() => (window.samePage = true));
    } else {
      // The next link pasted into the address bar: the fragment alone changes, no load.
      await page.evaluate((link) => (location.hash = `board=${link}`), entry.link);
      await page.waitForFunction(
        (link) => document.querySelector('[data-testid=board-link]')?.value.endsWith(`#board=${link}`),
        entry.link,
      );
      assert.equal(await page.evaluate(() => window.samePage), true, `${entry.id}: the page did not load again`);
    }
    assert.equal(await page.locator('[data-testid=board-error]').textContent(), '', entry.id);
    assert.deepEqual(await handShown(page), [...entry.hand].sort(), entry.id);
    // The address still names it.
    assert.ok(page.url().endsWith(`#board=${entry.link}`), `${entry.id}: ${page.url()}`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the Expert values every option with progress, in time, and the page never blocks', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  const bids = links.filter((e) => e.bid && e.options.length > 1).slice(0, 3);
  const cards = links.filter((e) => !e.bid && e.options.length > 1).slice(0, 3);
  assert.ok(bids.length === 3 && cards.length === 3);
  const report = [];
  for (const entry of [...bids, ...cards]) {
    await openLink(page, entry.link, 'speed=instant&debug&workers=2');
    await watchLongTasks(page);
    // Every legal option, valued, the recommended one first.
    const options = page.locator('[data-testid=board-option]');
    await options.first().waitFor({ timeout: 30_000 });
    const actions = await options.evaluateAll((els) => els.map((e) => e.dataset.action));
    assert.deepEqual([...actions].sort(), [...entry.options].sort(), entry.id);
    assert.match(await options.first().locator('.option-marks').textContent(), /recommended/);
    assert.match(await options.first().locator('[data-testid=board-option-values]').textContent(), /points, \d+\.\d % to win/);
    // Where the unseen cards are: each row's chances make one card (whole percents).
    const grid = page.locator('[data-testid=board-whereabouts]');
    await grid.waitFor();
    await page.locator('[data-testid=board-progress]').waitFor({ state: 'detached' });
    const sums = await grid.locator('tbody tr').evaluateAll((rows) =>
      rows.map((r) => [...r.querySelectorAll('td')].reduce((s, td) => s + Number(td.dataset.chance), 0)),
    );
    assert.ok(sums.length >= 6, `${entry.id}: ${sums.length} rows`);
    for (const sum of sums) assert.ok(sum >= 97 && sum <= 103, `${entry.id}: a card's chances sum to ${sum} %`);
    const timings = JSON.parse(await page.evaluate(() => window.__bowerPool.timings()));
    const hint = timings.filter((t) => t.kind === 'Hint').map((t) => t.us / 1000);
    const longest = Math.max(0, ...(await page.evaluate(() => window.__longTasks)));
    report.push(`${entry.bid ? 'bid ' : 'card'} ${entry.id}: hint ${hint.map((ms) => ms.toFixed(0)).join(', ')} ms, longest task ${longest.toFixed(0)} ms`);
  }
  // The first progress: from a change of the position to the progress bar's first step.
  const entry = cards[0];
  await openLink(page, entry.link, 'speed=instant&debug&workers=2');
  await page.locator('[data-testid=board-option]').first().waitFor({ timeout: 30_000 });
  const firstProgress = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        setTimeout(() => reject(new Error('no progress 20 s after the change')), 20_000);
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const bar = document.querySelector('[data-testid=board-progress]');
          if (bar && Number(bar.value) > 0) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        // The last move taken back: another position, analysed afresh.
        document.querySelector('[data-testid=board-undo]').click();
      }),
  );
  report.push(`first progress after a change: ${firstProgress.toFixed(0)} ms`);
  console.log(`board analysis (2 workers):\n  ${report.join('\n  ')}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('play it out shows its progress and stops when cancelled; a second run gives the same numbers', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  // A card late in a hand: its play-outs are short.
  const entry = links.filter((e) => !e.bid && e.options.length > 1).at(-1);
  await openLink(page, entry.link);
  await page.locator('[data-testid=board-play-out]').click();
  await page.locator('[data-testid=board-play-progress]').waitFor();
  await page.locator('[data-testid=board-cancel]').click();
  await page.locator('[data-testid=board-play-progress]').waitFor({ state: 'detached' });
  assert.equal(await page.locator('[data-testid=board-play-out]').isEnabled(), true);
  // Whole runs are the same to the digit: seeded by the position alone.
  const run = async () => {
    await page.locator('[data-testid=board-play-out]').click();
    await page.locator('[data-testid=board-play-progress]').waitFor({ state: 'detached', timeout: 120_000 });
    return page.locator('[data-testid=board-played-out]').textContent();
  };
  const first = await run();
  assert.match(first, /to win/);
  assert.equal(await run(), first);
  assert.match(await page.locator('.board-played > p').textContent(), /16 of 16 deals/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a position set up by keyboard alone; a refused move says why and changes nothing; a damaged link says so', async () => {
  const problems = [];
  const { context, page } = await fresh(problems, { width: 320, height: 568 });
  await page.goto(`${site.url}?seed=5&speed=instant`);
  await dealt(page);
  // At 320 px the header has no room: the board is in the settings.
  await page.locator('[data-testid=open-settings]').click();
  await page.locator('[data-testid=settings-board]').click();
  await page.locator('[data-testid=board]').waitFor();
  await shot(page, 'board-empty-320');
  /** Focuses `selector` by Tab alone and presses Enter. */
  const press = async (selector) => {
    for (let i = 0; i < 200; i++) {
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
        await page.keyboard.press('Enter');
        return;
      }
      await page.keyboard.press('Tab');
    }
    throw new Error(`the keyboard never reached ${selector}`);
  };
  for (const card of ['A♠', 'Q♠', '9♠', 'A♦', 'J♦']) await press(`.board-card[data-card='${card}']`);
  await press('[data-target=upcard]');
  await press(".board-card[data-card='J♥']");
  assert.deepEqual(await handShown(page), ['9♠', 'A♠', 'A♦', 'J♦', 'Q♠']);
  // West deals (the board's default): North, East, South, West pass, then North and East.
  for (let i = 0; i < 6; i++) await press("[data-testid=board-move][data-action='pass']");
  await page.locator('[data-testid=board-option]').first().waitFor({ timeout: 30_000 });
  await shot(page, 'board-analysis-320');
  // A card twice: refused with the engine's sentence, the moves as they were.
  await press("[data-testid=board-move][data-action='call diamonds']");
  await press('[data-target=play]');
  await press(".board-card[data-card='K♣']");
  const moves = await page.locator('[data-testid=board-moves] li').count();
  await page.locator(".board-card[data-card='A♠']").click();
  assert.equal(await page.locator('[data-testid=board-error]').textContent(), 'The A♠ appears twice.');
  assert.equal(await page.locator('[data-testid=board-moves] li').count(), moves);
  // The link names the position; opened elsewhere, the same board.
  const url = await page.locator('[data-testid=board-link]').inputValue();
  // The position alone: not this page's game (its seed would start on the friend's page).
  assert.match(url, /^http:\/\/[^?#]+#board=[A-Za-z0-9_-]+$/);
  const other = await context.newPage();
  await other.goto(url);
  await other.locator('[data-testid=board]').waitFor();
  assert.deepEqual(await handShown(other), ['9♠', 'A♠', 'A♦', 'J♦', 'Q♠']);
  assert.equal(await other.locator('[data-testid=board-moves] li').count(), moves);
  // A damaged link: one sentence, an empty board.
  const damaged = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
  await other.goto('about:blank');
  await other.goto(damaged);
  await other.locator('[data-testid=board]').waitFor();
  assert.equal(await other.locator('[data-testid=board-error]').textContent(), "This position's link is damaged or incomplete.");
  assert.deepEqual(await handShown(other), []);
  assert.deepEqual(await axe(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a decision of the game log opens on the board as its seat saw it; the costly ones become drills', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await page.goto(`${site.url}?seed=12&speed=instant`);
  await dealt(page);
  let costly = 0;
  for (let hand = 0; hand < 6 && (hand === 0 || costly === 0); hand++) {
    // South takes its second bid where it has one (an order up rather than a pass): the
    // coach finds something to say.
    for (let steps = 0; ; steps++) {
      assert.ok(steps < 2000, 'no hand summary');
      const did = await step(page, 1, { keepSummary: true });
      if (did === 'summary') break;
      if (did === 'wait') await page.waitForTimeout(20);
    }
    await page.locator('[data-testid=review-hand]').click();
    await page.locator('[data-testid=timeline]').waitFor();
    if (hand === 0) {
      const mine = page.locator('[data-testid=decision][data-seat=South]').first();
      const action = await mine.getAttribute('data-action');
      await mine.locator('[data-testid=open-in-board]').click();
      await page.locator('[data-testid=board]').waitFor();
      assert.equal(await page.locator('[data-testid=board-error]').textContent(), '');
      // South to act, the move it made among the options.
      await page.locator('[data-testid=board-option]').first().waitFor({ timeout: 30_000 });
      const options = await page.locator('[data-testid=board-option]').evaluateAll((els) => els.map((e) => e.dataset.action));
      assert.ok(options.includes(action), `${action} in ${options}`);
      await shot(page, 'board-from-log-1280');
      // Closed, the log is there again and the address names the game alone.
      await page.locator('[data-testid=board-close]').click();
      await page.locator('[data-testid=board]').waitFor({ state: 'detached' });
      assert.ok(!page.url().includes('#board='), page.url());
    }
    // The hand's reviews done: its costly verdicts on South's decisions.
    await page.locator('[data-testid=timeline] [data-testid=reviewing]').first().waitFor({ state: 'detached', timeout: 120_000 });
    costly += await page.locator('[data-testid=decision][data-seat=South] .verdict:is(.inaccuracy, .mistake)').count();
    await page.locator('[data-testid=log-close]').click();
    await page.locator('[data-testid=game-log]').waitFor({ state: 'detached' });
  }
  console.log(`costly verdicts on South's decisions: ${costly}`);
  assert.ok(costly > 0, 'six hands and not one costly decision');
  // Every one of them is a drill (kept in localStorage), and nothing else is.
  await page.waitForFunction(
    (n) => JSON.parse(localStorage.getItem('bower.drills') ?? '{"drills":[]}').drills.length === n,
    costly,
    { timeout: 15_000 },
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('drills: a costly decision faced again, the Expert\'s choice and why, mastered over time, reported', async () => {
  const problems = [];
  const { context, page } = await fresh(problems, { width: 375, height: 740 });
  await context.addInitScript((drills) => {
    if (!localStorage.getItem('bower.drills')) localStorage.setItem('bower.drills', drills);
  }, JSON.stringify(fixture.drills));
  await page.goto(`${site.url}?seed=5&speed=instant`);
  await dealt(page);
  // A phone's header has no room for "Board": the settings open it.
  await page.locator('[data-testid=open-settings]').click();
  await page.locator('[data-testid=settings-board]').waitFor();
  assert.equal(await page.locator('[data-testid=open-board]').count(), 1, "the screens' chunk brought it");
  assert.equal(await page.locator('[data-testid=open-board]').isVisible(), false);
  await page.locator('[data-testid=settings-board]').click();
  await page.locator('[data-testid=board-drills-tab]').click();
  await page.locator('[data-testid=drill]').waitFor();
  // Both drills are round-2 bids, second to bid: one line of the report.
  assert.equal(await page.locator('[data-testid=drill-report] tbody tr').count(), 1);
  /** An action of the fixture (serde's JSON) as the board writes it (its Display). */
  const words = (a) => (a === 'Pass' ? 'pass' : `call ${a.Call.trump.Suit.toLowerCase()}${a.Call.alone ? ' alone' : ''}`);
  const option = (a) => page.locator(`[data-testid=drill-option][data-action="${words(a)}"]`);
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('bower.drills')));
  const [costliest, other] = fixture.drills.drills;
  const title = () => page.locator('#drill-title').textContent();
  const first = await title();
  assert.match(first, /it cost 2\.0 points/);
  // Answered as in the game: wrong; the Expert's choice, then its analysis with why.
  await option(costliest.chosen).click();
  assert.match(await page.locator('[data-testid=drill-verdict]').textContent(), /^The Expert chose: /);
  await page.locator('[data-testid=board-option]').first().waitFor({ timeout: 30_000 });
  await shot(page, 'board-drill-375');
  // Wrong, it is due again at once; answered right, the other one comes next.
  await page.locator('[data-testid=drill-next]').click();
  assert.equal(await title(), first);
  await option(costliest.right[0]).click();
  assert.match(await page.locator('[data-testid=drill-verdict]').textContent(), /^Right: the Expert's choice too/);
  await page.locator('[data-testid=drill-next]').click();
  assert.match(await title(), /it cost 1\.0 points/);
  await option(other.right[0]).click();
  const after = await stored();
  assert.equal(after.answered, 3);
  assert.deepEqual(after.drills.map((d) => d.streak), [1, 1]);
  assert.deepEqual(await axe(page), []);
  // Kept across a reload.
  await page.reload();
  await dealt(page);
  assert.equal((await stored()).answered, 3);
  assert.deepEqual(problems, []);
  await context.close();
});
