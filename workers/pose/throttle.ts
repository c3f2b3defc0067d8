// Leading + trailing throttle for the summary sent to the main thread (DESIGN.md §1: the store gets
// at most 10 summaries a second). The last value in a window is never lost: it goes out when the
// window closes, so the page always ends on the newest state.

export interface Throttled<T> {
  (value: T): void;
  /** Sends a pending value now (used on stop). */
  flush(): void;
  cancel(): void;
}

export function throttle<T>(
  intervalMs: number,
  send: (value: T) => void,
  now: () => number = () => performance.now(),
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
    pending = { value };
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
