// Camera moved, docs/posture-rules.md#camera-moved: the whole upper body sits somewhere else in the
// frame, or at another size, than at calibration, in a way no posture explains. Posture changes
// the body's SHAPE (the head drops or leans against the shoulders, the face grows as the head comes
// forward) and moves the shoulders a little; a camera that moved (a laptop lid tilted, the webcam
// knocked) moves or scales head and shoulders TOGETHER, keeping the shape. A frame is 'unexplained'
// when the shape is the calibrated one (the head-to-shoulders vector equals the baseline one scaled
// by the shoulder-width ratio, to within CAMERA_SHAPE_TOLERANCE) and either
//   - shifted: the shoulder midpoint is CAMERA_SHIFT_MIN or more (frame fractions) from the
//     baseline, or
//   - scaled: the shoulder width AND the face width both changed by the factor CAMERA_SCALE_MIN or
//     more, the same way,
// and the neck (ears above the shoulders over the shoulder width) within CAMERA_NECK_TOLERANCE of
// its calibrated ratio. A camera that moves or zooms keeps that ratio; a person who sinks into the
// chair keeps the shoulder width and the face size and moves down too, but shortens the neck
// (eye-level camera) or lengthens it (laptop camera below, neck-stretch.ts): that is a slouch, and
// the status names it instead of 'Your camera seems to have moved'.
// Unexplained for CAMERA_MOVED_AFTER_MS turns the state on; explained for CAMERA_SETTLED_AFTER_MS
// turns it off (a recalibration clears it at once). Frames without an analysis do neither.
// Margins on the real seated landmarks: tests/camera-moved-seated.test.ts.
import {
  CAMERA_MOVED_AFTER_MS,
  CAMERA_NECK_TOLERANCE,
  CAMERA_SCALE_MIN,
  CAMERA_SETTLED_AFTER_MS,
  CAMERA_SHAPE_TOLERANCE,
  CAMERA_SHIFT_MIN,
} from './constants.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';

export interface CameraOffset {
  /** Shoulder midpoint from its baseline, frame fractions. */
  shift: number;
  /** Shoulder width over its baseline (NaN for a baseline without it). */
  shoulderScale: number;
  /** Face width over its baseline (NaN without ears or a face-width baseline). */
  faceScale: number;
  /** Head-to-shoulders vector off the scaled baseline vector, frame fractions. */
  shapeError: number;
  /** |ln| of the neck over shoulder width against its baseline (NaN without it). */
  neckChange: number;
}

type Features = Pick<
  PostureFeatures,
  'chestX' | 'chestY' | 'headX' | 'headY' | 'shoulderWidth' | 'faceWidth'
> &
  Partial<Pick<PostureFeatures, 'neckToShoulderWidth'>>;

const ratio = (v: number, base: number | null | undefined) =>
  base && base > 0 && Number.isFinite(v) ? v / base : NaN;

export function cameraOffset(f: Features, cal: CalibrationData): CameraOffset {
  const shoulderScale = ratio(f.shoulderWidth, cal.baselineShoulderWidth);
  const faceScale = ratio(f.faceWidth, cal.baselineFaceWidth);
  const s = Number.isFinite(shoulderScale) ? shoulderScale : 1;
  const bx = cal.headPosition.x - cal.chestPosition.x;
  const by = cal.headPosition.y - cal.chestPosition.y;
  return {
    shift: Math.hypot(f.chestX - cal.chestPosition.x, f.chestY - cal.chestPosition.y),
    shoulderScale,
    faceScale,
    shapeError: Math.hypot(f.headX - f.chestX - s * bx, f.headY - f.chestY - s * by),
    neckChange: Math.abs(
      Math.log(ratio(f.neckToShoulderWidth ?? NaN, cal.baselineNeckToShoulderWidth)),
    ),
  };
}

/** Both widths changed the same way by CAMERA_SCALE_MIN or more. */
function scaled(o: CameraOffset): boolean {
  const a = Math.log(o.shoulderScale);
  const b = Math.log(o.faceScale);
  const min = Math.log(CAMERA_SCALE_MIN);
  return Number.isFinite(a) && Number.isFinite(b) && Math.sign(a) === Math.sign(b)
    ? Math.min(Math.abs(a), Math.abs(b)) >= min
    : false;
}

/** No posture explains this frame against the calibration (see the header). */
export function unexplainedOffset(o: CameraOffset): boolean {
  if (!(o.shapeError <= CAMERA_SHAPE_TOLERANCE)) return false;
  if (o.neckChange > CAMERA_NECK_TOLERANCE) return false; // NaN (no baseline): not a posture
  return o.shift >= CAMERA_SHIFT_MIN || scaled(o);
}

export interface CameraMovedTracker {
  /** One analysed frame (smoothed features) against the calibration; returns whether the camera moved. */
  update(f: Features, cal: CalibrationData, now: number): boolean;
  /** This frame is unexplained, whether or not it lasted long enough yet (alerts wait meanwhile). */
  readonly suspect: boolean;
  readonly moved: boolean;
  reset(): void;
}

export function createCameraMovedTracker(
  movedAfterMs: number = CAMERA_MOVED_AFTER_MS,
  settledAfterMs: number = CAMERA_SETTLED_AFTER_MS,
): CameraMovedTracker {
  let moved = false;
  let suspect = false;
  /** Since when frames have disagreed with the current state. */
  let since: number | null = null;
  return {
    update(f, cal, now) {
      suspect = unexplainedOffset(cameraOffset(f, cal));
      if (suspect === moved) {
        since = null;
        return moved;
      }
      since ??= now;
      if (now - since >= (moved ? settledAfterMs : movedAfterMs)) {
        moved = suspect;
        since = null;
      }
      return moved;
    },
    get suspect() {
      return suspect;
    },
    get moved() {
      return moved;
    },
    reset() {
      moved = false;
      suspect = false;
      since = null;
    },
  };
}
