// Monitoring settings (docs/constants.md#detection-defaults) and the ONE rule by which sensitivity scales them.
import {
  ALERT_FREQUENCY_MAX_MS,
  ALERT_FREQUENCY_MIN_MS,
  DEFAULT_ALERT_FREQUENCY_MS,
  FORWARD_HEAD_CUE_EXPONENT,
  READING_B,
  SLOUCH_RATIO,
} from './constants.ts';
import type { LowPowerMode } from './low-power.ts';

export interface PostureSettings {
  /** 1..10, default 5 (docs/constants.md#detection-defaults). */
  sensitivity: number;
  /** ms between alerts (docs/constants.md#detection-defaults, default 15000). */
  alertFrequency: number;
  /**
   * 'Alert me after' (docs/decisions.md#alert-delay): ms of poor posture (no break over 1 s) before
   * an alert, 0..30000. The engine's default is 0; the app's setting defaults to 5000
   * (src/state/settings.ts).
   */
  alertDelayMs: number;
  audioEnabled: boolean;
  headTiltThreshold: number;
  shoulderAsymmetryThreshold: number;
  faceProximityThreshold: number;
  forwardHeadCVAThresholdDeg: number;
  translationThreshold: number;
  forwardHeadDepthDelta: number;
  /**
   * docs/decisions.md#forward-head-cue-curve: a forward-head cue below its threshold (c < 1) counts
   * as c to this power in the weighted sum (forward-head.ts), so landmark noise well below every
   * threshold does not add up. 1 is the spec's plain weighted sum.
   */
  forwardHeadCueExponent: number;
  smoothingAlpha: number;
  temporalFrames: number;
  confidenceThreshold: number;
  yawIgnoreRatio: number;
  /** Slouching below this fraction of the shoulder-to-ear baseline (docs/posture-rules.md#issues: 85%). */
  slouchRatio: number;
  /**
   * docs/posture-rules.md#low-power: 'auto' analyses 2 frames a second while posture is good and
   * steady.
   */
  lowPower: LowPowerMode;
  /**
   * docs/posture-rules.md#looking-down: a look-down lasting this long (ms) gets a reminder, again
   * each time it lasts that long; 0 never. One of LOOK_DOWN_ALERT_CHOICES_MIN in minutes.
   */
  lookDownAlertMs: number;
}

/** 'Looking-down reminder' (docs/posture-rules.md#looking-down): off, or after 1, 2 or 5 minutes. */
export const LOOK_DOWN_ALERT_CHOICES_MIN = [0, 1, 2, 5] as const;
export type LookDownAlertMinutes = (typeof LOOK_DOWN_ALERT_CHOICES_MIN)[number];
export const LOOK_DOWN_ALERT_DEFAULT_MIN: LookDownAlertMinutes = 2;

export const DEFAULT_SETTINGS: Readonly<PostureSettings> = Object.freeze({
  sensitivity: READING_B.sensitivity,
  alertFrequency: DEFAULT_ALERT_FREQUENCY_MS,
  alertDelayMs: 0,
  audioEnabled: true,
  headTiltThreshold: READING_B.headTiltThresholdDeg,
  shoulderAsymmetryThreshold: READING_B.shoulderAsymmetryThreshold,
  faceProximityThreshold: READING_B.faceProximityThreshold,
  forwardHeadCVAThresholdDeg: READING_B.forwardHeadCVAThresholdDeg,
  translationThreshold: READING_B.translationThreshold,
  forwardHeadDepthDelta: READING_B.forwardHeadDepthDelta,
  forwardHeadCueExponent: FORWARD_HEAD_CUE_EXPONENT,
  smoothingAlpha: READING_B.smoothingAlpha,
  temporalFrames: READING_B.temporalFrames,
  confidenceThreshold: READING_B.confidenceThreshold,
  yawIgnoreRatio: READING_B.yawIgnoreRatio,
  slouchRatio: SLOUCH_RATIO,
  lowPower: 'auto',
  lookDownAlertMs: LOOK_DOWN_ALERT_DEFAULT_MIN * 60_000,
});

