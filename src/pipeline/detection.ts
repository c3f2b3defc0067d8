// The pipeline's detection loop: handing a worker the Start's calls (draw port, visibility, the
// summary callback), then the loop itself once the model is ready and the 1 s after the camera has
// passed, and the calibration 0.5 s later (docs/posture-rules.md#monitoring-flow).
import * as Comlink from 'comlink';
import type { EngineSummary } from '../../core/protocol/pose.ts';
import { markOnce } from '../browser/marks.ts';
import { withLatencyProbe } from './bench-probe.ts';
import type { CalibrationDebt } from './calibration-owed.ts';
import type { PipelineOptions } from './pipeline-types.ts';
import type { PoseBridge, PoseRemote } from './pose-bridge.ts';
import { SLOW_ANALYSIS_MS, wait } from './stall-checks.ts';
import type { Watchdog } from './watchdog.ts';

/** docs/posture-rules.md#monitoring-flow: the detection loop starts ~1 s after the camera connects, calibration 0.5 s later. */
export const DETECTION_DELAY_MS = 1000;
export const CALIBRATION_DELAY_MS = 500;

export interface DetectionDeps {
  options: PipelineOptions;
  pose: PoseBridge;
  /** The draw worker's port, transferred to the pose worker once per worker. */
  drawPort: () => MessagePort;
  watchdog: Watchdog;
  speed: { start(): void };
  calibration: CalibrationDebt;
  modelReady: () => boolean;
  /** The tracking run now; a Stop or a new Start makes an older run's steps no-ops. */
  run: () => number;
  canvasShown: () => boolean;
  onSummary: (s: EngineSummary) => void;
}

export function createDetection(d: DetectionDeps) {
  let drawConnected = false;
  // Set once the 1 s has passed in a tracking run; detection starts when the model is ready
  // too, which may be later (slow load, or a Retry after a failed load).
  let due: { run: number; calibrate: boolean } | null = null;

  async function maybeStart(): Promise<void> {
    const now = due;
    if (!now || now.run !== d.run() || !d.modelReady()) return;
    due = null;
    // Marked as the page asks: the worker may start on a frame it holds before its answer is here.
    markOnce('detection-start');
    await d.pose.api().setAnalysing(true);
    d.watchdog.arm();
    d.speed.start();
    if (!now.calibrate) return;
    await wait(CALIBRATION_DELAY_MS);
    if (now.run !== d.run()) return;
    const choice = d.options.setupChoice?.();
    console.info('[pipeline] calibrating; saved setups to match:', choice?.setups.length ?? 0);
    await d.pose.api().startCalibration(choice);
    d.calibration.told();
  }

  const startLoop = (api: PoseRemote) =>
    api.startLoop(Comlink.proxy(withLatencyProbe(d.onSummary)));

  async function connectDraw(api: PoseRemote): Promise<void> {
    if (drawConnected) return;
    const port = d.drawPort();
    await api.connectDraw(Comlink.transfer(port, [port]));
    drawConnected = true;
  }

  return {
    maybeStart,
    startLoop,
    connectDraw,
    /** Detection is due in run `run`; it starts once the model is ready (maybeStart). */
    setDue: (run: number, calibrate: boolean) => {
      due = { run, calibrate };
    },
    cancel: () => {
      due = null;
    },
    /** A new worker: the draw port goes to it again. */
    forgetDraw: () => {
      drawConnected = false;
    },
    /**
     * Every worker call of the Start, raced against one slow analysis; false when the worker does
     * not answer. The draw connection is in the race too: one left outside waits for ever on a
     * lost worker.
     */
    handOver: (api: PoseRemote): Promise<boolean> =>
      Promise.race([
        (async () => {
          await connectDraw(api);
          await api.setHidden(document.hidden);
          await api.setCanvasShown(d.canvasShown());
          await startLoop(api);
          return true;
        })(),
        wait(SLOW_ANALYSIS_MS).then(() => false),
      ]),
  };
}

export type Detection = ReturnType<typeof createDetection>;
