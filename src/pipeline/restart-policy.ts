// docs/product.md#what-survives-what: a stalled or failed pose pipeline restarts, at most
// MAX_RESTARTS times a minute; after that the page shows a clear error with Retry instead of
// restarting for ever.
import type { BackendName } from '../../core/protocol/pose.ts';
import { msg } from '../i18n/index.ts';
import { pipelineMessage, type PipelineMessage } from './pipeline-message.ts';

export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 60_000;
export const RESTARTING_MESSAGE = msg('Pose analysis stopped, restarting');
export const DRAW_LOST_MESSAGE = msg(
  'The camera view stopped (its drawing worker failed). Posture analysis goes on.',
);
/** After a lost GPU, the backend the restart moves to (the English of gpuLostStatus in core/protocol/pose.ts). */
export const GPU_LOST_STATUS = msg(
  'The graphics device was lost ({lost}); analysis restarts on {next}',
);

/** A restart's or a failure's line: `message` in English, t(template, vars) on the screen. */
export type PipelineHealth =
  | { state: 'running' }
  | ({ state: 'restarting'; reason: string } & PipelineMessage)
  | ({ state: 'failed'; reason: string } & PipelineMessage);

/** The line a restart shows; `lost`: the GPU backend that was lost, `next` the one it restarts on. */
export function restartingMessage(
  lost: BackendName | null,
  next: BackendName | undefined,
): PipelineMessage {
  return lost && next
    ? pipelineMessage(GPU_LOST_STATUS, { lost, next })
    : pipelineMessage(RESTARTING_MESSAGE);
}

/** The line of a pipeline that gave up; `reason` (the last failure, in English) is its detail. */
export function failedMessage(reason: string): PipelineMessage {
  return pipelineMessage(
    msg(
      'Pose analysis stopped {count} times within a minute and was not restarted again ({reason}). Press Retry to start it again.',
    ),
    { count: MAX_RESTARTS, reason },
  );
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
