// Faults on the real /app (fake camera, real workers): the app survives its own faults.
import { expect, test, type Page } from '@playwright/test';
import { openAndTrack, signUpInBrowser } from './reliability-helpers.ts';
import { freezePage, recordSessionCalls, resumedWithin } from './freeze-helpers.ts';

test.use({ serviceWorkers: 'block' });

/** Keeps every Worker the page starts (name and object), so a test can kill one like a crash would. */
async function keepWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = Worker;
    const all: { name: string; worker: Worker }[] = [];
    (window as unknown as { __workers: typeof all }).__workers = all;
    window.Worker = class extends Native {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        all.push({ name: options?.name ?? '', worker: this });
      }
    };
  });
}

const workerCount = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window as unknown as { __workers: { name: string }[] }).__workers.filter((w) => w.name === n)
        .length,
    name,
  );

/** The browser killing a worker (crash, memory pressure): terminate() fires no event at all. */
const killWorkers = (page: Page, name: string) =>
  page.evaluate((n) => {
    for (const w of (window as unknown as { __workers: { name: string; worker: Worker }[] })
      .__workers)
      if (w.name === n) w.worker.terminate();
  }, name);

/** Starts tracking (lite model, ?debug) with every worker kept; returns the page errors seen. */
async function trackWithWorkersKept(page: Page): Promise<string[]> {
  await keepWorkers(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (/\[(pipeline|pose)\]/.test(m.text())) console.log(`[page] ${m.text()}`);
  });
  await openAndTrack(page, 'model=lite&debug');
  return errors;
}

/** 'analysed: N' from the ?debug overlay: frames the current pose worker has analysed. */
async function analysed(page: Page): Promise<number> {
  const text = (await page.getByTestId('debug-overlay').textContent()) ?? '';
  return Number(/analysed: (\d+)/.exec(text)?.[1] ?? -1);
}

test('the page is frozen, then the pose worker is killed while tracking: after the freeze tracking resumes with no restart, no stale alert and no data point across it; after the kill the page says so, restarts it with the calibration kept, and analysis goes on', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const calls = await recordSessionCalls(page);
  await signUpInBrowser(page, 'faults');
  const errors = await trackWithWorkersKept(page);
  const calibration = page.getByTestId('calibration-status');
  await expect(calibration).toHaveText('Calibrated', { timeout: 240_000 });
  await expect.poll(() => analysed(page), { timeout: 30_000 }).toBeGreaterThan(0);
  expect(await workerCount(page, 'pose')).toBe(1);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');

  // Sleep and freeze (docs/posture-rules.md#frozen-and-asleep): CDP freezes the page (Page
  // Lifecycle) for 15 s.
  const frozen = await freezePage(page, 15_000);
  await resumedWithin(page, 5_000, frozen, () => analysed(page), calls.toasts);
  // No restart: the watchdog forgave the gap.
  await expect(page.getByTestId('pipeline-status')).toHaveCount(0);
  expect(await workerCount(page, 'pose')).toBe(1);

  await killWorkers(page, 'pose');
  const status = page.getByTestId('pipeline-status');
  await expect(status).toHaveText('Pose analysis stopped, restarting', { timeout: 10_000 });
  await expect(status).toHaveCount(0, { timeout: 120_000 });
  expect(await workerCount(page, 'pose')).toBe(2);
  // The new worker analyses frames against the baseline it was given: no new calibration.
  await expect.poll(() => analysed(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(calibration).toHaveText('Calibrated');
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  expect(errors).toEqual([]);

  // The recorded session: no data point covers the frozen span, which the end counts as paused.
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  await expect.poll(() => calls.ends.length, { timeout: 30_000 }).toBe(1);
  const tracked = calls.points.reduce((s, p) => s + p.duration_seconds, 0);
  const wall = (calls.ends[0]!.at - calls.startedAt!) / 1000;
  console.log(
    `[freeze] points ${JSON.stringify(calls.points)} paused ${calls.ends[0]!.paused_seconds} s, wall ${wall.toFixed(1)} s`,
  );
  expect(calls.ends[0]!.paused_seconds).toBeGreaterThanOrEqual(14);
  expect(tracked).toBeLessThanOrEqual(wall - 14);
  for (const p of calls.points) expect(p.bad_posture_seconds).toBeLessThanOrEqual(60);
});

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
