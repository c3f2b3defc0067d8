import { expect, test, type Page } from '@playwright/test';

/*
 * The product's own Google buttons, end to end: popup -> local OpenID provider (oidc-provider, started
 * by scripts/e2e-server.mjs) -> API callback -> /auth/google/callback in the popup -> postMessage to
 * the opener -> popup closes itself -> the opener is signed in.
 */

async function finishAtProvider(popup: Page, login: string) {
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('anything');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  const consent = popup.getByRole('button', { name: 'Continue' });
  await Promise.race([
    consent.click({ timeout: 10_000 }).catch(() => undefined),
    popup.waitForEvent('close'),
  ]);
}

test('sign up with Google in the popup, land on /app signed in; signing up again is refused', async ({
  page,
}) => {
  const name = `g${Date.now()}`;
  await page.goto('/signup');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const popup = await popupPromise;
  await finishAtProvider(popup, name);
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect(page.getByText('Successfully signed up with Google!')).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /account menu/ }),
  ).toBeVisible();

  // Same Google account, signup mode again: the server answers 'signup required'.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signup');
  const again = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const popup2 = await again;
  // The provider remembers the session: the flow may finish without showing its form.
  await Promise.race([
    popup2
      .locator('input[name="login"]')
      .waitFor()
      .then(() => finishAtProvider(popup2, name)),
    popup2.waitForEvent('close'),
  ]).catch(() => undefined);
  await expect(page.getByTestId('form-error')).toHaveText(
    'This Google account is already registered. Please use the login page.',
    { timeout: 20_000 },
  );
});

test('a message from a foreign origin is ignored by the waiting page', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupPromise;
  // A page on another origin (the provider's) posts a forged success to the opener.
  await popup.locator('input[name="login"]').waitFor();
  await popup.evaluate(() =>
    window.opener.postMessage(
      {
        type: 'GOOGLE_OAUTH_SUCCESS',
        tokens: { access_token: 'forged', refresh_token: 'forged' },
        user: { user_id: 'x', first_name: 'Mallory' },
      },
      '*',
    ),
  );
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('forged');
  await expect(page.getByText('Mallory')).toHaveCount(0);
  await popup.close();
  // Closing the popup without finishing gives the generic message.
  await expect(page.getByTestId('form-error')).toHaveText('Google login failed. Please try again.');
  void context;
});

test("a callback link crafted from someone else's sign-in is refused with a clear message", async ({
  page,
}) => {
  // The sender finished a sign-in of their own and mails its one-time code as a link; it is
  // redeemed only with the verifier of the browser that started it (docs/api.md#authentication).
  const email = `sender${Date.now()}@example.test`;
  const res = await page.request.post('/api/user/signup', {
    data: { first_name: 'Mallory', last_name: 'Sender', email, password: 'Sturdy-Pass1' },
  });
  expect(res.status()).toBe(201);
  const t = await res.json();
  const link = new URLSearchParams({ code: 'the-senders-own-one-time-code-0123', mode: 'login' });
  await page.goto(`/auth/google/callback?${link.toString()}`);
  await expect(page.getByText('Authentication Failed')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in was not started in this browser, so it was not used. Please sign in again.',
  );
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(t.access_token);
  await expect(page.getByText('Mallory')).toHaveCount(0);
});
