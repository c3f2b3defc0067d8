// Low-power mode (docs/posture-rules.md#low-power) on the real /app: real Chromium whose fake
// camera holds one good seated still (e2e/low-power-clip.ts), BlazePose's recorded landmarks in the pose worker (replay),
// the real engine, default settings (Low-power mode 'Auto'). After 30 s of steady good posture the
// status says 'Low-power: checking twice a second' and the worker's analysed-frame counter (?debug)
// slows to about 2 a second; the held slouch brings the full rate back and raises an alert.
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';
import { buildLowPowerClip, LOW_POWER_CLIP_LEAD_S } from './low-power-clip.ts';
import { LOW_POWER_TEXT } from '../src/state/monitoring/view-model.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-stills');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: buildLowPowerClip() }),
  },
});

/** 2 analyses a second, plus slack for polling the counter once a second. */
const LOW_CEILING = 2.6;

/** Analysed frames a second over `ms`, from the ?debug overlay's counter (polled once a second). */
async function analysedRate(page: Page, ms: number): Promise<number> {
  const count = async () => Number(await page.getByTestId('analysed-count').textContent());
  const a = await count();
  const t0 = Date.now();
  await page.waitForTimeout(ms);
  return ((await count()) - a) / ((Date.now() - t0) / 1000);
}

test('steady good posture goes low power (about 2 analyses a second); a slouch brings the full rate back and alerts', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/app?debug');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 300_000 });
  await page.getByRole('button', { name: 'Settings' }).click();
  // The low-power group's own 'Auto' (the model and setup groups have auto choices too).
  await expect(
    page.getByRole('radiogroup', { name: 'Low-power mode' }).getByRole('radio', { name: 'Auto' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  const startedAt = Date.now();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 90_000,
  });
  // Full rate right after calibration (posture not steady for 30 s yet).
  const full = await analysedRate(page, 5_000);
  await expect(page.getByTestId('low-power')).toHaveText(LOW_POWER_TEXT, { timeout: 60_000 });
  // The line sits in the polite live region.
  await expect(page.getByTestId('break-power-status')).toHaveAttribute('aria-live', 'polite');
  // The counter is polled once a second, so a read right after the switch can still be one from
  // the full rate (up to 8 more frames here): let one poll pass before the window starts.
  await page.waitForTimeout(1_500);
  const low = await analysedRate(page, 6_000);
  const lowAt = (Date.now() - startedAt) / 1000;
  console.log(
    `[low-power] full ${full.toFixed(1)}/s, low ${low.toFixed(1)}/s, ratio ${(low / full).toFixed(2)}; ` +
      `measured by ${lowAt.toFixed(0)} s, slouch at ${LOW_POWER_CLIP_LEAD_S} s of the clip`,
  );
  expect(lowAt, 'low power measured before the clip slouches').toBeLessThan(LOW_POWER_CLIP_LEAD_S);
  // Low power analyses at most 2 frames a second whatever the load (a little slack for the
  // counter's once-a-second polling). On recorded landmarks an analysis costs a few ms, so the
  // full rate is the cadence's (up to 10 a second), not what the machine's inference allows.
  expect(low).toBeLessThanOrEqual(LOW_CEILING);
  expect(full, 'the full rate, above the low-power ceiling').toBeGreaterThan(LOW_CEILING + 0.5);

  // The held slouch: the low-power line goes, the full rate comes back, and an alert shows.
  await expect(page.getByTestId('alert-toast')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('low-power')).toHaveCount(0);
  const back = await analysedRate(page, 4_000);
  console.log(`[low-power] after the slouch ${back.toFixed(1)}/s`);
  expect(back, 'the full rate back after the slouch').toBeGreaterThan(LOW_CEILING);
});
