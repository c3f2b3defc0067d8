// Issue detection for one analysed frame: the rules (forward-head.ts, threshold-rules.ts) give a
// value per issue, and a temporal-consistency flag per issue (temporal.ts) decides whether it is
// on. Forward head uses the spec's 0.5 / 0.3 hysteresis on its severity; the other rules fire when
// their normalised deviation stays above 1 for `temporalFrames` frames.
import { FORWARD_HEAD_OFF, FORWARD_HEAD_ON, MAX_SEVERITY } from './constants';
import type { CalibrationData } from './calibration-data';
import type { PostureFeatures } from './features';
import { forwardHeadCues, type ForwardHeadCues } from './forward-head';
import { ISSUE_MESSAGES } from './messages';
import type { EffectiveThresholds, PostureSettings } from './settings';
import { createConsistentFlag } from './temporal';
import { headTiltRatio, shoulderAsymmetryRatio, slouchRatio } from './threshold-rules';
import type { IssueType, PostureIssue } from './types';

export interface IssueDetector {
  /** Issues that are on after this frame, most severe first. */
  update(f: PostureFeatures, cal: CalibrationData, t: EffectiveThresholds, s: PostureSettings): PostureIssue[];
  /** The forward-head cues of the last frame (for diagnostics and tests). */
  readonly lastCues: ForwardHeadCues | null;
  reset(): void;
}

const ORDER: readonly IssueType[] = ['forwardHead', 'slouching', 'headTilt', 'shoulderAsymmetry'];

export function createIssueDetector(): IssueDetector {
  const flags = {
    forwardHead: createConsistentFlag(),
    headTilt: createConsistentFlag(),
    shoulderAsymmetry: createConsistentFlag(),
    slouching: createConsistentFlag(),
  };
  let lastCues: ForwardHeadCues | null = null;
  return {
    update(f, cal, t, s) {
      const cues = forwardHeadCues(f, cal, t, s.yawIgnoreRatio);
      lastCues = cues;
      const values: Record<IssueType, { severity: number; on: number; off: number; value: number }> = {
        forwardHead: { severity: cues.severity, on: FORWARD_HEAD_ON, off: FORWARD_HEAD_OFF, value: cues.weightedSum },
        slouching: ratioEntry(slouchRatio(f, cal, t)),
        headTilt: ratioEntry(headTiltRatio(f, cal, t)),
        shoulderAsymmetry: ratioEntry(shoulderAsymmetryRatio(f, cal, t)),
      };
      const issues: PostureIssue[] = [];
      for (const type of ORDER) {
        const v = values[type];
        if (flags[type].update(v.severity, v.on, v.off, s.temporalFrames)) {
          issues.push({ type, severity: v.severity, message: ISSUE_MESSAGES[type], value: v.value });
        }
      }
      // Stable sort: ties keep ORDER, so the message shown for equal severities is predictable.
      return issues.sort((a, b) => b.severity - a.severity);
    },
    get lastCues() {
      return lastCues;
    },
    reset() {
      for (const flag of Object.values(flags)) flag.reset();
      lastCues = null;
    },
  };
}

function ratioEntry(ratio: number) {
  const severity = Math.min(MAX_SEVERITY, Number.isFinite(ratio) ? ratio : 0);
  return { severity, on: 1, off: 1, value: ratio };
}
