// End-to-end: every button in reach. At every size from a small phone to a large
// desktop, portrait and landscape, in every phase where South acts (standard and Kitchen-table
// rules), South's cards and every offered bid are on screen without scrolling, every control is
// a 44×44 target, every name plate is on screen, and nothing covers a name plate or a card's
// index (the checks: tests/e2e/layout.mjs). Screenshots: tests/e2e/artifacts/layout-*.png.
// Run: node --test tests/e2e/layout.test.mjs   (after `trunk build --release`)
//
// The seeds were found by playing the engine natively with the app's computer players
// (Normal: the heuristic) and South's policy below; a seed that no longer reaches its phase
// fails with its name.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ARTIFACTS, playHand, useSite } from './site.mjs';
import { gameParam } from './links.mjs';
import { problems, settle } from './layout.mjs';

/** Screenshots are taken at these sizes... */
const SIZES = [
  [1280, 800],
  [1920, 1080],
  [375, 740],
  [320, 568],
  [740, 375],
];
/** ...and the layout is checked at these too (phones and tablets both ways, laptops). */
const BETWEEN = [
  [568, 320],
  [640, 360],
  [667, 375],
  [844, 390],
  [932, 430],
  [414, 896],
  [360, 640],
  [768, 1024],
  [1024, 768],
  [1024, 600],
  [1366, 768],
  [1440, 900],
];

/** The Kitchen-table preset's rules, as the settings save them (`Preset::KitchenTable`); a
 * phase's link names them (`gameParam`). */
const KITCHEN = {
  stick_the_dealer: true,
  euchred_loner_pays_4: false,
  defend_alone: true,
  no_trump: true,
  loner_left_leads: true,
  must_hold_trump: true,
  misdeal_nines_tens: true,
  points_to_win: 10,
};

/** Going under on, the rest standard (the settings' JSON: missing fields are standard). */
const UNDER = { going_under: true };
/** Calling for partner's best on, the rest standard. */
const BEST = { call_for_best: true };
/** The Canadian loner on, the rest standard. */
const CANADIAN = { canadian_loner: true };
/** The British & Australian preset (`Preset::BritishJoker`): the Joker, defending alone, to 11. */
const JOKER = { deck: 'Joker', defend_alone: true, points_to_win: 11 };

/**
 * Each phase: a seed, the rules, South's policy on the way (`take`: order up when offered,
 * else pass) and how the table shows that the phase is reached, with South to act; `then`
 * runs once it is (opens the last trick, asks for a hint); `six`: the score kept with the six
 * and four (the setting), which makes the scoreboard taller.
 */
const PHASES = [
  { name: 'round1', seed: 7, reached: (t) => t.bids.includes('order up') && !t.dealer },
  { name: 'round1-dealer', seed: 6, reached: (t) => t.bids.includes('order up') && t.dealer },
  { name: 'round2', seed: 21, reached: (t) => t.bids.some((b) => b.startsWith('call ')) },
  { name: 'kitchen-round2', seed: 21, rules: KITCHEN, six: true, reached: (t) => t.bids.length === 11 },
  {
    name: 'kitchen-stuck-dealer',
    seed: 155,
    rules: KITCHEN,
    reached: (t) => t.bids.length === 10 && !t.bids.includes('pass') && t.dealer,
  },
  { name: 'discard', seed: 9, take: true, six: true, reached: (t) => t.discard && t.cards === 6 },
  { name: 'kitchen-defend-alone', seed: 78, rules: KITCHEN, reached: (t) => t.bids.includes('defend alone') },
  { name: 'going-under', seed: 37, rules: UNDER, reached: (t) => t.bids.includes('keep the hand') },
  {
    name: 'call-for-best',
    seed: 7,
    rules: BEST,
    take: ['order up alone'],
    reached: (t) => t.bids.includes("call for partner's best"),
  },
  {
    name: 'bury',
    seed: 7,
    rules: BEST,
    take: ['order up alone', "call for partner's best"],
    reached: (t) => t.prompt.includes('bury') && t.cards === 6,
  },
  {
    name: 'joker-turned',
    seed: 149,
    rules: JOKER,
    reached: (t) => t.dealer && t.bids.length === 8 && !t.bids.includes('pass'),
  },
  { name: 'joker-discard', seed: 149, rules: JOKER, take: ['call hearts'], reached: (t) => t.discard && t.cards === 6 },
  {
    name: 'canadian-loner',
    seed: 7,
    rules: CANADIAN,
    reached: (t) => t.bids.includes('order up alone') && !t.bids.includes('order up'),
  },
  { name: 'pass-best', seed: 14, rules: BEST, reached: (t) => t.prompt.includes('pass') && t.legal === 5 },
  { name: 'play', seed: 1, reached: (t) => t.legal > 0 && t.trick >= 2 && t.review },
  {
    name: 'review',
    seed: 1,
    reached: (t) => t.legal > 0 && t.trick >= 2 && t.review,
    then: async (page) => {
      await page.click('[data-testid=review-last-trick]');
      await page.locator('[data-testid=reviewed-trick] [data-card]').first().waitFor();
    },
  },
  {
    name: 'kitchen-round2-hint',
    seed: 21,
    rules: KITCHEN,
    reached: (t) => t.bids.length === 11,
    then: hint,
  },
  { name: 'play-hint', seed: 1, reached: (t) => t.legal > 0 && t.trick >= 2 && t.review, then: hint },
];

