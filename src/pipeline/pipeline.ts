// Wires camera -> frame source -> pose worker -> draw worker (docs/architecture.md#threads) and runs the
// monitoring timeline (docs/posture-rules.md#monitoring-flow). No React here: the monitor session (src/state/monitor-session) drives it and
// receives events, at most 10 summaries a second.
import type { EngineSummary, ModelType } from '../../core/protocol/pose.ts';
import { createCameraFeed } from './camera-feed.ts';
import { createDrawBridge } from './draw-bridge.ts';
import { createCarryOver } from './carry-over.ts';
import { createPoseBridge } from './pose-bridge.ts';
import { DRAW_LOST_MESSAGE } from './restart-policy.ts';
import { createRestarter, reason } from './restart.ts';
import { createWatchdog } from './watchdog.ts';
import { createStallChecks } from './stall-checks.ts';
import { createDetection } from './detection.ts';
import { createModelLoad } from './model-load.ts';
import { createPowerFollow } from './power-follow.ts';
import { createModelSpeedWatch } from './model-speed.ts';
import { createCalibrationDebt } from './calibration-owed.ts';
import { endTrackingRun, resettingRemote } from './tracking-reset.ts';
import { createTrackingRuns } from './tracking-run.ts';
import type { PipelineEvents, PipelineOptions } from './pipeline-types.ts';

export type * from './pipeline-types.ts';

export function createPipeline(options: PipelineOptions, events: PipelineEvents) {
  const pose = createPoseBridge();
  const draw = createDrawBridge();
  // The Start asked for a calibration that no summary has shown yet: a restart before one does (a
  // worker lost while the model loads, or right after it was told) still owes it.
  const calibration = createCalibrationDebt();
  let disposed = false;
  // What the page last showed, so a restarted worker carries on from it.
  const carry = createCarryOver();
  // The tracking run now and whether it tracks (tracking-run.ts, made once its parts are).
  const run = () => runs.run();
  const tracking = () => runs.tracking();
  /** A worker call that failed (rejected, worker gone) takes the restart path. */
  const guard = (p: Promise<unknown>) =>
    p.catch((e: unknown) => {
      if (e instanceof DOMException && e.name === 'AbortError') return;
      void restart(reason(e));
    });
  const feed = createCameraFeed(options.forceFallback, events, pose, (p) => void guard(p));
  const watchdog = createWatchdog({
    framesArriving: () => tracking() && feed.arriving(),
    onStall: () => void stalls.checkStall(),
    onTick: (t) => {
      if (feed.quiet(t)) void stalls.onCameraQuiet();
    },
    onResume: () => feed.resetWatch(performance.now()),
  });

  const stalls = createStallChecks({
    run,
    tracking,
    restarting: () => restarter.restarting,
    api: () => pose.api(),
    watchdog,
    feed,
    restart: (why) => restart(why),
  });

  const power = createPowerFollow({
    feed,
    pose,
    tracking,
    lowPowerOnBattery: options.lowPowerOnBattery,
    guard: (p) => void guard(p),
  });

  const onSummary = (s: EngineSummary) => {
    watchdog.fed();
    power.lowPower(s.lowPower);
    calibration.summary(s.calibration.status);
    events.summary(carry.show(s));
  };

  /** A new model, or the setting back on Auto: its speed is judged afresh, at the full pace. */
  const judgeAfresh = () => {
    speed.reset();
    power.slowPace(false);
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
    resetSpeed: judgeAfresh,
    tracking,
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
    run,
    canvasShown: () => canvasShown,
    onSummary,
  });

  const runs = createTrackingRuns({
    pose,
    feed,
    watchdog,
    power,
    speed,
    calibration,
    detection,
    model,
    restart: (why) => restart(why),
    guard,
  });
  const { start, stop } = runs;

  const restarter = createRestarter({
    health: (h) => events.health(h),
    pose,
    watchdog,
    feed,
    calibration,
    run,
    tracking,
    disposed: () => disposed,
    info: () => model.info(),
    modelType: options.modelType,
    shown: () => carry.shown(),
    engineSettings: () => options.engineSettings?.() ?? {},
    forget() {
      carry.carry();
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

  return {
    initDetector,
    /** Another model, on the backend already working, no new probe (docs/decisions.md#adaptive-pose-model). */
    switchModel: (type: ModelType) => initDetector(type, model.info()?.backend ?? options.backend),
    /** The model setting changed to 'auto': the loaded model's speed is judged again. */
    reconsiderModel: judgeAfresh,
    /** Full far too slow here: 2 analyses a second with full (docs/decisions.md#adaptive-pose-model). */
    slowPace: () => power.slowPace(true),
    mountCanvas,
    start,
    stop,
    /** Retry after the pipeline gave up: the restart budget starts again. */
    retry: restarter.retry,
    /** End Session: stops and clears analytics and score (docs/posture-rules.md#monitoring-flow). */
    end: () => endTrackingRun(stop, pose, carry),
    /** The draw worker (its stats, for ?debug). */
    draw: () => draw.api(),
    /** The pose worker; Reset Session's resetAnalytics also drops what earlier workers counted. */
    pose: () => resettingRemote(pose.api(), carry),
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
