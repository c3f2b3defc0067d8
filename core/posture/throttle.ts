// Two clocks that take time as an argument (docs/constants.md#timing, docs/posture-rules.md#alerts): the analysis rate limit ("at most once
// per 100 ms") and the alert throttle ("a new alert only if at least alertFrequency has passed").
export interface Throttle {
  /** True (and records `now`) when at least `intervalMs` passed since the last accepted call. */
  tryAcquire(now: number, intervalMs: number): boolean;
  reset(): void;
}

export function createThrottle(): Throttle {
  let last: number | null = null;
  return {
    tryAcquire(now, intervalMs) {
      // A clock that jumped backwards (new camera stream) starts a fresh interval.
      if (last !== null && now >= last && now - last < intervalMs) return false;
      last = now;
      return true;
    },
    reset() {
      last = null;
    },
  };
}
