// Exponential moving average over the posture features (docs/constants.md#detection-defaults smoothingAlpha, default 0.3):
// s_t = alpha * x_t + (1 - alpha) * s_(t-1). Smoothing the ~14 derived features rather than the
// 33 landmarks is cheaper and treats every landmark a feature reads alike.
import { FEATURE_KEYS, type PostureFeatures } from './features.ts';

export interface FeatureSmoother {
  /** Returns the smoothed features (a fresh object, the input is untouched). */
  push(features: PostureFeatures, alpha: number): PostureFeatures;
  /** Forgets the history, e.g. after the pose was lost. */
  reset(): void;
}

export function createFeatureSmoother(): FeatureSmoother {
  let state: PostureFeatures | null = null;
  return {
    push(features, alpha) {
      const a = Math.min(1, Math.max(0, alpha));
      if (state === null) {
        state = { ...features };
        return { ...state };
      }
      for (const key of FEATURE_KEYS) {
        const x = features[key];
        const prev = state[key];
        // A feature that appears (or vanishes, e.g. keypoints3D dropped) restarts from the sample.
        state[key] = Number.isFinite(prev) && Number.isFinite(x) ? a * x + (1 - a) * prev : x;
      }
      return { ...state };
    },
    reset() {
      state = null;
    },
  };
}
