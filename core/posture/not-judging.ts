// Not judging now (docs/posture-rules.md#not-judging, issue 47 point 1): the body in view is not
// the calibrated person sitting in the calibrated place, so the slouch rules would judge a stranger,
// a standing person or a sitter elsewhere against a baseline that is not theirs. Three reasons,
// each from the smoothed features against the calibration, with margins over every recorded
// sitter's upright and slouched frames (tests/not-judging-fixtures.test.ts: the seated, laptop and
// front-webcam people, full and lite, 0 frames of theirs qualify):
//   - 'someone-else': face AND shoulder width both off by SOMEONE_ELSE_SCALE or more (the sitters'
//     shoulder width never moved past 1.19x or below 0.86x of their own) with the face-to-shoulder
//     proportion off by SOMEONE_ELSE_PROPORTION or more, and not a lean-in (a lean-in grows the
//     face more than the shoulders); or far to the side (MOVED_AWAY_X) with the proportion off by
//     SIDE_PROPORTION (the sitters' proportion reached 1.40x, but never with the body that far
//     aside). The same body at another size keeps its proportion: that is left to camera-moved.ts.
//     Or larger AND aside together (largerAside): the lesser growth of face and shoulder width (a
//     lean-in grows the face, not the shoulders) in shares of ln SOMEONE_ELSE_SCALE and the move
//     aside in shares of MOVED_AWAY_X as one elliptical distance, a reason at 1, each part at least
//     LARGER_ASIDE_MIN (growth alone is the same body nearer, camera-moved.ts's; a move alone at
//     the same size is moved-away). Someone in front of the person, off to one side, is short of
//     each limit alone (the two-people 'front' pictures: 1.20-1.35x, 0.22-0.24 aside) but 1.14-1.34
//     of this; the sitters' largest was 0.58 (a lean-in, shoulders 1.19x, 0.01 aside).
//   - 'standing': the shoulders risen by STANDING_RISE calibrated shoulder widths or more and the
//     head by STANDING_HEAD_SHARE of that, the face not grown past STANDING_MAX_FACE (leaning in toward the camera grows it). The
//     sitters' largest rise was 0.40 shoulder widths upright, 0.47 in a slouch that leant in (face
//     1.51x, head up 0.25); a slouch moves the shoulders down. Standing up lifts them well over one.
//   - 'moved-away': the shoulder midpoint MOVED_AWAY_X of the frame width or more from the
//     calibrated one (the sitters' largest was 0.14).
// A reason holds only after NOT_JUDGING_ENTER_MS of frames that all have one, and ends after
// NOT_JUDGING_EXIT_MS of frames back within the tighter band (every limit times EXIT_SHARE), so
// one odd frame changes nothing. Pure, time as an argument.
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';

export type NotJudgingReason = 'someone-else' | 'standing' | 'moved-away';

/** Face and shoulder width both this factor off the calibrated ones (either way). */
export const SOMEONE_ELSE_SCALE = 1.35;
/** … with the face-to-shoulder proportion this factor off the calibrated one. */
export const SOMEONE_ELSE_PROPORTION = 1.12;
/** Far to the side with the proportion this factor off: someone else rather than moved away. */
export const SIDE_PROPORTION = 1.25;
/**
 * Larger and aside together (largerAside) count only with each at least this share of its own
 * limit (1.16x growth, 0.125 of the frame aside): growth alone is the same body nearer (left to
 * camera-moved.ts), a move aside at the same size is moved away.
 */
export const LARGER_ASIDE_MIN = 0.5;
/** Shoulders and head this many calibrated shoulder widths higher: standing. */
export const STANDING_RISE = 0.65;
/** … the head by this share of that at least (a step back shrinks the body: it rises less). */
export const STANDING_HEAD_SHARE = 0.5;
/** … with the face no more than this factor larger (leaning in is not standing). */
export const STANDING_MAX_FACE = 1.25;
/** The shoulder midpoint this fraction of the frame width from the calibrated one: moved away. */
export const MOVED_AWAY_X = 0.25;
/** Frames with a reason for this long start not judging. */
export const NOT_JUDGING_ENTER_MS = 1_500;
/** Frames within the tighter band for this long end it. */
export const NOT_JUDGING_EXIT_MS = 1_000;
/** The tighter band: each limit times this share (log limits for the factors). */
export const EXIT_SHARE = 0.7;

/** The status while not judging (through t() on the page). */
export const NOT_JUDGING_MESSAGE: Readonly<Record<NotJudgingReason, string>> = {
  'someone-else': 'Not judging: someone else is in view',
  standing: 'Not judging: you are standing',
  'moved-away': 'Not judging: you moved away from your usual place',
};

