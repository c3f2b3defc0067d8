// Browser figures of bench/README.md, in real headless Debian Chromium (SwiftShader: no GPU
// here, so absolute milliseconds hold for this machine only; ratios and counts are what CI gates).
//   browser_inference_ms_median_{webgl,webgpu,wasm}  bare estimatePoses on the seated stills (harness;
//                                               webgpu in the full run only)
//   browser_pipeline_overhead_ratio             per analysed frame, bitmap+inference+engine+post over
//                                               the inference stage alone, same frames, same run
//   browser_main_busy_ratio_calibration         main-thread CPU time / wall time (CDP ThreadTime)
//                                               over the calibration window: from 3 s after
//                                               Detected, the countdown and its end (the dialog's
//                                               renders, the first minutes' garbage collection)
//   browser_main_long_tasks_calibration         main-thread tasks >= 50 ms in that window (reported;
//                                               readiness's long_tasks_75s gates the same moments)
//   browser_main_busy_ratio                     the same CPU ratio over the tracking window that
//                                               follows it (calibrated), one window, no retake
//   browser_main_long_tasks_60s                 main-thread tasks >= 50 ms in the tracking window
//   browser_main_task_ratio                     main-thread task time / wall time (CDP TaskDuration:
//                                               also the time the thread waited for a core), the
//                                               tracking window; reported
//   browser_frames_dropped_ratio                camera frames not analysed / frames delivered
//   camera_to_summary_ms_p95                    frame arrival in the worker -> summary on the page
import type { Page } from '@playwright/test';
import { mergeResults } from './results.mjs';
import { BENCH_PORT, startApp } from './app-server.ts';
import { bareInference, launch } from './bare-inference.ts';
import { median, p95, r1, r3 } from './stats.ts';

const quick = (process.env.BENCH_MODE ?? 'full') === 'quick';
const TRACK_S = quick ? 20 : 60;

interface WorkerTimings {
  frames: { bitmap: number; inference: number; engine: number; post: number }[];
  analysed: number;
  received: number;
}

