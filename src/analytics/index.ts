import { apiUrl } from '../api/client.ts';
import { readText as read, writeText as write } from '../browser/storage.ts';

/*
 * First-party, opt-in analytics (docs/decisions.md#analytics): off until the user switches it on, off again at any
 * time. Only the three documented events exist, with a fixed set of primitive fields; nothing from the
 * camera, microphone, keyboard or screen can be passed in, because the types do not allow it.
 */

export type AnalyticsEvent =
  | { name: 'sign_up'; method: 'google' | 'email' }
  | { name: 'daily_active_user' }
  | { name: 'streak_day'; streak: number };

const CONSENT_KEY = 'posture-coach.analytics-consent';
const DAU_KEY = 'posture-coach.analytics-dau';

export function analyticsEnabled(): boolean {
  return read(CONSENT_KEY) === 'on';
}

export function setAnalyticsEnabled(on: boolean): void {
  write(CONSENT_KEY, on ? 'on' : 'off');
}

/** The exact body that would be sent: the event's own fields and a timestamp, nothing else. */
export function eventBody(e: AnalyticsEvent, now: Date): Record<string, string | number> {
  const body: Record<string, string | number> = { event: e.name, timestamp: now.toISOString() };
  if (e.name === 'sign_up') body.method = e.method;
  if (e.name === 'streak_day') body.streak = Math.max(0, Math.round(e.streak));
  return body;
}

export function track(e: AnalyticsEvent, now = new Date()): boolean {
  if (!analyticsEnabled()) return false;
  const body = JSON.stringify(eventBody(e, now));
  try {
    const url = apiUrl('/analytics/events');
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) {
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
        () => undefined,
      );
    }
    return true;
  } catch (err) {
    console.warn('[analytics] could not send', err);
    return false;
  }
}

/** At most one daily-active-user event per local day. */
export function trackDailyActive(now = new Date()): boolean {
  const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  if (!analyticsEnabled() || read(DAU_KEY) === day) return false;
  write(DAU_KEY, day);
  return track({ name: 'daily_active_user' }, now);
}
