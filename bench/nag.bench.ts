// The coach must not nag (bench/README.md#keys-and-budgets). Deterministic replays of REAL seated
// landmarks (tests/fixtures/seated) through the real engine on simulated time, at the spec's
// analysis rate (100 ms), with the app's default 'Alert me after' (5 s):
//   alert_latency_held_slouch_ms  the nag clip's timeline (tests/support/nag-timeline.ts, the same
//                                 one e2e/monitor-nag.e2e.ts plays to the real /app): upright,
//                                 three 2 s dips, a 20 s held slouch; ms from the held slouch's
//                                 start to its first alert (budget: delay + 2 s). Dips must not alert.
//   false_alerts_upright_10min    the 17 good stills, each held 1 s, in shuffled order (seeded,
//                                 reshuffled every pass) for 10 minutes (budget 0).
//   npx tsx bench/nag.bench.ts
import { ALERT_DELAY_DEFAULT_MS } from '../core/posture/alert-delay.ts';
import { createPostureEngine, type PostureEngine } from '../core/posture/engine.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { loadSeatedStills } from '../tests/seated-fixture.ts';
import { NAG_DIP_STARTS_S, NAG_HELD_FROM_S, nagSeconds } from '../tests/support/nag-timeline.ts';
import { rng } from '../tests/support/rng.ts';
import { mergeResults } from './results.mjs';

const STEP_MS = 100;
const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good').map((s) => s.frame!);
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => s.frame!);

/** A calibrated engine (round-robin over the good stills, like tests/seated-fixture.ts) and its clock. */
function calibrated(alertDelayMs: number): { engine: PostureEngine; now: number } {
  const engine = createPostureEngine({ settings: { alertDelayMs } });
  let now = 0;
  engine.startCalibration(now);
  for (let i = 0; i < 120; i++)
    engine.step({ ...good[i % good.length]!, timestamp: (now += STEP_MS) }, now);
  return { engine, now };
}

/** Holds each frame 1 s (10 analyses); returns the alert times relative to `from`. */
function play(engine: PostureEngine, seconds: PoseFrame[], from: number): number[] {
  const alerts: number[] = [];
  for (let t = 0; t < seconds.length * 1000; t += STEP_MS) {
    const s = engine.step({ ...seconds[Math.floor(t / 1000)]!, timestamp: from + t }, from + t);
    if (s?.alert) alerts.push(t);
  }
  return alerts;
}

function latency(delay: number) {
  const { engine, now } = calibrated(delay);
  const alerts = play(engine, nagSeconds(good, slouched), now);
  const held = NAG_HELD_FROM_S * 1000;
  return {
    dipAlerts: alerts.filter((t) => t < held).length,
    latency: (alerts.find((t) => t >= held) ?? NaN) - held,
  };
}

function falseAlerts(delay: number, minutes: number): number {
  const { engine, now } = calibrated(delay);
  const random = rng(23);
  const seconds: PoseFrame[] = [];
  while (seconds.length < minutes * 60) {
    const pass = [...good];
    for (let i = pass.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [pass[i], pass[j]] = [pass[j]!, pass[i]!];
    }
    seconds.push(...pass);
  }
  return play(engine, seconds.slice(0, minutes * 60), now).length;
}

const app = latency(ALERT_DELAY_DEFAULT_MS);
const spec = latency(0);
const upright = falseAlerts(ALERT_DELAY_DEFAULT_MS, 10);
const uprightSpec = falseAlerts(0, 10);
console.log(
  `nag clip (dips at ${NAG_DIP_STARTS_S.join(', ')} s, held slouch from ${NAG_HELD_FROM_S} s): ` +
    `delay ${ALERT_DELAY_DEFAULT_MS} ms -> ${app.dipAlerts} dip alerts, held-slouch alert after ${app.latency} ms ` +
    `(budget ${ALERT_DELAY_DEFAULT_MS + 2000}); spec delay 0 -> ${spec.dipAlerts} dip alerts, ${spec.latency} ms`,
);
console.log(
  `10 min of shuffled good stills: ${upright} alerts at delay ${ALERT_DELAY_DEFAULT_MS} ms, ${uprightSpec} at delay 0`,
);
mergeResults({
  alert_latency_held_slouch_ms: app.latency,
  alert_dip_alerts_nag_clip: app.dipAlerts,
  false_alerts_upright_10min: upright,
});
