// One tracking tab per browser (docs/decisions.md#tabs). A tab holds a Web Lock while it tracks
// (from Start until its session ends). Start in a second tab is refused with a notice and a 'Track
// here instead' button; that button asks the tracking tab to end its session (a storage key every
// tab watches), waits for its lock, and only then starts, so two sessions never overlap. Where
// Web Locks are missing every tab may track, as before.
import { proxy, useSnapshot } from 'valtio';
import { lockManager } from '../../browser/locks.ts';
import { onOtherTabChange, writeText } from '../../browser/storage.ts';

export const TRACKING_LOCK = 'posture-coach.tracking';
/** Written by the tab that wants to take over; the tracking tab ends its session when it changes. */
export const HANDOVER_KEY = 'posture-coach.tracking-handover';
/** How long 'Track here' waits for the other tab to end its session before taking the lock anyway. */
export const HANDOVER_WAIT_MS = 5_000;

export const TRACKING_ELSEWHERE = 'Posture tracking is running in another tab.';
export const TRACKING_MOVED = 'Posture tracking moved to another tab; this session ended.';

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
    const until = new Promise<void>((r) => (release = r));
    locks
      .request(TRACKING_LOCK, options, (lock) => {
        if (!lock) return resolve(false);
        held = release;
        onLostHeld = onLost;
        resolve(true);
        return until;
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
  const signal = AbortSignal.timeout(HANDOVER_WAIT_MS);
  const ok = (await hold({ signal }, onLost)) || (await hold({ steal: true }, onLost));
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

/** Tests: forget the notice (the lock, if held, is released). */
export function resetTabTracking(): void {
  releaseTracking();
  tabTracking.notice = null;
}
