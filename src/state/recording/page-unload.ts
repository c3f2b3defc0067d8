// The recorded session's end when the page goes away (docs/api.md#session-recording: on page unload
// a beacon ends the session), for the whole signed-in app, not only while /app is mounted: an end
// that a failed call left in the outbox still goes out when the person closes /account.
//
// The beacon fires on `beforeunload`: Chromium can close a tab without its unload events (measured
// on /app closed 1 s after Start, most likely while its main thread was busy: `pagehide` never ran
// in 9 of 19 closes, the tab gone 0.6 s after `beforeunload`, so no end went out). This app never
// cancels an unload, so `beforeunload` is followed by one; `pagehide` and `visibilitychange` to
// hidden after it stay as the paths for browsers that skip `beforeunload` (mobile). An unload that
// does not come after all (a mailto: link, another script's cancel) shows as the page still running
// and visible a moment later, or visible again: then `survived` starts recording again (a new
// session). Hiding the page otherwise (another tab) is not an end: tracking goes on in the
// background (docs/posture-rules.md#monitoring-flow).
import { useEffect } from 'react';
import { useAuth } from '../auth.ts';
import {
  endRecordingOnUnload,
  recordAgainAfterKeptPage,
  recoverRecordings,
} from './monitor-link.ts';

interface PageEvents {
  addEventListener(type: string, fn: (e: Event) => void): void;
  removeEventListener(type: string, fn: (e: Event) => void): void;
}

/** How long after `beforeunload` a page still running and visible counts as not unloaded. */
export const UNLOAD_SURVIVAL_MS = 2_000;

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `end` once per unload of the page, and `survived` when an unload began but did not happen.
 * Returns the uninstall.
 */
export function installUnloadEnd(
  win: PageEvents,
  doc: PageEvents & { readonly visibilityState: string },
  end: () => void,
  survived: () => void = () => {},
  timers: Timers = globalThis as unknown as Timers,
): () => void {
  let unloading = false;
  let ended = false;
  let survival: unknown = null;
  /** The survival check found the page hidden: it survived if it is ever visible again. */
  let survivalOnVisible = false;
  const revive = () => {
    survivalOnVisible = false;
    unloading = false;
    ended = false;
    survived();
  };
  const fire = () => {
    if (ended) return;
    ended = true;
    end();
  };
  const stopSurvival = () => {
    if (survival !== null) timers.clearTimeout(survival);
    survival = null;
    survivalOnVisible = false;
  };
  const handlers: [PageEvents, string, (e: Event) => void][] = [
    [
      win,
      'beforeunload',
      () => {
        unloading = true;
        const first = !ended;
        fire();
        if (!first) return;
        stopSurvival();
        survival = timers.setTimeout(() => {
          survival = null;
          // Hidden: a close under way, or the person looked away: alive once it is seen again.
          if (doc.visibilityState === 'visible') revive();
          else survivalOnVisible = true;
        }, UNLOAD_SURVIVAL_MS);
      },
    ],
    [
      win,
      'pagehide',
      () => {
        stopSurvival();
        fire();
      },
    ],
    [
      doc,
      'visibilitychange',
      () => {
        if (doc.visibilityState !== 'visible') {
          if (unloading) fire();
        } else if (survivalOnVisible) revive();
        else unloading = false;
      },
    ],
    // Back from the back/forward cache: arm again.
    [
      win,
      'pageshow',
      () => {
        stopSurvival();
        unloading = false;
        ended = false;
      },
    ],
  ];
  for (const [t, type, fn] of handlers) t.addEventListener(type, fn);
  return () => {
    stopSurvival();
    for (const [t, type, fn] of handlers) t.removeEventListener(type, fn);
  };
}

/** Signed in: deliver what an earlier page left behind, and end the session on page unload. */
export function useRecordingLifecycle(): void {
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated') return;
    recoverRecordings();
    return installUnloadEnd(window, document, endRecordingOnUnload, recordAgainAfterKeptPage);
  }, [status]);
}
