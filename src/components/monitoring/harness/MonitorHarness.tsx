// Test-only page (never imported by the app): the real monitoring view, the real settings, alert
// and feedback stores, and the real PiP widget, driven from Playwright through window.__monitor.
// Loaded by e2e/harness/monitor-components.html.
import '../../../styles/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { proxy, useSnapshot } from 'valtio';
import {
  alertsState,
  askNotificationPermission,
  dismissAlert,
  raiseAlert,
  refreshNotificationPermission,
  useAlerts,
} from '../../../state/alerts.ts';
import { setSignedIn } from '../../../state/auth.ts';
import {
  dismissFeedback,
  openFeedback,
  submitFeedback,
  useFeedback,
} from '../../../state/feedback.ts';
import { getSettings, updateSettings, useSettings } from '../../../state/settings.ts';
import { isWidgetSupported, openWidget, type WidgetHandle } from '../../../browser/pip/widget.ts';
import { ratingFor } from '../format.ts';
import { IDLE_SUMMARY, MonitorView } from '../MonitorView.tsx';
import type { CameraStatus, SummaryView } from '../types.ts';
import { VideoPlaceholder } from '../VideoPlaceholder.tsx';

const h = proxy({
  signedIn: false,
  camera: 'Not initialized' as CameraStatus,
  summary: structuredClone(IDLE_SUMMARY) as SummaryView,
  tracking: false,
  paused: false,
  sessionActive: false,
  cameraDialog: false,
  calibration: { open: false, counting: false },
  widgetOpen: false,
  model: {
    progress: 0.35,
    backend: null as string | null,
    state: 'loading' as 'loading' | 'ready' | 'error',
  },
  calls: [] as string[],
  startedAt: null as number | null,
});

let widget: WidgetHandle | null = null;

function Harness() {
  const s = useSnapshot(h);
  const settings = useSettings();
  const alerts = useAlerts();
  const feedback = useFeedback();
  const call = (name: string) => () => void h.calls.push(name);
  return (
    <MonitorView
      signedIn={s.signedIn}
      recording={s.signedIn && s.sessionActive}
      cameraStatus={s.camera}
      summary={s.summary as SummaryView}
      timer={{ accumulatedMs: 0, runningSince: s.startedAt }}
      model={s.model}
      controls={{
        tracking: s.tracking,
        paused: s.paused,
        sessionActive: s.sessionActive,
        onStart: () => {
          h.calls.push(s.paused ? 'resume' : 'start');
          Object.assign(h, {
            tracking: true,
            paused: false,
            sessionActive: true,
            camera: 'Connected',
            startedAt: Date.now(),
          });
        },
        onPause: () => {
          h.calls.push('pause');
          Object.assign(h, { tracking: false, paused: true, camera: 'Stopped' });
        },
        onEnd: () => {
          h.calls.push('end');
          Object.assign(h, {
            tracking: false,
            paused: false,
            sessionActive: false,
            camera: 'Stopped',
            startedAt: null,
          });
        },
        onReset: call('reset'),
      }}
      widget={{
        supported: isWidgetSupported(),
        open: s.widgetOpen,
        onOpen: async () => {
          const view = {
            score: h.summary.score,
            rating: ratingFor(h.summary.score),
            active: h.tracking,
          };
          widget = await openWidget(view, () => {
            h.widgetOpen = false;
            widget = null;
          });
          h.widgetOpen = widget !== null;
          h.calls.push(widget ? `widget:${widget.kind}` : 'widget:failed');
        },
      }}
      settings={settings}
      onSettingsChange={updateSettings}
      notificationPermission={alerts.permission}
      cameraDialog={{
        open: s.cameraDialog,
        retrying: false,
        onGrant: () => {
          h.calls.push('grant');
          h.cameraDialog = false;
        },
        onClose: () => {
          h.calls.push('camera-dialog-closed');
          h.cameraDialog = false;
        },
      }}
      calibrationDialog={{
        open: s.calibration.open,
        counting: s.calibration.counting,
        onCancel: () => {
          h.calls.push('cancel-calibration');
          h.calibration.open = false;
        },
      }}
      alert={alerts.current}
      onDismissAlert={dismissAlert}
      feedback={{
        ...feedback,
        onSubmit: (t, x) => void submitFeedback(t, x),
        onDismiss: dismissFeedback,
      }}
      video={
        <VideoPlaceholder
          text={
            s.tracking
              ? 'Loading video...'
              : s.paused
                ? 'Tracking stopped'
                : 'Initializing camera...'
          }
        />
      }
    />
  );
}

const api = {
  state: h,
  alerts: alertsState,
  setSummary: (patch: Partial<SummaryView>) => Object.assign(h.summary, patch),
  signIn: () => {
    h.signedIn = true;
    setSignedIn({
      user_id: 'u1',
      email_address: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'L',
      is_verified: true,
      oauth_provider: null,
      CreatedAt: '2026-01-01',
    });
  },
  alert: (message: string) => {
    const st = getSettings();
    return raiseAlert(message, {
      alertFrequency: st.alertFrequency,
      audioEnabled: st.audioEnabled,
      notificationsEnabled: st.notificationsEnabled,
    });
  },
  openFeedback,
  askNotifications: askNotificationPermission,
  updateWidget: () =>
    widget?.update({
      score: h.summary.score,
      rating: ratingFor(h.summary.score),
      active: h.tracking,
    }),
};
refreshNotificationPermission();
(window as unknown as { __monitor: typeof api }).__monitor = api;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
