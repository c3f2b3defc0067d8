// The monitoring screen's own view state: the latest engine summary as the screen shows it, the
// session timer and which overlays are open. Per-frame data never comes here; summaries arrive at
// most 10 times a second from the monitor session (src/state/monitor-session/session.ts).
//
// Main-thread budget (docs/decisions.md#long-tasks): a summary changes a few decimals almost every
// time, but what the screen shows (a whole-number score, issue levels, episode rows in seconds)
// changes far less often. `summary` keeps the newest values as they came and is not reactive;
// `view` is what the screen renders and is written only when something visible changes, so most
// summaries re-render nothing and cause no style, layout or paint.
import { proxy, ref } from 'valtio';
import { createStatusHold } from '../../../core/posture/status-hold.ts';
import { displayScore } from './format.ts';
import type { Analytics, SummaryView } from './types.ts';
import { IDLE_SUMMARY, type TimerValue } from './view-model.ts';
import {
  episodesKey,
  freshShown,
  idle,
  issuesKey,
  metricsKey,
  type Shown,
} from './screen-shown.ts';

/**
 * The score metrics panel (mean, min, max, sample count) is redrawn at most this often: its sample
 * count changes with every summary. The newest values always show once the window has passed.
 */
export const METRICS_VIEW_MS = 500;

export interface ScreenState {
  /**
   * The newest engine summary as it came (unrounded score, whole analytics): what the session
   * totals, the floating widget and the recorder read. Plain, not reactive: it changes with every
   * summary and nothing renders from it.
   */
  summary: SummaryView;
  /** What the screen shows (MonitorView's `summary`): written only when the display changes. */
  view: SummaryView;
  timer: TimerValue;
  /** The camera dialog was dismissed for this failure ('Not now'). */
  cameraDialogDismissed: boolean;
  retryingCamera: boolean;
  /** When calibration last completed (page clock), to show 'Calibrated' briefly in the dialog. */
  calibratedAt: number | null;
  widgetOpen: boolean;
  shown: Shown;
}

export function createScreenState(): ScreenState {
  return {
    summary: ref(idle()),
    view: idle(),
    timer: { accumulatedMs: 0, runningSince: null },
    cameraDialogDismissed: false,
    retryingCamera: false,
    calibratedAt: null,
    widgetOpen: false,
    shown: ref(freshShown()),
  };
}

export const screen = proxy<ScreenState>(createScreenState());

/** The engine summary fields the screen reads (core/posture/engine.ts EngineSummary). */
export interface SummaryLike extends SummaryView {
  calibration: SummaryView['calibration'] & {
    event?: 'completed' | 'cancelled' | 'paused' | 'failed' | null;
  };
  alert: { kind: 'posture'; message: string } | null;
  /** The engine's presence (docs/posture-rules.md#away-and-back); absent in older summaries. */
  presence?: { status: 'present' | 'away'; awaySince?: number | null };
  /** The engine's poor posture, confirmed or not (the status hold counts it); absent in older summaries. */
  poor?: boolean;
  /** docs/posture-rules.md#looking-down: not judged now; absent in older summaries. */
  lookingDown?: boolean;
}

function showMetrics(now: number): void {
  const shown = screen.shown;
  if (shown.metricsTimer !== null) clearTimeout(shown.metricsTimer);
  shown.metricsTimer = null;
  shown.metricsAt = now;
  const key = metricsKey(screen.summary);
  if (key === shown.metrics) return;
  shown.metrics = key;
  const m = screen.summary.metrics;
  screen.view.metrics = m ? ref(m) : null;
}

/**
 * Brings `view` up to date with `summary`, assigning only what changes on screen. `now` is the
 * page clock (the live episode's duration grows with it); null while tracking is paused.
 */
function syncView(now: number | null): void {
  const s = screen.summary;
  const v = screen.view;
  const shown = screen.shown;
  // valtio notifies only when a value really changes, so equal primitives cost nothing.
  v.poseStatus = s.poseStatus;
  v.message = s.message;
  v.score = displayScore(s.score);
  const issues = issuesKey(s);
  if (issues !== shown.issues) {
    shown.issues = issues;
    v.issues = ref(s.issues);
  }
  v.calibration.status = s.calibration.status;
  v.calibration.progress = s.calibration.progress;
  v.calibration.secondsRemaining = s.calibration.secondsRemaining;
  v.viewTip = s.viewTip ?? null;
  v.away = s.away ?? false;
  v.cameraMoved = s.cameraMoved ?? false;
  v.notJudging = s.notJudging ?? null;
  v.lowPower = s.lowPower ?? false;
  v.calibration.problem = s.calibration.problem ?? null;
  const episodes = episodesKey(s.analytics, now);
  if (episodes !== shown.episodes) {
    shown.episodes = episodes;
    v.analytics = ref(s.analytics);
  }
  // Showing or hiding the panel is never held back; new numbers at most every METRICS_VIEW_MS.
  const metrics = metricsKey(s);
  if (metrics === shown.metrics) return;
  const hidden = JSON.stringify(null);
  const wait = shown.metricsAt + METRICS_VIEW_MS - (now ?? Infinity);
  if (wait <= 0 || metrics === hidden || shown.metrics === hidden) showMetrics(now ?? 0);
  else if (shown.metricsTimer === null)
    // Stamped on the caller's clock (`now`), which the timer's own clock need not match.
    shown.metricsTimer = setTimeout(() => showMetrics(shown.metricsAt + METRICS_VIEW_MS), wait);
}

/** docs/posture-rules.md#status-hold: a problem shows once it has lasted (not for a glance). */
const statusHold = createStatusHold();

export function applySummaryToScreen(s: SummaryLike, now: number): void {
  const r = screen.summary;
  const held = statusHold.update(s.message, s.issues, now, s.poor);
  r.poseStatus = s.poseStatus;
  r.message = held.message;
  r.score = s.score;
  r.issues = held.issues;
  r.calibration = {
    status: s.calibration.status,
    progress: s.calibration.progress,
    secondsRemaining: s.calibration.secondsRemaining,
    problem: s.calibration.problem ?? null,
  };
  r.analytics = s.analytics as Analytics;
  r.metrics = s.metrics ?? null;
  r.viewTip = s.viewTip ?? null;
  r.away = s.presence?.status === 'away';
  r.cameraMoved = s.cameraMoved ?? false;
  r.notJudging = s.notJudging ?? null;
  r.lowPower = s.lowPower ?? false;
  syncView(now);
  if (s.calibration.event === 'completed') screen.calibratedAt = now;
}

/** A score restored from storage (docs/posture-rules.md#score) shows before the first summary. */
export function restoreScreenScore(score: number): void {
  screen.summary.score = score;
  screen.view.score = displayScore(score);
}

/** End Session / Reset Session: score 100, no episodes, timer at zero. */
export function resetScreenSession(): void {
  statusHold.reset();
  Object.assign(screen.summary, {
    score: 100,
    issues: [],
    analytics: IDLE_SUMMARY.analytics,
    metrics: null,
    away: false,
    cameraMoved: false,
    notJudging: null,
    lowPower: false,
  });
  const shown = screen.shown;
  if (shown.metricsTimer !== null) clearTimeout(shown.metricsTimer);
  shown.metricsTimer = null;
  shown.metricsAt = -Infinity;
  syncView(null);
  screen.timer = { accumulatedMs: 0, runningSince: null };
}
