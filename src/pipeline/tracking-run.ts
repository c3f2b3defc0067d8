// Tracking runs (docs/posture-rules.md#monitoring-flow): Start opens the camera, hands the pose
// worker its calls and the camera's frames and, DETECTION_DELAY_MS later, starts detection (and
// the calibration the Start asks for); Stop ends tracking. Every Start and Stop begins a new run,
// so the steps an older run still has in flight do nothing.
import { benchProbe } from './bench-probe.ts';
import type { CalibrationDebt } from './calibration-owed.ts';
import type { CameraFeed } from './camera-feed.ts';
import { DETECTION_DELAY_MS, type Detection } from './detection.ts';
import type { ModelLoad } from './model-load.ts';
import type { StartOptions } from './pipeline-types.ts';
import type { PoseBridge } from './pose-bridge.ts';
import type { PowerFollow } from './power-follow.ts';
import { wait } from './stall-checks.ts';
import type { Watchdog } from './watchdog.ts';

export interface TrackingDeps {
  pose: PoseBridge;
  feed: CameraFeed;
  watchdog: Watchdog;
  power: PowerFollow;
  speed: { stop(): void };
  calibration: CalibrationDebt;
  detection: Detection;
  model: Pick<ModelLoad, 'ready' | 'initDetector'>;
  restart(why: string): Promise<void>;
  /** A worker call whose failure takes the restart path. */
  guard(p: Promise<unknown>): Promise<unknown>;
}

export function createTrackingRuns(d: TrackingDeps) {
  let run = 0;
  let tracking = false;

  async function start(opts: StartOptions = { calibrate: true }): Promise<boolean> {
    const mine = ++run;
    d.calibration.owe(opts.calibrate);
    const api = d.pose.api();
    if (!(await d.feed.open(() => mine === run))) return false;
    tracking = true;
    d.watchdog.watch();
    d.power.watchVisibility();
    const probe = benchProbe();
    if (probe) {
      probe.timings = () => d.pose.api().timings(); // the bench reads the worker's ring buffer
      probe.memory = () => d.pose.api().memory(); // and its live tensors (bench/soak.mjs)
      probe.track = () => d.feed.track; // the camera track (bench/cpu.bench.ts: frame-rate A/B)
    }
    // A worker lost before it takes the camera (killed while the model downloads) never answers,
    // and with no one pulling frames the camera's counter keeps moving, so the quiet-camera check
    // cannot see it: give it as long as one slow analysis, then restart (restart() hands over the
    // camera to the new worker and still owes the calibration).
    const answered = await d.detection.handOver(api);
    if (!answered) {
      if (mine !== run) return false;
      void d.restart('the pose worker does not answer');
      return true;
    }
    // The track may have ended while the worker calls above ran: that is the camera stopping.
    if (mine !== run || !d.feed.attach(api)) {
      if (mine === run) d.feed.lost();
      return false;
    }
    d.power.lowPower(false);
    void (async () => {
      await wait(DETECTION_DELAY_MS);
      if (mine !== run) return;
      d.detection.setDue(mine, opts.calibrate);
      await (d.model.ready() ?? d.model.initDetector());
      await d.detection.maybeStart();
    })().catch((e: unknown) => d.guard(Promise.reject(e as Error)));
    return true;
  }

  async function stop(): Promise<void> {
    run++;
    tracking = false;
    d.detection.cancel();
    d.calibration.owe(false);
    d.watchdog.unwatch();
    d.speed.stop();
    d.power.unwatchVisibility();
    d.feed.close();
    if (d.pose.started)
      await d.pose
        .api()
        .stopLoop()
        .catch(() => undefined);
  }

  return {
    start,
    stop,
    /** The tracking run now: a Stop or a new Start makes an older run's steps no-ops. */
    run: () => run,
    tracking: () => tracking,
  };
}
