// Leading + trailing throttle for the summary sent to the main thread (docs/architecture.md#threads: the store gets
// at most 10 summaries a second). The last value in a window is never lost: it goes out when the
// window closes, so the page always ends on the newest state. A value that is replaced before it
// went out is merged into its replacement (`merge`): the engine summary's alert rides on the newer
// summary instead of being lost (docs/posture-rules.md#alerts: the engine is the one alert clock,
// so an alert it raised must reach the page).

export interface Throttled<T> {
  (value: T): void;
  /** Sends a pending value now (used on stop). */
  flush(): void;
  cancel(): void;
}

/** Keeps an older value's `alert` when the newer one has none (the engine summary's merge). */
export function keepAlert<T extends { alert: unknown }>(older: T, newer: T): T {
  return newer.alert || !older.alert ? newer : { ...newer, alert: older.alert };
}

export function throttle<T>(
  intervalMs: number,
  send: (value: T) => void,
  now: () => number = () => performance.now(),
  merge: (older: T, newer: T) => T = (_, newer) => newer,
): Throttled<T> {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const fire = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = now();
    send(value);
  };

  const fn = ((value: T) => {
    pending = { value: pending ? merge(pending.value, value) : value };
    const wait = last + intervalMs - now();
    if (wait <= 0 && timer === null) fire();
    else if (timer === null) timer = setTimeout(fire, wait);
  }) as Throttled<T>;
  fn.flush = () => {
    if (timer !== null) clearTimeout(timer);
    fire();
  };
  fn.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return fn;
}
