// The full monitoring screen (spec §2): the presentational MonitorView on top of the pipeline's
// store (src/state/monitor.ts: camera, workers, detection and calibration timeline) and the
// screen's own stores (settings, alerts, feedback, score storage).
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { isWidgetSupported } from '../../browser/pip/widget.ts';
import { unlockAlertAudio } from '../../browser/alerts/sound.ts';
import { dismissAlert, useAlerts } from '../../state/alerts.ts';
import { authState, useAuth } from '../../state/auth.ts';
import { dismissFeedback, submitFeedback, useFeedback } from '../../state/feedback.ts';
import {
  endSession,
  monitor,
  mountMonitor,
  pauseTracking,
  poseDebugApi,
  retryModel,
  setModelType,
  startTracking,
  useMonitor,
  type MonitorOptions,
} from '../../state/monitor.ts';
import {
  getSettings,
  updateSettings,
  useSettings,
  type MonitorSettings,
} from '../../state/settings.ts';
import { MonitorView } from './MonitorView.tsx';
import * as css from './MonitorView.css.ts';
import {
  calibrationCounting,
  calibrationDialogOpen,
  CALIBRATED_DISPLAY_MS,
  screen,
} from './screen-store.ts';
import {
  endRecording,
  pauseRecording,
  recording,
  resumeRecording,
  startRecording,
  useRecording,
} from './session-link.ts';
import type { FeedbackType } from '../../api/types.ts';
import type { SummaryView } from './types.ts';
import {
  openFloatingWidget,
  resetSessionState,
  sessionTotals,
  useMonitorFlow,
  type PipelinePort,
} from './useMonitorFlow.ts';

export interface MonitorScreenProps {
  options: MonitorOptions;
  /** Every engine summary from the pipeline's store. */
  onSummary: PipelinePort['onSummary'];
  /** Extra content under the controls (the ?debug overlay). */
  children?: ReactNode;
}

export function MonitorScreen({ options, onSummary, children }: MonitorScreenProps) {
  const host = useRef<HTMLDivElement>(null);
  const m = useMonitor();
  const v = useSnapshot(screen);
  const settings = useSettings();
  const alerts = useAlerts();
  const feedback = useFeedback();
  const auth = useAuth();
  const rec = useRecording();
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const port = useMemo<PipelinePort>(
    () => ({
      onSummary,
      engine: () => poseDebugApi(),
      isTracking: () => monitor.tracking,
      subscribeTracking: (fn) => {
        let last = monitor.tracking;
        return subscribe(monitor, () => {
          if (monitor.tracking !== last) {
            last = monitor.tracking;
            fn();
          }
        });
      },
      end: async () => {
        // Spec §4: the recorder ends first, with the totals the screen still shows.
        await endRecording(sessionTotals());
        await endSession();
        await resetSessionState(port);
      },
    }),
    [onSummary],
  );

  // The pipeline mounts first (the worker exists), then the flow configures it.
  useEffect(() => (host.current ? mountMonitor(options, host.current) : undefined), [options]);
  useMonitorFlow(port);

  // Close the calibration dialog once 'Calibrated' has shown for its 2 s.
  useEffect(() => {
    if (v.calibratedAt === null) return;
    const t = setTimeout(rerender, CALIBRATED_DISPLAY_MS + 50);
    return () => clearTimeout(t);
  }, [v.calibratedAt]);

  // The screen re-renders only when something it shows changes (screen.view, not every summary),
  // and MonitorView's panels are memoised: every handler below keeps its identity across renders.
  const actions = useMemo(() => screenActions(port), [port]);
  const summary = v.view as SummaryView;
  const now = Date.now();
  const sessionActive = m.tracking || m.paused;
  const cameraDenied = m.camera.status === 'Permission denied';

  return (
    <MonitorView
      signedIn={auth.status === 'authenticated'}
      recording={rec.active}
      cameraStatus={m.camera.status}
      cameraDetail={m.camera.detail}
      summary={summary}
      timer={v.timer}
      model={{
        state:
          m.model.phase === 'ready' ? 'ready' : m.model.phase === 'error' ? 'error' : 'loading',
        progress: m.model.total > 0 ? m.model.loaded / m.model.total : 0,
        backend: m.model.backend,
        error: m.model.error,
        modelType: m.model.type,
        onRetry: retryModel,
      }}
      frameSource={m.frameSource}
      controls={{
        tracking: m.tracking,
        paused: m.paused,
        sessionActive,
        starting: m.tracking && m.camera.status === 'Connecting...',
        onStart: actions.start,
        onPause: actions.pause,
        onEnd: actions.end,
        onReset: actions.reset,
      }}
      widget={{
        supported: isWidgetSupported(),
        open: v.widgetOpen,
        onOpen: actions.openWidget,
      }}
      settings={settings}
      onSettingsChange={actions.changeSettings}
      notificationPermission={alerts.permission}
      cameraDialog={{
        open: cameraDenied && !v.cameraDialogDismissed,
        retrying: m.camera.status === 'Connecting...',
        onGrant: actions.start,
        onClose: actions.closeCameraDialog,
      }}
      calibrationDialog={{
        open: calibrationDialogOpen(m.tracking, summary.calibration.status, v.calibratedAt, now),
        counting: calibrationCounting(summary.calibration, summary.poseStatus === 'Detected'),
        onCancel: actions.cancelCalibration,
      }}
      alert={alerts.current}
      onDismissAlert={dismissAlert}
      feedback={{
        ...feedback,
        onSubmit: actions.submitFeedback,
        onDismiss: dismissFeedback,
      }}
      // The draw worker paints the spec's placeholders ('Initializing camera...', 'Loading
      // video...', 'Tracking stopped') on this canvas itself.
      video={
        <div
          ref={host}
          data-testid="canvas-host"
          className={css.canvasHost}
          role="img"
          aria-label={
            m.tracking
              ? m.camera.status === 'Connected'
                ? 'Camera view with your pose drawn on it'
                : 'Initializing camera...'
              : 'Tracking stopped'
          }
        />
      }
      now={Date.now}
    >
      {children}
    </MonitorView>
  );
}

/** The screen's handlers. They read the stores when called, so they never go stale. */
function screenActions(port: PipelinePort) {
  const start = async () => {
    unlockAlertAudio();
    screen.cameraDialogDismissed = false;
    const resuming = monitor.paused;
    await startTracking();
    if (!monitor.tracking) return;
    if (resuming && recording.active) resumeRecording();
    else if (authState.status === 'authenticated')
      await startRecording(getSettings(), screen.summary.score);
  };
  return {
    start: () => void start(),
    pause: () => {
      pauseRecording();
      void pauseTracking();
    },
    end: () => void port.end(),
    reset: () => void resetSessionState(port),
    openWidget: () => void openFloatingWidget(monitor.tracking),
    changeSettings: (patch: Partial<MonitorSettings>) => {
      updateSettings(patch);
      if (patch.model && !new URLSearchParams(location.search).has('model'))
        setModelType(patch.model);
    },
    closeCameraDialog: () => {
      screen.cameraDialogDismissed = true;
    },
    cancelCalibration: () => {
      // Spec §4: cancel calibration, end the session, stop the camera, tracking off.
      void poseDebugApi()?.cancelCalibration();
      void port.end();
    },
    submitFeedback: (type: FeedbackType, text: string) => void submitFeedback(type, text),
  };
}
