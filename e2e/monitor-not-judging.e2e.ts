// Not judging now (docs/posture-rules.md#not-judging) on the real /app, from recorded people's
// landmarks (replay, docs/testing.md#replay). The clip (e2e/not-judging-clip.ts): the seated man
// upright for 20 s (calibrated there), then someone else in view (the laptop person's upright
// landmarks, smaller, as a passer-by further back), then the seated man standing (his upright
// landmarks lifted, shoulders near the top), then him sitting a third of the frame to the side,
// then him upright in place again and his slouch. While someone else is in view, he stands or he
// sits elsewhere, the status says so, 'I'm slouching now' is not offered, no alert comes and no
// 'camera moved' or recalibration prompt; back in place he is judged again by himself and his
// slouch alerts. Signed in, the session it records counts the time not judged as neither good nor
// bad posture, as Away is.
import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';
import {
  clipToasts,
  countTexts,
  ISSUE_TEXTS,
  pollStatus,
  recordCameraAndToasts,
} from './clip-clock.ts';
import { openApp } from './monitor-app.ts';
import { buildNotJudgingClip, NJ } from './not-judging-clip.ts';
import { replayEach } from './replay.ts';
import { shot } from './screenshot.ts';
import { accessToken, isEnd, serverSession, signUp, startTracking } from './session-steps.ts';
import { MESSAGE_CAMERA_MOVED, MESSAGE_EXCELLENT } from '../core/posture/constants.ts';
import { NOT_JUDGING_MESSAGE } from '../core/posture/not-judging.ts';

// The most the clip may play late, seconds. Beside the setups spec (2 workers, 2026-11-30)
// Chromium's fake camera played this clip at about half speed for 20 s after the calibration,
// 10-13 s late in four runs of four, with one camera opening (`opened`); alone it is 1 s late.
// Each part is placed by its own onset, and the polling stops at the clip's end as late as it plays.
const MAX_LAG_S = 20;
/**
 * Status checks each 8 s window must hold: one a second. The poll's pace is the machine's (a
 * check that says 'Not judging' also looks for 'I'm slouching now'), so the count is only a floor;
 * what each window says is judged by the share below.
 */
const MIN_CHECKS = 8;

replayEach(test, 'seated-not-judging');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: buildNotJudgingClip() }),
  },
});

