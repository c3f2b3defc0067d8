// Stand-in for @mediapipe/pose. pose-detection imports it for its 'mediapipe' runtime; we only use
// the 'tfjs' runtime, so nothing here is ever called. See docs/architecture.md#pose-model.
export const POSE_CONNECTIONS: [number, number][] = [];
export class Pose {
  constructor() {
    throw new Error('The mediapipe runtime is not bundled; use runtime "tfjs".');
  }
}
