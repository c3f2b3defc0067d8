// The monitor session's use cases: what the screen's controls and dialogs do
// (docs/posture-rules.md#monitoring-flow). They read the stores when called, so they never go stale,
// and the object is made once: every handler keeps its identity (MonitorView's panels are memoised
// on them).
import { unlockAlertAudio } from '../../browser/alerts/sound.ts';
import type { FeedbackType } from '../../../core/api/types.ts';
import type { CorrectionKind } from '../../../core/recording/data-point.ts';
import { askNotificationPermissionOnStart } from '../alerts.ts';
import { authState } from '../auth.ts';
import { openFeedback, submitFeedback } from '../feedback.ts';
import { getSettings, updateSettings, type MonitorSettings } from '../settings.ts';
import { endSnooze, startSnooze } from '../snooze.ts';
import { screen } from '../monitoring/screen-store.ts';
import {
  exampleStep,
  skipExampleStep,
  slouchingNow,
  undoSlouchExample,
} from '../monitoring/slouch-example.ts';
import {
  dismissFalseAlarmNotice,
  falseAlarm,
  notASlouch,
  undoNotASlouch,
  type LoadBaseline,
} from '../monitoring/false-alarm.ts';
import { setCueCheckOpen } from '../monitoring/cue-check.ts';
import { claimTracking, takeOverTracking } from '../tab-tracking/tracking-lock.ts';
import {
  pauseRecording,
  recordCorrection,
  recording,
  takeBackCorrection,
  resumeRecording,
  startRecording,
} from '../recording/monitor-link.ts';
import { openFloatingWidget } from '../monitoring/widget-link.ts';
import { endMonitorSession } from './end.ts';
import {
  drawWorker,
  keepBaseline,
  pauseTracking,
  poseWorker,
  recalibrate,
  reconsiderModel,
  setModelType,
  startTracking,
} from './pipeline-link.ts';
import { resetSessionState } from './reset.ts';
import { monitor } from './store.ts';

/**
 * A correction counted for the session's history (docs/api.md#history weeks); the notice its press
 * just showed remembers it, so that notice's Undo takes it back.
 */
function counted(kind: CorrectionKind): void {
  recordCorrection(kind);
  if (falseAlarm.notice) falseAlarm.notice.counted = kind;
}

/** A corrected baseline goes to the running engine (the pose worker). */
const loadBaseline: LoadBaseline = (data, setup) => void poseWorker()?.loadCalibration(data, setup);

async function start(): Promise<void> {
  unlockAlertAudio();
  // docs/decisions.md#notification-permission: asked in the Start click's gesture, never on load.
  void askNotificationPermissionOnStart(getSettings().notificationsEnabled);
  screen.cameraDialogDismissed = false;
  const resuming = monitor.paused;
  // docs/decisions.md#tabs: one tracking tab; another tab tracking shows a notice instead.
  if (!(await claimTracking(() => endMonitorSession()))) return;
  await startTracking();
  if (!monitor.tracking) return;
  if (resuming && recording.active) resumeRecording();
  else if (authState.status === 'authenticated')
    await startRecording(getSettings(), screen.summary.score);
}

function snooze(ms: number): void {
  pauseRecording();
  void pauseTracking();
  startSnooze(ms);
}

export const monitorActions = {
  start: () => void start(),
  pause: () => {
    pauseRecording();
    void pauseTracking();
  },
  end: () => void endMonitorSession(),
  reset: () => void resetSessionState(),
  recalibrate: () => void recalibrate(),
  /** Snoozed time is paused time (not tracked, camera released). */
  snooze: (ms: number) => snooze(ms),
  /** 'Track here instead': the other tab ends its session first, then this one starts. */
  trackHere: () => void takeOverTracking(() => endMonitorSession()).then(start),
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
    void endMonitorSession();
  },
  retryCalibration: () => void recalibrate(),
  keepCalibration: () => void keepBaseline(),
  /** 'That wasn't a slouch' (docs/posture-rules.md#false-alarm-feedback). */
  falseAlarm: {
    notSlouch: () => {
      if (notASlouch(loadBaseline)) counted('false_alarm');
    },
    /**
     * 'I'm slouching now' (docs/posture-rules.md#slouch-example), the twin; counted like it, also
     * when the moment taught nothing ('unclear'): the person still says the coach missed a slouch.
     */
    slouchingNow: () => {
      const worker = poseWorker();
      if (worker)
        void slouchingNow(worker, loadBaseline).then((outcome) => {
          if (outcome) counted('missed_slouch');
        });
    },
    /** Undo puts the lines back and takes back the correction its press counted. */
    undo: () => {
      const taken = falseAlarm.notice?.counted;
      const undone =
        falseAlarm.notice?.kind === 'example'
          ? undoSlouchExample(loadBaseline)
          : undoNotASlouch(loadBaseline);
      if (undone && taken) takeBackCorrection(taken);
    },
    dismiss: dismissFalseAlarmNotice,
  },
  /** The calibration's 'Now slouch the way you usually do' step: asked for, or skipped. */
  slouchExample: {
    want: (on: boolean) => {
      exampleStep.wanted = on;
    },
    skip: () => {
      const worker = poseWorker();
      skipExampleStep(worker ?? { cancelSlouchExample: async () => {} });
    },
  },
  /** 'Check my calibration' opened or closed: its lines are read twice a second while open. */
  cueCheck: (open: boolean) =>
    setCueCheckOpen(
      open,
      () => poseWorker()?.cueLines() ?? null,
      (guides) =>
        void drawWorker()
          ?.setGuides(guides)
          .catch(() => undefined),
    ),
  openFeedback,
  submitFeedback: (type: FeedbackType, text: string) => void submitFeedback(type, text),
};
