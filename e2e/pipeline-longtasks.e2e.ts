// docs/architecture.md#threads: inference runs in the pose worker and drawing in the draw worker.
// This spec tracks for 20 s on the real /app (on the backend the app picks, WASM here), then with
// the page hidden, then for 15 s with the main thread slowed THROTTLE times (CDP
// Emulation.setCPUThrottlingRate, DevTools' low-end preset), and checks the pipeline keeps going
// through all three: frames are analysed, the hidden page drops to one analysis a second, the
// slowed page stays 'Detected'. The windows were a minute and 30 s while this spec gated long
// tasks; now that it only prints them, shorter windows show the same and save the CI run about a
// minute and a half.
//
// The main thread's long tasks (>50 ms, PerformanceObserver 'longtask') and the long animation
// frames that hold them are printed for each window, not asserted here: they are wall-clock
// figures, and the zero-long-task budget is gated in bench/ (browser_main_long_tasks_60s = 0 and
// browser_main_busy_ratio <= 0.05, bench/browser.bench.ts), where timing budgets belong. Why it
// moved (docs/decisions.md#long-tasks): on this 2-core machine the same spec saw 1-5 long tasks
// of 50-100 ms on the last tree that landed as on this one; unthrottled, in frames with 0-15 ms of
// script and no style or layout, most likely the main thread waiting for a core SwiftShader holds.
import { expect, test, type CDPSession } from '@playwright/test';
import { setPageHidden } from './monitor-app.ts';
import { startTracking } from './pipeline-helpers.ts';
import { longFramesSince, longTasksSince, observeLongTasks } from './long-tasks.ts';

const TRACK_MS = 20_000;
const THROTTLE = 4;
const THROTTLED_MS = 15_000;

test.setTimeout(300_000);

/** Main-thread busy time (CDP Performance TaskDuration) in ms per second of wall time. */
async function busyMeter(cdp: CDPSession) {
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? NaN;
  const [t0, w0] = [await taskSeconds(), Date.now()];
  return async () => Math.round(((await taskSeconds()) - t0) / ((Date.now() - w0) / 1000_000));
}

test('tracking in the workers: the page keeps tracking, hidden and with a slowed main thread', async ({
  page,
}) => {
  await observeLongTasks(page);
  await startTracking(page, 'debug');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = await busyMeter(cdp);
  const from = await page.evaluate(() => performance.now());
  const analysed = async () =>
    Number(
      (await page.getByTestId('debug-overlay').textContent())?.match(/analysed: (\d+)/)?.[1] ?? NaN,
    );
  const before = await analysed();
  await page.waitForTimeout(TRACK_MS);
  const overlay = (await page.getByTestId('debug-overlay').innerText()).replace(/\n/g, ' | ');
  const long = await longTasksSince(page, from);
  console.log(
    `[longtasks] ${long.length} long tasks in ${TRACK_MS / 1000} s of tracking (main thread busy ${await busy()} ms/s); worker stages: ${overlay}`,
  );
  const loaf = long.length ? await longFramesSince(page, from) : [];
  // The pipeline really ran the whole time: the pose status is still live and frames were analysed.
  await expect(page.getByTestId('pose-status')).toHaveText('Detected');
  const after = await analysed();
  console.log(`[longtasks] frames analysed in ${TRACK_MS / 1000} s: ${after - before}`);
  expect(after - before).toBeGreaterThan(20);
  if (long.length)
    console.log(`[longtasks] long animation frames: ${JSON.stringify(loaf.slice(-10))}`);

  // Hidden page (docs/posture-rules.md#monitoring-flow): the main thread tells the worker, which
  // drops to one analysis a second.
  await setPageHidden(page, true);
  await page.waitForTimeout(1500);
  const hiddenFrom = await analysed();
  await page.waitForTimeout(6000);
  const hiddenCount = (await analysed()) - hiddenFrom;
  console.log(`[longtasks] hidden page: ${hiddenCount} frames analysed in 6 s`);
  expect(hiddenCount).toBeGreaterThanOrEqual(3);
  expect(hiddenCount).toBeLessThanOrEqual(7);
  await setPageHidden(page, false);

  await test.step(`${THROTTLE}x CPU throttling for ${THROTTLED_MS / 1000} s: tracking goes on`, async () => {
    await page.waitForTimeout(2000); // the worker is back to full speed
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    try {
      const slowFrom = await page.evaluate(() => performance.now());
      const slowBusy = await busyMeter(cdp);
      const analysedFrom = await analysed();
      await page.waitForTimeout(THROTTLED_MS);
      const slowAnalysed = (await analysed()) - analysedFrom;
      const slowLong = await longTasksSince(page, slowFrom);
      console.log(
        `[longtasks] ${THROTTLE}x throttled: ${slowLong.length} long tasks in ${THROTTLED_MS / 1000} s (${JSON.stringify(slowLong)}), main thread busy ${await slowBusy()} ms/s, ${slowAnalysed} frames analysed`,
      );
      // Which scripts ran in the long animation frames, so a CI log says what took the time.
      const loaf = slowLong.length ? await longFramesSince(page, slowFrom) : [];
      if (loaf.length)
        console.log(`[longtasks] long animation frames: ${JSON.stringify(loaf.slice(0, 10))}`);
      // Tracking really went on: summaries kept coming and the status is live.
      expect(slowAnalysed).toBeGreaterThan(5);
      await expect(page.getByTestId('pose-status')).toHaveText('Detected');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});
