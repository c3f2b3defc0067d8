// What tracking costs the machine, against what the camera alone costs: CPU cores of the whole
// Chromium process tree (user + system of the browser and all its children, bench/proc-cpu.ts),
// in one browser, one run, on the built app with the fake camera showing one good seated still
// (e2e/nag-clip.ts, looped: steady good posture, so low power comes on with 'Auto' after 30 s).
//   cpu_floor_cores            a bare page on the same origin that only shows the same camera in a
//                              <video> with the app's constraints (src/browser/camera.ts), measured
//                              before and after /app and averaged (one window alone moves 0.066-0.096
//                              cores on this shared machine); cpu_floor_{first,last}_cores the two
//   cpu_low_power_cores        /app after 'Calibrated', once the status says low power
//   cpu_tracking_cores         the same run at full rate once Low-power mode is set 'Off'
//   cpu_tracking_vs_floor, cpu_low_power_vs_floor   the two over the floor
//   cpu_{tracking,low_power}_analyses_per_s          analysed frames a second (the worker's count)
//   cpu_ms_per_analysis        CPU ms per analysis above the floor, at full rate
//   cpu_tracking_offscreen_cores   full rate with the video canvas off screen (full run only)
//   cpu_tracking_fps_<N>_*     with BENCH_CPU_FPS=N: full rate again with the camera track set to
//                              N fps by the bench (an A/B of the app's camera rate in one run)
//   cpu_{floor,tracking,low_power}_{browser,renderer,gpu,video_capture,other}   per process type
//   npx tsx bench/cpu.bench.ts [--quick]
import { chromium } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { seatedStills, writeClip } from '../e2e/nag-clip.ts';
import { CAMERA_CONSTRAINTS } from '../src/browser/camera.ts';
import { BENCH_PORT, startApp } from './app-server.ts';
import { meanFloor, measure, waitMark, WINDOW_MS, type Window } from './cpu-window.ts';
import { chromiumRoots, PROCESS_TYPES } from './proc-cpu.ts';
import { BUDGETS } from './budgets.mjs';
import { mergeResults } from './results.mjs';
import { r1, r3 } from './stats.ts';

const quick = (process.env.BENCH_MODE ?? 'full') === 'quick';
const SETTLE_MS = 3_000;
const LOW_POWER_GATE = Number(BUDGETS.find((b) => b.key === 'cpu_low_power_vs_floor')?.max);
const t0 = performance.now();
const log = (what: string) =>
  console.log(`[bench:cpu] ${((performance.now() - t0) / 1000).toFixed(0)} s: ${what}`);

