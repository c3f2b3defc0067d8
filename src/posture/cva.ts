// Craniovertebral angle (CVA) from a FRONT camera.
//
// The CVA is measured in the sagittal plane: the angle between the horizontal through the C7
// spinous process and the line from C7 to the tragus of the ear; smaller means the head sits
// further forward (Yip, Chiu & Poon 2008, "The relationship between head posture and severity and
// disability of patients with neck pain", Manual Therapy 13(2):148-154, who report values below
// about 50 degrees with forward head posture). A front camera looks along the sagittal plane's
// forward axis, so the 2D image shows the tragus' HEIGHT over the shoulders but never how far it
// sits IN FRONT of them: the horizontal leg of the triangle is pure depth.
//
// Depth therefore comes from BlazePose's keypoints3D only: world coordinates in metres with the
// origin between the hips, y pointing down and z towards the camera's far side (MediaPipe Pose
// "pose_world_landmarks"; tfjs-models pose-detection BlazePose "keypoints3D"). The 2D keypoint z of
// these weights is not on the image scale (DESIGN.md §1) and is never read.
//
// Geometry used here (both views): the triangle's vertical leg is the ear-midpoint height above
// the shoulder midpoint and its horizontal leg is how far the ear midpoint is ahead of the
// shoulder midpoint, both read from keypoints3D (same units, metres). BlazePose has no C7 point;
// the shoulder midpoint stands in for it, which makes the angle larger than a clinical CVA by a
// roughly constant amount. That is why the rule compares the live angle with the user's own
// calibrated angle (forward-head.ts) rather than trusting the absolute number alone.
import { RAD_TO_DEG } from './geometry';
import { landmarkAt } from './landmarks';
import type { Landmark } from './types';

export function estimateCvaDeg(world: readonly Landmark[] | undefined): number {
  const lEar = landmarkAt(world, 'leftEar');
  const rEar = landmarkAt(world, 'rightEar');
  const ls = landmarkAt(world, 'leftShoulder');
  const rs = landmarkAt(world, 'rightShoulder');
  if (!lEar || !rEar || !ls || !rs) return NaN;
  if (![lEar.z, rEar.z, ls.z, rs.z].every((z) => Number.isFinite(z))) return NaN;
  const rise = (ls.y + rs.y) / 2 - (lEar.y + rEar.y) / 2;
  const ahead = (ls.z! + rs.z!) / 2 - (lEar.z! + rEar.z!) / 2;
  return Math.atan2(rise, ahead) * RAD_TO_DEG;
}
