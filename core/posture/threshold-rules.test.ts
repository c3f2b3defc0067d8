import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures, type PostureFeatures } from './features.ts';
import { DEFAULT_SETTINGS, effectiveThresholds } from './settings.ts';
import { uprightFrame } from '../../tests/support/posture-frames.ts';
import {
  headTiltRatio,
  shoulderAsymmetryRatio,
  shoulderEarBaseline,
  slouchRatio,
} from './threshold-rules.ts';

const base = extractFeatures(uprightFrame());
const cal = baselineFromFrames([base], 0)!;
const t = effectiveThresholds(DEFAULT_SETTINGS);
const f = (patch: Partial<PostureFeatures>) => ({ ...base, ...patch });

describe('head tilt: 15 degrees from the calibrated eye line', () => {
  it.each([
    [14.99, false],
    [15, false],
    [15.01, true],
    [-15.01, true],
  ])('%s degrees fires: %s', (deg, fires) => {
    expect(headTiltRatio(f({ headTiltDeg: deg }), cal, t) > 1).toBe(fires);
  });
  it('is measured against the calibrated angle and across the fold', () => {
    expect(headTiltRatio(f({ headTiltDeg: 25 }), { ...cal, headTiltBaseline: 10 }, t)).toBeCloseTo(
      1,
      12,
    );
    expect(headTiltRatio(f({ headTiltDeg: -85 }), { ...cal, headTiltBaseline: 85 }, t)).toBeCloseTo(
      10 / 15,
      12,
    );
  });
});

/** One shoulder raised by `a` of the frame height, the head level: height difference and angle agree. */
const raised = (a: number) => ({
  shoulderAsymmetry: a,
  shoulderAngleDeg: (Math.asin(a / base.shoulderWidth) * 180) / Math.PI,
});

describe('shoulder asymmetry: 0.05 of the frame height', () => {
  it.each([
    [0.0499, false],
    [0.05, false],
    [0.0501, true],
    [-0.0501, true],
  ])('%s fires: %s', (asym, fires) => {
    expect(shoulderAsymmetryRatio(f(raised(asym)), cal, t) > 1).toBe(fires);
  });

  it('a lean (shoulder line and eye line turning together) is not uneven shoulders', () => {
    const lean = raised(0.08);
    const tilted = { ...lean, headTiltDeg: base.headTiltDeg + lean.shoulderAngleDeg };
    expect(shoulderAsymmetryRatio(f(tilted), cal, t)).toBeCloseTo(0, 9);
    // the head tilting alone, shoulders level: not the shoulders either
    expect(shoulderAsymmetryRatio(f({ headTiltDeg: 20 }), cal, t)).toBe(0);
    // shoulders turning against a level head: counted in full; without an eye/ear line, the spec's rule
    expect(shoulderAsymmetryRatio(f(lean), cal, t)).toBeCloseTo(0.08 / 0.05, 9);
    expect(shoulderAsymmetryRatio(f({ ...tilted, headTiltDeg: NaN }), cal, t)).toBeCloseTo(
      0.08 / 0.05,
      9,
    );
  });
});

describe('slouching: shoulder-to-ear below 85% of the baseline', () => {
  const b = cal.shoulderEarBaseline;
  it.each([
    [0.8501, false],
    [0.85, false],
    [0.8499, true],
  ])('at %s of the baseline fires: %s', (ratio, fires) => {
    expect(slouchRatio(f({ shoulderEar: ratio * b }), cal, t) > 1).toBe(fires);
  });
  it('uses the default baseline 0.15 when the stored one is unusable', () => {
    expect(shoulderEarBaseline({ ...cal, shoulderEarBaseline: 0 })).toBe(0.15);
    expect(
      slouchRatio(f({ shoulderEar: 0.15 * 0.84 }), { ...cal, shoulderEarBaseline: NaN }, t),
    ).toBeGreaterThan(1);
  });
  it('is 0 at or above the baseline', () => {
    expect(slouchRatio(f({ shoulderEar: b * 1.2 }), cal, t)).toBe(0);
  });
});
