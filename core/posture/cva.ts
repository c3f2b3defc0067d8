// Craniovertebral angle (CVA) from a FRONT camera, and which view each posture cue uses.
//
// The CVA is measured in the SAGITTAL plane: the angle between the horizontal through the C7
// spinous process and the line from C7 to the tragus of the ear; the further forward the head, the
// smaller the angle (Yip, Chiu & Poon 2008, "The relationship between head posture and severity
// and disability of patients with neck pain", Manual Therapy 13(2):148-154: a smaller CVA goes with
// more forward head posture). A front camera
// looks along the sagittal plane's forward axis: the 2D image shows how high the tragus sits over
// the shoulders but never how far it sits IN FRONT of them, so the triangle's horizontal leg is
// pure depth and the CVA cannot be read from the image plane alone.
//
// So we use BOTH views, each for what it can see:
// - keypoints3D (BlazePose GHUM 3D world landmarks: metres, origin between the hips, y down, z
//   growing away from the camera; Bazarevsky et al. 2020 "BlazePose: On-device Real-time Body Pose
//   tracking", arXiv:2006.10204; Grishchenko et al. 2022 "BlazePose GHUM Holistic", arXiv:2206.11678;
//   MediaPipe Pose "pose_world_landmarks") gives a side view: the
//   CVA triangle here (rise = ear midpoint above the shoulder midpoint, run = ear midpoint ahead of
//   it) and the depth cue (forward-head.ts). The axes were checked on the seated fixture: the nose
//   sits ~0.20 m nearer the camera than the shoulders and the ears ~0.16 m above them.
// - The 2D image plane gives everything a front camera sees well: the slouch rule's shoulder-to-ear
//   height, head drop (translation), face width (proximity), head tilt and shoulder asymmetry.
// Depth NEVER comes from the 2D keypoint z: with these weights it is not on the image scale
// (values like -190000, docs/architecture.md#pose-model); toPoseFrame drops it.
//
// BlazePose has no C7 point; the shoulder (acromion) midpoint stands in for it. That reads larger
// than a clinical CVA (the seated fixture: ~70 degrees upright, ~64 slumped), so the rule does not
// trust the absolute number: it measures the fall from the user's calibrated angle and counts the
// way from there down to the threshold (45 degrees, docs/decisions.md#detection-defaults) as one full cue (forward-head.ts).
//
// A camera below eye level. keypoints3D are oriented with the camera, not with
// gravity, so a camera looking up at the user rotates them too: the CVA estimate rises by the
// camera's pitch (tests/accuracy-camera.test.ts: exactly, on re-projected real landmarks). Its
// fall from the user's own baseline is unchanged, which is why every rule compares with the
// calibration, and the rise itself tells the user the camera sits low (view.ts). The candidate
// cues were then compared by `npm run accuracy` and the synthetic lower camera:
// - the CVA estimate's fall separates nothing on its own: the real upright stills span 67-77
//   degrees and the slouched ones 61-70 (keypoints3D of the head are noisy on a dim webcam);
// - ears over shoulders in keypoints3D (normalised by the 3D shoulder width) spreads 3 % between
//   upright stills, more than the 2D measure, and a camera pitch mixes it with depth;
// - in 2D, the head drop and the ears-over-shoulder-WIDTH shrink each move a few per cent in a
//   subtle slouch and have independent noise, so their sum does separate them: neck-sink.ts.
// Head pitch from the face was not used: a user looks at the screen beside the camera, so the
// face turns toward the camera whatever its height.
import { RAD_TO_DEG } from './geometry.ts';
import { landmarkAt } from './landmarks.ts';
import type { Landmark } from './types.ts';

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

/** keypoints3D trunk lean: positive when the shoulders sit farther from the camera than the hips. */
export function trunkLeanDeg(world: readonly Landmark[] | undefined): number {
  const ls = landmarkAt(world, 'leftShoulder');
  const rs = landmarkAt(world, 'rightShoulder');
  const lh = world?.[23];
  const rh = world?.[24];
  if (!ls || !rs || !lh || !rh) return NaN;
  const zs = [ls.z, rs.z, lh.z, rh.z];
  if (!zs.every((z) => Number.isFinite(z)) || ![lh.x, lh.y, rh.x, rh.y].every(Number.isFinite))
    return NaN;
  const up = (lh.y + rh.y) / 2 - (ls.y + rs.y) / 2;
  const back = (ls.z! + rs.z!) / 2 - (lh.z! + rh.z!) / 2;
  return Math.atan2(back, up) * RAD_TO_DEG;
}
