// The alert side of the monitoring screen that is not a summary's own work
// (src/state/monitor-session/flow.ts): when to ask for notification permission, and the
// 'Quiet' style's tab title.
import { subscribe } from 'valtio';
import {
  alertsState,
  askNotificationPermission,
  refreshNotificationPermission,
} from '../alerts.ts';
import { t } from '../../i18n/index.ts';
import { getSettings, subscribeSettings } from '../settings.ts';

/**
 * Notification permission is asked in the first Start Tracking click (src/state/alerts.ts,
 * docs/decisions.md), never on load; turning notifications on later asks again (the browser
 * answers at once when it has already decided).
 */
export function askForNotifications(): () => void {
  refreshNotificationPermission();
  let notify = getSettings().notificationsEnabled;
  return subscribeSettings((s) => {
    if (s.notificationsEnabled && !notify) void askNotificationPermission();
    notify = s.notificationsEnabled;
  });
}

/**
 * The 'Quiet' alert style: the tab title (and the floating widget) carry the issue until
 * posture is good again. Returns the unsubscribe, which restores the title.
 */
export function showQuietAlertInTitle(onChange: () => void): () => void {
  const original = document.title;
  const off = subscribe(alertsState, () => {
    const q = alertsState.quiet;
    const title = q ? `⚠ ${t(q)} · ${original}` : original;
    if (document.title !== title) document.title = title;
    // 'Gentle, then louder': amber is one attribute on the root, styled by CSS, not a re-render.
    const root = document.documentElement;
    if (alertsState.amber) root.setAttribute('data-alert', 'amber');
    else root.removeAttribute('data-alert');
    onChange();
  });
  return () => {
    off();
    document.title = original;
    document.documentElement.removeAttribute('data-alert');
  };
}
