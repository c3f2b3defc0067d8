// The watchdog (docs/product.md#what-survives-what): the page knows when the pose pipeline last
// produced a result. No result for STALL_MS while frames are arriving is a stall (a dead or stuck
// worker). A check that comes far too late means the page was frozen or the machine slept: that gap
// is forgiven, never a stall. Cost: one timer tick every CHECK_MS comparing numbers, nothing per
// frame.

export const STALL_MS = 3000;
export const CHECK_MS = 500;
/** A tick this late (timers do not run while frozen or asleep) marks a resume, not a stall. */
export const FROZEN_GAP_MS = 2000;

export interface WatchdogOptions {
  stallMs?: number;
  /** Whether camera frames are reaching the pipeline now. */
  framesArriving: () => boolean;
  onStall: () => void;
  /** The page was frozen (or asleep) for `gapMs`. */
  onResume?: (gapMs: number) => void;
  /** Every other check (the camera's frame counter rides on the same timer). */
  onTick?: (t: number) => void;
  now?: () => number;
}

export interface Watchdog {
  /** A result arrived. */
  fed(): void;
  /** Starts the timer (tracking runs): ticks and freeze detection, no stall count yet. */
  watch(): void;
  /** Stops the timer and the stall count. */
  unwatch(): void;
  /** Starts the stall count (detection is running); the 3 s count starts now. */
  arm(): void;
  disarm(): void;
  readonly armed: boolean;
  /** One check at time `t` (the timer calls this; tests call it directly). */
  check(t: number): void;
}

export function createWatchdog(o: WatchdogOptions): Watchdog {
  const now = o.now ?? (() => performance.now());
  const stallMs = o.stallMs ?? STALL_MS;
  let armed = false;
  let lastResult = 0;
  let lastTick = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  function check(t: number): void {
    const gap = t - lastTick;
    lastTick = t;
    if (gap > FROZEN_GAP_MS) {
      lastResult = t;
      o.onResume?.(gap);
      return;
    }
    o.onTick?.(t);
    if (!armed) return;
    // No frames: nothing to analyse, so no result is expected (the camera has its own check).
    if (!o.framesArriving()) {
      lastResult = t;
      return;
    }
    if (t - lastResult >= stallMs) {
      armed = false;
      o.onStall();
    }
  }

  function watch(): void {
    if (timer !== null) return;
    lastTick = now();
    timer = setInterval(() => check(now()), CHECK_MS);
  }

  function unwatch(): void {
    armed = false;
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return {
    fed() {
      lastResult = now();
    },
    watch,
    unwatch,
    arm() {
      lastResult = now();
      armed = true;
      watch();
    },
    disarm() {
      armed = false;
    },
    get armed() {
      return armed;
    },
    check,
  };
}
