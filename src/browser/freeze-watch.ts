// docs/posture-rules.md#frozen-and-asleep on the page: when was the page not running? Two
// signals, whichever comes first:
// - the document's `freeze` and `resume` events (Page Lifecycle: a frozen tab, a discarded
//   background page), which date the span exactly;
// - a wall-clock jump (the machine slept; not every freeze fires the events, and headless Chromium
//   fires none): the first sign of life (a tick of the page's timer or a pose summary, whichever
//   runs first) after a silence of both. Both are needed: timers in a hidden
//   tab are throttled (to once a minute after a while) while the worker goes on analysing, and
//   summaries stop for reasons that are not a freeze (a model load, a pipeline restart) while the
//   timers still run.
// Each span is reported once. Pure apart from the wiring in watchFreezes(): time is an argument.
import { UNOBSERVED_GAP_MS } from '../../core/posture/constants.ts';

export const FREEZE_TICK_MS = 1_000;

export interface GapWatch {
  /** A pose summary arrived at `now`: the page was running. */
  seen(now: number): void;
  /** The page's timer ticked at `now`. A tick or a summary after a silence of both reports it. */
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
  /** A sign of life (a tick or a summary, whichever comes first after a jump) at `now`. */
  const life = (now: number) => {
    if (alive !== null && now - alive > gapMs + FREEZE_TICK_MS) report(now - alive, now);
    else alive = Math.max(alive ?? now, now);
  };
  return {
    seen(now) {
      if (frozenAt === null) life(now);
    },
    tick(now) {
      if (frozenAt !== null)
        report(now - frozenAt, now); // the resume event came late
      else life(now);
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
