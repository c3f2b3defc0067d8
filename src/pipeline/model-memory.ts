// Auto's switch to lite, remembered on this device (docs/decisions.md#adaptive-pose-model). Without
// it a device too slow for BlazePose full would start every session on full, calibrate, switch
// after about ten seconds and calibrate again. Kept in this site's local storage for a week at
// most (REMEMBER_MS, like the backend the probe chose); it never leaves the device.
import { REMEMBER_MS } from '../../core/protocol/pose.ts';
import { readJson, removeKey, writeJson } from '../browser/storage.ts';

export const SLOW_FULL_STORAGE_KEY = 'posture-coach:slow-full-model';

export interface SlowFull {
  /** Full's median inference when Auto switched, ms. */
  medianMs: number;
  /** Epoch ms of the switch. */
  at: number;
}

/** Auto switched to lite at `now` because full took `medianMs` an inference. */
export function rememberSlowFull(medianMs: number, now: number): void {
  writeJson(SLOW_FULL_STORAGE_KEY, { medianMs, at: now } satisfies SlowFull);
}

const isSlowFull = (v: unknown): v is SlowFull =>
  typeof v === 'object' &&
  v !== null &&
  Number.isFinite((v as SlowFull).medianMs) &&
  Number.isFinite((v as SlowFull).at);

/** The remembered switch while it is less than a week old; an older or unreadable one is forgotten. */
export function recallSlowFull(now: number): SlowFull | null {
  const v = readJson(SLOW_FULL_STORAGE_KEY);
  if (isSlowFull(v) && now - v.at >= 0 && now - v.at < REMEMBER_MS)
    return { medianMs: v.medianMs, at: v.at };
  if (v !== null) removeKey(SLOW_FULL_STORAGE_KEY);
  return null;
}
