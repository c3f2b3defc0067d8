// The recorded session's lifecycle on the real /app, against the real server
// (docs/api.md#session-recording): leaving /app through the menu ends the session with its totals;
// coming back starts a new one; Reset Session after the camera stopped ends it; a logout ends it
// before the token goes, so the next user never writes into it (no 404s); closing the browser
// delivers the end by beacon, even from /account. Item 4: the fake camera shows a person who sits
// well, slouches for 20 s and then leaves the desk for 20 s; the time away is neither poor nor good
// posture. (Item 10, the timer and the camera prompt: monitor-session-timer.e2e.ts.)
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, CHROMIUM_PATH, FAKE_CAMERA } from './chromium.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video', 'nobody');

/**
 * A 90 s camera loop from the seated fixture (30 fps, each still held 1 s): 40 s good (room for
 * loading and calibrating on a slow machine), 20 s slouched, 20 s nobody (e2e/fixtures/nobody.jpg),
 * 10 s good again.
 */
function leavingCamera(): string {
  const src = readFileSync(FAKE_CAMERA);
  const frames: Buffer[] = [];
  for (let i = 0; i < src.length;) {
    const end = src.indexOf(Buffer.from([0xff, 0xd9]), i) + 2;
    frames.push(src.subarray(i, end));
    i = end;
  }
  const nobody = readFileSync(new URL('./fixtures/nobody.jpg', import.meta.url));
  const good = frames.slice(0, 600);
  const loop = [
    ...good,
    ...good,
    ...frames.slice(600, 1200),
    ...Array<Buffer>(600).fill(nobody),
    ...good.slice(0, 300),
  ];
  const file = join(tmpdir(), `posture-e2e-leaves-${process.env.E2E_PORT ?? '3123'}.mjpeg`);
  writeFileSync(file, Buffer.concat(loop));
  return file;
}

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: leavingCamera() }),
  },
});

const PASSWORD = 'Sitting9Straight';

