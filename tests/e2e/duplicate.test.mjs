// Duplicate scoring against the Expert in the release build: after each hand, the summary
// says what South's side scored and what the Expert scores in South's seat with the same
// cards, partner and opponents, played again in the workers; the same numbers as a native
// replay (examples/replay.rs with `duplicates`), and the table never waits for them.
// Run: node --test tests/e2e/duplicate.test.mjs   (after `trunk build --release`)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ARTIFACTS, ROOT, dealt, step, useSite } from './site.mjs';
import { gameParam } from './links.mjs';

let site;
let fresh;

useSite((s) => ({ site, fresh } = s));

/** "+1", "−2", "0", "+0.5" from halves, as the summary writes points. */
const halves = (h) => `${h > 0 ? '+' : h < 0 ? '−' : ''}${Math.floor(Math.abs(h) / 2)}${Math.abs(h) % 2 ? '.5' : ''}`;

test('each summary compares your points with the Expert’s on the same cards, as a native replay does', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await context.addInitScript(() => {
    if (!localStorage.getItem('bower.settings')) {
      localStorage.setItem('bower.settings', JSON.stringify({ difficulty: 'Normal', speed: 'Instant' }));
    }
  });
  await page.goto(`${site.url}?seed=11&workers=2`);
  await dealt(page);
  const lines = new Map();
  for (let i = 0; i < 5000 && lines.size < 3; i++) {
    const did = await step(page, 0, { keepSummary: true });
    if (did === 'wait') {
      await page.waitForTimeout(10);
      continue;
    }
    if (did !== 'summary') continue;
    // The line says the Expert is playing ("The Expert is playing your cards…"), then what
    // it scored.
    const line = page.locator('[data-testid=summary-duplicate]');
    await page.waitForFunction(
      () => /^You /.test(document.querySelector('[data-testid=summary-duplicate]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    const hand = Number((await page.locator('.summary-seed').textContent()).match(/hand (\d+)/)[1]) - 1;
    lines.set(hand, await line.textContent());
    if (lines.size === 1) await page.screenshot({ path: path.join(ARTIFACTS, 'duplicate-summary-1280x800.png') });
    await page.click('[data-testid=continue]');
  }
  assert.equal(lines.size, 3, 'three hands summed up');
  const save = await page.evaluate(() => JSON.parse(localStorage.getItem('bower.game')).game);
  await context.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bower-duplicate-'));
  try {
    const file = path.join(dir, 'game.json');
    await writeFile(file, save);
    const { stdout } = await promisify(execFile)(
      'cargo',
      ['run', '--quiet', '--example', 'replay', '--', file, 'Normal', 'duplicates'],
      { cwd: ROOT, maxBuffer: 1 << 24 },
    );
    const native = new Map(JSON.parse(stdout).duplicates.map(([hand, yours, expert]) => [hand, [yours, expert]]));
    for (const [hand, text] of lines) {
      assert.ok(native.has(hand), `hand ${hand} replayed natively: ${stdout}`);
      const [yours, expert] = native.get(hand);
      assert.equal(text, `You ${halves(yours)} · the Expert with your cards ${halves(expert)}`, `hand ${hand}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  assert.deepEqual(problems, []);
});

test('at the game’s end your points stand against the Expert’s, and a hand where they differ opens in the coach', async () => {
  const problems = [];
  const { context, page } = await fresh(problems);
  await context.addInitScript(() => {
    if (!localStorage.getItem('bower.settings')) {
      const rules = { stick_the_dealer: false, points_to_win: 5 };
      localStorage.setItem('bower.settings', JSON.stringify({ rules, difficulty: 'Normal', speed: 'Instant' }));
    }
  });
  // The short game's rules in its link (a bare seed is the standard game, to 10).
  await page.goto(`${site.url}?seed=11&game=${gameParam({ points_to_win: 5 })}&workers=2`);
  await dealt(page);
  for (let i = 0; i < 20000; i++) {
    const did = await step(page);
    if (did === 'over') break;
    if (did === 'wait') await page.waitForTimeout(10);
  }
  await page.locator('[data-testid=game-over]').waitFor();
  const total = page.locator('[data-testid=versus-total]');
  await total.waitFor({ timeout: 120_000 });
  const text = await total.textContent();
  const save = await page.evaluate(() => JSON.parse(localStorage.getItem('bower.game')).game);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bower-duplicate-'));
  let native;
  try {
    const file = path.join(dir, 'game.json');
    await writeFile(file, save);
    const { stdout } = await promisify(execFile)(
      'cargo',
      ['run', '--quiet', '--example', 'replay', '--', file, 'Normal', 'duplicates'],
      { cwd: ROOT, maxBuffer: 1 << 24 },
    );
    native = JSON.parse(stdout).duplicates;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const yours = native.reduce((s, [, y]) => s + y, 0);
  const expert = native.reduce((s, [, , e]) => s + e, 0);
  assert.equal(text, `Over the ${native.length} hands: you ${halves(yours)} · the Expert with your cards ${halves(expert)}`);
  const differ = native.filter(([, y, e]) => y !== e);
  const listed = await page.locator('[data-testid=versus-hand]').count();
  assert.equal(listed, Math.min(3, differ.length), text);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(ARTIFACTS, 'duplicate-game-over-1280x800.png') });
  if (listed > 0) {
    const first = page.locator('[data-testid=versus-hand]').first();
    const hand = Number(await first.getAttribute('data-hand'));
    // The biggest difference first.
    const biggest = Math.max(...differ.map(([, y, e]) => Math.abs(e - y)));
    const [, y, e] = native.find(([h]) => h === hand);
    assert.equal(Math.abs(e - y), biggest);
    await first.click();
    await page.locator('[data-testid=timeline]').waitFor();
  }
  await context.close();
  assert.deepEqual(problems, []);
});
