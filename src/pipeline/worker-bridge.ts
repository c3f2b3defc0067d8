// One bridge for every worker (docs/architecture.md#workers), after the idea of squoosh's worker
// bridge: the worker starts on first use and is terminated by dispose(); calls go through `call`,
// which rejects when the worker reports `error` or `messageerror`, when the call is aborted, or
// when the bridge is disposed, so no caller waits forever on a worker that is gone. A worker
// failure is also reported once to `onFailure` listeners, and the next use starts a fresh worker.
import * as Comlink from 'comlink';

export class WorkerFailure extends Error {
  constructor(
    readonly worker: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorkerFailure';
  }
}

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

export interface CallOptions {
  signal?: AbortSignal;
  /** Runs when `signal` aborts a call in flight (e.g. tells the worker to give up the work). */
  onAbort?: () => void;
}

export interface WorkerBridge<T> {
  /** The worker's remote; starts the worker on first use. */
  api(): Comlink.Remote<T>;
  /** `fn(api)` that also rejects on a worker failure, an abort or dispose. */
  call<R>(fn: (api: Comlink.Remote<T>) => Promise<R>, options?: CallOptions): Promise<R>;
  readonly started: boolean;
  /** How many workers this bridge has started (a restart makes a new one). */
  readonly generation: number;
  /** Reports each worker failure once. Returns the unsubscribe. */
  onFailure(fn: (e: WorkerFailure) => void): () => void;
  /** Terminates the worker now, failing the calls in flight (the next use starts a new one). */
  terminate(reason?: string): void;
  /** `goodbye(api)` gets up to 1 s (freeing tensors), then the worker is terminated. */
  dispose(goodbye?: (api: Comlink.Remote<T>) => Promise<unknown>): Promise<void>;
}

export function createWorkerBridge<T>(name: string, spawn: () => Worker): WorkerBridge<T> {
  let worker: Worker | null = null;
  let remote: Comlink.Remote<T> | null = null;
  let generation = 0;
  const pending = new Set<(e: Error) => void>();
  const listeners = new Set<(e: WorkerFailure) => void>();

  function teardown(error: Error | null): void {
    const w = worker;
    const r = remote;
    worker = null;
    remote = null;
    if (w) {
      w.onerror = null;
      w.onmessageerror = null;
      w.terminate();
    }
    r?.[Comlink.releaseProxy]();
    if (error) for (const reject of [...pending]) reject(error);
  }

  function fail(message: string): void {
    const e = new WorkerFailure(name, message);
    teardown(e);
    for (const fn of listeners) fn(e);
  }

  function api(): Comlink.Remote<T> {
    if (!remote) {
      const w = spawn();
      generation++;
      w.onerror = (ev) => {
        ev.preventDefault();
        fail(`The ${name} worker failed: ${ev.message || 'it could not run'}`);
      };
      w.onmessageerror = () => fail(`The ${name} worker sent a message that could not be read`);
      worker = w;
      remote = Comlink.wrap<T>(w);
    }
    return remote;
  }

  function call<R>(fn: (a: Comlink.Remote<T>) => Promise<R>, options: CallOptions = {}) {
    const { signal, onAbort } = options;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<R>((resolve, reject) => {
      const done = () => {
        pending.delete(reject);
        signal?.removeEventListener('abort', aborted);
      };
      const aborted = () => {
        done();
        onAbort?.();
        reject(abortError(signal!));
      };
      pending.add(reject);
      signal?.addEventListener('abort', aborted, { once: true });
      let p: Promise<R>;
      try {
        p = fn(api());
      } catch (e) {
        done();
        reject(e as Error);
        return;
      }
      p.then(
        (v) => {
          done();
          resolve(v);
        },
        (e: unknown) => {
          done();
          reject(e as Error);
        },
      );
    });
  }

  return {
    api,
    call,
    get started() {
      return worker !== null;
    },
    get generation() {
      return generation;
    },
    onFailure(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    terminate(reason = `The ${name} worker was stopped`) {
      teardown(new WorkerFailure(name, reason));
    },
    async dispose(goodbye) {
      const r = remote;
      if (r && goodbye) {
        await Promise.race([
          goodbye(r).catch(() => undefined),
          new Promise((ok) => setTimeout(ok, 1000)),
        ]);
      }
      if (remote === r) teardown(new WorkerFailure(name, `The ${name} worker was disposed`));
    },
  };
}
