// Low-power mode, docs/posture-rules.md#low-power: while posture has been good and
// steady for LOW_POWER_AFTER_MS, the pose worker analyses LOW_POWER_INTERVAL_MS apart (2 frames a
// second) instead of at the full rate. The first change in features beyond a small band (head or
// shoulders moved, the shoulder-to-ear height or the face width changed), or any flag (an issue,
// a measurement past a threshold, nobody there, a moved or suspect camera, not calibrated), brings
// the full rate back at once and the 30 s start again. Pure: time is an argument.
import {
  LOW_POWER_AFTER_MS,
  LOW_POWER_INTERVAL_MS,
  LOW_POWER_POSITION_BAND,
  LOW_POWER_RATIO_BAND,
} from './constants.ts';
import type { PostureFeatures } from './features.ts';

export type LowPowerMode = 'auto' | 'off';
export const LOW_POWER_MODES: readonly LowPowerMode[] = ['auto', 'off'];

export type SteadyFeatures = Pick<
  PostureFeatures,
  'headX' | 'headY' | 'chestX' | 'chestY' | 'shoulderEar' | 'faceWidth'
>;

const relChange = (v: number, base: number) =>
  Number.isFinite(v) && Number.isFinite(base) && base !== 0 ? Math.abs(v / base - 1) : 0;

/** `f` is still within the steady band around `anchor`. */
export function withinBand(f: SteadyFeatures, anchor: SteadyFeatures): boolean {
  const head = Math.hypot(f.headX - anchor.headX, f.headY - anchor.headY);
  const chest = Math.hypot(f.chestX - anchor.chestX, f.chestY - anchor.chestY);
  return (
    !(head >= LOW_POWER_POSITION_BAND) &&
    !(chest >= LOW_POWER_POSITION_BAND) &&
    relChange(f.shoulderEar, anchor.shoulderEar) < LOW_POWER_RATIO_BAND &&
    relChange(f.faceWidth, anchor.faceWidth) < LOW_POWER_RATIO_BAND
  );
}

export interface LowPowerPacer {
  /**
   * One analysed frame: `good` when judged with no flag at all, with its smoothed features (null
   * when not judged). Returns whether low power is on after it.
   */
  update(good: boolean, features: SteadyFeatures | null, now: number): boolean;
  readonly low: boolean;
  /** The analysis interval the worker should keep now (0: the full rate). */
  readonly intervalMs: number;
  setMode(mode: LowPowerMode): void;
  reset(): void;
}

export function createLowPowerPacer(
  mode: LowPowerMode = 'auto',
  afterMs: number = LOW_POWER_AFTER_MS,
): LowPowerPacer {
  let anchor: SteadyFeatures | null = null;
  let since: number | null = null;
  let low = false;
  const reset = () => {
    anchor = null;
    since = null;
    low = false;
  };
  return {
    update(good, features, now) {
      if (mode === 'off' || !good || !features) {
        reset();
        return false;
      }
      if (!anchor || !withinBand(features, anchor)) {
        anchor = { ...features };
        since = now;
        low = false;
        return false;
      }
      if (since !== null && now - since >= afterMs) low = true;
      return low;
    },
    get low() {
      return low;
    },
    get intervalMs() {
      return low ? LOW_POWER_INTERVAL_MS : 0;
    },
    setMode(next) {
      mode = next;
      if (mode === 'off') reset();
    },
    reset,
  };
}
