// The monitoring screen's own view state: the latest engine summary as the screen shows it, the
// session timer and which overlays are open. Per-frame data never comes here; summaries arrive at
// most 10 times a second from the pipeline's store (src/state/monitor.ts).
import { proxy, ref } from 'valtio';
import { IDLE_SUMMARY } from './MonitorView.tsx';
import type { TimerValue } from './SessionTimer.tsx';
import type { Analytics, SummaryView } from './types.ts';

/** Spec §4 'Calibration': the finished progress display resets after 2 s. */
export const CALIBRATED_DISPLAY_MS = 2_000;

export interface ScreenState {
  summary: SummaryView;
  timer: TimerValue;
  /** The camera dialog was dismissed for this failure ('Not now'). */
  cameraDialogDismissed: boolean;
  retryingCamera: boolean;
  /** When calibration last completed (page clock), to show 'Calibrated' briefly in the dialog. */
  calibratedAt: number | null;
  widgetOpen: boolean;
}

export function createScreenState(): ScreenState {
  return {
    summary: { ...IDLE_SUMMARY, analytics: ref(IDLE_SUMMARY.analytics) },
    timer: { accumulatedMs: 0, runningSince: null },
    cameraDialogDismissed: false,
    retryingCamera: false,
    calibratedAt: null,
    widgetOpen: false,
  };
}

export const screen = proxy<ScreenState>(createScreenState());

/** The engine summary fields the screen reads (src/posture/engine.ts EngineSummary). */
export interface SummaryLike extends SummaryView {
  calibration: SummaryView['calibration'] & { event?: 'completed' | 'cancelled' | null };
  alert: { kind: 'posture'; message: string } | null;
}

export function applySummaryToScreen(s: SummaryLike, now: number): void {
  const v = screen.summary;
  if (v.poseStatus !== s.poseStatus) v.poseStatus = s.poseStatus;
  if (v.message !== s.message) v.message = s.message;
  v.score = s.score;
  v.issues = ref(s.issues);
  v.calibration = {
    status: s.calibration.status,
    progress: s.calibration.progress,
    secondsRemaining: s.calibration.secondsRemaining,
  };
  v.analytics = ref(s.analytics as Analytics);
  v.metrics = s.metrics ? { ...s.metrics } : null;
  if (s.calibration.event === 'completed') screen.calibratedAt = now;
}

/** Tracking on/off moves the timer: paused time is not counted (spec §4 'Session recording'). */
export function timerTracking(on: boolean, now: number): void {
  const t = screen.timer;
  if (on && t.runningSince === null) t.runningSince = now;
  if (!on && t.runningSince !== null) {
    t.accumulatedMs += now - t.runningSince;
    t.runningSince = null;
  }
}

/** End Session / Reset Session: score 100, no episodes, timer at zero. */
export function resetScreenSession(): void {
  Object.assign(screen.summary, {
    score: 100,
    issues: ref([]),
    analytics: ref(IDLE_SUMMARY.analytics),
    metrics: null,
  });
  screen.timer = { accumulatedMs: 0, runningSince: null };
}

/**
 * Spec §4: the dialog shows while calibrating, and 'Calibrated' for the 2 s the progress display
 * keeps 100 before it resets.
 */
export function calibrationDialogOpen(
  tracking: boolean,
  status: SummaryView['calibration']['status'],
  calibratedAt: number | null,
  now: number,
): boolean {
  if (!tracking) return false;
  if (status === 'Calibrating...') return true;
  return (
    status === 'Calibrated' && calibratedAt !== null && now - calibratedAt < CALIBRATED_DISPLAY_MS
  );
}

/** The countdown runs once the first frame with a person arrived (progress or time has moved). */
export function calibrationCounting(c: SummaryView['calibration'], poseDetected: boolean): boolean {
  return (
    c.status === 'Calibrating...' && (c.progress > 0 || c.secondsRemaining < 10 || poseDetected)
  );
}
