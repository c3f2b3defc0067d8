import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features.ts';
import { ANALYSIS_INTERVAL_MS } from './constants.ts';
import { createFeatureSmoother, weightAfter } from './smoothing.ts';
import { moved, uprightFrame } from '../../tests/support/posture-frames.ts';

describe('feature EMA (smoothingAlpha)', () => {
  const a = extractFeatures(uprightFrame());
  const b = extractFeatures(moved(uprightFrame(), ['leftEar', 'rightEar'], 0, 48));

  it('starts from the first sample, then s = alpha * x + (1 - alpha) * s', () => {
    const s = createFeatureSmoother();
    expect(s.push(a, 0.3)).toEqual(a);
    const out = s.push(b, 0.3);
    expect(out.headY).toBeCloseTo(0.3 * b.headY + 0.7 * a.headY, 12);
    const out2 = s.push(b, 0.3);
    expect(out2.headY).toBeCloseTo(0.3 * b.headY + 0.7 * out.headY, 12);
  });
  it('alpha 1 follows the input, alpha 0 holds the first sample', () => {
    const one = createFeatureSmoother();
    one.push(a, 1);
    expect(one.push(b, 1).headY).toBe(b.headY);
    const zero = createFeatureSmoother();
    zero.push(a, 0);
    expect(zero.push(b, 0).headY).toBe(a.headY);
  });
  it('restarts after reset and when a feature appears', () => {
    const s = createFeatureSmoother();
    s.push({ ...a, earVsShouldersZ: NaN }, 0.3);
    expect(s.push(b, 0.3).earVsShouldersZ).toBe(b.earVsShouldersZ);
    s.reset();
    expect(s.push(b, 0.3)).toEqual(b);
  });
  it('does not mutate its input', () => {
    const s = createFeatureSmoother();
    const copy = { ...a };
    s.push(a, 0.3);
    s.push(b, 0.3);
    expect(a).toEqual(copy);
  });

  it('a frame at the full rate or faster weighs alpha; a later one weighs the frames it stands for', () => {
    expect(weightAfter(0.3, null)).toBe(0.3);
    expect(weightAfter(0.3, ANALYSIS_INTERVAL_MS)).toBe(0.3);
    expect(weightAfter(0.3, 40)).toBe(0.3);
    // Two full-rate frames of the same value: 1 - 0.7^2.
    expect(weightAfter(0.3, 2 * ANALYSIS_INTERVAL_MS)).toBeCloseTo(0.51, 12);
    expect(weightAfter(0.3, 1_000)).toBeCloseTo(1 - 0.7 ** 10, 12);
  });
  it('the average lags by time, not frames: one frame after a 1 s stall is where ten at the full rate are', () => {
    const slow = createFeatureSmoother();
    slow.push(a, 0.3, 0);
    const afterStall = slow.push(b, 0.3, 1_000);
    const fast = createFeatureSmoother();
    fast.push(a, 0.3, 0);
    let tenFrames = a;
    for (let t = 100; t <= 1_000; t += 100) tenFrames = fast.push(b, 0.3, t);
    expect(afterStall.headY).toBeCloseTo(tenFrames.headY, 9);
    // Counted in frames it would still be 70 % of the way back at the old value.
    expect(Math.abs(afterStall.headY - b.headY)).toBeLessThan(0.05 * Math.abs(a.headY - b.headY));
  });
  it('reset forgets the last frame time', () => {
    const s = createFeatureSmoother();
    s.push(a, 0.3, 0);
    s.reset();
    s.push(a, 0.3, 5_000);
    expect(s.push(b, 0.3, 5_100).headY).toBeCloseTo(0.3 * b.headY + 0.7 * a.headY, 12);
  });
});
