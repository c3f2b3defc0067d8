/* Service worker (docs/decisions.md#service-worker). `vite build` writes it to dist/sw.js with the
 * build's file list in place of the two placeholders below (scripts/sw-precache.ts): every route
 * chunk and stylesheet, index.html, the manifest and icons are cached at install, so after one
 * online visit to any page every route opens offline.
 *
 * - One cache per version, `posture-<VERSION>`; VERSION is a hash of the list (file names with
 *   their content hashes), so any changed file makes a new version, and activating it deletes
 *   every other cache.
 * - Big files (the pose worker, wasm, the models) are in the list too but cached on first use, not
 *   at install. A model's entry carries its content hash: a changed model is fetched again, past
 *   the HTTP cache, and an unchanged file is copied from the old version's cache, not downloaded.
 * - Updates never break a running session: a new version waits until every tab of the old one is
 *   closed (the browser's default lifecycle), and old caches are deleted only then; it takes over
 *   earlier only when a person clicks 'Reload to update' (the page posts SKIP_WAITING,
 *   src/browser/sw-update.ts). The API is never cached.
 */
const VERSION = '__PRECACHE_VERSION__';
/** @type {{ url: string, rev: string | null, install: boolean }[]} rev: null when the name is hashed. */
const FILES = '__PRECACHE_FILES__';
const CACHE = `posture-${VERSION}`;
const byPath = new Map(FILES.map((f) => [f.url, f]));

/** The cache key: the URL itself for a hashed name, the URL with its content hash otherwise. */
const keyOf = (f) => (f.rev ? `${f.url}?__rev=${f.rev}` : f.url);

/** From an older version's cache when this exact revision is there, else from the network. */
async function store(cache, f, fetchIfMissing) {
  const key = keyOf(f);
  const old = await caches.match(key);
  if (old) return cache.put(key, old);
  if (!fetchIfMissing) return undefined;
  // Past the HTTP cache for unhashed names (the models): revalidated, never a stale copy.
  const res = await fetch(f.url, { cache: f.rev ? 'no-cache' : 'default' });
  if (!res.ok) throw new Error(`precache ${f.url}: ${res.status}`);
  return cache.put(key, res);
}

/**
 * The API never reaches this worker (static routing, Chromium 123+): a request the fetch handler
 * would only pass on still has to wake it first, and a page's unload beacon (the session's end) or
 * keepalive fetch that waits on a stopped or activating worker is dropped with the page
 * (docs/decisions.md#service-worker). Where the browser lacks addRoutes the handler below lets
 * /api/ through as before; an end lost there is sent again by the next page (the recorder's outbox).
 */
function apiBypassesWorker(event) {
  if (typeof event.addRoutes !== 'function') return Promise.resolve();
  return event
    .addRoutes([{ condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' }])
    .catch((e) => console.warn('[sw] static route for /api/ refused', e));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      apiBypassesWorker(event),
      caches.open(CACHE).then((cache) =>
        // All or nothing: a missing install file fails the install, and the old version stays.
        Promise.all(
          FILES.map((f) => store(cache, f, f.install).catch((e) => f.install && Promise.reject(e))),
        ),
      ),
    ]),
  );
});

// Only on a person's request: the page's 'Reload to update' (docs/decisions.md#service-worker).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** A listed file: this version's copy, else the network (then kept); offline, any older copy. */
async function listed(f, request) {
  const cache = await caches.open(CACHE);
  const key = keyOf(f);
  const hit = await cache.match(key);
  if (hit) return hit;
  try {
    const res = await fetch(f.rev ? new Request(request, { cache: 'no-cache' }) : request);
    if (res.ok && res.status === 200) await cache.put(key, res.clone());
    return res;
  } catch (e) {
    const any = await caches.match(request, { ignoreSearch: true });
    if (any) return any;
    throw e;
  }
}

// Pages: the network when it answers, else this version's index.html (never replaced by a page
// fetched online: that one may already name a newer version's chunks, which this cache lacks).
async function navigation(request) {
  try {
    return await fetch(request);
  } catch {
    const cached = await caches.match(keyOf(byPath.get('/index.html')));
    return (
      cached || new Response('Offline', { status: 503, headers: { 'Content-Type': 'text/plain' } })
    );
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(navigation(request));
  else if (byPath.has(url.pathname) && !url.search)
    event.respondWith(listed(byPath.get(url.pathname), request));
});
