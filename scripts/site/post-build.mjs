// Trunk's post_build hook (Trunk.toml [[hooks]]): finishes the site in trunk's staging
// directory before trunk moves it to dist/. A build whose app wasm was not split fails here
// (scripts/site/split-check.mjs): its page would be blank.
//
// 1. Moves trunk's inline module script (which loads the .js and .wasm) into a file,
//    boot-<hash>.js, loaded with Subresource Integrity: the Content-Security-Policy in
//    index.html then needs no inline script. The .wasm is fetched with its integrity too;
//    trunk's preload link for it goes (Chrome ignores integrity there).
//    Any other inline script (trunk serve's live reload) is moved into a file the same way.
// 2. In the split build, takes the wasm chunks (the screens, the worker pool, the saves) and
//    their loader into the site, hashed, each fetched with its integrity (docs/site.md, "The
//    chunks").
// 3. Wraps the computer players' Web Worker (its glue, a loader, its wasm) into hashed
//    files the page checks by integrity (see below and docs/workers.md).
// 4. In release builds, minifies the JavaScript glue, and writes sw.js from scripts/site/sw.js
//    with the list of every built file and a version hashed from them all, and has the boot
//    script register it. Debug builds (trunk serve) get no service worker and remove one
//    left by a release build.
//
// Trunk sets TRUNK_STAGING_DIR, TRUNK_PUBLIC_URL and TRUNK_PROFILE for hooks.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADVICE, stop, unsplit } from './split-check.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const staging = process.env.TRUNK_STAGING_DIR;
const base = process.env.TRUNK_PUBLIC_URL || '/';
const release = process.env.TRUNK_PROFILE === 'release';
if (!staging) throw new Error('run by trunk as a post_build hook: TRUNK_STAGING_DIR is not set');

/** A JavaScript module minified with terser, its comments gone. */
async function minifyModule(code) {
  const { minify } = await import('terser');
  return (await minify(code, { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: false } })).code;
}

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const short = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const js = (value) => JSON.stringify(value).replaceAll('"', "'");

const indexPath = path.join(staging, 'index.html');
let html = await readFile(indexPath, 'utf8');

// Trunk's loader: `import init from '<base>bower-<hash>.js'; await init({ module_or_path: '<base>bower-<hash>_bg.wasm' })`.
const inline = /<script type="?module"?>([\s\S]*?)<\/script>/.exec(html);
if (!inline) throw new Error('no inline module script from trunk in index.html');
const jsFile = /from\s*['"]([^'"]+\.js)['"]/.exec(inline[1])?.[1];
const wasmFile = /['"]([^'"]+_bg\.wasm)['"]/.exec(inline[1])?.[1];
if (!jsFile || !wasmFile) throw new Error(`cannot read trunk's loader:\n${inline[1]}`);
const wasmBytes = await readFile(path.join(staging, path.basename(wasmFile)));