const app = await startApp(BENCH_PORT);
const origin = `http://127.0.0.1:${BENCH_PORT}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs({ camera: writeClip('cpu', Array(10).fill(seatedStills('good')[0]!)) }),
});
try {
  const [root, ...others] = chromiumRoots();
  if (!root || others.length) throw new Error(`expected one Chromium, found ${[root, ...others]}`);
  const context = await browser.newContext({ permissions: ['camera'] });
  await context.addInitScript(() => {
    (window as unknown as Record<string, unknown>).__postureBench = { latencies: [] };
  });

  // (a) The floor: the same camera, shown and nothing else, on the app's origin.
  const floorWindow = async (which: string) => {
    const bare = await context.newPage();
    await bare.goto(`${origin}/api/health`);
    await bare.setContent('<video autoplay muted playsinline width="640" height="480"></video>');
    await bare.evaluate(async (constraints) => {
      const v = document.querySelector('video')!;
      v.srcObject = await navigator.mediaDevices.getUserMedia(constraints);
      await v.play();
    }, CAMERA_CONSTRAINTS);
    await bare.waitForTimeout(SETTLE_MS);
    log(`floor window (${which})`);
    const w = await measure(root, null);
    await bare.close();
    return w;
  };
  const floorFirst = await floorWindow('first');

  // (c) /app once the status says low power (the default 'Auto', after 30 s of steady posture
  // from the start), then (b) the same run at full rate once 'Off' is chosen in the settings.
  const page = await context.newPage();
  await page.goto(`${origin}/app`);
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await waitMark(page, 'calibrated', 180_000);
  await page.getByTestId('low-power').waitFor({ timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  log('calibrated, low power; its window');
  let low = await measure(root, page);
  if (!low.lowPowerAtEnd) throw new Error('low power ended inside its window');
  // Another process on the 2 shared cores only ever adds CPU: past the gate against the first
  // floor, low power gets a second window and the quieter of the two counts (both reported).
  const lowWindows = [low.cores.total];
  if (low.cores.total / floorFirst.cores.total > LOW_POWER_GATE) {
    log('low power past the gate against the first floor; a second window');
    const again = await measure(root, page);
    if (!again.lowPowerAtEnd) throw new Error('low power ended inside its second window');
    lowWindows.push(again.cores.total);
    if (again.cores.total < low.cores.total) low = again;
  }
  const settings = page.getByRole('button', { name: 'Settings' });
  await settings.click();
  // From the keyboard (react-aria's label takes the pointer over its hidden input).
  const off = page
    .getByRole('radiogroup', { name: 'Low-power mode' })
    .getByRole('radio', { name: 'Off' });
  await off.focus();
  await page.keyboard.press('Space');
  if (!(await off.isChecked())) throw new Error("could not choose low-power 'Off'");
  await settings.click();
  await page.getByTestId('low-power').waitFor({ state: 'detached', timeout: 10_000 });
  await page.waitForTimeout(SETTLE_MS);
  log('full rate; its window');
  const tracking = await measure(root, page);
  if (tracking.lowPowerAtEnd) throw new Error('low power was on in the full-rate window');
  // Full rate with the video canvas off screen (display:none: nothing drawn, analysis goes on);
  // the full run only, or BENCH_CPU_OFFSCREEN=1.
  let offscreen: Window | null = null;
  if (!quick || process.env.BENCH_CPU_OFFSCREEN === '1') {
    await page.getByTestId('pose-canvas').evaluate((c: HTMLElement) => (c.style.display = 'none'));
    await page.waitForTimeout(SETTLE_MS);
    log('full rate, canvas off screen; its window');
    offscreen = await measure(root, page);
    await page.getByTestId('pose-canvas').evaluate((c: HTMLElement) => (c.style.display = 'block'));
  }
  // A/B of the camera's frame rate at full rate: the bench sets the track itself (same size).
  const altFps = Number(process.env.BENCH_CPU_FPS ?? 0);
  let alt: Window | null = null;
  if (altFps > 0) {
    await page.evaluate(async (fps) => {
      type Probe = { __postureBench: { track: () => MediaStreamTrack } };
      const track = (window as unknown as Probe).__postureBench.track();
      const { width, height } = track.getSettings();
      await track.applyConstraints({
        width: { ideal: width },
        height: { ideal: height },
        frameRate: { max: fps },
      });
    }, altFps);
    await page.waitForTimeout(SETTLE_MS);
    log(`full rate, camera at ${altFps} fps; its window`);
    alt = await measure(root, page);
  }
  await page.close();
  const floorLast = await floorWindow('last');
  const floor = meanFloor(floorFirst, floorLast);

  const msPer = (w: Window) =>
    ((w.cores.total - floor.cores.total) * 1000) / Math.max(w.perSecond, 1e-9);
  const perType = (label: string, w: Window) =>
    Object.fromEntries(PROCESS_TYPES.map((t) => [`cpu_${label}_${t}`, r3(w.cores[t])]));
  const results = {
    cpu_floor_cores: r3(floor.cores.total),
    cpu_floor_first_cores: r3(floorFirst.cores.total),
    cpu_floor_last_cores: r3(floorLast.cores.total),
    cpu_tracking_cores: r3(tracking.cores.total),
    cpu_low_power_cores: r3(low.cores.total),
    cpu_low_power_windows: lowWindows.map(r3),
    cpu_tracking_vs_floor: r3(tracking.cores.total / floor.cores.total),
    cpu_low_power_vs_floor: r3(low.cores.total / floor.cores.total),
    cpu_tracking_analyses_per_s: r1(tracking.perSecond),
    cpu_low_power_analyses_per_s: r1(low.perSecond),
    cpu_ms_per_analysis: r1(msPer(tracking)),
    cpu_window_s: WINDOW_MS / 1000,
    ...(offscreen
      ? {
          cpu_tracking_offscreen_cores: r3(offscreen.cores.total),
          cpu_tracking_offscreen_analyses_per_s: r1(offscreen.perSecond),
        }
      : {}),
    ...(alt
      ? {
          [`cpu_tracking_fps_${altFps}_cores`]: r3(alt.cores.total),
          [`cpu_tracking_fps_${altFps}_vs_floor`]: r3(alt.cores.total / floor.cores.total),
          [`cpu_tracking_fps_${altFps}_analyses_per_s`]: r1(alt.perSecond),
          [`cpu_tracking_fps_${altFps}_ms_per_analysis`]: r1(msPer(alt)),
        }
      : {}),
    ...perType('floor', floor),
    ...perType('tracking', tracking),
    ...perType('low_power', low),
  };
  console.table(
    Object.fromEntries(
      [
        ['floor', floor],
        ['tracking', tracking],
        ['low power', low],
        ...(alt ? [[`${altFps} fps`, alt]] : []),
      ].map(([k, w]) => [
        k,
        {
          ...Object.fromEntries(Object.entries((w as Window).cores).map(([t, c]) => [t, r3(c)])),
          per_s: r1((w as Window).perSecond),
        },
      ]),
    ),
  );
  mergeResults(results);
} finally {
  await browser.close();
  app.kill('SIGTERM');
}
