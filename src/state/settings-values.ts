// The monitoring settings' values (docs/product.md#settings-panel; defaults in
// docs/constants.md#detection-defaults): their type, defaults and slider ranges, and the clamping
// that every read and write goes through. Pure; the store that keeps them is settings.ts.
import {
  BREAK_REMINDER_CHOICES,
  BREAK_REMINDER_DEFAULT,
  type BreakReminderMinutes,
} from '../../core/posture/breaks.ts';
import { LOW_POWER_MODES, type LowPowerMode } from '../../core/posture/low-power.ts';
import { THEME_CHOICES, type ThemeChoice } from '../styles/theme-mode.ts';
import { LANGUAGE_CHOICES, type LanguageChoice } from '../i18n/language.ts';
import type { ModelSetting } from '../pipeline/model-choice.ts';
import { ALERT_DELAY_DEFAULT_MS, ALERT_DELAY_MAX_MS } from '../../core/posture/alert-delay.ts';
import { DEFAULT_ALERT_FREQUENCY_MS } from '../../core/posture/constants.ts';
import {
  ALERT_FREQUENCY_MS_RANGE,
  LOOK_DOWN_ALERT_CHOICES_MIN,
  LOOK_DOWN_ALERT_DEFAULT_MIN,
  SENSITIVITY_DEFAULT,
  SENSITIVITY_RANGE,
  type LookDownAlertMinutes,
} from '../../core/posture/settings.ts';

export type {
  BreakReminderMinutes,
  LanguageChoice,
  LookDownAlertMinutes,
  LowPowerMode,
  ThemeChoice,
};
export {
  BREAK_REMINDER_CHOICES,
  LANGUAGE_CHOICES,
  LOOK_DOWN_ALERT_CHOICES_MIN,
  LOW_POWER_MODES,
  THEME_CHOICES,
};

/** 'Alert style': 'Toast and sound' (the default), 'Toast only', 'Quiet'. */
export type AlertStyleChoice = 'toast-sound' | 'toast' | 'quiet' | 'gentle';
const STYLES: AlertStyleChoice[] = ['toast-sound', 'toast', 'quiet', 'gentle'];
export const ALERT_STYLES: readonly AlertStyleChoice[] = STYLES;

export interface MonitorSettings {
  /** 1..10 */
  sensitivity: number;
  /** ms, whole seconds 5..60 (docs/product.md#settings-panel). */
  alertFrequency: number;
  /** 'Alert me after': ms of poor posture before an alert, whole seconds 0..30 (0 = at once). */
  alertDelay: number;
  alertStyle: AlertStyleChoice;
  /** Pause while the screen is locked (Idle Detection API); off by default. */
  pauseOnScreenLock: boolean;
  /** degrees, 40..60 */
  forwardHeadCVAThresholdDeg: number;
  /** fraction, 0.10..0.30 (the slider shows percent) */
  translationThreshold: number;
  /** 0.10..0.50 */
  smoothingAlpha: number;
  audioEnabled: boolean;
  notificationsEnabled: boolean;
  /**
   * docs/constants.md#pose-options 'model complexity 1' is BlazePose full; lite trades accuracy for
   * speed; 'auto' (default) is full unless it is far slower than the frame interval here
   * (docs/decisions.md#adaptive-pose-model).
   */
  model: ModelSetting;
  /** 'Break reminder': minutes of continuous tracked time, 0 = off (default 50). */
  breakReminderMin: BreakReminderMinutes;
  /**
   * 'Low-power mode': 'auto' (default) analyses 2 frames a second while posture is good and
   * steady.
   */
  lowPower: LowPowerMode;
  /** Low power all the time while the laptop runs on battery (src/browser/battery.ts); on by default. */
  lowPowerOnBattery: boolean;
  /**
   * 'Looking-down reminder' (docs/posture-rules.md#looking-down): minutes a look-down lasts before
   * a reminder, 0 = off (default 2).
   */
  lookDownAlertMin: LookDownAlertMinutes;
  /** Colour theme (docs/product.md#theme): 'system' (default) follows prefers-color-scheme. */
  theme: ThemeChoice;
  /** Language (docs/product.md#language): 'system' (default) follows the browser's languages. */
  language: LanguageChoice;
}

