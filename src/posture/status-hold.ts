// docs/posture-rules.md#status-hold: a posture problem shows in the status only once it has lasted
// STATUS_HOLD_MS, so a glance at the keyboard or a reach for a cup (a dip of a second or two) does
// not turn the status red. The same stretch as the alert delay (alert-delay.ts: no break longer
// than 1 s, two good frames to show a break), shorter. Good posture shows at once: a flag that
// ends is never held back. Pure: time is an argument.
import { createPoorStretch, stretchLongEnough } from './alert-delay';
import { MESSAGE_EXCELLENT, MESSAGE_ISSUE_DEFAULT } from './constants';
import type { PostureIssue } from './types';

/** How long a problem lasts before the status shows it (the alert delay's default is 5 s). */
export const STATUS_HOLD_MS = 3_000;

export interface HeldStatus {
  message: string;
  issues: PostureIssue[];
}

export interface StatusHold {
  /**
   * One summary's message and issues at `now` (ms): the issues pass once they have lasted
   * `holdMs`; until then the status reads as good posture. A message that is not about posture
   * (calibrate first, away, camera moved) passes unchanged.
   */
  update(message: string, issues: PostureIssue[], now: number): HeldStatus;
  reset(): void;
}

export function createStatusHold(holdMs: number = STATUS_HOLD_MS): StatusHold {
  const stretch = createPoorStretch();
  return {
    update(message, issues, now) {
      const lasted = stretch.update(issues.length > 0, now);
      if (issues.length === 0 || stretchLongEnough(lasted, holdMs)) return { message, issues };
      // Only the posture message is held back; anything else the engine says stays.
      const aboutPosture =
        message === MESSAGE_ISSUE_DEFAULT || issues.some((i) => i.message === message);
      return { message: aboutPosture ? MESSAGE_EXCELLENT : message, issues: [] };
    },
    reset: () => stretch.reset(),
  };
}
