import { describe, expect, it } from 'vitest';
import { createConsistentFlag } from './temporal.ts';

describe('temporal consistency flag', () => {
  it('turns on only after `frames` consecutive values above `on` (3 frames)', () => {
    const f = createConsistentFlag();
    expect(f.update(0.6, 0.5, 0.3, 3)).toBe(false);
    expect(f.update(0.6, 0.5, 0.3, 3)).toBe(false);
    expect(f.update(0.6, 0.5, 0.3, 3)).toBe(true);
  });
  it('a value at the on-threshold breaks the streak', () => {
    const f = createConsistentFlag();
    f.update(0.6, 0.5, 0.3, 3);
    f.update(0.6, 0.5, 0.3, 3);
    expect(f.update(0.5, 0.5, 0.3, 3)).toBe(false);
    expect(f.update(0.5001, 0.5, 0.3, 3)).toBe(false);
  });
  it('hysteresis: stays on between off and on, at off, and turns off just below off', () => {
    const f = createConsistentFlag();
    for (let i = 0; i < 3; i++) f.update(1, 0.5, 0.3, 3);
    expect(f.update(0.4, 0.5, 0.3, 3)).toBe(true);
    expect(f.update(0.3, 0.5, 0.3, 3)).toBe(true);
    expect(f.update(0.2999, 0.5, 0.3, 3)).toBe(false);
    expect(f.active).toBe(false);
  });
  it('without hysteresis (on = off) turns off at the threshold', () => {
    const f = createConsistentFlag();
    for (let i = 0; i < 3; i++) f.update(1.01, 1, 1, 3);
    expect(f.active).toBe(true);
    expect(f.update(1.0001, 1, 1, 3)).toBe(true);
    expect(f.update(1, 1, 1, 3)).toBe(false);
  });
  it('temporalFrames 1 reacts at once; NaN leaves the state; reset clears it', () => {
    const f = createConsistentFlag();
    expect(f.update(2, 1, 1, 1)).toBe(true);
    expect(f.update(NaN, 1, 1, 1)).toBe(true);
    f.reset();
    expect(f.active).toBe(false);
  });
});
