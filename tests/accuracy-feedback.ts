// "That wasn't a slouch" replayed on real cached landmarks (core/posture/feedback.ts): at each
// sensitivity where an upright moment is flagged, one correction from that moment's flags, loaded
// as the setup's baseline, then the whole sitting judged again. Used by
// tests/accuracy-feedback.test.ts (which asserts) and `npm run accuracy` (which prints). Pure.
import { createPostureEngine, type EngineSummary } from '../core/posture/engine.ts';
import type { CalibrationData } from '../core/posture/calibration-data.ts';
import {
  ALLOWANCE_TARGET,
  allowanceCap,
  correctFalseAlarm,
  ISSUE_ON,
} from '../core/posture/feedback.ts';
import { replay, type LabelledFrame, type LandmarkCache } from './accuracy-replay.ts';

export const flagged = (s: EngineSummary) => s.issues.length > 0;

/**
 * Judges every item against a loaded baseline the way tests/accuracy-replay.ts replays them
 * (stills held 1 s each at 10 analyses a second, a row one analysis; the clip in time order from
 * 10 s, after its calibration), so the verdicts compare one for one with the calibrated replay.
 */
export function judgeWith(
  kind: LandmarkCache['kind'],
  items: LabelledFrame[],
  sensitivity: number,
  baseline: CalibrationData,
): Map<LabelledFrame, boolean> {
  const engine = createPostureEngine({ settings: { sensitivity } });
  engine.loadCalibration(baseline);
  const out = new Map<LabelledFrame, boolean>();
  const sorted = kind === 'video' ? [...items].sort((a, b) => a.t! - b.t!) : items;
  let now = 0;
  for (const [i, item] of sorted.entries()) {
    // Whole milliseconds: samples 0.1 s apart (a clip at --fps 10) read 99.99... ms apart in
    // floating point, and the engine's 100 ms rate limit would skip every other one.
    const ms = (t: number) => Math.round(t * 1000);
    const from = kind === 'video' ? ms(item.t!) : now + 100;
    const held = kind === 'stills' ? 1000 : 100; // a row is one analysis
    const until = kind === 'video' ? ms(sorted[i + 1]?.t ?? item.t! + 0.5) : from + held;
    let last: EngineSummary | null = null;
    for (now = from; now < until; now += 100)
      last = engine.step(item.frame ? { ...item.frame, timestamp: now } : null, now) ?? last;
    if (kind !== 'video' || item.t! >= 10) out.set(item, flagged(last!));
  }
  return out;
}

export interface FeedbackCase {
  sensitivity: number;
  /** The upright still or sample that was flagged. */
  item: LabelledFrame;
  /** What the coach says it changed. */
  text: string;
  /** A flag past what the cap can absorb: widened to the cap, and it may keep firing. */
  beyondCap: boolean;
  changed: number;
  /** Every rule that fired has room past its threshold in the corrected baseline. */
  widenedAll: boolean;
  /** Judged again with the uncorrected baseline: flagged (the correction is what changes it). */
  flaggedBefore: boolean;
  /** Judged again with the corrected baseline. */
  flaggedAfter: boolean;
  /** The slouched checks the uncorrected replay caught, and how many the corrected one still does. */
  caught: number;
  stillCaught: number;
}

/**
 * Every upright moment flagged at sensitivities 10 down to 5 (where this person's upright moments
 * get flagged), corrected once each. A flag held on by hysteresis (severity under its threshold,
 * turned on by the moment before) says less than that posture needs (the app corrects from the
 * worst flag of the last seconds); the correction is tried on flags of their own.
 */
export function feedbackReplay(
  kind: LandmarkCache['kind'],
  items: LabelledFrame[],
  sensitivities: readonly number[] = [10, 9, 8, 7, 6, 5],
): FeedbackCase[] {
  return sensitivities.flatMap((sensitivity) => {
    const r = replay(kind, items, { sensitivity });
    const caught = r.judged.filter((j) => j.item.label === 'slouched' && flagged(j.summary));
    const wrong = r.judged.filter(
      (j) =>
        j.item.label === 'good' &&
        flagged(j.summary) &&
        j.summary.issues.every((i) => i.severity >= ISSUE_ON[i.type]),
    );
    const before = wrong.length ? judgeWith(kind, items, sensitivity, r.calibration) : null;
    return wrong.map((w) => {
      const c = correctFalseAlarm(r.calibration, w.summary.issues)!;
      const after = judgeWith(kind, items, sensitivity, c.baseline);
      return {
        sensitivity,
        item: w.item,
        text: c.text,
        beyondCap: w.summary.issues.some(
          (i) => i.severity / (ISSUE_ON[i.type] * ALLOWANCE_TARGET) > allowanceCap(i.type),
        ),
        changed: c.changed.length,
        widenedAll: w.summary.issues.every((i) => (c.baseline.allowance?.[i.type] ?? 1) > 1),
        flaggedBefore: before!.get(w.item) === true,
        flaggedAfter: after.get(w.item) === true,
        caught: caught.length,
        stillCaught: caught.filter((j) => after.get(j.item) === true).length,
      };
    });
  });
}
