// docs/posture-rules.md#monitoring-flow, docs/constants.md#timing: an alert shows a toast for ~4 s
// (held while pointer or focus is on it), a 0.3 s tone and a notification when permitted; counted.
// 'Alert style' picks how loud. ONE alert clock, the engine's: no second throttle here.
import { proxy, useSnapshot } from 'valtio';
import { playAlertTone } from '../browser/alerts/sound.ts';
import {
  notificationPermission,
  requestNotificationPermission,
  showAlertNotification,
  type NotifyPermission,
} from '../browser/alerts/notifications.ts';
import { t } from '../i18n/index.ts';
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
  /** 'Quiet' style: the issue of the last alert, for the widget and the tab title; null when clear. */
  quiet: string | null;
  /** 'Gentle, then louder': a problem has begun; the ring, widget and title are amber, nothing sounds. */
  amber: boolean;
}

export const alertsState = proxy<AlertsState>({
  count: 0,
  current: null,
  lastAt: null,
  permission: 'default',
  quiet: null,
  amber: false,
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
  notify: (m) => showAlertNotification(t(m)),
};
let outputs: AlertOutputs = realOutputs;
export function setAlertOutputs(o: AlertOutputs | null): void {
  outputs = o ?? realOutputs;
}

export type AlertStyle = 'toast-sound' | 'toast' | 'quiet' | 'gentle';

export interface AlertOptions {
  audioEnabled: boolean;
  notificationsEnabled: boolean;
  /** docs/posture-rules.md#alerts; default 'toast-sound'. */
  style?: AlertStyle;
  /** The tab is hidden: 'Gentle, then louder' notifies instead of the toast and tone. */
  hidden?: boolean;
}

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | null = null;
let held = false; // the pointer or the keyboard focus is on the toast (holdAlert)

/** The shown toast goes ALERT_TOAST_MS from now, unless it is held or a newer one replaced it. */
function hideLater(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  const shown = alertsState.current;
  if (!shown || held) return;
  hideTimer = setTimeout(() => {
    if (alertsState.current?.id === shown.id) alertsState.current = null;
  }, ALERT_TOAST_MS);
}

/** Shows an alert the engine raised (already throttled there) in the chosen style and counts it. */
export function raiseAlert(message: string, opts: AlertOptions, now: number = Date.now()): boolean {
  alertsState.lastAt = now;
  alertsState.count += 1;
  const style = opts.style ?? 'toast-sound';
  logLocal('info', `alert: ${message}`);
  if (style === 'quiet') {
    alertsState.quiet = message;
    return true;
  }
  if (style === 'gentle' && opts.hidden) {
    if (opts.notificationsEnabled && alertsState.permission === 'granted') outputs.notify(message);
    return true;
  }
  // A held toast takes the new message in place: the same element, so the pointer or keyboard
  // focus on it (WCAG 2.2.1) stays, and its leave or blur still ends the hold.
  const prev = alertsState.current;
  alertsState.current =
    held && prev ? { ...prev, message, at: now } : { id: nextId++, message, at: now };
  hideLater();
  if ((style === 'toast-sound' || style === 'gentle') && opts.audioEnabled) outputs.tone();
  if (style === 'toast-sound' && opts.notificationsEnabled && alertsState.permission === 'granted')
    outputs.notify(message);
  return true;
}

/**
 * A browser notification for something other than a posture alert (the break reminder),
 * under the same rules: the notifications setting on, the permission granted, and never in the
 * 'Quiet' style. Returns whether one showed.
 */
export function notifyIfAllowed(message: string, opts: AlertOptions): boolean {
  if ((opts.style ?? 'toast-sound') === 'quiet' || !opts.notificationsEnabled) return false;
  if (alertsState.permission !== 'granted') return false;
  return outputs.notify(message);
}

/** 'Gentle, then louder': a summary with a problem turns the indication amber at once, silently. */
export function noteIssueOnset(message: string, style: AlertStyle | undefined): void {
  if (style !== 'gentle') return;
  if (!alertsState.amber) alertsState.amber = true;
  if (alertsState.quiet === null) alertsState.quiet = message;
}

/** Posture is good again (a summary without issues): the quiet (and amber) indication clears. */
export function clearQuietAlert(): void {
  if (alertsState.quiet !== null) alertsState.quiet = null;
  if (alertsState.amber) alertsState.amber = false;
}

export function dismissAlert(): void {
  alertsState.current = null;
  held = false;
  hideLater();
}

/** The toast `id` is on screen: its 4 s restart, so a toast painted late still shows in full. */
export function alertShown(id: number): void {
  if (alertsState.current?.id === id) hideLater();
}

/** WCAG 2.2.1: the toast stays while pointer or focus is on it (its buttons reachable at any pace). */
export function holdAlert(hold: boolean): void {
  if (held === hold) return;
  held = hold;
  hideLater();
}

/** New session: the counter starts over. */
export function resetAlerts(): void {
  if (hideTimer) clearTimeout(hideTimer);
  hideTimer = null;
  held = false;
  alertsState.count = 0;
  alertsState.current = null;
  alertsState.lastAt = null;
  alertsState.quiet = null;
  alertsState.amber = false;
}

export function refreshNotificationPermission(): NotifyPermission {
  alertsState.permission = notificationPermission();
  return alertsState.permission;
}

/** Whether 'Start Tracking' has been clicked on this page (docs/decisions.md#notification-permission). */
let startClicked = false;

/**
 * docs/decisions.md#notification-permission: the browser is asked only once the user has clicked
 * 'Start Tracking' (askNotificationPermissionOnStart). Before that, any other ask (on load, or
 * notifications turned on in the settings) only reads the permission; the first Start asks.
 */
export async function askNotificationPermission(): Promise<NotifyPermission> {
  if (!startClicked) return refreshNotificationPermission();
  alertsState.permission = await requestNotificationPermission();
  return alertsState.permission;
}

/** The 'Start Tracking' click (a user gesture): from now on the permission may be asked. */
export function askNotificationPermissionOnStart(
  notificationsEnabled: boolean,
): Promise<NotifyPermission> {
  startClicked = true;
  return notificationsEnabled
    ? askNotificationPermission()
    : Promise.resolve(refreshNotificationPermission());
}

/** Tests: a fresh page, on which Start has not been clicked. */
export function resetNotificationAsk(): void {
  startClicked = false;
}
