// The laptop sitter on the real /app (docs/posture-rules.md#accuracy): real Chromium whose fake
// camera plays the laptop clip (e2e/laptop-clip.ts: 40 s upright, then 30 s slouched, seen from
// below by a laptop webcam), real BlazePose, the real engine, default settings (Auto: full must run
// throughout, as lite sees none of his slouch). A busy loop in a child process keeps one core busy.
// The status is read every 250 ms against the clip's clock (the camera opening is its second 0).
// His slouch is one the generic lines miss (docs/posture-rules.md#slouch-example), so 8 s into it
// he presses 'I'm slouching now', and again every 5 s while the coach says the moment looks like
// his calibration. When it says he moved about while it calibrated, or that its line sits close to
// this moment ('close'), he recalibrates in the next loop, as it advises, and presses again
// (RECALIBRATIONS times at most). On the loop after the one he pressed in, the upright part should
// read Excellent from 10 s after he sits up (the stretch is judged on an 8 s mean, so the slouch
// lingers; the checks before are printed), the slouch should be named from 14 s in to its end, and
// an alert come. The goal is 95 % of the checks each way; the spec holds 90 % and prints the shares
// (runs so far: docs/accuracy.md#the-laptop-sitter-on-the-real-app).
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.ts';
import { buildLaptopClip, LAPTOP_CLIP_S, LAPTOP_UPRIGHT_S } from './laptop-clip.ts';
import { ISSUE_TEXTS, recordCameraAndToasts } from './clip-clock.ts';
import { useClipCamera } from './clip-camera.ts';
import { printPipelineLog } from './pipeline-helpers.ts';
import { MESSAGE_EXCELLENT } from '../core/posture/constants.ts';

/** Slack for a clip played and analysed late on a loaded machine, seconds. */
const LAG_S = 2;
/**
 * He presses 'I'm slouching now' this far into his slouch (its moment reaches 5 s back in low
 * power, 2 analyses a second: clear of the turn), and again this often while the coach says the
 * moment looks like his calibration.
 */
const FIRST_PRESS_S = 8;
/**
 * The slouch is judged from this far into it: his stretch is judged on an 8 s mean against a line
 * his example places near his slouch, so the mean crosses it late (one run here named it from
 * 13.6 s in; most from 10 s), plus the status hold and a loaded machine's lag.
 */
const SLOUCH_NAMED_S = 14;
const PRESS_EVERY_S = 5;
/** How often he recalibrates on the coach's advice ('restless' or 'close') before it must learn. */
const RECALIBRATIONS = 3;
/**
 * He recalibrates this far into the next loop's upright part, sitting still as the coach advises:
 * each loop opens with him sitting down (2.5 s), which the first calibration (2-12 s) takes in.
 */
const RECALIBRATE_AT_S = 18;

test.use({
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: chromiumArgs({ camera: buildLaptopClip() }),
  },
});

// The clip plays at the clock's pace beside the busy core (e2e/clip-camera.ts; Chromium's fake
// camera alone fell behind on a loaded machine), at 30 fps: another still in every frame.
test.beforeEach(({ context }) => useClipCamera(context, buildLaptopClip(), 30));

/** Issue 44's 'one core kept busy by another process': a busy loop, stopped after the test. */
let burner: ChildProcess | null = null;
test.afterEach(() => {
  burner?.kill();
  burner = null;
});

