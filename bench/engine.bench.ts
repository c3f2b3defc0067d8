// Posture engine step budget (issue 2 / performance issue): one full analysis step — rate limit,
// gate, features, calibration bookkeeping, EMA, issues with hysteresis, score, episodes, metrics,
// alert — on the REAL seated landmarks (tests/fixtures/seated), calibrated engine, default
// settings. Budget: median < 20 µs on the dev machine.
//   npx tsx bench/engine.bench.ts [--quick]
// Prints the median and merges `engine_step_us_median` into bench/results/latest.json.
import { Bench } from 'tinybench';
import { createPostureEngine } from '../src/posture/engine';
import type { PoseFrame } from '../src/posture/types';
import { loadSeatedStills } from '../tests/seated-fixture';
import { mergeResults } from './results.mjs';

const quick = process.argv.includes('--quick') || process.env.BENCH_MODE === 'quick';
const frames: PoseFrame[] = loadSeatedStills().flatMap((s) => (s.frame ? [s.frame] : []));
const good = frames.slice(0, 17);

const engine = createPostureEngine();
let now = 0;
engine.startCalibration(now);
for (let i = 0; i < 120; i++) engine.step(good[i % good.length]!, (now += 100));

let i = 0;
/** One analysis step; 100 ms apart so the rate limit never skips it. */
function step() {
  const frame = frames[i++ % frames.length]!;
  now += 100;
  return engine.step(frame, now);
}

// Every timed call must be a full analysis on a calibrated engine, not a skipped one.
for (let k = 0; k < frames.length * 3; k++) {
  const s = step();
  if (!s || s.calibration.status !== 'Calibrated')
    throw new Error('bench setup: step was skipped or not calibrated');
}

const bench = new Bench({ time: quick ? 500 : 3000, warmup: true, warmupTime: quick ? 100 : 500 });
bench.add('engine.step (one analysis, real seated landmarks)', () => {
  step();
});
await bench.run();

const task = bench.tasks[0]!;
const result = task.result;
if (result.state !== 'completed') throw new Error(`bench failed: ${result.state}`);
const medianUs = result.latency.p50 * 1000;
const p99Us = result.latency.p99 * 1000;
console.log(
  `engine.step median ${medianUs.toFixed(2)} µs, mean ${(result.latency.mean * 1000).toFixed(2)} µs, ` +
    `p99 ${p99Us.toFixed(2)} µs over ${result.latency.samplesCount} samples (budget < 20 µs median)`,
);
mergeResults({ engine_step_us_median: Math.round(medianUs * 100) / 100 });
