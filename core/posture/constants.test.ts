// Pins every business constant of docs/constants.md and docs/posture-rules.md (the chosen detection
// defaults, docs/decisions.md#detection-defaults).
import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

describe('spec constants', () => {
  it('detection defaults are Reading B', () => {
    expect(C.READING_B).toEqual({
      sensitivity: 5,
      headTiltThresholdDeg: 15,
      shoulderAsymmetryThreshold: 0.05,
      faceProximityThreshold: 1.2,
      forwardHeadCVAThresholdDeg: 45,
      forwardHeadDepthDelta: 0.02,
      translationThreshold: 0.15,
      smoothingAlpha: 0.3,
      temporalFrames: 3,
      confidenceThreshold: 0.7,
      yawIgnoreRatio: 0.3,
    });
  });
  it('forward head weights, scale, hysteresis', () => {
    expect(C.FORWARD_HEAD_WEIGHTS).toEqual({
      cva: 0.4,
      translation: 0.3,
      proximity: 0.2,
      depth: 0.1,
    });
    expect(C.FORWARD_HEAD_SEVERITY_SCALE).toBe(2);
    expect(C.MAX_SEVERITY).toBe(2);
    expect(C.FORWARD_HEAD_ON).toBe(0.5);
    expect(C.FORWARD_HEAD_OFF).toBe(0.3);
  });
  it('gating, slouching, severity colours', () => {
    expect(C.VISIBILITY_THRESHOLD).toBe(0.5);
    expect(C.SLOUCH_RATIO).toBe(0.85);
    expect(C.DEFAULT_SHOULDER_EAR_BASELINE).toBe(0.15);
    expect(C.SEVERITY_HIGH_ABOVE).toBe(1.5);
    expect(C.SEVERITY_MEDIUM_ABOVE).toBe(1);
  });
  it('calibration, score, episodes, alerts, metrics, rate', () => {
    expect(C.CALIBRATION_DURATION_MS).toBe(10_000);
    expect(C.CALIBRATION_PROGRESS_PER_SECOND).toBe(10);
    expect(C.CALIBRATION_PROGRESS_CAP).toBe(95);
    expect(C.CALIBRATION_KEPT_FRAMES).toBe(30);
    expect(C.CALIBRATION_PROGRESS_RESET_MS).toBe(2_000);
    expect([C.SCORE_START, C.SCORE_MAX, C.SCORE_MIN, C.SCORE_GAIN, C.SCORE_LOSS]).toEqual([
      100, 100, 0, 0.1, 1,
    ]);
    expect([C.RATING_EXCELLENT_FROM, C.RATING_GOOD_FROM]).toEqual([80, 60]);
    expect(C.EPISODE_THRESHOLD_MS).toBe(3_000);
    expect([C.SCORE_EPISODE_DROP, C.SCORE_EPISODE_RECOVERY]).toEqual([3, 2]);
    expect(C.DEFAULT_ALERT_FREQUENCY_MS).toBe(15_000);
    expect(C.METRICS_MIN_SAMPLES).toBe(300);
    expect(C.ANALYSIS_INTERVAL_MS).toBe(100);
  });
  it('away and back, camera moved (docs/constants.md#camera-moved)', () => {
    expect([C.AWAY_AFTER_ABSENT_MS, C.BACK_AFTER_PRESENT_MS]).toEqual([10_000, 2_000]);
    expect([C.CAMERA_MOVED_AFTER_MS, C.CAMERA_SETTLED_AFTER_MS]).toEqual([5_000, 2_000]);
    expect([C.CAMERA_SHIFT_MIN, C.CAMERA_SCALE_MIN, C.CAMERA_SHAPE_TOLERANCE]).toEqual([
      0.125, 1.15, 0.05,
    ]);
    expect(C.MESSAGE_AWAY).toBe('Away: tracking resumes when you are back');
    expect(C.MESSAGE_CAMERA_MOVED).toBe('Your camera seems to have moved');
  });
  it('spec strings', () => {
    expect(C.MESSAGE_EXCELLENT).toBe('Excellent posture detected!');
    expect(C.MESSAGE_CALIBRATE_FIRST).toBe('Please calibrate your posture first');
    expect(C.MESSAGE_ISSUE_DEFAULT).toBe('Posture issue detected');
    expect(C.GATE_MISSING).toBe('Missing landmarks');
    expect(C.GATE_LOW_CONFIDENCE).toBe('Low confidence');
  });
});
