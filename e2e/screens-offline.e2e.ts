import { expect, test } from '@playwright/test';
import { CLIENT_PATHS } from '../core/paths.ts';

// The service worker (src/service-worker/sw.js, list written by scripts/sw-precache.ts): after one
// online visit to any page, every client route opens offline (its chunks and CSS were cached at
// install), and the models a session used come from the cache.
test('after one online visit to /, every route opens offline; models and the API (which bypasses the worker)', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  // Installed (every route chunk cached) and in control of this page (clients.claim()).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  // The API goes past the worker by its static route (a request that had to wake a stopped worker
  // first lost the session's unload beacon); a listed file still goes through the worker.
  await page.evaluate(() =>
    Promise.all([fetch('/api/auth/providers'), fetch('/manifest.webmanifest')]).then(
      () => undefined,
    ),
  );
  // Resource timing's entries land a moment after the responses.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const source = (p: string) =>
          (
            performance.getEntriesByName(location.origin + p).at(-1) as
              (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined
          )?.workerMatchedSourceType;
        return { api: source('/api/auth/providers'), listed: source('/manifest.webmanifest') };
      }),
    )
    .toEqual({ api: 'network', listed: '' });
  // A model used online is kept for offline use (cached on first use, not at install).
  const modelOnline = await page.evaluate(() =>
    fetch('/models/blazepose/blazepose-detector.json').then((r) => r.status),
  );
  expect(modelOnline).toBe(200);

  // Offline for the page and for the worker's own fetches: setOffline alone leaves a service
  // worker's fetch() online in Chromium, so every request that reaches the network is aborted too.
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of CLIENT_PATHS) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, `${path} offline`).toBeVisible();
    await expect(h1, `${path} offline`).not.toHaveText(/Page Not Found|Unexpected/);
    console.log(`[offline] ${path} -> ${new URL(page.url()).pathname}: "${await h1.innerText()}"`);
  }
  // /app is the monitor screen itself (not tracking), with its controls.
  await page.goto('/app');
  await expect(page.getByRole('button', { name: 'Start Tracking' })).toBeVisible();
  expect(errors).toEqual([]);

  const modelOffline = await page.evaluate(() =>
    fetch('/models/blazepose/blazepose-detector.json')
      .then((r) => r.json())
      .then((j: { modelTopology?: unknown }) => Boolean(j.modelTopology)),
  );
  expect(modelOffline).toBe(true);
  // The API is never served from the cache.
  const api = await page.evaluate(() =>
    fetch('/api/user').then(
      () => 'answered',
      () => 'network error',
    ),
  );
  expect(api).toBe('network error');
  await context.unrouteAll();
  await context.setOffline(false);
});

// Static check (a second sw.js version is tested in scripts/sw-precache.test.ts, the switch in
// e2e/sw-update.e2e.ts): skipWaiting() only answers the page's SKIP_WAITING ('Reload to update'),
// so otherwise a new worker waits until every tab of the old one is closed and a running session
// is never switched mid-way (the browser's default lifecycle).
test('sw.js skips waiting only when the page asks and never caches the API (static check)', async ({
  page,
}) => {
  const source = await (await page.request.get('/sw.js')).text();
  expect(source.match(/\.skipWaiting\s*\(/g)).toHaveLength(1);
  expect(source).toMatch(/data\.type === 'SKIP_WAITING'\) self\.skipWaiting\(\)/);
  expect(source).toContain("url.pathname.startsWith('/api/')");
});
