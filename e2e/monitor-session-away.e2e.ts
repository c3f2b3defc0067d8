// Item 4 of the recorded session (docs/api.md#session-recording) on the real /app, against the
// real server: the fake camera shows a person who sits well, slouches for 20 s and then leaves the
// desk for 20 s (e2e/leaving-clip.ts); while away the timer and the score stand still, the slouch
// is an episode that ended when the person left, and the time away is neither poor nor good
// posture: in no data point, and paused in the end call. (The session's lifecycle, with the same
// clip: monitor-session-lifecycle.e2e.ts.)
import { expect, test } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { leavingCamera } from './leaving-clip.ts';
import { replayEach } from './replay.ts';
import { accessToken, isEnd, serverSession, signUp, startTracking } from './session-steps.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video', 'nobody');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: leavingCamera() }),
  },
});

test('a person who slouches and then leaves the desk: the time away is neither poor nor good posture', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await signUp(page, 'Dee');
  const token = await accessToken(page);
  // Pinned to WebGL, unlike the other /app specs: the bound on poor-posture time below counts on
  // the clip's 20 s slouch lasting 20 s. On the app's own backend (WASM) one fresh-clone CI check
  // read 23 s. Not yet explained: the fake camera falling behind on the busy cores (as seen in
  // monitor-camera-size.e2e.ts), or a pose that lingers after the person leaves at 10 frames a
  // second. On WebGL it has held.
  await page.goto('/app?backend=webgl');
  // The model is ready before the camera opens, so calibration falls in the first 40 s (good).
  await expect(page.getByTestId('backend')).toHaveText(/^webgl/, { timeout: 240_000 });
  const id = await startTracking(page);
  const pose = page.getByTestId('pose-status');
  await expect(pose).toHaveText('Detected', { timeout: 40_000 });
  // Slouched from 40 s, gone from 60 s, back at 80 s.
  await expect(pose).toHaveText('Not detected', { timeout: 90_000 });
  // The empty chair (docs/posture-rules.md#away-and-back): 'Away' after 10 s, and while away the
  // session timer and the score stand still; the person's return resumes everything with no click.
  await expect(pose).toHaveText('Away', { timeout: 20_000 });
  const timer = page.getByRole('timer', { name: 'Session time' });
  const score = page.getByTestId('posture-score');
  const [timerAway, scoreAway] = [await timer.textContent(), await score.textContent()];
  await page.waitForTimeout(4_000);
  expect(await timer.textContent()).toBe(timerAway);
  expect(await score.textContent()).toBe(scoreAway);
  await expect(pose).toHaveText('Detected', { timeout: 40_000 });
  await expect(timer).not.toHaveText(timerAway!, { timeout: 5_000 });
  await page.waitForTimeout(3_000);
  const ended = page.waitForResponse(isEnd(id), { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  const endRes = await ended;
  expect(endRes.status()).toBe(200);
  const sent = endRes.request().postDataJSON() as Record<string, number>;
  // The slouch (20 s) is an episode that ended when the person left (before the fix it ran on
  // until they came back, 20 s later). The time away (docs/posture-rules.md#away-and-back: 20 s,
  // 'Away' after 10 s) is not tracked: it is in no data point and the end call pauses it.
  // The bound is the slouch plus 10 s: the fake camera plays late on busy cores (a fresh-clone
  // run here read 28 s beside another spec; alone 20-22 s), while an episode that ran on through
  // the absence reads 40 s or more.
  expect(sent.total_episodes).toBeGreaterThanOrEqual(1);
  expect(sent.total_seconds_bad_posture).toBeLessThanOrEqual(30);
  const s = await serverSession(request, token, id);
  expect(s?.end_time).not.toBeNull();
  expect(s?.data_points.length).toBeGreaterThan(0);
  const sum = (k: 'duration_seconds' | 'good_posture_seconds' | 'bad_posture_seconds') =>
    s!.data_points.reduce((a, p) => a + p[k], 0);
  expect(sent.paused_seconds).toBeGreaterThanOrEqual(12);
  // Sums of decimal seconds: equal totals can differ in the last bit (62.316 vs 62.315999…).
  expect(sum('good_posture_seconds') + sum('bad_posture_seconds')).toBeLessThanOrEqual(
    sum('duration_seconds') + 1e-6,
  );
});
