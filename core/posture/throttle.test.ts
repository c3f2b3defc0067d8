import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle.ts';

describe('throttle (100 ms analysis rate, alertFrequency)', () => {
  it('accepts the first call, refuses before the interval, accepts at it', () => {
    const t = createThrottle();
    expect(t.tryAcquire(1000, 100)).toBe(true);
    expect(t.tryAcquire(1099, 100)).toBe(false);
    expect(t.tryAcquire(1100, 100)).toBe(true);
    expect(t.tryAcquire(1201, 100)).toBe(true);
  });
  it('a refused call does not move the window', () => {
    const t = createThrottle();
    t.tryAcquire(0, 15_000);
    expect(t.tryAcquire(14_999, 15_000)).toBe(false);
    expect(t.tryAcquire(15_000, 15_000)).toBe(true);
  });
  it('a clock that jumps backwards starts a fresh interval; reset forgets', () => {
    const t = createThrottle();
    t.tryAcquire(5000, 100);
    expect(t.tryAcquire(10, 100)).toBe(true);
    t.reset();
    expect(t.tryAcquire(11, 100)).toBe(true);
  });
});
