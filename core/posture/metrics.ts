// Windowed score metrics, docs/posture-rules.md#windowed-metrics, docs/constants.md#score: mean, min, max and sample count, shown only from 300
// samples on. Running sums keep each update O(1) over a long session.
import { METRICS_MIN_SAMPLES } from './constants.ts';
import type { WindowedMetrics } from './types.ts';

export interface MetricsWindow {
  add(value: number): void;
  /** null below 300 samples. */
  snapshot(): WindowedMetrics | null;
  reset(): void;
}

export function createMetricsWindow(minSamples: number = METRICS_MIN_SAMPLES): MetricsWindow {
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  return {
    add(value) {
      if (!Number.isFinite(value)) return;
      sum += value;
      count += 1;
      if (value < min) min = value;
      if (value > max) max = value;
    },
    snapshot() {
      return count >= minSamples ? { mean: sum / count, min, max, sampleCount: count } : null;
    },
    reset() {
      sum = 0;
      count = 0;
      min = Infinity;
      max = -Infinity;
    },
  };
}
