// On the real /app (fake camera, real workers): a lost WebGL context must not leave the page
// showing stale results. The ?debug overlay's 'Lose GPU context' calls WEBGL_lose_context in the
// pose worker; the page restarts analysis on the next backend (WASM after a forced WebGL).
// e2e/pipeline-webgpu.e2e.ts does the same for a destroyed WebGPU device.
import { expect, test, type Page } from '@playwright/test';
import { openAndTrack } from './reliability-helpers.ts';

test.use({ serviceWorkers: 'block' });

/** 'analysed: N' from the ?debug overlay: frames the current pose worker has analysed. */
async function analysed(page: Page): Promise<number> {
  const text = (await page.getByTestId('debug-overlay').textContent()) ?? '';
  return Number(/analysed: (\d+)/.exec(text)?.[1] ?? -1);
}

test('a lost WebGL context restarts analysis on WASM, says so, and analysis goes on', async ({
  page,
}) => {
  test.setTimeout(420_000);
  page.on('console', (m) => {
    if (/\[(pipeline|pose)\]/.test(m.text())) console.log(`[page] ${m.text()}`);
  });
  await openAndTrack(page, 'backend=webgl&model=lite&debug');
  const backend = page.getByTestId('probe');
  await expect(backend).toHaveText(/^backend: webgl/, { timeout: 240_000 });
  // Past WebGL's warm-up on SwiftShader (its first frames stalled 25 s on a CI run, long enough for
  // the watchdog to restart the worker as not answering before the loss could be told apart).
  await expect.poll(() => analysed(page), { timeout: 180_000 }).toBeGreaterThanOrEqual(5);

  await page.getByRole('button', { name: 'Lose GPU context' }).click();
  const status = page.getByTestId('pipeline-status');
  await expect(status).toHaveText(
    'The graphics device was lost (webgl); analysis restarts on wasm',
    { timeout: 10_000 },
  );
  await expect(status).toHaveCount(0, { timeout: 180_000 });
  await expect(backend).toHaveText(/^backend: wasm/);
  // The status bar keeps saying which backend was lost, after the restart notice has gone.
  await expect(page.getByTestId('backend')).toHaveText('wasm (webgl was lost)');
  // The new worker analyses frames again (its own counter starts at 0).
  await expect.poll(() => analysed(page), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
});
