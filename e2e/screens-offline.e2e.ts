import { expect, test } from '@playwright/test';

// public/sw.js: a returning visitor starts offline (app shell, visited screens, models from cache).
test('a returning visitor starts offline from the service worker cache', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Once the worker controls the page, the screens and models it fetches are cached.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await page.goto('/privacy');
  await expect(page.getByText('Last updated October 18, 2025')).toBeVisible();
  const modelOnline = await page.evaluate(() =>
    fetch('/models/blazepose/blazepose-detector.json').then((r) => r.status),
  );
  expect(modelOnline).toBe(200);

  await context.setOffline(true);
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sit smarter, work harder' }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Login' })
    .waitFor();
  await page.goto('/privacy');
  await expect(page.getByText('Last updated October 18, 2025')).toBeVisible();
  const modelOffline = await page.evaluate(() =>
    fetch('/models/blazepose/blazepose-detector.json')
      .then((r) => r.json())
      .then((j: { format?: string; modelTopology?: unknown }) => Boolean(j.modelTopology)),
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
  await context.setOffline(false);
});

// Static check (Playwright cannot serve a second sw.js version to the browser's own update fetch):
// with no skipWaiting(), a new worker waits until every tab of the old one is closed, so a running
// session is never switched mid-way (the browser's default lifecycle).
test('sw.js never calls skipWaiting and never caches the API (static check)', async ({ page }) => {
  const source = await (await page.request.get('/sw.js')).text();
  expect(source).not.toMatch(/\.skipWaiting\s*\(/);
  expect(source).toContain("url.pathname.startsWith('/api/')");
});
