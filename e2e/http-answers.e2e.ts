import { expect, test } from '@playwright/test';

// server/README.md: an unknown page answers 404 with the app's shell, and the client's own
// 404 page renders; the assets come compressed.
test('an unknown path answers 404 and shows the app 404 page', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a client route answers 200 and its scripts come brotli-compressed', async ({ page }) => {
  const plain: Promise<number>[] = [];
  let compressed = 0;
  page.on('response', (r) => {
    if (!r.url().endsWith('.js')) return;
    if (r.headers()['content-encoding'] === 'br') compressed++;
    else plain.push(r.body().then((b) => b.length));
  });
  const res = await page.goto('/login');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-encoding']).toBe('br');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(compressed).toBeGreaterThan(0);
  // Only files under scripts/precompress.ts's 512-byte floor go uncompressed.
  for (const size of await Promise.all(plain)) expect(size).toBeLessThan(512);
});
