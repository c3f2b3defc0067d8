// The full monitoring screen (docs/product.md#monitoring-screen): the presentational MonitorView on top of the pipeline's
// store (src/state/monitor.ts: camera, workers, detection and calibration timeline) and the
// screen's own stores (settings, alerts, feedback, score storage). The handlers live in
// screen-actions.ts, the flow's port to the pipeline in pipeline-port.ts, the video stage in
// CameraStage.tsx; this file reads the stores and lays the props out.
import {
  useEffect,
  useMemo,
  useCallback,
  startTransition,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSnapshot } from 'valtio';
import { isWidgetSupported } from '../../browser/pip/widget.ts';
import { dismissAlert, useAlerts } from '../../state/alerts.ts';
import { dismissBreakReminder, useBreaks } from '../../state/monitoring/breaks.ts';
import { useAuth } from '../../state/auth.ts';
import { dismissFeedback, useFeedback } from '../../state/feedback.ts';
import {
  monitor,
  mountMonitor,
  retryModel,
  chooseLiteModel,
  useMonitor,
  type MonitorOptions,
} from '../../state/monitor.ts';
import { useSettings } from '../../state/settings.ts';
import { loadSnooze, useSnooze, watchSnooze } from '../../state/snooze.ts';
import { toast } from '../../state/toasts.ts';
import { watchScreenLock } from '../../browser/idle.ts';
import {
  calibrationCounting,
  calibrationDialogOpen,
  CALIBRATED_DISPLAY_MS,
  screen,
} from '../../state/monitoring/screen-store.ts';
import { backendLabel } from '../../state/monitoring/format.ts';
import { useRecording } from '../../state/monitoring/session-link.ts';
import type { SummaryView } from '../../state/monitoring/types.ts';
import { shownCalibrationStatus } from '../../state/monitoring/view-model.ts';
import { useMonitorFlow, type PipelinePort } from '../../state/monitoring/useMonitorFlow.ts';
import { CameraStage } from './CameraStage.tsx';
import { EndSessionDialog } from './EndSessionDialog.tsx';
import { MonitorView, type MonitorViewProps } from './MonitorView.tsx';
import { PipelineNotice } from './PipelineNotice.tsx';
import { TabNotice } from './TabNotice.tsx';
import { createPipelinePort } from './pipeline-port.ts';
import { screenActions } from './screen-actions.ts';
import { SnoozeControl } from './SnoozeControl.tsx';
import { SetupSettings } from './SetupSettings.tsx';
import { SetupStatus } from './SetupStatus.tsx';

/** One element for every render: the memoised settings panel does not render again for it. */
const SETUP_SETTINGS = <SetupSettings />;

export interface MonitorScreenProps {
  options: MonitorOptions;
  /** Every engine summary from the pipeline's store. */
  onSummary: PipelinePort['onSummary'];
  /** Extra content under the controls (the ?debug overlay). */
  children?: ReactNode;
}

type Monitor = ReturnType<typeof useMonitor>;

function modelProps(m: Monitor): MonitorViewProps['model'] {
  return {
    state: m.model.phase === 'ready' ? 'ready' : m.model.phase === 'error' ? 'error' : 'loading',
    progress: m.model.total > 0 ? m.model.loaded / m.model.total : 0,
    backend: backendLabel(m.model.backend, m.model.lost),
    error: m.model.error,
    modelType: m.model.type,
    onRetry: retryModel,
    stage: m.model.stage,
    trying: m.model.trying,
    step: m.model.step,
    steps: m.model.steps,
    waiting: m.tracking,
    notice: m.model.notice,
    onUseLite: m.model.offerLite ? chooseLiteModel : null,
  };
}

/**
 * Re-renders once 'Calibrated' has shown for its 2 s, so the calibration dialog closes. Issue #13:
 * the close is not urgent, so it renders as a transition, which React splits into short slices
 * instead of one task that a busy 2-core machine stretches past 50 ms.
 */
function useCalibratedDisplay(calibratedAt: number | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (calibratedAt === null) return;
    const t = setTimeout(() => startTransition(rerender), CALIBRATED_DISPLAY_MS + 50);
    return () => clearTimeout(t);
  }, [calibratedAt]);
}

