// MonitorView's panels, memoised (MonitorView.tsx).
import { memo } from 'react';
import { AlertToast } from './AlertToast.tsx';
import { BreakPowerStatus } from './BreakPowerStatus.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';
import { CameraPermissionDialog } from './CameraPermissionDialog.tsx';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import { FeedbackThanks } from './FeedbackThanks.tsx';
import { MonitorHeader } from './MonitorHeader.tsx';
import { PostureAnnouncer } from './PostureAnnouncer.tsx';
import { RecentEpisodes } from './RecentEpisodes.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { StatusBar } from './StatusBar.tsx';
import { WindowedMetrics } from './WindowedMetrics.tsx';
import { Controls } from './Controls.tsx';
import { ModelLoading } from './ModelLoading.tsx';

// Each panel re-renders only when its own props change (a summary usually changes the score or
// nothing at all; the settings panel, controls and dialogs are the costly react-aria parts).
export const Header = memo(MonitorHeader);
export const ControlsPanel = memo(Controls);
export const ModelStatus = memo(ModelLoading);
export const Status = memo(StatusBar);
export const Metrics = memo(WindowedMetrics);
export const BreakPower = memo(BreakPowerStatus);
export const Settings = memo(SettingsPanel);
// The live episode's clock matters only while one is in progress.
export const Episodes = memo(
  RecentEpisodes,
  (a, b) =>
    a.analytics === b.analytics &&
    (a.now === b.now || (!b.analytics.currentEpisode && (a.now === null) === (b.now === null))),
);
export const Announcer = memo(PostureAnnouncer);
export const Alert = memo(AlertToast);
export const Thanks = memo(FeedbackThanks);
export const CameraDialog = memo(CameraPermissionDialog);
export const Calibration = memo(CalibrationDialog);
export const Feedback = memo(FeedbackDialog);
