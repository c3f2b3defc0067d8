// The whole journey of docs/product.md against the real server (SQLite, mail outbox) with the fake camera: sign
// up, verify from the mailed link, track for over a minute (sessions count after 1 minute), end the
// session, and see it on /account: 1 session, the tracked time, today active, a 1-day streak.
import { expect, test } from '@playwright/test';
import { local, mailLink } from './mail.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('sign up, verify, track over a minute, end; /account shows the session and a 1-day streak', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const email = `journey-${Date.now()}@example.com`;
  const signedUpAt = Date.now();
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Jo');
  await page.getByLabel('Last Name').fill('Urney');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sitting9Straight');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Sitting9Straight');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The heading: the toast beside it ('… Please check your email …') also holds the words, and a
  // text locator that finds both fails strict mode.
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await page.goto(local(await mailLink(email, '/verify-email', signedUpAt - 1000)));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 15_000 });

  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const { session_id } = (await (await started).json()) as { session_id: string };
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 180_000 });
  const trackingFrom = Date.now();
  // Over a minute of real tracking (the calibration dialog has long closed by then).
  await page.waitForTimeout(Math.max(0, 70_000 - (Date.now() - trackingFrom)));
  const ended = page.waitForResponse((r) => r.url().includes(`/api/sessions/${session_id}/end`));
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  const endRes = await ended;
  expect(endRes.status()).toBe(200);
  const { total_duration } = (await endRes.json()) as { total_duration: number };
  expect(total_duration).toBeGreaterThanOrEqual(60);

  await page.goto('/account');
  await expect(page.getByTestId('stat-Sessions')).toContainText('1');
  await expect(page.getByTestId('stat-Total time tracked')).toContainText(
    `${Math.round(total_duration / 60)}m`,
  );
  await expect(page.getByTestId('streak-card')).toContainText('1 day');
  await expect(page.getByTestId('calendar').locator('[data-today]')).toHaveAttribute(
    'data-active',
    'true',
  );
});
