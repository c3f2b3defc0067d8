// "Show me your slouch" (slouch-example.ts, engine-example.ts): the example is recorded, places the
// lines, travels in the baseline (and a saved setup), and can be dropped and restored.
import { describe, expect, it } from 'vitest';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { extractFeatures } from './features.ts';
import { baselineFromFrames } from './calibration-data.ts';
import {
  createExampleRecorder,
  MOMENT_FRAMES,
  slouchExampleFrom,
  withSlouchExample,
} from './slouch-example.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
/** The head 10 px higher: the neck 8 % longer over the shoulder width (stretch 0.080), nothing else. */
const sunkBack = moved(upright, HEAD, 0, -10);

function run(e: PostureEngine, frame: PoseFrame, from: number, ms: number) {
  let last: EngineSummary | null = null;
  for (let t = from; t < from + ms; t += 100) last = e.step(frame, t) ?? last;
  return { last: last!, next: from + ms };
}

function calibrated() {
  const e = createPostureEngine();
  e.startCalibration(0);
  const { last, next } = run(e, upright, 100, 10_100);
  expect(last.calibration.event).toBe('completed');
  return { e, now: next };
}

const slouching = (s: EngineSummary) => s.issues.some((i) => i.type === 'slouching');

describe('the slouch example, pure', () => {
  const cal = baselineFromFrames([extractFeatures(upright)], 0)!;

  it("is each cue's median deviation over the frames; none without frames", () => {
    const f = [upright, sunkBack, sunkBack].map(extractFeatures);
    expect(slouchExampleFrom(f, cal)!.stretch).toBeCloseTo(0.08, 3);
    expect(slouchExampleFrom([], cal)).toBeNull();
  });

  it("reads the stretch with a grown face left on when the example's own face grew", () => {
    const base = extractFeatures(upright);
    const slouch = { ...extractFeatures(sunkBack) };
    const nearer = { ...slouch, faceWidth: base.faceWidth * 1.03 };
    const example = slouchExampleFrom([nearer, nearer], cal)!;
    expect(example.face).toBeCloseTo(0.03, 6);
    expect(example.stretch).toBeCloseTo(0.08, 3);
    // A face that went away is never taken off; the stretch reads the same.
    const away = { ...slouch, faceWidth: base.faceWidth * 0.97 };
    expect(slouchExampleFrom([away], cal)!.stretch).toBeCloseTo(0.08, 3);
    // A face that grew by more than the neck stretched: a lean-in, taken off as before.
    const leanIn = { ...slouch, faceWidth: base.faceWidth * 1.1 };
    expect(slouchExampleFrom([leanIn], cal)!.stretch).toBeCloseTo(0.08 - Math.log(1.1), 3);
  });

  it('is added to and removed from a baseline without changing the input', () => {
    const withIt = withSlouchExample(cal, { stretch: 0.08 });
    expect(withIt.slouchExample).toEqual({ stretch: 0.08 });
    expect(cal.slouchExample).toBeUndefined();
    expect('slouchExample' in withSlouchExample(withIt, null)).toBe(false);
  });

  it('the recorder returns the frames once its time is up, and always keeps the latest second', () => {
    const r = createExampleRecorder();
    const f = extractFeatures(upright);
    expect(r.push(f, 0)).toBeNull(); // not recording
    r.start(100, 500);
    for (let t = 100; t < 600; t += 100) expect(r.push(f, t)).toBeNull();
    expect(r.push(f, 600)).toHaveLength(5);
    expect(r.recording).toBe(false);
    for (let i = 0; i < 3 * MOMENT_FRAMES; i++) r.push(f, 700 + i);
    expect(r.moment()).toHaveLength(MOMENT_FRAMES);
    r.clear();
    expect(r.moment()).toHaveLength(0);
  });
});

