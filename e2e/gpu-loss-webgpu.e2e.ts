// A lost WebGPU device on the real /app (WebGPU on SwiftShader, fake camera): the ?debug overlay's
// 'Lose GPU context' destroys the pose worker's device, `device.lost` resolves, and the page restarts
// analysis on WebGL (the next backend after a forced WebGPU).
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { openAndTrack } from './reliability-helpers.ts';

test.use({
  serviceWorkers: 'block',
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs({ webgpu: true }) },
});

/** 'analysed: N' from the ?debug overlay: frames the current pose worker has analysed. */
async function analysed(page: Page): Promise<number> {
  const text = (await page.getByTestId('debug-overlay').textContent()) ?? '';
  return Number(/analysed: (\d+)/.exec(text)?.[1] ?? -1);
}

test('a lost WebGPU device restarts analysis on WebGL, says so, and analysis goes on', async ({
  page,
}) => {
  // WebGPU on SwiftShader compiles its shaders on the CPU: minutes on a busy 2-core machine.
  test.setTimeout(540_000);
  page.on('console', (m) => {
    if (/\[(pipeline|pose)\]/.test(m.text())) console.log(`[page] ${m.text()}`);
  });
  await openAndTrack(page, 'backend=webgpu&model=lite&debug');
  const backend = page.getByTestId('probe');
  await expect(backend).toHaveText(/^backend: webgpu/, { timeout: 420_000 });
  // At once: one pose on SwiftShader's WebGPU can outlast the page's watchdog, whose own restart is
  // e2e/faults.e2e.ts's business; the device is watched from the moment the model is ready.
  await page.getByRole('button', { name: 'Lose GPU context' }).click();
  const status = page.getByTestId('pipeline-status');
  await expect(status).toHaveText(
    'The graphics device was lost (webgpu); analysis restarts on webgl',
    { timeout: 10_000 },
  );
  await expect(status).toHaveCount(0, { timeout: 180_000 });
  await expect(backend).toHaveText(/^backend: webgl/);
  await expect.poll(() => analysed(page), { timeout: 60_000 }).toBeGreaterThan(0);
});
