// The account page's sign-ins (docs/api.md#sign-ins): this browser and two others signed in through
// the API are listed by browser and last use; one is signed out with the keyboard alone, then all
// others; each ended sign-in's refresh token stops working, and the section passes axe-core.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { PASSWORD, signUpInBrowser } from './reliability-helpers.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInElsewhere(request: APIRequestContext, email: string, ua: string) {
  const res = await request.post('/api/user/login', {
    headers: { 'user-agent': ua },
    data: { email, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { refresh_token: string }).refresh_token;
}
const refreshes = async (request: APIRequestContext, token: string) =>
  (
    await request.post('/api/user/refresh', { headers: { authorization: `Bearer ${token}` } })
  ).status();

test('lists the sign-ins and signs others out, by keyboard, without axe violations', async ({
  page,
  request,
}) => {
  const email = await signUpInBrowser(page, 'signins');
  const firefox = await signInElsewhere(request, email, FIREFOX);
  const safari = await signInElsewhere(request, email, SAFARI);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Where you are signed in' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(section.getByText('This device')).toHaveCount(1);
  await expect(items.filter({ hasText: 'Firefox on Windows' })).toContainText('Last used');
  await expect(items.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);

  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('#sign-ins-title')
    .include('section[aria-labelledby="sign-ins-title"]')
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Keyboard alone: Tab reaches the Firefox row's button, Enter signs it out.
  const endFirefox = section.getByRole('button', { name: /^Sign out Firefox on Windows/ });
  await section.getByRole('heading').focus();
  for (let i = 0; i < 5 && !(await endFirefox.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(endFirefox).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed out Firefox on Windows')).toBeVisible();
  await expect(items).toHaveCount(2);
  await expect(section.getByRole('heading')).toBeFocused();
  expect(await refreshes(request, firefox)).toBe(401);
  expect(await refreshes(request, safari)).toBe(200);

  const another = await signInElsewhere(request, email, FIREFOX);
  await page.reload();
  await expect(items).toHaveCount(3);
  const endOthers = section.getByRole('button', { name: 'Sign out all other devices' });
  await endOthers.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Signed out everywhere else')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('This device');
  await expect(endOthers).toBeDisabled();
  expect(await refreshes(request, another)).toBe(401);
  // this browser is still signed in
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(items).toHaveCount(1);
});
