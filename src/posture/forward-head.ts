// Forward-head severity, docs/posture-rules.md#forward-head, docs/constants.md#forward-head: twice the weighted sum of four cues (CVA 0.4, translation
// 0.3, proximity 0.2, depth 0.1), capped at 2. Each cue is its deviation from the calibrated
// posture divided by its (sensitivity-scaled) threshold, so a cue AT its threshold scores 1 and
// contributes its full weight: CVA or translation alone at threshold (0.8 / 0.6) can switch the
// flag on (> 0.5); proximity (0.4) and depth (0.2) only corroborate. Cues are clamped to [0, 2].
import { FORWARD_HEAD_SEVERITY_SCALE, FORWARD_HEAD_WEIGHTS, MAX_SEVERITY } from './constants';
import type { CalibrationData } from './calibration-data';
import type { PostureFeatures } from './features';
import { clamp } from './geometry';
import type { EffectiveThresholds } from './settings';
import { shoulderEarBaseline } from './threshold-rules';

/** Below this calibrated margin over the CVA threshold, the margin is taken as this (degrees). */
export const MIN_CVA_MARGIN_DEG = 5;

export interface ForwardHeadCues {
  cva: number;
  translation: number;
  proximity: number;
  depth: number;
  /** docs/posture-rules.md#forward-head: proximity ignored when head yaw asymmetry exceeds yawIgnoreRatio. */
  proximityIgnored: boolean;
  /**
   * docs/posture-rules.md#forward-head: depth skipped when keypoints3D z is missing (live or at calibration). Depth is read at
   * the ears (the CVA's tragus), not the nose: nodding moves the nose in z without any forward
   * translation of the head (calibration still stores the nose-vs-shoulders baseline, docs/posture-rules.md#data).
   */
  depthSkipped: boolean;
  weightedSum: number;
  severity: number;
}

const round9 = (v: number) => Math.round(v * 1e9) / 1e9;

const cue = (deviation: number, tolerance: number): number =>
  Number.isFinite(deviation) && tolerance > 0 ? clamp(deviation / tolerance, 0, 2) : 0;

/**
 * CVA cue. The CVA estimate (cva.ts) is not a clinical CVA, so the threshold is applied to the
 * user's calibrated angle: the tolerance is how far the calibrated angle sits above the threshold
 * (at least MIN_CVA_MARGIN_DEG), scaled by sensitivity.
 */
export function cvaCue(cvaDeg: number, baselineCVA: number | null, t: EffectiveThresholds): number {
  if (baselineCVA === null || !Number.isFinite(cvaDeg)) return 0;
  const margin = Math.max(MIN_CVA_MARGIN_DEG, baselineCVA - t.cvaThresholdDeg) * t.cvaFactor;
  return cue(baselineCVA - cvaDeg, margin);
}

/**
 * Head translation: how far the head (ear midpoint) has dropped in the image since calibration,
 * in units of the calibrated shoulder-to-ear height. Seen from a front camera at or above eye
 * level, a head that moves forward and down drops in the image, and so does a trunk that sinks
 * into the chair; dividing by the user's own neck height makes it independent of camera distance
 * and body size ("head translation threshold 10-30 percent", docs/product.md#settings-panel). The ears, not the nose,
 * are used because they sit near the head's pitch axis: nodding at the keyboard swings the nose
 * without moving the head forward.
 */
export function headDrop(f: PostureFeatures, cal: CalibrationData): number {
  return (f.headY - cal.headPosition.y) / shoulderEarBaseline(cal);
}

export function forwardHeadCues(
  f: PostureFeatures,
  cal: CalibrationData,
  t: EffectiveThresholds,
  yawIgnoreRatio: number,
): ForwardHeadCues {
  const cva = cvaCue(f.cvaDeg, cal.baselineCVA, t);
  const translation = cue(headDrop(f, cal), t.translation);
  const proximityIgnored = !(f.yawAsymmetry <= yawIgnoreRatio);
  const proximity =
    proximityIgnored || !(cal.baselineFaceWidth > 0)
      ? 0
      : cue(f.faceWidth / cal.baselineFaceWidth - 1, t.proximityExcess);
  const depthSkipped = cal.baselineEarVsShouldersZ === null || !Number.isFinite(f.earVsShouldersZ);
  // keypoints3D z grows away from the camera: a head moving forward makes it smaller.
  const depth = depthSkipped
    ? 0
    : cue(cal.baselineEarVsShouldersZ! - f.earVsShouldersZ, t.depthDelta);
  const w = FORWARD_HEAD_WEIGHTS;
  // Rounded to 1e-9 so that the 0.5 / 0.3 boundaries are exact despite binary floating point.
  const weightedSum = round9(
    w.cva * cva + w.translation * translation + w.proximity * proximity + w.depth * depth,
  );
  const severity = Math.min(MAX_SEVERITY, round9(FORWARD_HEAD_SEVERITY_SCALE * weightedSum));
  return {
    cva,
    translation,
    proximity,
    depth,
    proximityIgnored,
    depthSkipped,
    weightedSum,
    severity,
  };
}
