import { expect, test } from '@playwright/test';

test('the app is served and renders its shell in Debian Chromium', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.getByText('Sit smarter, work harder').first()).toBeVisible();
  // Client routes fall back to index.html instead of a server 404.
  const res = await page.goto('/privacy');
  expect(res?.status()).toBe(200);
  expect(errors).toEqual([]);
});