export function MonitorScreen({ options, onSummary, children }: MonitorScreenProps) {
  const host = useRef<HTMLDivElement>(null);
  const m = useMonitor();
  const v = useSnapshot(screen);
  const settings = useSettings();
  const alerts = useAlerts();
  const breaks = useBreaks();
  const breaksView = useMemo(
    () => ({ count: breaks.count, due: breaks.due, onDismiss: dismissBreakReminder }),
    [breaks.count, breaks.due],
  );
  const feedback = useFeedback();
  const auth = useAuth();
  const rec = useRecording();
  const snooze = useSnooze();

  const [confirmEnd, setConfirmEnd] = useState(false);
  const askToEnd = useCallback(() => setConfirmEnd(true), []);
  const port = useMemo(() => createPipelinePort(onSummary), [onSummary]);
  // The pipeline mounts first (the worker exists), then the flow configures it.
  useEffect(() => (host.current ? mountMonitor(options, host.current) : undefined), [options]);
  useMonitorFlow(port);
  useCalibratedDisplay(v.calibratedAt);

  // The screen re-renders only when something it shows changes (screen.view, not every summary),
  // and MonitorView's panels are memoised: every handler keeps its identity across renders.
  const actions = useMemo(() => screenActions(port), [port]);
  // A stored snooze survives a reload and ends by itself with a polite toast.
  useEffect(() => {
    loadSnooze();
    return watchSnooze(() => {
      toast.info('Snooze over: posture tracking is back on.');
      actions.start();
    });
  }, [actions]);
  // Optional pause while the screen is locked (locked time is not tracked time).
  useEffect(() => {
    if (!settings.pauseOnScreenLock) return;
    let pausedByLock = false;
    return watchScreenLock((locked) => {
      if (locked && monitor.tracking) {
        pausedByLock = true;
        actions.pause();
      } else if (!locked && pausedByLock) {
        pausedByLock = false;
        if (monitor.paused) actions.start();
      }
    });
  }, [actions, settings.pauseOnScreenLock]);
  const view = v.view as SummaryView;
  // A calibration stopped by Cancel, End or Pause never stays 'Calibrating...' on screen.
  const calibrationStatus = shownCalibrationStatus(
    m.tracking,
    view.calibration.status,
    m.calibration.baseline,
  );
  const summary =
    calibrationStatus === view.calibration.status
      ? view
      : { ...view, calibration: { ...view.calibration, status: calibrationStatus, progress: 0 } };
  // eslint-disable-next-line react-hooks/purity -- the live episode's duration as of this render
  const now = Date.now();
  const cameraDenied = m.camera.status === 'Permission denied';

  return (
    <MonitorView
      signedIn={auth.status === 'authenticated'}
      recording={rec.active}
      cameraStatus={m.camera.status}
      cameraDetail={m.camera.detail}
      summary={summary}
      timer={v.timer}
      model={modelProps(m)}
      frameSource={m.frameSource}
      controls={{
        tracking: m.tracking,
        paused: m.paused,
        sessionActive: m.tracking || m.paused,
        starting: m.tracking && m.camera.status === 'Connecting...',
        onStart: actions.start,
        onPause: actions.pause,
        onEnd: askToEnd,
        onReset: actions.reset,
        onRecalibrate: actions.recalibrate,
      }}
      widget={{ supported: isWidgetSupported(), open: v.widgetOpen, onOpen: actions.openWidget }}
      settings={settings}
      onSettingsChange={actions.changeSettings}
      setupSettings={SETUP_SETTINGS}
      setupStatus={<SetupStatus tracking={m.tracking} onRecalibrate={actions.recalibrate} />}
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
        canKeep: m.calibration.baseline,
        onCancel: actions.cancelCalibration,
        onRetry: actions.retryCalibration,
        onKeep: actions.keepCalibration,
      }}
      alert={alerts.current}
      onDismissAlert={dismissAlert}
      falseAlarm={actions.falseAlarm}
      breaks={breaksView}
      feedback={{
        ...feedback,
        onSubmit: actions.submitFeedback,
        onDismiss: dismissFeedback,
        onOpen: actions.openFeedback,
      }}
      video={<CameraStage hostRef={host} tracking={m.tracking} cameraStatus={m.camera.status} />}
      now={Date.now}
    >
      <SnoozeControl
        until={snooze.until}
        canSnooze={m.tracking}
        onSnooze={actions.snooze}
        onResume={actions.resumeFromSnooze}
      />
      <PipelineNotice />
      <EndSessionDialog
        isOpen={confirmEnd && (m.tracking || m.paused)}
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          actions.end();
        }}
      />
      <TabNotice onTrackHere={actions.trackHere} />
      {children}
    </MonitorView>
  );
}
