// Play with friends: real Chromium processes on a real network stack, in a private network
// namespace the test makes (netns.mjs). A host opens a table and invites; guests open the
// link, answer, and are seated once the host pastes their answer; everyone plays a whole hand
// by clicks, each page showing only its own cards; a guest reloads and rejoins its seat; bad
// codes get one sentence. The time a card takes to reach the other screens is measured and
// printed (docs/friends.md has the figures).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

import { gameParam } from './links.mjs';
import { privateNetwork } from './netns.mjs';
import { ARTIFACTS, requireDist, step, watch } from './site.mjs';

let net;
let browsers = [];
export const logs = [];

before(async () => {
  await requireDist();
  net = await privateNetwork();
});

after(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await net?.close();
});

/** A new device: its own browser (started with `extra` flags; `mdns`: naming itself by mDNS
 * names, as browsers do by default), a page watched for problems. */
async function device(problems, extra = [], { mdns = false } = {}) {
  const browser = await net.launch(extra, { mdns });
  browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => {});
  const page = await context.newPage();
  watch(page, new URL(net.url).origin, problems);
  const n = browsers.length;
  page.on('console', (m) => m.type() === 'debug' && logs.push(`${n} ${m.text()}`));
  return page;
}

/** Records, on `page`, when each card reaches the trick on screen. */
const timeCards = (page) =>
  page.evaluate(() => {
    window.cardTimes = {};
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid=trick] [data-card]')) {
        window.cardTimes[el.dataset.card] ??= Date.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });

/** The host's page with a table open, on the game `query` names. */
async function openTable(page, name, query = '?seed=42&speed=fast') {
  await page.goto(`${net.url}${query}`);
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  await page.locator('[data-testid=open-friends]').click();
  await page.locator('[data-testid=host-name]').fill(name);
  await page.locator('[data-testid=open-table]').click();
  await page.locator('[data-testid=seat-them]').waitFor();
}

/** The host invites `seat` ('west', 'north', 'east'): resolves to the invitation's link. */
async function invite(host, seat) {
  const row = host.locator(`[data-testid=friends-seat-${seat}]`);
  await row.locator('[data-testid=invite]').click();
  const link = row.locator('[data-testid=invitation]');
  await link.waitFor();
  return link.inputValue();
}

/** A guest opens `link` and answers as `name`: resolves to the answer's code. */
async function answer(guest, link, name) {
  // A page whose address differs only in its fragment would not load again.
  await guest.goto('about:blank');
  await guest.goto(link);
  await guest.locator('[data-testid=guest-name]').fill(name);
  await guest.locator('[data-testid=make-answer]').click();
  const out = guest.locator('[data-testid=answer-out]');
  await out.waitFor();
  return out.inputValue();
}

/** The host pastes an answer and seats its guest; resolves once the seat shows them here. */
async function seat(host, guest, code, seatName, name) {
  await host.locator('[data-testid=answer-in]').fill(code);
  await host.locator('[data-testid=seat-them]').click();
  await host
    .locator(`[data-testid=friends-seat-${seatName}]`)
    .getByText(`${name}, here`)
    .waitFor({ timeout: 20_000 });
  // The guest's dialog closes by itself once seated, its table the host's game.
  await guest.locator('[data-testid=friends]').waitFor({ state: 'detached' });
  await guest.locator('[data-testid=table-bar]').waitFor();
}

/** Plays by clicks on every page until each shows the hand's summary (a seed's deal, the
 * people making trump at their first chance: every step the same on every run). */
async function playHand(pages, problems = []) {
  const done = new Set();
  for (let i = 0; i < 4000 && done.size < pages.length; i++) {
    let acted = false;
    for (const [n, page] of pages.entries()) {
      if (done.has(n)) continue;
      // People order up or call at their first chance: every hand is played.
      const did = await step(page, 1, { keepSummary: true });
      if (did === 'summary' || did === 'over') done.add(n);
      else if (did !== 'wait') acted = true;
    }
    if (!acted) await pages[0].waitForTimeout(25);
  }
  const states = await Promise.all(
    pages.map((p) =>
      p.evaluate(() => ({
        said: document.querySelector('[data-testid=announcer]')?.textContent,
        bar: document.querySelector('[data-testid=table-bar]')?.textContent,
        summary: !!document.querySelector('[data-testid=hand-summary]'),
        notice: document.querySelector('[data-testid=notice]')?.textContent,
      })),
    ),
  );
  assert.equal(
    done.size,
    pages.length,
    `every page reached the summary: ${JSON.stringify(states)} ${problems.join('; ')}\n${logs.slice(-60).join('\n')}`,
  );
}

