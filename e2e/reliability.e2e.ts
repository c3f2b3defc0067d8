// Browser side of tests/reliability/README.md, in real Chromium with the fake camera against the real server: a camera
// that goes away, a model that fails to load, and going offline mid-session.
import { expect, test } from '@playwright/test';
import { record } from '../tests/reliability/support/metrics.ts';
import { openAndTrack, signUpInBrowser, startButton } from './reliability-helpers.ts';

// Requests must reach page.route and setOffline, not a cached copy in the service worker.
test.use({ serviceWorkers: 'block' });

const RECORDER_KEY = 'posture-coach.recorder';

test("camera track ends (the 'ended' event is dispatched: a fake camera cannot be unplugged): clear message, then resume", async ({
  page,
}) => {
  // Keep hold of every stream the app opens, so the test can end its tracks like an unplug would.
  await page.addInitScript(() => {
    const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    navigator.mediaDevices.getUserMedia = async (c) => {
      const s = await open(c);
      streams.push(s);
      return s;
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openAndTrack(page);
  await page.evaluate(() => {
    for (const s of (window as unknown as { __streams: MediaStream[] }).__streams)
      for (const t of s.getVideoTracks()) {
        t.stop(); // frames stop, as when the device is gone
        t.dispatchEvent(new Event('ended')); // what the browser fires when a source ends on its own
      }
  });
  const status = page.getByTestId('camera-status');
  await expect(status).toContainText('Stopped');
  await expect(page.getByText(/camera was disconnected/i).first()).toBeVisible();
  await expect(startButton(page)).toBeEnabled();
  await startButton(page).click();
  await expect(status).toHaveText(/^Connected/);
  expect(errors).toEqual([]);
  record({
    area: 'faults',
    item: 'browser: camera track ends',
    file: 'reliability.e2e.ts',
    test: test.info().title,
    figures: { 'message shown': 'yes', resumed: 'yes' },
  });
});

test('a model that fails to load (every /models/** answer is a 503) shows the error and a Retry that works', async ({
  page,
}) => {
  let failing = true;
  let refused = 0;
  await page.route('**/models/**', (route) => {
    if (!failing) return route.continue();
    refused++;
    return route.fulfill({ status: 503, body: 'unavailable' });
  });
  await page.goto('/app?model=lite');
  const alert = page.getByRole('alert').filter({ hasText: /model/i });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  const retry = page.getByRole('button', { name: /^Retry/ });
  await expect(retry).toBeVisible();
  failing = false;
  await retry.click();
  // Loaded: neither the error nor the download progress is shown any more (the screen shows
  // nothing for a ready model), and the alert does not come back.
  const loading = page.getByRole('progressbar', { name: /pose model/i });
  await expect
    .poll(async () => (await alert.count()) + (await loading.count()), {
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(0);
  await page.waitForTimeout(2000);
  await expect(alert).toHaveCount(0);
  record({
    area: 'faults',
    item: 'browser: model fails to load',
    file: 'reliability.e2e.ts',
    test: test.info().title,
    figures: { 'model requests refused': refused, 'retry loaded it': 'yes' },
  });
});

test('offline mid-session: recording goes on into local storage and reaches the server once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(200_000);
  await signUpInBrowser(page, 'offline');
  await openAndTrack(page);
  await expect(page.getByTestId('pose-status')).toHaveText('Detected', { timeout: 110_000 });
  const stored = () =>
    page.evaluate(
      (k) =>
        JSON.parse(localStorage.getItem(k) ?? '{}') as Record<
          string,
          { points: unknown[]; end?: unknown }
        >,
      RECORDER_KEY,
    );
  // The session has started on the server: the recorder keeps its buffer under the session id.
  await expect
    .poll(async () => Object.keys(await stored()).length, {
      message: `no '${RECORDER_KEY}' entry: the session recorder did not start a session for /app`,
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const [sessionId] = Object.keys(await stored());

  await context.setOffline(true);
  // docs/api.md#session-recording: a data point every 60 s; offline it must land in storage instead
  // of being dropped.
  await expect
    .poll(async () => (await stored())[sessionId!]?.points.length ?? 0, {
      timeout: 90_000,
      intervals: [2000],
    })
    .toBeGreaterThan(0);
  await expect(page.getByTestId('camera-status')).toHaveText(/^Connected/);
  const buffered = (await stored())[sessionId!]!.points.length;

  await context.setOffline(false);
  // Sends run every 30 s: the buffer drains once the server is reachable again.
  await expect
    .poll(async () => (await stored())[sessionId!]?.points.length ?? 0, {
      timeout: 60_000,
      intervals: [2000],
    })
    .toBe(0);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken,
  );
  const exported = (await (
    await page.request.get('/api/user/export', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { sessions: { session_id: string; data_points: unknown[] }[] };
  const onServer =
    exported.sessions.find((s) => s.session_id === sessionId)?.data_points.length ?? 0;
  expect(onServer).toBeGreaterThanOrEqual(buffered);
  record({
    area: 'data',
    item: 'browser: offline mid-session',
    file: 'reliability.e2e.ts',
    test: test.info().title,
    figures: {
      'points buffered offline': buffered,
      'points on the server after': onServer,
      'data points lost': Math.max(0, buffered - onServer),
    },
  });
});
