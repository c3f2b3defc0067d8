// Looking down is not slouching (docs/posture-rules.md#looking-down) on the real /app, on the
// seated person's recorded landmarks (replay, docs/testing.md#replay). The clip
// (e2e/seated-clips.ts): 20 s upright, 135 s of the same frames looking down (his upright
// landmarks with the face pitched down, the ears and shoulders where they were: made from his
// frames, since no recording of him looking down exists), then his 20 s slouch. With the
// 'Looking-down reminder' at its default, 2 min (walked away from and back to by keyboard): while
// he looks down the status says 'Looking down: not judged as a slouch', no slouch alert comes, and
// one reminder 'You have been looking down for a while' comes two minutes in, none at one; his
// slouch right after is still named and alerts.
// He is signed in, so the session is recorded: the server holds the look-down as its own kind of
// time (data points' looking_down_seconds, docs/api.md#session-recording), not as good or bad.
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';
import {
  buildLookDownClip,
  LOOK_DOWN_CLIP_S,
  LOOK_DOWN_FROM_S,
  LOOK_DOWN_UNTIL_S,
} from './seated-clips.ts';
import {
  clipToasts,
  countTexts,
  ISSUE_TEXTS,
  pollStatus,
  recordCameraAndToasts,
  recordMessageOnsets,
} from './clip-clock.ts';
import { openApp } from './monitor-app.ts';
import { signUpInBrowser } from './reliability-helpers.ts';
import { replayEach } from './replay.ts';
import { shot } from './screenshot.ts';
import { MESSAGE_LOOKING_DOWN } from '../core/posture/constants.ts';
import { LOOK_DOWN_ALERT } from '../core/posture/look-down.ts';

/** The most the clip may play late on a loaded machine, seconds (polling runs this long past its end). */
const MAX_LAG_S = 10;

replayEach(test, 'seated-look-down');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: buildLookDownClip() }),
  },
});

