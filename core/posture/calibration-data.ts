// docs/posture-rules.md#data: the stored baseline, every field the docs name plus the ones the
// frontal forward-head geometry needs. Plain JSON (null, never NaN) so it survives storage.
import { median } from './geometry.ts';
import { FEATURE_KEYS, type PostureFeatures } from './features.ts';
import type { IssueType } from './types.ts';
import type { CueName } from './cue-names.ts';

export interface CalibrationData {
  /** Eye (or ear) line angle, degrees. */
  headTiltBaseline: number;
  /** Left minus right shoulder height, fraction of the frame height. */
  shoulderAsymmetryBaseline: number;
  /** Ears above the shoulders, fraction of the frame height (slouch rule). */
  shoulderEarBaseline: number;
  /** Ear-to-ear distance, fraction of the frame width (proximity rule). */
  baselineFaceWidth: number;
  /** Nose below the eyes, fraction of the frame height. */
  baselineEyeNoseDistance: number;
  /** CVA estimate (cva.ts), degrees; null when calibrated without keypoints3D. */
  baselineCVA: number | null;
  /** keypoints3D nose minus shoulder z, metres; null when calibrated without keypoints3D. */
  baselineNoseVsShouldersZ: number | null;
  /** keypoints3D ear-midpoint minus shoulder z, metres (the depth cue); null without keypoints3D. */
  baselineEarVsShouldersZ: number | null;
  /** Shoulder line angle, degrees. */
  shoulderAlignment: number;
  /** Ear midpoint (the head), fractions of the frame (translation rule). */
  headPosition: { x: number; y: number };
  /** Shoulder midpoint, fractions of the frame. */
  chestPosition: { x: number; y: number };
  /** When the calibration completed (ms, the engine's clock). */
  timestamp: number;
  /** Whether both eyes were seen, i.e. head tilt is measured on the eye line. */
  calibratedWithEyes: boolean;
  /** Ears above the shoulders over the shoulder width (neck-sink.ts); absent in older baselines. */
  baselineNeckToShoulderWidth?: number | null;
  /** keypoints3D trunk lean, degrees (view.ts); null without hips in keypoints3D, absent in older baselines. */
  baselineTrunkLeanDeg?: number | null;
  /** Shoulder-to-shoulder distance, fraction of the frame height (camera-moved.ts); absent in older baselines. */
  baselineShoulderWidth?: number | null;
  /** The nose below the ears over the ear distance (look-down.ts); absent in older baselines. */
  baselineNoseBelowEars?: number | null;
  /**
   * 'That wasn't a slouch' (feedback.ts): per issue type, how much wider than calibrated that rule
   * is for this setup (its severity is divided by it, 1 to a cap); absent when never corrected.
   */
  allowance?: Partial<Record<IssueType, number>>;
  /**
   * The pose model whose landmarks it was taken from (the pose worker stamps it); absent in older
   * baselines, which were full's. A baseline does not carry to the other model
   * (docs/accuracy.md#blazepose-lite), so a saved setup is matched only under its own model.
   */
  model?: 'full' | 'lite';
  /**
   * Each slouch cue's robust spread over the calibration frames (cue-spread.ts): its tolerance
   * counts in these units, with a floor (cue-lines.ts); absent in older baselines (the floors).
   */
  spread?: Partial<Record<CueName, number>>;
  /**
   * The person's own slouch (slouch-example.ts): each cue's median deviation over the example's
   * frames, which places that cue's line between upright and slouched; absent without one.
   */
  slouchExample?: Partial<Record<CueName, number>>;
}

const orNull = (v: number): number | null => (Number.isFinite(v) ? v : null);

/**
 * Baseline from the kept calibration frames (docs/decisions.md#calibration-median). The plain rule takes the latest frame, which lets one blink,
 * a mis-detected ear or a head turn at the last moment become the user's "good posture" for the
 * whole session. We take the per-feature MEDIAN over the kept frames instead: it ignores up to half
 * the frames being outliers (breakdown point 50%, unlike the mean's 0%), needs no tuning, and for a
 * still sitter equals the latest frame to within landmark noise. Returns null when the frames
 * cannot give the required features (docs/posture-rules.md#calibration: the calibration is then cancelled).
 */
export function baselineFromFrames(
  frames: readonly PostureFeatures[],
  timestamp: number,
): CalibrationData | null {
  if (frames.length === 0) return null;
  const m = {} as PostureFeatures;
  for (const key of FEATURE_KEYS) m[key] = median(frames.map((f) => f[key]));
  const required = [
    m.shoulderEar,
    m.shoulderAsymmetry,
    m.shoulderAngleDeg,
    m.headX,
    m.headY,
    m.chestX,
    m.chestY,
  ];
  if (!required.every(Number.isFinite) || m.shoulderEar <= 0) return null;
  return {
    headTiltBaseline: Number.isFinite(m.headTiltDeg) ? m.headTiltDeg : 0,
    shoulderAsymmetryBaseline: m.shoulderAsymmetry,
    shoulderEarBaseline: m.shoulderEar,
    baselineFaceWidth: Number.isFinite(m.faceWidth) ? m.faceWidth : 0,
    baselineEyeNoseDistance: Number.isFinite(m.eyeNose) ? m.eyeNose : 0,
    baselineCVA: orNull(m.cvaDeg),
    baselineNoseVsShouldersZ: orNull(m.noseVsShouldersZ),
    baselineEarVsShouldersZ: orNull(m.earVsShouldersZ),
    shoulderAlignment: m.shoulderAngleDeg,
    headPosition: { x: m.headX, y: m.headY },
    chestPosition: { x: m.chestX, y: m.chestY },
    timestamp,
    calibratedWithEyes: m.eyesSeen >= 0.5,
    baselineNeckToShoulderWidth: orNull(m.neckToShoulderWidth),
    baselineTrunkLeanDeg: orNull(m.trunkLeanDeg),
    baselineShoulderWidth: orNull(m.shoulderWidth),
    baselineNoseBelowEars: orNull(m.noseBelowEars),
  };
}
