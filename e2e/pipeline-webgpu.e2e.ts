// The same pipeline with WebGPU on SwiftShader (Chromium's software adapter): pinned to WebGPU it
// must still produce landmarks and survive a lost device, and the backend probe must time every
// backend and keep the fastest. (One WebGPU warm-up costs most of a minute here, so the device-loss
// check rides on the pinned test instead of a spec of its own.) The pinned test runs BlazePose
// lite: its shaders compile in a fraction of full's time on SwiftShader (Detected 35 s after the
// camera connected against 296 s for full, beside the screens project), so the check does not hang
// on the CPU's load; full on WebGPU is measured on a real GPU by bench/gpu.
import { expect, test } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import {
  backendLine,
  expectLandmarksNearHead,
  printPipelineLog,
  probeLine,
  startTracking,
} from './pipeline-helpers.ts';

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs({ webgpu: true }) },
});

test.describe('pose pipeline on WebGPU (SwiftShader)', () => {
  // WebGPU on SwiftShader compiles its shaders on the CPU: the warm-up can take minutes on a busy
  // 2-core machine, and one frame several seconds. Nothing here is a timing check: every wait is
  // generous (CI failed this test once at 8 minutes on a slow machine where a fresh clone had
  // passed it in 3), and each step prints when it is reached, so a failure says where it stopped.
  test.setTimeout(900_000);

  test('pinned to WebGPU it detects the person and draws landmarks; a lost device restarts analysis on WebGL', async ({
    page,
  }) => {
    printPipelineLog(page);
    const ms = await startTracking(page, 'backend=webgpu&model=lite&debug', 480_000);
    console.log(`[pipeline] webgpu: Detected ${ms} ms after the camera connected`);
    expect(await backendLine(page)).toMatch(/^webgpu/);
    const t0 = Date.now();
    const dots = await expectLandmarksNearHead(page);
    console.log(
      `[pipeline] webgpu: red px ${dots.nearHead} near head of ${dots.total}, ${Date.now() - t0} ms after Detected`,
    );
    const t1 = Date.now();
    // The ?debug overlay's 'Lose GPU context' destroys the pose worker's device: `device.lost`
    // resolves, the page says so and analysis restarts on the next backend (src/pipeline/pipeline.ts).
    await page.getByRole('button', { name: 'Lose GPU context' }).click();
    const status = page.getByTestId('pipeline-status');
    // The worker hears the click between two analyses, each several seconds on a busy SwiftShader.
    await expect(status).toHaveText(
      'The graphics device was lost (webgpu); analysis restarts on webgl',
      { timeout: 60_000 },
    );
    console.log(`[pipeline] device lost: said ${Date.now() - t1} ms after the click`);
    await expect(status).toHaveCount(0, { timeout: 240_000 });
    console.log(`[pipeline] restarted ${Date.now() - t1} ms after the click`);
    expect(await backendLine(page)).toMatch(/^webgl/);
    await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 180_000 });
    console.log(
      `[pipeline] webgl after the lost device: Detected ${Date.now() - t1} ms after the click`,
    );
  });

  test('the probe times every backend and keeps the fastest', async ({ page }) => {
    await startTracking(page, 'backend=auto&debug', 420_000);
    const line = (await probeLine(page)).replace(/^backend: /, '');
    console.log(`[pipeline] probe picked: ${line}`);
    // Every candidate is reported, timed or with the reason it was dropped (a warm-up past the deadline).
    for (const b of ['webgl', 'webgpu', 'wasm']) expect(line).toContain(`${b} `);
    const times = [...line.matchAll(/(webgpu|webgl|wasm) (\d+) ms/g)].map((m) => ({
      backend: m[1]!,
      ms: Number(m[2]),
    }));
    expect(times.length).toBeGreaterThan(0);
    const fastest = times.reduce((a, b) => (b.ms < a.ms ? b : a));
    expect(line.startsWith(fastest.backend)).toBe(true);
    await expectLandmarksNearHead(page);
  });
});