async function hint(page) {
  await page.click('[data-testid=hint]');
  await page.locator('[data-testid=hint-text][data-state=ready]').waitFor();
}

let server;
let browser;

useSite((s) => ({ browser, site: server } = s));

/** What the table offers South now. */
function table(page) {
  return page.evaluate(() => {
    const q = (sel) => document.querySelector(sel);
    const count = (sel) => document.querySelectorAll(sel).length;
    return {
      bids: [...document.querySelectorAll('[data-testid=bid-panel] button')].map((b) => b.dataset.action),
      dealer: q('[data-testid=seat-south]')?.dataset.dealer === 'true',
      discard: !!q('[data-testid=discard-prompt]'),
      prompt: q('[data-testid=discard-prompt]')?.textContent ?? '',
      cards: count('[data-testid=hand-south] [data-card]'),
      legal: count('[data-testid=hand-south] button:not([disabled])'),
      trick: count('[data-testid=trick] [data-card]'),
      review: !!q('[data-testid=review-last-trick]'),
      summary: !!q('[data-testid=continue]'),
    };
  });
}

/** South's move on the way to a phase: close a summary; the first of `take`'s bids offered
 * (`true`: order up), else pass, else the first bid; else the first legal card (the policy the
 * seeds were found with). */
function act(page, take) {
  return page.evaluate((take) => {
    const cont = document.querySelector('[data-testid=continue]');
    if (cont) {
      cont.click();
      return true;
    }
    const bids = [...document.querySelectorAll('[data-testid=bid-panel] button')];
    const by = (action) => bids.find((b) => b.dataset.action === action);
    const wanted = take === true ? ['order up'] : take || [];
    const bid = wanted.map(by).find(Boolean) || by('pass') || bids[0];
    const card = document.querySelector('[data-testid=hand-south] button:not([disabled])');
    (bid ?? card)?.click();
    return !!(bid ?? card);
  }, take);
}

