// The real /app with a 1280x720 camera where the person comes and goes every 8 s
// (e2e/fixtures/README.md): every head and shoulder landmark is drawn on
// the person, the calibration countdown pauses with a message while nobody is in view and completes
// anyway, and a stack of 20 toasts leaves the controls uncovered. One page, one model load.
// monitor-camera-dark.e2e.ts has the dark camera.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PROBLEM_TEXT } from '../src/components/monitoring/calibration-text.ts';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { comingAndGoing } from './coming-and-going-clip.ts';
import { addAppToasts, openApp, uncovered } from './monitor-app.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: comingAndGoing() }),
  },
});

/** BlazePose 0-10 (nose, eyes, ears, mouth) and 11-12 (shoulders). */
const HEAD_AND_SHOULDERS = 13;
const NAMES = [
  'nose',
  'left eye inner',
  'left eye',
  'left eye outer',
  'right eye inner',
  'right eye',
];
NAMES.push('right eye outer', 'left ear', 'right ear', 'mouth left', 'mouth right');
NAMES.push('left shoulder', 'right shoulder');
/**
 * Canvas pixels a drawn landmark may be from where the fixture puts it (the canvas is 640x480).
 * Seen: at most 8 (the model on a 720 px still versus the recording on a 480 px one, and its
 * smoothing between stills). Overlays drawn as if the frame were 640x480 are 300 px off; stretched
 * over the whole canvas instead of letterboxed, the head is 20 px too high.
 */
const TOLERANCE = 12;

/**
 * Where each head and shoulder landmark belongs on the canvas, per still of the clip, from the
 * recorded landmarks (tests/fixtures/seated/landmarks.json, in 640x480 letterboxed pixels: the
 * 224 px still is 480 px wide at x 80). In the clip the still is 720 px at x 280 of 1280x720, and
 * 1280x720 fits the 640x480 canvas as 640x360 at y 60 (workers/draw/draw-loop.ts fitContain), so
 * the still is 360 px at (140, 60): a recorded (x, y) lands at (140 + 0.75 (x - 80), 60 + 0.75 y).
 * An overlay drawn as if the frame were 640x480 puts the head at about twice its x.
 */
const EXPECTED = (() => {
  const data = JSON.parse(
    readFileSync(new URL('../tests/fixtures/seated/landmarks.json', import.meta.url), 'utf8'),
  ) as { frames: { file: string; keypoints: { x: number; y: number }[] | null }[] };
  const stills = data.frames.filter((f) => /good-0[0-3]\.jpg$/.test(f.file));
  expect(stills).toHaveLength(4);
  return stills.map((f) =>
    f.keypoints!.slice(0, HEAD_AND_SHOULDERS).map((p) => ({
      x: 140 + 0.75 * (p.x - 80),
      y: 60 + 0.75 * p.y,
    })),
  );
})();

/**
 * The app asks for 640x480 as an ideal (src/browser/camera.ts). Chromium meets that by cropping and
 * scaling any camera's frames ('crop-and-scale'), so its fake camera would hand over 640x480 even
 * from this 1280x720 file (checked: the overlay then reads 640x480). A browser that does not rescale,
 * or Chromium asked for resizeMode 'none', hands over the camera's own modes: this adds resizeMode
 * 'none' to the app's request, so the file's 1280x720 frames reach the app as they are, like a
 * camera that does not deliver 640x480.
 */
function nativeCameraSize() {
  const media = navigator.mediaDevices;
  const getUserMedia = media.getUserMedia.bind(media);
  // resizeMode is in Media Capture and Streams but not yet in TypeScript's DOM types.
  const native = (video: MediaTrackConstraints) =>
    ({ ...video, resizeMode: 'none' }) as MediaTrackConstraints;
  media.getUserMedia = (c?: MediaStreamConstraints) =>
    getUserMedia(c && typeof c.video === 'object' ? { ...c, video: native(c.video) } : c);
}

type Drawn = [x: number, y: number, score: number][];

/**
 * Overlays the draw worker reported (?debug, src/routes/monitor/DebugOverlay.tsx: canvas pixels per
 * landmark, refreshed once a second) until `n` distinct ones show every head and shoulder landmark.
 * The person is in view half the time and the overlay clears without a pose.
 */
