// trunk's pre_build hook: joins style/*.css, in the order of ORDER (later files override
// earlier ones), into target/style/bower.css, the one stylesheet index.html links. The styles
// are a file per concern to work on; the page gets one file (one request, one gzip stream:
// seven files would cost about 3 kB more on the first paint). style/screens.css is not joined:
// the screens' chunk adopts it (src/screens.rs).   node scripts/site/styles.mjs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ORDER = ['base', 'table', 'hands', 'dialogs', 'small-screens', 'panels', 'coach'];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const parts = await Promise.all(ORDER.map((name) => readFile(path.join(root, 'style', `${name}.css`), 'utf8')));
const out = path.join(root, 'target', 'style');
await mkdir(out, { recursive: true });
await writeFile(path.join(out, 'bower.css'), parts.join('\n'));
