import { describe, expect, it } from 'vitest';
import { BREAK_MIN_AWAY_MS } from './constants.ts';
import { createBreakTracker } from './breaks.ts';

const MIN = 60_000;
const here = { tracking: true, awaySince: null };

/** Steps the tracker every second from `from` to `to` with `input`; returns the reminder times. */
function run(
  t: ReturnType<typeof createBreakTracker>,
  from: number,
  to: number,
  input: { tracking: boolean; awaySince: number | null } = here,
) {
  const reminders: number[] = [];
  const breaks: number[] = [];
  for (let now = from; now <= to; now += 1_000) {
    const s = t.update(input, now);
    if (s.remind) reminders.push(now);
    if (s.breakTaken) breaks.push(now);
  }
  return { reminders, breaks };
}

describe('break reminder', () => {
  it('reminds after 50 min of continuous tracked time, not a second earlier, then again 50 min later', () => {
    const t = createBreakTracker(50 * MIN);
    expect(run(t, 0, 50 * MIN - 1_000).reminders).toEqual([]);
    expect(t.continuousMs(50 * MIN - 1_000)).toBe(50 * MIN - 1_000);
    expect(run(t, 50 * MIN, 50 * MIN).reminders).toEqual([50 * MIN]);
    expect(t.continuousMs(50 * MIN)).toBe(0);
    expect(run(t, 50 * MIN + 1_000, 100 * MIN).reminders).toEqual([100 * MIN]);
  });

  it('is off at 0 and counts breaks all the same', () => {
    const t = createBreakTracker(0);
    expect(run(t, 0, 120 * MIN).reminders).toEqual([]);
    const away = run(t, 120 * MIN, 122 * MIN, { tracking: true, awaySince: 120 * MIN });
    expect(away.breaks).toEqual([120 * MIN + BREAK_MIN_AWAY_MS]);
    expect(t.breaks).toBe(1);
  });

  it('an absence of 59 s pauses the time; 60 s is a break that resets it and is counted once', () => {
    const t = createBreakTracker(30 * MIN);
    run(t, 0, 20 * MIN);
    // The engine says away 10 s after the person was last seen (awaySince = last seen).
    const seen = 20 * MIN;
    const short = run(t, seen + 10_000, seen + 59_000, { tracking: true, awaySince: seen });
    expect(short.breaks).toEqual([]);
    expect(t.continuousMs(seen + 59_000)).toBe(20 * MIN);
    // Back after 59 s: the 20 min go on, the absence is not tracked time.
    run(t, seen + 60_000, seen + 60_000);
    expect(t.continuousMs(seen + 70_000)).toBe(20 * MIN + 10_000);
    expect(t.breaks).toBe(0);

    const seen2 = seen + 70_000;
    const long = run(t, seen2 + 10_000, seen2 + 5 * MIN, { tracking: true, awaySince: seen2 });
    expect(long.breaks).toEqual([seen2 + 60_000]);
    expect(t.breaks).toBe(1);
    expect(t.continuousMs(seen2 + 5 * MIN)).toBe(0);
    // Back: the next reminder is a full 30 min of tracked time away.
    const back = seen2 + 5 * MIN + 1_000;
    expect(run(t, back, back + 30 * MIN - 1_000).reminders).toEqual([]);
    expect(run(t, back + 30 * MIN, back + 30 * MIN).reminders).toEqual([back + 30 * MIN]);
  });

  it('paused (stopped, snoozed, locked) and frozen spans are not tracked time and are no break', () => {
    const t = createBreakTracker(30 * MIN);
    run(t, 0, 10 * MIN - 1_000);
    run(t, 10 * MIN, 40 * MIN, { tracking: false, awaySince: null });
    expect(t.continuousMs(40 * MIN)).toBe(10 * MIN);
    expect(t.breaks).toBe(0);
    run(t, 40 * MIN + 1_000, 45 * MIN);
    // The machine slept for 5 min before 50 min.
    t.skip(5 * MIN, 50 * MIN);
    expect(t.continuousMs(50 * MIN)).toBe(10 * MIN + 5 * MIN - 1_000);
    expect(run(t, 50 * MIN, 65 * MIN + 1_000).reminders).toEqual([65 * MIN + 1_000]);
  });

  it('a changed interval applies to the time already tracked; reset starts a new session', () => {
    const t = createBreakTracker(60 * MIN);
    run(t, 0, 40 * MIN);
    t.setReminderMs(30 * MIN);
    expect(run(t, 40 * MIN + 1_000, 40 * MIN + 1_000).reminders).toEqual([40 * MIN + 1_000]);
    run(t, 41 * MIN, 43 * MIN, { tracking: true, awaySince: 41 * MIN });
    expect(t.breaks).toBe(1);
    t.reset();
    expect(t.breaks).toBe(0);
    expect(t.continuousMs(50 * MIN)).toBe(0);
  });
});
