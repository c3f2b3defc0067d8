// Business constants of the posture engine (docs/constants.md) and its detection rules
// (docs/posture-rules.md). Detection defaults follow the chosen reading
// (docs/decisions.md#detection-defaults). Every detection threshold here is only a DEFAULT: the live
// value is a setting.

/** docs/constants.md#detection-defaults (docs/decisions.md#detection-defaults). */
export const READING_B = {
  sensitivity: 5,
  headTiltThresholdDeg: 15,
  /** Fraction of the frame height (0.05 of a 480 px frame, docs/constants.md#detection-defaults). */
  shoulderAsymmetryThreshold: 0.05,
  /** Face width relative to the calibrated face width. */
  faceProximityThreshold: 1.2,
  forwardHeadCVAThresholdDeg: 45,
  /** Metres of keypoints3D depth (nose ahead of the shoulders, relative to calibration). */
  forwardHeadDepthDelta: 0.02,
  /** Head drop relative to the shoulders, in shoulder widths (slider "10-30 percent"). */
  translationThreshold: 0.15,
  smoothingAlpha: 0.3,
  temporalFrames: 3,
  confidenceThreshold: 0.7,
  yawIgnoreRatio: 0.3,
} as const;

/** docs/posture-rules.md#gate: a landmark's visibility above this counts toward the frame's confidence. */
export const VISIBILITY_THRESHOLD = 0.5;

/** docs/constants.md#forward-head: forward-head component weights (CVA, translation, proximity, depth). */
export const FORWARD_HEAD_WEIGHTS = {
  cva: 0.4,
  translation: 0.3,
  proximity: 0.2,
  depth: 0.1,
} as const;
/** docs/constants.md#forward-head: severity is twice the weighted sum, capped at 2. */
export const FORWARD_HEAD_SEVERITY_SCALE = 2;
export const MAX_SEVERITY = 2;
/** docs/posture-rules.md#forward-head: the forward-head flag turns on above 0.5 (frames agreeing) and off below 0.3. */
export const FORWARD_HEAD_ON = 0.5;
export const FORWARD_HEAD_OFF = 0.3;
/**
 * A forward-head cue below its threshold counts as its cube (forward-head.ts
 * belowThreshold; 1 = the plain weighted sum). Why 3: docs/decisions.md#forward-head-cue-curve.
 */
export const FORWARD_HEAD_CUE_EXPONENT = 3;

/** docs/posture-rules.md#issues, docs/constants.md#forward-head: slouching below 85% of the shoulder-to-ear baseline; default baseline 0.15. */
export const SLOUCH_RATIO = 0.85;
export const DEFAULT_SHOULDER_EAR_BASELINE = 0.15;

/** docs/posture-rules.md#issues: severity colours. */
export const SEVERITY_HIGH_ABOVE = 1.5;
export const SEVERITY_MEDIUM_ABOVE = 1;

/** docs/posture-rules.md#calibration. */
export const CALIBRATION_DURATION_MS = 10_000;
export const CALIBRATION_PROGRESS_PER_SECOND = 10;
export const CALIBRATION_PROGRESS_CAP = 95;
export const CALIBRATION_KEPT_FRAMES = 30;
/** docs/posture-rules.md#calibration: "the progress display resets after 2 seconds". */
export const CALIBRATION_PROGRESS_RESET_MS = 2_000;
/**
 * docs/posture-rules.md#calibration: calibration never hangs. With no usable person for this long
 * (before the countdown, or after the person left mid-countdown) it fails and says why.
 */
export const CALIBRATION_NO_PERSON_MS = 15_000;
/** Mean frame luma (0..1) below which a frame counts as too dark to see anyone. */
export const CALIBRATION_DARK_LUMA = 0.08;

/** docs/posture-rules.md#score. */
export const SCORE_START = 100;
export const SCORE_MAX = 100;
export const SCORE_MIN = 0;
export const SCORE_GAIN = 0.1;
export const SCORE_LOSS = 1;
/** Rating bands: docs/posture-rules.md#score, docs/constants.md#score. */
export const RATING_EXCELLENT_FROM = 80;
export const RATING_GOOD_FROM = 60;

/** Episodes: docs/posture-rules.md#episodes, docs/constants.md#timing. */
export const EPISODE_THRESHOLD_MS = 3_000;
export const SCORE_EPISODE_DROP = 3;
export const SCORE_EPISODE_RECOVERY = 2;

/** Alerts: docs/constants.md#timing; the setting's range, docs/product.md#settings-panel. */
export const DEFAULT_ALERT_FREQUENCY_MS = 15_000;
export const ALERT_FREQUENCY_MIN_MS = 5_000;
export const ALERT_FREQUENCY_MAX_MS = 60_000;

