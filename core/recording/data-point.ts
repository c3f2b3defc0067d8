// Session data points, docs/api.md#entities "Data point" and docs/validation.md#session-data "Session data": built from the score and the
// good/bad (and looking-down) seconds of one interval, validated (invalid points are skipped) and
// adjusted so good + bad + looking down never exceeds the duration and the duration is at least 1
// second.

/** Wire shape of POST /sessions/{id}/datapoints (docs/api.md#calls). */
export interface DataPoint {
  /** ISO 8601 */
  timestamp: string;
  start_score: number;
  end_score: number;
  good_posture_seconds: number;
  bad_posture_seconds: number;
  duration_seconds: number;
  /** "That wasn't a slouch" corrections in the interval; absent (0) in points an older page queued. */
  false_alarms?: number;
  /** "I'm slouching now" corrections in the interval; absent as false_alarms. */
  missed_slouches?: number;
  /**
   * Seconds looking down in the interval (docs/posture-rules.md#looking-down): tracked, neither good
   * nor bad; absent (0) in points an older page queued.
   */
  looking_down_seconds?: number;
}

/** The two ways the person corrects the coach (docs/posture-rules.md#false-alarm-feedback). */
export type CorrectionKind = 'false_alarm' | 'missed_slouch';

export interface IntervalStats {
  /** End of the interval, epoch ms. */
  at: number;
  startScore: number;
  endScore: number;
  goodSeconds: number;
  badSeconds: number;
  lookingDownSeconds: number;
  durationSeconds: number;
  falseAlarms: number;
  missedSlouches: number;
}

export const MIN_DURATION_SECONDS = 1;
/** docs/validation.md#session-data: good + bad may exceed the duration by at most this before the point is invalid. */
export const GOOD_BAD_SLACK_SECONDS = 1;
export const SCORE_RANGE = { min: 0, max: 100 } as const;

export function buildDataPoint(s: IntervalStats): DataPoint {
  return {
    timestamp: new Date(s.at).toISOString(),
    start_score: s.startScore,
    end_score: s.endScore,
    good_posture_seconds: s.goodSeconds,
    bad_posture_seconds: s.badSeconds,
    duration_seconds: s.durationSeconds,
    false_alarms: s.falseAlarms,
    missed_slouches: s.missedSlouches,
    looking_down_seconds: s.lookingDownSeconds,
  };
}

const inScoreRange = (v: number) =>
  Number.isFinite(v) && v >= SCORE_RANGE.min && v <= SCORE_RANGE.max;

/**
 * docs/validation.md#session-data: good, bad and looking down >= 0, duration > 0, scores within
 * 0..100, good + bad + looking down <= duration + 1.
 */
export function isValidDataPoint(p: DataPoint): boolean {
  const { good_posture_seconds: good, bad_posture_seconds: bad, duration_seconds: duration } = p;
  const down = p.looking_down_seconds ?? 0;
  if (![good, bad, down, duration].every(Number.isFinite)) return false;
  if (Number.isNaN(Date.parse(p.timestamp))) return false;
  const counts = [p.false_alarms ?? 0, p.missed_slouches ?? 0];
  if (!counts.every((n) => Number.isInteger(n) && n >= 0)) return false;
  return (
    good >= 0 &&
    bad >= 0 &&
    down >= 0 &&
    duration > 0 &&
    inScoreRange(p.start_score) &&
    inScoreRange(p.end_score) &&
    good + bad + down <= duration + GOOD_BAD_SLACK_SECONDS
  );
}

/**
 * docs/validation.md#session-data adjustment: the duration is at least 1 s, and when good + bad +
 * looking down exceeds it all are scaled down in proportion (keeping their ratios, which is what
 * the stats are computed from). A point without looking down keeps it absent.
 */
export function adjustDataPoint(p: DataPoint): DataPoint {
  const duration = Math.max(MIN_DURATION_SECONDS, p.duration_seconds);
  const down = p.looking_down_seconds ?? 0;
  const total = p.good_posture_seconds + p.bad_posture_seconds + down;
  if (total <= duration) return { ...p, duration_seconds: duration };
  const k = duration / total;
  const good = p.good_posture_seconds * k;
  const scaled = p.looking_down_seconds === undefined ? {} : { looking_down_seconds: down * k };
  return {
    ...p,
    ...scaled,
    duration_seconds: duration,
    good_posture_seconds: good,
    // What the products leave, so the three sum to the duration exactly (never below 0).
    bad_posture_seconds: Math.max(0, duration - good - down * k),
  };
}

/** Validates then adjusts: invalid points are skipped (docs/validation.md#session-data). */
export function prepareDataPoints(points: readonly DataPoint[]): DataPoint[] {
  return points.filter(isValidDataPoint).map(adjustDataPoint);
}