/** Plays by clicks on every page, closing every summary, until each shows the game's end. */
async function playGame(pages) {
  const over = new Set();
  for (let i = 0; i < 40_000 && over.size < pages.length; i++) {
    let acted = false;
    for (const [n, page] of pages.entries()) {
      if (over.has(n)) continue;
      const did = await step(page, 1);
      if (did === 'over') over.add(n);
      else if (did !== 'wait') acted = true;
    }
    if (!acted) await pages[0].waitForTimeout(25);
  }
  assert.equal(over.size, pages.length, 'every page reached the game’s end');
}

/** South's cards on `page`, sorted. */
const southCards = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid=hand-south] [data-card]')].map((e) => e.dataset.card).sort());

/** The challenge a page offers once its game is over: its share text's link, and the
 * challenge's bytes (the version, then after a seed's origin and the setup, the seat's). */
async function ownChallenge(page) {
  const copy = page.locator('[data-testid=challenge-copy]');
  await copy.waitFor({ timeout: 240_000 });
  await copy.click();
  const link = (await page.locator('[data-testid=share-text]').inputValue()).split('\n')[3];
  const bytes = Buffer.from(new URL(link).searchParams.get('challenge'), 'base64url');
  return { link, version: bytes[0], seat: bytes[14] };
}

/** A camera's picture of the QR code on `page` (the guest's answer), as the video file a
 * fake camera plays (Y4M, 640×480, the code's SVG modules drawn 80 % of the height), written
 * to `file`. */
async function filmCode(page, file) {
  const svg = await page.locator('[data-testid=friends] .qr svg').evaluate((e) => e.outerHTML);
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)[1]);
  const [W, H] = [640, 480];
  const scale = Math.floor((H * 0.8) / size);
  const [ox, oy] = [(W - size * scale) >> 1, (H - size * scale) >> 1];
  const luma = Buffer.alloc(W * H, 200);
  for (const [, mx, my] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      const row = (oy + Number(my) * scale + dy) * W + ox + Number(mx) * scale;
      luma.fill(20, row, row + scale);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, Buffer.alloc((W * H) / 2, 128)]));
}

/** The address family of each candidate an invitation carries ('v4', 'v6' or 'mdns'), read
 * from its code as `euchre_peer::Invite::encode` and `Sdp::pack` write it. */
function candidateFamilies(link) {
  const b = Buffer.from(link.split('#join=')[1], 'base64url');
  let i = 2 + 8 + 1 + 8 + 4; // kind, version, table, seat, token, nonce
  for (let text = 0; text < 3; text++) i += 1 + b[i]; // STUN server, ICE ufrag and pwd
  i += 1 + [20, 32, 48, 64][b[i] >> 2]; // the fingerprint's hash, and its bytes
  const families = [];
  for (let n = b[i++]; n > 0; n--) {
    const family = b[i] & 3;
    families.push(['v4', 'v6', 'mdns'][family]);
    i += 1 + 4 + 2 + [4, 16, 16][family]; // kind and family, priority, port, address
  }
  return families;
}

/** What each page's table bar, notice and friends' dialog say: for a failure's message. */
const shown = (pages) =>
  Promise.all(
    pages.map((p) =>
      p.evaluate(() =>
        ['table-bar', 'notice', 'friends'].map((id) => document.querySelector(`[data-testid=${id}]`)?.textContent),
      ),
    ),
  ).then(JSON.stringify);

/** What a page shows face up of other seats' hands (a guest: nothing). */
const othersFaceUp = (page) =>
  page.evaluate(() =>
    ['west', 'north', 'east'].flatMap((s) =>
      [...document.querySelectorAll(`[data-testid=hand-${s}] [data-card]`)].map((e) => e.dataset.card),
    ),
  );

const scores = (page) =>
  page.evaluate(() => [
    document.querySelector('[data-testid=score-us]')?.textContent,
    document.querySelector('[data-testid=score-them]')?.textContent,
  ]);