/** Tracks with the fake camera and measures the main thread and the worker pipeline. */
async function pipeline(port: number) {
  const browser = await launch(false, true);
  try {
    const context = await browser.newContext({ permissions: ['camera'] });
    await context.addInitScript(() => {
      (window as unknown as { __postureBench: object }).__postureBench = { latencies: [] };
      const longTasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = longTasks;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => longTasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/app?backend=webgl`);
    await page.getByRole('button', { name: 'Start Tracking' }).click();
    await page
      .getByTestId('pose-status')
      .filter({ hasText: /^Detected$/ })
      .waitFor({ timeout: 180_000 });
    await page.waitForTimeout(3000); // past the first analyses and the calibration dialog opening
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)!.value;
    const taskTime = () => metric('TaskDuration');
    const threadTime = () => metric('ThreadTime');
    const snapshot = (p: Page) =>
      p.evaluate(async () => {
        const w = window as unknown as {
          __postureBench: { latencies: number[]; timings: () => Promise<unknown> };
        };
        return {
          t: (await w.__postureBench.timings()) as WorkerTimings,
          latencies: w.__postureBench.latencies.length,
        };
      });
    const before = await snapshot(page);
    const longTaskCount = () =>
      page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
    /**
     * Over the next `seconds`: the main thread's CPU time and its task time (which also holds the
     * time it waited for a core) over wall time, and the long tasks begun, per 60 s.
     */
    const trackWindow = async (seconds: number) => {
      const task0 = await taskTime();
      const cpu0 = await threadTime();
      const long0 = await longTaskCount();
      const wall0 = Date.now();
      await page.waitForTimeout(seconds * 1000);
      const wall = (Date.now() - wall0) / 1000;
      const task = ((await taskTime()) - task0) / wall;
      const cpu = ((await threadTime()) - cpu0) / wall;
      return { task, cpu, long: Math.round((((await longTaskCount()) - long0) * 60) / seconds) };
    };
    // Two windows of TRACK_S, one after the other. The first holds the calibration countdown and
    // its end: the dialog renders every second and the page collects the garbage of its start, so
    // its main thread reads more (0.050-0.061 CPU against 0.031-0.035 once calibrated, 2026-11-30,
    // bench/README.md#keys-and-budgets): it has its own figure and budget instead of a retake that hid it.
    // The second is tracking, calibrated; its figures are gated on that one window. CPU time, not
    // task time, because another process on the 2 cores stretches the tasks, not their CPU.
    const calibration = await trackWindow(TRACK_S);
    // The pipeline's per-frame figures over the first window, as before the windows were split.
    const after = await snapshot(page);
    const stillCalibrating = await page.getByRole('dialog').count();
    if (stillCalibrating)
      throw new Error(
        `the calibration dialog is still open ${TRACK_S + 3} s after Detected: the tracking window would hold it`,
      );
    const tracking = await trackWindow(TRACK_S);
    const latencies = await page.evaluate(
      (from) =>
        (
          window as unknown as { __postureBench: { latencies: number[] } }
        ).__postureBench.latencies.slice(from),
      before.latencies,
    );
    const frames = after.t.frames.slice(-Math.max(1, after.t.analysed - before.t.analysed));
    const inference = frames.map((f) => f.inference);
    const perFrame = frames.map((f) => f.bitmap + f.inference + f.engine + f.post);
    const received = after.t.received - before.t.received;
    const analysed = after.t.analysed - before.t.analysed;
    return {
      browser_pipeline_overhead_ratio: r3(median(perFrame) / median(inference)),
      browser_pipeline_frame_ms_median: r1(median(perFrame)),
      browser_inference_ms_p95: r1(p95(inference)),
      browser_main_long_tasks_60s: tracking.long,
      browser_main_busy_ratio: r3(tracking.cpu),
      browser_main_task_ratio: r3(tracking.task),
      browser_main_busy_ratio_calibration: r3(calibration.cpu),
      browser_main_task_ratio_calibration: r3(calibration.task),
      browser_main_long_tasks_calibration: calibration.long,
      browser_frames_delivered: received,
      browser_frames_analysed: analysed,
      browser_frames_dropped_ratio: r3(received ? (received - analysed) / received : NaN),
      camera_to_summary_ms_p95: r1(p95(latencies)),
      browser_tracked_seconds: TRACK_S,
    };
  } finally {
    await browser.close();
  }
}

const results: Record<string, number | string> = {};
const webgl = await bareInference('webgl', quick ? 8 : 36);
Object.assign(results, {
  browser_inference_ms_median_webgl: r1(webgl.median),
  browser_backend_webgl: webgl.backend,
  browser_adapter_webgl: webgl.adapter,
});
console.log(
  `[bench:browser] bare inference webgl: ${r1(webgl.median)} ms median over ${webgl.frames} frames (${webgl.adapter})`,
);
// The CPU backend next to the emulated GPUs (the app's probe picks it on software WebGL).
const wasm = await bareInference('wasm', quick ? 8 : 36);
Object.assign(results, {
  browser_inference_ms_median_wasm: r1(wasm.median),
  browser_backend_wasm: wasm.backend,
  browser_adapter_wasm: wasm.adapter,
});
console.log(
  `[bench:browser] bare inference wasm: ${r1(wasm.median)} ms median over ${wasm.frames} frames (${wasm.adapter})`,
);
// WebGPU on SwiftShader costs about a minute of shader compiles before its first frame, and its
// figure is reported, not gated: --quick (CI) leaves it out. CI still runs the app's pipeline on
// WebGPU in e2e/pipeline-webgpu.e2e.ts; the full bench measures it here.
if (quick)
  console.log('[bench:browser] WebGPU not measured in --quick (reported only; about 1 min)');
else
  try {
    const webgpu = await bareInference('webgpu', 6);
    Object.assign(results, {
      browser_inference_ms_median_webgpu: r1(webgpu.median),
      browser_backend_webgpu: webgpu.backend,
      browser_adapter_webgpu: webgpu.adapter,
    });
    console.log(
      `[bench:browser] bare inference webgpu: ${r1(webgpu.median)} ms median over ${webgpu.frames} frames (${webgpu.adapter})`,
    );
  } catch (e) {
    console.log(`[bench:browser] WebGPU not measured: ${(e as Error).message.split('\n')[0]}`);
  }
const port = BENCH_PORT;
const app = await startApp(port);
try {
  Object.assign(results, await pipeline(port));
} finally {
  app.kill('SIGTERM');
}
console.table(results);
mergeResults(results);
