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
  probeLine,
  startTracking,
} from './pipeline-helpers.ts';

test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs({ webgpu: true }) },
});

test.describe('pose pipeline on WebGPU (SwiftShader)', () => {
  // WebGPU on SwiftShader compiles its shaders on the CPU: the warm-up can take minutes on a busy
  // 2-core machine, and one frame several seconds.
  test.setTimeout(480_000);

  test('pinned to WebGPU it detects the person and draws landmarks; a lost device restarts analysis on WebGL', async ({
    page,
  }) => {
    const ms = await startTracking(page, 'backend=webgpu&model=lite&debug', 420_000);
    expect(await backendLine(page)).toMatch(/^webgpu/);
    const t0 = Date.now();
    const dots = await expectLandmarksNearHead(page);
    console.log(
      `[pipeline] webgpu: Detected ${ms} ms after the camera connected; red px ${dots.nearHead} near head of ${dots.total}, ${Date.now() - t0} ms after Detected`,
    );
    // The ?debug overlay's 'Lose GPU context' destroys the pose worker's device: `device.lost`
    // resolves, the page says so and analysis restarts on the next backend (src/pipeline/pipeline.ts).
    await page.getByRole('button', { name: 'Lose GPU context' }).click();
    const status = page.getByTestId('pipeline-status');
    await expect(status).toHaveText(
      'The graphics device was lost (webgpu); analysis restarts on webgl',
      { timeout: 10_000 },
    );
    await expect(status).toHaveCount(0, { timeout: 180_000 });
    expect(await backendLine(page)).toMatch(/^webgl/);
    await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 120_000 });
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