test('someone else in view, standing and sitting elsewhere are not judged and say so; back in place his slouch alerts', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'Nia');
  const token = await accessToken(page);
  const rec = await recordCameraAndToasts(page);
  await openApp(page);
  const id = await startTracking(page);
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 120_000,
  });
  const { cameraAt } = await rec();
  const calibratedS = (Date.now() - cameraAt) / 1000;
  console.log(`[not-judging] calibrated ${calibratedS.toFixed(1)} s into the clip`);
  expect(calibratedS, 'calibrated on the upright start').toBeLessThan(NJ.someoneElse);

  const shown = new Set<string>();
  /** 'I'm slouching now' offered while the status said 'Not judging…' (the engine takes nothing). */
  const offered: string[] = [];
  const other = NOT_JUDGING_MESSAGE['someone-else'];
  const up = NOT_JUDGING_MESSAGE.standing;
  const moved = NOT_JUDGING_MESSAGE['moved-away'];
  // Each part of the clip is placed by its own onset, the first check that says its reason (1.5 s
  // after the part starts): a loaded machine's fake camera can play late and then catch up, so one
  // lag taken at the first onset does not place the later parts.
  const parts = [
    { text: other, from: NJ.someoneElse },
    { text: up, from: NJ.standing },
    { text: moved, from: NJ.movedAway },
  ];
  const onsets: number[] = [];
  /** How late the clip plays at the latest onset seen. */
  let late: number | null = null;
  const checks = await pollStatus(page, cameraAt, NJ.end + MAX_LAG_S, async (text, s) => {
    const next = parts[onsets.length];
    if (next && text === next.text && s >= next.from - 1) {
      onsets.push(s);
      late = s - next.from - 1.5;
    }
    if (late !== null && onsets.length === parts.length && s >= NJ.end + late + 1) return true;
    if (!text.startsWith('Not judging')) return;
    // The status and the button in one turn of the page: read one after the other, a status that
    // turned back to judging between the two reads paired 'Not judging…' with the button of the
    // judged moment after it (a fresh-clone run, 2026-12-02).
    const now = await page.evaluate(() => ({
      text: document.querySelector('[data-testid="posture-message"]')?.textContent ?? '',
      button: document.querySelector('[data-testid="slouching-now"]') !== null,
    }));
    if (now.button && now.text.startsWith('Not judging')) offered.push(now.text);
    // Each reason's screen, once (docs/screenshots/ with SCREENSHOT_DIR set).
    if (!shown.has(text)) {
      shown.add(text);
      await shot(page, `app-not-judging-${shown.size}`);
    }
  });
  const changes = checks.filter((c, i) => i === 0 || c.text !== checks[i - 1]!.text);
  console.log(
    `[not-judging] status: ${changes.map((c) => `${c.s.toFixed(1)} ${c.text}`).join(' | ')}`,
  );
  expect(onsets.length, 'the status says someone else, standing, moved away, in turn').toBe(3);
  const lags = onsets.map((s, i) => s - parts[i]!.from - 1.5);
  const [lagOther, lagUp, lagMoved] = lags as [number, number, number];
  const inWindow = (from: number, to: number) =>
    checks.filter((c) => c.s >= from && c.s < to).map((c) => c.text);
  const someone = inWindow(NJ.someoneElse + 2 + lagOther, NJ.standing + lagUp);
  const standing = inWindow(NJ.standing + 2 + lagUp, NJ.movedAway + lagMoved);
  const aside = inWindow(NJ.movedAway + 2 + lagMoved, NJ.back + lagMoved);
  // Leaving waits 1 s back within the tighter band, after the smoothed features come down.
  const back = inWindow(NJ.back + 4 + lagMoved, NJ.slouch + lagMoved);
  const slouched = inWindow(NJ.slouch + 6 + lagMoved, NJ.end + lagMoved);
  const toasts = await clipToasts(rec, cameraAt);
  const { opened } = await rec();
  console.log(
    `[not-judging] onsets at clip s ${JSON.stringify(onsets.map((s) => +s.toFixed(1)))} (${lags.map((l) => l.toFixed(1)).join(', ')} s late); camera opened at clip s ${JSON.stringify(opened.map((t) => +((t - cameraAt) / 1000).toFixed(1)))}`,
  );
  console.log(`[not-judging] someone else: ${someone.length} checks ${countTexts(someone)}`);
  console.log(`[not-judging] standing: ${standing.length} checks ${countTexts(standing)}`);
  console.log(`[not-judging] moved away: ${aside.length} checks ${countTexts(aside)}`);
  console.log(`[not-judging] back upright: ${back.length} checks ${countTexts(back)}`);
  console.log(`[not-judging] slouched: ${slouched.length} checks ${countTexts(slouched)}`);
  console.log(`[not-judging] alerts: ${JSON.stringify(toasts)}`);

  for (const lag of lags)
    expect(lag, 'the clip plays at most MAX_LAG_S late').toBeLessThan(MAX_LAG_S);
  expect(someone.length).toBeGreaterThanOrEqual(MIN_CHECKS);
  expect(someone.filter((t) => t === other).length / someone.length).toBeGreaterThan(0.95);
  expect(standing.length).toBeGreaterThanOrEqual(MIN_CHECKS);
  expect(standing.filter((t) => t === up).length / standing.length).toBeGreaterThan(0.95);
  expect(aside.length).toBeGreaterThanOrEqual(MIN_CHECKS);
  expect(aside.filter((t) => t === moved).length / aside.length).toBeGreaterThan(0.95);
  expect(offered, "no 'I'm slouching now' while not judging").toEqual([]);
  // Nothing judged while not judging; never 'camera moved' (whose status offers 'Recalibrate');
  // no alert until his slouch.
  const notJudged = inWindow(NJ.someoneElse + 2 + lagOther, NJ.back + lagMoved);
  expect(notJudged.filter((t) => ISSUE_TEXTS.has(t))).toEqual([]);
  expect(checks.filter((c) => c.text === MESSAGE_CAMERA_MOVED)).toEqual([]);
  expect(toasts.filter((x) => x.s < NJ.slouch + lagMoved)).toEqual([]);
  // Back in place: judged again by itself; his slouch is named and alerts.
  expect(back.filter((t) => t.startsWith('Not judging'))).toEqual([]);
  expect(back.filter((t) => t === MESSAGE_EXCELLENT).length / back.length).toBeGreaterThan(0.9);
  expect(slouched.filter((t) => ISSUE_TEXTS.has(t)).length / slouched.length).toBeGreaterThan(0.9);
  expect(toasts.filter((x) => x.s >= NJ.slouch + lagMoved).length).toBeGreaterThanOrEqual(1);

  // The recorded session (docs/posture-rules.md#not-judging): the 30 s not judged is neither good
  // nor bad posture. Counted as good it would leave about nothing over; the bound leaves 10 s for
  // the status's own onset and return, and for a clip played late.
  const ended = page.waitForResponse(isEnd(id), { timeout: 30_000 });
  await page.getByRole('button', { name: 'End Session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'End Session' }).click();
  expect((await ended).status()).toBe(200);
  const session = await serverSession(request, token, id);
  const points = session?.data_points ?? [];
  const sum = (k: 'duration_seconds' | 'good_posture_seconds' | 'bad_posture_seconds') =>
    points.reduce((a, p) => a + p[k], 0);
  const [tracked, good, bad] = [
    sum('duration_seconds'),
    sum('good_posture_seconds'),
    sum('bad_posture_seconds'),
  ];
  console.log(
    `[not-judging] recorded: ${points.length} points, ${tracked.toFixed(1)} s tracked, ` +
      `${good.toFixed(1)} s good, ${bad.toFixed(1)} s bad, ${(tracked - good - bad).toFixed(1)} s neither`,
  );
  expect(points.length).toBeGreaterThan(0);
  expect(tracked - good - bad).toBeGreaterThanOrEqual(NJ.back - NJ.someoneElse - 10);
  expect(good, 'the upright parts are judged good').toBeGreaterThanOrEqual(15);
});
