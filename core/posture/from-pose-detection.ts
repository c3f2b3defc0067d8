// Adapter from @tensorflow-models/pose-detection's Pose to the engine's PoseFrame (core/posture/types.ts):
// `score` becomes `visibility`, `keypoints3D` (metres, origin between the hips) becomes
// `worldLandmarks`. The 2D keypoint z is dropped: with these weights it is not on the image scale
// (docs/architecture.md#pose-model), so nothing downstream may read it as depth.
import type { Landmark, PoseFrame } from './types.ts';

export interface DetectedKeypoint {
  x: number;
  y: number;
  z?: number;
  score?: number;
  name?: string;
}

export interface DetectedPose {
  keypoints: DetectedKeypoint[];
  keypoints3D?: DetectedKeypoint[];
}

function toLandmark(k: DetectedKeypoint, keepZ: boolean): Landmark {
  const l: Landmark = { x: k.x, y: k.y };
  if (keepZ && k.z !== undefined) l.z = k.z;
  if (k.score !== undefined) l.visibility = k.score;
  if (k.name !== undefined) l.name = k.name;
  return l;
}

export function toPoseFrame(
  pose: DetectedPose,
  width: number,
  height: number,
  timestamp: number,
): PoseFrame {
  const frame: PoseFrame = {
    landmarks: pose.keypoints.map((k) => toLandmark(k, false)),
    width,
    height,
    timestamp,
  };
  if (pose.keypoints3D && pose.keypoints3D.length > 0) {
    frame.worldLandmarks = pose.keypoints3D.map((k) => toLandmark(k, true));
  }
  return frame;
}
