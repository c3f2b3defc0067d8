// Service worker update adapter (docs/decisions.md#service-worker): notices a new version waiting
// beside the one that controls this page, checks for one hourly and whenever the tab is shown
// again, and switches to it only when asked (the page posts SKIP_WAITING, sw.js calls
// skipWaiting(), and this page reloads once on `controllerchange`). Nobody asks: the browser's
// default lifecycle, the new version waits until every tab of the old one is closed.

/** How often an open tab asks the server for a new sw.js. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/** The message sw.js answers with skipWaiting(). */
export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

/** The parts of ServiceWorker, ServiceWorkerRegistration and ServiceWorkerContainer used here. */
export interface WorkerLike extends EventTarget {
  readonly state: string;
  postMessage(message: unknown): void;
}
export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
}
export interface ContainerLike extends EventTarget {
  readonly controller: unknown;
}

export interface UpdateHandlers {
  /** A new version is installed and waiting (null: another tab already switched to it). */
  onUpdate(worker: WorkerLike | null): void;
}

export interface WatchOptions {
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  intervalMs?: number;
}

/**
 * A waiting worker is an update only while another version controls this page: on the first visit
 * the new worker activates at once (nothing to replace), so there is nothing to offer.
 */
export function waitingUpdate(reg: RegistrationLike, container: ContainerLike): WorkerLike | null {
  return reg.waiting && container.controller ? reg.waiting : null;
}

/** Watches `reg` for a new version; returns the unsubscribe. */
export function watchForUpdates(
  reg: RegistrationLike,
  container: ContainerLike,
  handlers: UpdateHandlers,
  { doc = document, intervalMs = UPDATE_CHECK_INTERVAL_MS }: WatchOptions = {},
): () => void {
  const offer = () => {
    const w = waitingUpdate(reg, container);
    if (w) handlers.onUpdate(w);
  };
  const onFound = () => {
    const w = reg.installing;
    if (!w) return;
    const onState = () => {
      if (w.state === 'installed') offer();
      if (w.state !== 'installing') w.removeEventListener('statechange', onState);
    };
    w.addEventListener('statechange', onState);
  };
  // Another tab switched every tab to the new version: this page still runs the old code.
  let controlled = Boolean(container.controller);
  const onControllerChange = () => {
    if (controlled) handlers.onUpdate(null);
    controlled = true;
  };
  const check = () => {
    reg.update().catch((e: unknown) => console.warn('[sw] update check failed', e));
  };
  const onVisible = () => {
    if (doc.visibilityState === 'visible') check();
  };
  reg.addEventListener('updatefound', onFound);
  container.addEventListener('controllerchange', onControllerChange);
  doc.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(check, intervalMs);
  offer();
  return () => {
    clearInterval(timer);
    reg.removeEventListener('updatefound', onFound);
    container.removeEventListener('controllerchange', onControllerChange);
    doc.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * Switches to `worker` and reloads this page once it controls the page. Only the page that asked
 * reloads, and only once (a second `controllerchange` or a second click does nothing). With no
 * worker (another tab already switched) the page just reloads.
 */
export function createUpdater(container: ContainerLike, reload: () => void) {
  let asked = false;
  let reloaded = false;
  const reloadOnce = () => {
    if (!asked || reloaded) return;
    reloaded = true;
    reload();
  };
  container.addEventListener('controllerchange', reloadOnce);
  return {
    apply(worker: WorkerLike | null): void {
      if (asked) return;
      asked = true;
      // Installed: waiting for the message. Activating: another tab already sent it. Otherwise
      // (activated, or replaced by a newer one) there is nothing to switch: reload now.
      if (worker && (worker.state === 'installed' || worker.state === 'activating'))
        worker.postMessage(SKIP_WAITING);
      else reloadOnce();
    },
  };
}
