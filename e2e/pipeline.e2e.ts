// The pose pipeline end to end in real headless Chromium: fake camera (the seated clip) ->
// MediaStreamTrackProcessor -> pose worker (real BlazePose full) -> draw worker -> canvas pixels.
import { expect, test } from '@playwright/test';
import {
  backendLine,
  EXPECTED_HEAD,
  expectLandmarksNearHead,
  probeLine,
  startTracking,
} from './pipeline-helpers.ts';

test.describe('pose pipeline on WebGL', () => {
  test('starts tracking, detects the seated person and draws red landmarks on the head', async ({
    page,
  }) => {
    // Pinned WebGL compiles its shaders on SwiftShader: about 25 s on a quiet machine, past the
    // default 120 s on a loaded CI one (it timed out there twice).
    test.setTimeout(300_000);
    const ms = await startTracking(page, 'backend=webgl', 240_000);
    await expect(page.getByTestId('frame-source')).toHaveText('track-processor');
    const dots = await expectLandmarksNearHead(page);
    console.log(
      `[pipeline] webgl: Detected ${ms} ms after the camera connected; backend ${await backendLine(page)}; red px ${dots.nearHead} near head (${EXPECTED_HEAD.x.toFixed(0)},${EXPECTED_HEAD.y.toFixed(0)}) of ${dots.total}`,
    );
    expect(await backendLine(page)).toMatch(/^webgl/);
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
    await expect(page.getByRole('button', { name: 'Resume Tracking' })).toBeVisible();
    // Leaving /app (client-side) unmounts the screen: both workers are terminated.
    const workers = page.workers();
    expect(workers).toHaveLength(2);
    const closed = workers.map((w) => new Promise((ok) => w.once('close', ok)));
    await page.evaluate(() => {
      history.pushState(null, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await Promise.all(closed);
  });
});

test.describe('frame paths', () => {
  // The frame path does not depend on the backend: this one runs on the app's own choice (WASM
  // here), ready in seconds where a pinned WebGL on SwiftShader takes about 25.
  test('the <video> + ImageBitmap fallback frame path (forced with ?frames=fallback) also produces landmarks', async ({
    page,
  }) => {
    await startTracking(page, 'frames=fallback');
    await expect(page.getByTestId('frame-source')).toHaveText('video-fallback');
    const dots = await expectLandmarksNearHead(page);
    console.log(`[pipeline] fallback frames: red px ${dots.nearHead} near head of ${dots.total}`);
  });
});

test.describe('model load failure', () => {
  // The app's service worker fetches (and caches) the models itself, out of reach of page routes.
  test.use({ serviceWorkers: 'block' });

  test('a model that cannot load shows a clear error; Retry while tracking loads it and detection starts', async ({
    page,
  }) => {
    let block = true;
    await page
      .context()
      .route('**/models/blazepose/blazepose-full.bin', (route) =>
        block ? route.fulfill({ status: 503, body: 'down' }) : route.continue(),
      );
    await page.goto('/app');
    const alert = page.getByRole('alert').filter({ hasText: 'pose model could not load' });
    // Generous: on a loaded 2-core machine the page and the first 6 MB take a while.
    await expect(alert).toBeVisible({ timeout: 90_000 });
    await expect(alert).toContainText('blazepose-full.bin (HTTP 503)');
    // Tracking can start without a model: the video shows, detection waits for the model.
    await page.getByRole('button', { name: 'Start Tracking' }).click();
    await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
    block = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert).toBeHidden({
      timeout: 90_000,
    });
    // The reload's download and shader warm-up: a minute on a loaded 2-core machine.
    await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 90_000 });
    await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 90_000 });
  });
});

test.describe('backend probe memory', () => {
  test("'auto' remembers the probe's choice on this device: after a reload only that backend warms up", async ({
    page,
  }) => {
    await page.goto('/app?debug');
    const first = await probeLine(page);
    const chosen = /^backend: (\w+) \(probe: /.exec(first)?.[1];
    expect(chosen, first).toBeTruthy();
    expect(first).not.toContain('was the fastest here');
    await page.reload();
    const second = await probeLine(page);
    console.log(`[pipeline] probe, first load: ${first}; after a reload: ${second}`);
    expect(second).toMatch(new RegExp(`^backend: ${chosen} \\(probe: ${chosen} warm-up \\d+ ms`));
    const day = new Date().toISOString().slice(0, 10);
    for (const other of ['webgl', 'webgpu', 'wasm'].filter((b) => b !== chosen))
      expect(second).toContain(`${other} skipped: ${chosen} was the fastest here on ${day}`);
  });
});
