// Faults on the real /app (fake camera, real workers, real BlazePose): a worker killed while the
// model still loads, a camera track that stops sending. The frozen page and the worker killed
// while tracking: e2e/monitor-freeze.e2e.ts, on recorded landmarks.
import { expect, test } from '@playwright/test';
import { openAndTrack } from './reliability-helpers.ts';
import { killWorkers, trackWithWorkersKept, workerCount } from './worker-faults.ts';

test.use({ serviceWorkers: 'block' });

test('the pose worker is killed while the model still loads: it is restarted, the load is not reported as a model error, and the Start still calibrates', async ({
  page,
}) => {
  test.setTimeout(420_000);
  // The model files wait until the worker is killed, so it is killed while the model loads (the
  // pose worker fetches them through the page's context, which this route sees).
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let heldRequests = 0;
  await page.context().route(/\/models\/blazepose\//, async (route) => {
    heldRequests++;
    await held;
    await route.continue();
  });
  const errors = await trackWithWorkersKept(page);
  const calibration = page.getByTestId('calibration-status');
  await expect(calibration).toHaveText('Not calibrated');
  await expect.poll(() => heldRequests, { message: 'a model file requested' }).toBeGreaterThan(0);
  await expect(page.getByTestId('model-stage')).toContainText('Downloading');
  await killWorkers(page, 'pose');
  release();
  // The camera's frame counter stops with the worker; the worker gets 15 s to answer while a model
  // loads, then it is restarted.
  await expect(page.getByTestId('pipeline-status')).toHaveText(
    'Pose analysis stopped, restarting',
    { timeout: 60_000 },
  );
  await expect(calibration).toHaveText('Calibrated', { timeout: 240_000 });
  expect(await workerCount(page, 'pose')).toBe(2);
  await expect(page.getByRole('alert').filter({ hasText: 'could not load' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a live camera track that sends no frames for 5 s: the page says so and opens the camera again (the camera is a canvas track with a frame counter: a fake device cannot stall)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __opens: number; __stall: boolean };
    w.__opens = 0;
    w.__stall = false;
    navigator.mediaDevices.getUserMedia = async () => {
      w.__opens++;
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 480;
      const ctx = canvas.getContext('2d')!;
      const stream = canvas.captureStream(0);
      const track = stream.getVideoTracks()[0] as CanvasCaptureMediaStreamTrack;
      let frames = 0;
      // Chromium's camera tracks count their frames (track.stats); canvas tracks do not, so this
      // one counts the frames it really sends.
      Object.defineProperty(track, 'stats', { get: () => ({ totalFrames: frames }) });
      const mine = w.__opens;
      const id = setInterval(() => {
        if (track.readyState === 'ended') return clearInterval(id);
        if (w.__stall && mine === 1) return; // the first camera stops sending, still 'live'
        ctx.fillStyle = `hsl(${(frames * 7) % 360} 50% 50%)`;
        ctx.fillRect(0, 0, 640, 480);
        track.requestFrame();
        frames++;
      }, 50);
      return stream;
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openAndTrack(page);
  await page.waitForTimeout(1000);
  await page.evaluate(() => ((window as unknown as { __stall: boolean }).__stall = true));
  await expect(page.getByTestId('camera-detail')).toContainText(
    'The camera stopped sending video.',
    // 5 s of silence, then a worker still loading its model gets up to 15 s to answer.
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  expect(await page.evaluate(() => (window as unknown as { __opens: number }).__opens)).toBe(2);
  expect(errors).toEqual([]);
});
