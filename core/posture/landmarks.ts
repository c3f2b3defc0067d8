// BlazePose's 33-landmark topology (MediaPipe Pose, "pose_landmarks" model card): only the upper
// body points the posture rules read.
import type { Landmark } from './types.ts';

export const LANDMARK = {
  nose: 0,
  leftEye: 2,
  rightEye: 5,
  leftEar: 7,
  rightEar: 8,
  leftShoulder: 11,
  rightShoulder: 12,
} as const;

export type LandmarkKey = keyof typeof LANDMARK;

/** Names as the user sees them in 'Missing landmarks: ...' (docs/posture-rules.md#gate). */
export const LANDMARK_LABEL: Record<LandmarkKey, string> = {
  nose: 'nose',
  leftEye: 'left eye',
  rightEye: 'right eye',
  leftEar: 'left ear',
  rightEar: 'right ear',
  leftShoulder: 'left shoulder',
  rightShoulder: 'right shoulder',
};

/** docs/posture-rules.md#gate: the nose and both shoulders are required. */
export const REQUIRED: readonly LandmarkKey[] = ['nose', 'leftShoulder', 'rightShoulder'];
/** The upper-body points whose visibility makes up the frame's confidence. */
export const CONFIDENCE_SET: readonly LandmarkKey[] = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
];

/** A usable landmark: present with finite coordinates. */
export function landmarkAt(
  points: readonly Landmark[] | undefined,
  key: LandmarkKey,
): Landmark | undefined {
  const p = points?.[LANDMARK[key]];
  return p && Number.isFinite(p.x) && Number.isFinite(p.y) ? p : undefined;
}

/** A landmark without a score is taken as seen (some sources omit it). */
export function visibilityOf(p: Landmark | undefined): number {
  if (!p) return 0;
  return p.visibility ?? 1;
}
