// Frame gating, docs/posture-rules.md#gate: the nose and both shoulders are required, otherwise
// 'Missing landmarks' with their names; a landmark with visibility above 0.5 counts toward the
// frame's confidence, and a confidence below the setting (0.7) gives 'Low confidence'.
import { GATE_LOW_CONFIDENCE, GATE_MISSING, VISIBILITY_THRESHOLD } from './constants.ts';
import { CONFIDENCE_SET, LANDMARK_LABEL, REQUIRED, landmarkAt, visibilityOf } from './landmarks.ts';
import type { PoseFrame } from './types.ts';

export type GateResult = 'ok' | typeof GATE_MISSING | typeof GATE_LOW_CONFIDENCE | 'No pose';

export interface GateOutcome {
  gate: GateResult;
  /** User-facing names of the missing required landmarks. */
  missing: string[];
  /** Share of the upper-body landmarks seen with visibility above 0.5. */
  confidence: number;
}

export function gateFrame(frame: PoseFrame | null, confidenceThreshold: number): GateOutcome {
  if (!frame || frame.landmarks.length === 0)
    return { gate: 'No pose', missing: [], confidence: 0 };
  const missing = REQUIRED.filter((key) => !landmarkAt(frame.landmarks, key)).map(
    (key) => LANDMARK_LABEL[key],
  );
  if (missing.length > 0) return { gate: GATE_MISSING, missing, confidence: 0 };
  let seen = 0;
  for (const key of CONFIDENCE_SET) {
    if (visibilityOf(landmarkAt(frame.landmarks, key)) > VISIBILITY_THRESHOLD) seen += 1;
  }
  const confidence = seen / CONFIDENCE_SET.length;
  if (confidence < confidenceThreshold)
    return { gate: GATE_LOW_CONFIDENCE, missing: [], confidence };
  return { gate: 'ok', missing: [], confidence };
}