/** docs/posture-rules.md#away-and-back: nobody seen this long is away; back after someone is seen this long. */
export const AWAY_AFTER_ABSENT_MS = 10_000;
export const BACK_AFTER_PRESENT_MS = 2_000;

/** docs/posture-rules.md#camera-moved (margins on real landmarks: tests/camera-moved-seated.test.ts). */
export const CAMERA_MOVED_AFTER_MS = 5_000;
export const CAMERA_SETTLED_AFTER_MS = 2_000;
/** Shoulder midpoint off its baseline by this much of the frame (real postures: at most 0.111). */
export const CAMERA_SHIFT_MIN = 0.125;
/** Shoulder and face width both this factor larger or smaller (real postures: within about 1.09). */
export const CAMERA_SCALE_MIN = 1.15;
/** Head-to-shoulders vector off the scaled baseline by at most this much of the frame. */
export const CAMERA_SHAPE_TOLERANCE = 0.05;
/**
 * Neck over shoulder width within this (|ln| of its ratio to the baseline) of the calibrated one:
 * a moved camera keeps it, a person who sinks in the chair does not (real upright sitters: within
 * 0.04 on the seated stills; slouches 0.07-0.17 either way, docs/posture-rules.md#camera-moved).
 */
export const CAMERA_NECK_TOLERANCE = 0.05;

/** docs/posture-rules.md#windowed-metrics, docs/constants.md#score: windowed metrics appear from 300 samples. */
export const METRICS_MIN_SAMPLES = 300;

/** docs/constants.md#timing: analysis at most once per 100 ms. */
export const ANALYSIS_INTERVAL_MS = 100;

/**
 * docs/posture-rules.md#frozen-and-asleep: more than this between two
 * analysed frames means nobody was watching (the page was frozen, the machine slept, the worker
 * was restarted), so the span is not observed: it counts for nothing. A running pipeline analyses
 * every 100 ms, about once a second in a hidden tab or on a loaded software GPU, and the page's
 * watchdog (src/pipeline/watchdog.ts STALL_MS) restarts a pipeline that gave no result for 3 s, so
 * a longer silence is never normal analysis.
 */
export const UNOBSERVED_GAP_MS = 3_000;

/** docs/posture-rules.md#messages posture messages. */
export const MESSAGE_EXCELLENT = 'Excellent posture detected!';
export const MESSAGE_CALIBRATE_FIRST = 'Please calibrate your posture first';
export const MESSAGE_ISSUE_DEFAULT = 'Posture issue detected';
/** docs/posture-rules.md#away-and-back, docs/posture-rules.md#camera-moved. */
export const MESSAGE_AWAY = 'Away: tracking resumes when you are back';
export const MESSAGE_CAMERA_MOVED = 'Your camera seems to have moved';
/** docs/posture-rules.md#looking-down. */
export const MESSAGE_LOOKING_DOWN = 'Looking down: not judged as a slouch';
/** docs/posture-rules.md#gate gate results. */
export const GATE_MISSING = 'Missing landmarks';
export const GATE_LOW_CONFIDENCE = 'Low confidence';

/**
 * docs/posture-rules.md#low-power: posture good and steady this long
 * lets the pose worker analyse LOW_POWER_INTERVAL_MS apart (2 a second) instead of every 100 ms.
 */
export const LOW_POWER_AFTER_MS = 30_000;
export const LOW_POWER_INTERVAL_MS = 500;
/**
 * The steady band around where posture settled (smoothed features): head or shoulder midpoint
 * moved this much of the frame, or the shoulder-to-ear height or face width changed by this
 * fraction, is a change in features and brings the full rate back at once.
 */
export const LOW_POWER_POSITION_BAND = 0.03;
export const LOW_POWER_RATIO_BAND = 0.06;

/**
 * docs/posture-rules.md#breaks: away at least this long is a break; it resets
 * the continuous tracked time the break reminder counts.
 */
export const BREAK_MIN_AWAY_MS = 60_000;

/** Setups (docs/posture-rules.md#setups): tracking time the first seconds' median is taken over. */
export const SETUP_MATCH_MS = 2_000;
/** ... and the frames with a person it needs (fewer: the 10 s calibration goes on). */
export const SETUP_MATCH_MIN_FRAMES = 5;
/** Saved setups a user may keep (the server enforces the same). */
export const SETUP_MAX_COUNT = 20;
export const SETUP_NAME_MAX = 40;
