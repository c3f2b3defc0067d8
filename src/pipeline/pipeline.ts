// Wires camera -> frame source -> pose worker -> draw worker (docs/architecture.md#threads) and runs the
// monitoring timeline (docs/posture-rules.md#monitoring-flow). No React here: the monitor session (src/state/monitor-session) drives it and
// receives events, at most 10 summaries a second.
import * as Comlink from 'comlink';
import type {
  BackendName,
  DetectorInfo,
  EngineSummary,
  LoadProgress,
  ModelType,
} from '../../core/protocol/pose.ts';
import { createCameraFeed } from './camera-feed.ts';
import { createCameraRate } from './camera-rate.ts';
import { batteryLowPower, watchBattery } from '../browser/battery.ts';
import { createDrawBridge } from './draw-bridge.ts';
import { carryFrom, withCarried, type Carried } from './carry-over.ts';
import { createPoseBridge, type PoseRemote } from './pose-bridge.ts';
import { DRAW_LOST_MESSAGE, type PipelineHealth } from './restart-policy.ts';
import { createRestarter, reason } from './restart.ts';
import { createWatchdog } from './watchdog.ts';
import { createStallChecks, SLOW_ANALYSIS_MS, wait } from './stall-checks.ts';
import { benchProbe, withLatencyProbe } from './bench-probe.ts';
import { markOnce } from '../browser/marks.ts';
import { createModelSpeedWatch } from './model-speed.ts';
import { createCalibrationDebt } from './calibration-owed.ts';
import type { PipelineEvents, PipelineOptions, StartOptions } from './pipeline-types.ts';

export type { BackendName, DetectorInfo, EngineSummary, LoadProgress, ModelType, PipelineHealth };
export type { PipelineEvents, PipelineOptions, StartOptions };

/** docs/posture-rules.md#monitoring-flow: the detection loop starts ~1 s after the camera connects, calibration 0.5 s later. */
export const DETECTION_DELAY_MS = 1000;
export const CALIBRATION_DELAY_MS = 500;

