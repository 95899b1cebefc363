// Bower's service worker: the whole site, cached per version, so that the game loads at once
// and plays with the network off. scripts/site/post-build.mjs writes it into dist/sw.js with
// VERSION (a hash of every built file) and FILES (every built file but this one) filled in.
//
// Updates: the browser checks sw.js on every visit. When a build changed, the new worker
// caches the new files in the background while the page keeps running the old ones; then it
// takes over, and the next visit loads the new version. Each version has its own cache and
// trunk's file names carry a hash of their content, so a page never mixes old and new files.
// The game itself lives in localStorage, which neither version touches here.

const VERSION = '%VERSION%';
const FILES = %FILES%;
// The sha384 of every file but index.html: the cache takes only this build's bytes.
const INTEGRITY = %INTEGRITY%;

// Several sites can share an origin (user.github.io/a/, user.github.io/b/): name the caches
// by scope, and only ever delete our own.
const PREFIX = `bower:${self.registration.scope}:`;
const CACHE = PREFIX + VERSION;
const INDEX = new URL('./', self.location).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: straight from the network, never from a stale HTTP cache.
      await cache.addAll(
        FILES.map((file) => new Request(new URL(file, self.location), { cache: 'reload', integrity: INTEGRITY[file] || '' })),
      );
      // The page that is open keeps the files it already loaded; nothing it still needs is lost.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith(PREFIX) && key !== CACHE) await caches.delete(key);
      }
      // Control the page that installed us, so that it works offline from now on.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The page, whatever its query (?seed=42): the cached index.html of this version.
  const path = url.origin + url.pathname;
  const page = request.mode === 'navigate' && (path === INDEX || path === `${INDEX}index.html`);
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(page ? INDEX : request, { ignoreSearch: page, ignoreVary: true });
      return hit || fetch(request);
    })(),
  );
});
