// Frame-budget instrumentation: where each analysed frame's time went. A fixed ring buffer, so a
// long session costs no memory growth; the debug overlay and the performance bench read it.
import { STAGES, type FrameTiming, type StageStats } from '../../core/protocol/pose.ts';

export interface TimingRing {
  push(t: Omit<FrameTiming, 'total'>): void;
  /** Oldest first. */
  toArray(): FrameTiming[];
  stats(): StageStats;
  clear(): void;
}

export function createTimingRing(capacity = 120): TimingRing {
  const buf: FrameTiming[] = [];
  let next = 0;
  const keys = [...STAGES, 'total'] as const;
  return {
    push(t) {
      const total = STAGES.reduce((n, s) => n + t[s], 0);
      const entry = { ...t, total };
      if (buf.length < capacity) buf.push(entry);
      else buf[next] = entry;
      next = (next + 1) % capacity;
    },
    toArray() {
      return buf.length < capacity ? [...buf] : [...buf.slice(next), ...buf.slice(0, next)];
    },
    stats() {
      const mean = {} as StageStats['mean'];
      const p95 = {} as StageStats['p95'];
      for (const k of keys) {
        const xs = buf.map((b) => b[k]).sort((a, b) => a - b);
        mean[k] = xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
        p95[k] = xs.length ? xs[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]! : 0;
      }
      return { count: buf.length, mean, p95 };
    },
    clear() {
      buf.length = 0;
      next = 0;
    },
  };
}
