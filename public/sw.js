/* Service worker (spec §7): caches the app shell and the pose models so a returning user starts
 * offline and fast.
 *
 * Updates never break a running session: there is no skipWaiting(), so a new version waits until
 * every tab of the old one is closed (the browser's default lifecycle), and hashed assets live in a
 * cache shared across versions, so a page still running old code can lazy-load its old chunks.
 * The API is never cached.
 */
const VERSION = 'v1';
const SHELL = `shell-${VERSION}`;
const ASSETS = 'assets';
const MODELS = 'models';
const KEEP = new Set([SHELL, ASSETS, MODELS]);
// The web app manifest and its icons (unhashed names): kept with the shell so an installed app
// opens offline with its name and icon.
const INSTALL_FILES = [
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
];

// index.html plus every script and stylesheet it links: enough to render / and start /app offline.
async function precacheShell() {
  const shell = await caches.open(SHELL);
  const res = await fetch('/index.html', { cache: 'no-cache' });
  if (!res.ok) return;
  const html = await res.clone().text();
  await shell.put('/index.html', res);
  await Promise.all(INSTALL_FILES.map((u) => shell.add(u).catch(() => undefined)));
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const assets = await caches.open(ASSETS);
  await Promise.all(urls.map((u) => assets.add(u).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !KEEP.has(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(cacheName, request) {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

// Unhashed files: the network when it answers (so a new icon shows), the cached copy when not.
async function networkFirst(cacheName, request) {
  try {
    const res = await fetch(request);
    if (res.ok) await (await caches.open(cacheName)).put(request, res.clone());
    return res;
  } catch {
    const cached = await caches.match(request);
    if (cached) return cached;
    throw new Error(`offline: ${request.url}`);
  }
}

// Pages: the network when it answers (fresh index.html), the cached shell when it does not.
async function navigation(request) {
  try {
    const res = await fetch(request);
    if (res.ok && (res.headers.get('content-type') || '').includes('text/html')) {
      const shell = await caches.open(SHELL);
      await shell.put('/index.html', res.clone());
    }
    return res;
  } catch {
    const cached = await caches.match('/index.html');
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
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(ASSETS, request));
  else if (url.pathname.startsWith('/models/')) event.respondWith(cacheFirst(MODELS, request));
  else if (INSTALL_FILES.includes(url.pathname)) event.respondWith(networkFirst(SHELL, request));
});
