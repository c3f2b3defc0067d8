// The single-threshold posture rules of docs/posture-rules.md#issues. Each returns its NORMALISED deviation:
// deviation / threshold, so the rule fires above 1 and the value doubles as the issue severity
// (capped at 2 by the caller).
import { DEFAULT_SHOULDER_EAR_BASELINE } from './constants.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
import type { EffectiveThresholds } from './settings.ts';

/** Head tilt: eye-line angle away from the calibrated angle, against 15 degrees. */
export function headTiltRatio(
  f: PostureFeatures,
  cal: CalibrationData,
  t: EffectiveThresholds,
): number {
  if (!Number.isFinite(f.headTiltDeg)) return 0;
  let d = Math.abs(f.headTiltDeg - cal.headTiltBaseline);
  if (d > 90) d = 180 - d; // angles are folded into [-90, 90]
  return d / t.headTiltDeg;
}

/** Folds an angle difference into [-90, 90] (line angles are only defined modulo 180 degrees). */
function foldDeg(d: number): number {
  const m = (((d + 90) % 180) + 180) % 180;
  return m - 90;
}

/**
 * Shoulder asymmetry: height difference change, fraction of frame height, against 0.05
 * (docs/posture-rules.md#issues). A shoulder line that turns together with the eye line is the
 * whole upper body leaning (or a camera that is not level), not uneven shoulders; on the real
 * seated fixture the upright stills' shoulder line swings by +-6 degrees with the head. So the
 * change counts only as far as the shoulders also moved against the head: the smaller of the change
 * in height difference and the change in the shoulder line's angle to the eye line (as a height
 * over the shoulder width). Without a measurable eye/ear line the plain height difference is used.
 */
export function shoulderAsymmetryRatio(
  f: PostureFeatures,
  cal: CalibrationData,
  t: EffectiveThresholds,
): number {
  const absolute = Math.abs(f.shoulderAsymmetry - cal.shoulderAsymmetryBaseline);
  const turn = foldDeg(
    f.shoulderAngleDeg - f.headTiltDeg - (cal.shoulderAlignment - cal.headTiltBaseline),
  );
  const againstHead = Math.abs(f.shoulderWidth * Math.sin((turn * Math.PI) / 180));
  const deviation = Number.isFinite(againstHead) ? Math.min(absolute, againstHead) : absolute;
  return deviation / t.shoulderAsymmetry;
}

/** The shoulder-to-ear baseline, or the default 0.15 (docs/constants.md#forward-head) when the stored one is unusable. */
export function shoulderEarBaseline(cal: CalibrationData): number {
  return cal.shoulderEarBaseline > 0 ? cal.shoulderEarBaseline : DEFAULT_SHOULDER_EAR_BASELINE;
}

/**
 * Slouching: docs/posture-rules.md#issues "shoulder-to-ear distance falls below 85% of the baseline". Returned as the
 * shortfall below the baseline over the allowed shortfall (15% at default sensitivity), so exactly
 * 85% of the baseline gives 1 and anything below gives more. `widen`: this person's line over the
 * default (cue-lines.ts; 0 switches the rule off).
 */
export function slouchRatio(
  f: PostureFeatures,
  cal: CalibrationData,
  t: EffectiveThresholds,
  widen = 1,
): number {
  const ratio = f.shoulderEar / shoulderEarBaseline(cal);
  const allowed = (1 - t.slouchRatio) * widen;
  // Rounded to 1e-9 so that exactly 85% of the baseline reads as exactly 1 (not firing) despite
  // binary floating point (0.85 * b / b is not always 0.85).
  return allowed > 0 ? Math.round((Math.max(0, 1 - ratio) / allowed) * 1e9) / 1e9 : 0;
}
