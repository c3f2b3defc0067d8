import { describe, expect, it } from 'vitest';
import { createMetricsWindow } from './metrics.ts';

describe('windowed metrics (shown from 300 samples)', () => {
  it('is null at 299 samples and present at 300', () => {
    const m = createMetricsWindow();
    for (let i = 0; i < 299; i++) m.add(i < 100 ? 40 : 70);
    expect(m.snapshot()).toBeNull();
    m.add(100);
    const snap = m.snapshot()!;
    expect(snap).toMatchObject({ min: 40, max: 100, sampleCount: 300 });
    expect(snap.mean).toBeCloseTo((100 * 40 + 199 * 70 + 100) / 300, 9);
  });
  it('tracks mean, min and max; ignores non-finite; resets', () => {
    const m = createMetricsWindow(2);
    m.add(10);
    m.add(NaN);
    m.add(30);
    expect(m.snapshot()).toEqual({ mean: 20, min: 10, max: 30, sampleCount: 2 });
    m.reset();
    expect(m.snapshot()).toBeNull();
  });
});
