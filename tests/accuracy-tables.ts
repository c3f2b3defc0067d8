// The tables of `npm run accuracy`'s report, from the replay (accuracy-replay.ts): per-class recall
// and false alarms at sensitivity 1-10, and each cue's deviation from the calibrated baseline per
// class, in units of the rule's default tolerance, so a rule's margin is visible. Pure.
import type { EngineTuning, EngineSummary } from '../core/posture/engine.ts';
import { extractFeatures, type PostureFeatures } from '../core/posture/features.ts';
import { headDrop, MIN_CVA_MARGIN_DEG } from '../core/posture/forward-head.ts';
import { gateFrame } from '../core/posture/gate.ts';
import { median } from '../core/posture/geometry.ts';
import { NECK_SINK_TOLERANCE, neckSink } from '../core/posture/neck-sink.ts';
import {
  NECK_STRETCH_TOLERANCE,
  NECK_STRETCH_WINDOW_MS,
  neckStretch,
} from '../core/posture/neck-stretch.ts';
import { DEFAULT_SETTINGS } from '../core/posture/settings.ts';
import type { CalibrationData } from '../core/posture/calibration-data.ts';
import type { IssueType } from '../core/posture/types.ts';
import {
  replay,
  type Judged,
  type Label,
  type LabelledFrame,
  type LandmarkCache,
  type Replay,
} from './accuracy-replay.ts';

const SLOUCH_TYPES: readonly IssueType[] = ['forwardHead', 'slouching'];
export const slouchFlag = (s: EngineSummary) => s.issues.some((i) => SLOUCH_TYPES.includes(i.type));
export interface ClassCounts {
  flagged: number;
  total: number;
}

export interface SensitivityRow {
  sensitivity: number;
  good: ClassCounts;
  slouched: ClassCounts;
}

const count = (judged: Judged[], label: Label): ClassCounts => {
  const rows = judged.filter((j) => j.item.label === label);
  return { flagged: rows.filter((j) => slouchFlag(j.summary)).length, total: rows.length };
};

export function sweep(
  kind: LandmarkCache['kind'],
  items: LabelledFrame[],
  sensitivities = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  tuning: Partial<EngineTuning> = {},
): SensitivityRow[] {
  return sensitivities.map((sensitivity) => {
    const r = replay(kind, items, { sensitivity }, tuning);
    return { sensitivity, good: count(r.judged, 'good'), slouched: count(r.judged, 'slouched') };
  });
}

/** A cue's deviation from the baseline (positive = toward a slouch) and its default tolerance. */
interface Cue {
  name: string;
  rule: string;
  tolerance: (cal: CalibrationData) => number;
  value: (f: PostureFeatures, cal: CalibrationData) => number;
}

export const CUES: readonly Cue[] = [
  {
    name: 'head drop (neck heights)',
    rule: 'translation 0.15',
    tolerance: () => DEFAULT_SETTINGS.translationThreshold,
    value: headDrop,
  },
  {
    name: 'neck shrink (ears over frame)',
    rule: 'slouch 85 %',
    tolerance: () => 1 - DEFAULT_SETTINGS.slouchRatio,
    value: (f, c) => 1 - f.shoulderEar / c.shoulderEarBaseline,
  },
  {
    name: 'neck shrink (ears over shoulder width)',
    rule: 'part of neck sink',
    tolerance: () => NECK_SINK_TOLERANCE,
    value: (f, c) => 1 - f.neckToShoulderWidth / (c.baselineNeckToShoulderWidth ?? NaN),
  },
  {
    name: 'neck sink (drop + shrink)',
    rule: `neck sink ${NECK_SINK_TOLERANCE}`,
    tolerance: () => NECK_SINK_TOLERANCE,
    value: neckSink,
  },
  {
    name: 'neck stretch, one frame (log, ears over shoulder width)',
    rule: `neck stretch, personal only (${NECK_STRETCH_WINDOW_MS / 1000} s mean; gap in ${NECK_STRETCH_TOLERANCE})`,
    tolerance: () => NECK_STRETCH_TOLERANCE,
    value: neckStretch,
  },
  {
    name: 'CVA estimate fall (deg)',
    rule: 'CVA cue',
    tolerance: (c) =>
      Math.max(
        MIN_CVA_MARGIN_DEG,
        (c.baselineCVA ?? NaN) - DEFAULT_SETTINGS.forwardHeadCVAThresholdDeg,
      ),
    value: (f, c) => (c.baselineCVA ?? NaN) - f.cvaDeg,
  },
  {
    name: 'ears forward, keypoints3D (m)',
    rule: 'depth 0.02',
    tolerance: () => DEFAULT_SETTINGS.forwardHeadDepthDelta,
    value: (f, c) => (c.baselineEarVsShouldersZ ?? NaN) - f.earVsShouldersZ,
  },
  {
    name: 'face width growth',
    rule: 'proximity 1.2',
    tolerance: () => DEFAULT_SETTINGS.faceProximityThreshold - 1,
    value: (f, c) => f.faceWidth / c.baselineFaceWidth - 1,
  },
];

export interface CueRow {
  cue: string;
  rule: string;
  tolerance: number;
  good: { median: number; max: number };
  slouched: { median: number; min: number };
  /** (smallest slouched - largest good) / tolerance: > 0 means the cue alone separates the classes. */
  gap: number;
}

export function cueTable(r: Replay): CueRow[] {
  const feats = r.judged.flatMap((j) =>
    j.item.frame && gateFrame(j.item.frame, DEFAULT_SETTINGS.confidenceThreshold).gate === 'ok'
      ? [{ label: j.item.label, f: extractFeatures(j.item.frame) }]
      : [],
  );
  return CUES.map((c) => {
    const tol = c.tolerance(r.calibration);
    const of = (label: Label) =>
      feats
        .filter((x) => x.label === label)
        .map((x) => c.value(x.f, r.calibration))
        .filter(Number.isFinite);
    const g = of('good');
    const s = of('slouched');
    const max = g.length ? Math.max(...g) : NaN;
    const min = s.length ? Math.min(...s) : NaN;
    return {
      cue: c.name,
      rule: c.rule,
      tolerance: tol,
      good: { median: median(g), max },
      slouched: { median: median(s), min },
      gap: (min - max) / tol,
    };
  });
}