test('looking down: its own status, no slouch alert, one reminder after the default 2 min; the slouch after it still alerts', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const rec = await recordCameraAndToasts(page);
  const lookDownShown = await recordMessageOnsets(page, [MESSAGE_LOOKING_DOWN]);
  await signUpInBrowser(page, 'look-down');
  await openApp(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  // The default is 2 min; the arrow keys move the choice to 5 min and back.
  const choices = page.getByRole('radiogroup', { name: 'Looking-down reminder' });
  const reminder = choices.getByRole('radio', { name: '2 min' });
  await expect(reminder).toBeChecked();
  await reminder.focus();
  await page.keyboard.press('ArrowRight');
  await expect(choices.getByRole('radio', { name: '5 min' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(reminder).toBeChecked();
  await page.getByRole('button', { name: 'Start Tracking', exact: true }).click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });
  const { cameraAt } = await rec();
  const calibratedS = (Date.now() - cameraAt) / 1000;
  console.log(`[look-down] calibrated ${calibratedS.toFixed(1)} s into the clip`);
  expect(calibratedS, 'calibrated on the upright start').toBeLessThan(LOOK_DOWN_FROM_S);

  // Every check, by clip second (the camera's opening is 0). On a loaded machine Chromium plays
  // the file late, so the windows follow the look-down's onset as the status shows it.
  let pictured = false;
  const checks = await pollStatus(page, cameraAt, LOOK_DOWN_CLIP_S + MAX_LAG_S, async (text) => {
    // The looking-down screen, once (docs/screenshots/ with SCREENSHOT_DIR set).
    if (text !== MESSAGE_LOOKING_DOWN || pictured) return;
    pictured = true;
    await shot(page, 'app-looking-down');
  });
  const onset = checks.find((c) => c.s >= LOOK_DOWN_FROM_S - 1 && c.text === MESSAGE_LOOKING_DOWN);
  expect(onset, 'the status says he is looking down').toBeDefined();
  const lag = onset!.s - LOOK_DOWN_FROM_S;
  const inWindow = (from: number, to: number) =>
    checks.filter((c) => c.s >= from + lag && c.s < to + lag).map((c) => c.text);
  const down = inWindow(LOOK_DOWN_FROM_S + 1, LOOK_DOWN_UNTIL_S - 1);
  const slouched = inWindow(LOOK_DOWN_UNTIL_S + 8, LOOK_DOWN_CLIP_S);
  const toasts = await clipToasts(rec, cameraAt);
  // The reminder is timed from the onset as the page showed it (recorded there, like the toasts):
  // the poll sees it up to a poll and a round trip later, more on a loaded machine.
  const shownAt = (await lookDownShown()).find((t) => t >= cameraAt + (onset!.s - 5) * 1000);
  expect(shownAt, 'the page recorded when the look-down message showed').toBeDefined();
  const shownS = (shownAt! - cameraAt) / 1000;
  console.log(
    `[look-down] onset at clip s ${onset!.s.toFixed(1)} (${lag.toFixed(1)} s late), ` +
      `shown in the page at ${shownS.toFixed(1)}`,
  );
  console.log(`[look-down] looking down: ${down.length} checks ${countTexts(down)}`);
  console.log(`[look-down] slouched after it: ${slouched.length} checks ${countTexts(slouched)}`);
  console.log(`[look-down] alerts: ${JSON.stringify(toasts)}`);

  expect(lag, 'the clip plays at most a few seconds late').toBeLessThan(MAX_LAG_S);
  const during = toasts.filter(
    (x) => x.s >= LOOK_DOWN_FROM_S + lag && x.s < LOOK_DOWN_UNTIL_S + lag,
  );
  const reminders = during.filter((x) => x.text.includes(LOOK_DOWN_ALERT));
  expect(down.length).toBeGreaterThan(100);
  expect(down.filter((t) => t === MESSAGE_LOOKING_DOWN).length / down.length).toBeGreaterThan(0.95);
  expect(down.filter((t) => ISSUE_TEXTS.has(t))).toEqual([]);
  // One reminder, two minutes into the look-down (none at one); no other alert while he looks down.
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.s - shownS).toBeGreaterThanOrEqual(118);
  expect(reminders[0]!.s - shownS).toBeLessThan(123);
  expect(during).toHaveLength(1);
  // The slouch right after: named, and alerted.
  expect(slouched.length).toBeGreaterThan(10);
  expect(slouched.filter((t) => ISSUE_TEXTS.has(t)).length / slouched.length).toBeGreaterThan(0.9);
  const slouchAlerts = toasts.filter(
    (x) => x.s >= LOOK_DOWN_UNTIL_S + lag && !x.text.includes(LOOK_DOWN_ALERT),
  );
  expect(slouchAlerts.length).toBeGreaterThanOrEqual(1);

  // Recorded as its own kind: End Session, then the owner's export (GET /user/export).
  const ended = page.waitForResponse((r) => /\/api\/sessions\/[^/]+\/end$/.test(r.url()));
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  expect((await ended).status()).toBe(200);
  const points = await exportedPoints(page);
  const total = (k: keyof (typeof points)[number]) => points.reduce((a, p) => a + p[k], 0);
  const lookedDown = total('looking_down_seconds');
  console.log(
    `[look-down] recorded: ${points.length} points, looking down ${lookedDown.toFixed(1)} s, ` +
      `good ${total('good_posture_seconds').toFixed(1)} s, bad ${total('bad_posture_seconds').toFixed(1)} s`,
  );
  // 135 s of looking down, less the 1 s hold before it shows and what the clip plays late.
  expect(lookedDown).toBeGreaterThan(120);
  expect(lookedDown).toBeLessThanOrEqual(LOOK_DOWN_UNTIL_S - LOOK_DOWN_FROM_S + 3);
});

/** Every data point of the signed-in user's sessions, from their export. */
async function exportedPoints(page: Page) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('posture-coach.auth') ?? '{}') as { accessToken?: string })
        .accessToken ?? '',
  );
  const res = await page.request.get('/api/user/export', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  type Point = Record<
    'looking_down_seconds' | 'good_posture_seconds' | 'bad_posture_seconds',
    number
  >;
  const { sessions } = (await res.json()) as { sessions: { data_points: Point[] }[] };
  return sessions.flatMap((s) => s.data_points);
}
