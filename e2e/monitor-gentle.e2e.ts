// The 'Gentle, then louder' alert style (docs/posture-rules.md#alerts) on the real /app, on
// BlazePose's recorded landmarks of the seated clip (20 s upright, 20 s slouched, looping; replay,
// docs/testing.md#replay): once the status names the slouch the page turns amber
// (`data-alert="amber"` on <html>: the score box's outline, the widget, the tab title) with no
// toast and no tone; the held slouch brings the toast and the tone after 'Alert me after' (5 s,
// the default); sitting up clears the amber with the status's problem. The nag spec runs this
// style too: its 2 s dips never turn the page amber.
import { expect, test, type Page } from '@playwright/test';
import { recordAmberAndToasts } from './amber.ts';
import { ISSUE_TEXTS } from './clip-clock.ts';
import { countTones, openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';
import { shot } from './screenshot.ts';

replayEach(test, 'seated-video');

test.use({ viewport: { width: 1280, height: 900 } });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test("'Gentle, then louder': amber at the onset with no toast or tone; the held slouch alerts after the delay; sitting up clears it", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const tones = await countTones(page);
  const times = await recordAmberAndToasts(page);
  await openApp(page);
  await button(page, 'Settings').click();
  await page.getByRole('radio', { name: 'Gentle, then louder' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Gentle, then louder' })).toBeChecked();
  await button(page, 'Start Tracking').click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });

  // The slouched half: amber once the status names the slouch (it holds a problem 3 s, as the
  // status does), the tab title carrying it, and at that moment nothing heard or shown as a toast.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(1, { timeout: 90_000 });
  const atOnset = await times();
  expect(atOnset.toasts, 'no toast at the onset').toEqual([]);
  expect(await tones(), 'no tone at the onset').toBe(0);
  const namesProblem = async () =>
    ISSUE_TEXTS.has((await page.getByTestId('posture-message').textContent()) ?? '');
  await expect
    .poll(namesProblem, { message: 'the status names the problem', timeout: 1_500 })
    .toBe(true);
  await expect(page).toHaveTitle(/^⚠ .+ · /);

  // Held: the toast and the tone come when the problem has lasted 'Alert me after' (5 s), about
  // 2 s after the amber (which came at 3 s).
  await expect(page.getByTestId('alert-toast')).toBeVisible({ timeout: 30_000 });
  const alerted = await times();
  const wait = (alerted.toasts[0]! - alerted.amberOn[0]!) / 1000;
  console.log(`[gentle] amber then the toast ${wait.toFixed(1)} s later`);
  expect(wait, 'the toast waits for the held problem').toBeGreaterThanOrEqual(1);
  expect(wait, 'the toast comes within the alert delay of the amber').toBeLessThanOrEqual(5);
  await expect.poll(tones, { message: 'the tone with the toast' }).toBeGreaterThan(0);
  // The picture after the timing (a full-page screenshot stalls the page's frames for a moment).
  await shot(page, 'app-gentle-amber');

  // Sitting up (the clip's upright start): the amber goes with the status's problem, and the
  // title is the page's own again.
  await expect(page.locator('html[data-alert="amber"]')).toHaveCount(0, { timeout: 45_000 });
  const cleared = await times();
  expect(cleared.amberOff.length).toBeGreaterThan(0);
  await expect
    .poll(namesProblem, { message: 'the status no longer names a problem', timeout: 1_500 })
    .toBe(false);
  await expect(page).not.toHaveTitle(/⚠/);
});
