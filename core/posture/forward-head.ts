// Forward-head severity, docs/posture-rules.md#forward-head, docs/constants.md#forward-head: twice the weighted sum of four cues (CVA 0.4, translation
// 0.3, proximity 0.2, depth 0.1), capped at 2. Each cue is its deviation from the calibrated
// posture divided by its (sensitivity-scaled) threshold, so a cue AT its threshold scores 1 and
// contributes its full weight: CVA or translation alone at threshold (0.8 / 0.6) can switch the
// flag on (> 0.5); proximity (0.4) and depth (0.2) only corroborate. Cues are clamped to [0, 2].
//
// Below threshold (docs/decisions.md#forward-head-cue-curve, setting forwardHeadCueExponent,
// default 3; 1 is the spec's plain sum): a cue c < 1 counts as c^3 (belowThreshold below), so a cue
// AT its threshold still counts 1 and one past it counts as in the spec, while half a threshold
// counts 1/8. Reason, from the real seated fixture (tests/seated-splits.test.ts, every split of the
// 17 upright stills into calibrate and judge): an upright sitter's cues wander well below their
// thresholds (worst CVA 0.30, translation 0.60, proximity 0.43 of threshold) but the plain sum adds
// those wanderings up, and 10,709 of 1,114,095 held-out upright stills crossed 0.5. Cubed, the
// worst upright severity is 0.37 and no split flags; a real slouch is untouched (its translation
// cue is at 2, the lowest slouched severity stays 1.2). A hard dead zone (nothing below half the
// threshold) held the splits too but froze the CVA slider over 40-51 degrees
// (tests/seated-cva-slider.test.ts); the cube keeps every cue moving the severity. Decided from the
// numbers: docs/decisions.md#forward-head-cue-curve.
import { FORWARD_HEAD_SEVERITY_SCALE, FORWARD_HEAD_WEIGHTS, MAX_SEVERITY } from './constants.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
import { clamp } from './geometry.ts';
import type { EffectiveThresholds } from './settings.ts';
import { shoulderEarBaseline } from './threshold-rules.ts';

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
  /** The four cues above, each through belowThreshold, weighted and summed. */
  weightedSum: number;
  severity: number;
}

const round9 = (v: number) => Math.round(v * 1e9) / 1e9;

const cue = (deviation: number, tolerance: number): number =>
  Number.isFinite(deviation) && tolerance > 0 ? clamp(deviation / tolerance, 0, 2) : 0;

/**
 * What a cue adds to the weighted sum: below its threshold c^p, at and past it the cue itself.
 * Continuous and strictly increasing, so a higher sensitivity (a smaller threshold, a larger cue)
 * never flags less and every step of a threshold slider still moves it. p = 1: the cue.
 */
export function belowThreshold(c: number, p: number): number {
  return c >= 1 || p === 1 ? c : Math.pow(c, p);
}

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

/** The default lines: translation and proximity at their thresholds (cue-lines.ts widens them). */
const NO_WIDEN = { drop: 1, face: 1 } as const;

/** `widen`: this person's translation and proximity lines over the thresholds (cue-lines.ts). */
export function forwardHeadCues(
  f: PostureFeatures,
  cal: CalibrationData,
  t: EffectiveThresholds,
  yawIgnoreRatio: number,
  widen: Readonly<{ drop: number; face: number }> = NO_WIDEN,
): ForwardHeadCues {
  const cva = cvaCue(f.cvaDeg, cal.baselineCVA, t);
  const translation = cue(headDrop(f, cal), t.translation * widen.drop);
  const proximityIgnored = !(f.yawAsymmetry <= yawIgnoreRatio);
  const proximity =
    proximityIgnored || !(cal.baselineFaceWidth > 0)
      ? 0
      : cue(f.faceWidth / cal.baselineFaceWidth - 1, t.proximityExcess * widen.face);
  const depthSkipped = cal.baselineEarVsShouldersZ === null || !Number.isFinite(f.earVsShouldersZ);
  // keypoints3D z grows away from the camera: a head moving forward makes it smaller.
  const depth = depthSkipped
    ? 0
    : cue(cal.baselineEarVsShouldersZ! - f.earVsShouldersZ, t.depthDelta);
  const w = FORWARD_HEAD_WEIGHTS;
  const p = t.forwardHeadCueExponent;
  // Rounded to 1e-9 so that the 0.5 / 0.3 boundaries are exact despite binary floating point.
  const weightedSum = round9(
    w.cva * belowThreshold(cva, p) +
      w.translation * belowThreshold(translation, p) +
      w.proximity * belowThreshold(proximity, p) +
      w.depth * belowThreshold(depth, p),
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
