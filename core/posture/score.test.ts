import { describe, expect, it } from 'vitest';
import { clampScore, initialScore, nextScore, ratingFor } from './score.ts';

describe('score', () => {
  it('starts at 100 or at a restored value, clamped', () => {
    expect(initialScore()).toBe(100);
    expect(initialScore(72.5)).toBe(72.5);
    expect(initialScore(150)).toBe(100);
    expect(initialScore(-3)).toBe(0);
    expect(initialScore(NaN)).toBe(100);
  });
  it('gains 0.1 per clean update up to 100', () => {
    expect(nextScore(90, false)).toBe(90.1);
    expect(nextScore(99.95, false)).toBe(100);
    expect(nextScore(100, false)).toBe(100);
    let s = 90;
    for (let i = 0; i < 100; i++) s = nextScore(s, false);
    expect(s).toBe(100);
  });
  it('loses 1 per update with issues down to 0', () => {
    expect(nextScore(90, true)).toBe(89);
    expect(nextScore(0.5, true)).toBe(0);
    expect(nextScore(0, true)).toBe(0);
  });
  it('clampScore', () =>
    expect([clampScore(-1), clampScore(50), clampScore(101)]).toEqual([0, 50, 100]));
});

describe('rating bands 80 / 60', () => {
  it.each([
    [100, 'Excellent'],
    [80, 'Excellent'],
    [79.9, 'Good'],
    [60, 'Good'],
    [59.9, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('%s -> %s', (score, rating) => expect(ratingFor(score)).toBe(rating));
});
