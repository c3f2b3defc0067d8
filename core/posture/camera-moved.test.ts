// The camera-moved rule and its timing (docs/posture-rules.md#camera-moved) on the synthetic
// upright sitter; the real-landmark margins are in tests/camera-moved-seated.test.ts. Fake time.
import { describe, expect, it } from 'vitest';
import { HEAD, moved, uprightFrame, W, H } from '../../tests/support/posture-frames.ts';
import { baselineFromFrames } from './calibration-data.ts';
import { cameraOffset, createCameraMovedTracker, unexplainedOffset } from './camera-moved.ts';
import { CAMERA_MOVED_AFTER_MS, CAMERA_SETTLED_AFTER_MS } from './constants.ts';
import { extractFeatures } from './features.ts';
import { CONFIDENCE_SET } from './landmarks.ts';
import type { PoseFrame } from './types.ts';

// The whole upper body (the face and both shoulders) moves with the camera.
const ALL = CONFIDENCE_SET;
const upright = uprightFrame();
const cal = baselineFromFrames([extractFeatures(upright)], 0)!;
const features = (f: PoseFrame) => extractFeatures(f);
const unexplained = (f: PoseFrame) => unexplainedOffset(cameraOffset(features(f), cal));
const shifted = (dx: number, dy: number) => moved(upright, ALL, dx * W, dy * H);
const scaled = (s: number): PoseFrame => ({
  ...upright,
  landmarks: upright.landmarks.map((p) => ({
    ...p,
    x: W / 2 + (p.x - W / 2) * s,
    y: H / 2 + (p.y - H / 2) * s,
  })),
});

describe('unexplainedOffset', () => {
  it('the calibrated pose and small moves are explained', () => {
    expect(unexplained(upright)).toBe(false);
    expect(unexplained(shifted(0.1, 0))).toBe(false);
    expect(unexplained(scaled(1.1))).toBe(false);
  });

  it('the whole body shifted or scaled is not', () => {
    expect(unexplained(shifted(0.15, 0))).toBe(true);
    expect(unexplained(shifted(0, -0.15))).toBe(true);
    expect(unexplained(scaled(0.8))).toBe(true);
    expect(unexplained(scaled(1.3))).toBe(true);
  });

  it('posture changes the shape: a deep slump or a head far forward is explained', () => {
    // Head and shoulders both sink, the head much more: the shape is not the calibrated one.
    const slump = moved(moved(upright, ALL, 0, 0.14 * H), HEAD, 0, 0.1 * H);
    expect(unexplained(slump)).toBe(false);
    // Face 40 % wider (leaning in), shoulders unchanged: not a scale of the whole body.
    const lean = moved(moved(upright, ['leftEar'], 36, 0), ['rightEar'], -36, 0);
    expect(unexplained(lean)).toBe(false);
  });

  it('sinking in the chair is a slouch, not a moved camera: the neck changes, the camera keeps it', () => {
    // The whole body 15 % of the frame lower with the head 1.5 % lower still (the neck about a
    // tenth shorter against the shoulder width): the shape is within its tolerance, the neck is not.
    const down = shifted(0, 0.15);
    const sunk = moved(down, HEAD, 0, 0.015 * H);
    expect(cameraOffset(features(sunk), cal).shapeError).toBeLessThan(0.05);
    expect(cameraOffset(features(sunk), cal).neckChange).toBeGreaterThan(0.05);
    expect(unexplained(sunk)).toBe(false);
    expect(unexplained(down)).toBe(true);
  });

  it('a baseline without the shoulder width (older calibrations) still catches a shift', () => {
    const old = { ...cal, baselineShoulderWidth: undefined };
    expect(unexplainedOffset(cameraOffset(features(scaled(1.3)), old))).toBe(false);
    expect(unexplainedOffset(cameraOffset(features(shifted(0.2, 0)), old))).toBe(true);
  });
});

describe('createCameraMovedTracker', () => {
  const off = features(shifted(0.2, 0));
  const home = features(upright);

  it('turns on after CAMERA_MOVED_AFTER_MS unexplained, off after CAMERA_SETTLED_AFTER_MS explained', () => {
    const t = createCameraMovedTracker();
    expect(t.update(off, cal, 0)).toBe(false);
    expect(t.suspect).toBe(true);
    expect(t.update(off, cal, CAMERA_MOVED_AFTER_MS - 1)).toBe(false);
    expect(t.update(off, cal, CAMERA_MOVED_AFTER_MS)).toBe(true);
    expect(t.update(home, cal, 6_000)).toBe(true);
    expect(t.update(home, cal, 6_000 + CAMERA_SETTLED_AFTER_MS - 1)).toBe(true);
    expect(t.update(home, cal, 6_000 + CAMERA_SETTLED_AFTER_MS)).toBe(false);
  });

  it('one explained frame restarts the count; reset() clears the state', () => {
    const t = createCameraMovedTracker();
    t.update(off, cal, 0);
    t.update(home, cal, 4_000);
    expect(t.update(off, cal, 6_000)).toBe(false);
    expect(t.update(off, cal, 6_000 + CAMERA_MOVED_AFTER_MS)).toBe(true);
    t.reset();
    expect(t.moved).toBe(false);
    expect(t.suspect).toBe(false);
  });
});
