// A private network for the friends' tables (tests/e2e/friends.test.mjs): a network namespace
// made with `unshare -n`, with its loopback up and a veth pair whose two ends have addresses
// that exist only inside it (WebRTC gathers no candidate from a loopback alone). The built
// site is served inside it by a child process (the namespace lives as long as that process),
// and every browser is started inside it through `nsenter`: nothing they send can leave it.
// Needs root (CI runs as root).
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { CHROME_ARGS, CHROMIUM, DIST, ROOT } from './site.mjs';

/** The two ends of the pair. */
export const ADDRESSES = ['10.77.0.1', '10.77.0.2'];

const SETUP = [
  // No IPv6: an interface's link-local address settling a second after it comes up is a
  // network change to Chromium, which fails the requests in flight then.
  'echo 1 > /proc/sys/net/ipv6/conf/default/disable_ipv6',
  'echo 1 > /proc/sys/net/ipv6/conf/all/disable_ipv6',
  'ip link set lo up',
  'ip link add v0 type veth peer name v1',
  `ip addr add ${ADDRESSES[0]}/24 dev v0`,
  `ip addr add ${ADDRESSES[1]}/24 dev v1`,
  'ip link set v0 up',
  'ip link set v1 up',
  // Chromium gathers candidates on the interface of the default route (without a camera's
  // permission it enumerates no other): one through v0. It leads nowhere outside.
  'ip route add default dev v0',
].join(' && ');

/**
 * Makes the namespace and serves the built site in it. Resolves to `{ url, pid, launch(),
 * close() }`: `url` is the site's address inside the namespace, `launch(extra)` starts a headless
 * Chromium inside it (host candidates as addresses, not mDNS names: the namespace has no mDNS
 * responder).
 */
export async function privateNetwork() {
  const server = spawn(
    'unshare',
    ['-n', 'sh', '-c', `${SETUP} && exec node ${path.join(ROOT, 'tests/e2e/serve.mjs')} ${DIST}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    server.on('exit', (code) => reject(new Error(`the namespace's server stopped: ${code}`)));
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bower-netns-'));
  const wrapper = path.join(dir, 'chromium');
  await writeFile(wrapper, `#!/bin/sh\nexec nsenter --net=/proc/${server.pid}/ns/net ${CHROMIUM} "$@"\n`);
  await chmod(wrapper, 0o755);
  const args = [...CHROME_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: server.pid,
    launch: (extra = [], { mdns = false } = {}) =>
      chromium.launch({ executablePath: wrapper, args: [...(mdns ? CHROME_ARGS : args), ...extra] }),
    close: () =>
      new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill();
      }),
  };
}
