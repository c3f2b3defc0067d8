import type { ReactNode } from 'react';
import type { FeedbackType } from '../../api/types.ts';
import type { MonitorSettings } from '../../state/settings.ts';
import { AlertToast } from './AlertToast.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { CameraPermissionDialog } from './CameraPermissionDialog.tsx';
import { Controls, type ControlsProps } from './Controls.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { FeedbackThanks } from './FeedbackThanks.tsx';
import { ModelLoading, type ModelLoadingProps } from './ModelLoading.tsx';
import { MonitorHeader } from './MonitorHeader.tsx';
import * as css from './MonitorView.css.ts';
import { PostureAnnouncer } from './PostureAnnouncer.tsx';
import { RecentEpisodes } from './RecentEpisodes.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StatusBar } from './StatusBar.tsx';
import type { TimerValue } from './SessionTimer.tsx';
import type { CameraStatus, SummaryView } from './types.ts';
import { WindowedMetrics } from './WindowedMetrics.tsx';

/** What the screen shows before the first engine summary arrives. */
export const IDLE_SUMMARY: SummaryView = {
  poseStatus: 'Not detected',
  issues: [],
  message: 'Please calibrate your posture first',
  score: 100,
  calibration: { status: 'Not calibrated', progress: 0, secondsRemaining: 10 },
  analytics: { episodes: [], currentEpisode: null, totalEpisodes: 0, totalTimeInPoorPosture: 0 },
  metrics: null,
};

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
  notificationPermission: 'granted' | 'denied' | 'default';
  cameraDialog: { open: boolean; retrying: boolean; onGrant: () => void; onClose: () => void };
  calibrationDialog: { open: boolean; counting: boolean; onCancel: () => void };
  alert: { id: number; message: string } | null;
  onDismissAlert: () => void;
  feedback: {
    open: boolean;
    sending: boolean;
    thanks: string | null;
    onSubmit: (type: FeedbackType, text: string) => void;
    onDismiss: () => void;
  };
  /** The pipeline's video canvas (or a placeholder). */
  video: ReactNode;
  now?: () => number;
  /** Extra content under the controls (a debug overlay). */
  children?: ReactNode;
}

/**
 * The monitoring screen's layout (spec §2): header; on the left the video and the controls; on the
 * right the status bar, metrics, the collapsible settings and Recent Episodes; then the overlays.
 * Pure presentation: every value and action comes in as a prop.
 */
export function MonitorView(p: MonitorViewProps) {
  const s = p.summary;
  return (
    <main className={css.page}>
      <MonitorHeader />
      <div className={css.columns}>
        <div className={css.left}>
          <div className={css.stage}>{p.video}</div>
          <Controls
            {...p.controls}
            widgetSupported={p.widget.supported}
            widgetOpen={p.widget.open}
            onOpenWidget={p.widget.onOpen}
          />
          <ModelLoading {...p.model} />
          <p className={css.footnote}>
            <span>Pose detection runs on this device. No video or images leave your browser.</span>
            {p.frameSource ? (
              <span>
                Frames: <span data-testid="frame-source">{p.frameSource}</span>
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
          />
          <WindowedMetrics metrics={s.metrics} />
          <SettingsPanel
            settings={p.settings}
            onChange={p.onSettingsChange}
            notificationPermission={p.notificationPermission}
          />
          <RecentEpisodes
            analytics={s.analytics}
            now={p.controls.tracking ? (p.now ?? Date.now)() : null}
          />
        </div>
      </div>
      <PostureAnnouncer message={s.message} />
      <AlertToast alert={p.alert} onDismiss={p.onDismissAlert} />
      <FeedbackThanks message={p.feedback.thanks} />
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
        onCancel={p.calibrationDialog.onCancel}
      />
      <FeedbackDialog
        isOpen={p.feedback.open}
        sending={p.feedback.sending}
        onSubmit={p.feedback.onSubmit}
        onDismiss={p.feedback.onDismiss}
      />
    </main>
  );
}
