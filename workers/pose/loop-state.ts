// The frame loop's shared state: the cadence, the timing ring, the counters the page's watchdog and
// the bench read, and the port to the draw worker (frame-loop.ts, analysis.ts and loop-report.ts).
import type { DrawMessage } from '../../core/protocol/draw.ts';
import type { EngineSummary } from '../../core/posture/engine.ts';
import { initialCadence } from './cadence.ts';
import type { Pose } from './detector.ts';
import type { Throttled } from './throttle.ts';
import { createTimingRing } from './timings.ts';

export const cadence = initialCadence();
export const ring = createTimingRing(120);

export const loop = {
  summaries: null as Throttled<EngineSummary & { frameArrivedAt?: number }> | null,
  readyAt: 0,
  failures: 0,
  analysed: 0,
  /** Frames the camera delivered to this worker (analysed, drawn or dropped): the bench's denominator. */
  received: 0,
  /** Frames received since the page last handed the camera over (consume) or started a run. */
  runReceived: 0,
  lastPose: null as Pose | null,
  /**
   * In the second between the camera and the detection loop (docs/posture-rules.md#monitoring-flow),
   * one camera frame goes through the person detector, so the loop's first frame is a tracked one
   * (landmarks only). 'pending' while that estimate runs, 'done' once per tracking run.
   */
  primed: 'no' as 'no' | 'pending' | 'done',
  /** Frames analysed before this (a model load's end) are another model's. */
  modelSince: 0,
};

let drawPort: MessagePort | null = null;

/** Posts to the draw worker; with none connected, a frame is closed here. */
export function toDraw(msg: DrawMessage, transfer: Transferable[] = []): void {
  if (drawPort) drawPort.postMessage(msg, transfer);
  else if (msg.type === 'frame') msg.frame.close();
}

export function connectDraw(port: MessagePort): void {
  drawPort?.close();
  drawPort = port;
}
