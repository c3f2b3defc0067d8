import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures } from './features.ts';
import { moved, uprightFrame } from '../../tests/support/posture-frames.ts';

const base = extractFeatures(uprightFrame());

describe('baselineFromFrames', () => {
  it('holds every field of the calibration data (plus the depth cue baseline)', () => {
    const data = baselineFromFrames([base], 1234)!;
    expect(Object.keys(data).sort()).toEqual(
      [
        'headTiltBaseline',
        'shoulderAsymmetryBaseline',
        'shoulderEarBaseline',
        'baselineFaceWidth',
        'baselineEyeNoseDistance',
        'baselineCVA',
        'baselineNoseVsShouldersZ',
        'baselineEarVsShouldersZ',
        'shoulderAlignment',
        'headPosition',
        'chestPosition',
        'timestamp',
        'calibratedWithEyes',
        'baselineNeckToShoulderWidth',
        'baselineTrunkLeanDeg',
        'baselineShoulderWidth',
        'baselineNoseBelowEars',
      ].sort(),
    );
    expect(data.timestamp).toBe(1234);
    expect(data.calibratedWithEyes).toBe(true);
    expect(data.shoulderEarBaseline).toBeCloseTo(0.25, 12);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('takes the per-feature median, so a minority of bad frames cannot move it', () => {
    const slumped = extractFeatures(moved(uprightFrame(), ['leftEar', 'rightEar'], 0, 60));
    const frames = [base, base, base, slumped, slumped];
    expect(baselineFromFrames(frames, 0)!.shoulderEarBaseline).toBeCloseTo(0.25, 12);
    // ... whereas the latest frame (the plain rule, docs/decisions.md#calibration-median) would have been the slumped one
    expect(baselineFromFrames([slumped], 0)!.shoulderEarBaseline).toBeCloseTo(60 / 480, 12);
  });

  it('stores null depth baselines without keypoints3D', () => {
    const flat = extractFeatures({ ...uprightFrame(), worldLandmarks: undefined });
    const data = baselineFromFrames([flat], 0)!;
    expect(data.baselineCVA).toBeNull();
    expect(data.baselineNoseVsShouldersZ).toBeNull();
    expect(data.baselineEarVsShouldersZ).toBeNull();
  });

  it('fails (null) without frames or with an impossible pose', () => {
    expect(baselineFromFrames([], 0)).toBeNull();
    expect(baselineFromFrames([{ ...base, shoulderEar: -0.1 }], 0)).toBeNull();
    expect(baselineFromFrames([{ ...base, chestY: NaN }], 0)).toBeNull();
  });
});
