// Settings conversion for the session start call, docs/validation.md#session-data: sensitivity clamped to 1-10,
// alert_frequency converted from ms to seconds and clamped to 5-60, audio_alert from audioEnabled.

import { ALERT_FREQUENCY_MS_RANGE, SENSITIVITY_RANGE } from '../posture/settings.ts';

/** Wire shape of `settings` in POST /sessions (docs/api.md#entities). */
export interface SessionStartSettings {
  sensitivity: number;
  alert_frequency: number;
  audio_alert: boolean;
}

export interface SessionStartPayload {
  settings: SessionStartSettings;
  /** ISO 8601 */
  start_time: string;
}

export { SENSITIVITY_RANGE };
export const ALERT_FREQUENCY_SECONDS_RANGE = {
  min: ALERT_FREQUENCY_MS_RANGE.min / 1000,
  max: ALERT_FREQUENCY_MS_RANGE.max / 1000,
} as const;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Non-finite inputs fall back to the low end of each range rather than sending NaN. Seconds are
 * rounded to whole seconds, matching the settings slider (docs/product.md#settings-panel: "in whole seconds").
 */
export function toSessionStartSettings(s: {
  sensitivity: number;
  alertFrequency: number;
  audioEnabled: boolean;
}): SessionStartSettings {
  const sensitivity = Number.isFinite(s.sensitivity) ? s.sensitivity : SENSITIVITY_RANGE.min;
  const seconds = Number.isFinite(s.alertFrequency)
    ? Math.round(s.alertFrequency / 1000)
    : ALERT_FREQUENCY_SECONDS_RANGE.min;
  return {
    sensitivity: clamp(sensitivity, SENSITIVITY_RANGE.min, SENSITIVITY_RANGE.max),
    alert_frequency: clamp(
      seconds,
      ALERT_FREQUENCY_SECONDS_RANGE.min,
      ALERT_FREQUENCY_SECONDS_RANGE.max,
    ),
    audio_alert: s.audioEnabled,
  };
}

export function sessionStartPayload(
  s: Parameters<typeof toSessionStartSettings>[0],
  startedAt: number,
): SessionStartPayload {
  return { settings: toSessionStartSettings(s), start_time: new Date(startedAt).toISOString() };
}
