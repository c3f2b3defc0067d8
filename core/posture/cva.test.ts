import { describe, expect, it } from 'vitest';
import { estimateCvaDeg } from './cva.ts';
import { EARS, movedZ, uprightFrame } from '../../tests/support/posture-frames.ts';

const deg = (rad: number) => (rad * 180) / Math.PI;

describe('estimateCvaDeg (keypoints3D sagittal view)', () => {
  it('is the angle of the ear above the shoulders against the ear ahead of them', () => {
    expect(estimateCvaDeg(uprightFrame().worldLandmarks)).toBeCloseTo(
      deg(Math.atan2(0.16, 0.06)),
      9,
    );
  });
  it('falls as the head moves forward (towards the camera)', () => {
    const forward = movedZ(uprightFrame(), EARS, -0.1).worldLandmarks;
    expect(estimateCvaDeg(forward)).toBeCloseTo(deg(Math.atan2(0.16, 0.16)), 9);
    expect(estimateCvaDeg(forward)).toBeCloseTo(45, 9);
  });
  it('is NaN without world landmarks or z', () => {
    expect(estimateCvaDeg(undefined)).toBeNaN();
    const noZ = uprightFrame().worldLandmarks!.map(({ z: _z, ...p }) => p);
    expect(estimateCvaDeg(noZ)).toBeNaN();
  });
});
