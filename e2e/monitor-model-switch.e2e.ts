// The adaptive model choice (docs/decisions.md#adaptive-pose-model) on the real /app: real
// Chromium, the fake camera of the seated fixture, real BlazePose full in the pose worker on WebGL.
// On SwiftShader (no GPU here) full takes 700-1000 ms a frame, far over twice the 100 ms frame
// interval, so with the model setting 'auto' the page switches to lite by itself, says so politely,
// goes on tracking with lite and recalibrates with it. ?model=auto asks for the rule on the pinned
// backend (the app judges only the probe's own choice, and the probe picks WASM here, fast enough
// to keep full; src/routes/monitor/options.ts).
import { expect, test } from '@playwright/test';
import { LITE_REMEMBERED, SWITCHED_TO_LITE } from '../src/pipeline/model-choice.ts';
import { SLOW_FULL_STORAGE_KEY } from '../src/pipeline/model-memory.ts';
import { openApp } from './monitor-app.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test("setting 'auto' on a device where full is far too slow: switches to lite, says so, keeps tracking, recalibrates, and starts the next session on lite", async ({
  page,
}) => {
  test.setTimeout(420_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const advice: string[] = [];
  page.on('console', (m) => {
    if (m.text().startsWith('[monitor] BlazePose full:')) advice.push(m.text());
  });

  await openApp(page, 'backend=webgl&model=auto');
  await expect(page.getByTestId('model-status')).toHaveText('BlazePose full ready', {
    timeout: 300_000,
  });
  await expect(page.getByTestId('model-notice')).toHaveText('');
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const clicked = Date.now();
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 120_000 });

  // 20 slow frames, then the next 5 s check: the switch.
  const notice = page.getByTestId('model-notice');
  await expect(notice).toHaveText(SWITCHED_TO_LITE, { timeout: 180_000 });
  const switchedAfter = (Date.now() - clicked) / 1000;
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  expect(advice, 'the page logs the median that decided').toHaveLength(1);
  const medianMs = Number(/full: (\d+) ms/.exec(advice[0]!)?.[1]);
  expect(medianMs).toBeGreaterThan(200);

  // Lite loads on the same backend and tracking goes on without a new Start.
  await expect(page.getByTestId('model-status')).toHaveText('BlazePose lite ready', {
    timeout: 180_000,
  });
  await expect(page.getByTestId('backend')).toHaveText(/^webgl/);
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 60_000 });
  // The baseline full took does not carry to lite (docs/accuracy.md#blazepose-lite): lite takes
  // its own, in a new calibration.
  const calibrating = page.getByRole('dialog', { name: 'Calibrating Posture' });
  await expect(calibrating).toBeVisible({ timeout: 60_000 });
  // Full's baseline is gone: keeping it is not offered.
  await expect(calibrating.getByRole('button', { name: 'Keep previous calibration' })).toHaveCount(
    0,
  );
  await expect(calibrating).toHaveCount(0, { timeout: 120_000 });
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });
  // Said once: the notice stays, and no second advice comes for lite.
  await expect(notice).toHaveText(SWITCHED_TO_LITE);
  expect(advice).toHaveLength(1);
  const tracked = (Date.now() - clicked) / 1000;

  // The switch is remembered on this device (src/pipeline/model-memory.ts): the app as shipped
  // (setting Auto, the probe's backend) starts the next session on lite and says why.
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { medianMs: number } | null,
    SLOW_FULL_STORAGE_KEY,
  );
  expect(stored?.medianMs).toBe(medianMs);
  await openApp(page, '');
  await expect(page.getByTestId('model-notice')).toHaveText(LITE_REMEMBERED);
  await expect(page.getByTestId('model-status')).toHaveText('BlazePose lite ready', {
    timeout: 120_000,
  });
  console.log(
    `[model-switch] full median ${medianMs} ms on WebGL; switched ${switchedAfter.toFixed(0)} s after Start; ` +
      `lite ready and tracking ${tracked.toFixed(0)} s after Start; the next page started on lite`,
  );
  expect(errors).toEqual([]);
});
