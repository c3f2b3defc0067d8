// What the frame loop reports to the page: its timings (debug overlay, bench), its health (the
// page's watchdog), the last pose, and the recent inference times behind the adaptive model choice.
import type { PoseHealth, PoseTimings } from '../../core/protocol/pose.ts';
import { now } from './clock.ts';
import { isEmulated, isReady, isWarm, type Pose } from './detector.ts';
import { cadence, loop, ring } from './loop-state.ts';

export function timings(): PoseTimings {
  return {
    frames: ring.toArray(),
    stats: ring.stats(),
    analysed: loop.analysed,
    received: loop.received,
    hidden: cadence.hidden,
    lowPower: cadence.lowPower,
  };
}

/**
 * The page's watchdog asks this when no result came for a while: a live worker that is still in
 * one slow analysis is waited for; one that analyses nothing is restarted.
 */
export function health(): PoseHealth {
  return {
    analysing: cadence.analysing && isReady(),
    busyMs: cadence.busy ? now() - cadence.lastAnalysis : null,
    received: loop.received,
    runReceived: loop.runReceived,
    // For the page's log when it restarts a worker: what the loop was doing.
    analysed: loop.analysed,
    sinceAnalysisMs: Math.round(now() - cadence.lastAnalysis),
    primed: loop.primed,
    cold: isReady() && !isWarm(),
    emulated: isEmulated(),
    hidden: cadence.hidden,
    lowPower: cadence.lowPower,
  };
}

export function latestPose(): Pose | null {
  return loop.lastPose;
}

export function modelLoaded(): void {
  loop.modelSince = now();
}

/**
 * The adaptive model choice (docs/decisions.md#adaptive-pose-model): the inference times (ms) of
 * the latest `n` frames the loaded model analysed, oldest first.
 */
export function recentInference(n: number): number[] {
  return ring
    .toArray()
    .filter((f) => f.at >= loop.modelSince)
    .slice(-n)
    .map((f) => f.inference);
}
