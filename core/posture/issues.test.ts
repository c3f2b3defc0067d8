import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures, type PostureFeatures } from './features.ts';
import { createIssueDetector } from './issues.ts';
import { ISSUE_MESSAGES } from './messages.ts';
import { DEFAULT_SETTINGS, effectiveThresholds } from './settings.ts';
import { uprightFrame } from '../../tests/support/posture-frames.ts';

const base = extractFeatures(uprightFrame());
const cal = baselineFromFrames([base], 0)!;
/** The spec's plain forward-head sum (cue exponent 1, forward-head.ts): the 0.5 / 0.3 numbers below. */
const s = { ...DEFAULT_SETTINGS, forwardHeadCueExponent: 1 };
const t = effectiveThresholds(s);
/** One shoulder raised by `a` of the frame height with the head level (height and angle agree). */
const raised = (a: number) => ({
  shoulderAsymmetry: a,
  shoulderAngleDeg: (Math.asin(a / base.shoulderWidth) * 180) / Math.PI,
});
const drop = (r: number) => ({ headY: base.headY + r * cal.shoulderEarBaseline });

/** The analysis clock: 10 Hz, as the app analyses. */
let clock = 0;
const tick = () => (clock += 100);

function feed(patch: Partial<PostureFeatures>, times: number, det = createIssueDetector()) {
  let out = det.update({ ...base, ...patch }, cal, t, s, tick());
  for (let i = 1; i < times; i++) out = det.update({ ...base, ...patch }, cal, t, s, tick());
  return { out, det };
}

describe('issue detector', () => {
  it('reports nothing for the calibrated posture', () => {
    expect(feed({}, 5).out).toEqual([]);
  });

  it('needs temporalFrames (3) agreeing frames before an issue is on', () => {
    expect(feed({ headTiltDeg: 16 }, 2).out).toEqual([]);
    expect(feed({ headTiltDeg: 16 }, 3).out).toEqual([
      { type: 'headTilt', severity: 16 / 15, message: ISSUE_MESSAGES.headTilt, value: 16 / 15 },
    ]);
  });

  it('forward head turns on above 0.5 and off only below 0.3', () => {
    // translation cue 0.85 -> severity 0.51
    const { det } = feed(drop(0.1275), 3);
    expect(det.lastCues!.severity).toBeCloseTo(0.51, 9);
    const on = det.update({ ...base, ...drop(0.1275) }, cal, t, s, tick());
    expect(on.map((i) => i.type)).toEqual(['forwardHead']);
    expect(on[0]!.value).toBeCloseTo(0.255, 9); // the weighted sum
    // severity 0.36: between off and on, stays on
    expect(det.update({ ...base, ...drop(0.09) }, cal, t, s, tick()).map((i) => i.type)).toEqual([
      'forwardHead',
    ]);
    // severity 0.3: at off, stays on; 0.2985: below off, off
    expect(det.update({ ...base, ...drop(0.075) }, cal, t, s, tick())).toHaveLength(1);
    expect(det.update({ ...base, ...drop(0.0746) }, cal, t, s, tick())).toEqual([]);
  });

  it('forward head at exactly 0.5 never turns on', () => {
    expect(feed(drop(0.125), 5).out).toEqual([]);
  });

  it('sorts issues most severe first and caps severity at 2', () => {
    const { out } = feed({ headTiltDeg: 45, ...raised(0.06) }, 3);
    expect(out.map((i) => [i.type, i.severity])).toEqual([
      ['headTilt', 2],
      ['shoulderAsymmetry', expect.closeTo(0.06 / 0.05, 9)],
    ]);
  });

  it('reset clears the temporal state', () => {
    const { det } = feed({ headTiltDeg: 16 }, 3);
    det.reset();
    expect(det.update({ ...base, headTiltDeg: 16 }, cal, t, s, tick())).toEqual([]);
    expect(det.lastCues).not.toBeNull();
  });

  it('head tilt and shoulder asymmetry have a dead band: on above 1, off only below 0.6', () => {
    const { det, out } = feed({ headTiltDeg: 16 }, 3);
    expect(out.map((i) => i.type)).toEqual(['headTilt']);
    // 14 deg and 9 deg (ratios 0.93, 0.6): inside the band, stays on; 8.9 deg: off
    expect(det.update({ ...base, headTiltDeg: 14 }, cal, t, s, tick()).map((i) => i.type)).toEqual([
      'headTilt',
    ]);
    expect(det.update({ ...base, headTiltDeg: 9 }, cal, t, s, tick()).map((i) => i.type)).toEqual([
      'headTilt',
    ]);
    expect(det.update({ ...base, headTiltDeg: 8.9 }, cal, t, s, tick())).toEqual([]);
    // a value hovering around the threshold (14..16 deg) no longer flickers once on
    const hover = feed({ headTiltDeg: 16 }, 3).det;
    const states = [14, 16, 14.5, 15.5, 14, 16].map(
      (d) => hover.update({ ...base, headTiltDeg: d }, cal, t, s, tick()).length,
    );
    expect(states).toEqual([1, 1, 1, 1, 1, 1]);
    // shoulder asymmetry alike (0.05 threshold): 0.06 on, 0.031 stays, 0.029 off
    const sh = feed(raised(0.06), 3).det;
    expect(sh.update({ ...base, ...raised(0.031) }, cal, t, s, tick()).map((i) => i.type)).toEqual([
      'shoulderAsymmetry',
    ]);
    expect(sh.update({ ...base, ...raised(0.029) }, cal, t, s, tick())).toEqual([]);
  });

  it('the neck stretch is off in the generic rules (issue 44): a held stretch does not flag', () => {
    const stretched = { neckToShoulderWidth: base.neckToShoulderWidth * Math.exp(0.08) };
    const det = createIssueDetector();
    for (let i = 0; i < 200; i++)
      expect(det.update({ ...base, ...stretched }, cal, t, s, tick())).toEqual([]);
  });

  it('the neck stretch, when on, is judged on its mean over the window: a held stretch flags, a moment does not', () => {
    const stretched = { neckToShoulderWidth: base.neckToShoulderWidth * Math.exp(0.08) };
    // On at the old generic tolerance (0.04), as the harness can still ask for.
    const det = createIssueDetector({ neckStretchTolerance: 0.04 });
    // Two seconds of a 0.08 stretch inside a window of upright frames: the mean stays low.
    for (let i = 0; i < 80; i++) det.update(base, cal, t, s, tick());
    for (let i = 0; i < 20; i++)
      expect(det.update({ ...base, ...stretched }, cal, t, s, tick())).toEqual([]);
    // Held: once the mean passes the tolerance (0.04, half the window), slouching is on.
    let on = 0;
    for (let i = 0; i < 80 && !on; i++)
      if (
        det.update({ ...base, ...stretched }, cal, t, s, tick()).some((x) => x.type === 'slouching')
      )
        on = i + 1;
    expect(on).toBeGreaterThan(10);
    expect(on).toBeLessThan(60);
    // A reset (away, a moved camera, a new calibration) forgets the window.
    det.reset();
    expect(det.update({ ...base, ...stretched }, cal, t, s, tick())).toEqual([]);
    expect(det.update({ ...base, ...stretched }, cal, t, s, tick())).toEqual([]);
    expect(det.update({ ...base, ...stretched }, cal, t, s, tick()).map((x) => x.type)).toEqual([
      'slouching',
    ]);
  });
});
