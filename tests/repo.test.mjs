// The repository as a fresh clone gets it: the commands README.md's "Two commands" block
// prints run as they are written (each is a file with its run bit, in the work tree and in
// git's index, which is what a clone checks out), every script that starts with `#!` has the
// run bit in git and every file with the run bit starts with `#!`, and CI runs the test
// command as the README does, so CI fails the day a run bit is lost; and `trunk serve` adds
// no inline script the page's Content-Security-Policy would refuse.
// Run: node --test tests/repo.test.mjs        (scripts/test.sh's step "repo"; needs git)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The commands of the first ```sh block under a markdown heading: the first word of each
 * line, comments and blank lines left out. */
export function commandsUnder(markdown, heading) {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`no "## ${heading}" section`);
  const block = /^```(?:sh|bash|console)?\n([\s\S]*?)^```/m.exec(section);
  if (!block) throw new Error(`no code block under "## ${heading}"`);
  return block[1]
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/)[0]);
}

/** Each tracked file's mode in git's index (`git ls-files -s`): path → '100755', '100644'… */
function indexModes() {
  const out = execFileSync('git', ['ls-files', '-s', '-z'], { cwd: ROOT, encoding: 'utf8' });
  const modes = new Map();
  for (const entry of out.split('\0').filter(Boolean)) {
    const [meta, file] = entry.split('\t');
    modes.set(file, meta.split(' ')[0]);
  }
  return modes;
}

test('commandsUnder reads the commands of a section', () => {
  const md = '# X\n\n## Two commands\n\nOn Debian:\n\n```sh\na/b.sh   # one\n\n c/d --x  # two\n```\n\n## Next\n\n```sh\ne\n```\n';
  assert.deepEqual(commandsUnder(md, 'Two commands'), ['a/b.sh', 'c/d']);
  assert.throws(() => commandsUnder(md, 'Three commands'), /no "## Three commands" section/);
});

test('every command of README.md\'s "Two commands" runs as written: a file with its run bit, in the work tree and in git', () => {
  const commands = commandsUnder(read('README.md'), 'Two commands');
  assert.ok(commands.length >= 2, `the block lists its commands: ${commands}`);
  const modes = indexModes();
  for (const command of commands) {
    assert.ok(command.includes('/'), `${command}: a path in the repository, as a fresh clone runs it`);
    const file = path.normalize(command);
    const stats = statSync(path.join(ROOT, file), { throwIfNoEntry: false });
    assert.ok(stats?.isFile(), `${command} is a file`);
    assert.ok((stats.mode & 0o100) !== 0, `${command} has its run bit in the work tree (chmod +x)`);
    accessSync(path.join(ROOT, file), constants.X_OK);
    assert.equal(
      modes.get(file.split(path.sep).join('/')),
      '100755',
      `${command} is mode 100755 in git's index, or a fresh clone answers "Permission denied" (git update-index --chmod=+x ${file})`,
    );
  }
});

test('a tracked file starts with #! exactly when git gives it the run bit', () => {
  const wrong = [];
  for (const [file, mode] of indexModes()) {
    if (mode !== '100644' && mode !== '100755') continue; // links, submodules
    const stats = statSync(path.join(ROOT, file), { throwIfNoEntry: false });
    if (!stats?.isFile()) continue; // deleted in the work tree, not yet in the index
    const shebang = readFileSync(path.join(ROOT, file)).subarray(0, 2).toString() === '#!';
    if (shebang && mode !== '100755') wrong.push(`${file}: starts with #! but is ${mode} in git (git update-index --chmod=+x ${file})`);
    if (!shebang && mode === '100755') wrong.push(`${file}: is 100755 in git but has no #! line`);
  }
  assert.deepEqual(wrong, []);
});

test('CI runs scripts/test.sh directly, as the README does, not through bash', () => {
  const run = read('.ci/run');
  assert.match(run, /^exec scripts\/test\.sh\b/m);
  assert.doesNotMatch(run, /\b(ba)?sh scripts\/test\.sh/);
});

test("trunk serve adds no inline script, which index.html's Content-Security-Policy would refuse", () => {
  // trunk's live reload is an inline <script>; the CSP allows scripts from 'self' only.
  const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(read('index.html'));
  assert.ok(csp, 'index.html has a Content-Security-Policy');
  assert.doesNotMatch(csp[1], /'unsafe-inline'/);
  const serve = read('Trunk.toml').split(/^\[serve\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  assert.match(serve, /^no_autoreload = true$/m, 'Trunk.toml [serve] turns the inline live reload off');
});
