// The monitoring flow around the pipeline (spec §4 'Monitoring flow', §9): settings pushed live to
// the worker, alerts on the engine's `alert`, score persistence, the session timer, the feedback
// timer, the end-callback registry and the floating widget. The pipeline (src/state/monitor.ts)
// owns the camera, the workers and the detection/calibration timeline.
import { useEffect, useRef } from 'react';
import { openWidget, type WidgetHandle } from '../../browser/pip/widget.ts';
import { widgetLines } from '../../browser/pip/widget-view.ts';
import {
  alertsState,
  askNotificationPermission,
  raiseAlert,
  refreshNotificationPermission,
  resetAlerts,
} from '../../state/alerts.ts';
import { resetFeedback, scheduleFeedback } from '../../state/feedback.ts';
import { logLocal } from '../../state/local-log.ts';
import { clearScore, clearScoreOnUnload, loadScore, saveScore } from '../../state/score-storage.ts';
import { engineSettingsPatch, getSettings, subscribeSettings } from '../../state/settings.ts';
import { endAllSessions, registerEndCallback } from '../../state/tracking-sessions.ts';
import { ratingFor } from './format.ts';
import { endRecordingOnUnload, observeRecording, recoverRecordings } from './session-link.ts';
import {
  applySummaryToScreen,
  resetScreenSession,
  restoreScreenScore,
  screen,
  timerTracking,
  type SummaryLike,
} from './screen-store.ts';

/** What the flow needs from the pipeline's store; src/routes/Monitor.tsx passes the real one. */
export interface PipelinePort {
  /** Subscribes to every engine summary; returns the unsubscribe. */
  onSummary: (fn: (s: SummaryLike) => void) => () => void;
  /** The pose worker's engine controls (null while not mounted). */
  engine: () => {
    configureEngine(o: { settings?: object; initialScore?: number }): Promise<void>;
    setSettings(patch: object): Promise<void>;
    resetScore(): Promise<void>;
    resetAnalytics(): Promise<void>;
    cancelCalibration(): Promise<void>;
  } | null;
  isTracking: () => boolean;
  subscribeTracking: (fn: () => void) => () => void;
  end: () => Promise<void>;
}

/** Spec §4 first load: 0.5 s + 1 s before the detector initialises and notifications are asked for. */
const NOTIFICATION_ASK_DELAY_MS = 1_500;
/** The score is written to storage at most this often (it changes up to 10 times a second). */
const SCORE_SAVE_MS = 1_000;

let widget: WidgetHandle | null = null;
/** What the open widget shows now (its text), so a summary that changes nothing redraws nothing. */
let widgetShown = '';

function widgetView(tracking: boolean) {
  const score = screen.summary.score;
  return { score, rating: ratingFor(score), active: tracking };
}

function updateWidget(tracking: boolean): void {
  if (!widget) return;
  const v = widgetView(tracking);
  const l = widgetLines(v);
  const key = `${l.status}|${l.score}|${l.rating}`;
  if (key === widgetShown) return;
  widgetShown = key;
  widget.update(v);
}

export function useMonitorFlow(port: PipelinePort): void {
  const portRef = useRef(port);
  useEffect(() => {
    const p = portRef.current;
    const offs: (() => void)[] = [];
    const restored = loadScore();
    if (restored) restoreScreenScore(restored.score);
    // Settings and a restored score reach the engine before the first frame.
    void p.engine()?.configureEngine({
      settings: engineSettingsPatch(getSettings()),
      ...(restored ? { initialScore: restored.score } : {}),
    });
    offs.push(subscribeSettings((s) => void p.engine()?.setSettings(engineSettingsPatch(s))));

    let lastSave = 0;
    // Work a summary triggers but that is not part of showing it (the alert's toast, tone and
    // notification; writing the score to storage) runs in a task of its own, so the summary's
    // task stays short (issue #3: no long tasks on the main thread).
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const later = (fn: () => void) => {
      const t = setTimeout(() => {
        pending.delete(t);
        fn();
      }, 0);
      pending.add(t);
    };
    offs.push(() => pending.forEach((t) => clearTimeout(t)));
    offs.push(
      p.onSummary((s) => {
        const now = Date.now();
        applySummaryToScreen(s, now);
        if (p.isTracking()) observeRecording(s.score, s.issues.length > 0);
        if (s.alert && p.isTracking()) {
          const st = getSettings();
          const message = s.alert.message;
          const opts = {
            alertFrequency: st.alertFrequency,
            audioEnabled: st.audioEnabled,
            notificationsEnabled: st.notificationsEnabled,
          };
          later(() => raiseAlert(message, opts, now));
        }
        if (now - lastSave >= SCORE_SAVE_MS) {
          lastSave = now;
          const score = s.score;
          later(() => saveScore(score));
        }
        updateWidget(p.isTracking());
      }),
    );
    offs.push(
      p.subscribeTracking(() => {
        timerTracking(p.isTracking(), Date.now());
        updateWidget(p.isTracking());
      }),
    );
    offs.push(clearScoreOnUnload());
    recoverRecordings();
    // Spec §4: on page unload a beacon ends the recorded session (hiding the page is not an end).
    const onPageHide = () => endRecordingOnUnload(sessionTotals());
    window.addEventListener('pagehide', onPageHide);
    offs.push(() => window.removeEventListener('pagehide', onPageHide));
    offs.push(registerEndCallback(() => p.end()));
    offs.push(scheduleFeedback());
    refreshNotificationPermission();
    const ask = setTimeout(() => {
      if (getSettings().notificationsEnabled) void askNotificationPermission();
    }, NOTIFICATION_ASK_DELAY_MS);
    offs.push(() => clearTimeout(ask));
    // Turning notifications on later asks again (the browser answers at once if already decided).
    let notify = getSettings().notificationsEnabled;
    offs.push(
      subscribeSettings((s) => {
        if (s.notificationsEnabled && !notify) void askNotificationPermission();
        notify = s.notificationsEnabled;
      }),
    );
    return () => {
      offs.forEach((off) => off());
      widget?.close();
      widget = null;
      resetFeedback();
      // Spec §4: on unmount, 'ending all sessions' runs every registered end-callback.
      void endAllSessions();
    };
  }, []);
}

/** The session end payload's totals (spec §3), from what the screen shows now. */
export function sessionTotals() {
  const a = screen.summary.analytics;
  return {
    finalScore: screen.summary.score,
    numAlerts: alertsState.count,
    totalSecondsBadPosture: a.totalTimeInPoorPosture / 1000,
    totalEpisodes: a.totalEpisodes,
  };
}

/** End Session and Reset Session both leave score 100, no episodes, no alerts, timer at zero. */
export async function resetSessionState(port: PipelinePort): Promise<void> {
  const api = port.engine();
  await Promise.all([api?.resetScore(), api?.resetAnalytics()]);
  clearScore();
  resetAlerts();
  resetScreenSession();
  updateWidget(false);
}

export async function openFloatingWidget(tracking: boolean): Promise<void> {
  if (widget) return;
  const view = widgetView(tracking);
  widgetShown = '';
  widget = await openWidget(view, () => {
    widget = null;
    screen.widgetOpen = false;
  });
  screen.widgetOpen = widget !== null;
  if (!widget) logLocal('warn', 'the floating widget stays inactive');
}
