// Looking down is not slouching (docs/posture-rules.md#looking-down) on the real /app, on the
// seated person's recorded landmarks (replay, docs/testing.md#replay). The clip
// (e2e/seated-clips.ts): 20 s upright, 75 s of the same frames looking down (his upright
// landmarks with the face pitched down, the ears and shoulders where they were: made from his
// frames, since no recording of him looking down exists), then his 20 s slouch. With the
// 'Looking-down reminder' set to 1 min from the keyboard: while he looks down the status says
// 'Looking down: not judged as a slouch', no slouch alert comes, and one reminder 'You have been
// looking down for a while' comes a minute in; his slouch right after is still named and alerts.
import { expect, test } from '@playwright/test';
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
} from './clip-clock.ts';
import { openApp } from './monitor-app.ts';
import { replayEach } from './replay.ts';
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

test('looking down: its own status, no slouch alert, one reminder after 1 min; the slouch after it still alerts', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const rec = await recordCameraAndToasts(page);
  await openApp(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const reminder = page
    .getByRole('radiogroup', { name: 'Looking-down reminder' })
    .getByRole('radio', { name: '1 min' });
  await reminder.focus();
  await page.keyboard.press('Space');
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
  const checks = await pollStatus(page, cameraAt, LOOK_DOWN_CLIP_S + MAX_LAG_S);
  const onset = checks.find((c) => c.s >= LOOK_DOWN_FROM_S - 1 && c.text === MESSAGE_LOOKING_DOWN);
  expect(onset, 'the status says he is looking down').toBeDefined();
  const lag = onset!.s - LOOK_DOWN_FROM_S;
  const inWindow = (from: number, to: number) =>
    checks.filter((c) => c.s >= from + lag && c.s < to + lag).map((c) => c.text);
  const down = inWindow(LOOK_DOWN_FROM_S + 1, LOOK_DOWN_UNTIL_S - 1);
  const slouched = inWindow(LOOK_DOWN_UNTIL_S + 8, LOOK_DOWN_CLIP_S);
  const toasts = await clipToasts(rec, cameraAt);
  console.log(`[look-down] onset at clip s ${onset!.s.toFixed(1)} (${lag.toFixed(1)} s late)`);
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
  // One reminder, a minute into the look-down; no other alert while he looks down.
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.s - onset!.s).toBeGreaterThanOrEqual(58);
  expect(reminders[0]!.s - onset!.s).toBeLessThan(63);
  expect(during).toHaveLength(1);
  // The slouch right after: named, and alerted.
  expect(slouched.length).toBeGreaterThan(10);
  expect(slouched.filter((t) => ISSUE_TEXTS.has(t)).length / slouched.length).toBeGreaterThan(0.9);
  const slouchAlerts = toasts.filter(
    (x) => x.s >= LOOK_DOWN_UNTIL_S + lag && !x.text.includes(LOOK_DOWN_ALERT),
  );
  expect(slouchAlerts.length).toBeGreaterThanOrEqual(1);
});
