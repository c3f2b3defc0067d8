import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('summary throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends at most once per interval and always delivers the newest value last', () => {
    const sent: number[] = [];
    const t = throttle(
      100,
      (v: number) => sent.push(v),
      () => Date.now(),
    );
    for (let i = 0; i < 30; i++) {
      t(i);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(200);
    expect(sent[0]).toBe(0);
    expect(sent.at(-1)).toBe(29);
    expect(sent.length).toBeLessThanOrEqual(4);
    expect(sent.length).toBeGreaterThanOrEqual(3);
  });

  it('flush sends the pending value at once; cancel drops it', () => {
    const sent: string[] = [];
    const t = throttle(
      100,
      (v: string) => sent.push(v),
      () => Date.now(),
    );
    t('a');
    t('b');
    t.flush();
    expect(sent).toEqual(['a', 'b']);
    t('c');
    t.cancel();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(['a', 'b']);
  });
});
