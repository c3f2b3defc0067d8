// A bounded closed-loop load generator: `workers` loops each run `op` until `stop()` or the
// deadline, and every answer is kept (status, latency, when it started) for the test to judge.
// With `minIntervalMs`, each loop starts at most one request per interval, so a test that judges
// phases in time (before, during and after a fault) gets load in every phase however fast the
// machine answers; the request cap then follows from the rate and the deadline.
import { performance } from 'node:perf_hooks';

export interface Sample {
  status: number; // 0: no HTTP answer (connection refused/reset, timeout)
  ms: number;
  startedAt: number;
  worker: number;
  error?: string;
}

export interface Load {
  samples: Sample[];
  stop(): Promise<void>;
  done: Promise<void>;
}

export function runLoad(
  workers: number,
  op: (worker: number, i: number) => Promise<number>,
  opts: { maxSeconds: number; maxRequests?: number; minIntervalMs?: number },
): Load {
  const samples: Sample[] = [];
  let stopped = false;
  const deadline = performance.now() + opts.maxSeconds * 1000;
  const paced = opts.minIntervalMs ?? 0;
  const max =
    opts.maxRequests ??
    (paced > 0 ? Math.ceil((workers * opts.maxSeconds * 1000) / paced) + workers : Infinity);
  const loop = async (w: number) => {
    let nextAt = 0;
    for (let i = 0; !stopped && performance.now() < deadline && samples.length < max; i++) {
      if (performance.now() < nextAt) await sleep(nextAt - performance.now());
      if (stopped) break;
      const startedAt = performance.now();
      nextAt = startedAt + paced;
      try {
        const status = await op(w, i);
        samples.push({ status, ms: performance.now() - startedAt, startedAt, worker: w });
      } catch (err) {
        const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
        samples.push({
          status: 0,
          ms: performance.now() - startedAt,
          startedAt,
          worker: w,
          error: cause,
        });
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => loop(w))).then(() => {});
  return {
    samples,
    done,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function countBy<T>(xs: T[], key: (x: T) => string | number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const x of xs) out[key(x)] = (out[key(x)] ?? 0) + 1;
  return out;
}
