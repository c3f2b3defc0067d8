// The recorded session's lifecycle on the real /app, against the real server
// (docs/api.md#session-recording): leaving /app through the menu ends the session with its totals;
// coming back starts a new one; Reset Session after the camera stopped ends it; a logout ends it
// before the token goes, so the next user never writes into it (no 404s); closing the browser
// delivers the end by beacon, even from /account. The fake camera shows a person who sits well,
// slouches for 20 s and then leaves the desk for 20 s (e2e/leaving-clip.ts). (Item 4, that time
// away in the session: monitor-session-away.e2e.ts. Item 10, the timer and the camera prompt:
// monitor-session-timer.e2e.ts.)
import { expect, test } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts';
import { leavingCamera } from './leaving-clip.ts';
import { replayEach } from './replay.ts';
import {
  accessToken,
  isEnd,
  isStart,
  menu,
  nav,
  serverSession,
  signUp,
  startTracking,
} from './session-steps.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-video', 'nobody');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: leavingCamera() }),
  },
});

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
