// What follows the monitor session while its screen is mounted (docs/posture-rules.md#monitoring-flow,
// docs/constants.md#timing): settings pushed live to the worker, alerts on the engine's `alert`,
// score persistence, the session timer, breaks, freezes, the feedback timer, the end-callback
// registry and the floating widget. session.ts feeds it the pipeline's summaries.
//
// followSession is a list of named subscriptions, each returning its own cleanup.
import type { PoseRemote } from '../../pipeline/pose-bridge.ts';
import { clearQuietAlert, noteIssueOnset, raiseAlert } from '../alerts.ts';
import { authState } from '../auth.ts';
import { resetFeedback, scheduleFeedback } from '../feedback.ts';
import { clearScoreOnUnload, loadScore, saveScore } from '../score-storage.ts';
import { engineSettingsPatch, getSettings, subscribeSettings } from '../settings.ts';
import { followAccountSetups } from '../setups-sync.ts';
import { endEveryMonitorSession, registerEndCallback } from './end-callbacks.ts';
import { askForNotifications, showQuietAlertInTitle } from '../monitoring/alert-link.ts';
import { followBreaks } from '../monitoring/breaks.ts';
import { followFalseAlarmSummary } from '../monitoring/false-alarm.ts';
import { followExampleSummary } from '../monitoring/slouch-example.ts';
import { followFreezes } from '../monitoring/freeze-link.ts';
import {
  applySummaryToScreen,
  restoreScreenScore,
  screen,
  type SummaryLike,
} from '../monitoring/screen-store.ts';
import { timerPresence, timerTracking } from '../monitoring/screen-timer.ts';
import {
  observeRecording,
  provideRecordingRestart,
  provideSessionTotals,
  startRecording,
} from '../recording/monitor-link.ts';
import { followSetupSummary } from '../monitoring/setup-link.ts';
import { followHandover, watchOtherTabs } from '../tab-tracking/tracking-lock.ts';
import { closeWidget, updateWidget } from '../monitoring/widget-link.ts';
import { endMonitorSession } from './end.ts';
import { sessionTotals } from './reset.ts';

/** The session's view of its pipeline, for the subscriptions here (session.ts makes it). */
export interface SessionPort {
  /** Subscribes to every engine summary; returns the unsubscribe. */
  onSummary: (fn: (s: SummaryLike) => void) => () => void;
  /** The pose worker (pipeline-link.ts `poseWorker`); null while not mounted. */
  engine: () => PoseRemote | null;
  isTracking: () => boolean;
  /** Tracking with the camera open (not while its permission prompt waits). */
  isCapturing: () => boolean;
  /** Called when isTracking() or isCapturing() changes; returns the unsubscribe. */
  subscribeTracking: (fn: () => void) => () => void;
}

type Off = () => void;

/** Nobody in front of the camera: no pose, or no head and shoulders (the engine's gate). */
const isAway = (s: SummaryLike & { gate?: string }) =>
  s.poseStatus !== 'Detected' || s.gate === 'No pose' || s.gate === 'Missing landmarks';

/** The score is written to storage at most this often (it changes up to 10 times a second). */
const SCORE_SAVE_MS = 1_000;

/** Settings and a restored score reach the engine before the first frame; later settings follow. */
function pushSettingsToEngine(p: SessionPort): Off {
  const restored = loadScore();
  if (restored) restoreScreenScore(restored.score);
  void p.engine()?.configureEngine({
    settings: engineSettingsPatch(getSettings()),
    ...(restored ? { initialScore: restored.score } : {}),
  });
  return subscribeSettings((s) => void p.engine()?.setSettings(engineSettingsPatch(s)));
}

/**
 * Every summary: the screen, the recorder's sample, the alert, the stored score, the widget. Work
 * a summary triggers but that is not part of showing it (the alert's toast, tone and
 * notification; writing the score to storage) runs in a task of its own, so the summary's task
 * stays short (docs/decisions.md#long-tasks: no long tasks on the main thread).
 */