describe('the engine with a slouch example', () => {
  it('without an example a held neck stretch is not a slouch; after 5 s of it shown as the example, it is', () => {
    const { e, now } = calibrated();
    let t = run(e, sunkBack, now, 12_000);
    expect(slouching(t.last)).toBe(false);
    expect(e.startSlouchExample(t.next)).toBe(true);
    expect(e.recordingSlouchExample).toBe(true);
    t = run(e, sunkBack, t.next, 5_200);
    expect(e.recordingSlouchExample).toBe(false);
    expect(t.last.calibration.data!.slouchExample!.stretch).toBeCloseTo(0.08, 2);
    t = run(e, upright, t.next, 10_000);
    expect(slouching(t.last)).toBe(false);
    t = run(e, sunkBack, t.next, 8_000);
    expect(slouching(t.last)).toBe(true);
  });

  it('Undo: dropping the example restores the generic lines, and setting it back restores it', () => {
    const { e, now } = calibrated();
    let t = run(e, sunkBack, now, 2_000);
    expect(e.slouchingNow()).toBe('learned'); // the last second: sunk back
    const example = e.dropSlouchExample();
    expect(example!.stretch).toBeCloseTo(0.08, 2);
    t = run(e, sunkBack, t.next, 10_000);
    expect(slouching(t.last)).toBe(false);
    expect(t.last.calibration.data!.slouchExample).toBeUndefined();
    expect(e.setSlouchExample(example)).toBe(true);
    t = run(e, sunkBack, t.next, 10_000);
    expect(slouching(t.last)).toBe(true);
    expect(e.dropSlouchExample()).toEqual(example);
    expect(e.dropSlouchExample()).toBeNull();
  });

  it("a recorded step of upright frames ends with exampleEvent 'unclear' and keeps no example", () => {
    const { e, now } = calibrated();
    expect(e.startSlouchExample(now)).toBe(true);
    const events: (string | null)[] = [];
    for (let t = now; t < now + 6_000; t += 100) {
      const s = e.step(upright, t);
      if (s) events.push(s.exampleEvent);
    }
    expect(e.recordingSlouchExample).toBe(false);
    expect(events.filter((x) => x !== null)).toEqual(['unclear']);
    expect(e.slouchExample()).toBeNull();
  });

  it('uncalibrated there is nothing to place a line against', () => {
    const e = createPostureEngine();
    expect(e.startSlouchExample(0)).toBe(false);
    expect(e.slouchingNow()).toBeNull();
    expect(e.cueLines()).toEqual([]);
  });

  it("cueLines: each cue's baseline, line and current value, and where the line came from", () => {
    const { e, now } = calibrated();
    const t = run(e, sunkBack, now, 3_000);
    const before = Object.fromEntries(e.cueLines().map((l) => [l.cue, l]));
    expect(before.stretch).toMatchObject({ source: 'off', line: 0, ratio: null });
    expect(before.sink).toMatchObject({ source: 'generic', line: 0.1 });
    expect(before.stretch!.current).toBeCloseTo(0.08, 2);
    expect(before.drop!.baseline).toBeCloseTo(t.last.calibration.data!.headPosition.y, 12);
    e.slouchingNow();
    const after = Object.fromEntries(e.cueLines().map((l) => [l.cue, l]));
    expect(after.stretch!.source).toBe('personal');
    expect(after.stretch!.line).toBeCloseTo(0.04, 2);
    expect(after.stretch!.ratio).toBeCloseTo(2, 1);
    // In the baseline's units: the neck over shoulder width at which it flags, and the head height.
    const cal = t.last.calibration.data!;
    expect(after.stretch!.lineAt).toBeCloseTo(
      cal.baselineNeckToShoulderWidth! * Math.exp(after.stretch!.line),
      9,
    );
    expect(before.drop!.lineAt).toBeCloseTo(cal.headPosition.y + 0.15 * cal.shoulderEarBaseline, 9);
    expect(before.stretch!.lineAt).toBeNull();
    // Sensitivity scales the line as it scales every threshold (k(10) = 0.5).
    e.setSettings({ sensitivity: 10 });
    const tight = e.cueLines().find((l) => l.cue === 'stretch')!;
    expect(tight.line).toBeCloseTo(after.stretch!.line / 2, 6);
  });
});
