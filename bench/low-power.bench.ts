// Low-power mode (docs/posture-rules.md#low-power): deterministic replays of REAL seated landmarks
// (tests/fixtures/seated) through the real engine AND the pose worker's pacing rule
// (workers/pose/cadence.ts analysisInterval: 100 ms, 500 ms once the engine says low power), on
// simulated time. Each landmark gets seeded jitter of up to ±2 px, so 'steady' is not a frozen
// frame. 'Alert me after' is the app's default (5 s).
//   low_power_analysed_fps_ratio   analysed frames a second during steady good posture (each good
//                                  still held 3 min; the first 30 s, before low power can start,
//                                  are left out), Auto over Off (budget <= 0.3).
//   alert_latency_low_power_ms     a held slouch after 60 s of steady good posture: ms from its
//                                  start to its first alert with Auto (the worst over every good
//                                  still and 5 phases of the 500 ms grid)...
//   alert_latency_steady_normal_ms ...and the same timeline with Off (the gate: Auto <= Off + 1 s).
//   npx tsx bench/low-power.bench.ts
import { ALERT_DELAY_DEFAULT_MS } from '../core/posture/alert-delay.ts';
import { createPostureEngine, type PostureEngine } from '../core/posture/engine.ts';
import type { LowPowerMode } from '../core/posture/low-power.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { analysisInterval } from '../workers/pose/cadence.ts';
import { loadSeatedStills } from '../tests/seated-fixture.ts';
import { rng } from '../tests/support/rng.ts';
import { mergeResults } from './results.mjs';

/** Camera frames arrive every 33 ms; the worker analyses one when its interval has passed. */
const CAMERA_MS = 1000 / 30;
const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good').map((s) => s.frame!);
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => s.frame!);

const JITTER_PX = 2;
function jitter(f: PoseFrame, random: () => number, timestamp: number): PoseFrame {
  const j = () => (random() * 2 - 1) * JITTER_PX;
  return {
    ...f,
    timestamp,
    landmarks: f.landmarks.map((l) => ({ ...l, x: l.x + j(), y: l.y + j() })),
  };
}

function calibrated(lowPower: LowPowerMode): { engine: PostureEngine; now: number } {
  const engine = createPostureEngine({
    settings: { alertDelayMs: ALERT_DELAY_DEFAULT_MS, lowPower },
  });
  let now = 0;
  engine.startCalibration(now);
  for (let i = 0; i < 120; i++)
    engine.step({ ...good[i % good.length]!, timestamp: (now += 100) }, now);
  return { engine, now };
}

interface Played {
  analysed: number[];
  alerts: number[];
}

/** Camera frames for `ms` from `from`; `frameAt(t)` is the still at clip time t. */
function play(
  engine: PostureEngine,
  from: number,
  ms: number,
  frameAt: (t: number) => PoseFrame,
  seed: number,
): Played {
  const random = rng(seed);
  const out: Played = { analysed: [], alerts: [] };
  let last = -Infinity;
  let low = false;
  for (let i = 0; from + i * CAMERA_MS < from + ms; i++) {
    const t = Math.round(i * CAMERA_MS);
    if (t - last < analysisInterval(false, low)) continue;
    last = t;
    const s = engine.step(jitter(frameAt(t), random, from + t), from + t);
    if (!s) continue;
    low = s.lowPower;
    out.analysed.push(t);
    if (s.alert) out.alerts.push(t);
  }
  return out;
}

const STEADY_MS = 180_000;
const RAMP_MS = 30_000;
function steadyFps(mode: LowPowerMode): number {
  let frames = 0;
  good.forEach((still, i) => {
    const { engine, now } = calibrated(mode);
    const p = play(engine, now, STEADY_MS, () => still, i + 1);
    frames += p.analysed.filter((t) => t >= RAMP_MS).length;
  });
  return frames / (good.length * ((STEADY_MS - RAMP_MS) / 1000));
}

const LEAD_MS = 60_000;
const HELD_MS = 20_000;
/** Worst slouch-to-alert latency over every good still and 5 phases of the 500 ms grid. */
function latency(mode: LowPowerMode): { worst: number; lowAtSlouch: number } {
  let worst = -Infinity;
  let lowAtSlouch = 0;
  good.forEach((still, i) => {
    for (let phase = 0; phase < 500; phase += 100) {
      const held = LEAD_MS + phase;
      const { engine, now } = calibrated(mode);
      const frameAt = (t: number) =>
        t < held ? still : slouched[Math.floor((t - held) / 1000) % slouched.length]!;
      const before = play(engine, now, held, frameAt, 100 + i);
      const gaps = before.analysed.slice(-3);
      if (gaps.length === 3 && gaps[2]! - gaps[1]! >= 400) lowAtSlouch++;
      const after = play(engine, now + held, HELD_MS, (t) => frameAt(held + t), 200 + i);
      worst = Math.max(worst, after.alerts[0] ?? NaN);
    }
  });
  return { worst, lowAtSlouch };
}

const off = steadyFps('off');
const auto = steadyFps('auto');
const ratio = auto / off;
const normal = latency('off');
const low = latency('auto');
const runs = good.length * 5;
console.log(
  `steady good posture (${good.length} stills, 3 min each, ±${JITTER_PX} px jitter, first 30 s left out): ` +
    `${auto.toFixed(2)} analysed/s with Auto, ${off.toFixed(2)} with Off -> ratio ${ratio.toFixed(3)} (budget <= 0.3)`,
);
console.log(
  `held slouch after 60 s steady (${runs} runs, low power on at the slouch in ${low.lowAtSlouch}): ` +
    `worst alert after ${low.worst} ms with Auto, ${normal.worst} ms with Off (budget: Off + 1000)`,
);
mergeResults({
  low_power_analysed_fps_ratio: Number(ratio.toFixed(3)),
  alert_latency_low_power_ms: low.worst,
  alert_latency_steady_normal_ms: normal.worst,
});
