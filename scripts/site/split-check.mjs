// The site's wasm is split into the table and its chunks by the `wasm-bindgen` that
// scripts/setup.sh puts first on PATH (docs/site.md, "The chunks"). trunk run without it
// (trunk installed by hand, a shell that did not source the setup) would build the app with
// its split points left unsplit: a page that stays blank ("Failed to resolve module specifier
// __wasm_split_placeholder__") while trunk says "success". So the build stops instead, with
// ADVICE: before cargo runs, when the `wasm-bindgen` trunk will find is not setup.sh's (this
// file, trunk's pre_build hook), and after wasm-bindgen, when the app's glue still imports the
// placeholder (scripts/site/post-build.mjs, whatever wasm-bindgen trunk ended up running).
//   node scripts/site/split-check.mjs        (Trunk.toml's pre_build hook)
import { execFileSync } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What to do, in one sentence. */
export const ADVICE =
  "Bower's site splits its wasm, which needs the wasm-bindgen that scripts/setup.sh puts first on PATH: run `. scripts/setup.sh serve` in this shell first, then trunk.";

/** The module wasm_split_helpers' split points import until wasm-split-cli links them to the
 * chunks' loader (its PLACEHOLDER_IMPORT_MODULE). */
export const PLACEHOLDER = '__wasm_split_placeholder__';

/** Whether index.html builds the app with its split points (`data-cargo-features` naming
 * `split` on the app's rust link). */
export function splitWanted(indexHtml) {
  for (const [link] of indexHtml.matchAll(/<link\b[^>]*data-trunk[^>]*>/g)) {
    if (!/\brel="rust"/.test(link) || !/\bdata-bin="bower"/.test(link)) continue;
    const features = /\bdata-cargo-features="([^"]*)"/.exec(link)?.[1] ?? '';
    return features.split(/[\s,]+/).includes('split');
  }
  return false;
}

/** Whether wasm-bindgen's glue is of a wasm whose split points were never split: it still
 * imports the placeholder module, which no browser can resolve. */
export const unsplit = (glue) => glue.includes(PLACEHOLDER);

/** Whether a `wasm-bindgen` file is setup.sh's shim (which splits, then runs the real one). */
export const isShim = (text) => text.includes('scripts/site/wasm-bindgen.mjs');

/** The first executable `name` on a PATH string, as trunk finds it, or null. */
export function onPath(name, searchPath = process.env.PATH ?? '') {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return null;
}

/** The wasm-bindgen version in a Cargo.lock text, which trunk wants (it downloads another
 * wasm-bindgen, one that does not split, when PATH's says another version). */
export const lockedWasmBindgen = (lock) => /\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/.exec(lock)?.[1] ?? null;

/** Why this build cannot split (a sentence ending with ADVICE), or null. */
export function pathProblem({ found, text, version, wanted }) {
  if (!found) return `No wasm-bindgen on PATH. ${ADVICE}`;
  if (!isShim(text)) return `${found} is not scripts/setup.sh's wasm-bindgen. ${ADVICE}`;
  if (wanted && version !== `wasm-bindgen ${wanted}`) {
    return `${found} says "${version}", Cargo.lock wants wasm-bindgen ${wanted}. ${ADVICE}`;
  }
  return null;
}

/** The first 4 kB of a file: enough to tell a script from a binary. */
function head(file) {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString();
  } finally {
    closeSync(fd);
  }
}

/** Stops the build with `why` (trunk prints the hook's output, then fails the build). */
export function stop(why) {
  console.error(`error: ${why}`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (splitWanted(readFileSync('index.html', 'utf8'))) {
    const found = onPath('wasm-bindgen');
    const text = found ? head(found) : '';
    let version = '';
    if (found && isShim(text)) {
      try {
        version = execFileSync(found, ['--version'], { encoding: 'utf8' }).split('\n')[0].trim();
      } catch (e) {
        version = `nothing: ${e.message.split('\n')[0]}`;
      }
    }
    const problem = pathProblem({ found, text, version, wanted: lockedWasmBindgen(readFileSync('Cargo.lock', 'utf8')) });
    if (problem) stop(problem);
  }
}
