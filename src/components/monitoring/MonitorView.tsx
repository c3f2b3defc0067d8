import type { ReactNode } from 'react';
import type { FeedbackType } from '../../../core/api/types.ts';
import type { MonitorSettings } from '../../state/settings.ts';
import type { ControlsProps } from './Controls.tsx';
import type { FalseAlarmActions } from './FalseAlarm.tsx';
import type { ModelLoadingProps } from './ModelLoading.tsx';
import { useT } from '../../i18n/index.ts';
import * as css from './MonitorView.css.ts';
import { AlertToast } from './AlertToast.tsx';
import { BreakPowerStatus } from './BreakPowerStatus.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { CameraPermissionDialog } from './CameraPermissionDialog.tsx';
import { Controls } from './Controls.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { FeedbackThanks } from './FeedbackThanks.tsx';
import { ModelLoading } from './ModelLoading.tsx';
import { MonitorHeader } from './MonitorHeader.tsx';
import { PostureAnnouncer } from './PostureAnnouncer.tsx';
import { RecentEpisodes } from './RecentEpisodes.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StatusBar } from './StatusBar.tsx';
import { WindowedMetrics } from './WindowedMetrics.tsx';
import type { TimerValue } from '../../state/monitoring/view-model.ts';
import type { CameraStatus, SummaryView } from '../../state/monitoring/types.ts';
const NO_BREAKS = { count: 0, due: false };
const noop = () => undefined;
/** What the screen shows before the first engine summary arrives. */
export interface MonitorViewProps {
  signedIn: boolean;
  /** A recorded session with the account server is active (the session indicator). */
  recording: boolean;
  cameraStatus: CameraStatus;
  cameraDetail?: string | null;
  /** How frames reach the pose worker (track-processor or video-fallback), once tracking. */
  frameSource?: string | null;
  summary: SummaryView;
  timer: TimerValue;
  model: ModelLoadingProps;
  controls: Omit<ControlsProps, 'widgetSupported' | 'widgetOpen' | 'onOpenWidget'>;
  widget: { supported: boolean; open: boolean; onOpen: () => void };
  settings: MonitorSettings;
  onSettingsChange: (patch: Partial<MonitorSettings>) => void;
  /** The settings panel's 'Setup' chooser and the setup status under the controls (setups). */
  setupSettings?: ReactNode;
  setupStatus?: ReactNode;
  notificationPermission: 'granted' | 'denied' | 'default';
  cameraDialog: { open: boolean; retrying: boolean; onGrant: () => void; onClose: () => void };
  calibrationDialog: {
    open: boolean;
    counting: boolean;
    /** A saved baseline exists: the dialog offers to keep it. */
    canKeep: boolean;
    onCancel: () => void;
    onRetry: () => void;
    onKeep: () => void;
    /** docs/posture-rules.md#slouch-example: the 'Now slouch' step (SlouchExampleStep.tsx). */
    exampleStep?: boolean;
    onWantExample?: (on: boolean) => void;
    onSkipExample?: () => void;
  };
  alert: { id: number; message: string } | null;
  onDismissAlert: () => void;
  onHoldAlert?: (held: boolean) => void; // pointer or focus on the toast: it stays (holdAlert)
  onAlertShown?: (id: number) => void; // on screen: its 4 s start (alertShown)
  /** 'That wasn't a slouch' on the alert and in the status (FalseAlarm.tsx). */
  falseAlarm?: FalseAlarmActions;
  /** Breaks taken (docs/posture-rules.md#breaks) this session and a due break reminder. */
  breaks?: { count: number; due: boolean; onDismiss: () => void };
  feedback: {
    open: boolean;
    sending: boolean;
    thanks: string | null;
    onSubmit: (type: FeedbackType, text: string) => void;
    onDismiss: () => void;
    onOpen: () => void; // 'Give Feedback' in the header
    onThanksShown?: () => void; // the thank-you on screen: its 3 s start (thanksShown)
  };
  video: ReactNode; // the pipeline's video canvas (or a placeholder)
  now?: () => number;
  /** Extra content under the controls (a debug overlay). */
  children?: ReactNode;
}

/**
 * The monitoring screen's layout (docs/product.md#monitoring-screen): header; on the left the video and the controls; on the
 * right the status bar, metrics, the collapsible settings and Recent Episodes; then the overlays.
 * Pure presentation: every value and action comes in as a prop.
 */
