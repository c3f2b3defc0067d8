// The status hold (status-hold.ts) with fake time: a problem shows only once it has lasted 3 s.
import { describe, expect, it } from 'vitest';
import { MESSAGE_AWAY, MESSAGE_EXCELLENT } from './constants.ts';
import { ISSUE_MESSAGES } from './messages.ts';
import { createStatusHold, STATUS_BREAK_MS, STATUS_HOLD_MS } from './status-hold.ts';
import type { PostureIssue } from './types.ts';

const SLOUCH: PostureIssue = {
  type: 'slouching',
  severity: 1.2,
  message: ISSUE_MESSAGES.slouching,
  value: 1.2,
};

/** Feeds one summary every 100 ms over [from, to); returns what the status shows at each. */
function feed(
  hold: ReturnType<typeof createStatusHold>,
  poor: boolean,
  from: number,
  to: number,
  step = 100,
) {
  const shown: { at: number; problem: boolean; message: string }[] = [];
  for (let t = from; t < to; t += step) {
    const s = poor
      ? hold.update(SLOUCH.message, [SLOUCH], t)
      : hold.update(MESSAGE_EXCELLENT, [], t);
    shown.push({ at: t, problem: s.issues.length > 0, message: s.message });
  }
  return shown;
}

describe('status hold', () => {
  it('a held slouch shows after 3 s, with its message and issues, and not a frame before', () => {
    const hold = createStatusHold();
    feed(hold, false, 0, 1_000);
    const shown = feed(hold, true, 1_000, 12_000);
    const first = shown.find((s) => s.problem)!;
    expect(first.at).toBe(1_000 + STATUS_HOLD_MS);
    expect(first.message).toBe(SLOUCH.message);
    expect(shown.filter((s) => s.at < first.at).every((s) => s.message === MESSAGE_EXCELLENT)).toBe(
      true,
    );
    expect(shown.filter((s) => s.at >= first.at).every((s) => s.problem)).toBe(true);
  });

  it('2 s dips (the nag clip) never turn the status; good posture shows once the break is sure', () => {
    const hold = createStatusHold();
    let t = 0;
    const all = [];
    for (let dip = 0; dip < 3; dip++) {
      all.push(...feed(hold, false, t, t + 11_000));
      all.push(...feed(hold, true, t + 11_000, t + 13_000));
      t += 13_000;
    }
    expect(all.some((s) => s.problem)).toBe(false);
    const held = feed(hold, true, t, t + 5_000);
    expect(held.at(-1)!.problem).toBe(true);
    // Good posture shows once the break has lasted over STATUS_BREAK_MS (two frames at least).
    const after = feed(hold, false, t + 5_000, t + 8_000);
    expect(after.filter((s) => s.problem).length).toBeGreaterThan(0);
    expect(after.find((s) => !s.problem)!.at).toBeLessThanOrEqual(
      t + 5_000 + STATUS_BREAK_MS + 100,
    );
    expect(after.findIndex((s) => !s.problem)).toBe(after.filter((s) => s.problem).length);
  });

  it('a slouch whose flag flickers (past its threshold, not always confirmed) reads as one', () => {
    const hold = createStatusHold();
    const shown: boolean[] = [];
    for (let t = 0; t < 12_000; t += 100) {
      // Confirmed one frame in three; past the threshold in between, or a single good frame.
      const k = (t / 100) % 3;
      const s =
        k === 0
          ? hold.update(SLOUCH.message, [SLOUCH], t, true)
          : k === 1
            ? hold.update(MESSAGE_EXCELLENT, [], t, true)
            : hold.update(MESSAGE_EXCELLENT, [], t, false);
      if (t >= STATUS_HOLD_MS + 200)
        shown.push(s.issues.length > 0 && s.message === SLOUCH.message);
    }
    expect(shown.every(Boolean)).toBe(true);
  });

  it('a break up to 2 s inside a slouch keeps the stretch; a longer one starts it again', () => {
    expect(STATUS_BREAK_MS).toBe(2_000);
    const kept = createStatusHold();
    feed(kept, true, 0, 1_000);
    feed(kept, false, 1_000, 2_900);
    expect(feed(kept, true, 2_900, 3_100).some((s) => s.problem)).toBe(true);
    const broken = createStatusHold();
    feed(broken, true, 0, 2_000);
    feed(broken, false, 2_000, 4_500);
    expect(feed(broken, true, 4_500, 7_400).some((s) => s.problem)).toBe(false);
    expect(feed(broken, true, 7_400, 7_600).some((s) => s.problem)).toBe(true);
  });

  it('passes messages that are not about posture, and reset starts over', () => {
    const hold = createStatusHold();
    expect(hold.update(MESSAGE_AWAY, [SLOUCH], 0)).toEqual({ message: MESSAGE_AWAY, issues: [] });
    feed(hold, true, 100, 4_000);
    hold.reset();
    expect(hold.update(SLOUCH.message, [SLOUCH], 4_000).issues).toEqual([]);
  });
});
