// The pipeline's model loading: the pose worker's detector init, one load at a time (a newer one,
// Retry or a model switch, aborts the older), and what the rest of the pipeline reads of it (ready,
// the loaded detector). docs/architecture.md#pose-model.
import * as Comlink from 'comlink';
import type { BackendName, DetectorInfo } from '../../core/protocol/pose.ts';
import type { PipelineEvents, PipelineOptions } from './pipeline-types.ts';
import type { PoseBridge } from './pose-bridge.ts';
import { reason } from './restart.ts';
import type { Watchdog } from './watchdog.ts';
import { e2eOptions } from './e2e-options.ts';

export interface ModelLoadDeps {
  options: PipelineOptions;
  events: Pick<PipelineEvents, 'modelProgress' | 'modelReady' | 'modelError'>;
  pose: PoseBridge;
  watchdog: Watchdog;
  /** The speed watch starts afresh with every load. */
  resetSpeed: () => void;
  tracking: () => boolean;
  /** The model is ready: detection may start now if it is due. */
  loaded: () => void;
}

export function createModelLoad(d: ModelLoadDeps) {
  let ready: Promise<boolean> | null = null;
  let modelReady = false;
  let info: DetectorInfo | null = null;
  let loads = 0;
  let loadAbort: AbortController | null = null;

  function initDetector(
    modelType = d.options.modelType,
    backend: BackendName | 'auto' = d.options.backend,
  ): Promise<boolean> {
    modelReady = false;
    d.resetSpeed();
    // While tracking, a model switch leaves the loop on but without results until the new model
    // is ready: the watchdog waits for it rather than restarting the worker.
    const rearm = d.watchdog.armed;
    d.watchdog.disarm();
    const load = ++loads;
    const current = () => load === loads;
    // A newer load (Retry, model switch) aborts this one: its downloads stop in the worker.
    loadAbort?.abort(new Error('Model load superseded by a newer one'));
    const abort = new AbortController();
    loadAbort = abort;
    ready = d.pose
      .call(
        (api) =>
          api.init({ modelType, backend, ...e2eOptions() }, Comlink.proxy(d.events.modelProgress)),
        {
          signal: abort.signal,
          onAbort: () => void d.pose.api().abortInit(),
        },
      )
      .then((loaded) => {
        if (!current()) return false;
        modelReady = true;
        info = loaded;
        if (rearm && d.tracking()) d.watchdog.arm();
        d.events.modelReady(loaded);
        d.loaded();
        return true;
      })
      .catch((e: unknown) => {
        // A superseded load (Retry, model switch) fails on purpose; only the newest one reports.
        if (!current()) return false;
        modelReady = false;
        d.events.modelError(reason(e));
        return false;
      });
    return ready;
  }

  return {
    initDetector,
    /** The current load, or null before the first one (and after a restart forgot it). */
    ready: () => ready,
    isReady: () => modelReady,
    info: () => info,
    /** A restart: the old worker's model load ends with it, and that is not a model error. */
    forget() {
      loads++;
      modelReady = false;
      ready = null;
    },
  };
}

export type ModelLoad = ReturnType<typeof createModelLoad>;
