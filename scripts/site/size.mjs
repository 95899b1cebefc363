// Prints the transfer size of the built site: each file raw, gzip -9 and brotli (quality 11),
// and the totals of what a first visit loads (html, js, wasm, css), of the wasm chunks fetched
// once the table is shown (src/screens.rs, src/workers/front.rs, src/store/storage.rs: the
// screens, the worker pool, the saves' format), of what a visit with something saved loads
// before its table (the first paint and the saves' chunks, from the service worker's cache
// once the site was visited), of the computer players' Web Worker (its script and wasm,
// loaded after the first paint too) and of everything.
// The first paint's budget is asserted: above BUDGET bytes gzip -9 it says so and exits 1
// (scripts/test.sh's step "size" fails), after printing every figure.
//   node scripts/site/size.mjs [dist]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** The first paint's budget, gzip -9 bytes (kB: 1000 bytes, as the README counts). */
export const BUDGET = 200_000;

/** Why a first paint of `gzip` bytes (gzip -9) is over the budget, or null. */
export function overBudget(gzip, budget = BUDGET) {
  if (gzip <= budget) return null;
  const over = gzip - budget;
  const by = over >= 100 ? `${(over / 1000).toFixed(1)} kB` : `${over} byte${over === 1 ? '' : 's'}`;
  return `the first paint is ${(gzip / 1000).toFixed(1)} kB gzip, over its budget of ${(budget / 1000).toFixed(1)} kB by ${by}: move code out of the table's wasm (docs/site.md, "Size")`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await report(process.argv[2]);

async function report(dist) {
  const dir = path.resolve(dist || 'dist');
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  // kB: 1000 bytes, as the README counts (the stricter reading of a limit).
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`.padStart(9);
  const page = { raw: 0, gzip: 0, brotli: 0 };
  const worker = { raw: 0, gzip: 0, brotli: 0 };
  const screens = { raw: 0, gzip: 0, brotli: 0 };
  const isChunk = (file) => /^bower-(split_\w+|chunk_\d+)-[0-9a-f]+\.wasm$/.test(file);
  const isWorker = (file) => /^worker-[0-9a-f]+\.js$|^bower-worker-[0-9a-f]+_bg\.wasm$/.test(file);
  const all = { raw: 0, gzip: 0, brotli: 0 };
  const resumed = { raw: 0, gzip: 0, brotli: 0 };
  // The chunks the saves' split point loads: its own, and the shared ones the chunks' loader
  // lists it under (a comment above each shared chunk names the split points that need it).
  const loader = files.find((file) => /^split-[0-9a-f]+\.js$/.test(file));
  const forSaves = new Set();
  if (loader) {
    const text = await readFile(path.join(dir, loader), 'utf8');
    for (const [, users, file] of text.matchAll(/(?:\/\* ([\w, ]+) \*\/\n)?[^\n]*\n\s*const src = fetch\(new URL\("\.\/([^"]+)"/g)) {
      if (users?.split(', ').includes('bower_saves') || /^bower-split_bower_saves-/.test(file)) forSaves.add(file);
    }
  }
  const rows = [];
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file));
    const size = {
      raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    };
    // PNGs are compressed already: a host sends them as they are.
    if (file.endsWith('.png')) size.gzip = size.brotli = size.raw;
    const loaded = /\.(html|js|wasm|css)$/.test(file) && file !== 'sw.js' && !isWorker(file) && !isChunk(file);
    for (const key of Object.keys(all)) {
      all[key] += size[key];
      if (loaded) page[key] += size[key];
      if (isChunk(file)) screens[key] += size[key];
      if (loaded || forSaves.has(file)) resumed[key] += size[key];
      if (isWorker(file)) worker[key] += size[key];
    }
    const note = loaded
      ? ''
      : isWorker(file)
        ? '  (worker: after the first paint)'
        : isChunk(file)
          ? '  (chunk: after the first paint)'
          : '  (not on the first paint)';
    rows.push(`${file.padEnd(48)} ${kb(size.raw)} ${kb(size.gzip)} ${kb(size.brotli)}${note}`);
  }
  console.log(`${'file'.padEnd(48)} ${'raw'.padStart(9)} ${'gzip -9'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const row of rows) console.log(row);
  console.log(`${'first paint: html + js + wasm + css'.padEnd(48)} ${kb(page.raw)} ${kb(page.gzip)} ${kb(page.brotli)}`);
  console.log(`${'the chunks: screens, the pool, the saves'.padEnd(48)} ${kb(screens.raw)} ${kb(screens.gzip)} ${kb(screens.brotli)}`);
  console.log(`${'a visit with a save: + the saves\' chunks'.padEnd(48)} ${kb(resumed.raw)} ${kb(resumed.gzip)} ${kb(resumed.brotli)}`);
  console.log(`${'the worker: script + wasm'.padEnd(48)} ${kb(worker.raw)} ${kb(worker.gzip)} ${kb(worker.brotli)}`);
  console.log(`${'everything'.padEnd(48)} ${kb(all.raw)} ${kb(all.gzip)} ${kb(all.brotli)}`);
  const over = overBudget(page.gzip);
  if (over) {
    console.error(`error: ${over}`);
    process.exitCode = 1;
  } else {
    console.log(`first paint within its budget: ${(page.gzip / 1000).toFixed(1)} kB of ${(BUDGET / 1000).toFixed(1)} kB gzip`);
  }
}
