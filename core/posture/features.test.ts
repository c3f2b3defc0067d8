import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features.ts';
import { LANDMARK } from './landmarks.ts';
import {
  EARS,
  H,
  W,
  moved,
  movedZ,
  uprightFrame,
  withVisibility,
} from '../../tests/support/posture-frames.ts';

describe('extractFeatures', () => {
  it('measures the upright sitter', () => {
    const f = extractFeatures(uprightFrame());
    expect(f.shoulderEar).toBeCloseTo(120 / H, 12);
    expect(f.headTiltDeg).toBeCloseTo(0, 12);
    expect(f.shoulderAsymmetry).toBe(0);
    expect(f.faceWidth).toBeCloseTo(90 / W, 12);
    expect(f.yawAsymmetry).toBeCloseTo(0, 12);
    expect(f.headY).toBeCloseTo(180 / H, 12);
    expect(f.chestY).toBeCloseTo(300 / H, 12);
    expect(f.cvaDeg).toBeCloseTo((Math.atan2(0.16, 0.06) * 180) / Math.PI, 9);
    expect(f.noseVsShouldersZ).toBeCloseTo(-0.2, 12);
    expect(f.earVsShouldersZ).toBeCloseTo(-0.06, 12);
    expect(f.eyesSeen).toBe(1);
  });
  it('normalises by the frame: the same pose at twice the resolution measures the same', () => {
    const a = uprightFrame();
    const b = {
      ...a,
      width: 2 * W,
      height: 2 * H,
      landmarks: a.landmarks.map((p) => ({ ...p, x: 2 * p.x, y: 2 * p.y })),
    };
    const fa = extractFeatures(a);
    const fb = extractFeatures(b);
    for (const key of [
      'shoulderEar',
      'headTiltDeg',
      'shoulderAsymmetry',
      'faceWidth',
      'headY',
      'chestX',
    ] as const) {
      expect(fb[key]).toBeCloseTo(fa[key], 12);
    }
  });
  it('reads depth ONLY from keypoints3D: the 2D z is ignored, missing world z gives NaN', () => {
    const f = uprightFrame();
    const with2DZ = { ...f, landmarks: f.landmarks.map((p) => ({ ...p, z: -190000 })) };
    expect(extractFeatures(with2DZ).earVsShouldersZ).toBeCloseTo(-0.06, 12);
    const noWorld = { ...f, worldLandmarks: undefined };
    expect(extractFeatures(noWorld).earVsShouldersZ).toBeNaN();
    expect(extractFeatures(noWorld).noseVsShouldersZ).toBeNaN();
    expect(extractFeatures(noWorld).cvaDeg).toBeNaN();
    const noZ = { ...f, worldLandmarks: f.worldLandmarks!.map(({ z: _z, ...p }) => p) };
    expect(extractFeatures(noZ).earVsShouldersZ).toBeNaN();
  });
  it('measures the head moving towards the camera in keypoints3D z', () => {
    expect(extractFeatures(movedZ(uprightFrame(), EARS, -0.03)).earVsShouldersZ).toBeCloseTo(
      -0.09,
      12,
    );
  });
  it('uses the ear line for tilt when the eyes are not seen', () => {
    const f = moved(
      withVisibility(uprightFrame(), ['leftEye', 'rightEye'], 0.1),
      ['leftEar'],
      0,
      -90,
    );
    const feat = extractFeatures(f);
    expect(feat.eyesSeen).toBe(0);
    expect(feat.headTiltDeg).toBeCloseTo(-45, 9);
  });
  it('measures yaw asymmetry from the nose-to-ear distances', () => {
    const f = moved(uprightFrame(), ['nose'], 30, 10); // nose at the left ear's x
    const feat = extractFeatures(f);
    const dl = Math.hypot(365 - 350, 180 - 200);
    const dr = Math.hypot(275 - 350, 180 - 200);
    expect(feat.yawAsymmetry).toBeCloseTo(Math.abs(dl - dr) / (dl + dr), 12);
    expect(f.landmarks[LANDMARK.nose]!.x).toBe(350);
  });
});
