// Issue #20 'Sleep and freeze' on the page: when was the page not running? Two signals, whichever
// comes first:
// - the document's `freeze` and `resume` events (Page Lifecycle: a frozen tab, a discarded
//   background page), which date the span exactly;
// - a wall-clock jump (the machine slept; not every freeze fires the events): a tick of the page's
//   timer that comes late while no pose summary arrived either. Both are needed: timers in a hidden
//   tab are throttled (to once a minute after a while) while the worker goes on analysing, and
//   summaries stop for reasons that are not a freeze (a model load, a pipeline restart) while the
//   timers still run.
// Each span is reported once. Pure apart from the wiring in watchFreezes(): time is an argument.
import { UNOBSERVED_GAP_MS } from '../posture/constants.ts';

export const FREEZE_TICK_MS = 1_000;

export interface GapWatch {
  /** A pose summary arrived at `now`: the page was running. */
  seen(now: number): void;
  /** The page's timer ticked at `now`; reports a jump since the last sign of life. */
  tick(now: number): void;
  /** The document's `freeze`. */
  freeze(now: number): void;
  /** The document's `resume`. */
  resume(now: number): void;
}

/** `onGap(gapMs, now)`: the page was not running for the `gapMs` before `now`. */
export function createGapWatch(
  onGap: (gapMs: number, now: number) => void,
  gapMs: number = UNOBSERVED_GAP_MS,
): GapWatch {
  let alive: number | null = null;
  let frozenAt: number | null = null;
  const report = (gap: number, now: number) => {
    alive = now;
    frozenAt = null;
    if (gap > 0) onGap(gap, now);
  };
  return {
    seen(now) {
      if (frozenAt === null) alive = Math.max(alive ?? now, now);
    },
    tick(now) {
      if (frozenAt !== null) return report(now - frozenAt, now); // the resume event came late
      if (alive !== null && now - alive > gapMs + FREEZE_TICK_MS) return report(now - alive, now);
      alive = Math.max(alive ?? now, now);
    },
    freeze(now) {
      frozenAt ??= now;
    },
    resume(now) {
      if (frozenAt !== null) report(now - frozenAt, now);
    },
  };
}

/** Wires a GapWatch to the document and a 1 s timer; returns the stop. */
export function watchFreezes(watch: GapWatch, now: () => number = Date.now): () => void {
  const onFreeze = () => watch.freeze(now());
  const onResume = () => watch.resume(now());
  document.addEventListener('freeze', onFreeze);
  document.addEventListener('resume', onResume);
  const id = setInterval(() => watch.tick(now()), FREEZE_TICK_MS);
  return () => {
    document.removeEventListener('freeze', onFreeze);
    document.removeEventListener('resume', onResume);
    clearInterval(id);
  };
}
