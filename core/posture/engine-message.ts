// The status message an engine summary carries: calibrate first, away, the gate's reason, the camera
// moved, not judging, looking down, or the posture message (docs/posture-rules.md#messages).
import {
  GATE_MISSING,
  MESSAGE_AWAY,
  MESSAGE_CALIBRATE_FIRST,
  MESSAGE_CAMERA_MOVED,
  MESSAGE_LOOKING_DOWN,
} from './constants.ts';
import type { GateResult } from './gate.ts';
import { NOT_JUDGING_MESSAGE, type NotJudgingReason } from './not-judging.ts';
import { postureMessage } from './messages.ts';
import type { PostureIssue } from './types.ts';

function gateMessage(gate: GateResult, missing: readonly string[]): string {
  if (gate === GATE_MISSING) return `${GATE_MISSING}: ${missing.join(', ')}`;
  return gate === 'No pose' ? 'No pose detected' : gate;
}

export function summaryMessage(
  calibrated: boolean,
  away: boolean,
  gate: GateResult,
  missing: readonly string[],
  moved: boolean,
  issues: readonly PostureIssue[],
  neutral: { lookingDown?: boolean; notJudging?: NotJudgingReason | null } = {},
): string {
  return !calibrated
    ? MESSAGE_CALIBRATE_FIRST
    : away
      ? MESSAGE_AWAY
      : gate !== 'ok'
        ? gateMessage(gate, missing)
        : moved
          ? MESSAGE_CAMERA_MOVED
          : neutral.notJudging
            ? NOT_JUDGING_MESSAGE[neutral.notJudging]
            : neutral.lookingDown
              ? MESSAGE_LOOKING_DOWN
              : postureMessage(true, issues);
}
