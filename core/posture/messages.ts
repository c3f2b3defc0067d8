// User-facing texts: one message per issue (docs/posture-rules.md#data) and the posture message of
// docs/posture-rules.md#messages ("Excellent posture detected!", "Please calibrate your posture first", the issue's own
// message or "Posture issue detected").
import { MESSAGE_CALIBRATE_FIRST, MESSAGE_EXCELLENT, MESSAGE_ISSUE_DEFAULT } from './constants.ts';
import type { IssueType, PostureIssue } from './types.ts';

export const ISSUE_MESSAGES: Record<IssueType, string> = {
  forwardHead:
    'Your head is drifting forward. Tuck your chin and bring your ears back over your shoulders.',
  headTilt: 'Your head is tilted to one side. Level your head.',
  shoulderAsymmetry: 'Your shoulders are uneven. Relax them and let them level out.',
  slouching: 'You are slouching. Sit up tall and lift your chest.',
};

/** docs/product.md#monitoring-screen. `issues` are sorted most severe first. */
export function postureMessage(calibrated: boolean, issues: readonly PostureIssue[]): string {
  if (!calibrated) return MESSAGE_CALIBRATE_FIRST;
  const first = issues[0];
  if (!first) return MESSAGE_EXCELLENT;
  return first.message || MESSAGE_ISSUE_DEFAULT;
}
