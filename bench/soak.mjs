#!/usr/bin/env node
// No slow leaks: 10 minutes of tracking on the built /app (the app's own backend, fake camera,
// low power 'Off' so every analysis the rate allows runs). After a warm-up (calibrated, then
// WARMUP_MS), it samples every 30 s, each time after a full GC in the page and in the pose worker
// (CDP HeapProfiler.collectGarbage): the worker's live tensors (tf.memory(), through the bench
// probe, src/pipeline/bench-probe.ts) and the used JS heap of the page and of the pose worker
// (CDP Runtime.getHeapUsage; the worker through a CDP session attached to it).
//   leak_tensors_start / _end, tensors_growth_10min    live tensors after warm-up and at the end
//   leak_heap_growth_ratio_page / _worker              used heap at the end over after warm-up
//   heap_growth_mb_10min                               the page's growth in MB
//   leak_analysed                                      frames analysed between the two
// `npm run bench` (full) and `--long` run it (`--quick` does not); alone:
//   node bench/soak.mjs   (SOAK_MS=600000, WARMUP_MS=60000, BACKEND=auto|wasm|webgl|webgpu;
//                          BENCH_PORT as in bench/app-server.ts)
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { chromium } from '@playwright/test';

register();
const { chromiumArgs, CHROMIUM_PATH } = await import('../e2e/chromium.ts');
const { BENCH_PORT, startApp } = await import('./app-server.ts');
const { SETTINGS_STORAGE_KEY } = await import('../src/state/settings.ts');
const { workerSession } = await import('./worker-cdp.mjs');
const SOAK_MS = Number(process.env.SOAK_MS ?? 600_000);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 60_000);
const SAMPLE_MS = 30_000;
const BACKEND = process.env.BACKEND ?? 'auto';

const app = await startApp(BENCH_PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() });
try {
  const context = await browser.newContext({ permissions: ['camera'] });
  await context.addInitScript((key) => {
    window.__postureBench = { latencies: [] };
    // The page's own storage, seeded before the app reads its settings (Low-power mode 'Off').
    // eslint-disable-next-line no-restricted-globals
    localStorage.setItem(key, JSON.stringify({ lowPower: 'off' }));
  }, SETTINGS_STORAGE_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`http://127.0.0.1:${BENCH_PORT}/app?backend=${BACKEND}`);
  const worker = await workerSession(cdp, /pose/);
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await page.waitForFunction(() => performance.getEntriesByName('posture:calibrated').length > 0, {
    timeout: 300_000,
    polling: 500,
  });
  await page.waitForTimeout(WARMUP_MS);

  const heapMB = async (send) => {
    await send('HeapProfiler.collectGarbage');
    const { usedSize } = await send('Runtime.getHeapUsage');
    return +(usedSize / 1e6).toFixed(3);
  };
  const t0 = Date.now();
  const sample = async () => {
    const { tensors, analysed } = await page.evaluate(async () => {
      const p = window.__postureBench;
      const [m, t] = await Promise.all([p.memory(), p.timings()]);
      return { tensors: m.numTensors, analysed: t.analysed };
    });
    return {
      atS: Math.round((Date.now() - t0) / 1000),
      tensors,
      analysed,
      pageHeapMB: await heapMB((m, p) => cdp.send(m, p)),
      workerHeapMB: await heapMB(worker.send),
    };
  };
  const start = await sample();
  const samples = [start];
  console.log(`[soak] after warm-up: ${JSON.stringify(start)}`);
  while (Date.now() - t0 < SOAK_MS) {
    await page.waitForTimeout(Math.min(SAMPLE_MS, SOAK_MS - (Date.now() - t0)));
    const s = await sample();
    samples.push(s);
    console.log(
      `[soak] ${s.atS}s tensors=${s.tensors} analysed=${s.analysed} page=${s.pageHeapMB}MB worker=${s.workerHeapMB}MB`,
    );
  }
  const end = samples.at(-1);
  const report = { backend: BACKEND, warmupS: WARMUP_MS / 1000, workers: worker.attached, samples };
  writeFileSync(
    fileURLToPath(new URL('./soak-results.json', import.meta.url)),
    JSON.stringify(report, null, 2) + '\n',
  );
  if (worker.attached !== 1) throw new Error(`the pose worker restarted (${worker.attached})`);
  const results = {
    leak_tensors_start: start.tensors,
    leak_tensors_end: end.tensors,
    tensors_growth_10min: end.tensors - start.tensors,
    leak_heap_growth_ratio_page: +(end.pageHeapMB / start.pageHeapMB).toFixed(3),
    leak_heap_growth_ratio_worker: +(end.workerHeapMB / start.workerHeapMB).toFixed(3),
    heap_growth_mb_10min: +(end.pageHeapMB - start.pageHeapMB).toFixed(2),
    leak_analysed: end.analysed - start.analysed,
    leak_window_s: end.atS,
  };
  console.table(results);
  if (process.env.BENCH_MODE) {
    const { mergeResults } = await import('./results.mjs');
    mergeResults(results);
  }
} finally {
  await browser.close();
  app.kill('SIGTERM');
}
