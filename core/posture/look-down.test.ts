// Looking down is not slouching (look-down.ts, docs/posture-rules.md#looking-down), through the
// engine on drawn frames (tests/support/posture-frames.ts: the ears 90 px apart, 120 px above the
// shoulders): the face pitched down with the head at its height and the shoulders in place is its
// own state with its own reminder; the same pitch with the head sunk is still a slouch.
import { describe, expect, it } from 'vitest';
import { MESSAGE_EXCELLENT, MESSAGE_LOOKING_DOWN } from './constants.ts';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { LOOK_DOWN_ALERT } from './look-down.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
/** Nose and eyes 30 px lower, ears where they were: pitched down 0.33 ear widths. */
const lookingDown = moved(upright, ['nose', 'leftEye', 'rightEye'], 0, 30);
/** The same pitch with the whole head 40 px lower (a third of the neck): a sunk head. */
const sunkAndPitched = moved(lookingDown, HEAD, 0, 40);

function run(e: PostureEngine, frame: PoseFrame, from: number, ms: number) {
  const seen: EngineSummary[] = [];
  for (let t = from; t < from + ms; t += 100) {
    const s = e.step(frame, t);
    if (s) seen.push(s);
  }
  return { seen, last: seen.at(-1)!, next: from + ms };
}

function calibrated(settings = {}) {
  const e = createPostureEngine({ settings });
  e.startCalibration(0);
  const { last, next } = run(e, upright, 100, 10_100);
  expect(last.calibration.event).toBe('completed');
  expect(last.calibration.data!.baselineNoseBelowEars).toBeCloseTo(10 / 90, 6);
  return { e, now: next };
}

const slouchFlag = (s: EngineSummary) =>
  s.issues.some((i) => i.type === 'slouching' || i.type === 'forwardHead');

describe('looking down', () => {
  it('is its own state: no slouch, score or episode, the status says so, one reminder after 2 minutes', () => {
    const { e, now } = calibrated();
    const before = run(e, upright, now, 2_000);
    expect(before.last.message).toBe(MESSAGE_EXCELLENT);
    const down = run(e, lookingDown, before.next, 150_000);
    expect(down.seen.filter(slouchFlag)).toEqual([]);
    expect(down.last.lookingDown).toBe(true);
    expect(down.last.message).toBe(MESSAGE_LOOKING_DOWN);
    expect(down.last.score).toBe(before.last.score);
    expect(down.last.scoreEpisode).toBeNull();
    const reminders = down.seen.filter((s) => s.alert);
    expect(reminders.map((s) => s.alert!.message)).toEqual([LOOK_DOWN_ALERT]);
    // At 2 minutes (the default), measured from the first look-down frame.
    expect(reminders[0]!.timestamp - before.next).toBeGreaterThanOrEqual(120_000);
    expect(reminders[0]!.timestamp - before.next).toBeLessThan(121_000);
    expect(down.last.alertCount).toBe(1);
    // Looking up: judged again at once, still excellent.
    const up = run(e, upright, down.next, 2_000);
    expect(up.last.lookingDown).toBe(false);
    expect(up.last.message).toBe(MESSAGE_EXCELLENT);
  });

  it('reminds again each time it lasts the setting; Off never reminds', () => {
    const { e, now } = calibrated({ lookDownAlertMs: 60_000 });
    const down = run(e, lookingDown, now, 190_000);
    expect(down.seen.filter((s) => s.alert).length).toBe(3);
    const off = calibrated({ lookDownAlertMs: 0 });
    const quiet = run(off.e, lookingDown, off.now, 190_000);
    expect(quiet.seen.filter((s) => s.alert)).toEqual([]);
    expect(quiet.last.lookingDown).toBe(true);
  });

  it('a pitch with the head sunk is a slouch, not a look-down', () => {
    const { e, now } = calibrated();
    const sunk = run(e, sunkAndPitched, now, 10_000);
    expect(sunk.last.lookingDown).toBe(false);
    expect(slouchFlag(sunk.last)).toBe(true);
  });

  it('a baseline from before the pitch was stored judges every frame as before', () => {
    const { e, now } = calibrated();
    const data = run(e, upright, now, 200).last.calibration.data!;
    const { baselineNoseBelowEars: _dropped, ...older } = data;
    e.loadCalibration(older, null);
    const down = run(e, lookingDown, now + 200, 5_000);
    expect(down.last.lookingDown).toBe(false);
    expect(down.last.message).not.toBe(MESSAGE_LOOKING_DOWN);
  });
});
