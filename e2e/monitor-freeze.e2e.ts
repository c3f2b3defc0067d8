// The frozen page and the killed pose worker on the real /app (fake camera, real workers), on the
// seated clip's recorded landmarks (replay, docs/testing.md#replay): what the app does after a
// freeze and a crash, not what the model finds. e2e/faults.e2e.ts keeps the faults that need the
// model itself (a worker killed while it loads).
import { expect, test, type Page } from '@playwright/test';
import { signUpInBrowser } from './reliability-helpers.ts';
import { freezePage, recordSessionCalls, resumedWithin } from './freeze-helpers.ts';
import { replayEach } from './replay.ts';
import { analysed, killWorkers, trackWithWorkersKept, workerCount } from './worker-faults.ts';

replayEach(test, 'seated-video');

test.use({ serviceWorkers: 'block' });

/**
 * Every text the pipeline's status line shows, with the page's time, however briefly: on recorded
 * landmarks a restarted worker is ready at once (no model to load), so the restart's words can
 * come and go between two polls of a loaded machine.
 */
async function recordPipelineStatus(page: Page) {
  await page.addInitScript(() => {
    const shown: { text: string; at: number }[] = [];
    (window as unknown as { __pipelineStatus: typeof shown }).__pipelineStatus = shown;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="pipeline-status"]')?.textContent ?? '';
      if (text && shown.at(-1)?.text !== text) shown.push({ text, at: Date.now() });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __pipelineStatus: { text: string; at: number }[] })
          .__pipelineStatus,
    );
}

test('the page is frozen, then the pose worker is killed while tracking: after the freeze tracking resumes with no restart, no stale alert and no data point across it; after the kill the page says so, restarts it with the calibration kept, and analysis goes on', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const calls = await recordSessionCalls(page);
  const statusShown = await recordPipelineStatus(page);
  await signUpInBrowser(page, 'faults');
  const errors = await trackWithWorkersKept(page);
  const calibration = page.getByTestId('calibration-status');
  await expect(calibration).toHaveText('Calibrated', { timeout: 240_000 });
  await expect.poll(() => analysed(page), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await workerCount(page, 'pose')).toBe(1);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');

  // Sleep and freeze (docs/posture-rules.md#frozen-and-asleep): CDP freezes the page (Page
  // Lifecycle) for 15 s.
  const frozen = await freezePage(page, 15_000);
  await resumedWithin(page, 5_000, frozen, () => analysed(page), calls.toasts);
  // No restart: the watchdog forgave the gap.
  await expect(page.getByTestId('pipeline-status')).toHaveCount(0);
  expect(await workerCount(page, 'pose')).toBe(1);

  const killedAt = await page.evaluate(() => Date.now());
  await killWorkers(page, 'pose');
  // The watchdog's 3 s without a result, then 3 s for the worker to answer its ping.
  const sinceKill = async () => (await statusShown()).filter((s) => s.at >= killedAt);
  await expect
    .poll(async () => (await sinceKill()).map((s) => s.text), { timeout: 30_000 })
    .toContain('Pose analysis stopped, restarting');
  const said = (await sinceKill()).find((s) => s.text === 'Pose analysis stopped, restarting')!;
  console.log(
    `[freeze] 'restarting' shown ${((said.at - killedAt) / 1000).toFixed(1)} s after the kill`,
  );
  await expect(page.getByTestId('pipeline-status')).toHaveCount(0, { timeout: 120_000 });
  expect(await workerCount(page, 'pose')).toBe(2);
  // The new worker analyses frames against the baseline it was given: no new calibration.
  await expect.poll(() => analysed(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(calibration).toHaveText('Calibrated');
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  expect(errors).toEqual([]);

  // The recorded session: no data point covers the frozen span, which the end counts as paused.
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  await expect.poll(() => calls.ends.length, { timeout: 30_000 }).toBe(1);
  const tracked = calls.points.reduce((s, p) => s + p.duration_seconds, 0);
  const wall = (calls.ends[0]!.at - calls.startedAt!) / 1000;
  console.log(
    `[freeze] points ${JSON.stringify(calls.points)} paused ${calls.ends[0]!.paused_seconds} s, wall ${wall.toFixed(1)} s`,
  );
  expect(calls.ends[0]!.paused_seconds).toBeGreaterThanOrEqual(14);
  expect(tracked).toBeLessThanOrEqual(wall - 14);
  for (const p of calls.points) expect(p.bad_posture_seconds).toBeLessThanOrEqual(60);
});
