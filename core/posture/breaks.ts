// Breaks, docs/posture-rules.md#breaks: the break reminder counts CONTINUOUS tracked
// time: time with the camera open for tracking and the person there. Away, snoozed, paused,
// locked and frozen spans are not tracked time (the same spans the session timer leaves out).
// Getting up (away for BREAK_MIN_AWAY_MS or more, from when the person was last seen) is a break:
// it is counted once and the continuous time starts again from 0. A shorter absence only pauses
// it. When the continuous time reaches the reminder interval, the reminder fires once and the
// count starts again (an ignored reminder repeats one interval later). Pure: time is an argument.
import { BREAK_MIN_AWAY_MS } from './constants.ts';

/** The 'Break reminder' choices in minutes (0 = off); 50 is the default. */
export const BREAK_REMINDER_CHOICES = [0, 30, 45, 50, 60] as const;
export type BreakReminderMinutes = (typeof BREAK_REMINDER_CHOICES)[number];
export const BREAK_REMINDER_DEFAULT: BreakReminderMinutes = 50;

export interface BreakInput {
  /** The camera is open for tracking (not stopped, snoozed, paused or locked). */
  tracking: boolean;
  /** While away: when the person was last seen (the engine's presence.awaySince); else null. */
  awaySince: number | null;
}

export interface BreakStep {
  /** Time to stand up: the continuous tracked time just reached the reminder interval. */
  remind: boolean;
  /** A break was just counted (away reached BREAK_MIN_AWAY_MS). */
  breakTaken: boolean;
}

export interface BreakTracker {
  update(input: BreakInput, now: number): BreakStep;
  /** `gapMs` before `now` went by unobserved (page frozen, machine asleep): not tracked time. */
  skip(gapMs: number, now: number): void;
  /** Continuous tracked time at `now`, ms. */
  continuousMs(now: number): number;
  readonly breaks: number;
  /** 0 turns the reminder off (breaks are still counted). */
  setReminderMs(ms: number): void;
  /** A new session: no breaks, no continuous time. */
  reset(): void;
}

export function createBreakTracker(
  reminderMs: number = BREAK_REMINDER_DEFAULT * 60_000,
  minAwayMs: number = BREAK_MIN_AWAY_MS,
): BreakTracker {
  /** Tracked time before the current run of it, since the last break or reminder. */
  let accumulated = 0;
  /** Start of the current run of tracked time; null while not tracked. */
  let runningSince: number | null = null;
  let breaks = 0;
  /** The away span (by its awaySince) already counted as a break. */
  let countedAway: number | null = null;

  const continuous = (now: number) =>
    accumulated + (runningSince === null ? 0 : Math.max(0, now - runningSince));

  return {
    update({ tracking, awaySince }, now) {
      const on = tracking && awaySince === null;
      let breakTaken = false;
      if (!on && runningSince !== null) {
        const stopAt = awaySince === null ? now : Math.min(now, Math.max(runningSince, awaySince));
        accumulated += Math.max(0, stopAt - runningSince);
        runningSince = null;
      }
      if (tracking && awaySince !== null && countedAway !== awaySince) {
        if (now - awaySince >= minAwayMs) {
          countedAway = awaySince;
          breaks += 1;
          accumulated = 0;
          breakTaken = true;
        }
      }
      if (on && runningSince === null) runningSince = now;
      let remind = false;
      if (reminderMs > 0 && on && continuous(now) >= reminderMs) {
        remind = true;
        accumulated = 0;
        runningSince = now;
      }
      return { remind, breakTaken };
    },
    skip(gapMs, now) {
      if (runningSince !== null) runningSince = Math.min(now, runningSince + gapMs);
    },
    continuousMs: continuous,
    get breaks() {
      return breaks;
    },
    setReminderMs(ms) {
      reminderMs = Math.max(0, ms);
    },
    reset() {
      accumulated = 0;
      runningSince = null;
      breaks = 0;
      countedAway = null;
    },
  };
}
