import { describe, expect, it } from 'vitest';
import {
  closeInterval,
  MAX_SAMPLE_GAP_MS,
  observeSample,
  openInterval,
  pauseInterval,
  type PostureSample,
} from './interval.ts';

const T0 = Date.parse('2026-05-01T09:00:00Z');

/** One sample a second for `seconds`, starting at `from`; returns the time after the last one. */
function samples(
  iv: ReturnType<typeof openInterval>,
  from: number,
  seconds: number,
  p: PostureSample,
) {
  for (let i = 0; i < seconds; i++) observeSample(iv, from + i * 1000, 90, p);
  return from + seconds * 1000;
}

describe('interval accounting', () => {
  it('credits the time between two samples to what the earlier one said', () => {
    const iv = openInterval(T0, 100);
    let t = samples(iv, T0, 10, 'good');
    t = samples(iv, t, 5, 'bad');
    const { stats } = closeInterval(iv, t);
    // The last good sample holds until the first bad one: 10 s good, 5 s bad.
    expect(stats).toMatchObject({ goodSeconds: 10, badSeconds: 5, durationSeconds: 15 });
  });

  it('away time is tracked time that is neither good nor bad posture', () => {
    const iv = openInterval(T0, 100);
    let t = samples(iv, T0, 10, 'bad');
    t = samples(iv, t, 30, 'away');
    t = samples(iv, t, 20, 'good');
    const { stats } = closeInterval(iv, t);
    expect(stats!.badSeconds).toBe(10);
    expect(stats!.goodSeconds).toBe(20);
    expect(stats!.durationSeconds).toBe(60);
    expect(stats!.goodSeconds + stats!.badSeconds).toBe(30);
  });

  it('looking down is tracked time of its own kind, neither good nor bad, kept when the person then leaves', () => {
    const iv = openInterval(T0, 100);
    let t = samples(iv, T0, 10, 'good');
    t = samples(iv, t, 20, 'lookingDown');
    t = samples(iv, t, 5, 'bad');
    t = samples(iv, t, 8, 'lookingDown');
    t = samples(iv, t, 4, 'away'); // then nobody, then the engine's 'Away'
    t = samples(iv, t, 10, 'gone');
    const { stats } = closeInterval(iv, t);
    expect(stats).toMatchObject({
      goodSeconds: 10,
      lookingDownSeconds: 28,
      badSeconds: 5,
      durationSeconds: 43,
    });
    expect(iv.untrackedMs).toBe(14_000);
  });

  it('a gap longer than MAX_SAMPLE_GAP_MS (tab frozen) is not tracked', () => {
    const iv = openInterval(T0, 100);
    observeSample(iv, T0, 90, 'good');
    observeSample(iv, T0 + MAX_SAMPLE_GAP_MS + 1, 90, 'good');
    observeSample(iv, T0 + MAX_SAMPLE_GAP_MS + 1001, 90, 'good');
    expect(closeInterval(iv, T0 + MAX_SAMPLE_GAP_MS + 1001).stats!.durationSeconds).toBe(1);
  });

  it('pause stops the clock until the next sample; a paused interval gives no point', () => {
    const iv = openInterval(T0, 100);
    const t = samples(iv, T0, 5, 'good');
    pauseInterval(iv, t);
    const { stats, next } = closeInterval(iv, t + 60_000);
    expect(stats!.durationSeconds).toBe(5);
    expect(closeInterval(next, t + 120_000).stats).toBeNull();
  });

  it('the next interval starts at the end score and keeps the newest sample running', () => {
    const iv = openInterval(T0, 100);
    observeSample(iv, T0, 80, 'bad');
    const { stats, next } = closeInterval(iv, T0 + 2000);
    expect(stats).toMatchObject({ startScore: 100, endScore: 80, badSeconds: 2 });
    expect(next).toMatchObject({ start: T0 + 2000, startScore: 80, goodMs: 0, badMs: 0 });
    expect(closeInterval(next, T0 + 3000).stats).toMatchObject({ badSeconds: 1 });
  });

  it("the engine's 'Away' (gone): the whole absence is untracked, from when the person was last seen", () => {
    const iv = openInterval(T0, 100);
    let t = samples(iv, T0, 10, 'good');
    t = samples(iv, t, 10, 'away'); // nobody seen yet not 'Away': the time waits
    t = samples(iv, t, 40, 'gone');
    const { stats, next } = closeInterval(iv, t);
    expect(stats).toMatchObject({ goodSeconds: 10, badSeconds: 0, durationSeconds: 10 });
    expect(iv.untrackedMs).toBe(50_000);
    // A whole interval away gives no data point; recording resumes with the next sample.
    t = samples(next, t, 60, 'gone');
    const later = closeInterval(next, t);
    expect(later.stats).toBeNull();
    t = samples(later.next, t, 5, 'bad');
    expect(closeInterval(later.next, t).stats).toMatchObject({ badSeconds: 5, durationSeconds: 5 });
  });

  it('a short absence still open at a data point settles in the next one', () => {
    const iv = openInterval(T0, 100);
    let t = samples(iv, T0, 5, 'good');
    t = samples(iv, t, 5, 'away');
    const first = closeInterval(iv, t);
    expect(first.stats!.durationSeconds).toBe(5);
    t = samples(first.next, t, 3, 'good');
    // The earlier absence, now known to be short (5 s), and 3 s good.
    expect(closeInterval(first.next, t).stats).toMatchObject({
      goodSeconds: 3,
      durationSeconds: 8,
    });
  });
});
