// Sleep and freeze, the session timer's side: a span the page was frozen or the machine slept
// (src/browser/freeze-watch.ts reports it) is left out of the screen's session timer.
import '../../../tests/support/css-file-scope.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createScreenState, screen } from './screen-store.ts';
import { timerSkip, timerTracking } from './screen-timer.ts';

const T0 = Date.parse('2026-05-01T09:00:00Z');

describe('session timer', () => {
  beforeEach(() => {
    Object.assign(screen, createScreenState());
  });

  it('leaves out a span the page was frozen', () => {
    timerTracking(true, T0);
    timerSkip(15_000, T0 + 25_000);
    timerTracking(false, T0 + 25_000);
    expect(screen.timer.accumulatedMs).toBe(10_000);
  });

  it('never runs backwards, and a stopped timer is left alone', () => {
    timerTracking(true, T0);
    timerSkip(60_000, T0 + 5_000);
    expect(screen.timer.runningSince).toBe(T0 + 5_000);
    timerTracking(false, T0 + 5_000);
    timerSkip(10_000, T0 + 20_000);
    expect(screen.timer).toEqual({ accumulatedMs: 0, runningSince: null });
  });
});
