// Bare inference for bench/browser.bench.ts (browser_inference_ms_median_*): estimatePoses alone
// on the seated stills in the pose harness page (e2e/harness), in headless Debian Chromium.
import { chromium, type Browser } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { buildHarness, serveHarness } from '../e2e/harness/serve.mjs';
import { root } from './app-server.ts';
import { median } from './stats.ts';

const images = join(root, 'tests/fixtures/seated/images');
const stills = ['good', 'slouched'].flatMap((d) =>
  readdirSync(join(images, d))
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => `/seated/${d}/${f}`),
);

export async function launch(webgpu: boolean, camera: boolean): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ webgpu, ...(camera ? {} : { camera: null }) }),
  });
}

/** Bare estimatePoses on the stills, letterboxed to 640x480 like the camera, after two warm-ups. */
export async function bareInference(backend: 'webgl' | 'webgpu' | 'wasm', frames: number) {
  await buildHarness();
  const server = (await serveHarness({ '/seated/': images })) as { url: string; close(): void };
  const browser = await launch(backend === 'webgpu', false);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/pose.html`);
    await page.waitForFunction(() => 'poseHarness' in window);
    const info = await page.evaluate(
      (b) => window.poseHarness.init({ modelType: 'full', backend: b, enableSmoothing: false }),
      backend,
    );
    const adapter = await page.evaluate(async (b) => {
      if (b === 'webgpu') {
        type Info = { vendor: string; architecture: string; description: string };
        const gpu = (
          navigator as unknown as { gpu?: { requestAdapter(): Promise<{ info?: Info } | null> } }
        ).gpu;
        const a = await gpu?.requestAdapter();
        return a?.info
          ? `${a.info.vendor} ${a.info.architecture} ${a.info.description}`.trim()
          : 'unknown';
      }
      if (b === 'wasm')
        return `WASM SIMD ${crossOriginIsolated ? 'with' : 'without'} threads (${navigator.hardwareConcurrency} cores)`;
      const gl = document.createElement('canvas').getContext('webgl2');
      const ext = gl?.getExtension('WEBGL_debug_renderer_info');
      return ext ? String(gl!.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    }, backend);
    const times: number[] = [];
    for (let i = 0; i < frames + 2; i++) {
      const url = stills[i % stills.length]!;
      const ms = await page.evaluate(
        ([u, t]) =>
          window.poseHarness.timeEstimate(u, {
            letterbox: { width: 640, height: 480 },
            timestamp: t,
          }),
        [url, i * 100] as [string, number],
      );
      if (i >= 2) times.push(ms);
    }
    return {
      backend: info.backend as string,
      adapter,
      median: median(times),
      frames: times.length,
    };
  } finally {
    await browser.close();
    server.close();
  }
}
