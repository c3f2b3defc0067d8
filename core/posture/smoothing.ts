// Exponential moving average over the posture features (docs/constants.md#detection-defaults smoothingAlpha, default 0.3):
// s_t = alpha * x_t + (1 - alpha) * s_(t-1). Smoothing the ~14 derived features rather than the
// 33 landmarks is cheaper and treats every landmark a feature reads alike.
//
// alpha is the weight of one frame at the full analysis rate (one every ANALYSIS_INTERVAL_MS). A
// frame that comes later than that (low power's 2 a second, a hidden tab, a stalled worker on a
// loaded machine) weighs as the frames it stands for: alpha' = 1 - (1 - alpha)^(gap / interval),
// so the average lags the person by the same time at any rate, not by the same number of frames.
// Counted in frames, a 1 s stall at the end of a 2 s slouch kept the old value for the first
// frames after it and stretched the slouch past the status hold's 3 s
// (docs/posture-rules.md#gate). Frames at the full rate or faster weigh alpha, as before.
import { ANALYSIS_INTERVAL_MS } from './constants.ts';
import { FEATURE_KEYS, type PostureFeatures } from './features.ts';

export interface FeatureSmoother {
  /**
   * Returns the smoothed features (a fresh object, the input is untouched). `now` (ms) is the
   * frame's time; without it every frame weighs `alpha`.
   */
  push(features: PostureFeatures, alpha: number, now?: number): PostureFeatures;
  /** Forgets the history, e.g. after the pose was lost. */
  reset(): void;
}

/** The weight of a frame `gapMs` after the previous one, `alpha` being one full-rate frame's. */
export function weightAfter(alpha: number, gapMs: number | null): number {
  const a = Math.min(1, Math.max(0, alpha));
  if (gapMs === null || !(gapMs > ANALYSIS_INTERVAL_MS)) return a;
  return 1 - (1 - a) ** (gapMs / ANALYSIS_INTERVAL_MS);
}

export function createFeatureSmoother(): FeatureSmoother {
  let state: PostureFeatures | null = null;
  let lastAt: number | null = null;
  return {
    push(features, alpha, now) {
      const gap = now !== undefined && lastAt !== null ? now - lastAt : null;
      lastAt = now ?? null;
      if (state === null) {
        state = { ...features };
        return { ...state };
      }
      const a = weightAfter(alpha, gap);
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
      lastAt = null;
    },
  };
}
