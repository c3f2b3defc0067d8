// The pose worker's bridge (DESIGN.md §5, pattern 3): the only code that starts it. Lazy start on
// first use, dispose terminates it (the worker frees its tensors first).
import * as Comlink from 'comlink';
import type { PoseApi } from '../../workers/pose/pose.worker.ts';

export type PoseRemote = Comlink.Remote<PoseApi>;

export interface PoseBridge {
  api(): PoseRemote;
  readonly started: boolean;
  dispose(): Promise<void>;
}

export function createPoseBridge(): PoseBridge {
  let worker: Worker | null = null;
  let remote: PoseRemote | null = null;
  return {
    api() {
      if (!remote) {
        worker = new Worker(new URL('../../workers/pose/pose.worker.ts', import.meta.url), {
          type: 'module',
          name: 'pose',
        });
        remote = Comlink.wrap<PoseApi>(worker);
      }
      return remote;
    },
    get started() {
      return worker !== null;
    },
    async dispose() {
      const r = remote;
      const w = worker;
      remote = null;
      worker = null;
      if (!r || !w) return;
      // Give the worker a moment to dispose its tensors; terminate regardless.
      await Promise.race([
        r.dispose().catch(() => undefined),
        new Promise((ok) => setTimeout(ok, 1000)),
      ]);
      r[Comlink.releaseProxy]();
      w.terminate();
    },
  };
}
