// docs/posture-rules.md#status-hold: a posture problem shows in the status only once it has lasted
// STATUS_HOLD_MS, so a glance at the keyboard or a reach for a cup (a dip of a second or two) does
// not turn the status red. It counts a stretch as the alert delay does (alert-delay.ts): poor
// posture is an issue on or a rule past its threshold (the engine's `poor`), with no break longer
// than STATUS_BREAK_MS, and two good frames to show a break. Once shown, the problem stays through
// such short breaks (a slouch whose flag flickers reads as one slouch) and goes when a break has
// lasted longer. Pure: time is an argument.
import { createPoorStretch, stretchLongEnough } from './alert-delay.ts';
import { MESSAGE_EXCELLENT, MESSAGE_ISSUE_DEFAULT } from './constants.ts';
import type { PostureIssue } from './types.ts';

/** How long a problem lasts before the status shows it (the alert delay's default is 5 s). */
export const STATUS_HOLD_MS = 3_000;
/**
 * The longest break that keeps a problem's stretch, and that a shown problem stays through. Longer
 * than the alert's 1 s: the laptop sitter's held slouch is flagged with gaps of a second or more
 * (docs/posture-rules.md#status-hold), while the nag clip's dips come 11 s apart.
 */
export const STATUS_BREAK_MS = 2_000;

export interface HeldStatus {
  message: string;
  issues: PostureIssue[];
}

export interface StatusHold {
  /**
   * One summary's message and issues at `now` (ms); `poor` is the engine's (issues alone when
   * absent). Until poor posture has lasted `holdMs` the status reads as good posture; then it
   * shows the stretch's latest problem until a break of over STATUS_BREAK_MS. A message that is not about
   * posture (calibrate first, away, camera moved) passes unchanged.
   */
  update(message: string, issues: PostureIssue[], now: number, poor?: boolean): HeldStatus;
  reset(): void;
}

export function createStatusHold(holdMs: number = STATUS_HOLD_MS): StatusHold {
  const stretch = createPoorStretch(STATUS_BREAK_MS);
  let showing = false;
  /** The latest problem of this stretch. */
  let last: HeldStatus | null = null;
  let goodFrom: number | null = null;
  let goodFrames = 0;
  const quiet = (message: string, issues: PostureIssue[]): HeldStatus => {
    const aboutPosture =
      message === MESSAGE_ISSUE_DEFAULT || issues.some((i) => i.message === message);
    return { message: aboutPosture ? MESSAGE_EXCELLENT : message, issues: [] };
  };
  return {
    update(message, issues, now, poor = issues.length > 0) {
      const lasted = stretch.update(poor, now);
      if (poor) {
        goodFrom = null;
        goodFrames = 0;
        if (lasted === 0) last = null; // a new stretch
        if (issues.length > 0) last = { message, issues };
        showing = stretchLongEnough(lasted, holdMs);
        if (!showing) return quiet(message, issues);
        return issues.length > 0 ? { message, issues } : (last ?? quiet(message, issues));
      }
      if (!showing || last === null || message !== MESSAGE_EXCELLENT) return { message, issues };
      goodFrom ??= now;
      goodFrames += 1;
      if (goodFrames >= 2 && now - goodFrom > STATUS_BREAK_MS) {
        showing = false;
        last = null;
        return { message, issues };
      }
      return last; // a good frame or two inside a slouch that is shown
    },
    reset: () => {
      stretch.reset();
      showing = false;
      last = null;
      goodFrom = null;
      goodFrames = 0;
    },
  };
}