/** A page (in its own context: its own localStorage) at the phase, South to act. */
async function reach(phase, [width, height]) {
  const context = await browser.newContext({ viewport: { width, height } });
  if (phase.six) await context.addInitScript(() => localStorage.setItem('bower.settings', '{"six_four":true}'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // The phase's rules are named in its link (a bare seed is the standard game).
  const rules = phase.rules ? `&game=${gameParam(phase.rules)}` : '';
  await page.goto(`${server.url}?seed=${phase.seed}${rules}&speed=instant`);
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  for (let i = 0; ; i++) {
    const now = await table(page);
    if (phase.reached(now)) break;
    assert.ok(i < 2000, `seed ${phase.seed} never reached ${phase.name}: ${JSON.stringify({ now, errors })}`);
    // Only what was read: while South is to act (or a summary is open) the table stays as
    // it is, but a computer may move between a read that found nothing to do and a click.
    if (now.bids.length || now.legal || now.summary) await act(page, phase.take);
    else await page.waitForTimeout(15);
  }
  if (phase.then) await phase.then(page);
  assert.deepEqual(errors, []);
  return { context, page };
}

for (const phase of PHASES) {
  test(`${phase.name}: South's cards and bids in reach, nothing over a plate or an index, at every size`, async () => {
    const { context, page } = await reach(phase, SIZES[0]);
    const found = [];
    for (const [width, height] of [...SIZES, ...BETWEEN]) {
      await page.setViewportSize({ width, height });
      await settle(page);
      const here = await problems(page);
      for (const p of here) found.push(`${width}x${height}: ${p}`);
      // Every size with a problem is shot too, to see it.
      if (here.length > 0 || SIZES.some(([w, h]) => w === width && h === height)) {
        await page.screenshot({ path: path.join(ARTIFACTS, `layout-${phase.name}-${width}x${height}.png`) });
      }
    }
    assert.deepEqual(found, []);
    // Still the phase it was (a resize changes nothing in the game).
    assert.ok(phase.reached(await table(page)) || phase.then, phase.name);
    await context.close();
  });
}

test("the Canadian loner's only order says it goes alone, and why, once", async () => {
  const phase = PHASES.find((p) => p.name === 'canadian-loner');
  const { context, page } = await reach(phase, [375, 740]);
  const words = await page.evaluate(() => ({
    prompt: document.querySelector('[data-testid=bid-prompt]').textContent,
    bids: [...document.querySelectorAll('[data-testid=bid-panel] button')].map((b) => b.textContent),
  }));
  assert.deepEqual(words.bids, ['Pass', 'Order up alone']);
  assert.match(words.prompt, /Canadian loner rule that means going alone/);
  await context.close();
});

test('round 2 shows the turned-down card face up and marked, and only round 2 words', async () => {
  // Kitchen table, seed 15: everyone passed round 1, then North and East passed round 2.
  const phase = { name: 'kitchen-round2-third', seed: 15, rules: KITCHEN, reached: (t) => t.bids.length === 11 };
  const { context, page } = await reach(phase, [1280, 800]);
  const upcard = await page.evaluate(() => {
    const kitty = document.querySelector('[data-testid=upcard]');
    const face = kitty.querySelector('.card.face[data-card]');
    return {
      state: kitty.dataset.state,
      card: face?.dataset.card,
      suit: [...(face?.classList ?? [])].find((c) => c.startsWith('suit-'))?.slice(5),
      shown: !!face?.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      mark: kitty.querySelector('[data-testid=turned-down]')?.textContent ?? null,
      label: kitty.getAttribute('aria-label'),
      role: kitty.getAttribute('role'),
    };
  });
  assert.equal(upcard.state, 'TurnedDown');
  assert.ok(upcard.shown, 'the turned-down card is face up');
  assert.match(upcard.mark ?? '', /turned down/i);
  assert.equal(upcard.role, 'img');
  assert.equal(upcard.label, `${upcard.card} turned down: ${upcard.suit} cannot be called`);
  const bids = (await table(page)).bids;
  assert.ok(!bids.some((b) => b.startsWith(`call ${upcard.suit}`)), `${upcard.suit} is not offered: ${bids}`);
  // Round 1's passes are gone; North's and East's round-2 passes show; West has not spoken.
  const bubbles = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('.bubble')].map((b) => [b.dataset.testid, b.textContent])),
  );
  assert.deepEqual(bubbles, { 'bubble-north': 'Pass', 'bubble-east': 'Pass' });
  assert.equal(await page.locator('[data-testid=seat-west]').getAttribute('data-dealer'), 'true');
  await context.close();
});