function followSummaries(p: SessionPort): Off {
  let lastSave = 0;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const later = (fn: () => void) => {
    const t = setTimeout(() => {
      pending.delete(t);
      fn();
    }, 0);
    pending.add(t);
  };
  const off = p.onSummary((s) => {
    const now = Date.now();
    applySummaryToScreen(s, now);
    followSetupSummary(s);
    followFalseAlarmSummary(s, now);
    followExampleSummary(s, now, p.engine());
    timerPresence(s.presence?.status === 'away' ? (s.presence.awaySince ?? now) : null, now);
    // Looking down and not judging (docs/posture-rules.md#looking-down, #not-judging) are not
    // judged: neither good nor bad time. Looking down is recorded as its own kind.
    if (p.isTracking())
      observeRecording(
        s.score,
        s.issues.length > 0,
        isAway(s) || !!s.notJudging,
        s.presence?.status === 'away',
        s.lookingDown === true,
      );
    // 'Gentle, then louder' turns amber while the status names a problem (held as the status
    // holds it, docs/posture-rules.md#status-hold): a 2 s glance never turns the page amber, and
    // a slouch whose flag flickers stays one amber stretch.
    const shown = screen.summary.issues[0];
    if (shown && p.isTracking()) noteIssueOnset(shown.message, getSettings().alertStyle);
    if (s.alert && p.isTracking()) {
      const st = getSettings();
      const message = s.alert.message;
      const opts = {
        audioEnabled: st.audioEnabled,
        notificationsEnabled: st.notificationsEnabled,
        style: st.alertStyle,
        hidden: document.visibilityState === 'hidden',
      };
      later(() => raiseAlert(message, opts, now));
    } else if (s.issues.length === 0 && !shown) clearQuietAlert();
    if (now - lastSave >= SCORE_SAVE_MS) {
      lastSave = now;
      const score = s.score;
      later(() => saveScore(score));
    }
    updateWidget(p.isTracking());
  });
  return () => {
    off();
    pending.forEach((t) => clearTimeout(t));
  };
}

/** The session timer runs while the camera is open for tracking (never during the prompt). */
function followTracking(p: SessionPort): Off {
  const sync = () => {
    timerTracking(p.isCapturing(), Date.now());
    updateWidget(p.isTracking());
  };
  sync();
  return p.subscribeTracking(sync);
}

/** Starts every subscription (the pipeline is mounted: the worker exists). Returns their cleanup. */
export function followSession(p: SessionPort): Off {
  const offs: Off[] = [
    pushSettingsToEngine(p),
    followSummaries(p),
    followTracking(p),
    followBreaks(p),
    followFreezes(p),
    clearScoreOnUnload(),
    showQuietAlertInTitle(() => updateWidget(p.isTracking())),
    // The page-unload beacon (src/state/recording/page-unload.ts) ends the session with these totals.
    provideSessionTotals(sessionTotals),
    // An unload that did not happen after its beacon (src/state/recording/page-unload.ts).
    provideRecordingRestart(() => {
      if (p.isTracking() && authState.status === 'authenticated')
        void startRecording(getSettings(), screen.summary.score);
    }),
    registerEndCallback(() => endMonitorSession()),
    scheduleFeedback(),
    askForNotifications(),
    // docs/decisions.md#tabs: another tab's 'Track here' ends this tab's session, and the notice
    // says when another tab tracks.
    followHandover(),
    watchOtherTabs(),
    // docs/posture-rules.md#setups: saved setups reach the account on sign-in.
    followAccountSetups(),
  ];
  return () => {
    // docs/posture-rules.md#monitoring-flow: leaving the screen runs every registered end-callback.
    // It starts while this screen's callback is still registered; the recorder takes the totals at once.
    const ending = endEveryMonitorSession();
    offs.forEach((off) => off());
    closeWidget();
    resetFeedback();
    void ending;
  };
}
