// The pose worker's bridge (docs/architecture.md#workers): the only code that starts it
// (worker-bridge.ts does the lifetime: lazy start, failures, aborts, dispose). Dispose
// lets the worker free its tensors first.
import type * as Comlink from 'comlink';
import type { PoseApi } from '../../core/protocol/pose.ts';
import { createWorkerBridge, type WorkerBridge } from './worker-bridge.ts';

/** The pose worker as the page sees it (every call is async). */
export type PoseRemote = Comlink.Remote<PoseApi>;

export interface PoseBridge extends Omit<WorkerBridge<PoseApi>, 'dispose'> {
  dispose(): Promise<void>;
}

export function createPoseBridge(): PoseBridge {
  const bridge = createWorkerBridge<PoseApi>(
    'pose',
    () =>
      new Worker(new URL('../../workers/pose/pose.worker.ts', import.meta.url), {
        type: 'module',
        name: 'pose',
      }),
  );
  // Keep the bridge's own dispose: Object.assign replaces `bridge.dispose`, and calling it through
  // `bridge` afterwards would call this wrapper again, forever.
  const terminate = bridge.dispose;
  return Object.assign(bridge, { dispose: () => terminate((r) => r.dispose()) });
}
