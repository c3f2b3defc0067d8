// The monitoring screen's handlers: what the controls and dialogs do (docs/posture-rules.md#monitoring-flow).
// They read the stores when called, so they never go stale and keep their identity across renders
// (MonitorView's panels are memoised on them).
import { unlockAlertAudio } from '../../browser/alerts/sound.ts';
import type { FeedbackType } from '../../../core/api/types.ts';
import { askNotificationPermissionOnStart } from '../../state/alerts.ts';
import { authState } from '../../state/auth.ts';
import { openFeedback, submitFeedback } from '../../state/feedback.ts';
import {
  keepBaseline,
  monitor,
  pauseTracking,
  poseWorker,
  recalibrate,
  setModelType,
  reconsiderModel,
  startTracking,
} from '../../state/monitor.ts';
import { getSettings, updateSettings, type MonitorSettings } from '../../state/settings.ts';
import { endSnooze, startSnooze } from '../../state/snooze.ts';
import { screen } from '../../state/monitoring/screen-store.ts';
import {
  dismissFalseAlarmNotice,
  notASlouch,
  undoNotASlouch,
  type LoadBaseline,
} from '../../state/monitoring/false-alarm.ts';
import { claimTracking, takeOverTracking } from '../../state/monitoring/tab-tracking.ts';
import {
  pauseRecording,
  recording,
  resumeRecording,
  startRecording,
} from '../../state/monitoring/session-link.ts';
import {
  openFloatingWidget,
  resetSessionState,
  type PipelinePort,
} from '../../state/monitoring/useMonitorFlow.ts';

export type ScreenActions = ReturnType<typeof screenActions>;

/** A corrected baseline goes to the running engine (the pose worker). */
const loadBaseline: LoadBaseline = (data, setup) => void poseWorker()?.loadCalibration(data, setup);

export function screenActions(port: PipelinePort) {
  const start = async () => {
    unlockAlertAudio();
    // docs/decisions.md#notification-permission: asked in the Start click's gesture, never on load.
    void askNotificationPermissionOnStart(getSettings().notificationsEnabled);
    screen.cameraDialogDismissed = false;
    const resuming = monitor.paused;
    // docs/decisions.md#tabs: one tracking tab; another tab tracking shows a notice instead.
    if (!(await claimTracking(() => port.end()))) return;
    await startTracking();
    if (!monitor.tracking) return;
    if (resuming && recording.active) resumeRecording();
    else if (authState.status === 'authenticated')
      await startRecording(getSettings(), screen.summary.score);
  };
  const snooze = (ms: number) => {
    pauseRecording();
    void pauseTracking();
    startSnooze(ms);
  };
  return {
    start: () => void start(),
    pause: () => {
      pauseRecording();
      void pauseTracking();
    },
    end: () => void port.end(),
    reset: () => void resetSessionState(port),
    recalibrate: () => void recalibrate(),
    /** Snoozed time is paused time (not tracked, camera released). */
    snooze: (ms: number) => snooze(ms),
    /** 'Track here instead': the other tab ends its session first, then this one starts. */
    trackHere: () => void takeOverTracking(() => port.end()).then(start),
    resumeFromSnooze: () => {
      endSnooze();
      void start();
    },
    openWidget: () => void openFloatingWidget(monitor.tracking, snooze),
    changeSettings: (patch: Partial<MonitorSettings>) => {
      updateSettings(patch);
      if (patch.model && !new URLSearchParams(location.search).has('model')) {
        if (patch.model === 'auto') reconsiderModel();
        else setModelType(patch.model);
      }
    },
    closeCameraDialog: () => {
      screen.cameraDialogDismissed = true;
    },
    cancelCalibration: () => {
      // docs/posture-rules.md#calibration: cancel calibration, end the session, stop the camera, tracking off.
      void poseWorker()?.cancelCalibration();
      void port.end();
    },
    retryCalibration: () => void recalibrate(),
    keepCalibration: () => void keepBaseline(),
    /** 'That wasn't a slouch' (docs/posture-rules.md#false-alarm-feedback). */
    falseAlarm: {
      notSlouch: () => void notASlouch(loadBaseline),
      undo: () => undoNotASlouch(loadBaseline),
      dismiss: dismissFalseAlarmNotice,
    },
    openFeedback,
    submitFeedback: (type: FeedbackType, text: string) => void submitFeedback(type, text),
  };
}
