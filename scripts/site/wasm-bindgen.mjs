// wasm-bindgen for trunk, splitting the app's wasm first (docs/site.md, "The chunks").
//
// trunk runs `wasm-bindgen` from PATH; scripts/setup.sh puts a shim in front of the real one
// that runs this script with BOWER_WASM_BINDGEN naming the real one. A wasm with split
// points (wasm_split_helpers' custom section: the app built with the `split` feature) is cut
// by wasm-split-cli into the main module and its chunks; the real wasm-bindgen then makes the
// glue for the main module, keeping the exports the chunks link to. The chunks and their
// loader (`__wasm_split.js`, which the glue imports) stay in <out-dir>/split/<name>/, where
// scripts/site/post-build.mjs takes them into the site. Any other wasm (the worker's, one
// built without the feature) goes to the real wasm-bindgen unchanged. Trunk cannot split
// by itself yet (trunk-rs/trunk#1022), hence this step between its cargo and its wasm-bindgen.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ADVICE, stop } from './split-check.mjs';

const real = process.env.BOWER_WASM_BINDGEN;
if (!real) throw new Error('BOWER_WASM_BINDGEN (the real wasm-bindgen) is not set: run through the shim scripts/setup.sh writes');
const args = process.argv.slice(2);
const run = (command, list) => {
  const result = spawnSync(command, list, { stdio: 'inherit' });
  if (result.error?.code === 'ENOENT') stop(`${command} is not there. ${ADVICE}`);
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const input = args.findIndex((arg) => !arg.startsWith('-') && arg.endsWith('.wasm'));
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = option('out-dir');
const name = option('out-name');
if (input < 0 || !outDir || !name) {
  run(real, args);
  process.exit(0);
}

const splitDir = path.join(outDir, 'split', name);
rmSync(splitDir, { recursive: true, force: true });
// The section wasm_split_helpers' macro writes into a wasm with split points.
if (!readFileSync(args[input]).includes('__wasm_split_unstable')) {
  run(real, args);
  process.exit(0);
}
run('wasm-split-cli', [args[input], splitDir, '--target', 'web', '--out-name', name]);
const main = path.join(splitDir, `${name}.wasm`);
if (!existsSync(main) || !existsSync(path.join(splitDir, '__wasm_split.js'))) {
  throw new Error(`wasm-split-cli wrote no ${main} or __wasm_split.js`);
}
run(real, [...args.slice(0, input), main, ...args.slice(input + 1), '--keep-lld-exports']);