interface ExportedSession {
  session_id: string;
  end_time: string | null;
  final_score: number | null;
  num_alerts: number | null;
  total_episodes: number | null;
  data_points: {
    duration_seconds: number;
    good_posture_seconds: number;
    bad_posture_seconds: number;
  }[];
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Signs up a new account; `inApp`: through the nav's link, without loading the page again. */
async function signUp(page: Page, first: string, inApp = false): Promise<void> {
  if (inApp) await nav(page).getByRole('link', { name: 'Sign Up' }).click();
  else await page.goto('/signup');
  await page.getByLabel('First Name').fill(first);
  await page.getByLabel('Last Name').fill('Lifecycle');
  await page.getByLabel('Email').fill(`${first.toLowerCase()}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-prompt$/);
}

const accessToken = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );

/** The server's record of one session (GET /user/export), as its owner sees it. */
async function serverSession(request: APIRequestContext, token: string, id: string) {
  const res = await request.get('/api/user/export', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const { sessions } = (await res.json()) as { sessions: ExportedSession[] };
  return sessions.find((s) => s.session_id === id) ?? null;
}

const isStart = (r: Response) =>
  r.url().endsWith('/api/sessions') && r.request().method() === 'POST';
const isEnd = (id: string) => (r: Response) => r.url().includes(`/api/sessions/${id}/end`);

async function startTracking(page: Page): Promise<string> {
  const started = page.waitForResponse(isStart);
  await page.getByRole('button', { name: /^(Start|Resume) Tracking$/ }).click();
  const res = await started;
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');
  return ((await res.json()) as { session_id: string }).session_id;
}

async function menu(page: Page, first: string, item: string) {
  await page.getByRole('button', { name: `${first} account menu` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('leave /app by the menu, come back, Reset after the camera stopped, log out: every session ends, no 404s', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const notFound: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 404) notFound.push(r.url());
  });
  // Keeps the camera's streams reachable, so the test can end a track the way an unplugged
  // camera does (a fake camera cannot be unplugged).
  await page.addInitScript(() => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    const w = window as unknown as { cameraStreams: MediaStream[] };
    w.cameraStreams = [];
    media.getUserMedia = async (c) => {
      const s = await open(c);
      w.cameraStreams.push(s);
      return s;
    };
  });
  await signUp(page, 'Ada');
  const tokenA = await accessToken(page);
  await page.goto('/app');
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  const first = await startTracking(page);
  await expect(page.getByRole('timer', { name: 'Session time' })).not.toHaveText('0h 00m 00s');

  // Item 1: Account from the menu ends the session: its final data point, then the end call.
  const ended = page.waitForResponse(isEnd(first), { timeout: 30_000 });
  await menu(page, 'Ada', 'Account');
  await expect(page).toHaveURL(/\/account$/);
  const endRes = await ended;
  expect(endRes.status()).toBe(200);
  const sent = endRes.request().postDataJSON() as Record<string, number>;
  const s1 = await serverSession(request, tokenA, first);
  expect(s1?.end_time).not.toBeNull();
  expect(s1).toMatchObject({
    final_score: sent.final_score,
    num_alerts: sent.num_alerts,
    total_episodes: sent.total_episodes,
  });

  // Back on /app: nothing is active, the timer is at zero, Start opens a new session.
  await nav(page).getByRole('link', { name: 'Open App' }).click();
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  await expect(page.getByRole('timer', { name: 'Session time' })).toHaveText('0h 00m 00s');
  const second = await startTracking(page);
  expect(second).not.toBe(first);

  // Item 12: the camera stops on its own; Reset Session ends the recorded session first.
  await expect(page.getByTestId('camera-status')).toHaveText('Connected');
  await page.evaluate(() => {
    const w = window as unknown as { cameraStreams: MediaStream[] };
    for (const t of w.cameraStreams.flatMap((s) => s.getVideoTracks()))
      t.dispatchEvent(new Event('ended'));
  });
  await expect(page.getByTestId('camera-status')).toHaveText('Stopped');
  const reset = page.waitForResponse(isEnd(second), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Reset Session' }).click();
  expect((await reset).status()).toBe(200);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Inactive');
  const third = await startTracking(page);
  expect(third).not.toBe(second);

  // Log out while tracking: the session ends with its owner's token; the next user starts anew.
  const loggedOut = page.waitForResponse(isEnd(third), { timeout: 30_000 });
  await menu(page, 'Ada', 'Log out');
  expect((await loggedOut).status()).toBe(200);
  await expect(page.getByText('Logged out')).toBeVisible();
  // The next user signs up in the same page (no reload: the recorder is the same object).
  await signUp(page, 'Bea', true);
  await nav(page).getByRole('link', { name: 'Open App' }).click();
  const fourth = await startTracking(page);
  expect([first, second, third]).not.toContain(fourth);
  await page.waitForTimeout(2_000);
  const endB = page.waitForResponse(isEnd(fourth), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('button', { name: 'End Session' }).click();
  // End Session asks first (docs/decisions.md#end-session-asks-first).
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  expect((await endB).status()).toBe(200);
  expect(notFound).toEqual([]);
});

test('closing the browser ends the session by beacon, on /app and from /account after a lost end call', async ({
  context,
  request,
}) => {
  test.setTimeout(300_000);
  const page = await context.newPage();
  await signUp(page, 'Cy');
  const token = await accessToken(page);
  await page.goto('/app');
  const started = await startTracking(page);
  // An unload that begins and then does not happen (a mailto: link, another script's cancel; here
  // its beforeunload alone): the beacon ends the session, and the page, still there 2 s later,
  // records on as a new session (src/state/session-lifecycle.ts).
  const again201 = page.waitForResponse(isStart);
  await page.evaluate(() => dispatchEvent(new Event('beforeunload')));
  await expect
    .poll(async () => (await serverSession(request, token, started))?.end_time ?? null)
    .not.toBeNull();
  const restart = await again201;
  expect(restart.status()).toBe(201);
  const first = ((await restart.json()) as { session_id: string }).session_id;
  expect(first).not.toBe(started);
  await expect(page.getByTestId('session-indicator')).toHaveText('Session: Active');
  await page.waitForTimeout(1_000);
  // Item 8: a real close of the page on /app (beforeunload, pagehide, visibilitychange). Chromium
  // closes a tab whose main thread is busy without its pagehide: the beacon goes at beforeunload.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await serverSession(request, token, first))?.end_time ?? null)
    .not.toBeNull();

  // From /account: the end call made when leaving /app is lost (the network drops it, simulated
  // by aborting that one request); the signed-in app's beacon still delivers it on close.
  const again = await context.newPage();
  await again.goto('/app');
  const second = await startTracking(again);
  const endUrl = `**/api/sessions/${second}/end`;
  await again.route(endUrl, (r) => r.abort('internetdisconnected'));
  const lost = again.waitForEvent('requestfailed', (r) => r.url().includes(`${second}/end`));
  await menu(again, 'Cy', 'Stats');
  await expect(again).toHaveURL(/\/account#stats$/);
  await lost;
  await again.waitForTimeout(1_000); // the recorder's second pass fails the same way
  expect((await serverSession(request, token, second))?.end_time ?? null).toBeNull();
  await again.unroute(endUrl); // the network is back for the close
  await again.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await serverSession(request, token, second))?.end_time ?? null)
    .not.toBeNull();
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
  expect(sent.total_episodes).toBeGreaterThanOrEqual(1);
  expect(sent.total_seconds_bad_posture).toBeLessThanOrEqual(22);
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
