import { createHash, randomBytes } from 'node:crypto';
import { type Page, expect, test } from '@playwright/test';

/**
 * Google-style sign-in in a real popup, against the local oidc-provider that scripts/e2e-server.mjs
 * starts (dev login form: any name and password). A one-time code (never tokens) arrives on the
 * SPA's /auth/google/callback; we read it off the request, since that page clears the address bar,
 * and redeem it as the page would, with the PKCE verifier whose challenge started the sign-in
 * (docs/api.md#authentication). The URL answered carries what the exchange gave, flattened.
 */
async function popupSignIn(page: Page, mode: 'login' | 'signup', login: string | null) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  await page.goto('/');
  // Listen on the context before opening: a returning user's flow can finish without any page to fill.
  const landed = page
    .context()
    .waitForEvent(
      'request',
      (r) => r.url().includes('/auth/google/callback?') && !r.url().includes('/api/'),
    );
  const popupPromise = page.waitForEvent('popup');
  // A fresh window name each time, so window.open never reuses a popup left from the last run.
  await page.evaluate(
    ([m, c]) =>
      void window.open(
        `/api/auth/google/start?mode=${m}&binding=${c}`,
        `google-${Date.now()}`,
        'width=480,height=640',
      ),
    [mode, challenge],
  );
  const popup = await popupPromise;
  const form = popup.locator('input[name="login"]');
  const first = await Promise.race([
    landed.then(() => 'landed' as const),
    form.waitFor().then(() => 'form' as const),
  ]);
  if (first === 'form' && login === null) {
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  } else if (first === 'form' && login !== null) {
    await form.fill(login);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    const consent = popup.getByRole('button', { name: 'Continue' });
    if (
      (await Promise.race([
        landed.then(() => 'landed'),
        consent.waitFor().then(() => 'consent'),
      ])) === 'consent'
    )
      await consent.click();
  }
  const url = new URL((await landed).url());
  if (!popup.isClosed()) await popup.close();
  const code = url.searchParams.get('code');
  if (!code) return url;
  expect(url.searchParams.get('access_token')).toBeNull();
  const res = await page.request.post('/api/auth/google/exchange', { data: { code, verifier } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  const { user, ...tokens } = (await res.json()) as Record<string, unknown>;
  url.searchParams.delete('code');
  for (const [k, v] of Object.entries({ ...tokens, ...(user as object) }))
    url.searchParams.set(k, String(v));
  return url;
}

test('a new Google user signs up in the popup, then signs in again to the same account', async ({
  page,
}) => {
  const name = `popup${Date.now()}`;
  const first = await popupSignIn(page, 'signup', name);
  expect(first.searchParams.get('error')).toBeNull();
  expect(first.searchParams.get('email')).toBe(`${name}@oidc.test`);
  expect(first.searchParams.get('token_type')).toBe('Bearer');
  const me = await page.request.get('/api/user', {
    headers: { authorization: `Bearer ${first.searchParams.get('access_token')}` },
  });
  expect(me.status()).toBe(200);
  expect((await me.json()).oauth_provider).toBe('google');

  const again = await popupSignIn(page, 'login', name);
  expect(again.searchParams.get('user_id')).toBe(first.searchParams.get('user_id'));
  const signupAgain = await popupSignIn(page, 'signup', name);
  expect(signupAgain.searchParams.get('error')).toBe('signup_required');
});

test('cancelling at the provider comes back as an error, with no tokens', async ({ page }) => {
  const back = await popupSignIn(page, 'login', null);
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('access_token')).toBeNull();
});
