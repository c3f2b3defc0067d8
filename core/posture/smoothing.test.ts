import { describe, expect, it } from 'vitest';
import { extractFeatures } from './features.ts';
import { createFeatureSmoother } from './smoothing.ts';
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
});
