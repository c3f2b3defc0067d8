// The bench's hooks into the pipeline (bench/browser.bench.ts). Without the bench they do nothing.
import type { EngineSummary } from '../../core/protocol/pose.ts';

/**
 * bench/browser.bench.ts defines `__postureBench = { latencies: [] }` before the page loads; then
 * each summary's frame-arrival-to-main-thread latency (ms) is recorded there. Otherwise a no-op.
 */
export function withLatencyProbe(onSummary: (s: EngineSummary) => void) {
  const sink = benchProbe()?.latencies;
  if (!sink) return onSummary;
  return (s: EngineSummary & { frameArrivedAt?: number }) => {
    if (s.frameArrivedAt) sink.push(performance.timeOrigin + performance.now() - s.frameArrivedAt);
    onSummary(s);
  };
}

export function benchProbe() {
  const probe = (
    globalThis as {
      __postureBench?: {
        latencies?: number[];
        timings?: unknown;
        memory?: unknown;
        track?: unknown;
      };
    }
  ).__postureBench;
  return probe && Array.isArray(probe.latencies) ? probe : null;
}
