// One tracking tab per browser (docs/decisions.md#tabs). A tab holds a Web Lock while it tracks
// (from Start until its session ends). An /app tab shows a notice while another tab holds it (asked
// with `locks.query()` on mount, again when a tab announces that it took or let go of the lock, when
// the tab becomes visible, and every few seconds while the notice shows), and Start there is refused.
// The notice's 'Track here instead' asks the tracking tab to end its session (a storage key every
// tab watches), waits for its lock, and only then starts, so two sessions never overlap. Where Web
// Locks are missing every tab may track, as before.
import { proxy, useSnapshot } from 'valtio';
import { isLockHeld, lockManager } from '../../browser/locks.ts';
import { onOtherTabChange, writeText } from '../../browser/storage.ts';
import { msg } from '../../i18n/index.ts';

export const TRACKING_LOCK = 'posture-coach.tracking';
/** Written by the tab that wants to take over; the tracking tab ends its session when it changes. */
export const HANDOVER_KEY = 'posture-coach.tracking-handover';
/** Written by a tab after it took or let go of the tracking lock; the other tabs ask again. */
export const TRACKING_STATE_KEY = 'posture-coach.tracking-changed';
/** While the notice shows, how often a tab asks again (a tracking tab that closed announces nothing). */
export const RECHECK_MS = 5_000;
/** How long 'Track here' waits for the other tab to end its session before taking the lock anyway. */
export const HANDOVER_WAIT_MS = 5_000;

export const TRACKING_ELSEWHERE = msg('Posture tracking is running in another tab.');
export const TRACKING_MOVED = msg('Posture tracking moved to another tab; this session ended.');

export const tabTracking = proxy({ notice: null as null | 'elsewhere' | 'moved' });
export const useTabTracking = () => useSnapshot(tabTracking);

type OnLost = () => void | Promise<void>;

/** The release of the lock this tab holds; null when it holds none. */
let held: (() => void) | null = null;
let onLostHeld: OnLost | null = null;

function hold(
  options: { ifAvailable?: boolean; steal?: boolean; signal?: AbortSignal },
  onLost: OnLost,
): Promise<boolean> {
  const locks = lockManager();
  if (!locks) return Promise.resolve(true);
  return new Promise((resolve) => {
    let release!: () => void;
    let got = false;
    const until = new Promise<void>((r) => (release = r));
    locks
      .request(TRACKING_LOCK, options, (lock) => {
        if (!lock) return resolve(false);
        got = true;
        held = release;
        onLostHeld = onLost;
        announce();
        resolve(true);
        return until;
      })
      .then(() => {
        if (got) announce(); // let go: the lock is free now
      })
      .catch(() => {
        if (held !== release) return resolve(false); // gave up waiting
        // Stolen by a tab that waited too long: end here (the other tab already tracks).
        held = null;
        onLostHeld = null;
        tabTracking.notice = 'moved';
        void onLost();
      });
  });
}

/** Before Start: true when this tab may track (it now holds the lock); false shows the notice. */
export async function claimTracking(onLost: OnLost): Promise<boolean> {
  if (held) return true;
  const ok = await hold({ ifAvailable: true }, onLost);
  tabTracking.notice = ok ? null : 'elsewhere';
  return ok;
}

/** 'Track here instead': the tracking tab ends its session, then this one holds the lock. */
export async function takeOverTracking(onLost: OnLost): Promise<boolean> {
  if (held) return true;
  writeText(HANDOVER_KEY, `${Date.now()}-${Math.random()}`);
  const wait = new AbortController();
  const timer = setTimeout(() => wait.abort(), HANDOVER_WAIT_MS);
  const handed = await hold({ signal: wait.signal }, onLost);
  clearTimeout(timer);
  const ok = handed || (await hold({ steal: true }, onLost));
  tabTracking.notice = null;
  return ok;
}

/** After End Session, and when the screen unmounts: another tab may track. */
export function releaseTracking(): void {
  const release = held;
  held = null;
  onLostHeld = null;
  release?.();
}

/** While mounted: a handover request from another tab ends this tab's session, then lets go. */
export function followHandover(): () => void {
  return onOtherTabChange(HANDOVER_KEY, (value) => {
    const end = onLostHeld;
    if (value === null || !held || !end) return;
    tabTracking.notice = 'moved';
    void Promise.resolve()
      .then(end)
      .catch((e: unknown) => console.error('[tabs] ending the session for a handover failed', e))
      .finally(releaseTracking);
  });
}

function announce(): void {
  writeText(TRACKING_STATE_KEY, `${Date.now()}-${Math.random()}`);
}

/**
 * While /app is mounted: the notice shows whenever another tab tracks and goes away when none does
 * ('moved' stays until this tab starts again). Returns the unsubscribe.
 */
export function watchOtherTabs(): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    clearTimeout(timer);
    const busy = await isLockHeld(TRACKING_LOCK);
    if (stopped || busy === null) return;
    if (!held && busy && tabTracking.notice === null) tabTracking.notice = 'elsewhere';
    else if ((held || !busy) && tabTracking.notice === 'elsewhere') tabTracking.notice = null;
    if (tabTracking.notice === 'elsewhere') timer = setTimeout(() => void check(), RECHECK_MS);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const doc = typeof document === 'undefined' ? null : document;
  const off = onOtherTabChange(TRACKING_STATE_KEY, () => void check());
  doc?.addEventListener('visibilitychange', onVisible);
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    off();
    doc?.removeEventListener('visibilitychange', onVisible);
    if (tabTracking.notice === 'elsewhere') tabTracking.notice = null;
  };
}
