// DESIGN.md §1: inference (~360 ms a frame on SwiftShader WebGL) runs in the pose worker and
// drawing in the draw worker, so 60 s of tracking must leave the main thread without a single
// long task (>50 ms, PerformanceObserver 'longtask').
//
// Issue #3 also holds on a loaded machine: after the minute, the page tracks on for 30 s with its
// main thread slowed down THROTTLE times (CDP Emulation.setCPUThrottlingRate) and still has no
// long task. Why 4: at load average 16 on 2 cores, tasks of a few ms stretched to 55-179 ms; 4 is
// DevTools' low-end preset, about a main thread that gets a quarter of a core, and this 2-core
// machine is already busy with SwiftShader inference on top of it. Before issue #3's work the
// page had 0-4 long tasks in such a window (7-19 at rates 5-6); after it, none up to rate 6.
import { expect, test, type CDPSession } from '@playwright/test';
import { startTracking } from './pipeline-helpers.ts';
import { longFramesSince, longTasksSince, observeLongTasks } from './long-tasks.ts';

const TRACK_MS = 60_000;
const THROTTLE = 4;
const THROTTLED_MS = 30_000;

test.setTimeout(300_000);

/** Main-thread busy time (CDP Performance TaskDuration) in ms per second of wall time. */
async function busyMeter(cdp: CDPSession) {
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')
      ?.value ?? NaN;
  const [t0, w0] = [await taskSeconds(), Date.now()];
  return async () => Math.round(((await taskSeconds()) - t0) / ((Date.now() - w0) / 1000_000));
}

test('60 s of tracking: zero long tasks on the main thread', async ({ page }) => {
  await observeLongTasks(page);
  await startTracking(page, 'backend=webgl&debug');
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
  console.log(`[longtasks] frames analysed during the minute: ${after - before}`);
  expect(after - before).toBeGreaterThan(20);
  expect(long, `long animation frames: ${JSON.stringify(loaf.slice(-10))}`).toEqual([]);

  // Hidden page (spec §4): the main thread tells the worker, which drops to one analysis a second.
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'hidden', { value: h, configurable: true });
      Object.defineProperty(document, 'visibilityState', {
        value: h ? 'hidden' : 'visible',
        configurable: true,
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await page.waitForTimeout(1500);
  const hiddenFrom = await analysed();
  await page.waitForTimeout(6000);
  const hiddenCount = (await analysed()) - hiddenFrom;
  console.log(`[longtasks] hidden page: ${hiddenCount} frames analysed in 6 s`);
  expect(hiddenCount).toBeGreaterThanOrEqual(3);
  expect(hiddenCount).toBeLessThanOrEqual(7);
  await setHidden(false);

  await test.step(`${THROTTLE}x CPU throttling for ${THROTTLED_MS / 1000} s: still zero long tasks`, async () => {
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
      // Which scripts ran in the long animation frames: part of the failure message, so a CI log
      // that keeps only the tail still says what took the time.
      const loaf = slowLong.length ? await longFramesSince(page, slowFrom) : [];
      // Tracking really went on: summaries kept coming and the status is live.
      expect(slowAnalysed).toBeGreaterThan(5);
      await expect(page.getByTestId('pose-status')).toHaveText('Detected');
      expect(slowLong, `long animation frames: ${JSON.stringify(loaf.slice(0, 10))}`).toEqual([]);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});