test('a host and a guest join by link and answer and play a whole hand, each seeing only its own cards', async () => {
  const problems = [];
  const host = await device(problems);
  const guest = await device(problems);
  await openTable(host, 'Hana');
  const link = await invite(host, 'west');
  assert.ok(link.length < 1024, `the invitation is ${link.length} characters`);
  const families = candidateFamilies(link);
  assert.ok(families.length > 0 && families.every((f) => f === 'v4'), `addresses, mDNS names off: ${families}`);
  const code = await answer(guest, link, 'Ann');
  await seat(host, guest, code, 'west', 'Ann');
  await host.locator('[data-testid=friends-done]').click();
  // Each table names its players: the guest sits South on its own table, the host is its
  // right-hand opponent (East).
  await guest
    .locator('[data-testid=table-bar]')
    .getByText('Hana (host)')
    .waitFor()
    .catch(async (e) => {
      throw new Error(`${e.message}\n${await shown([guest, host])}\n${problems.join('; ')}\n${logs.slice(-40).join('\n')}`);
    });
  await host.locator('[data-testid=table-bar]').getByText('Ann').waitFor();
  await timeCards(host);
  await timeCards(guest);
  await playHand([host, guest], problems);
  assert.deepEqual(await othersFaceUp(guest), [], 'no other hand face up on the guest');
  // The hand's summary at the guest shows no card it never saw: not the kitty.
  assert.equal(await guest.locator('[data-testid=summary-kitty-cards]').count(), 0);
  // Both show the same score, each from its own side (the guest is East–West).
  const [hostScores, guestScores] = [await scores(host), await scores(guest)];
  assert.deepEqual(guestScores, [hostScores[1], hostScores[0]]);
  // Every card reached both screens; the time between them, over the hand.
  const [a, b] = [await host.evaluate(() => window.cardTimes), await guest.evaluate(() => window.cardTimes)];
  const cards = Object.keys(a);
  assert.ok(cards.length >= 12, `${cards.length} cards timed`);
  assert.deepEqual(Object.keys(b).sort(), cards.sort());
  const gaps = cards.map((c) => Math.abs(a[c] - b[c])).sort((x, y) => x - y);
  const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];
  console.log(`# a card between two screens: median ${at(0.5)} ms, p99 ${at(0.99)} ms over ${gaps.length} cards`);
  const order = cards.sort((x, y) => Math.min(a[x], b[x]) - Math.min(a[y], b[y]));
  console.log(`# in play order: ${order.map((c) => `${c} ${b[c] - a[c]}`).join(', ')}`);
  // The host closes the table: its game goes on alone (a computer plays West again), the
  // guest's page says the connection is gone.
  await step(host);
  await host.locator('[data-testid=open-table-dialog]').click();
  await host.locator('[data-testid=close-table]').click();
  await host.locator('[data-testid=table-bar]').waitFor({ state: 'detached' });
  await playHand([host], problems);
  await step(guest);
  await guest.locator('[data-testid=open-table-dialog]').click();
  await guest.locator('[data-testid=friends-error]').getByText('The connection to the host is gone').waitFor();
  assert.deepEqual(problems, []);
});