// The app's glue. In the split build (src/screens.rs) it imports the chunks' loader, which
// scripts/site/wasm-bindgen.mjs left beside wasm-bindgen's output: the chunks are optimised
// as trunk optimises the main wasm and hashed, the loader fetches each with its integrity,
// and the glue imports the loader under its hashed name (modulepreloaded with its integrity).
const gluePath = path.join(staging, path.basename(jsFile));
const glueBytes = await readFile(gluePath);
let appGlue = glueBytes.toString();
// The app built with its split points but never split (trunk ran a wasm-bindgen other than
// scripts/setup.sh's): its page would stay blank, so the build fails (split-check.mjs).
if (unsplit(appGlue)) stop(`the app's wasm was not split (${path.basename(jsFile)} imports the placeholder of its split points). ${ADVICE}`);
// Only the import statement changes: the wasm still imports from "./__wasm_split.js".
// (wasm-bindgen writes one import statement for each split point's loader.)
const splitImport = /(import\s*\*\s*as\s*\w+\s*from\s*)["']\.\/__wasm_split\.js["']/g;
if (splitImport.test(appGlue)) {
  const split = await splitChunks(path.basename(jsFile));
  appGlue = appGlue.replaceAll(splitImport, `$1"./${split.name}"`);
  html = html.replace('</head>', `<link rel="modulepreload" href="${base}${split.name}" integrity="${split.integrity}"></head>`);
}
// Release builds: wasm-bindgen's JavaScript glue minified with terser (trunk's own minifier
// gives up on it), and the integrity of its modulepreload link updated to match.
if (release) appGlue = await minifyModule(appGlue);
if (appGlue !== glueBytes.toString()) {
  if (!html.includes(sri(glueBytes))) throw new Error(`no integrity for ${jsFile} in index.html`);
  html = html.replace(sri(glueBytes), sri(appGlue));
  await writeFile(gluePath, appGlue);
}

// The computer players' Web Worker (index.html: bower-worker, data-type="worker"): trunk
// writes wasm-bindgen's no-modules glue and the wasm under fixed names. They become
// worker-<hash>.js, the glue followed by a loader that fetches bower-worker-<hash>_bg.wasm
// with its integrity (trunk's own loader shim would use importScripts, which has none). The
// boot script hands the page the worker script's name and integrity (globalThis.bowerWorker):
// the page fetches it with that integrity before its first worker starts (docs/workers.md).
const workerGlue = path.join(staging, 'bower-worker.js');
const workerWasm = path.join(staging, 'bower-worker_bg.wasm');
let glueCode = await readFile(workerGlue, 'utf8');
if (release) {
  const { minify } = await import('terser');
  ({ code: glueCode } = await minify(glueCode, { ecma: 2020, compress: { passes: 2 }, format: { comments: false } }));
}
const workerWasmBytes = await readFile(workerWasm);
const workerWasmName = `bower-worker-${short(workerWasmBytes)}_bg.wasm`;
const workerScript = `${glueCode}
// Written by scripts/site/post-build.mjs: loads the worker's wasm with its integrity; a worker
// whose wasm does not load says so (the page replaces it). Its memory is kept as
// self.bowerMemory, where the end-to-end tests can read its size.
wasm_bindgen({ module_or_path: fetch(new URL('./${workerWasmName}', self.location.href), { integrity: ${js(sri(workerWasmBytes))} }) }).then(
  (wasm) => { self.bowerMemory = wasm.memory; },
  (e) => self.postMessage(JSON.stringify({ Failed: { id: null, why: "the worker's wasm did not load: " + e } })),
);
`;
const workerName = `worker-${short(workerScript)}.js`;
await writeFile(path.join(staging, workerWasmName), workerWasmBytes);
await writeFile(path.join(staging, workerName), workerScript);
await rm(workerGlue);
await rm(workerWasm);
await rm(path.join(staging, 'bower-worker_loader.js'), { force: true });

const scope = release
  ? `navigator.serviceWorker.register(new URL('./sw.js', import.meta.url), { updateViaCache: 'none' })`
  : `navigator.serviceWorker.getRegistration(new URL('./', import.meta.url)).then((r) => r?.unregister())`;
const boot = `// Written by scripts/site/post-build.mjs: loads Bower (CSP and SRI friendly, no inline script).
// The computer players' worker script and its integrity, for the page's worker pool.
Object.defineProperty(globalThis, 'bowerWorker', {
  value: Object.freeze({ url: new URL('./${workerName}', import.meta.url).href, integrity: ${js(sri(workerScript))} }),
});
// The wasm is fetched at once, with its integrity, while the glue (modulepreloaded) loads.
const wasm = fetch(new URL('./${path.basename(wasmFile)}', import.meta.url), { integrity: ${js(sri(wasmBytes))} });
const { default: init } = await import('./${path.basename(jsFile)}');
dispatchEvent(new CustomEvent('TrunkApplicationStarted', { detail: { wasm: await init({ module_or_path: wasm }) } }));
if ('serviceWorker' in navigator) {
  ${scope}.catch((e) => console.info('Bower: no offline play here:', e.message));
}
`;
const bootName = `boot-${short(boot)}.js`;
await writeFile(path.join(staging, bootName), boot);
html = html.replace(
  inline[0],
  `<script type="module" src="${base}${bootName}" integrity="${sri(boot)}"></script>`,
);
// Any other inline script (trunk serve's live reload) goes into a file too, for the CSP.
for (const [tag, attrs, code] of [...html.matchAll(/<script\b([^>]*)>([^<]+)<\/script>/g)]) {
  const name = `inline-${short(code)}.js`;
  await writeFile(path.join(staging, name), code);
  html = html.replace(tag, `<script${attrs} src="${base}${name}" integrity="${sri(code)}"></script>`);
}

// trunk's <link rel=preload as=fetch> for the wasm: Chrome ignores integrity on such a
// preload (crbug.com/981419), and a preload without it would not serve the fetch above, which
// starts as early anyway.
const preload = /<link\b[^>]*_bg\.wasm[^>]*>/.exec(html);
if (!preload) throw new Error('no wasm preload link from trunk in index.html');
html = html.replace(preload[0], '');
await writeFile(indexPath, html);

await rm(path.join(staging, 'sw.js'), { force: true });
if (release) {
  // Every file of the site, relative to sw.js (at the root of dist/): index.html as './'.
  const files = (await readdir(staging, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(await readFile(path.join(staging, file)));
  const version = hash.digest('hex').slice(0, 16);
  const list = files.map((file) => (file === 'index.html' ? './' : `./${file}`));
  // Each file but the page itself (the root of trust) is cached only if it has the integrity
  // of this build: a file changed on the way never reaches the offline copy.
  const integrity = {};
  for (const file of files) {
    if (file !== 'index.html') integrity[`./${file}`] = sri(await readFile(path.join(staging, file)));
  }
  const template = await readFile(path.join(here, 'sw.js'), 'utf8');
  const worker = template
    .replace('%VERSION%', version)
    .replace('%FILES%', js(list))
    .replace('%INTEGRITY%', js(integrity));
  await writeFile(path.join(staging, 'sw.js'), worker);
  console.log(`[post-build] ${bootName}, sw.js version ${version} precaching ${list.length} files`);
} else {
  console.log(`[post-build] ${bootName} (debug build: no service worker)`);
}

// The split build's chunks and their loader (scripts/site/wasm-bindgen.mjs wrote them into
// <target>/wasm-bindgen/<profile>/split/bower/): each chunk through wasm-opt as the main wasm
// (index.html's data-wasm-opt, then its data-wasm-opt-params, as trunk does), written as
// bower-<chunk>-<hash>.wasm; the loader as split-<hash>.js (minified in release builds),
// importing the glue `glue` and fetching each chunk with its integrity.
async function splitChunks(glue) {
  const { execFileSync } = await import('node:child_process');
  const metadata = JSON.parse(execFileSync('cargo', ['metadata', '--no-deps', '--format-version', '1']));
  const dir = path.join(metadata.target_directory, 'wasm-bindgen', release ? 'release' : 'debug', 'split', 'bower');
  let loader = await readFile(path.join(dir, '__wasm_split.js'), 'utf8');
  if (!loader.includes('"./bower.js"')) throw new Error("the chunks' loader imports no ./bower.js");
  loader = loader.replace('"./bower.js"', `"./${glue}"`);
  const tag = /<link[^>]*data-bin="bower"[^>]*>/.exec(await readFile('index.html', 'utf8'))?.[0] ?? '';
  const level = /data-wasm-opt="(\w+)"/.exec(tag)?.[1];
  const params = /data-wasm-opt-params="([^"]*)"/.exec(tag)?.[1].split(/\s+/).filter(Boolean) ?? [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.wasm') && f !== 'bower.wasm')) {
    const from = path.join(dir, file);
    const to = path.join(staging, file);
    if (release && level) {
      execFileSync('wasm-opt', [`-O${level}`, from, '-o', to, ...params]);
    } else {
      await writeFile(to, await readFile(from));
    }
    const bytes = await readFile(to);
    const name = `bower-${file.replace(/\.wasm$/, '')}-${short(bytes)}.wasm`;
    await rm(to);
    await writeFile(path.join(staging, name), bytes);
    const fetchOf = `fetch(new URL("./${file}", import.meta.url))`;
    if (!loader.includes(fetchOf)) throw new Error(`the chunks' loader does not fetch ${file}`);
    loader = loader.replace(fetchOf, `fetch(new URL("./${name}", import.meta.url), { integrity: ${js(sri(bytes))} })`);
  }
  // Release builds: minified as the glue is (it is on the first paint, and grows with each
  // chunk shared by a new set of split points: a fetch, a name and an integrity each).
  if (release) loader = await minifyModule(loader);
  const name = `split-${short(loader)}.js`;
  await writeFile(path.join(staging, name), loader);
  return { name, integrity: sri(loader) };
}
