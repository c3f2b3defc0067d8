// The neck-stretch cue (docs/posture-rules.md#neck-stretch) on the synthetic upright sitter.
import { describe, expect, it } from 'vitest';
import { uprightFrame } from '../../tests/support/posture-frames.ts';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures, type PostureFeatures } from './features.ts';
import {
  NECK_STRETCH_MAX_RISE,
  NECK_STRETCH_TOLERANCE,
  neckStretch,
  neckStretchRatio,
} from './neck-stretch.ts';

const base = extractFeatures(uprightFrame());
const cal = baselineFromFrames([base], 0)!;
const w = cal.baselineShoulderWidth!;
const f = (patch: Partial<PostureFeatures>): PostureFeatures => ({ ...base, ...patch });
const longer = (k: number, patch: Partial<PostureFeatures> = {}) =>
  f({ neckToShoulderWidth: base.neckToShoulderWidth * k, ...patch });

describe('neck stretch', () => {
  it('reads the neck over the shoulder width growing against the baseline, as a log ratio', () => {
    expect(neckStretch(base, cal)).toBeCloseTo(0, 9);
    expect(neckStretch(longer(1.07), cal)).toBeCloseTo(Math.log(1.07), 9);
    // Fires above 1 at default sensitivity; a shorter neck is the neck sink's, not this cue's.
    expect(
      neckStretchRatio(longer(Math.exp(NECK_STRETCH_TOLERANCE * 1.1)), cal, 1),
    ).toBeGreaterThan(1);
    expect(neckStretchRatio(longer(Math.exp(NECK_STRETCH_TOLERANCE * 0.9)), cal, 1)).toBeLessThan(
      1,
    );
    expect(neckStretchRatio(longer(0.8), cal, 1)).toBe(0);
  });

  it('sitting up taller (shoulders risen) or coming nearer (face wider) is not sinking back', () => {
    const risen = longer(1.1, { chestY: base.chestY - (NECK_STRETCH_MAX_RISE + 0.01) * w });
    expect(neckStretch(risen, cal)).toBe(0);
    const sunk = longer(1.1, { chestY: base.chestY + 0.04 * w });
    expect(neckStretch(sunk, cal)).toBeCloseTo(Math.log(1.1), 9);
    const nearer = longer(1.1, { faceWidth: base.faceWidth * 1.1 });
    expect(neckStretch(nearer, cal)).toBeCloseTo(0, 9);
    const away = longer(1.1, { faceWidth: base.faceWidth * 0.95 });
    expect(neckStretch(away, cal)).toBeCloseTo(Math.log(1.1), 9);
  });

  it('without the neck baseline (older calibrations) the cue is silent', () => {
    const old = { ...cal, baselineNeckToShoulderWidth: null };
    expect(neckStretch(longer(1.2), old)).toBeNaN();
    expect(neckStretchRatio(longer(1.2), old, 1)).toBe(0);
  });
});
