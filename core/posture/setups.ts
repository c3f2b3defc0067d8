// Setups (docs/posture-rules.md#setups): calibrations saved by name ('Desk', 'Laptop'). At a Start
// the first seconds of tracking are compared with every saved baseline the way the camera-moved
// rule compares a frame with the calibration (camera-moved.ts): where the shoulders sit in the
// frame and how large shoulders and face are. A setup FITS when its baseline is nearer than the
// camera-moved limits on every count (shift under CAMERA_SHIFT_MIN, both scales under
// CAMERA_SCALE_MIN), i.e. the camera has not moved since that setup was calibrated; the best fit is
// the smallest of those normalised distances. Posture (the head-to-shoulders shape) is left out on
// purpose: someone who slouches at Start still sits at the same desk. None fits: calibrate.
import { cameraOffset } from './camera-moved.ts';
import type { CalibrationData } from './calibration-data.ts';
import { CAMERA_SCALE_MIN, CAMERA_SHIFT_MIN, SETUP_NAME_MAX } from './constants.ts';
import { FEATURE_KEYS, type PostureFeatures } from './features.ts';
import { median } from './geometry.ts';

export interface SavedSetup {
  name: string;
  baseline: CalibrationData;
}

/** How to begin a calibration: match against these setups, or (forced) use the first one as is. */
export interface SetupChoice {
  setups: readonly SavedSetup[];
  forced?: boolean;
}

export interface SetupFit {
  /** The best-fitting setup's name, or null when none fits. */
  name: string | null;
  /** Its distance: 0 is the same place, 1 is the camera-moved limit (below 1 fits). */
  distance: number;
  /** Every setup's distance, nearest first. */
  ranked: { name: string; distance: number }[];
}

type Features = Pick<
  PostureFeatures,
  'chestX' | 'chestY' | 'headX' | 'headY' | 'shoulderWidth' | 'faceWidth'
>;

const logScale = (r: number) => (Number.isFinite(r) && r > 0 ? Math.abs(Math.log(r)) : 0);

/** How far the first seconds are from one baseline, in units of the camera-moved limits. */
export function setupDistance(f: Features, baseline: CalibrationData): number {
  const o = cameraOffset(f, baseline);
  const limit = Math.log(CAMERA_SCALE_MIN);
  const d = Math.max(
    o.shift / CAMERA_SHIFT_MIN,
    logScale(o.shoulderScale) / limit,
    logScale(o.faceScale) / limit,
  );
  return Number.isFinite(d) ? d : Infinity;
}

/** The saved setup whose baseline fits the first seconds best, or none (see the header). */
export function pickSetup(setups: readonly SavedSetup[], f: Features): SetupFit {
  const ranked = setups
    .map((s) => ({ name: s.name, distance: setupDistance(f, s.baseline) }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  return {
    name: best && best.distance < 1 ? best.name : null,
    distance: best?.distance ?? Infinity,
    ranked,
  };
}

/** Per-feature median of the first seconds' frames (one blink or mis-detection does not count). */
export function medianFeatures(frames: readonly PostureFeatures[]): PostureFeatures {
  const m = {} as PostureFeatures;
  for (const key of FEATURE_KEYS) m[key] = median(frames.map((f) => f[key]));
  return m;
}

/** A setup name as stored: trimmed, 1..SETUP_NAME_MAX characters; null when it is not one. */
export function cleanSetupName(raw: string): string | null {
  const name = raw.trim();
  return name.length >= 1 && name.length <= SETUP_NAME_MAX ? name : null;
}
