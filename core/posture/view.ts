// Is the camera far below eye level? Estimated once, from the calibration baseline.
//
// keypoints3D are oriented with the camera (cva.ts), so a camera that sits below the user and looks
// up sees the whole body rotated about the left-right axis by its pitch: every sagittal angle read
// from keypoints3D grows by that pitch. Two such angles are in the baseline:
// - the CVA estimate (ear midpoint above and ahead of the shoulder midpoint, cva.ts), and
// - the trunk lean (shoulder midpoint behind the hip midpoint, trunkLeanDeg in cva.ts).
// Each also varies between people and chairs (a forward head lowers the CVA, reclining raises the
// lean), so the estimate is the mean of both shifts from what an eye-level camera measured on the
// real seated fixture (tests/fixtures/seated: CVA median 70.0, trunk lean median -19.2 degrees;
// tests/accuracy-camera.test.ts checks that a synthetic 10-25 degree pitch moves the estimate by
// that pitch). Without hips in keypoints3D the CVA alone is used.
// The tip is advice, not a fault: monitoring goes on (the rules compare with the user's own
// baseline, and tests/accuracy-camera.test.ts shows them holding up to 25 degrees).
// A second weak view needs no keypoints3D: calibration saw only the head and shoulders at the
// bottom of the frame (the shoulder midpoint at SHOULDERS_LOW_Y of the frame height or lower). A
// slouch that sinks the person then takes the shoulders out of the picture, and the cues that read
// the shoulders go blind. On the real people we hold (docs/posture-rules.md#weak-view) the
// eye-level seated sitter calibrates with the shoulders at 0.58-0.63 of the height, the laptop
// sitter seen from below at 0.76-0.80 and the front-webcam sitter at 0.89.
import type { CalibrationData } from './calibration-data.ts';

/** What an eye-level camera reads on the real seated fixture (medians over the good stills). */
export const EYE_LEVEL_CVA_DEG = 70;
export const EYE_LEVEL_TRUNK_LEAN_DEG = -19;
/** From this estimated upward pitch on, the user is told once how to place the camera. */
export const LOW_CAMERA_PITCH_DEG = 15;
export const LOW_CAMERA_TIP =
  'Your camera seems to be well below eye level, looking up at you. Raise your camera to eye level for the best results.';

/** Shoulder midpoint this low in the frame (fraction of its height) at calibration: a weak view. */
export const SHOULDERS_LOW_Y = 0.75;
export const LOW_IN_FRAME_TIP =
  'Your camera sees only your head and shoulders, at the bottom of the picture. Tilt it down a little or sit a little farther back so your chest is in view too.';

/** Estimated upward camera pitch, degrees; null without keypoints3D in the baseline. */
export function estimateCameraPitchDeg(cal: CalibrationData): number | null {
  if (cal.baselineCVA === null) return null;
  const cva = cal.baselineCVA - EYE_LEVEL_CVA_DEG;
  const lean = cal.baselineTrunkLeanDeg;
  return lean === null || lean === undefined ? cva : (cva + lean - EYE_LEVEL_TRUNK_LEAN_DEG) / 2;
}

/** The one-time tip for this baseline, or null when the view is fine (or cannot be judged). */
export function cameraViewTip(cal: CalibrationData | null): string | null {
  if (!cal) return null;
  const pitch = estimateCameraPitchDeg(cal);
  if (pitch !== null && pitch >= LOW_CAMERA_PITCH_DEG) return LOW_CAMERA_TIP;
  return cal.chestPosition.y >= SHOULDERS_LOW_Y ? LOW_IN_FRAME_TIP : null;
}
