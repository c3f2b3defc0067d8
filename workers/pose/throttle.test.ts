import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAlert, throttle } from './throttle.ts';

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

describe('summary throttle with keepAlert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an alert on a summary that a newer one replaced still reaches the page', () => {
    const sent: { n: number; alert: string | null }[] = [];
    const t = throttle(
      100,
      (v: { n: number; alert: string | null }) => sent.push(v),
      () => Date.now(),
      keepAlert,
    );
    t({ n: 0, alert: null }); // leading: sent at once
    t({ n: 1, alert: 'Sit up' }); // pending
    t({ n: 2, alert: null }); // replaces 1 before the window closes
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([
      { n: 0, alert: null },
      { n: 2, alert: 'Sit up' },
    ]);
    // a newer alert wins over an older one
    t({ n: 3, alert: 'old' });
    t({ n: 4, alert: 'new' });
    vi.advanceTimersByTime(100);
    expect(sent.at(-1)).toEqual({ n: 4, alert: 'new' });
  });
});