type Features = Pick<
  PostureFeatures,
  'chestX' | 'chestY' | 'headY' | 'shoulderWidth' | 'faceWidth'
>;

/** ln of v over its baseline; NaN without either. */
const logRatio = (v: number, base: number | null | undefined) =>
  base && base > 0 && v > 0 ? Math.log(v / base) : NaN;

/**
 * Larger and aside as one distance: hypot(lesser ln growth of shoulder and face width over
 * ln SOMEONE_ELSE_SCALE, move aside over MOVED_AWAY_X); 1 = the limit, 0 in place. A shrink counts
 * as no growth (further back: moved-away's). NaN without both widths or their baselines.
 */
export function largerAside(f: Features, cal: CalibrationData): number {
  const [grown, side] = largerAsideParts(f, cal);
  return Math.hypot(grown, side);
}

/** Growth and move aside, each in shares of its own limit (largerAside's two axes). */
function largerAsideParts(f: Features, cal: CalibrationData): [number, number] {
  const grown = Math.min(
    logRatio(f.shoulderWidth, cal.baselineShoulderWidth),
    logRatio(f.faceWidth, cal.baselineFaceWidth),
  );
  return [
    Math.max(0, grown) / Math.log(SOMEONE_ELSE_SCALE),
    Math.abs(f.chestX - cal.chestPosition.x) / MOVED_AWAY_X,
  ];
}

/**
 * This frame's reason, or null. `share` scales every limit (1 to start, EXIT_SHARE to stay).
 * A baseline without the shoulder width (older ones) never gives a reason.
 */
export function notJudgingReason(
  f: Features,
  cal: CalibrationData,
  share = 1,
): NotJudgingReason | null {
  const base = cal.baselineShoulderWidth;
  if (typeof base !== 'number' || !(base > 0)) return null;
  const shoulders = logRatio(f.shoulderWidth, base);
  const face = logRatio(f.faceWidth, cal.baselineFaceWidth);
  const proportion = Math.abs(face - shoulders);
  const far = (v: number, factor: number) => Math.abs(v) >= Math.log(factor) * share;
  const leanIn = shoulders > 0 && face >= shoulders;
  const aside = Math.abs(f.chestX - cal.chestPosition.x) >= MOVED_AWAY_X * share;
  if (
    far(shoulders, SOMEONE_ELSE_SCALE) &&
    far(face, SOMEONE_ELSE_SCALE) &&
    far(proportion, SOMEONE_ELSE_PROPORTION) &&
    !leanIn
  )
    return 'someone-else';
  if (aside && far(proportion, SIDE_PROPORTION)) return 'someone-else';
  // Both limits scale by share, so the distance and each part's minimum do too.
  const [grown, side] = largerAsideParts(f, cal);
  const least = LARGER_ASIDE_MIN * share;
  if (grown >= least && side >= least && Math.hypot(grown, side) >= share) return 'someone-else';
  const rise = (cal.chestPosition.y - f.chestY) / base;
  const headRise = (cal.headPosition.y - f.headY) / base;
  const limit = STANDING_RISE * share;
  const head = headRise >= limit * STANDING_HEAD_SHARE;
  if (rise >= limit && head && !(face > Math.log(STANDING_MAX_FACE))) return 'standing';
  return aside ? 'moved-away' : null;
}

export function createNotJudging() {
  let reason: NotJudgingReason | null = null;
  /** Since when the frames have disagreed with the present state; null while they agree. */
  let since: number | null = null;
  /** Frames with a reason during a pending start: the latest one. */
  let pending: NotJudgingReason | null = null;
  return {
    /** One analysed frame (smoothed features, calibrated): the reason in force after it. */
    update(f: Features, cal: CalibrationData, now: number): NotJudgingReason | null {
      if (reason === null) {
        pending = notJudgingReason(f, cal);
        if (pending === null) since = null;
        else if (now - (since ??= now) >= NOT_JUDGING_ENTER_MS) {
          reason = pending;
          since = null;
        }
        return reason;
      }
      const still = notJudgingReason(f, cal, EXIT_SHARE);
      if (still !== null) {
        // The full limits name the reason; within them but outside the band, it stays as it was.
        reason = notJudgingReason(f, cal) ?? reason;
        since = null;
      } else if (now - (since ??= now) >= NOT_JUDGING_EXIT_MS) {
        reason = null;
        since = null;
      }
      pending = null;
      return reason;
    },
    /** A start is pending: this frame has a reason that has not lasted yet (alerts wait). */
    get suspect(): boolean {
      return reason === null && pending !== null;
    },
    get reason(): NotJudgingReason | null {
      return reason;
    },
    reset(): void {
      reason = null;
      since = null;
      pending = null;
    },
  };
}
