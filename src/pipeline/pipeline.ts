// Wires camera -> frame source -> pose worker -> draw worker (docs/architecture.md#threads) and runs the
// monitoring timeline (docs/posture-rules.md#monitoring-flow). No React here: the monitor session (src/state/monitor-session) drives it and
// receives events, at most 10 summaries a second.
import type {
  BackendName,
  DetectorInfo,
  EngineSummary,
  LoadProgress,
  ModelType,
} from '../../core/protocol/pose.ts';
import { createCameraFeed } from './camera-feed.ts';
import { createDrawBridge } from './draw-bridge.ts';
import { carryFrom, withCarried, type Carried } from './carry-over.ts';
import { createPoseBridge, type PoseRemote } from './pose-bridge.ts';
import { DRAW_LOST_MESSAGE, type PipelineHealth } from './restart-policy.ts';
import { createRestarter, reason } from './restart.ts';
import { createWatchdog } from './watchdog.ts';
import { createStallChecks, wait } from './stall-checks.ts';
import { benchProbe } from './bench-probe.ts';
import { createDetection, DETECTION_DELAY_MS } from './detection.ts';
import { createModelLoad } from './model-load.ts';
import { createPowerFollow } from './power-follow.ts';
import { createModelSpeedWatch } from './model-speed.ts';
import { createCalibrationDebt } from './calibration-owed.ts';
import type { PipelineEvents, PipelineOptions, StartOptions } from './pipeline-types.ts';

export type { BackendName, DetectorInfo, EngineSummary, LoadProgress, ModelType, PipelineHealth };
export type { PipelineEvents, PipelineOptions, StartOptions };

export { CALIBRATION_DELAY_MS, DETECTION_DELAY_MS } from './detection.ts';

