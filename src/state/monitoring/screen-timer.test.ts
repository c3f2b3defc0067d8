// The screen's session timer: paused and away time are not on it, nor, on the sleep and freeze
// side, a span the page was frozen or the machine slept (src/browser/freeze-watch.ts reports it).
import '../../../tests/support/css-file-scope.ts';
import { beforeEach, describe, expect, it, test } from 'vitest';
import { createScreenState, resetScreenSession, screen } from './screen-store.ts';
import { timerPresence, timerSkip, timerTracking } from './screen-timer.ts';

const T0 = Date.parse('2026-05-01T09:00:00Z');

beforeEach(() => {
  Object.assign(screen, createScreenState());
});

describe('session timer', () => {
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

test('the session timer skips paused time', () => {
  timerTracking(true, 1_000);
  timerTracking(true, 2_000);
  timerTracking(false, 11_000);
  timerTracking(false, 50_000);
  timerTracking(true, 60_000);
  expect(screen.timer).toEqual({ accumulatedMs: 10_000, runningSince: 60_000 });
  resetScreenSession();
  expect(screen.timer).toEqual({ accumulatedMs: 0, runningSince: null });
});

test('away time is not on the timer: it stops where the person was last seen, and runs when they are back', () => {
  resetScreenSession();
  timerTracking(true, 0);
  // Last seen at 30 s, 'Away' 10 s later: the 10 s before the engine could tell are taken back.
  timerPresence(30_000, 40_000);
  expect(screen.timer).toEqual({ accumulatedMs: 30_000, runningSince: null });
  timerPresence(30_000, 45_000);
  timerTracking(true, 50_000);
  expect(screen.timer.runningSince).toBeNull();
  timerPresence(null, 70_000);
  timerPresence(null, 71_000);
  expect(screen.timer).toEqual({ accumulatedMs: 30_000, runningSince: 70_000 });
  // Stopping while away and starting again: the new run counts until a summary says away.
  timerPresence(80_000, 90_000);
  timerTracking(false, 95_000);
  timerTracking(true, 100_000);
  expect(screen.timer).toEqual({ accumulatedMs: 40_000, runningSince: 100_000 });
  timerTracking(false, 101_000);
  resetScreenSession();
});
