// The monitoring screen's session timer: it runs while the camera is open for tracking and the
// person is there, and leaves out spans the page was frozen or asleep.
import { screen } from './screen-store.ts';

// What the session timer follows: the camera open for tracking, and the person there.
const timerGate = { capturing: false, away: false };

function runTimer(now: number, stopAt: number = now): void {
  const t = screen.timer;
  const on = timerGate.capturing && !timerGate.away;
  if (on && t.runningSince === null) t.runningSince = now;
  if (!on && t.runningSince !== null) {
    t.accumulatedMs += Math.max(0, stopAt - t.runningSince);
    t.runningSince = null;
  }
}

/** Tracking on/off moves the timer: paused time is not counted (docs/api.md#session-recording). */
export function timerTracking(on: boolean, now: number): void {
  timerGate.capturing = on;
  // A new run starts present; its summaries say otherwise if nobody is there.
  if (!on) timerGate.away = false;
  runTimer(now);
}

/**
 * docs/posture-rules.md#away-and-back: away time is not tracked time. The engine says 'Away' 10 s
 * after the person was last seen (`awaySince`, the same epoch clock); the timer stops there, as
 * the recorder's paused seconds do, and runs again when they are back.
 */
export function timerPresence(awaySince: number | null, now: number): void {
  const away = awaySince !== null;
  if (away === timerGate.away) return;
  timerGate.away = away;
  runTimer(now, away ? Math.min(now, awaySince) : now);
}

/**
 * docs/posture-rules.md#frozen-and-asleep: the page was frozen or the machine slept for the `gapMs` before
 * `now`; the session timer leaves that span out (it was not tracking).
 */
export function timerSkip(gapMs: number, now: number): void {
  const t = screen.timer;
  if (t.runningSince !== null) t.runningSince = Math.min(now, t.runningSince + gapMs);
}
