// Synthetic BlazePose frames for the unit tests: an upright sitter facing a 640x480 camera, with
// helpers that move one body part at a time so each rule can be put exactly at its boundary.
// (The real-landmark check lives in tests/seated-engine.test.ts.)
import { LANDMARK, type LandmarkKey } from '../../core/posture/landmarks.ts';
import type { Landmark, PoseFrame } from '../../core/posture/types.ts';

export const W = 640;
export const H = 480;

/** Image pixels of the upright sitter; ears 120 px above the shoulders (0.25 of H). */
const IMAGE: Record<LandmarkKey, [number, number]> = {
  nose: [320, 190],
  leftEye: [340, 170],
  rightEye: [300, 170],
  leftEar: [365, 180],
  rightEar: [275, 180],
  leftShoulder: [440, 300],
  rightShoulder: [200, 300],
};

/** keypoints3D metres (origin between the hips, y down, z away from the camera). */
const WORLD: Record<LandmarkKey, [number, number, number]> = {
  nose: [0, -0.62, -0.2],
  leftEye: [0.03, -0.66, -0.18],
  rightEye: [-0.03, -0.66, -0.18],
  leftEar: [0.07, -0.64, -0.06],
  rightEar: [-0.07, -0.64, -0.06],
  leftShoulder: [0.16, -0.48, 0],
  rightShoulder: [-0.16, -0.48, 0],
};

export function uprightFrame(timestamp = 0): PoseFrame {
  const landmarks: Landmark[] = Array.from({ length: 33 }, () => ({
    x: W / 2,
    y: H * 0.9,
    visibility: 0.2,
  }));
  const worldLandmarks: Landmark[] = Array.from({ length: 33 }, () => ({
    x: 0,
    y: 0,
    z: 0,
    visibility: 0.2,
  }));
  for (const key of Object.keys(IMAGE) as LandmarkKey[]) {
    const [x, y] = IMAGE[key];
    const [wx, wy, wz] = WORLD[key];
    landmarks[LANDMARK[key]] = { x, y, visibility: 0.99, name: key };
    worldLandmarks[LANDMARK[key]] = { x: wx, y: wy, z: wz, visibility: 0.99, name: key };
  }
  return { landmarks, worldLandmarks, width: W, height: H, timestamp };
}

/** Returns a copy with `keys` moved by (dx, dy) pixels. */
export function moved(
  frame: PoseFrame,
  keys: readonly LandmarkKey[],
  dx: number,
  dy: number,
): PoseFrame {
  const landmarks = frame.landmarks.map((p) => ({ ...p }));
  for (const key of keys) {
    const p = landmarks[LANDMARK[key]]!;
    p.x += dx;
    p.y += dy;
  }
  return { ...frame, landmarks };
}

/** Returns a copy with the keypoints3D z of `keys` shifted by dz metres. */
export function movedZ(frame: PoseFrame, keys: readonly LandmarkKey[], dz: number): PoseFrame {
  const worldLandmarks = frame.worldLandmarks!.map((p) => ({ ...p }));
  for (const key of keys) worldLandmarks[LANDMARK[key]]!.z! += dz;
  return { ...frame, worldLandmarks };
}

export function withVisibility(
  frame: PoseFrame,
  keys: readonly LandmarkKey[],
  visibility: number,
): PoseFrame {
  const landmarks = frame.landmarks.map((p) => ({ ...p }));
  for (const key of keys) landmarks[LANDMARK[key]]!.visibility = visibility;
  return { ...frame, landmarks };
}

export const HEAD: readonly LandmarkKey[] = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'];
export const EARS: readonly LandmarkKey[] = ['leftEar', 'rightEar'];

/**
 * Another camera, or the same one moved: every landmark scaled by `s` about the frame centre, then
 * shifted by (dx, dy) fractions of the frame (tests/camera-moved-seated.test.ts, tests/setups-seated.test.ts).
 */
export function cameraMoved(f: PoseFrame, dx: number, dy: number, s = 1): PoseFrame {
  const cx = f.width / 2;
  const cy = f.height / 2;
  const landmarks = f.landmarks.map((p) => ({
    ...p,
    x: cx + (p.x - cx) * s + dx * f.width,
    y: cy + (p.y - cy) * s + dy * f.height,
  }));
  return { ...f, landmarks };
}
