#!/usr/bin/env node
// `npm run fixtures:landmarks`: runs real BlazePose full (the app's workers/pose/detector.ts, WebGL on
// SwiftShader) in headless Debian Chromium on every seated still and writes
// tests/fixtures/seated/landmarks.json, the engine's real-world test input (contract point 3).
// Each 224x224 still is letterboxed into 640x480 like the fake-camera mjpeg; detector.reset()
// before each still and smoothing off, so every frame stands alone.
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { chromium } from '@playwright/test';
import { buildHarness, serveHarness } from '../e2e/harness/serve.mjs';

register();
const { chromiumArgs, CHROMIUM_PATH } = await import('../e2e/chromium.ts');

const root = fileURLToPath(new URL('..', import.meta.url));
const seated = process.env.SEATED_DIR ?? join(root, 'tests/fixtures/seated/images');
const outFile = join(root, 'tests/fixtures/seated/landmarks.json');
const WIDTH = 640;
const HEIGHT = 480;

const files = ['good', 'slouched'].flatMap((label) =>
  readdirSync(join(seated, label))
    .filter((f) => f.endsWith('.jpg'))
    .sort()
    .map((f) => ({ file: `${label}/${f}`, label })),
);

await buildHarness();
const server = await serveHarness({ '/seated/': seated });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: chromiumArgs({ camera: null }),
});
try {
  const page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && console.error('[page]', m.text()));
  await page.goto(`${server.url}/pose.html`);
  await page.waitForFunction(() => 'poseHarness' in window);
  const info = await page.evaluate(() =>
    window.poseHarness.init({ modelType: 'full', backend: 'webgl', enableSmoothing: false }),
  );
  console.log(`[landmarks] BlazePose ${info.modelType} on ${info.backend}`);
  const round = (k) => ({
    x: +k.x.toFixed(4),
    y: +k.y.toFixed(4),
    z: +k.z.toFixed(4),
    score: +k.score.toFixed(5),
    name: k.name,
  });
  const frames = [];
  for (const [i, f] of files.entries()) {
    const pose = await page.evaluate(
      ([url, ts, w, h]) =>
        window.poseHarness.estimateImage(url, {
          letterbox: { width: w, height: h },
          reset: true,
          timestamp: ts,
        }),
      [`/seated/${f.file}`, i * 1000, WIDTH, HEIGHT],
    );
    frames.push({
      ...f,
      keypoints: pose ? pose.keypoints.map(round) : null,
      keypoints3D: pose?.keypoints3D ? pose.keypoints3D.map(round) : null,
    });
    console.log(`[landmarks] ${f.file}: ${pose ? 'pose' : 'no pose'}`);
  }
  const tensors = await page.evaluate(() => window.poseHarness.tensorCount());
  mkdirSync(join(root, 'tests/fixtures/seated'), { recursive: true });
  const doc = {
    generatedBy: `scripts/record-seated-landmarks.mjs (@tensorflow-models/pose-detection 2.1.3, tfjs 4.22, Chromium headless, ${info.backend} on SwiftShader)`,
    model: info.modelType,
    backend: info.backend,
    width: WIDTH,
    height: HEIGHT,
    frames,
  };
  writeFileSync(outFile, JSON.stringify(doc, null, 1) + '\n');
  console.log(
    `[landmarks] wrote ${frames.length} frames (${frames.filter((f) => f.keypoints).length} with a pose) to ${outFile}; tensors after: ${tensors}`,
  );
} finally {
  await browser.close();
  server.close();
}