/** docs/constants.md#detection-defaults (docs/decisions.md#detection-defaults). */
export const SETTINGS_DEFAULTS: Readonly<MonitorSettings> = Object.freeze({
  sensitivity: SENSITIVITY_DEFAULT,
  alertFrequency: DEFAULT_ALERT_FREQUENCY_MS,
  alertDelay: ALERT_DELAY_DEFAULT_MS,
  alertStyle: 'toast-sound',
  pauseOnScreenLock: false,
  forwardHeadCVAThresholdDeg: 45,
  translationThreshold: 0.15,
  smoothingAlpha: 0.3,
  audioEnabled: true,
  notificationsEnabled: true,
  model: 'auto',
  breakReminderMin: BREAK_REMINDER_DEFAULT,
  lowPower: 'auto',
  lowPowerOnBattery: true,
  lookDownAlertMin: LOOK_DOWN_ALERT_DEFAULT_MIN,
  theme: 'system',
  language: 'system',
});

type NumericKey =
  | 'sensitivity'
  | 'alertFrequency'
  | 'alertDelay'
  | 'forwardHeadCVAThresholdDeg'
  | 'translationThreshold'
  | 'smoothingAlpha';

/** Slider ranges of docs/product.md#settings-panel, in stored units. */
export const SETTINGS_RANGES: Record<NumericKey, { min: number; max: number; step: number }> = {
  sensitivity: { ...SENSITIVITY_RANGE, step: 1 },
  alertFrequency: { ...ALERT_FREQUENCY_MS_RANGE, step: 1_000 },
  alertDelay: { min: 0, max: ALERT_DELAY_MAX_MS, step: 1_000 },
  forwardHeadCVAThresholdDeg: { min: 40, max: 60, step: 1 },
  translationThreshold: { min: 0.1, max: 0.3, step: 0.01 },
  smoothingAlpha: { min: 0.1, max: 0.5, step: 0.01 },
};

/** Clamps to the range and snaps to the step (alert frequency stays in whole seconds). */
export function clampSetting(key: NumericKey, value: number): number {
  const { min, max, step } = SETTINGS_RANGES[key];
  if (!Number.isFinite(value)) return SETTINGS_DEFAULTS[key];
  const snapped = Math.round((Math.min(max, Math.max(min, value)) - min) / step) * step + min;
  // Round away float noise from the step arithmetic (0.1 + 3 * 0.01).
  return Number(snapped.toFixed(4));
}

/** Keeps only known keys with valid values; anything else falls back to the default. */
export function sanitizeSettings(input: unknown): MonitorSettings {
  const src = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const out: MonitorSettings = { ...SETTINGS_DEFAULTS };
  for (const key of Object.keys(SETTINGS_RANGES) as NumericKey[]) {
    const v = src[key];
    if (typeof v === 'number') out[key] = clampSetting(key, v);
  }
  if (typeof src.audioEnabled === 'boolean') out.audioEnabled = src.audioEnabled;
  if (typeof src.notificationsEnabled === 'boolean')
    out.notificationsEnabled = src.notificationsEnabled;
  if (src.model === 'auto' || src.model === 'full' || src.model === 'lite') out.model = src.model;
  if (ALERT_STYLES.includes(src.alertStyle as AlertStyleChoice))
    out.alertStyle = src.alertStyle as AlertStyleChoice;
  if (typeof src.pauseOnScreenLock === 'boolean') out.pauseOnScreenLock = src.pauseOnScreenLock;
  if (BREAK_REMINDER_CHOICES.includes(src.breakReminderMin as BreakReminderMinutes))
    out.breakReminderMin = src.breakReminderMin as BreakReminderMinutes;
  if (LOW_POWER_MODES.includes(src.lowPower as LowPowerMode))
    out.lowPower = src.lowPower as LowPowerMode;
  if (typeof src.lowPowerOnBattery === 'boolean') out.lowPowerOnBattery = src.lowPowerOnBattery;
  if (LOOK_DOWN_ALERT_CHOICES_MIN.includes(src.lookDownAlertMin as LookDownAlertMinutes))
    out.lookDownAlertMin = src.lookDownAlertMin as LookDownAlertMinutes;
  if (THEME_CHOICES.includes(src.theme as ThemeChoice)) out.theme = src.theme as ThemeChoice;
  if (LANGUAGE_CHOICES.includes(src.language as LanguageChoice))
    out.language = src.language as LanguageChoice;
  return out;
}
