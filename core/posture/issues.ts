// Issue detection for one analysed frame: the rules (forward-head.ts, threshold-rules.ts) give a
// value per issue, and a temporal-consistency flag per issue (temporal.ts) decides whether it is
// on. Forward head uses the 0.5 / 0.3 hysteresis (docs/posture-rules.md#forward-head) on its severity. Head tilt and shoulder
// asymmetry get the same kind of dead band on their normalised deviation: on above 1
// (the threshold) for `temporalFrames` frames, off only below DEAD_BAND_OFF (0.6 = 0.3 / 0.5, the
// forward-head proportion), so a flag cannot flicker around its threshold. Slouching fires above 1
// and drops at 1 (its 85% rule has no spec'd hysteresis).
import { FORWARD_HEAD_OFF, FORWARD_HEAD_ON, MAX_SEVERITY } from './constants.ts';
import type { CalibrationData } from './calibration-data.ts';
import { allowedSeverity } from './feedback.ts';
import type { PostureFeatures } from './features.ts';
import { forwardHeadCues, type ForwardHeadCues } from './forward-head.ts';
import { ISSUE_MESSAGES } from './messages.ts';
import { neckSinkRatio } from './neck-sink.ts';
import { createStretchWindow, neckStretch, stretchRatio } from './neck-stretch.ts';
import { CUE_FLOORS, cueLines, type CueLines, type LineTuning } from './cue-lines.ts';
import { toleranceFactor, type EffectiveThresholds, type PostureSettings } from './settings.ts';
import { createConsistentFlag } from './temporal.ts';
import { headTiltRatio, shoulderAsymmetryRatio, slouchRatio } from './threshold-rules.ts';
import type { IssueType, PostureIssue } from './types.ts';

export interface IssueDetector {
  /** Issues that are on after this frame, most severe first. */
  update(
    f: PostureFeatures,
    cal: CalibrationData,
    t: EffectiveThresholds,
    s: PostureSettings,
    now: number,
  ): PostureIssue[];
  /** The forward-head cues of the last frame (for diagnostics and tests). */
  readonly lastCues: ForwardHeadCues | null;
  /**
   * Whether any rule was above its 'on' threshold in the last frame, flag on or not yet: poor
   * posture as seen before the temporal frames confirm it (the alert delay counts from here).
   */
  readonly anyAbove: boolean;
  reset(): void;
}

/**
 * docs/posture-rules.md#issues: head tilt and shoulder asymmetry turn off only below 0.6 of their
 * threshold.
 */
export const DEAD_BAND_OFF = 0.6;

const ORDER: readonly IssueType[] = ['forwardHead', 'slouching', 'headTilt', 'shoulderAsymmetry'];

/** The harness's switches (cue-lines.ts LineTuning): the app passes none. */
export type EngineTuning = LineTuning;

export function createIssueDetector(tuning: Partial<EngineTuning> = {}): IssueDetector {
  const flags = {
    forwardHead: createConsistentFlag(),
    headTilt: createConsistentFlag(),
    shoulderAsymmetry: createConsistentFlag(),
    slouching: createConsistentFlag(),
  };
  const stretchWindow = createStretchWindow();
  let lastCues: ForwardHeadCues | null = null;
  let anyAbove = false;
  // Each cue's line for this baseline (cue-lines.ts), worked out again only when it changes.
  let linesFor: CalibrationData | null = null;
  let lines: CueLines | null = null;
  return {
    update(f, cal, t, s, now) {
      if (cal !== linesFor || !lines) {
        lines = cueLines(cal, tuning);
        linesFor = cal;
      }
      const w = lines.factor;
      const k = toleranceFactor(s.sensitivity);
      const cues = forwardHeadCues(f, cal, t, s.yawIgnoreRatio, w);
      lastCues = cues;
      const values: Record<
        IssueType,
        { severity: number; on: number; off: number; value: number }
      > = {
        forwardHead: {
          severity: cues.severity,
          on: FORWARD_HEAD_ON,
          off: FORWARD_HEAD_OFF,
          value: cues.weightedSum,
        },
        // The 85 % rule, the neck sink that holds from a low camera (neck-sink.ts), or the neck
        // stretch of sinking back seen from below (neck-stretch.ts), judged on its mean over the
        // last NECK_STRETCH_WINDOW_MS.
        slouching: ratioEntry(
          Math.max(
            slouchRatio(f, cal, t, w.shrink),
            neckSinkRatio(f, cal, k * w.sink),
            stretchRatio(
              stretchWindow.push(neckStretch(f, cal), now),
              k,
              CUE_FLOORS.stretch * w.stretch,
            ),
          ),
        ),
        headTilt: ratioEntry(headTiltRatio(f, cal, t), DEAD_BAND_OFF),
        shoulderAsymmetry: ratioEntry(shoulderAsymmetryRatio(f, cal, t), DEAD_BAND_OFF),
      };
      const issues: PostureIssue[] = [];
      anyAbove = false;
      for (const type of ORDER) {
        // This setup's 'That wasn't a slouch' corrections widen the rule (feedback.ts).
        const v = values[type];
        const severity = allowedSeverity(v.severity, cal, type);
        if (severity > v.on) anyAbove = true;
        if (flags[type].update(severity, v.on, v.off, s.temporalFrames)) {
          issues.push({
            type,
            severity,
            message: ISSUE_MESSAGES[type],
            value: v.value,
          });
        }
      }
      // Stable sort: ties keep ORDER, so the message shown for equal severities is predictable.
      return issues.sort((a, b) => b.severity - a.severity);
    },
    get lastCues() {
      return lastCues;
    },
    get anyAbove() {
      return anyAbove;
    },
    reset() {
      for (const flag of Object.values(flags)) flag.reset();
      stretchWindow.reset();
      lastCues = null;
      anyAbove = false;
      linesFor = null;
      lines = null;
    },
  };
}

function ratioEntry(ratio: number, off = 1) {
  const severity = Math.min(MAX_SEVERITY, Number.isFinite(ratio) ? ratio : 0);
  return { severity, on: 1, off, value: ratio };
}
