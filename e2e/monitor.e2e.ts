// The monitoring screen end to end (docs/product.md#monitoring-screen): real Chromium, the fake camera playing the
// seated clip (20 s good posture, then 20 s slouched, looping), answered from BlazePose's recorded
// landmarks for each frame (replay, docs/testing.md#replay: the model itself is checked by
// pipeline.e2e.ts and models.e2e.ts, the whole journey on it by journey.e2e.ts), the real engine,
// an anonymous user. With SCREENSHOT_DIR set, the main states are saved as PNGs (how
// docs/screenshots/app-*.png are made).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { ISSUE_TEXTS } from './clip-clock.ts';
import { replayEach } from './replay.ts';

const shotDir = process.env.SCREENSHOT_DIR;
async function shot(page: Page, name: string) {
  if (!shotDir) return;
  mkdirSync(shotDir, { recursive: true });
  await page.screenshot({ path: `${shotDir}/app-${name}.png`, fullPage: true });
}

test.use({ viewport: { width: 1280, height: 900 } });
replayEach(test, 'seated-video');

/** Opens /app on the app's own backend and waits for the model (the page is usable before; the flow needs it). */
async function openApp(page: Page) {
  await page.goto('/app');
  await expect(page.getByText('AI-powered posture monitoring for better health')).toBeVisible();
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Not logged in');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 120_000 });
}

const scoreOf = async (page: Page) =>
  Number(await page.getByTestId('posture-score').locator('span').first().textContent());

test('anonymous: calibrate, good then slouched posture, alert, episode, pause/resume, end session', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openApp(page);
  await shot(page, 'idle');

  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText(/\d+ seconds? remaining/)).toBeVisible({ timeout: 60_000 });
  await shot(page, 'calibrating');
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 60_000,
  });
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  // The clip's first 20 s: good posture.
  await expect(page.getByTestId('posture-message')).toHaveText('Excellent posture detected!', {
    timeout: 20_000,
  });
  await shot(page, 'good');

  // Then slouched frames: the issue's message, an alert toast, a falling score, an episode.
  await expect
    .poll(
      async () => ISSUE_TEXTS.has((await page.getByTestId('posture-message').textContent()) ?? ''),
      { timeout: 60_000 },
    )
    .toBe(true);
  const message = await page.getByTestId('posture-message').textContent();
  // The alert fires once poor posture has lasted the alert delay, with the issue of that moment,
  // which need not be the first one shown (forward head can follow slouching): any issue's message.
  const anyIssue = new RegExp(
    [...ISSUE_TEXTS].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
  );
  await expect(page.getByTestId('alert-toast')).toContainText(anyIssue, { timeout: 15_000 });
  await expect.poll(() => scoreOf(page), { timeout: 30_000 }).toBeLessThan(100);
  await expect(page.getByTestId('episode').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'slouched');
  console.log(
    `[monitor] slouched: "${message}", score ${await scoreOf(page)}, episodes ${await page.getByTestId('episode').count()}`,
  );

  // Pause stops the camera; Resume restarts it.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
  // The draw worker paints 'Tracking stopped' on the canvas; the stage says it to assistive tech.
  await expect(page.getByTestId('canvas-host')).toHaveAttribute('aria-label', 'Tracking stopped');
  await expect(page.getByRole('button', { name: 'Resume Tracking' })).toBeVisible();
  await shot(page, 'paused');
  await page.getByRole('button', { name: 'Resume Tracking' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');

  // End Session (from the paused state, so no calibration dialog is in the way): score and episodes reset.
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByRole('button', { name: 'Start Tracking' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Session' })).toBeVisible();
  // A new session has measured nothing yet: no score is shown as a measurement.
  await expect(page.getByTestId('posture-rating')).toHaveText('Not measured yet');
  await expect(page.getByTestId('episode')).toHaveCount(0);
  await expect(page.getByTestId('episodes-empty')).toBeVisible();
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Not logged in');
  expect(errors).toEqual([]);
});
