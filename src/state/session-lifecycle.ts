// The recorded session's end when the page goes away (spec §4 'Session recording': on page unload
// a beacon ends the session), for the whole signed-in app, not only while /app is mounted: an end
// that a failed call left in the outbox still goes out when the person closes /account.
//
// The beacon fires on `pagehide`, and on `visibilitychange` to hidden when the page is being
// unloaded (after `beforeunload`), the last event some mobile browsers deliver. Hiding the page
// otherwise (another tab) is not an end: tracking goes on in the background (spec §4).
import { useEffect } from 'react';
import { useAuth } from './auth.ts';
import { endRecordingOnUnload, recoverRecordings } from './monitoring/session-link.ts';

interface PageEvents {
  addEventListener(type: string, fn: (e: Event) => void): void;
  removeEventListener(type: string, fn: (e: Event) => void): void;
}

/** Calls `end` once per unload of the page; returns the uninstall. */
export function installUnloadEnd(
  win: PageEvents,
  doc: PageEvents & { readonly visibilityState: string },
  end: () => void,
): () => void {
  let unloading = false;
  let ended = false;
  const fire = () => {
    if (ended) return;
    ended = true;
    end();
  };
  const handlers: [PageEvents, string, (e: Event) => void][] = [
    [win, 'beforeunload', () => (unloading = true)],
    [win, 'pagehide', fire],
    [
      doc,
      'visibilitychange',
      () => {
        if (doc.visibilityState === 'visible') unloading = false;
        else if (unloading) fire();
      },
    ],
    // Back from the back/forward cache, or an unload that did not happen: arm again.
    [
      win,
      'pageshow',
      () => {
        unloading = false;
        ended = false;
      },
    ],
  ];
  for (const [t, type, fn] of handlers) t.addEventListener(type, fn);
  return () => {
    for (const [t, type, fn] of handlers) t.removeEventListener(type, fn);
  };
}

/** Signed in: deliver what an earlier page left behind, and end the session on page unload. */
export function useSessionLifecycle(): void {
  const { status } = useAuth();
  useEffect(() => {
    if (status !== 'authenticated') return;
    recoverRecordings();
    return installUnloadEnd(window, document, endRecordingOnUnload);
  }, [status]);
}