test("laptop clip, one core kept busy: upright reads Excellent; after 'I'm slouching now' in his slouch, the next loop's slouch reads a problem and alerts (real /app)", async ({
  page,
}) => {
  test.setTimeout(600_000);
  burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const rec = await recordCameraAndToasts(page);
  printPipelineLog(page);
  await page.goto('/app');
  await expect(page.getByTestId('backend')).toHaveText(/\w/, { timeout: 300_000 });
  await page.getByRole('button', { name: 'Start Tracking' }).click();
  await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated', {
    timeout: 240_000,
  });
  const { cameraAt } = await rec();
  const clipS = (t: number) => ((t - cameraAt) / 1000) % LAPTOP_CLIP_S;
  const calibratedS = (Date.now() - cameraAt) / 1000;
  console.log(`[laptop] calibrated ${calibratedS.toFixed(1)} s into the clip`);
  expect(calibratedS).toBeLessThan(LAPTOP_UPRIGHT_S - 10);

  // The first upright part is read with the generic lines; the loop after his example is judged
  // from 10 s after each turn (and the lag) to its end (not past it: the clip starts upright again).
  const genericUpright: string[] = [];
  const upright: string[] = [];
  /** The slouch's checks from 10 s in (issue 44's window, printed; judged from SLOUCH_NAMED_S). */
  const fromTen: string[] = [];
  const slouched: string[] = [];
  /** Clip seconds of the slouched checks that named no problem: where a failure lost them. */
  const missedAt: number[] = [];
  /** Clip seconds of the judged loop's upright checks (from its start) that were not Excellent. */
  const flaggedAt: number[] = [];
  /** What each press said, at which clip second; the last one 'Got it' once the coach learned. */
  const presses: string[] = [];
  let learned = false;
  /** The loop of the clip whose slouch he presses in (the next one is judged): one more each recalibration. */
  let pressLoop = 0;
  let pressesHere = 0;
  /** He follows the coach's advice to recalibrate sitting still, in the next loop's upright part. */
  let recalibrate = false;
  /** What the judged loop collects: started again when he recalibrates. */
  const judged = [upright, fromTen, slouched, missedAt, flaggedAt];
  while (Date.now() < cameraAt + (pressLoop + 2) * LAPTOP_CLIP_S * 1000) {
    const text = (await page.getByTestId('posture-message').textContent()) ?? '';
    const s = (Date.now() - cameraAt) / 1000;
    /** The start of the loop he presses in, and of the one judged, clip seconds. */
    const p = pressLoop * LAPTOP_CLIP_S;
    const j = p + LAPTOP_CLIP_S;
    if (s < LAPTOP_UPRIGHT_S - LAG_S) genericUpright.push(text);
    else if (recalibrate && s >= j + RECALIBRATE_AT_S && s < j + RECALIBRATE_AT_S + 4) {
      await page.getByRole('button', { name: 'Recalibrate', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Calibrating Posture' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 120_000 });
      await expect(page.getByTestId('calibration-status')).toHaveText('Calibrated');
      console.log(`[laptop] recalibrated at clip s ${((Date.now() - cameraAt) / 1000).toFixed(1)}`);
      for (const list of judged) list.length = 0;
      pressLoop += 1;
      pressesHere = 0;
      recalibrate = false;
    } else if (
      !learned &&
      !recalibrate &&
      s >= p + LAPTOP_UPRIGHT_S + FIRST_PRESS_S + PRESS_EVERY_S * pressesHere &&
      s < p + LAPTOP_CLIP_S - 2
    ) {
      // The product's own advice when a moment looks like his calibration: stay, press again.
      const status = page.getByRole('region', { name: 'Status' });
      await status.getByRole('button', { name: "I'm slouching now" }).press('Enter');
      const said = page.getByTestId('false-alarm');
      await expect(said).toContainText(
        /^(Got it|This moment looks like|The coach already flags|You moved about)/,
      );
      const words = (await said.textContent()) ?? '';
      const close = words.startsWith('Got it, though this moment is close');
      const again = pressLoop < RECALIBRATIONS;
      // Taken: 'learned', or 'shallow' (only a little past: recalibrating would not move its line).
      learned = /^Got it(: the coach now knows|, though this moment is only a little)/.test(words);
      learned ||= close && !again;
      recalibrate =
        again && (close || words.startsWith('You moved about while the coach calibrated'));
      pressesHere++;
      presses.push(`clip s ${s.toFixed(1)}: ${words}`);
      console.log(`[laptop] 'I'm slouching now' at clip s ${s.toFixed(1)}: ${words}`);
      // Dismissed, so the next press's words are new ones.
      if (!learned) await said.getByRole('button', { name: 'Dismiss this message' }).click();
    } else if (!recalibrate && s >= j && s < j + LAPTOP_UPRIGHT_S - LAG_S) {
      if (text !== MESSAGE_EXCELLENT) flaggedAt.push(Number(s.toFixed(1)));
      if (s >= j + 10 + LAG_S) upright.push(text);
    } else if (!recalibrate && s >= j + LAPTOP_UPRIGHT_S + 10 && s < j + LAPTOP_CLIP_S) {
      fromTen.push(text);
      if (s >= j + LAPTOP_UPRIGHT_S + SLOUCH_NAMED_S) {
        slouched.push(text);
        if (!ISSUE_TEXTS.has(text)) missedAt.push(Number(s.toFixed(1)));
      }
    }
    await page.waitForTimeout(250);
  }
  const toasts = (await rec()).toasts.map((x) => x.at);
  const model = await page.getByTestId('model-status').textContent();
  const share = (list: string[]) =>
    list.filter((t) => t === MESSAGE_EXCELLENT).length / list.length;
  const genericExcellent = share(genericUpright);
  const excellent = share(upright);
  const named = (list: string[]) => list.filter((t) => ISSUE_TEXTS.has(t)).length / list.length;
  const problem = named(slouched);
  const judgedAt = (pressLoop + 1) * LAPTOP_CLIP_S;
  const slouchAlerts = toasts.filter(
    (t) =>
      (t - cameraAt) / 1000 >= judgedAt + LAPTOP_UPRIGHT_S &&
      (t - cameraAt) / 1000 < judgedAt + LAPTOP_CLIP_S,
  );
  const seen = (list: string[]) =>
    JSON.stringify(
      Object.fromEntries([...new Set(list)].map((t) => [t, list.filter((x) => x === t).length])),
    );
  console.log(
    `[laptop] generic lines, upright: ${genericUpright.length} checks, ${(100 * genericExcellent).toFixed(0)} % Excellent ${seen(genericUpright)}`,
  );
  console.log(
    `[laptop] with his example, upright: ${upright.length} checks, ${(100 * excellent).toFixed(0)} % Excellent ${seen(upright)}; ` +
      `slouched (from ${SLOUCH_NAMED_S} s in): ${slouched.length} checks, ${(100 * problem).toFixed(0)} % a problem ${seen(slouched)}, ` +
      `none named at clip s ${JSON.stringify(missedAt)}; ` +
      `from 10 s in: ${fromTen.length} checks, ${(100 * named(fromTen)).toFixed(0)} % a problem; ` +
      `upright not Excellent (from the turn) at s ${JSON.stringify(flaggedAt)}; ` +
      `alerts at clip s ${JSON.stringify(toasts.map((t) => Number(clipS(t).toFixed(1))))}; ${model}`,
  );
  expect(model).toBe('BlazePose full ready');
  expect(learned, `the coach learned his slouch from one of ${presses.length} presses`).toBe(true);
  expect(genericUpright.length).toBeGreaterThan(20);
  expect(genericExcellent).toBeGreaterThanOrEqual(0.9);
  expect(upright.length).toBeGreaterThan(20);
  expect(slouched.length).toBeGreaterThan(20);
  expect(excellent).toBeGreaterThanOrEqual(0.9);
  expect(problem).toBeGreaterThanOrEqual(0.9);
  expect(slouchAlerts.length).toBeGreaterThanOrEqual(1);
});