test('going under: South is asked first, shows three 9s, takes the kitty’s three, and the table says so', async () => {
  const phase = { name: 'going-under', seed: 37, rules: UNDER, reached: (t) => t.bids.includes('keep the hand') };
  const { context, page } = await reach(phase, [1280, 800]);
  const before = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  const bids = (await table(page)).bids;
  // The engine's choices for seed 37: the three 9s, or keep the cards.
  assert.deepEqual(bids, ['go under with 9♦ 9♥ 9♠', 'keep the hand']);
  assert.match(await page.textContent('[data-testid=bid-prompt]'), /farmer's hand/);
  await page.click('[data-testid=bid-panel] button[data-action^="go under"]');
  // Round 1 begins with South, who now holds the kitty's cards; South's words say it, and the
  // log names the three shown.
  await page.locator('[data-testid=bid-panel] button[data-action="order up"]').waitFor();
  assert.equal(await page.textContent('[data-testid=bubble-south]'), 'Going under!');
  const after = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.equal(after.length, 5);
  for (const nine of ['9♦', '9♥', '9♠']) {
    assert.ok(before.includes(nine) && !after.includes(nine), `${nine} went to the kitty`);
  }
  assert.deepEqual(after.filter((c) => before.includes(c)).length, 2, 'two cards kept');
  await context.close();
});

test('calling for best: South goes alone, calls, is passed a card, buries one, and plays five', async () => {
  const phase = PHASES.find((p) => p.name === 'call-for-best');
  const { context, page } = await reach(phase, [1280, 800]);
  assert.match(await page.textContent('[data-testid=bid-prompt]'), /partner's best/);
  assert.deepEqual((await table(page)).bids, ["call for partner's best", 'pass']);
  assert.equal(await page.textContent('[data-testid=bid-panel] button[data-action=pass]'), 'Play without');
  await page.click(`[data-testid=bid-panel] button[data-action="call for partner's best"]`);
  // North passes a card: South holds six, the prompt names the card received.
  await page.locator('[data-testid=discard-prompt]').waitFor();
  const prompt = await page.textContent('[data-testid=discard-prompt]');
  const passed = prompt.match(/passed you the (\S+):/)?.[1];
  assert.ok(passed, prompt);
  const held = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.equal(held.length, 6);
  assert.ok(held.includes(passed), `${passed} in ${held}`);
  assert.equal(await page.textContent('[data-testid=bubble-south]'), 'Partner, your best card!');
  // Every card may be buried; South buries the one received.
  assert.equal((await table(page)).legal, 6);
  await page.click(`[data-testid=hand-south] button:has([data-card="${passed}"])`);
  await page.waitForFunction(() => !document.querySelector('[data-testid=discard-prompt]'));
  const after = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.equal(after.length, 5);
  assert.ok(!after.includes(passed));
  assert.equal(await page.locator('[data-testid=seat-north]').getAttribute('data-active'), 'false');
  await context.close();
});

test('calling for best: North goes alone and South passes a card face down, then sits out', async () => {
  const phase = PHASES.find((p) => p.name === 'pass-best');
  const { context, page } = await reach(phase, [375, 740]);
  assert.match(await page.textContent('[data-testid=discard-prompt]'), /North \(partner\) plays alone/);
  const held = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  const card = held[0];
  await page.click(`[data-testid=hand-south] button:has([data-card="${card}"])`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=hand-south] [data-card]').length === 4);
  const after = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.ok(!after.includes(card));
  assert.equal(await page.locator('[data-testid=seat-south]').getAttribute('data-active'), 'false');
  await context.close();
});

test('the Joker turned up: the dealer (South) names its suit, takes it, and discards', async () => {
  const phase = PHASES.find((p) => p.name === 'joker-turned');
  const { context, page } = await reach(phase, [1280, 800]);
  // The Joker is drawn face up on the kitty, named for a screen reader.
  const joker = page.locator('[data-testid=upcard] .card.face[data-card=Joker]');
  assert.equal(await joker.count(), 1);
  assert.equal(await joker.getAttribute('aria-label'), 'the Joker');
  assert.match(await page.textContent('[data-testid=bid-prompt]'), /Joker is turned up: name trump/);
  // Four suits, each alone or not; no pass.
  const bids = (await table(page)).bids;
  assert.deepEqual(
    [...bids].sort(),
    ['clubs', 'diamonds', 'hearts', 'spades'].flatMap((s) => [`call ${s}`, `call ${s} alone`]).sort(),
  );
  await page.click('[data-testid=bid-panel] button[data-action="call hearts"]');
  // South holds the Joker with the five dealt, and discards one of the six.
  await page.locator('[data-testid=discard-prompt]').waitFor();
  const held = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.equal(held.length, 6);
  assert.ok(held.includes('Joker'), `${held}`);
  const card = held.find((c) => c !== 'Joker');
  await page.click(`[data-testid=hand-south] button:has([data-card="${card}"])`);
  await page.waitForFunction(() => !document.querySelector('[data-testid=discard-prompt]'));
  const after = await page.$$eval('[data-testid=hand-south] [data-card]', (cs) => cs.map((c) => c.dataset.card));
  assert.equal(after.length, 5);
  assert.ok(after.includes('Joker') && !after.includes(card));
  await context.close();
});

test('round 1 shows the upcard face up on the kitty, unmarked', async () => {
  const { context, page } = await reach(PHASES[0], [375, 740]);
  const kitty = page.locator('[data-testid=upcard]');
  assert.equal(await kitty.getAttribute('data-state'), 'OnKitty');
  assert.equal(await kitty.locator('.card.face[data-card]').count(), 1);
  assert.equal(await kitty.locator('[data-testid=turned-down]').count(), 0);
  await context.close();
});

test('the alone bids are not styled as the main action', async () => {
  const { context, page } = await reach(PHASES[3], [1280, 800]);
  const looks = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-testid=bid-panel] button')].map((b) => [
        b.dataset.action,
        getComputedStyle(b).backgroundColor,
      ]),
    ),
  );
  const calls = Object.entries(looks).filter(([a]) => a.startsWith('call ') && !a.endsWith(' alone'));
  const alone = Object.entries(looks).filter(([a]) => a.endsWith(' alone'));
  assert.ok(calls.length >= 2 && alone.length >= 2, JSON.stringify(looks));
  for (const [action, colour] of alone) {
    assert.notEqual(colour, calls[0][1], `${action} looks like the main action`);
  }
  await context.close();
});

