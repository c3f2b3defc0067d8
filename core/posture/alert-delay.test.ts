// 'Alert me after' (docs/decisions.md#alert-delay) at its boundaries, with fake time.
import { describe, expect, it } from 'vitest';
import {
  BREAK_TOLERANCE_MS,
  createPoorStretch,
  STALE_MS,
  stretchLongEnough,
} from './alert-delay.ts';

/** Feeds one frame every `every` ms from `from` to `to` (exclusive); returns the last result. */
function run(
  s: ReturnType<typeof createPoorStretch>,
  poor: boolean,
  from: number,
  to: number,
  every = 100,
) {
  let last: number | null = null;
  for (let t = from; t < to; t += every) last = s.update(poor, t);
  return last;
}

describe('poor-posture stretch (alert delay)', () => {
  it('measures a continuous stretch from its first poor frame', () => {
    const s = createPoorStretch();
    expect(s.update(false, 0)).toBeNull();
    expect(s.update(true, 100)).toBe(0);
    expect(run(s, true, 200, 5_200)).toBe(5_000);
  });

  it('a break of exactly 1 s keeps the stretch; 1 ms more starts a new one', () => {
    const kept = createPoorStretch();
    run(kept, true, 0, 2_000); // poor 0..1900
    run(kept, false, 2_000, 3_000); // break from 2000, good frames to 2900
    expect(kept.update(true, 2_000 + BREAK_TOLERANCE_MS)).toBe(3_000);

    const broken = createPoorStretch();
    run(broken, true, 0, 2_000);
    run(broken, false, 2_000, 3_000);
    expect(broken.update(true, 2_000 + BREAK_TOLERANCE_MS + 1)).toBe(0);
  });

  it('one good frame between slow analyses is not a break longer than 1 s', () => {
    const s = createPoorStretch();
    run(s, true, 0, 4_000, 1_300); // 0, 1300, 2600, 3900
    s.update(false, 5_200);
    expect(s.update(true, 6_500)).toBe(6_500);
    s.update(false, 7_800);
    s.update(false, 9_100); // two good frames: a break of 2.6 s
    expect(s.update(true, 10_400)).toBe(0);
  });

  it('frames that did not come are not a break (slow inference, hidden tab)', () => {
    const s = createPoorStretch();
    expect(run(s, true, 0, 6_000, 1_200)).toBe(4_800);
  });

  it('silence longer than STALE_MS (pause) ends the stretch', () => {
    const s = createPoorStretch();
    run(s, true, 0, 3_000);
    expect(s.update(true, 2_900 + STALE_MS)).toBe(STALE_MS + 2_900);
    expect(s.update(true, 2_900 + 2 * STALE_MS + 1)).toBe(0);
  });

  it('a clock that went backwards starts a new stretch; reset forgets everything', () => {
    const s = createPoorStretch();
    run(s, true, 10_000, 12_000);
    expect(s.update(true, 500)).toBe(0);
    s.reset();
    expect(s.update(true, 600)).toBe(0);
  });

  it('long enough at the delay, never before; delay 0 is the spec (first flagged frame)', () => {
    expect(stretchLongEnough(null, 0)).toBe(false);
    expect(stretchLongEnough(0, 0)).toBe(true);
    expect(stretchLongEnough(4_999, 5_000)).toBe(false);
    expect(stretchLongEnough(5_000, 5_000)).toBe(true);
    // clamped to 0..30 s; a non-number reads as the spec's 0
    expect(stretchLongEnough(30_000, 99_000)).toBe(true);
    expect(stretchLongEnough(0, -5)).toBe(true);
    expect(stretchLongEnough(0, NaN)).toBe(true);
  });
});
