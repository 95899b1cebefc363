// The site scripts' own logic, without a build: the check that stops a build that cannot split
// the wasm (scripts/site/split-check.mjs, run by trunk's hooks) and the first paint's budget
// (scripts/site/size.mjs), on fixture text and on the repository's own files.
// Run: node --test tests/site-scripts.test.mjs        (scripts/test.sh's step "repo")
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADVICE,
  isShim,
  lockedWasmBindgen,
  onPath,
  pathProblem,
  splitWanted,
  unsplit,
} from '../scripts/site/split-check.mjs';
import { BUDGET, overBudget } from '../scripts/site/size.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The shim scripts/setup.sh writes (its here-document), as trunk finds it on PATH. */
const SHIM = /cat >"\$BOWER_TOOLS\/shims\/wasm-bindgen\.new" <<'EOF'\n([\s\S]*?)\nEOF\n/.exec(read('scripts/setup.sh'))?.[1];

// wasm-bindgen's glue of the app built with the `split` feature, by the real wasm-bindgen
// (no wasm-split-cli): what trunk wrote when it ran without the shim, unminified and as
// terser leaves it.
const UNSPLIT_GLUE = `import * as import1 from "__wasm_split_placeholder__"
import * as import2 from "__wasm_split_placeholder__"
import { IntoUnderlyingSource } from './snippets/x.js';
`;
const UNSPLIT_MINIFIED = 'import*as e from"__wasm_split_placeholder__";import*as n from"__wasm_split_placeholder__";let r;';
// The same after the shim split it: the glue imports the chunks' loader.
const SPLIT_GLUE = `import * as import1 from "./__wasm_split.js"
import * as import2 from "./__wasm_split.js"
`;

test("the app's glue tells a wasm that was never split from one that was", () => {
  assert.equal(unsplit(UNSPLIT_GLUE), true);
  assert.equal(unsplit(UNSPLIT_MINIFIED), true);
  assert.equal(unsplit(SPLIT_GLUE), false);
  assert.equal(unsplit('export function start() {}'), false, 'a build without the feature');
});

test("index.html builds the app with its split points, and the check knows it", () => {
  assert.equal(splitWanted(read('index.html')), true);
  const unsplitPage = read('index.html').replace('data-cargo-features="split"', '');
  assert.notEqual(unsplitPage, read('index.html'), 'index.html names the feature as the test expects');
  assert.equal(splitWanted(unsplitPage), false, 'without the feature nothing needs the shim');
  assert.equal(
    splitWanted('<link data-trunk rel="rust" href="Cargo.toml" data-bin="bower" data-cargo-features="page-ai, split">'),
    true,
  );
  assert.equal(
    splitWanted('<link data-trunk rel="rust" href="w/Cargo.toml" data-bin="bower-worker" data-cargo-features="split">'),
    false,
    "another crate's features are not the app's",
  );
});

test("setup.sh's shim is recognised; the real wasm-bindgen is not", () => {
  assert.ok(SHIM, "scripts/setup.sh writes the shim from a here-document");
  assert.equal(isShim(SHIM), true);
  assert.equal(isShim('\x7fELF\x02\x01\x01'), false);
  assert.equal(isShim('#!/bin/sh\nexec wasm-bindgen-0.2.130 "$@"\n'), false);
});

test('the build stops with one sentence saying what to run, unless the shim of the right version comes first', () => {
  const wanted = lockedWasmBindgen(read('Cargo.lock'));
  assert.match(wanted, /^\d+\.\d+\.\d+$/);
  const ok = { found: '/t/shims/wasm-bindgen', text: SHIM, version: `wasm-bindgen ${wanted}`, wanted };
  assert.equal(pathProblem(ok), null);
  for (const problem of [
    pathProblem({ ...ok, found: null, text: '' }),
    pathProblem({ ...ok, found: '/usr/bin/wasm-bindgen', text: '\x7fELF' }),
    pathProblem({ ...ok, version: 'wasm-bindgen 0.2.100' }),
  ]) {
    assert.ok(problem?.endsWith(ADVICE), problem);
  }
  assert.match(ADVICE, /run `\. scripts\/setup\.sh serve`/);
  assert.equal(ADVICE.split(/[.:] [A-Z]/).length, 1, 'one sentence');
});

test('onPath finds the first executable of a name, as trunk does', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bower-path-'));
  try {
    for (const sub of ['a', 'b', 'c']) mkdirSync(path.join(dir, sub));
    writeFileSync(path.join(dir, 'a', 'tool'), 'not executable');
    writeFileSync(path.join(dir, 'b', 'tool'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'b', 'tool'), 0o755);
    writeFileSync(path.join(dir, 'c', 'tool'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'c', 'tool'), 0o755);
    const search = ['a', 'b', 'c'].map((sub) => path.join(dir, sub)).join(path.delimiter);
    // root may run any file with a run bit only: a is not one.
    assert.equal(onPath('tool', search), path.join(dir, 'b', 'tool'));
    assert.equal(onPath('missing', search), null);
    assert.equal(onPath('tool', ''), null);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the first paint fails the size step above 200 kB gzip, not at it', () => {
  assert.equal(BUDGET, 200_000);
  assert.equal(overBudget(188_200), null);
  assert.equal(overBudget(200_000), null);
  assert.match(overBudget(200_001), /200\.0 kB gzip, over its budget of 200\.0 kB by 1 byte:/);
  assert.match(overBudget(212_345), /212\.3 kB gzip, over its budget of 200\.0 kB by 12\.3 kB/);
});
