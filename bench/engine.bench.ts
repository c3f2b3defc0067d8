// Posture engine step budget (bench/README.md#keys-and-budgets): one full analysis step — rate limit,
// gate, features, calibration bookkeeping, EMA, issues with hysteresis, score, episodes, metrics,
// alert — on the REAL seated landmarks (tests/fixtures/seated), calibrated engine, default
// settings. Budget: median < 20 µs on the dev machine.
// Also the page's pose watchdog (docs/product.md#what-survives-what, src/pipeline/watchdog.ts): fed() on every result and
// check() on its 500 ms timer, as `watchdog_cost_ratio`, the share of one core it takes while
// tracking at the spec's 10 analyses a second (gated: at most 0.001, a tenth of a per cent).
//   npx tsx bench/engine.bench.ts [--quick]
// Prints the medians and merges `engine_step_us_median` and `watchdog_cost_ratio` into
// bench/results/latest.json.
import { Bench } from 'tinybench';
import { CHECK_MS, createWatchdog } from '../src/pipeline/watchdog.ts';
import { createPostureEngine } from '../core/posture/engine.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { loadSeatedStills } from '../tests/seated-fixture.ts';
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
// The watchdog armed and fed, frames arriving: every check takes the full path, never a stall.
let clock = 0;
const watchdog = createWatchdog({
  framesArriving: () => true,
  onStall: () => {},
  now: () => clock,
});
watchdog.arm();
bench.add('watchdog.fed (one result)', () => {
  watchdog.fed();
});
bench.add('watchdog.check (one timer tick)', () => {
  clock += CHECK_MS;
  watchdog.fed();
  watchdog.check(clock);
});
await bench.run();
// arm() started the watchdog's own 500 ms timer (it runs on the fake clock: a no-op tick).
watchdog.unwatch();

const median = (name: string) => {
  const task = bench.tasks.find((t) => t.name === name)!;
  const r = task.result;
  if (r.state !== 'completed') throw new Error(`bench failed: ${name}: ${r.state}`);
  return r;
};
const result = median('engine.step (one analysis, real seated landmarks)');
const medianUs = result.latency.p50 * 1000;
const p99Us = result.latency.p99 * 1000;
console.log(
  `engine.step median ${medianUs.toFixed(2)} µs, mean ${(result.latency.mean * 1000).toFixed(2)} µs, ` +
    `p99 ${p99Us.toFixed(2)} µs over ${result.latency.samplesCount} samples (budget < 20 µs median)`,
);
// One second of tracking: 10 results (the spec's 100 ms frame interval) and 1000 / CHECK_MS ticks.
const fedMs = median('watchdog.fed (one result)').latency.p50;
const tickMs = median('watchdog.check (one timer tick)').latency.p50;
const watchdogRatio = (10 * fedMs + (1000 / CHECK_MS) * tickMs) / 1000;
console.log(
  `watchdog: fed ${(fedMs * 1e6).toFixed(0)} ns, tick ${(tickMs * 1e6).toFixed(0)} ns; ` +
    `${watchdogRatio.toExponential(2)} of a core while tracking (budget <= 0.001)`,
);
mergeResults({
  engine_step_us_median: Math.round(medianUs * 100) / 100,
  watchdog_cost_ratio: Number(watchdogRatio.toExponential(2)),
});
