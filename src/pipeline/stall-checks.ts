// docs/product.md#what-survives-what: what the pipeline does when results stop coming. Two signals
// lead here: the watchdog's 3 s without a summary (checkStall) and the camera's frame counter
// standing still (onCameraQuiet). Both ask the pose worker first, because a slow worker and a dead
// one look the same from the page: one that answers and is busy is waited for, anything else
// restarts.
import type { CameraFeed } from './camera-feed.ts';
import type { PoseRemote } from './pose-bridge.ts';
import type { Watchdog } from './watchdog.ts';

/** How long the watchdog waits for a stalled worker to answer, and how long one analysis may run. */
export const PING_TIMEOUT_MS = 3000;
export const SLOW_ANALYSIS_MS = 15_000;
/**
 * The first analysis of a model on an emulated GPU compiles every shader (the worker's `cold`):
 * WebGPU on SwiftShader took over 17 s for it on a slow 2-core machine, and a restart only
 * starts the same compile again. Every analysis there gets this limit (the worker's `emulated`):
 * a later one can compile too, and with the CPU shared (a CI run; here Chromium held to half a
 * core) the second analysis ran 17 s, was restarted as stuck, and the new worker's first compile
 * took minutes again, so calibration never ended.
 */
export const COLD_ANALYSIS_MS = 180_000;

export const wait = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));

export interface StallContext {
  /** The tracking run now: a check that outlives its run does nothing. */
  run(): number;
  tracking(): boolean;
  /** A restart or a camera re-open is already under way. */
  restarting(): boolean;
  api(): PoseRemote;
  watchdog: Pick<Watchdog, 'armed' | 'arm'>;
  feed: Pick<CameraFeed, 'reacquiring' | 'resetWatch' | 'reacquire'>;
  restart(why: string): Promise<void>;
}

export function createStallChecks(ctx: StallContext) {
  /**
   * The track's frame counter stopped. With a track processor the counter only moves while the pose
   * worker pulls frames, so a dead worker looks like a quiet camera: ask the worker first, and only
   * a worker that answers means the camera itself stalled.
   */
  let judgingQuiet = false;
  async function onCameraQuiet(): Promise<void> {
    if (judgingQuiet || ctx.feed.reacquiring || ctx.restarting()) return;
    judgingQuiet = true;
    const mine = ctx.run();
    try {
      // While the model loads (detection not armed yet) the worker may be busy for seconds at a
      // time compiling shaders, so it gets as long to answer as one slow analysis.
      const patience = ctx.watchdog.armed ? PING_TIMEOUT_MS : SLOW_ANALYSIS_MS;
      const alive = await Promise.race([
        ctx
          .api()
          .health()
          .then(() => true)
          .catch(() => false),
        wait(patience).then(() => false),
      ]);
      if (mine !== ctx.run() || !ctx.tracking()) return;
      ctx.feed.resetWatch(performance.now());
      if (!alive) await ctx.restart('the pose worker does not answer');
      else await ctx.feed.reacquire(() => mine === ctx.run());
    } finally {
      judgingQuiet = false;
    }
  }

  /**
   * No result for 3 s. A worker that answers, is analysing and has one analysis in flight for less
   * than SLOW_ANALYSIS_MS (COLD_ANALYSIS_MS for a cold model's first, or any on an emulated GPU)
   * is slow (a loaded CPU), not stuck: the watchdog waits again. Anything else (no answer, not
   * analysing, an analysis that never ends) restarts the pipeline.
   */
  async function checkStall(): Promise<void> {
    const mine = ctx.run();
    const h = await Promise.race([
      ctx
        .api()
        .health()
        .catch(() => null),
      wait(PING_TIMEOUT_MS).then(() => null),
    ]);
    if (mine !== ctx.run() || !ctx.tracking()) return;
    const limit = h?.cold || h?.emulated ? COLD_ANALYSIS_MS : SLOW_ANALYSIS_MS;
    if (h?.analysing && h.busyMs !== null && h.busyMs < limit) {
      ctx.watchdog.arm();
      return;
    }
    console.warn('[pipeline] no result for 3 s; the worker says:', JSON.stringify(h));
    await ctx.restart(h ? 'no pose result for 3 s' : 'the pose worker does not answer');
  }

  return { onCameraQuiet, checkStall };
}
