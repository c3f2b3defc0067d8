// Notification permission: docs/decisions.md#notification-permission; a notification closes after 5 s
// (docs/constants.md#timing); docs/api.md#errors: when notifications are unsupported or denied, permission reads 'denied' and only the
// in-page alert and the sound are used. Nothing here throws.
import { t } from '../../i18n/index.ts';

export const NOTIFICATION_CLOSE_MS = 5_000;

export type NotifyPermission = 'granted' | 'denied' | 'default';

type NotificationCtor = typeof Notification;

function ctor(): NotificationCtor | null {
  const g = globalThis as unknown as { Notification?: NotificationCtor };
  return typeof g.Notification === 'function' ? g.Notification : null;
}

export function notificationPermission(): NotifyPermission {
  const N = ctor();
  if (!N) return 'denied';
  return N.permission === 'granted' || N.permission === 'default' ? N.permission : 'denied';
}

export async function requestNotificationPermission(): Promise<NotifyPermission> {
  const N = ctor();
  if (!N) return 'denied';
  if (N.permission !== 'default') return notificationPermission();
  try {
    const answer = await N.requestPermission();
    return answer === 'granted' || answer === 'default' ? answer : 'denied';
  } catch (e) {
    console.warn('[alerts] notification permission request failed', e);
    return 'denied';
  }
}

/** Shows a notification when permitted and closes it after `closeMs`. Returns whether it showed. */
export function showAlertNotification(
  body: string,
  closeMs = NOTIFICATION_CLOSE_MS,
  title = t('Posture Coach'),
): boolean {
  const N = ctor();
  if (!N || N.permission !== 'granted') return false;
  try {
    const n = new N(title, { body, tag: 'posture-alert', silent: true });
    setTimeout(() => n.close(), closeMs);
    return true;
  } catch (e) {
    // Chrome on Android throws here (page notifications need a service worker): fall back silently.
    console.warn('[alerts] notification failed', e);
    return false;
  }
}
