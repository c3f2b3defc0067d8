// Looking down is not slouching (docs/posture-rules.md#looking-down, issue 47 point 2): at the
// keyboard, notes or a phone the face pitches down (the nose drops below the ears, measured in ear
// widths so distance does not matter) while the head stays at its height and the shoulders where
// they were at calibration. Conservative, for want of recorded look-downs: the front-webcam
// sitter's slouch pitches the head too (0.27 ear widths, median) and a look-down rule without the
// head's height called 212 of their 716 slouched rows a look-down; their slouch also sinks the head
// (0.46 neck heights), so a pitch with the head sunk past LOOK_DOWN_MAX_DROP stays a slouch. While the
// person looks down the slouch rules do not judge (no issue, score, episode or posture alert) and
// the status says so; a look-down that lasts `lookDownAlertMs` (a setting: off, 1, 2 or 5 min)
// gets its own reminder, again each time it lasts that long. Pure, time as an argument.
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
import { headDrop } from './forward-head.ts';

/** The nose this many ear widths lower (relative to the ears) than at calibration: looking down. */
export const LOOK_DOWN_PITCH = 0.25;
/** Once looking down, it ends below this share of LOOK_DOWN_PITCH (no flicker at the edge). */
export const LOOK_DOWN_EXIT_SHARE = 0.7;
/** The shoulders within this of their calibrated height, fraction of the frame height. */
export const LOOK_DOWN_SHOULDERS_Y = 0.04;
/** … and their width within this ratio of the calibrated one (not leaning in or sinking away). */
export const LOOK_DOWN_SHOULDERS_WIDTH = 1.1;
/** The head no lower than this (neck heights, the drop cue's unit): a sunk head is a slouch. */
export const LOOK_DOWN_MAX_DROP = 0.1;
/** The reminder's words (through t() on the page). */
export const LOOK_DOWN_ALERT = 'You have been looking down for a while';

/** How far the head is pitched down from its calibrated pitch (ear widths); NaN unmeasured. */
export function pitchDown(f: PostureFeatures, cal: CalibrationData): number {
  const base = cal.baselineNoseBelowEars;
  return typeof base === 'number' ? f.noseBelowEars - base : NaN;
}

/** The shoulders where they were at calibration: height and width. */
export function shouldersInPlace(f: PostureFeatures, cal: CalibrationData): boolean {
  if (Math.abs(f.chestY - cal.chestPosition.y) > LOOK_DOWN_SHOULDERS_Y) return false;
  const w = cal.baselineShoulderWidth;
  if (typeof w !== 'number' || !(w > 0) || !(f.shoulderWidth > 0)) return true;
  const ratio = f.shoulderWidth / w;
  return ratio <= LOOK_DOWN_SHOULDERS_WIDTH && ratio >= 1 / LOOK_DOWN_SHOULDERS_WIDTH;
}

export function createLookDown() {
  /** When the present look-down began; null when not looking down. */
  let since: number | null = null;
  /** When the last reminder for it came (or it began). */
  let remindedAt = 0;
  return {
    /**
     * One judged frame (smoothed features, calibrated). `alertMs` 0 never reminds. Returns whether
     * the person looks down now, and whether this frame is the reminder's.
     */
    update(
      f: PostureFeatures,
      cal: CalibrationData,
      now: number,
      alertMs: number,
    ): { down: boolean; remind: boolean } {
      const pitch = pitchDown(f, cal);
      const need = since === null ? LOOK_DOWN_PITCH : LOOK_DOWN_PITCH * LOOK_DOWN_EXIT_SHARE;
      const down =
        pitch >= need && headDrop(f, cal) < LOOK_DOWN_MAX_DROP && shouldersInPlace(f, cal);
      if (!down) {
        since = null;
        return { down, remind: false };
      }
      if (since === null) since = remindedAt = now;
      const remind = alertMs > 0 && now - remindedAt >= alertMs;
      if (remind) remindedAt = now;
      return { down, remind };
    },
    get lookingDown(): boolean {
      return since !== null;
    },
    reset(): void {
      since = null;
    },
  };
}
