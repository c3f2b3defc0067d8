// Shared steps of the pipeline specs: open /app, start tracking, and find red landmark dots in a
// real screenshot of the canvas.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { decodePng } from './png.ts';
import { FEEDBACK_PROMPT_KEY } from '../src/state/feedback.ts';

interface Kp {
  x: number;
  y: number;
}
const fixture = JSON.parse(
  readFileSync(new URL('../tests/fixtures/seated/landmarks.json', import.meta.url), 'utf8'),
) as {
  frames: { label: string; keypoints: Kp[] | null }[];
};

/** Mean of the face landmarks (0..10) over the fixture's stills: where the head is in the fake camera. */
export const EXPECTED_HEAD = (() => {
  const pts = fixture.frames.flatMap((f) => (f.keypoints ?? []).slice(0, 11));
  return {
    x: pts.reduce((n, p) => n + p.x, 0) / pts.length,
    y: pts.reduce((n, p) => n + p.y, 0) / pts.length,
  };
})();

/**
 * Prints the page's own pipeline log (its `[pipeline]`, `[pose]` and `[monitor]` lines:
 * calibration, a model switch, restarts, lost devices) with seconds since this call, so a failure
 * on a slow machine says what the app was doing.
 */
export function printPipelineLog(page: Page): void {
  const t0 = Date.now();
  page.on('console', (m) => {
    const line = m.text().split('\n')[0]!;
    if (/^\[(pipeline|pose|monitor)\]/.test(line))
      console.log(`[page ${((Date.now() - t0) / 1000).toFixed(1)} s] ${line.slice(0, 300)}`);
  });
}

export async function startTracking(page: Page, query: string, timeout = 110_000): Promise<number> {
  // The feedback prompt opens 5 minutes after /app mounts, as a modal over the canvas these specs
  // photograph; on SwiftShader WebGPU the first pose alone can take that long (a CI run counted 0
  // red pixels under it). Answered 'Maybe later' beforehand, as a returning user would have.
  await page.addInitScript(
    ([key]) => localStorage.setItem(key!, 'dismissed'),
    [FEEDBACK_PROMPT_KEY],
  );
  await page.goto(`/app?${query}`);
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  const t0 = Date.now();
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout });
  return Date.now() - t0;
}

export interface RedDots {
  /** Red pixels in the whole canvas. */
  total: number;
  /** Red pixels within `radius` px (canvas pixels) of the expected head. */
  nearHead: number;
}

/** Counts pure-red pixels (the landmark colour) in a screenshot of the canvas. */
export async function redDots(page: Page, radius = 70): Promise<RedDots> {
  const canvas = page.getByTestId('canvas-host').locator('canvas');
  const { width, height, data } = decodePng(await canvas.screenshot());
  const scale = width / 640;
  let total = 0;
  let nearHead = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) {
        total++;
        if (Math.hypot(x / scale - EXPECTED_HEAD.x, y / scale - EXPECTED_HEAD.y) < radius)
          nearHead++;
      }
    }
  }
  return { total, nearHead };
}

/** Polls until red dots show up near the head (landmarks are drawn at most 10/s on video frames). */
export async function expectLandmarksNearHead(page: Page): Promise<RedDots> {
  // The calibration dialog is a modal over the canvas for its 10 s and more (a frame every few
  // seconds on SwiftShader WebGPU): the dots are drawn under it, and photographed once it closes.
  await expect(page.getByRole('dialog', { name: 'Calibrating Posture' })).toHaveCount(0, {
    timeout: 180_000,
  });
  let last: RedDots = { total: 0, nearHead: 0 };
  await expect
    .poll(async () => (last = await redDots(page)).nearHead, {
      timeout: 30_000,
      message: 'red landmark dots near the head',
    })
    .toBeGreaterThan(20);
  return last;
}

export async function backendLine(page: Page): Promise<string> {
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 420_000 });
  return (await page.getByTestId('backend').textContent()) ?? '';
}

/** The probe's report from the ?debug overlay: "backend: webgl (probe: webgl 380 ms, ...)". */
export async function probeLine(page: Page): Promise<string> {
  await expect(page.getByTestId('probe')).toContainText('probe:', { timeout: 420_000 });
  return (await page.getByTestId('probe').textContent()) ?? '';
}
