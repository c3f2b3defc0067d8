// "Show me your slouch" (slouch-example.ts, engine-example.ts): the example is recorded, places the
// lines, travels in the baseline (and a saved setup), and can be dropped and restored.
import { describe, expect, it } from 'vitest';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { extractFeatures } from './features.ts';
import { baselineFromFrames } from './calibration-data.ts';
import { LINE_SHARE_MAX } from './cue-lines.ts';
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
/** How far down a deep slouch moves the head (px). */
const DEEP_DROP_PX = 60;

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

  it("a moment like the upright baseline is 'unclear': it places no line and keeps the example in use", () => {
    const { e, now } = calibrated();
    let t = run(e, upright, now, 2_000);
    expect(e.slouchingNow()).toBe('unclear');
    expect(e.slouchExample()).toBeNull();
    expect(e.cueLines().every((l) => l.source !== 'personal')).toBe(true);
    // With an example in use, an unclear moment does not replace it.
    t = run(e, sunkBack, t.next, 2_000);
    expect(e.slouchingNow()).toBe('learned');
    const learned = e.slouchExample();
    t = run(e, upright, t.next, 2_000);
    expect(e.slouchingNow()).toBe('unclear');
    expect(e.slouchExample()).toEqual(learned);
    expect(t.last.calibration.data!.slouchExample).toEqual(learned);
  });

  it("a moment only a restless calibration's band holds is 'restless': nothing changes; still, it is learned", () => {
    // Calibrated while the head bobbed 8 px up and down: the neck stretch's spread is wide, and
    // the head 10 px up (stretch 0.080) lies inside that band, past a still calibration's.
    const e = createPostureEngine();
    e.startCalibration(0);
    let last: EngineSummary | null = null;
    let t = 100;
    for (; t < 10_200; t += 100)
      last = e.step(moved(upright, HEAD, 0, t % 200 ? -8 : 8), t) ?? last;
    expect(last!.calibration.event).toBe('completed');
    run(e, sunkBack, t, 2_000);
    expect(e.slouchingNow()).toBe('restless');
    expect(e.slouchExample()).toBeNull();
    expect(e.cueLines().every((l) => l.source !== 'personal')).toBe(true);
    // The same moment after a still calibration places a line.
    const still = calibrated();
    run(still.e, sunkBack, still.now, 2_000);
    expect(still.e.slouchingNow()).toBe('learned');
  });

  it("a moment the band holds a line near is 'close': kept, and a slouch as deep as it flags", () => {
    // Calibrated while the head bobbed 2 px: the band (3 spreads) holds the stretch's line at more
    // than LINE_SHARE_MAX of the way to the head 10 px up, short of it.
    const e = createPostureEngine();
    e.startCalibration(0);
    let last: EngineSummary | null = null;
    let t = 100;
    for (; t < 10_200; t += 100)
      last = e.step(moved(upright, HEAD, 0, t % 200 ? -2 : 2), t) ?? last;
    expect(last!.calibration.event).toBe('completed');
    const r = run(e, sunkBack, t, 2_000);
    expect(e.slouchingNow()).toBe('close');
    const stretch = e.cueLines().find((l) => l.cue === 'stretch')!;
    expect(stretch.source).toBe('personal');
    expect(stretch.line).toBeGreaterThan(LINE_SHARE_MAX * e.slouchExample()!.stretch!);
    expect(stretch.line).toBeLessThan(e.slouchExample()!.stretch!);
    // Kept: the same slouch held flags.
    const held = run(e, sunkBack, r.next, 10_000);
    expect(slouching(held.last)).toBe(true);
    // After a still calibration the same moment is learned with room to spare.
    const still = calibrated();
    run(still.e, sunkBack, still.now, 2_000);
    expect(still.e.slouchingNow()).toBe('learned');
  });

  it("a moment the lines already flag is 'flagged': it places no line, and the coach says it sees it", () => {
    const { e, now } = calibrated();
    // The head sunk far: every cue that moves reads it past twice its generic line, so halfway to
    // it lies past the generic line and no personal line is nearer.
    const deep = moved(upright, HEAD, 0, DEEP_DROP_PX);
    const t = run(e, deep, now, 2_000);
    expect(slouching(t.last)).toBe(true);
    expect(e.slouchingNow()).toBe('flagged');
    expect(e.slouchExample()).toBeNull();
    expect(e.cueLines().every((l) => l.source !== 'personal')).toBe(true);
    // The same engine still learns a slouch its lines miss, and keeps it past a flagged moment.
    run(e, sunkBack, t.next, 2_000);
    expect(e.slouchingNow()).toBe('learned');
    const learned = e.slouchExample();
    run(e, deep, t.next + 2_000, 2_000);
    expect(e.slouchingNow()).toBe('flagged');
    expect(e.slouchExample()).toEqual(learned);
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
