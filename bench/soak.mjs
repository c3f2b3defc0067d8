#!/usr/bin/env node
// 5-minute soak of the pose pipeline (not in CI): real app, real BlazePose full on WebGL
// (SwiftShader), fake camera. Reports the pose worker's live tensors (tf.memory()) and the main
// thread's JS heap (CDP Runtime.getHeapUsage) once detection is running and at the end.
//   node bench/soak.mjs            (SOAK_MS=300000 by default; BACKEND=webgl|webgpu|auto)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { chromium } from '@playwright/test';

register();
const { chromiumArgs, CHROMIUM_PATH } = await import('../e2e/chromium.ts');
const root = fileURLToPath(new URL('..', import.meta.url));
// `npm run bench -- --long` runs it for 10 minutes and merges the growth figures into latest.json.
const LONG = process.env.BENCH_MODE === 'long';
const SOAK_MS = Number(process.env.SOAK_MS ?? (LONG ? 600_000 : 300_000));
const PORT = Number(process.env.SOAK_PORT ?? 3177);
const BACKEND = process.env.BACKEND ?? 'webgl';

const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/app`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 240) throw new Error('app server did not start');
  await new Promise((ok) => setTimeout(ok, 500));
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs({ webgpu: BACKEND !== 'webgl' }),
});
try {
  const context = await browser.newContext({ permissions: ['camera'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/app?backend=${BACKEND}&debug`);
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await page
    .getByTestId('pose-status')
    .filter({ hasText: /^Detected$/ })
    .waitFor({ timeout: 300_000 });
  const overlay = () => page.getByTestId('debug-overlay').innerText();
  const sample = async () => {
    const text = await overlay();
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return {
      atS: 0,
      tensors: Number(text.match(/tensors: (\d+)/)?.[1]),
      analysed: Number(text.match(/analysed: (\d+)/)?.[1]),
      mainHeapMB: +(usedSize / 1e6).toFixed(2),
      inferenceMs: Number(text.match(/inference: ([\d.]+)/)?.[1]),
      poseStatus: await page.getByTestId('pose-status').innerText(),
    };
  };
  await page.waitForTimeout(3000);
  // Every sample is taken after a full GC, the first one too, so growth compares like with like.
  await cdp.send('HeapProfiler.collectGarbage');
  const start = await sample();
  const t0 = Date.now();
  const samples = [start];
  while (Date.now() - t0 < SOAK_MS) {
    await page.waitForTimeout(Math.min(30_000, SOAK_MS - (Date.now() - t0)));
    await cdp.send('HeapProfiler.collectGarbage');
    const s = { ...(await sample()), atS: Math.round((Date.now() - t0) / 1000) };
    samples.push(s);
    console.log(
      `[soak] ${s.atS}s tensors=${s.tensors} analysed=${s.analysed} mainHeap=${s.mainHeapMB}MB inference=${s.inferenceMs}ms pose=${s.poseStatus}`,
    );
  }
  const end = samples.at(-1);
  const report = {
    backend: BACKEND,
    durationS: Math.round((Date.now() - t0) / 1000),
    start,
    end,
    samples,
  };
  writeFileSync(
    fileURLToPath(new URL('./soak-results.json', import.meta.url)),
    JSON.stringify(report, null, 2) + '\n',
  );
  console.log(
    `[soak] tensors ${start.tensors} -> ${end.tensors}; main JS heap ${start.mainHeapMB} -> ${end.mainHeapMB} MB; ${end.analysed - start.analysed} frames analysed`,
  );
  if (LONG) {
    const { mergeResults } = await import('./results.mjs');
    mergeResults({
      tensors_growth_10min: end.tensors - start.tensors,
      heap_growth_mb_10min: +(end.mainHeapMB - start.mainHeapMB).toFixed(2),
    });
  }
  if (end.tensors !== start.tensors) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
