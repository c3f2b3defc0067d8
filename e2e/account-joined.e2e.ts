// 'Joined' on /account after a Google sign-in is the account's creation date from the server
// (issue #17 item 11), not the day the browser signed in. The browser's clock is set years ahead,
// so a date made up from the browser's "today" cannot pass for the server's.
import { expect, test, type Page } from '@playwright/test';

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

test("after a Google sign-in, 'Joined' is the account's creation date from the server", async ({
  page,
  context,
  request,
}) => {
  await context.clock.setFixedTime(new Date('2031-03-04T12:00:00Z'));
  await page.goto('/signup');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign up with Google' }).click();
  const popup = await popupPromise;
  await finishAtProvider(popup, `joined${Date.now()}`);
  await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 });

  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  const { CreatedAt } = (await me.json()) as { CreatedAt: string };
  expect(new Date(CreatedAt).getUTCFullYear()).toBeLessThan(2031);
  const joined = await page.evaluate(
    (iso) =>
      new Date(iso).toLocaleDateString(undefined, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      }),
    CreatedAt,
  );

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page.getByText(/^Joined /)).toHaveText(`Joined ${joined}`);
});