export function createPipeline(options: PipelineOptions, events: PipelineEvents) {
  const pose = createPoseBridge();
  const draw = createDrawBridge();
  let run = 0;
  let tracking = false;
  // The Start asked for a calibration that no summary has shown yet: a restart before one does (a
  // worker lost while the model loads, or right after it was told) still owes it.
  const calibration = createCalibrationDebt();
  let disposed = false;
  // What the page last showed, so a restarted worker carries on from it.
  let shown: EngineSummary | null = null;
  let carried: Carried | null = null;
  /** A worker call that failed (rejected, worker gone) takes the restart path. */
  const guard = (p: Promise<unknown>) =>
    p.catch((e: unknown) => {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      void restart(reason(e));
    });
  const feed = createCameraFeed(options.forceFallback, events, pose, (p) => void guard(p));
  const watchdog = createWatchdog({
    framesArriving: () => tracking && feed.arriving(),
    onStall: () => void stalls.checkStall(),
    onTick: (t) => {
      if (feed.quiet(t)) void stalls.onCameraQuiet();
    },
    onResume: () => feed.resetWatch(performance.now()),
  });

  const stalls = createStallChecks({
    run: () => run,
    tracking: () => tracking,
    restarting: () => restarter.restarting,
    api: () => pose.api(),
    watchdog,
    feed,
    restart: (why) => restart(why),
  });

  const power = createPowerFollow({
    feed,
    pose,
    tracking: () => tracking,
    lowPowerOnBattery: options.lowPowerOnBattery,
    guard: (p) => void guard(p),
  });

  const onSummary = (s: EngineSummary) => {
    watchdog.fed();
    power.lowPower(s.lowPower);
    calibration.summary(s.calibration.status);
    shown = withCarried(carried, s);
    events.summary(shown);
  };

  const speed = createModelSpeedWatch({
    sample: (n) => pose.api().recentInference(n),
    setting: () => options.modelSetting?.() ?? null,
    current: () =>
      model.isReady() && !restarter.restarting ? (model.info()?.modelType ?? null) : null,
    visible: () => !document.hidden,
    onAdvice: (advice) => events.modelAdvice?.(advice),
  });

  pose.onFailure((e) => restarter.failed(e.message));
  draw.onFailure((e) => {
    console.error('[pipeline]', e.message);
    events.overlayLost(DRAW_LOST_MESSAGE);
  });

  const model = createModelLoad({
    options,
    events,
    pose,
    watchdog,
    resetSpeed: () => speed.reset(),
    tracking: () => tracking,
    loaded: () => void guard(detection.maybeStart()),
  });
  const initDetector = model.initDetector;

  let canvasShown = true;
  function mountCanvas(host: HTMLElement): void {
    draw.mount(host, (shown) => {
      canvasShown = shown;
      if (pose.started) void guard(pose.api().setCanvasShown(shown));
    });
  }

  const detection = createDetection({
    options,
    pose,
    drawPort: () => draw.port(),
    watchdog,
    speed,
    calibration,
    modelReady: () => model.isReady(),
    run: () => run,
    canvasShown: () => canvasShown,
    onSummary,
  });

  async function start(opts: StartOptions = { calibrate: true }): Promise<boolean> {
    const mine = ++run;
    calibration.owe(opts.calibrate);
    const api = pose.api();
    if (!(await feed.open(() => mine === run))) return false;
    tracking = true;
    watchdog.watch();
    power.watchVisibility();
    const probe = benchProbe();
    if (probe) probe.timings = () => pose.api().timings(); // the bench reads the worker's ring buffer
    // A worker lost before it takes the camera (killed while the model downloads) never answers,
    // and with no one pulling frames the camera's counter keeps moving, so the quiet-camera check
    // cannot see it: give it as long as one slow analysis, then restart (restart() hands over the
    // camera to the new worker and still owes the calibration).
    const answered = await detection.handOver(api);
    if (!answered) {
      if (mine !== run) return false;
      void restart('the pose worker does not answer');
      return true;
    }
    // The track may have ended while the worker calls above ran: that is the camera stopping.
    if (mine !== run || !feed.attach(api)) {
      if (mine === run) feed.lost();
      return false;
    }
    power.lowPower(false);
    void (async () => {
      await wait(DETECTION_DELAY_MS);
      if (mine !== run) return;
      detection.setDue(mine, opts.calibrate);
      await (model.ready() ?? initDetector());
      await detection.maybeStart();
    })().catch((e: unknown) => guard(Promise.reject(e as Error)));
    return true;
  }

  const restarter = createRestarter({
    health: (h) => events.health(h),
    pose,
    watchdog,
    feed,
    calibration,
    run: () => run,
    tracking: () => tracking,
    disposed: () => disposed,
    info: () => model.info(),
    modelType: options.modelType,
    shown: () => shown,
    engineSettings: () => options.engineSettings?.() ?? {},
    forget() {
      carried = carryFrom(shown);
      model.forget();
      detection.forgetDraw();
    },
    connectDraw: detection.connectDraw,
    startLoop: detection.startLoop,
    initDetector,
    async startDetection(mine, calibrate) {
      detection.setDue(mine, calibrate);
      await detection.maybeStart();
    },
  });
  const restart = restarter.restart;

  async function stop(): Promise<void> {
    run++;
    tracking = false;
    detection.cancel();
    calibration.owe(false);
    watchdog.unwatch();
    speed.stop();
    power.unwatchVisibility();
    feed.close();
    if (pose.started)
      await pose
        .api()
        .stopLoop()
        .catch(() => undefined);
  }

  return {
    initDetector,
    /** Another model, on the backend already working, no new probe (docs/decisions.md#adaptive-pose-model). */
    switchModel: (type: ModelType) => initDetector(type, model.info()?.backend ?? options.backend),
    /** The model setting changed to 'auto': the loaded model's speed is judged again. */
    reconsiderModel: () => speed.reset(),
    mountCanvas,
    start,
    stop,
    /** Retry after the pipeline gave up: the restart budget starts again. */
    retry: restarter.retry,
    /** End Session: stops and clears analytics and score (docs/posture-rules.md#monitoring-flow). */
    async end() {
      await stop();
      shown = null;
      carried = null;
      if (pose.started) {
        await pose.api().resetAnalytics();
        await pose.api().resetScore();
      }
    },
    /** The draw worker (its stats, for ?debug). */
    draw: () => draw.api(),
    /** The pose worker; Reset Session's resetAnalytics also drops what earlier workers counted. */
    pose: (): PoseRemote => {
      const api = pose.api();
      return new Proxy(api, {
        get(target, key, receiver) {
          if (key !== 'resetAnalytics') return Reflect.get(target, key, receiver) as unknown;
          return () => {
            carried = null;
            return target.resetAnalytics();
          };
        },
      });
    },
    async dispose() {
      disposed = true;
      power.stop();
      await stop();
      await pose.dispose();
      draw.dispose();
    },
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;