export function createPipeline(options: PipelineOptions, events: PipelineEvents) {
  const pose = createPoseBridge();
  const draw = createDrawBridge();
  let ready: Promise<boolean> | null = null;
  let run = 0;
  let tracking = false;
  let drawConnected = false;
  let modelReady = false;
  let info: DetectorInfo | null = null;
  // Set once the 1 s has passed in a tracking run; detection starts when the model is ready
  // too, which may be later (slow load, or a Retry after a failed load).
  let detectionDue: { run: number; calibrate: boolean } | null = null;
  // The Start asked for a calibration that no summary has shown yet: a restart before one does (a
  // worker lost while the model loads, or right after it was told) still owes it.
  const calibration = createCalibrationDebt();
  let disposed = false;
  // Issue #20: what the page last showed, so a restarted worker carries on from it.
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

  const rate = createCameraRate();
  let lowPower = false;
  const followRate = () => rate.follow(feed.track, document.hidden, lowPower);

  // On battery, low power all the time (src/browser/battery.ts); each worker is told once.
  let batterySent: { api: PoseRemote; on: boolean } | null = null;
  const syncBattery = () => {
    if (!tracking || !pose.started) return;
    const api = pose.api();
    const on = batteryLowPower(battery.battery, options.lowPowerOnBattery?.() ?? true);
    if (batterySent?.api === api && batterySent.on === on) return;
    batterySent = { api, on };
    void guard(api.setBatterySaver(on));
  };
  const battery = watchBattery(syncBattery);

  const onSummary = (s: EngineSummary) => {
    watchdog.fed();
    lowPower = s.lowPower;
    followRate();
    syncBattery();
    calibration.summary(s.calibration.status);
    shown = withCarried(carried, s);
    events.summary(shown);
  };

  const speed = createModelSpeedWatch({
    sample: (n) => pose.api().recentInference(n),
    setting: () => options.modelSetting?.() ?? null,
    current: () => (modelReady && !restarter.restarting ? (info?.modelType ?? null) : null),
    visible: () => !document.hidden,
    onAdvice: (advice) => events.modelAdvice?.(advice),
  });

  pose.onFailure((e) => restarter.failed(e.message));
  draw.onFailure((e) => {
    console.error('[pipeline]', e.message);
    events.overlayLost(DRAW_LOST_MESSAGE);
  });

  async function maybeStartDetection(): Promise<void> {
    const due = detectionDue;
    if (!due || due.run !== run || !modelReady) return;
    detectionDue = null;
    // Marked as the page asks: the worker may start on a frame it holds before its answer is here.
    markOnce('detection-start');
    await pose.api().setAnalysing(true);
    watchdog.arm();
    speed.start();
    if (!due.calibrate) return;
    await wait(CALIBRATION_DELAY_MS);
    if (due.run !== run) return;
    const choice = options.setupChoice?.();
    console.info('[pipeline] calibrating; saved setups to match:', choice?.setups.length ?? 0);
    await pose.api().startCalibration(choice);
    calibration.told();
  }

  const onVisibility = () => {
    followRate();
    void guard(pose.api().setHidden(document.hidden));
  };

  let loads = 0;
  let loadAbort: AbortController | null = null;
  function initDetector(
    modelType = options.modelType,
    backend: BackendName | 'auto' = options.backend,
  ): Promise<boolean> {
    modelReady = false;
    speed.reset();
    // While tracking, a model switch leaves the loop on but without results until the new model
    // is ready: the watchdog waits for it rather than restarting the worker.
    const rearm = watchdog.armed;
    watchdog.disarm();
    const load = ++loads;
    const current = () => load === loads;
    // A newer load (Retry, model switch) aborts this one: its downloads stop in the worker.
    loadAbort?.abort(new Error('Model load superseded by a newer one'));
    const abort = new AbortController();
    loadAbort = abort;
    ready = pose
      .call((api) => api.init({ modelType, backend }, Comlink.proxy(events.modelProgress)), {
        signal: abort.signal,
        onAbort: () => void pose.api().abortInit(),
      })
      .then((loaded) => {
        if (!current()) return false;
        modelReady = true;
        info = loaded;
        if (rearm && tracking) watchdog.arm();
        events.modelReady(loaded);
        void guard(maybeStartDetection());
        return true;
      })
      .catch((e: unknown) => {
        // A superseded load (Retry, model switch) fails on purpose; only the newest one reports.
        if (!current()) return false;
        modelReady = false;
        events.modelError(reason(e));
        return false;
      });
    return ready;
  }

  let canvasShown = true;
  function mountCanvas(host: HTMLElement): void {
    draw.mount(host, (shown) => {
      canvasShown = shown;
      if (pose.started) void guard(pose.api().setCanvasShown(shown));
    });
  }

  const startLoop = (api: PoseRemote) => api.startLoop(Comlink.proxy(withLatencyProbe(onSummary)));

  async function connectDraw(api: PoseRemote): Promise<void> {
    if (drawConnected) return;
    const port = draw.port();
    await api.connectDraw(Comlink.transfer(port, [port]));
    drawConnected = true;
  }

  async function start(opts: StartOptions = { calibrate: true }): Promise<boolean> {
    const mine = ++run;
    calibration.owe(opts.calibrate);
    const api = pose.api();
    if (!(await feed.open(() => mine === run))) return false;
    tracking = true;
    watchdog.watch();
    document.addEventListener('visibilitychange', onVisibility);
    const probe = benchProbe();
    if (probe) probe.timings = () => pose.api().timings(); // the bench reads the worker's ring buffer
    // A worker lost before it takes the camera (killed while the model downloads) never answers,
    // and with no one pulling frames the camera's counter keeps moving, so the quiet-camera check
    // cannot see it: give it as long as one slow analysis, then restart (restart() hands over the
    // camera to the new worker and still owes the calibration). Every worker call of the Start is
    // in the race, the draw connection too: one left outside waits for ever on a lost worker.
    const answered = await Promise.race([
      (async () => {
        await connectDraw(api);
        await api.setHidden(document.hidden);
        await api.setCanvasShown(canvasShown);
        await startLoop(api);
        return true;
      })(),
      wait(SLOW_ANALYSIS_MS).then(() => false),
    ]);
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
    lowPower = false;
    followRate();
    syncBattery();
    void (async () => {
      await wait(DETECTION_DELAY_MS);
      if (mine !== run) return;
      detectionDue = { run: mine, calibrate: opts.calibrate };
      await (ready ?? initDetector());
      await maybeStartDetection();
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
    info: () => info,
    modelType: options.modelType,
    shown: () => shown,
    engineSettings: () => options.engineSettings?.() ?? {},
    forget() {
      carried = carryFrom(shown);
      loads++; // the old worker's model load ends with it: that is not a model error
      drawConnected = false;
      modelReady = false;
      ready = null;
    },
    connectDraw,
    startLoop,
    initDetector,
    async startDetection(mine, calibrate) {
      detectionDue = { run: mine, calibrate };
      await maybeStartDetection();
    },
  });
  const restart = restarter.restart;

  async function stop(): Promise<void> {
    run++;
    tracking = false;
    detectionDue = null;
    calibration.owe(false);
    watchdog.unwatch();
    speed.stop();
    document.removeEventListener('visibilitychange', onVisibility);
    feed.close();
    if (pose.started)
      await pose
        .api()
        .stopLoop()
        .catch(() => undefined);
  }

  return {
    initDetector,
    /** Issue #13: another model, on the backend already working (no new probe). */
    switchModel: (type: ModelType) => initDetector(type, info?.backend ?? options.backend),
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
      battery.stop();
      await stop();
      await pose.dispose();
      draw.dispose();
    },
  };
}

export type Pipeline = ReturnType<typeof createPipeline>;
