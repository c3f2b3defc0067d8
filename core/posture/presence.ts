// Away and back, docs/posture-rules.md#away-and-back: nobody in front of the camera (no pose, or
// the gate finds no head and shoulders) for AWAY_AFTER_ABSENT_MS turns the status to 'away', dated
// from the moment the person was last seen; a person seen again for BACK_AFTER_PRESENT_MS (every
// analysed frame in that span with someone in it) turns it back. Pure: time is an argument.
import { AWAY_AFTER_ABSENT_MS, BACK_AFTER_PRESENT_MS, GATE_MISSING } from './constants.ts';
import type { GateResult } from './gate.ts';

export type Presence = 'present' | 'away';

export interface PresenceView {
  status: Presence;
  /** While away: when the person was last seen (the away span starts there); else null. */
  awaySince: number | null;
}

export interface PresenceTracker {
  /** One analysed frame's gate at `now`; returns the presence after it. */
  update(gate: GateResult, now: number): PresenceView;
  readonly view: PresenceView;
  /**
   * `gapMs` went by unobserved (page frozen, machine asleep): it counts as neither absence nor
   * presence. An absence before it goes on from where it was; a run of frames toward 'back' starts
   * again.
   */
  skip(gapMs: number): void;
  reset(): void;
}

/** Nobody there: no pose, or no nose and shoulders (low confidence still means someone is there). */
export const isAbsent = (gate: GateResult) => gate === 'No pose' || gate === GATE_MISSING;

export function createPresenceTracker(
  awayAfterMs: number = AWAY_AFTER_ABSENT_MS,
  backAfterMs: number = BACK_AFTER_PRESENT_MS,
): PresenceTracker {
  let lastSeen: number | null = null;
  let awaySince: number | null = null;
  /** While away: the start of the current unbroken run of frames with someone in them. */
  let backSince: number | null = null;

  const view = (): PresenceView =>
    awaySince === null ? { status: 'present', awaySince: null } : { status: 'away', awaySince };

  return {
    update(gate, now) {
      const absent = isAbsent(gate);
      if (awaySince === null) {
        if (!absent) lastSeen = now;
        else if (lastSeen === null) lastSeen = now;
        else if (now - lastSeen >= awayAfterMs) {
          awaySince = lastSeen;
          backSince = null;
        }
        return view();
      }
      if (absent) backSince = null;
      else {
        backSince ??= now;
        if (now - backSince >= backAfterMs) {
          awaySince = null;
          backSince = null;
          lastSeen = now;
        }
      }
      return view();
    },
    get view() {
      return view();
    },
    skip(gapMs) {
      if (awaySince === null && lastSeen !== null) lastSeen += gapMs;
      backSince = null;
    },
    reset() {
      lastSeen = null;
      awaySince = null;
      backSince = null;
    },
  };
}
