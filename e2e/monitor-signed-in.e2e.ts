// /app for a signed-in user against the real server: the session indicator goes Inactive ->
// Active when tracking starts (POST /sessions), and End Session posts /sessions/{id}/end with the
// screen's totals, back to Inactive (docs/api.md#session-recording).
import { expect, test } from '@playwright/test';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

test('signed in: Start Tracking records a session; End Session ends it on the server', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `monitor-${Date.now()}@example.com`;
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Mona');
  await page.getByLabel('Last Name').fill('Tor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sitting9Straight');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Sitting9Straight');
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-prompt$/);

  await page.goto('/app');
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 120_000 });

  const started = page.waitForResponse(
    (r) => r.url().endsWith('/api/sessions') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const startRes = await started;
  expect(startRes.status()).toBeLessThan(300);
  const { session_id } = (await startRes.json()) as { session_id: string };
  expect(startRes.request().postDataJSON()).toMatchObject({
    settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
  });
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');

  // Pause first so no calibration dialog covers the controls, then end.
  await page.getByRole('button', { name: 'Pause' }).click();
  const ended = page.waitForResponse((r) => r.url().includes(`/api/sessions/${session_id}/end`));
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  const endRes = await ended;
  expect(endRes.status()).toBe(200);
  expect(endRes.request().postDataJSON()).toMatchObject({
    final_score: 100,
    num_alerts: 0,
    total_episodes: 0,
  });
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
});
