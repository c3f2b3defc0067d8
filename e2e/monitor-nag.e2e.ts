// The coach must not nag, on the real /app: real Chromium whose fake camera plays a clip built from
// the seated stills (e2e/nag-clip.ts: upright, three 2 s slouched dips 13 s apart, then a 20 s
// held slouch), BlazePose's recorded landmarks in the pose worker (replay), the real engine, default settings ('Alert me
// after' 5 s) but for the alert style, 'Gentle, then louder' (issue 47: the gentle style keeps the
// nag clip's dips silent). The dips must raise no alert, no tone and no amber; the held slouch must
// raise one within 5 + 2 s of its issue showing on the page (this machine plays the clip and
// analyses frames late under load, so the clip's own clock is not used for it). The status shows
// no dip at all, only the held slouch (docs/posture-rules.md#status-hold).
import { expect, test } from '@playwright/test';
import { recordAmberAndToasts } from './amber.ts';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';
import { ISSUE_TEXTS, recordCameraAndToasts, recordMessageOnsets } from './clip-clock.ts';
import { countTones } from './monitor-app.ts';
import { buildNagClip } from './nag-clip.ts';
import { NAG_DIP_STARTS_S } from '../tests/support/nag-timeline.ts';
import { replayEach } from './replay.ts';

// The clip's frames answered from BlazePose's recorded landmarks (docs/testing.md#replay).
replayEach(test, 'seated-stills');

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs({ camera: buildNagClip() }) },
});

const DELAY_MS = 5_000;
const BUDGET_MS = DELAY_MS + 2_000;
const POLL_SLACK_MS = 1_000;
// Amber comes with the status's problem (same summary): amber this long before the held slouch's
// problem showed in the page belongs to an earlier dip.
const AMBER_SLACK_MS = 500;

test("no alert, tone or amber for 2 s dips, one alert for a held slouch within the delay + 2 s (real /app, 'Gentle, then louder')", async ({
  page,
}) => {
  test.setTimeout(900_000);
  const rec = await recordCameraAndToasts(page);
  const amber = await recordAmberAndToasts(page);
  const issueOnsets = await recordMessageOnsets(page, ISSUE_TEXTS);
  const tones = await countTones(page);
  // The pose source first (here the replay pack, docs/testing.md#replay), so the clip's timeline
  // starts with detection ready.
  await page.goto('/app');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 300_000 });
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('slider', { name: 'Alert me after' })).toHaveAttribute(
    'aria-valuetext',
    '5 seconds',
  );
  const gentle = page.getByRole('radio', { name: 'Gentle, then louder' });
  await gentle.focus();
  await page.keyboard.press('Space');
  await expect(gentle).toBeChecked();
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 240_000,
  });
  const { cameraAt } = await rec();
  const calibratedAfterS = (Date.now() - cameraAt) / 1000;
  console.log(
    `[nag] calibrated ${calibratedAfterS.toFixed(1)} s into the clip (first dip at ${NAG_DIP_STARTS_S[0]} s)`,
  );
  // The clip plays no faster than real time, so this bounds the clip position: upright frames only.
  expect(calibratedAfterS).toBeLessThan(NAG_DIP_STARTS_S[0]!);

  // Event-driven (a loaded machine plays the clip and analyses frames late): watch the posture
  // message; each run of issue messages is a dip (short) or the held slouch (the first run that
  // lasts BUDGET_MS). Alert toasts are recorded in the page as they appear.
  // docs/posture-rules.md#status-hold: a dip is seen by the engine (the score falls while it
  // lasts) but the status shows a problem only once it has lasted 3 s.
  const issueRuns: { from: number; to: number }[] = [];
  let inIssue = false;
  let held: { from: number; to: number } | null = null;
  const falls: number[] = [];
  let tonesBeforeIssue: number | null = null;
  let lastScore: number | null = null;
  let falling = false;
  const deadline = Date.now() + 360_000;
  while (Date.now() < deadline) {
    const text = (await page.getByTestId('posture-message').textContent()) ?? '';
    const now = Date.now();
    const score = Number(await page.getByTestId('posture-score').getAttribute('aria-valuenow'));
    if (lastScore !== null && score < lastScore && !falling) falls.push(now);
    if (lastScore !== null && score !== lastScore) falling = score < lastScore;
    lastScore = score;
    const issue = ISSUE_TEXTS.has(text);
    if (issue && !inIssue) {
      issueRuns.push({ from: now, to: now });
      // The first problem the status shows: its alert comes 2 s later, so no tone has played yet.
      tonesBeforeIssue ??= await tones();
    }
    if (issue) issueRuns.at(-1)!.to = now;
    inIssue = issue;
    const last = issueRuns.at(-1);
    if (last && last.to - last.from >= BUDGET_MS + 1_000) {
      held = last;
      break;
    }
    await page.waitForTimeout(200);
  }
  const { toasts } = await rec();
  const { amberOn } = await amber();
  const rel = (t: number) => Number(((t - cameraAt) / 1000).toFixed(1));
  console.log(
    `[nag] issue runs (clip seconds, page clock): ${JSON.stringify(issueRuns.map((r) => [rel(r.from), rel(r.to)]))}; ` +
      `alerts: ${JSON.stringify(toasts.map((t) => [rel(t.at), t.text]))}`,
  );
  expect(held, 'the held slouch was seen').not.toBeNull();
  // The message is polled (every 200 ms plus a round trip, later under load), the toasts and the
  // message's changes are recorded in the page as they happen: an alert and the issue it is about
  // come in the same summary, so the alert may be seen first. `from` is the earlier of the poll's
  // time less its slack and the page's own record of when the held slouch's problem showed.
  const shownAt = (await issueOnsets()).filter((t) => t <= held!.from).at(-1) ?? held!.from;
  const from = Math.min(held!.from - POLL_SLACK_MS, shownAt - AMBER_SLACK_MS);
  console.log(
    `[nag] the held slouch's problem showed ${held!.from - shownAt} ms before the poll saw it`,
  );
  const beforeHeld = toasts.filter((t) => t.at < from);
  const heldAlerts = toasts.filter((t) => t.at >= from && t.at <= held!.from + BUDGET_MS);
  if (heldAlerts[0])
    console.log(
      `[nag] e2e: first alert ${heldAlerts[0].at - held!.from} ms after the held slouch's issue showed; ` +
        `${issueRuns.length - 1} dips showed an issue and raised ${beforeHeld.length} alerts`,
    );
  // The dips were seen (the score fell in at least one of the three before the held slouch), none
  // turned the status, and none alerted.
  const dipsSeen = falls.filter((at) => at < held!.from - POLL_SLACK_MS).length;
  console.log(`[nag] score falls before the held slouch: ${dipsSeen}`);
  expect(dipsSeen, 'dips the score fell for').toBeGreaterThanOrEqual(1);
  expect(issueRuns.length - 1, 'dips that showed an issue in the status').toBe(0);
  expect(beforeHeld).toEqual([]);
  // The gentle style: a dip turns nothing amber and sounds nothing (amber comes with the status).
  const amberBeforeHeld = amberOn.filter((at) => at < from).map(rel);
  console.log(
    `[nag] gentle: amber before the held slouch at clip s ${JSON.stringify(amberBeforeHeld)}`,
  );
  expect(amberBeforeHeld, 'dips that turned the page amber').toEqual([]);
  expect(tonesBeforeIssue, 'tones before the status showed a problem').toBe(0);
  expect(amberOn.length, 'the held slouch turned the page amber').toBeGreaterThanOrEqual(1);
  expect(heldAlerts.length).toBeGreaterThanOrEqual(1);
});
