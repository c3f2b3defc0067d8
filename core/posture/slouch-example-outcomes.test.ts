// What 'I'm slouching now' did with the moment (engine-example.ts, docs/posture-rules.md#slouch-example):
// 'learned' beside the outcomes that keep nothing ('unclear', 'restless', 'flagged') and the two
// that keep the example but say its line sits close to it ('close' after a restless calibration,
// 'shallow' after a still one).
import { describe, expect, it } from 'vitest';
import { LINE_SHARE_MAX } from './cue-lines.ts';
import { createPostureEngine, type EngineSummary } from './engine.ts';
import { calibrated, steps } from '../../tests/support/engine-steps.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';

const upright = uprightFrame();
/** The head 10 px higher: the neck 8 % longer over the shoulder width (stretch 0.080), nothing else. */
const sunkBack = moved(upright, HEAD, 0, -10);
/** The head 3 px higher: just past a still calibration's smallest band on the stretch alone. */
const barelyUp = moved(upright, HEAD, 0, -3);
/** How far down a deep slouch moves the head (px). */
const DEEP_DROP_PX = 60;
/** Two seconds of analyses at 10 a second. */
const TWO_S = 20;

const slouching = (s: EngineSummary) => s.issues.some((i) => i.type === 'slouching');
const nonePersonal = (e: ReturnType<typeof createPostureEngine>) =>
  e.cueLines().every((l) => l.source !== 'personal');

/** Calibrated while the head bobbed `px` up and down: a restless calibration's wider band. */
function calibratedBobbing(px: number) {
  const engine = createPostureEngine();
  engine.startCalibration(0);
  let last: EngineSummary | null = null;
  let t = 100;
  for (; t < 10_200; t += 100)
    last = engine.step(moved(upright, HEAD, 0, t % 200 ? -px : px), t) ?? last;
  expect(last!.calibration.event).toBe('completed');
  return { engine, now: t };
}

/** The same moment after a still calibration places a line with room to spare. */
function learnedAfterStillCalibration() {
  const still = calibrated();
  steps(still.engine, sunkBack, still.now, TWO_S);
  expect(still.engine.slouchingNow()).toBe('learned');
}

describe("the outcome of 'I'm slouching now'", () => {
  it("a moment like the upright baseline is 'unclear': it places no line and keeps the example in use", () => {
    const { engine: e, now } = calibrated();
    let t = steps(e, upright, now, TWO_S);
    expect(e.slouchingNow()).toBe('unclear');
    expect(e.slouchExample()).toBeNull();
    expect(nonePersonal(e)).toBe(true);
    // With an example in use, an unclear moment does not replace it.
    t = steps(e, sunkBack, t.next, TWO_S);
    expect(e.slouchingNow()).toBe('learned');
    const learned = e.slouchExample();
    t = steps(e, upright, t.next, TWO_S);
    expect(e.slouchingNow()).toBe('unclear');
    expect(e.slouchExample()).toEqual(learned);
    expect(t.last.calibration.data!.slouchExample).toEqual(learned);
  });

  it("a moment only a restless calibration's band holds is 'restless': nothing changes; still, it is learned", () => {
    // Bobbing 8 px: the neck stretch's spread is wide, and the head 10 px up (stretch 0.080) lies
    // inside that band, past a still calibration's.
    const { engine: e, now } = calibratedBobbing(8);
    steps(e, sunkBack, now, TWO_S);
    expect(e.slouchingNow()).toBe('restless');
    expect(e.slouchExample()).toBeNull();
    expect(nonePersonal(e)).toBe(true);
    learnedAfterStillCalibration();
  });

  it("a moment the band holds a line near is 'close': kept, and a slouch as deep as it flags", () => {
    // Bobbing 2 px: the band (3 spreads) holds the stretch's line at more than LINE_SHARE_MAX of
    // the way to the head 10 px up, short of it.
    const { engine: e, now } = calibratedBobbing(2);
    const r = steps(e, sunkBack, now, TWO_S);
    expect(e.slouchingNow()).toBe('close');
    const stretch = e.cueLines().find((l) => l.cue === 'stretch')!;
    expect(stretch.source).toBe('personal');
    expect(stretch.line).toBeGreaterThan(LINE_SHARE_MAX * e.slouchExample()!.stretch!);
    expect(stretch.line).toBeLessThan(e.slouchExample()!.stretch!);
    // Kept: the same slouch held flags.
    expect(slouching(steps(e, sunkBack, r.next, 100).last)).toBe(true);
    learnedAfterStillCalibration();
  });

  it("a moment just past a still calibration's smallest band is 'shallow': kept, its line near it, and no restlessness to blame", () => {
    const { engine: e, now } = calibrated();
    const r = steps(e, barelyUp, now, TWO_S);
    expect(e.slouchingNow()).toBe('shallow');
    const stretch = e.cueLines().find((l) => l.cue === 'stretch')!;
    expect(stretch.source).toBe('personal');
    expect(stretch.line).toBeGreaterThan(LINE_SHARE_MAX * e.slouchExample()!.stretch!);
    expect(stretch.line).toBeLessThan(e.slouchExample()!.stretch!);
    // Kept: the same moment held flags.
    expect(slouching(steps(e, barelyUp, r.next, 100).last)).toBe(true);
    // The restless 'close' above is not this: there a still calibration learns the same moment.
  });

  it("a moment the lines already flag is 'flagged': it places no line, and the coach says it sees it", () => {
    const { engine: e, now } = calibrated();
    // The head sunk far: every cue that moves reads it past twice its generic line, so halfway to
    // it lies past the generic line and no personal line is nearer.
    const deep = moved(upright, HEAD, 0, DEEP_DROP_PX);
    const t = steps(e, deep, now, TWO_S);
    expect(slouching(t.last)).toBe(true);
    expect(e.slouchingNow()).toBe('flagged');
    expect(e.slouchExample()).toBeNull();
    expect(nonePersonal(e)).toBe(true);
    // The same engine still learns a slouch its lines miss, and keeps it past a flagged moment.
    steps(e, sunkBack, t.next, TWO_S);
    expect(e.slouchingNow()).toBe('learned');
    const learned = e.slouchExample();
    steps(e, deep, t.next + 2_000, TWO_S);
    expect(e.slouchingNow()).toBe('flagged');
    expect(e.slouchExample()).toEqual(learned);
  });
});