test('three devices: a guest who reloads is played by a computer and rejoins its seat; bad codes get one sentence', async () => {
  const problems = [];
  const host = await device(problems);
  const west = await device(problems);
  const east = await device(problems);
  await openTable(host, 'Hana');
  const toWest = await invite(host, 'west');
  const toEast = await invite(host, 'east');
  const fromWest = await answer(west, toWest, 'Ann');
  const fromEast = await answer(east, toEast, 'Cy');
  await seat(host, west, fromWest, 'west', 'Ann');
  // An answer used once is refused the second time, in one sentence, and nothing changes.
  await host.locator('[data-testid=answer-in]').fill(fromWest);
  await host.locator('[data-testid=seat-them]').click();
  await host.locator('[data-testid=friends-error]').getByText('This answer has been used already').waitFor();
  // Damaged: one sentence.
  await host.locator('[data-testid=answer-in]').fill(fromEast.slice(0, -9));
  await host.locator('[data-testid=seat-them]').click();
  await host.locator('[data-testid=friends-error]').getByText('This code is incomplete or damaged').waitFor();
  await seat(host, east, fromEast, 'east', 'Cy');
  await host.locator('[data-testid=friends-done]').click();
  // North is the host's partner, a computer: each guest's table says who is who.
  await west.locator('[data-testid=table-bar]').getByText('Cy').waitFor();
  await playHand([host, west, east], problems);
  for (const page of [host, west, east]) await step(page);

  // West's page reloads: its connection goes, a computer plays West meanwhile; the page says
  // its invitation is used.
  await west.reload();
  await west.locator('[data-testid=friends-error]').getByText('This invitation has been used').waitFor();
  await host.locator('[data-testid=open-table-dialog]').click();
  const row = host.locator('[data-testid=friends-seat-west]');
  await row.getByText('Ann, away: a computer plays the seat').waitFor({ timeout: 20_000 });
  // A new invitation to West's seat, answered from the reloaded page.
  const again = await invite(host, 'west');
  const back = await answer(west, again, 'Ann');
  await seat(host, west, back, 'west', 'Ann');
  await host.locator('[data-testid=friends-done]').click();
  await playHand([host, west, east], problems);
  const [h, w, e] = [await scores(host), await scores(west), await scores(east)];
  assert.deepEqual(w, [h[1], h[0]]);
  assert.deepEqual(e, [h[1], h[0]]);

  // The host's page reloads: its game and its table stay, every guest away until invited
  // again (the guests' pages say the connection is gone).
  for (const page of [host, west, east]) await step(page);
  const before = await scores(host);
  await host.reload();
  await host.locator('[data-testid=friends-seat-east]').getByText('Cy, away: a computer plays the seat').waitFor();
  assert.deepEqual(await scores(host), before);
  await east.locator('[data-testid=open-table-dialog]').click();
  await east.locator('[data-testid=friends-error]').getByText('The connection to the host is gone').waitFor();
  const toEastAgain = await invite(host, 'east');
  await seat(host, east, await answer(east, toEastAgain, 'Cy'), 'east', 'Cy');
  await host.locator('[data-testid=friends-done]').click();
  for (const page of [host, east]) await step(page);
  await playHand([host, east], problems);
  const [h2, e2] = [await scores(host), await scores(east)];
  assert.deepEqual(e2, [h2[1], h2[0]]);

  // A guest opening a damaged invitation gets one sentence and its own game.
  const stranger = await device(problems);
  await stranger.goto('about:blank');
  await stranger.goto(`${net.url}#join=${toWest.split('#join=')[1].slice(0, 40)}`);
  await stranger.locator('[data-testid=friends-error]').getByText('This code is incomplete or damaged').waitFor();
  assert.deepEqual(problems, []);
});

test('on a small phone, where the header has no room for it, the settings open a table of friends', async () => {
  const problems = [];
  const browser = await net.launch();
  browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 320, height: 568 } });
  const page = await context.newPage();
  watch(page, new URL(net.url).origin, problems);
  await page.goto(net.url);
  await page.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  assert.equal(await page.locator('[data-testid=open-friends]').isVisible(), false);
  await page.locator('[data-testid=open-settings]').click();
  await page.locator('[data-testid=settings-friends]').click();
  await page.locator('[data-testid=open-table]').waitFor();
  assert.deepEqual(problems, []);
});

/** A whole game to 5 at a table of `players` (4, or 3: cutthroat), a guest at West: each
 * person shares it from their own seat, and a friend plays the guest's cards. */
async function tableGame(players) {
  const problems = [];
  const host = await device(problems);
  const guest = await device(problems);
  // Seed 48's first dealer is East, with four or three: the host (South) bids first, so
  // nothing is played before the guest takes West and its first cards are as dealt.
  const game = gameParam({ points_to_win: 5, players });
  await openTable(host, 'Hana', `?seed=48&game=${game}&players=${players}&speed=instant`);
  await seat(host, guest, await answer(guest, await invite(host, 'west'), 'Ann'), 'west', 'Ann');
  await host.locator('[data-testid=friends-done]').click();
  const first = await southCards(guest);
  await playGame([host, guest]);
  // Every person's challenge is a table's (version 2) from their own seat of the seed's
  // table, with the other seats' decisions: the host's from South, the guest's from West.
  const [hosts, guests] = [await ownChallenge(host), await ownChallenge(guest)];
  assert.deepEqual([hosts.version, hosts.seat], [2, 0 | 16]);
  assert.deepEqual([guests.version, guests.seat], [2, 1 | 16]);
  assert.ok(guests.link.length < 1200, `${guests.link.length} characters`);

  // A friend opens the guest's link: the same deals from West's seat, South on their table.
  const friend = await device(problems);
  await friend.goto(`${guests.link}&speed=slow`);
  await friend.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  const dealt = await southCards(friend);
  assert.equal(dealt.length, 5);
  assert.ok(dealt.every((c) => first.includes(c)), `${dealt} dealt, ${first} at the table`);
  assert.equal(await friend.locator('[data-testid=challenge-banner]').getAttribute('data-sealed'), 'true');
  await friend.goto(`${guests.link}&speed=instant&workers=2`);
  await friend.locator('[data-testid=hand-south] [data-card]').first().waitFor();
  await playGame([friend]);
  await friend.locator('[data-testid=challenge-check][data-state=verified]').waitFor({ timeout: 240_000 });
  await friend.locator('[data-testid=challenge-table]').getByText('a table of people').waitFor();
  if (players === 4) await friend.screenshot({ path: path.join(ARTIFACTS, 'friends-challenge-result-1280x800.png'), fullPage: true });
  assert.deepEqual(problems, []);
}

