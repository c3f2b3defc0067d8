import { describe, expect, it } from 'vitest';
import { createTimingRing } from './timings.ts';

const entry = (at: number, inference: number) => ({
  at,
  frameWait: 1,
  bitmap: 2,
  inference,
  engine: 3,
  post: 4,
});

describe('timing ring buffer', () => {
  it('keeps the newest `capacity` entries, oldest first, with a computed total', () => {
    const ring = createTimingRing(3);
    for (let i = 0; i < 5; i++) ring.push(entry(i, 100 + i));
    const all = ring.toArray();
    expect(all.map((e) => e.at)).toEqual([2, 3, 4]);
    expect(all[0]!.total).toBe(1 + 2 + 102 + 3 + 4);
  });

  it('reports mean and p95 per stage', () => {
    const ring = createTimingRing(100);
    for (let i = 1; i <= 20; i++) ring.push(entry(i, i * 10));
    const s = ring.stats();
    expect(s.count).toBe(20);
    expect(s.mean.inference).toBeCloseTo(105);
    expect(s.p95.inference).toBe(190);
    expect(s.mean.post).toBe(4);
  });

  it('is empty after clear', () => {
    const ring = createTimingRing(4);
    ring.push(entry(1, 5));
    ring.clear();
    expect(ring.toArray()).toEqual([]);
    expect(ring.stats().count).toBe(0);
  });
});
