// 'Joined' on /account after a Google sign-in is the account's creation date from the server
// (docs/product.md#account-page), not the day the browser signed in. The browser's clock is set
// years ahead, so a date made up from the browser's "today" cannot pass for the server's.
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

  // The charts' tables (docs/api.md#history): a 2-minute session recorded through the API shows on
  // today's row (the server's today, in UTC), its one data point in the hour-of-day table.
  const headers = { authorization: `Bearer ${token}` };
  const start = Date.now() - 3 * 60_000;
  const settings = { sensitivity: 5, alert_frequency: 15, audio_alert: false };
  const started = await request.post('/api/sessions', {
    headers,
    data: { settings, start_time: new Date(start).toISOString(), time_zone: 'UTC' },
  });
  const { session_id } = (await started.json()) as { session_id: string };
  const point = {
    start_score: 80,
    end_score: 80,
    good_posture_seconds: 45,
    bad_posture_seconds: 15,
  };
  const sent = await request.post(`/api/sessions/${session_id}/datapoints`, {
    headers,
    data: {
      data_points: [
        { ...point, duration_seconds: 60, timestamp: new Date(start + 60_000).toISOString() },
      ],
    },
  });
  expect(sent.status()).toBe(200);
  const end = { final_score: 80, num_alerts: 0, total_seconds_bad_posture: 30, total_episodes: 0 };
  const ended = await request.post(`/api/sessions/${session_id}/end`, {
    headers,
    data: { ...end, end_time: new Date(start + 120_000).toISOString() },
  });
  expect(ended.status()).toBe(200);
  await page.reload();
  const days = page.getByRole('table', { name: /per day, last 30 days/ });
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').last().getByRole('cell')).toHaveText([
    '2m',
    '1m',
    '0m',
    '80',
    '1',
  ]);
  await expect(page.getByRole('table', { name: /by hour of day/ }).getByRole('row')).toHaveCount(
    25,
  );
});
