// Spec §4 'Monitoring flow' and §9 'Alerts': a posture alert shows an in-page toast for about 4 s,
// plays a 0.3 s tone when audio is on, and raises a browser notification (closed after 5 s) when
// permitted. A new alert only when alertFrequency has passed since the last; a counter counts them.
import { proxy, useSnapshot } from 'valtio';
import { playAlertTone } from '../browser/alerts/sound.ts';
import {
  notificationPermission,
  requestNotificationPermission,
  showAlertNotification,
  type NotifyPermission,
} from '../browser/alerts/notifications.ts';
import { logLocal } from './local-log.ts';

export const ALERT_TOAST_MS = 4_000;

export interface ShownAlert {
  id: number;
  message: string;
  at: number;
}

export interface AlertsState {
  /** Alerts raised this session (num_alerts in the session end payload). */
  count: number;
  current: ShownAlert | null;
  lastAt: number | null;
  permission: NotifyPermission;
}

export const alertsState = proxy<AlertsState>({
  count: 0,
  current: null,
  lastAt: null,
  permission: 'default',
});

export function useAlerts(): AlertsState {
  return useSnapshot(alertsState) as AlertsState;
}

/** The outputs, replaceable so the throttle can be tested without a speaker or a desktop. */
export interface AlertOutputs {
  tone: () => boolean;
  notify: (message: string) => boolean;
}
const realOutputs: AlertOutputs = {
  tone: () => playAlertTone(),
  notify: (m) => showAlertNotification(m),
};
let outputs: AlertOutputs = realOutputs;
export function setAlertOutputs(o: AlertOutputs | null): void {
  outputs = o ?? realOutputs;
}

export interface AlertOptions {
  /** ms; spec default 15000 */
  alertFrequency: number;
  audioEnabled: boolean;
  notificationsEnabled: boolean;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | null = null;

/** Raises an alert unless one was raised less than alertFrequency ago. Returns whether it fired. */
export function raiseAlert(message: string, opts: AlertOptions, now: number = Date.now()): boolean {
  if (alertsState.lastAt !== null && now - alertsState.lastAt < opts.alertFrequency) return false;
  alertsState.lastAt = now;
  alertsState.count += 1;
  const shown = { id: nextId++, message, at: now };
  alertsState.current = shown;
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = setTimeout(() => {
    if (alertsState.current?.id === shown.id) alertsState.current = null;
  }, ALERT_TOAST_MS);
  if (opts.audioEnabled) outputs.tone();
  if (opts.notificationsEnabled && alertsState.permission === 'granted') outputs.notify(message);
  logLocal('info', `alert: ${message}`);
  return true;
}

export function dismissAlert(): void {
  alertsState.current = null;
}

/** New session: counter and throttle start over. */
export function resetAlerts(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  alertsState.count = 0;
  alertsState.current = null;
  alertsState.lastAt = null;
}

export function refreshNotificationPermission(): NotifyPermission {
  alertsState.permission = notificationPermission();
  return alertsState.permission;
}

/** Spec §4 first load: ask once; a refusal or no support leaves 'denied' and nothing else. */
export async function askNotificationPermission(): Promise<NotifyPermission> {
  alertsState.permission = await requestNotificationPermission();
  return alertsState.permission;
}
