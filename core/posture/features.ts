// Per-frame posture measurements. Everything is normalised (by the frame, the shoulder width or
// the calibration) so that the same rules hold at any camera resolution or distance.
import { VISIBILITY_THRESHOLD } from './constants.ts';
import { estimateCvaDeg, trunkLeanDeg } from './cva.ts';
import { distance2D, lineAngleDeg, midpoint } from './geometry.ts';
import { landmarkAt, visibilityOf, type LandmarkKey } from './landmarks.ts';
import type { Landmark, PoseFrame } from './types.ts';

export interface PostureFeatures {
  /** Ears above the shoulder midpoint, fraction of the frame height (slouch rule, docs/posture-rules.md#issues). */
  shoulderEar: number;
  /** Eye line (or ear line without eyes) against the horizontal, degrees. */
  headTiltDeg: number;
  /** Left minus right shoulder height, fraction of the frame height. */
  shoulderAsymmetry: number;
  /** Shoulder line against the horizontal, degrees. */
  shoulderAngleDeg: number;
  /** Ear-to-ear distance, fraction of the frame width (face proximity). */
  faceWidth: number;
  /** Nose below the eye midpoint, fraction of the frame height. */
  eyeNose: number;
  /** |nose-to-left-ear - nose-to-right-ear| / their sum: 0 facing the camera. */
  yawAsymmetry: number;
  /** Ear midpoint (the head, near its pitch axis), fractions of the frame (head translation). */
  headX: number;
  headY: number;
  /** Shoulder midpoint, fractions of the frame. */
  chestX: number;
  chestY: number;
  /** Craniovertebral angle estimate, degrees (see cva.ts). NaN without keypoints3D. */
  cvaDeg: number;
  /** keypoints3D: nose minus shoulder-midpoint z, metres (negative = nearer the camera). NaN without z. */
  noseVsShouldersZ: number;
  /** keypoints3D: ear midpoint minus shoulder-midpoint z, metres (the depth cue). NaN without z. */
  earVsShouldersZ: number;
  /** 1 when both eyes were seen, else 0 (kept numeric so medians and EMA treat it alike). */
  eyesSeen: number;
  /** Ears above the shoulders over the shoulder width, both in pixels (neck-sink.ts). */
  neckToShoulderWidth: number;
  /** keypoints3D trunk lean: shoulder midpoint behind the hip midpoint, degrees (view.ts). NaN without z. */
  trunkLeanDeg: number;
  /**
   * Shoulder-to-shoulder distance, fraction of the frame height (shoulder asymmetry,
   * docs/posture-rules.md#issues).
   */
  shoulderWidth: number;
  /**
   * The nose below the ear midpoint over the ear-to-ear distance (both in pixels): the head's
   * pitch, larger looking down (look-down.ts). NaN without both ears.
   */
  noseBelowEars: number;
}

export const FEATURE_KEYS = [
  'shoulderEar',
  'headTiltDeg',
  'shoulderAsymmetry',
  'shoulderAngleDeg',
  'faceWidth',
  'eyeNose',
  'yawAsymmetry',
  'headX',
  'headY',
  'chestX',
  'chestY',
  'cvaDeg',
  'noseVsShouldersZ',
  'earVsShouldersZ',
  'eyesSeen',
  'neckToShoulderWidth',
  'trunkLeanDeg',
  'shoulderWidth',
  'noseBelowEars',
] as const satisfies readonly (keyof PostureFeatures)[];

function seen(p: Landmark | undefined): p is Landmark {
  return p !== undefined && visibilityOf(p) > VISIBILITY_THRESHOLD;
}

const hasZ = (p: Landmark | undefined): p is Landmark & { z: number } =>
  p !== undefined && Number.isFinite(p.z);

/**
 * Depth of a head point ahead of the shoulders, from keypoints3D only: the 2D z of these weights
 * is not on the image scale (docs/architecture.md#pose-model). NaN when any z is missing.
 */
function worldDepth(world: readonly Landmark[] | undefined, head: readonly Landmark[]): number {
  const ls = landmarkAt(world, 'leftShoulder');
  const rs = landmarkAt(world, 'rightShoulder');
  if (!hasZ(ls) || !hasZ(rs) || head.length === 0 || !head.every(hasZ)) return NaN;
  let z = 0;
  for (const p of head) z += p.z!;
  return z / head.length - (ls.z + rs.z) / 2;
}

function worldPoints(
  world: readonly Landmark[] | undefined,
  keys: readonly LandmarkKey[],
): Landmark[] {
  const out: Landmark[] = [];
  for (const key of keys) {
    const p = landmarkAt(world, key);
    if (!p) return [];
    out.push(p);
  }
  return out;
}

/** Assumes gateFrame() returned 'ok' (nose and both shoulders present). */
export function extractFeatures(frame: PoseFrame): PostureFeatures {
  const lm = frame.landmarks;
  const nose = landmarkAt(lm, 'nose')!;
  const ls = landmarkAt(lm, 'leftShoulder')!;
  const rs = landmarkAt(lm, 'rightShoulder')!;
  const le = landmarkAt(lm, 'leftEye');
  const re = landmarkAt(lm, 'rightEye');
  const lEar = landmarkAt(lm, 'leftEar');
  const rEar = landmarkAt(lm, 'rightEar');
  const w = frame.width > 0 ? frame.width : 1;
  const h = frame.height > 0 ? frame.height : 1;

  const shoulders = midpoint(ls, rs);
  const eyesSeen = seen(le) && seen(re);
  const ears = lEar && rEar ? midpoint(lEar, rEar) : eyesSeen ? midpoint(le, re) : nose;
  const tiltA = eyesSeen ? le : lEar;
  const tiltB = eyesSeen ? re : rEar;
  const dl = lEar ? distance2D(nose, lEar) : NaN;
  const dr = rEar ? distance2D(nose, rEar) : NaN;

  return {
    shoulderEar: (shoulders.y - ears.y) / h,
    headTiltDeg: tiltA && tiltB ? lineAngleDeg(tiltB, tiltA) : NaN,
    shoulderAsymmetry: (ls.y - rs.y) / h,
    shoulderAngleDeg: lineAngleDeg(rs, ls),
    faceWidth: lEar && rEar ? distance2D(lEar, rEar) / w : NaN,
    eyeNose: le && re ? (nose.y - (le.y + re.y) / 2) / h : NaN,
    yawAsymmetry: Math.abs(dl - dr) / (dl + dr),
    headX: ears.x / w,
    headY: ears.y / h,
    chestX: shoulders.x / w,
    chestY: shoulders.y / h,
    cvaDeg: estimateCvaDeg(frame.worldLandmarks),
    noseVsShouldersZ: worldDepth(frame.worldLandmarks, worldPoints(frame.worldLandmarks, ['nose'])),
    earVsShouldersZ: worldDepth(
      frame.worldLandmarks,
      worldPoints(frame.worldLandmarks, ['leftEar', 'rightEar']),
    ),
    eyesSeen: eyesSeen ? 1 : 0,
    neckToShoulderWidth: (shoulders.y - ears.y) / distance2D(ls, rs),
    trunkLeanDeg: trunkLeanDeg(frame.worldLandmarks),
    shoulderWidth: distance2D(ls, rs) / h,
    noseBelowEars: lEar && rEar ? (nose.y - (lEar.y + rEar.y) / 2) / distance2D(lEar, rEar) : NaN,
  };
}
