// 'Pause while my screen is locked' (docs/posture-rules.md#alerts): the Idle Detection API
// (Chromium) where the browser has it. `screenState` is 'locked' or 'unlocked'; the permission
// ('idle-detection') must be asked for in a user gesture (the click that turns the setting on).

interface IdleDetectorLike extends EventTarget {
  screenState: 'locked' | 'unlocked' | null;
  start(opts: { threshold: number; signal: AbortSignal }): Promise<void>;
}
interface IdleDetectorClass {
  new (): IdleDetectorLike;
  requestPermission(): Promise<'granted' | 'denied'>;
}

/** The API's smallest threshold (60 s); only screenState is read, not user idleness. */
const THRESHOLD_MS = 60_000;

function api(): IdleDetectorClass | null {
  return (globalThis as unknown as { IdleDetector?: IdleDetectorClass }).IdleDetector ?? null;
}

/** Whether the option is offered at all (hidden where the API is missing). */
export function screenLockSupported(): boolean {
  return api() !== null;
}

/** Asks for the permission; call it from the click that turns the option on. */
export async function requestScreenLockPermission(): Promise<boolean> {
  const a = api();
  if (!a) return false;
  try {
    return (await a.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

/**
 * Calls `onChange(true)` when the screen locks and `onChange(false)` when it unlocks. Returns the
 * stop function. Failures (no permission, no API) leave nothing running and are reported once.
 */
export function watchScreenLock(
  onChange: (locked: boolean) => void,
  onError: (e: unknown) => void = () => undefined,
): () => void {
  const A = api();
  if (!A) return () => undefined;
  const abort = new AbortController();
  const detector = new A();
  let locked = false;
  detector.addEventListener('change', () => {
    const now = detector.screenState === 'locked';
    if (now !== locked) {
      locked = now;
      onChange(now);
    }
  });
  detector.start({ threshold: THRESHOLD_MS, signal: abort.signal }).catch((e: unknown) => {
    if (!abort.signal.aborted) onError(e);
  });
  return () => abort.abort();
}