export function MonitorView(p: MonitorViewProps) {
  const t = useT();
  const s = p.summary;
  return (
    <main id="main" className={css.page}>
      <MonitorHeader onFeedback={p.feedback.onOpen} />
      <div className={css.columns}>
        <div className={css.left}>
          <div className={css.stage}>
            {p.video}
            {/* Over the camera view, never over a control (docs/product.md#monitoring-screen). */}
            <AlertToast
              alert={p.alert}
              onDismiss={p.onDismissAlert}
              onHold={p.onHoldAlert}
              onShown={p.onAlertShown}
              onNotSlouch={p.falseAlarm?.notSlouch}
            />
          </div>
          <Controls
            {...p.controls}
            widgetSupported={p.widget.supported}
            widgetOpen={p.widget.open}
            onOpenWidget={p.widget.onOpen}
          />
          {p.setupStatus}
          <ModelLoading {...p.model} />
          <p className={css.footnote}>
            <span>
              {t('Pose detection runs on this device. No video or images leave your browser.')}
            </span>
            {p.frameSource ? (
              <span>
                {t('Frames:')} <span data-testid="frame-source">{p.frameSource}</span>
              </span>
            ) : null}
          </p>
          {p.children}
        </div>
        <div className={css.right}>
          <StatusBar
            signedIn={p.signedIn}
            sessionActive={p.recording}
            cameraStatus={p.cameraStatus}
            cameraDetail={p.cameraDetail}
            poseStatus={p.controls.tracking ? s.poseStatus : 'Not detected'}
            calibrationStatus={s.calibration.status}
            timer={p.timer}
            message={s.message}
            score={s.score}
            issues={s.issues}
            backend={p.model.backend}
            now={p.now}
            viewTip={s.viewTip ?? null}
            away={p.controls.tracking && (s.away ?? false)}
            cameraMoved={p.controls.tracking && (s.cameraMoved ?? false)}
            notJudging={p.controls.tracking && !!s.notJudging}
            onRecalibrate={p.controls.onRecalibrate}
            falseAlarm={p.falseAlarm}
          />
          <BreakPowerStatus
            tracking={p.controls.tracking}
            lowPower={s.lowPower ?? false}
            breaks={p.breaks ?? NO_BREAKS}
            onDismissBreak={p.breaks?.onDismiss ?? noop}
          />
          <WindowedMetrics metrics={s.metrics} />
          <SettingsPanel
            settings={p.settings}
            onChange={p.onSettingsChange}
            notificationPermission={p.notificationPermission}
            extra={p.setupSettings}
          />
          <RecentEpisodes
            analytics={s.analytics}
            now={p.controls.tracking ? (p.now ?? Date.now)() : null}
          />
        </div>
      </div>
      <PostureAnnouncer message={s.message} />
      <FeedbackThanks message={p.feedback.thanks} onShown={p.feedback.onThanksShown} />
      <CameraPermissionDialog
        isOpen={p.cameraDialog.open}
        retrying={p.cameraDialog.retrying}
        onGrant={p.cameraDialog.onGrant}
        onClose={p.cameraDialog.onClose}
      />
      <CalibrationDialog
        isOpen={p.calibrationDialog.open}
        status={s.calibration.status}
        progress={s.calibration.progress}
        secondsRemaining={s.calibration.secondsRemaining}
        counting={p.calibrationDialog.counting}
        problem={s.calibration.problem ?? null}
        canKeep={p.calibrationDialog.canKeep}
        onCancel={p.calibrationDialog.onCancel}
        onRetry={p.calibrationDialog.onRetry}
        onKeep={p.calibrationDialog.onKeep}
        exampleStep={p.calibrationDialog.exampleStep ?? false}
        onWantExample={p.calibrationDialog.onWantExample}
        onSkipExample={p.calibrationDialog.onSkipExample}
      />
      {/* Never over the calibration dialog: a prompt that comes due then waits until it closes. */}
      <FeedbackDialog
        isOpen={p.feedback.open && !p.calibrationDialog.open && !p.calibrationDialog.exampleStep}
        sending={p.feedback.sending}
        onSubmit={p.feedback.onSubmit}
        onDismiss={p.feedback.onDismiss}
      />
    </main>
  );
}