test('a whole game at a table: each person shares it from their own seat, and a friend plays those cards', () => tableGame(4));

test('the same at a cutthroat table of three', () => tableGame(3));


test('the host scans a guest\'s answer with its camera; without a camera, one sentence', async () => {
  const problems = [];
  const film = path.join(os.tmpdir(), `bower-answer-${process.pid}.y4m`);
  writeFileSync(film, Buffer.concat([Buffer.from('YUV4MPEG2 W640 H480 F30:1 Ip A1:1 C420jpeg\nFRAME\n'), Buffer.alloc(640 * 480 * 1.5, 128)]));
  const camera = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${film}`];
  const host = await device(problems, camera);
  const guest = await device(problems);
  await openTable(host, 'Hana');
  const code = await answer(guest, await invite(host, 'north'), 'Bo');
  // The camera's picture while it looks (a blank one), on a desktop and a phone.
  await host.locator('[data-testid=scan]').click();
  await host.locator('[data-testid=scanner-video]').waitFor();
  await host.waitForFunction(() => document.querySelector('[data-testid=scanner-video]')?.videoWidth > 0);
  await host.screenshot({ path: path.join(ARTIFACTS, 'friends-scan-1280x800.png') });
  await host.setViewportSize({ width: 375, height: 740 });
  await host.locator('[data-testid=scanner-video]').scrollIntoViewIfNeeded();
  await host.screenshot({ path: path.join(ARTIFACTS, 'friends-scan-375x740.png') });
  await host.locator('[data-testid=scan]').click();
  assert.equal(await host.locator('[data-testid=scanner-video]').isVisible(), false, 'the camera stopped');
  await filmCode(guest, film);
  await host.locator('[data-testid=scan]').click();
  await host.locator('[data-testid=friends-seat-north]').getByText('Bo, here').waitFor({ timeout: 30_000 });
  assert.equal(await host.locator('[data-testid=scan]').textContent(), 'Scan their code', 'the camera stopped');
  assert.equal(await host.locator('[data-testid=scanner-video]').isVisible(), false);
  await guest.locator('[data-testid=table-bar]').getByText('Hana (host)').waitFor();
  assert.ok(code.length > 0);

  // A device with no camera: one sentence, the paste still there.
  const bare = await device(problems);
  await openTable(bare, 'Ida');
  await bare.locator('[data-testid=scan]').click();
  await bare.locator('[data-testid=scan-error]').getByText('The camera could not be opened').waitFor();
  assert.ok(await bare.locator('[data-testid=answer-in]').isVisible());
  assert.deepEqual(problems, []);
});

test('as browsers do by default, devices name themselves by mDNS names, and join by them', async () => {
  const problems = [];
  const host = await device(problems, [], { mdns: true });
  const guest = await device(problems, [], { mdns: true });
  await openTable(host, 'Hana');
  const link = await invite(host, 'east');
  const families = candidateFamilies(link);
  assert.ok(families.length > 0 && families.every((f) => f === 'mdns'), families.join());
  await seat(host, guest, await answer(guest, link, 'Cy'), 'east', 'Cy');
  await host.locator('[data-testid=friends-done]').click();
  await guest.locator('[data-testid=table-bar]').getByText('Hana (host)').waitFor();
  await playHand([host, guest], problems);
  assert.deepEqual(problems, []);
});
