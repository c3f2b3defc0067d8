import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures, type PostureFeatures } from './features.ts';
import {
  belowThreshold,
  cvaCue,
  forwardHeadCues,
  headDrop,
  MIN_CVA_MARGIN_DEG,
} from './forward-head.ts';
import { DEFAULT_SETTINGS, effectiveThresholds } from './settings.ts';
import { uprightFrame } from '../../tests/support/posture-frames.ts';

const base = extractFeatures(uprightFrame());
const cal = baselineFromFrames([base], 0)!;
/** The spec's plain weighted sum (cue exponent 1): what these tests pin. The default curve: below. */
const SPEC = { ...DEFAULT_SETTINGS, forwardHeadCueExponent: 1 };
const t = effectiveThresholds(SPEC);
const cues = (patch: Partial<PostureFeatures>, yaw = 0.3) =>
  forwardHeadCues({ ...base, ...patch }, cal, t, yaw);
/** headY for a drop of `r` calibrated neck heights. */
const dropTo = (r: number) => base.headY + r * cal.shoulderEarBaseline;

describe('forward head', () => {
  it('is 0 at the calibrated posture', () => {
    expect(cues({})).toMatchObject({
      cva: 0,
      translation: 0,
      proximity: 0,
      depth: 0,
      weightedSum: 0,
      severity: 0,
    });
  });

  it('translation: head drop in calibrated neck heights against 0.15 (weight 0.3)', () => {
    expect(headDrop({ ...base, headY: dropTo(0.15) }, cal)).toBeCloseTo(0.15, 12);
    expect(cues({ headY: dropTo(0.15) }).translation).toBeCloseTo(1, 9);
    expect(cues({ headY: dropTo(0.15) }).severity).toBeCloseTo(0.6, 9);
    expect(cues({ headY: dropTo(0.075) }).severity).toBeCloseTo(0.3, 9);
    expect(cues({ headY: dropTo(-0.2) }).translation).toBe(0); // head raised: not forward
  });

  it('proximity: face width ratio against 1.2 (weight 0.2)', () => {
    expect(cues({ faceWidth: base.faceWidth * 1.2 }).proximity).toBeCloseTo(1, 9);
    expect(cues({ faceWidth: base.faceWidth * 1.2 }).severity).toBeCloseTo(0.4, 9);
    expect(cues({ faceWidth: base.faceWidth * 1.1 }).proximity).toBeCloseTo(0.5, 9);
    expect(cues({ faceWidth: base.faceWidth * 0.8 }).proximity).toBe(0);
  });

  it('proximity is ignored when yaw asymmetry is above 0.3, not at 0.3', () => {
    const wide = { faceWidth: base.faceWidth * 1.2 };
    expect(cues({ ...wide, yawAsymmetry: 0.3 })).toMatchObject({ proximityIgnored: false });
    expect(cues({ ...wide, yawAsymmetry: 0.2999 }).proximity).toBeCloseTo(1, 9);
    expect(cues({ ...wide, yawAsymmetry: 0.3001 })).toMatchObject({
      proximityIgnored: true,
      proximity: 0,
    });
  });

  it('depth: ears ahead of the shoulders in keypoints3D against 0.02 m (weight 0.1)', () => {
    const z = base.earVsShouldersZ;
    expect(cues({ earVsShouldersZ: z - 0.02 }).depth).toBeCloseTo(1, 9);
    expect(cues({ earVsShouldersZ: z - 0.02 }).severity).toBeCloseTo(0.2, 9);
    expect(cues({ earVsShouldersZ: z - 0.01 }).depth).toBeCloseTo(0.5, 9);
    expect(cues({ earVsShouldersZ: z + 0.05 }).depth).toBe(0);
  });

  it('depth is skipped when z is missing, live or at calibration', () => {
    expect(cues({ earVsShouldersZ: NaN })).toMatchObject({ depthSkipped: true, depth: 0 });
    const noDepthCal = { ...cal, baselineEarVsShouldersZ: null };
    expect(forwardHeadCues({ ...base, earVsShouldersZ: -1 }, noDepthCal, t, 0.3)).toMatchObject({
      depthSkipped: true,
      depth: 0,
    });
  });

  it('CVA: falling from the calibrated angle to 45 degrees is a full cue (weight 0.4)', () => {
    expect(cvaCue(45, cal.baselineCVA, t)).toBeCloseTo(1, 9);
    expect(cues({ cvaDeg: 45 }).severity).toBeCloseTo(0.8, 9);
    expect(cvaCue(cal.baselineCVA!, cal.baselineCVA, t)).toBe(0);
    expect(cvaCue(cal.baselineCVA! + 5, cal.baselineCVA, t)).toBe(0);
    expect(cvaCue(45, null, t)).toBe(0);
    expect(cvaCue(NaN, 60, t)).toBe(0);
  });

  it('CVA: a calibrated angle within 5 degrees of the threshold uses a 5 degree margin', () => {
    expect(MIN_CVA_MARGIN_DEG).toBe(5);
    expect(cvaCue(43, 48, t)).toBeCloseTo(1, 9);
    expect(cvaCue(35, 30, t)).toBe(0);
    expect(cvaCue(25, 30, t)).toBeCloseTo(1, 9);
  });

  it('severity is 2 x the weighted sum, each cue clamped to 2, capped at 2', () => {
    const c = cues({
      headY: dropTo(0.075),
      faceWidth: base.faceWidth * 1.1,
      earVsShouldersZ: base.earVsShouldersZ - 0.01,
    });
    expect(c.weightedSum).toBeCloseTo(0.3 * 0.5 + 0.2 * 0.5 + 0.1 * 0.5, 9);
    expect(c.severity).toBeCloseTo(2 * c.weightedSum, 9);
    const huge = cues({
      headY: dropTo(10),
      faceWidth: base.faceWidth * 5,
      earVsShouldersZ: -5,
      cvaDeg: 0,
    });
    expect(huge.translation).toBe(2);
    expect(huge.weightedSum).toBeCloseTo(2, 9);
    expect(huge.severity).toBe(2);
  });

  it('sensitivity scales every forward-head tolerance the same way', () => {
    const t10 = effectiveThresholds({ ...SPEC, sensitivity: 10 });
    const f = { ...base, headY: dropTo(0.075) };
    expect(forwardHeadCues(f, cal, t10, 0.3).translation).toBeCloseTo(1, 9);
    expect(
      cvaCue(cal.baselineCVA! - (cal.baselineCVA! - 45) / 2, cal.baselineCVA, t10),
    ).toBeCloseTo(1, 9);
  });

  it('default cue curve: a cue below its threshold counts cubed, at and past it as in the spec', () => {
    expect(DEFAULT_SETTINGS.forwardHeadCueExponent).toBe(3);
    expect(belowThreshold(0.5, 3)).toBeCloseTo(0.125, 12);
    expect(belowThreshold(0, 3)).toBe(0);
    expect(belowThreshold(1, 3)).toBe(1);
    expect(belowThreshold(1.7, 3)).toBe(1.7);
    expect(belowThreshold(0.3, 1)).toBe(0.3);
    // strictly increasing, so sensitivity stays monotone and every slider step moves it
    for (let c = 0; c < 2; c += 0.01)
      expect(belowThreshold(c + 0.01, 3)).toBeGreaterThan(belowThreshold(c, 3));
    const tDef = effectiveThresholds(DEFAULT_SETTINGS);
    const sub = {
      ...base,
      headY: dropTo(0.075),
      faceWidth: base.faceWidth * 1.1,
      cvaDeg: cal.baselineCVA! - 12,
    };
    // translation 0.5, proximity 0.5, CVA under half its threshold: the spec's sum flags...
    expect(forwardHeadCues(sub, cal, t, 0.3).severity).toBeGreaterThan(0.5);
    // ...cubed they add up to little; the raw cues are still reported.
    const c = forwardHeadCues(sub, cal, tDef, 0.3);
    expect(c.translation).toBeCloseTo(0.5, 9);
    expect(c.cva).toBeGreaterThan(0);
    expect(c.cva).toBeLessThan(0.5);
    const expected = 2 * (0.4 * c.cva ** 3 + 0.3 * 0.125 + 0.2 * 0.125);
    expect(c.severity).toBeCloseTo(expected, 8);
    expect(c.severity).toBeLessThan(0.3); // below even the flag's off level
    // A cue at its threshold scores as in the spec.
    expect(forwardHeadCues({ ...base, headY: dropTo(0.15) }, cal, tDef, 0.3).severity).toBeCloseTo(
      0.6,
      9,
    );
  });
});
