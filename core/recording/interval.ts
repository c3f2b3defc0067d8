// Interval accounting for the session recorder (docs/api.md#session-recording,
// docs/validation.md#session-data): posture samples (<= 10 a second) are summed into the good, bad,
// looking-down and away milliseconds of the interval that becomes the next data point. Pure: time
// is an argument, no timers.
//
// A sample's state holds until the next sample: the time between two samples is credited to what
// the earlier one said. A short absence (nobody in front of the camera, 'away' samples) is tracked
// time that is neither good nor bad posture, so it shows in the point's duration only, once the
// person is seen again. Looking down (docs/posture-rules.md#looking-down, 'lookingDown' samples) is
// the person seen, not judged: tracked time of its own kind, neither good nor bad. When the engine
// says the person is away (docs/posture-rules.md#away-and-back, 'gone' samples), the whole absence,
// from when they were last seen, is not tracked time: recording pauses and resumes with the next
// sample that sees them, and a span of only that gives no point.
import type { CorrectionKind, IntervalStats } from './data-point.ts';

/**
 * A gap longer than this between two samples (tab frozen, laptop asleep, a pipeline restart) is
 * not tracked time: the session counts it as paused (docs/posture-rules.md#frozen-and-asleep). The
 * engine's own rule for a span nobody observed, UNOBSERVED_GAP_MS
 * (docs/posture-rules.md#frozen-and-asleep; src/browser/freeze-watch.test.ts keeps the two equal).
 */
export const MAX_SAMPLE_GAP_MS = 3_000;

export type PostureSample = 'good' | 'bad' | 'lookingDown' | 'away' | 'gone';

export interface Interval {
  start: number;
  startScore: number;
  goodMs: number;
  badMs: number;
  /** Time looking down: tracked, neither good nor bad (docs/posture-rules.md#looking-down). */
  lookingDownMs: number;
  awayMs: number;
  /** 'away' time not yet known to be a short absence (tracked) or the person leaving (not tracked). */
  pendingAwayMs: number;
  /** Time the person was away (the engine's 'Away'): not tracked; the session end counts it as paused. */
  untrackedMs: number;
  /** The newest sample; null before the first one and after a pause. */
  last: { at: number; score: number; posture: PostureSample } | null;
  /** The person's corrections of the coach in this interval, by kind (docs/api.md#session-recording). */
  corrections: Record<CorrectionKind, number>;
}

export function openInterval(now: number, score: number): Interval {
  return {
    start: now,
    startScore: score,
    goodMs: 0,
    badMs: 0,
    lookingDownMs: 0,
    awayMs: 0,
    pendingAwayMs: 0,
    untrackedMs: 0,
    last: null,
    corrections: { false_alarm: 0, missed_slouch: 0 },
  };
}

/**
 * One correction of the coach ("That wasn't a slouch", "I'm slouching now") in this interval, or
 * (`back`) one taken back by its Undo: one fewer here. One already sent with an earlier data point
 * stays counted (a data point is never rewritten). Returns whether the count changed.
 */
export function countCorrection(iv: Interval, kind: CorrectionKind, back = false): boolean {
  if (back && iv.corrections[kind] <= 0) return false;
  iv.corrections[kind] += back ? -1 : 1;
  return true;
}

/** Credits the time since the last sample to what that sample said; moves the sample to `now`. */
export function accrue(iv: Interval, now: number): void {
  if (!iv.last) return;
  const dt = now - iv.last.at;
  if (dt > MAX_SAMPLE_GAP_MS) iv.untrackedMs += dt;
  else if (dt > 0) {
    if (iv.last.posture === 'bad') iv.badMs += dt;
    else if (iv.last.posture === 'away') iv.pendingAwayMs += dt;
    else if (iv.last.posture === 'good') iv.goodMs += dt;
    else if (iv.last.posture === 'lookingDown') iv.lookingDownMs += dt;
    else iv.untrackedMs += dt;
  }
  iv.last.at = now;
}

/**
 * The page says nothing was observed for the `gapMs` before `now` (the document's freeze/resume,
 * or its clock jumped): what the last sample said holds up to the gap, the gap is not tracked.
 * Whatever part of it a sample after the gap already settled is not counted twice.
 */
export function skipUnobserved(iv: Interval, now: number, gapMs: number): void {
  if (!iv.last) return;
  const from = Math.max(iv.last.at, now - gapMs);
  if (from >= now) return;
  accrue(iv, from);
  iv.untrackedMs += now - from;
  iv.last.at = now;
}

export function observeSample(
  iv: Interval,
  now: number,
  score: number,
  posture: PostureSample,
): void {
  accrue(iv, now);
  if (posture === 'gone') {
    iv.untrackedMs += iv.pendingAwayMs;
    iv.pendingAwayMs = 0;
  } else if (posture !== 'away') {
    iv.awayMs += iv.pendingAwayMs;
    iv.pendingAwayMs = 0;
  }
  iv.last = { at: now, score, posture };
}

/** Pause: what was seen so far counts, then nothing until the next sample. */
export function pauseInterval(iv: Interval, now: number): void {
  accrue(iv, now);
  iv.last = null;
}

/**
 * Closes the interval at `now`: the stats for its data point (null when nothing was tracked, e.g.
 * paused the whole time) and the next interval, which starts from this one's end score and keeps
 * the newest sample running.
 */
export function closeInterval(
  iv: Interval,
  now: number,
): { stats: IntervalStats | null; next: Interval } {
  accrue(iv, now);
  const endScore = iv.last?.score ?? iv.startScore;
  // An absence still open goes on into the next interval, which settles it.
  const next: Interval = {
    ...openInterval(now, endScore),
    pendingAwayMs: iv.pendingAwayMs,
    last: iv.last,
  };
  const tracked = iv.goodMs + iv.badMs + iv.lookingDownMs + iv.awayMs;
  // Nothing tracked: the corrections wait for the next point rather than being lost.
  if (tracked <= 0) return { stats: null, next: { ...next, corrections: { ...iv.corrections } } };
  return {
    stats: {
      at: now,
      startScore: iv.startScore,
      endScore,
      goodSeconds: iv.goodMs / 1000,
      badSeconds: iv.badMs / 1000,
      lookingDownSeconds: iv.lookingDownMs / 1000,
      durationSeconds: tracked / 1000,
      falseAlarms: iv.corrections.false_alarm,
      missedSlouches: iv.corrections.missed_slouch,
    },
    next,
  };
}
