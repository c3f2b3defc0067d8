// 'A new version is available.' (docs/decisions.md#service-worker): the notice's state and its
// actions. The service worker side lives in src/browser/sw-update.ts; the notice is
// components/UpdateNotice.tsx. A click while this tab tracks asks first, since the reload ends the
// tracking session.
import { proxy, useSnapshot } from 'valtio';
import {
  createUpdater,
  watchForUpdates,
  type ContainerLike,
  type RegistrationLike,
  type WatchOptions,
  type WorkerLike,
} from '../browser/sw-update.ts';

export const appUpdate = proxy({
  /** A new version is there (waiting, or already switched to by another tab). */
  available: false,
  /** The person closed the notice; a newer version shows it again. */
  dismissed: false,
  /** A click while tracking: the notice asks 'Reload now?' before ending the session. */
  confirming: false,
});

export function useAppUpdate() {
  return useSnapshot(appUpdate);
}

/** True while reloading would end something the person is doing (a tracking session). */
export type UpdateGuard = () => boolean | Promise<boolean>;

let guard: UpdateGuard = () => false;
let waiting: WorkerLike | null = null;
let updater: { apply(worker: WorkerLike | null): void } | null = null;

/** App-wide wiring (src/main.tsx) says how to tell that a tracking session runs. */
export function setUpdateGuard(fn: UpdateGuard): void {
  guard = fn;
}

/** Starts watching the registration; call once it resolves. Returns the unsubscribe. */
export function startUpdateChecks(
  reg: RegistrationLike,
  container: ContainerLike = navigator.serviceWorker,
  reload: () => void = () => location.reload(),
  options?: WatchOptions,
): () => void {
  updater = createUpdater(container, reload);
  return watchForUpdates(
    reg,
    container,
    {
      onUpdate(worker) {
        if (worker !== waiting || !appUpdate.available) appUpdate.dismissed = false;
        waiting = worker;
        appUpdate.available = true;
      },
    },
    options,
  );
}

/**
 * 'Reload to update': switches to the new version and reloads, unless a tracking session runs and
 * the person has not confirmed yet (then the notice asks). Resolves with what happened.
 */
export async function reloadToUpdate(confirmed = false): Promise<'confirm' | 'reloading' | 'none'> {
  if (!appUpdate.available || !updater) return 'none';
  // A guard that fails counts as tracking: asking once too often beats ending a session unasked.
  if (
    !confirmed &&
    (await Promise.resolve()
      .then(guard)
      .catch(() => true))
  ) {
    appUpdate.confirming = true;
    return 'confirm';
  }
  appUpdate.confirming = false;
  updater.apply(waiting);
  return 'reloading';
}

/** 'Keep tracking': back to the plain notice; nothing reloads. */
export function cancelReload(): void {
  appUpdate.confirming = false;
}

/** 'Later': hides the notice until a newer version comes (the waiting one still takes over once every tab closes). */
export function dismissUpdate(): void {
  appUpdate.dismissed = true;
  appUpdate.confirming = false;
}

/** Tests: back to no update and no watch. */
export function resetAppUpdate(): void {
  appUpdate.available = false;
  appUpdate.dismissed = false;
  appUpdate.confirming = false;
  waiting = null;
  updater = null;
  guard = () => false;
}