test('a summary and the settings open at their top, the headline in view, on small phones and landscape', async () => {
  for (const [width, height] of [[320, 568], [740, 375]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=3&speed=instant`);
    await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
    await playHand(page);
    await settle(page);
    const seen = (dialog, heading, rest) =>
      page.evaluate(
        ([dialog, heading, rest]) => {
          const inView = (sel) => {
            const r = document.querySelector(`${dialog} ${sel}`).getBoundingClientRect();
            return r.top >= 0 && r.bottom <= innerHeight;
          };
          return {
            heading: inView(heading),
            rest: rest.filter((sel) => !inView(sel)),
            focus: document.activeElement?.dataset.testid,
          };
        },
        [dialog, heading, rest],
      );
    const summary = await seen('[data-testid=hand-summary]', 'h2', ['[data-testid=summary-scores]']);
    await page.screenshot({ path: path.join(ARTIFACTS, `summary-open-${width}x${height}.png`) });
    assert.deepEqual(summary, { heading: true, rest: [], focus: 'continue' }, `the summary at ${width}x${height}`);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=hand-summary]').waitFor({ state: 'detached' });
    await page.click('[data-testid=open-settings]');
    await page.locator('dialog[data-testid=settings][open]').waitFor();
    await settle(page);
    const settings = await seen('[data-testid=settings]', 'h2', ['[data-testid=setting-difficulty]']);
    await page.screenshot({ path: path.join(ARTIFACTS, `settings-open-${width}x${height}.png`) });
    assert.deepEqual(settings, { heading: true, rest: [], focus: 'setting-difficulty' }, `the settings at ${width}x${height}`);
    // Its drop-downs are drawn as the dark panel's controls, not white platform boxes.
    const looks = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=settings] select')].map((s) => {
        const style = getComputedStyle(s);
        return [s.dataset.testid, style.backgroundColor, style.color, style.appearance];
      }),
    );
    assert.ok(looks.length >= 4, JSON.stringify(looks));
    for (const [id, background, colour, appearance] of looks) {
      assert.notEqual(background, 'rgb(255, 255, 255)', `${id} is a white box`);
      assert.equal(colour, 'rgb(255, 255, 255)', `${id}'s text`);
      assert.equal(appearance, 'none', `${id} is the platform's`);
    }
    await context.close();
  }
});

test('the summary comes up only once the last trick and its label have gone, at every speed', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  for (const speed of ['slow', 'normal', 'fast']) {
    await page.goto(`${server.url}?seed=3&speed=${speed}`);
    await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
    // The summary's styles come with the screens' chunk, adopted as it builds them.
    await page.waitForFunction(() => document.adoptedStyleSheets.length > 0);
    // The stylesheet's timings, read from elements with the classes a finished hand has.
    const times = await page.evaluate(() => {
      const app = document.querySelector('.app');
      const make = (tag, className, parent = app) => {
        const el = document.createElement(tag);
        el.className = className;
        parent.append(el);
        return el;
      };
      const trick = make('div', 'trick live done');
      const card = make('div', 'played', trick);
      const label = make('p', 'trick-winner live');
      const overlay = make('div', 'overlay after-hand');
      const seconds = (list) => list.split(',').map((v) => parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1));
      const end = (el) => {
        const style = getComputedStyle(el);
        const delays = seconds(style.animationDelay);
        return Math.max(...seconds(style.animationDuration).map((d, i) => d + delays[i]));
      };
      const out = { card: end(card), label: end(label), summary: seconds(getComputedStyle(overlay).animationDelay)[0] };
      trick.remove();
      label.remove();
      overlay.remove();
      return out;
    });
    assert.ok(times.card > 0 && times.label > 0, JSON.stringify(times));
    assert.ok(times.summary >= Math.max(times.card, times.label) - 1e-6, `${speed}: ${JSON.stringify(times)}`);
  }
  await context.close();
});

