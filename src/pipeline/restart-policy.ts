// docs/product.md#what-survives-what: a stalled or failed pose pipeline restarts, at most
// MAX_RESTARTS times a minute; after that the page shows a clear error with Retry instead of
// restarting for ever.

export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 60_000;
export const RESTARTING_MESSAGE = 'Pose analysis stopped, restarting';
export const DRAW_LOST_MESSAGE =
  'The camera view stopped (its drawing worker failed). Posture analysis goes on.';

export type PipelineHealth =
  | { state: 'running' }
  | { state: 'restarting'; message: string; reason: string }
  | { state: 'failed'; message: string; reason: string };

export function failedMessage(reason: string): string {
  return `Pose analysis stopped ${MAX_RESTARTS} times within a minute and was not restarted again (${reason}). Press Retry to start it again.`;
}

export interface RestartBudget {
  /** true when one more restart is allowed at `now` (and counts it). */
  take(now: number): boolean;
  reset(): void;
}

export function createRestartBudget(
  max = MAX_RESTARTS,
  windowMs = RESTART_WINDOW_MS,
): RestartBudget {
  let times: number[] = [];
  return {
    take(now) {
      times = times.filter((t) => now - t < windowMs);
      if (times.length >= max) return false;
      times.push(now);
      return true;
    },
    reset() {
      times = [];
    },
  };
}
