// The full monitoring screen (docs/product.md#monitoring-screen): the presentational MonitorView on
// top of the monitor session (src/state/monitor-session: the pipeline's store and the session's
// actions) and the screen's own stores (settings, alerts, feedback, recording). It mounts the
// session, reads snapshots and lays the props out; the video stage is CameraStage.tsx.
import { useMemo, useCallback, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { isWidgetSupported } from '../../browser/pip/widget.ts';
import { useT } from '../../i18n/index.ts';
import { alertShown, dismissAlert, holdAlert, useAlerts } from '../../state/alerts.ts';
import { dismissBreakReminder, useBreaks } from '../../state/monitoring/breaks.ts';
import { useAuth } from '../../state/auth.ts';
import { dismissFeedback, thanksShown, useFeedback } from '../../state/feedback.ts';
import {
  monitorActions as actions,
  useMonitor,
  useMonitorSession,
  type MonitorOptions,
} from '../../state/monitor-session/index.ts';
import { useSettings } from '../../state/settings.ts';
import { useSnooze } from '../../state/snooze.ts';
import { screen } from '../../state/monitoring/screen-store.ts';
import {
  calibrationCounting,
  calibrationDialogOpen,
} from '../../state/monitoring/calibration-view.ts';
import { useRecording } from '../../state/recording/monitor-link.ts';
import { useExampleStep } from '../../state/monitoring/slouch-example.ts';
import type { SummaryView } from '../../state/monitoring/types.ts';
import { shownCalibrationStatus } from '../../state/monitoring/view-model.ts';
import { CameraStage } from './CameraStage.tsx';
import { modelProps, useCalibratedDisplay } from './screen-model.ts';
import { EndSessionDialog } from './EndSessionDialog.tsx';
import { MonitorView } from './MonitorView.tsx';
import { PipelineNotice } from './PipelineNotice.tsx';
import { CueCheck } from './CueCheck.tsx';
import { TabNotice } from './TabNotice.tsx';
import { SnoozeControl } from './SnoozeControl.tsx';
import { SetupSettings } from './SetupSettings.tsx';
import { SetupStatus } from './SetupStatus.tsx';

/** One element for every render: the memoised settings panel does not render again for it. */
const SETUP_SETTINGS = <SetupSettings />;

export interface MonitorScreenProps {
  options: MonitorOptions;
  /** Extra content under the controls (the ?debug overlay). */
  children?: ReactNode;
}

export function MonitorScreen({ options, children }: MonitorScreenProps) {
  // A new language renders the screen again: the values it passes down (the backend line) are words too.
  useT();
  const host = useRef<HTMLDivElement>(null);
  const m = useMonitor();
  const v = useSnapshot(screen);
  const example = useExampleStep();
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
  useMonitorSession(options, host);
  useCalibratedDisplay(v.calibratedAt);

  // The screen re-renders only when something it shows changes (screen.view, not every summary),
  // and MonitorView's panels are memoised: every action keeps its identity across renders.
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
        exampleStep: m.tracking && example.until !== null,
        onWantExample: actions.slouchExample.want,
        onSkipExample: actions.slouchExample.skip,
      }}
      alert={alerts.current}
      onDismissAlert={dismissAlert}
      onHoldAlert={holdAlert}
      onAlertShown={alertShown}
      falseAlarm={actions.falseAlarm}
      breaks={breaksView}
      feedback={{
        ...feedback,
        onSubmit: actions.submitFeedback,
        onDismiss: dismissFeedback,
        onOpen: actions.openFeedback,
        onThanksShown: thanksShown,
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
      {m.tracking && summary.calibration.status === 'Calibrated' ? (
        <CueCheck onToggle={actions.cueCheck} />
      ) : null}
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