test('the header shows the whole seed, a twenty-digit one too, on phones', async () => {
  for (const [width, height] of [[320, 568], [375, 740], [740, 375], [1280, 800]]) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=18446744073709551615&speed=slow`);
    await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
    await settle(page);
    const seed = await page.evaluate(() => {
      const info = document.querySelector('.seed-info');
      const link = document.querySelector('[data-testid=seed]').getBoundingClientRect();
      return {
        text: info.textContent,
        cut: info.scrollWidth > info.clientWidth + 1,
        inside: link.left >= 0 && link.right <= document.documentElement.clientWidth,
      };
    });
    await page.screenshot({ path: path.join(ARTIFACTS, `header-seed-${width}x${height}.png`) });
    assert.deepEqual(seed, { text: 'Seed 18446744073709551615', cut: false, inside: true }, `${width}x${height}`);
    const wide = await page.evaluate(() => document.scrollingElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(wide <= 1, `${width}x${height}: the page is ${wide}px too wide`);
    await context.close();
  }
});

test('the hint comes in space kept for it (the table’s corner on large screens, its row on tall phones) and does not move the table', async () => {
  for (const [width, height] of [[1280, 800], [1920, 1080], [1024, 768], [375, 740], [360, 640]]) {
    const phone = width < 640;
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=33&speed=instant`);
    await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
    for (let i = 0; i < 300; i++) {
      const now = await table(page);
      if (!now.summary && (now.legal || now.bids.length)) break;
      if (now.summary) await act(page, 0);
      else await page.waitForTimeout(15);
    }
    const box = (sel) => page.evaluate((s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { top: r.top, left: r.left, right: r.right, bottom: r.bottom };
    }, sel);
    const before = await box('[data-testid=table]');
    if (phone) {
      // The kept row shows the last thing that happened until a hint comes.
      const slot = await page.locator('[data-testid=hint-slot]').textContent();
      assert.match(slot, /\w/, `${width}x${height}: the hint's row says what happened`);
    }
    await page.click('[data-testid=hint]');
    await page.locator('[data-testid=hint-text][data-state=ready]').waitFor();
    await settle(page);
    assert.deepEqual(await box('[data-testid=table]'), before, `${width}x${height}: the table stayed where it was`);
    const hint = await box('[data-testid=hint-text]');
    const inside = hint.top >= before.top && hint.left >= before.left && hint.right <= before.right && hint.bottom <= before.bottom;
    assert.ok(
      phone ? hint.bottom <= before.top : inside,
      `${width}x${height}: the hint is ${phone ? 'above' : 'inside'} the table ${JSON.stringify({ hint, before })}`,
    );
    // The whole hint shows: nothing of it cut off below its box (the words are kept short
    // enough for five lines at 375 px: crates/euchre-ai/tests/hint_positions.rs).
    const cut = await page.evaluate(() => {
      const e = document.querySelector('[data-testid=hint-text]');
      return e.scrollHeight - e.clientHeight;
    });
    assert.ok(cut <= 1, `${width}x${height}: the hint is cut by ${cut} px`);
    await page.screenshot({ path: path.join(ARTIFACTS, `hint-over-table-${width}x${height}.png`) });
    assert.deepEqual(await problems(page), [], `${width}x${height}`);
    await context.close();
  }
});

test('a whole hand at 320 wide never makes the page wider than the screen, not even for a frame', async () => {
  for (const speed of ['fast', 'normal']) {
    const context = await browser.newContext({ viewport: { width: 320, height: 568 } });
    const page = await context.newPage();
    await page.goto(`${server.url}?seed=5&speed=${speed}`);
    await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
    // Every frame: how much wider than the screen the page is (cards flying in and out,
    // bubbles, the trick's label, the summary fading in).
    await page.evaluate(() => {
      window.__widest = { over: 0, at: '' };
      const frame = () => {
        const over = document.scrollingElement.scrollWidth - document.documentElement.clientWidth;
        if (over > window.__widest.over) {
          const wide = [...document.querySelectorAll('body *')].find(
            (e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
          );
          window.__widest = { over, at: wide ? `${wide.tagName}.${wide.className}` : '' };
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await playHand(page);
    const widest = await page.evaluate(() => window.__widest);
    assert.ok(widest.over <= 1, `${speed}: the page was ${widest.over}px too wide (${widest.at})`);
    await context.close();
  }
});
