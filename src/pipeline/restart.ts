// docs/product.md#what-survives-what: the pose pipeline's restart. A new worker, the model from the
// HTTP cache, the backend that was working (or the next one after a lost GPU), the engine's score
// and calibration and the page's analytics kept, and the calibration a Start still owes run on the
// new worker. At most MAX_RESTARTS a minute (restart-policy.ts); then the page offers Retry.
import {
  lostBackend,
  nextBackend,
  type BackendName,
  type DetectorInfo,
  type EngineSummary,
  type ModelType,
} from '../../core/protocol/pose.ts';
import type { CameraFeed } from './camera-feed.ts';
import type { CalibrationDebt } from './calibration-owed.ts';
import type { PoseBridge, PoseRemote } from './pose-bridge.ts';
import {
  createRestartBudget,
  failedMessage,
  restartingMessage,
  type PipelineHealth,
} from './restart-policy.ts';
import type { Watchdog } from './watchdog.ts';

export const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));

export interface RestartContext {
  health(h: PipelineHealth): void;
  pose: Pick<PoseBridge, 'api' | 'terminate'>;
  watchdog: Pick<Watchdog, 'disarm'>;
  feed: Pick<CameraFeed, 'attach' | 'lost'>;
  calibration: CalibrationDebt;
  /** The tracking run now: a restart that outlives its run loads the model but tracks nothing. */
  run(): number;
  tracking(): boolean;
  disposed(): boolean;
  /** The model the old worker had loaded (backend, probe, type); null before any load. */
  info(): DetectorInfo | null;
  modelType: ModelType;
  /** What the page showed last (score, calibration, analytics). */
  shown(): EngineSummary | null;
  engineSettings(): object;
  /**
   * The old worker is gone: the pipeline drops its draw connection, model and load (without
   * reporting a model error) and adds the next worker's analytics to what the page showed.
   */
  forget(): void;
  connectDraw(api: PoseRemote): Promise<void>;
  /** The tracking loop on `api`, its summaries going to the page. */
  startLoop(api: PoseRemote): Promise<void>;
  initDetector(modelType: ModelType, backend: BackendName | undefined): Promise<boolean>;
  /** Detection on the new worker, and the calibration when `calibrate`. */
  startDetection(run: number, calibrate: boolean): Promise<void>;
}

export function createRestarter(ctx: RestartContext) {
  let restarting = false;
  // A lost WebGL context / WebGPU device (workers/pose/gpu-watch.ts): the restart takes the next backend.
  let gpuLost: BackendName | null = null;
  const budget = createRestartBudget();

  async function restart(why: string): Promise<void> {
    if (restarting || ctx.disposed()) return;
    ctx.watchdog.disarm();
    if (!budget.take(Date.now())) {
      ctx.health({ state: 'failed', ...failedMessage(why), reason: why });
      ctx.pose.terminate(why);
      return;
    }
    restarting = true;
    console.warn('[pipeline] restarting pose analysis:', why);
    const info = ctx.info();
    const lost = gpuLost;
    gpuLost = null;
    const backend = lost ? nextBackend(lost, info?.probe) : info?.backend;
    ctx.health({ state: 'restarting', ...restartingMessage(lost, backend), reason: why });
    const shown = ctx.shown();
    const baseline = shown?.calibration.data ?? null;
    const calibrating = ctx.calibration.restartCalibrates(shown?.calibration.status);
    ctx.calibration.owe(calibrating);
    const mine = ctx.run();
    ctx.forget();
    ctx.pose.terminate(why);
    try {
      const api = ctx.pose.api();
      await ctx.connectDraw(api);
      await api.configureEngine({
        settings: ctx.engineSettings(),
        ...(shown ? { initialScore: shown.score } : {}),
        calibration: baseline,
      });
      await api.setHidden(document.hidden);
      const current = () => ctx.tracking() && mine === ctx.run();
      if (current()) {
        await ctx.startLoop(api);
        if (!ctx.feed.attach(api)) ctx.feed.lost();
      }
      const loaded = await ctx.initDetector(info?.modelType ?? ctx.modelType, backend);
      restarting = false;
      if (!loaded) return;
      if (current()) await ctx.startDetection(mine, calibrating);
      ctx.health({ state: 'running' });
    } catch (e) {
      restarting = false;
      void restart(reason(e));
    }
  }

  return {
    restart,
    get restarting() {
      return restarting;
    },
    /** A worker failure: a lost GPU names the backend the restart moves away from. */
    failed(message: string) {
      gpuLost = lostBackend(message) ?? gpuLost;
      void restart(message);
    },
    /** Retry after the pipeline gave up: the restart budget starts again. */
    retry() {
      budget.reset();
      void restart('Retry');
    },
  };
}
