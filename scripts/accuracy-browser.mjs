// The browser step of `npm run accuracy`: real BlazePose (full, or lite with --model lite) through
// the app's own detector module (workers/pose/detector.ts, via the e2e/harness pose page) in
// headless Debian Chromium, WebGL on SwiftShader. Same page and settings as
// scripts/record-seated-landmarks.mjs.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildHarness, serveHarness } from '../e2e/harness/serve.mjs';
import { splitMjpeg } from './accuracy-data.mjs';

const { chromiumArgs, CHROMIUM_PATH } = await import('../e2e/chromium.ts');
const WIDTH = 640;
const HEIGHT = 480;
const round = (k) => ({
  x: +k.x.toFixed(4),
  y: +k.y.toFixed(4),
  z: +(k.z ?? 0).toFixed(4),
  score: +(k.score ?? 0).toFixed(5),
  name: k.name,
});

export async function openBrowser() {
  await buildHarness();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: null }),
  });
  const temp = mkdtempSync(join(tmpdir(), 'accuracy-'));
  return {
    async record(ds, plan, sources, modelType = 'full') {
      const isMjpeg = ds.video && /\.mjpe?g$/i.test(ds.video);
      const mounts = {};
      if (ds.stills) mounts['/data/'] = ds.stills;
      else if (isMjpeg) {
        // Chromium's <video> cannot play a bare MJPEG: the sampled frames become stills.
        const frames = splitMjpeg(ds.video);
        const fps = ds.mjpegFps ?? 30;
        for (const p of plan) {
          const idx = Math.min(frames.length - 1, Math.floor(p.t * fps));
          p.url = `/data/f-${idx}.jpg`;
          writeFileSync(join(temp, `f-${idx}.jpg`), frames[idx]);
        }
        mounts['/data/'] = temp;
      } else mounts['/data/'] = dirname(ds.video);
      const server = await serveHarness(mounts);
      const page = await browser.newPage();
      page.on('console', (m) => m.type() === 'error' && console.error('[page]', m.text()));
      try {
        await page.goto(`${server.url}/pose.html`);
        await page.waitForFunction(() => 'poseHarness' in window);
        const video = Boolean(ds.video);
        const info = await page.evaluate(
          ([smooth, model]) =>
            window.poseHarness.init({
              modelType: model,
              backend: 'webgl',
              enableSmoothing: smooth,
            }),
          [video, modelType],
        );
        const frames = [];
        const t0 = Date.now();
        for (const [i, p] of plan.entries()) {
          const opts = {
            letterbox: { width: WIDTH, height: HEIGHT },
            reset: !video || i === 0,
            timestamp: video ? p.t * 1000 : i * 1000,
          };
          const pose =
            ds.stills || isMjpeg
              ? await page.evaluate(
                  ([url, o]) => window.poseHarness.estimateImage(url, o),
                  [p.url ?? `/data/${p.file}`, opts],
                )
              : await page.evaluate(
                  ([url, t, o]) => window.poseHarness.estimateVideoAt(url, t, o),
                  [`/data/${ds.video.split('/').pop()}`, p.t, opts],
                );
          frames.push({
            file: p.file,
            label: p.label,
            ...(p.t === undefined ? {} : { t: p.t }),
            keypoints: pose ? pose.keypoints.map(round) : null,
            keypoints3D: pose?.keypoints3D ? pose.keypoints3D.map(round) : null,
          });
          if ((i + 1) % 10 === 0 || i + 1 === plan.length)
            console.log(
              `[accuracy] ${ds.name}: ${i + 1}/${plan.length} frames (${((Date.now() - t0) / (i + 1)).toFixed(0)} ms each)`,
            );
        }
        return {
          generatedBy: `scripts/accuracy.mjs (BlazePose ${info.modelType}, ${info.backend} on SwiftShader, headless Chromium; ${video ? 'tracking and smoothing on' : 'reset before each still, smoothing off'})`,
          kind: ds.stills ? 'stills' : 'video',
          width: WIDTH,
          height: HEIGHT,
          sources,
          frames,
        };
      } finally {
        await page.close();
        server.close();
      }
    },
    async close() {
      await browser.close();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}
