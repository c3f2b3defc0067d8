import { describe, expect, it } from 'vitest';
import { clamp, lineAngleDeg, median } from './geometry.ts';

describe('geometry helpers', () => {
  it('median ignores non-finite values and handles even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 5, Infinity])).toBe(5);
    expect(median([])).toBeNaN();
  });
  it('lineAngleDeg folds mirrored lines onto the same magnitude', () => {
    expect(lineAngleDeg({ x: 0, y: 0 }, { x: 10, y: 10 })).toBeCloseTo(45, 9);
    expect(lineAngleDeg({ x: 10, y: 10 }, { x: 0, y: 0 })).toBeCloseTo(45, 9);
    expect(lineAngleDeg({ x: 0, y: 0 }, { x: 0, y: 5 })).toBe(90);
    expect(lineAngleDeg({ x: 0, y: 0 }, { x: 0, y: 0 })).toBe(0);
  });
  it('clamp', () => {
    expect([clamp(-1, 0, 2), clamp(1, 0, 2), clamp(3, 0, 2)]).toEqual([0, 1, 2]);
  });
});