export const SENSITIVITY_MIN = 1;
export const SENSITIVITY_MAX = 10;
export const SENSITIVITY_DEFAULT = 5;

/**
 * The ranges of the settings a person sets, defined once (docs/product.md#settings-panel): the
 * page's sliders, the session's start payload and the API schema read them.
 */
export const SENSITIVITY_RANGE = { min: SENSITIVITY_MIN, max: SENSITIVITY_MAX } as const;
export const ALERT_FREQUENCY_MS_RANGE = {
  min: ALERT_FREQUENCY_MIN_MS,
  max: ALERT_FREQUENCY_MAX_MS,
} as const;

/**
 * The sensitivity rule. Every detection threshold is read as a TOLERANCE: how far a measurement
 * may move away from its neutral value (0 for tilt, asymmetry, translation and depth; 1 for the
 * proximity and slouch ratios; the calibrated angle for the CVA) before it counts. Sensitivity s
 * multiplies every tolerance by
 *
 *     k(s) = 2 ^ ((5 - s) / 5)      s clamped to 1..10
 *
 * so k(5) = 1 (the documented defaults hold exactly), each step up tightens every tolerance by the
 * same ~13%, k(10) = 0.5 (half the tolerance) and k(1) ≈ 1.74. k is strictly decreasing, so a
 * higher sensitivity never flags less. Gates (visibility, confidence, yaw) and filters (EMA alpha,
 * temporal frames) are not posture thresholds and are not scaled.
 */
export function toleranceFactor(sensitivity: number): number {
  const s = Math.min(SENSITIVITY_MAX, Math.max(SENSITIVITY_MIN, sensitivity));
  return Math.pow(2, (SENSITIVITY_DEFAULT - s) / 5);
}

/** Thresholds after the sensitivity rule, as used by the detectors. */
export interface EffectiveThresholds {
  headTiltDeg: number;
  shoulderAsymmetry: number;
  /** Tolerance above ratio 1 (1.2 -> 0.2). */
  proximityExcess: number;
  /** Degrees the CVA may fall below the calibrated angle; see forward-head.ts. */
  cvaThresholdDeg: number;
  cvaFactor: number;
  translation: number;
  depthDelta: number;
  /**
   * Forward-head cue exponent, 1..8. Not scaled by k: the cues are already relative to the scaled
   * thresholds, so sensitivity moves the curve with them.
   */
  forwardHeadCueExponent: number;
  /** Slouch when shoulder-to-ear falls below this fraction of the baseline. */
  slouchRatio: number;
}

export function effectiveThresholds(settings: PostureSettings): EffectiveThresholds {
  const k = toleranceFactor(settings.sensitivity);
  return {
    headTiltDeg: settings.headTiltThreshold * k,
    shoulderAsymmetry: settings.shoulderAsymmetryThreshold * k,
    proximityExcess: (settings.faceProximityThreshold - 1) * k,
    cvaThresholdDeg: settings.forwardHeadCVAThresholdDeg,
    cvaFactor: k,
    translation: settings.translationThreshold * k,
    depthDelta: settings.forwardHeadDepthDelta * k,
    forwardHeadCueExponent: Math.min(8, Math.max(1, settings.forwardHeadCueExponent)),
    slouchRatio: 1 - (1 - settings.slouchRatio) * k,
  };
}

/** Merges a patch into settings, ignoring undefined and non-finite numbers. */
export function mergeSettings(
  base: PostureSettings,
  patch: Partial<PostureSettings>,
): PostureSettings {
  const next: PostureSettings = { ...base };
  for (const key of Object.keys(patch) as (keyof PostureSettings)[]) {
    const value = patch[key];
    if (value === undefined) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}
