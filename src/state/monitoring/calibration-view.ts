// When the calibration dialog shows and when its countdown runs (docs/posture-rules.md#calibration).
import type { SummaryView } from './types.ts';

/** docs/posture-rules.md#calibration: the finished progress display resets after 2 s. */
export const CALIBRATED_DISPLAY_MS = 2_000;
/**
 * docs/posture-rules.md#calibration: the dialog shows while calibrating, and 'Calibrated' for the 2 s the progress display
 * keeps 100 before it resets.
 */
export function calibrationDialogOpen(
  tracking: boolean,
  status: SummaryView['calibration']['status'],
  calibratedAt: number | null,
  now: number,
): boolean {
  if (!tracking) return false;
  if (status === 'Calibrating...') return true;
  return (
    status === 'Calibrated' && calibratedAt !== null && now - calibratedAt < CALIBRATED_DISPLAY_MS
  );
}

/** The countdown runs once the first frame with a person arrived (progress or time has moved). */
export function calibrationCounting(c: SummaryView['calibration'], poseDetected: boolean): boolean {
  return (
    c.status === 'Calibrating...' && (c.progress > 0 || c.secondsRemaining < 10 || poseDetected)
  );
}