async function drawnOverlays(page: Page, n: number): Promise<Drawn[]> {
  const seen = new Set<string>();
  const points = page.getByTestId('overlay-points');
  await expect
    .poll(
      async () => {
        const json = await points.getAttribute('data-points');
        const drawn = json ? (JSON.parse(json) as Drawn) : null;
        if (drawn?.slice(0, HEAD_AND_SHOULDERS).every((p) => p[2] >= 0.5)) seen.add(json!);
        return seen.size;
      },
      { timeout: 120_000, intervals: [250], message: `${n} overlays with the head and shoulders` },
    )
    .toBeGreaterThanOrEqual(n);
  return [...seen].map((s) => JSON.parse(s) as Drawn);
}

test.describe('a 1280x720 camera, the person comes and goes every 8 s', () => {
  test('landmarks are drawn on the person; the countdown pauses while away, then completes; 20 toasts leave the controls free', async ({
    page,
  }) => {
    // About a minute here when the machine is free; the waits are long for a loaded one, where
    // one analysis step has been seen to take 4 to 10 s.
    test.setTimeout(480_000);
    const t0 = Date.now();
    const at = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
    await page.addInitScript(nativeCameraSize);
    // Pinned to WebGL, unlike most /app specs: the clip's 8 s windows hold only while the fake
    // camera delivers its frames on time. On the app's own backend (WASM, 1280x720 frames, about
    // 250 ms a frame here) a run saw the person in view for all 10.4 s of the countdown,
    // most likely the fake device falling behind on the busy cores; on WebGL it has held.
    await openApp(page, 'backend=webgl&debug');
    await page.getByRole('button', { name: 'Start Tracking' }).click();
    await expect(page.getByTestId('camera-status')).toHaveText('Connected');

    // The frames really are 1280x720 (not scaled to the 640x480 the app asks for).
    const points = page.getByTestId('overlay-points');
    await expect(points).toHaveAttribute('data-frame', '1280x720');
    console.log(`[monitor-camera] ${at()}: model loaded, 1280x720 frames drawn`);

    // Item 3: nobody in view mid-countdown pauses it with a message; the dialog stays open.
    const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
    const problem = page.getByTestId('calibration-problem');
    await expect(problem).toHaveText(PROBLEM_TEXT['person-lost'], { timeout: 150_000 });
    console.log(`[monitor-camera] ${at()}: countdown paused, nobody in view`);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\d+ seconds? remaining/)).toBeVisible();
    await expect(page.getByTestId('calibration-status')).toHaveText('Calibrating...');

    // Item 9, while the countdown goes on: each landmark lies where the fixture puts it on the
    // letterboxed frame, within TOLERANCE of its place in one of the four stills.
    const overlays = await drawnOverlays(page, 2);
    const worst: number[] = Array.from({ length: HEAD_AND_SHOULDERS }, () => 0);
    for (const drawn of overlays)
      for (let i = 0; i < HEAD_AND_SHOULDERS; i++) {
        const [x, y] = drawn[i]!;
        const off = Math.min(...EXPECTED.map((s) => Math.hypot(x - s[i]!.x, y - s[i]!.y)));
        const near = EXPECTED.map((s) => `(${s[i]!.x.toFixed(0)},${s[i]!.y.toFixed(0)})`);
        expect(
          off,
          `${NAMES[i]} drawn at (${x},${y}), expected near one of ${near.join(' ')}`,
        ).toBeLessThan(TOLERANCE);
        worst[i] = Math.max(worst[i]!, off);
      }
    console.log(
      `[monitor-camera] ${at()}: ${overlays.length} overlays; px from the fixture, worst per landmark: ${worst.map((w) => w.toFixed(1)).join(' ')}`,
    );

    // Item 3: when the person is back it goes on, and calibrates.
    await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
      timeout: 150_000,
    });
    await expect(dialog).toBeHidden();
    console.log(`[monitor-camera] ${at()}: calibrated`);

    // Item 13: 20 toasts, newest on top, and every control can still be reached.
    await addAppToasts(page, 25);
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region.getByText(/^Toast \d+$/)).toHaveCount(20);
    const texts = await region.getByText(/^Toast \d+$/).allTextContents();
    expect(texts[0]).toBe('Toast 25');
    expect(texts[19]).toBe('Toast 6');
    for (const name of ['Pause', 'End Session', 'Recalibrate'])
      expect(await uncovered(page, name), `${name} is not covered by the toasts`).toBe(true);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Resume Tracking' })).toBeVisible();
    console.log(`[monitor-camera] ${at()}: done`);
  });
});
